// Lost: The Board Game (2-8 players), after docs/rules/lost-board-game.md:
// the rules in our words with the 50 rulings ("R16" below is ruling 16) and
// the program's own choices ("D2").
//
// [SECTION] Index
//   Pieces ....... the content (content.h: Characters, Locations, Fate cards as
//                  data) and the island (board.h)
//   Flow ......... the game as an agenda of tasks: set-up, the draft, the
//                  anchors, then Rounds of five-step turns and the Monster Phase
//   Windows ...... reaction windows: priority, passes, merging
//   Notation ..... Move: every decision as readable text
//   Events ....... what happened, public information only, for the log
//   State ........ the rules engine, a copyable value
//   Game ......... LostBoardGame: the lf::Game face, views, set-up lines and
//                  queries for scenarios
//
// [SECTION] Flow
// The engine is a state machine driven by an agenda (a stack of small typed
// tasks). Advance() runs tasks until one needs a decision, which becomes the
// Prompt: who decides (one seat, or several at once in the draft and in a
// shared-win vote) and what about. A move answers the prompt; the engine then
// runs on to the next decision. Everything that happens without a decision
// (dice, draws, reveals, the Monster's coin) happens inside Advance(), through
// the game's own Rng.
//
//   set-up    the island is dealt (R6, R7), two Characters to each player (R10)
//   draft     every seat keeps one of its two at once, in secret (keep-both
//             rule: a player dealt two of Power <= 2 keeps both and names the
//             Starting Character)
//   anchors   in turn order, each player fixes its Starting Location (R8)
//   turns     per Round, one turn per player from the first player (R9):
//               start (R13) -> W_START
//               1 move every Character that can (R14) -> W_MOVED
//               2 per tile in arrival order: reveal, declarations, W_DECLARED,
//                 the Location team (R16), then the lead attempts (R17), each
//                 followed by W_ACTION; then W_STEP
//               3 Neutral lead attempts (R18), each followed by W_ACTION; W_STEP
//               4 transfers (R19); W_STEP
//               5 discard down to four Events (R20); end-of-turn checks
//             then the Monster Phase (R38, R39) and the end of the Round
//             (Round effects end, the Advanced win check R45)
// A Power Check (R25) runs: declare (defenders chosen), W_PC_PRE, the dice,
// W_PC_POST, the result (R26-R28) and its effects.
//
// [SECTION] Windows (R21-R24)
// A window gives priority to the active player first (in the Monster Phase,
// the Round's first player), then clockwise. The seat with priority plays one
// option (an Event, a Use of Equipment, an ability) or passes; a play takes
// effect at once and priority goes back to the active player; the window
// closes when every player still in the game has passed in a row. A window
// nobody can play in is skipped; one that would open with nothing changed
// since the last window closed is merged into it (skipped). A seat whose only
// legal move is "pass" is passed by the program (PassMove), so it is never
// asked, and every seat's pass is in the record, so the passes tell nothing.
//
// [SECTION] Notation (Move::Parse / Move::ToString)
// Characters by name (case-insensitive; "Ana Lucia", "Mr. Eko"; their card
// number is read too: "move 2 (3,1)->(3,2)" moves Kate, C02), cards in double
// quotes, tiles as (column,row), players as "seat N". Moves print with names.
//   keep Kate                       draft: keep Kate as Starting Character
//   start (0,2)                     the anchor of your Starting Location
//   move Kate (1,2)->(2,3)          Step 1 (from the Starting Location: start->(0,2))
//   lead Kate+Sayid -> Jin          declare a lead attempt (Step 2) / lead a Neutral (Step 3)
//   done                            end the declarations, Step 3, Step 4, the Rests or the peeks
//   defend Jin+Kate                 the defenders of a lead attempt, the target first
//   choose Kate                     who an effect falls on (ONE)
//   injure Boone                    Boone's offer: who takes the Injury
//   take "Machete" Kate [face-down] an Equipment found on the tile, to a team member
//   leave "Machete" [face-down]     leave it on the tile
//   use "First Aid Kit" on Kate     a found Equipment used at once (then discarded)
//   reward control | reward event | reward injure
//   reward equipment "Machete" to Kate | reward equipment face-down drop
//   rest Kate
//   peek (2,3)
//   order keep | order swap         Walt's peek at the top two Fate cards
//   give "Machete" Kate -> Sayid    Step 4 (a face-down item is face-down:1, face-down:2 ...)
//   drop "Machete" from Kate [face-down]
//   discard "Bad Omen"              Step 5
//   discard "Machete" from Kate     an Encounter's "discard an Equipment"
//   pass
//   play "Predict The Weather" on Kate | play "Bad Omen" on "Snake" | play "Snare" on Jin
//   play "Sleight of Hand" from seat 2 | play "Pickpocket" "Machete" from Jin to Kate
//   play "Rumbling Trees" tails | play "Black Smoke" NE | play "Rally the Survivors"
//   use "Handgun" of Kate | use "First Aid Kit" of Kate on Jin | use "Flare Gun" of Kate NE
//   ability Jack on Kate | ability Shannon on seat 2 | ability Walt | ability Libby on Kate
//   resign | propose share | accept | decline
//   direction NE                    Monster Master (R40)
//
// [SECTION] Hidden information
// Face-down tiles (and the tiles left out), the Fate deck's order, the
// Character deck, the other players' dealt Characters during the draft, hands,
// face-down Equipment and peeks are private. Redacted(seat) keeps only what
// that seat knows (its own hand, the tiles it peeked, the top Fate cards Walt
// showed it, the face-down Equipment it put down), the rest become unknown.
// While the draft runs, the other seats' "keep" moves are hidden from a
// redacted copy's history.
//
// [SECTION] Set-up language (LostBoardGame::ApplySetup), for scenarios
//   start                           finish the draft and the anchors with the
//                                   default choices (keep the first card dealt,
//                                   the suggested anchors): the game stands at
//                                   the first player's W_START
//   deal SEAT NAME NAME             the two Characters dealt to SEAT (draft only)
//   tile (c,r) "NAME" [face-up|face-down]   the tile at (c,r) is a NAME (swapped
//                                   with a tile of that name elsewhere or left out)
//   place NAME (c,r)|start SEAT|deck|graveyard   move a Character (keeps its controller)
//   control NAME SEAT|neutral       its controller
//   starting NAME SEAT              it is SEAT's Starting Character
//   status NAME injured|healthy|trapped N|free|skip|noskip|rest
//   hand SEAT "CARD"...             the hand becomes these Events (others to the deck's bottom)
//   carry NAME "CARD" [face-down]   give a Character an Equipment (from the deck)
//   fate (c,r) "CARD" [face-down]   put a Fate card on a tile (from the deck)
//   fate-top "CARD"...              these go on top of the Fate deck, the first named drawn first
//   chardeck-top NAME...            these go on top of the Character deck
//   dice N...                       the next die rolls (then the Rng again)
//   coins heads|tails...            the next coin flips
//   picks N...                      the next random picks (index into the choices)
//   monster (c,r)|off               where the Monster lies (as an Encounter on that tile)
//   round N                         the Round number
//   anchor SEAT (c,r)               move a Starting Location's anchor
//   counter SEAT N                  the Starting Character's win counter
//   eliminate SEAT                  that player's Characters go to the graveyard: it is out
//   clear (c,r) | discard "CARD"... | deck-to-discard | chardeck-empty   (to empty piles)
// Query keys: see LostBoardGame::Query.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/registry.h"
#include "core/rng.h"
#include "games/lost_board_game/board.h"
#include "games/lost_board_game/content.h"

namespace lf::lost_board_game {

inline constexpr int kMaxSeats = 8;
inline constexpr int kNumChars = 17;
inline constexpr uint8_t kUnknown = 255;  // a hidden card or tile in a redacted copy
inline constexpr int kStartPos = 64;      // position kStartPos + seat: that seat's Starting Location
inline constexpr int kNowhere = -1;

enum class Mode : uint8_t { kBeginner, kAdvanced };

// How the game was won (rulings 43-47).
enum class WinReason : uint8_t { kNone, kLastPlayer, kAllCharacters, kStartingCharacter, kLeader, kShared };
std::string_view WinReasonName(WinReason r);  // "last-player", "all-characters", "starting-character", "leader", "shared"

// [SECTION] Windows and prompts --------------------------------------------------

enum class WindowKind : uint8_t { kStart, kMoved, kDeclared, kPcPre, kPcPost, kAction, kStep, kMonsterPre, kMonsterDir };
std::string_view WindowName(WindowKind w);  // "W_START", ...

enum class PromptKind : uint8_t {
  kNone,
  kDraft,        // every undecided seat: keep NAME
  kAnchor,       // start (c,r)
  kWindow,       // the seat with priority: a play or pass
  kShareVote,    // every other remaining seat: accept | decline
  kMove,         // Step 1: move NAME ..., or a MOVE-timed play
  kDeclare,      // lead A+B -> T | done
  kDefend,       // defend T+D...
  kChoose,       // choose NAME (an effect's ONE)
  kRedirect,     // injure Boone | injure NAME
  kItem,         // take / leave / use a found Equipment
  kOverflow,     // drop "X" from NAME (over the carry limit)
  kReward,       // reward ...
  kRest,         // rest NAME | done
  kPeek,         // peek (c,r)
  kOrder,        // order keep | order swap
  kStep3,        // lead A+B -> Neutral | done
  kStep4,        // give / drop / done
  kDiscard,      // discard "EVENT" (Step 5)
  kDiscardEquip, // discard "X" from NAME
  kDirection,    // direction D (Monster Master)
};
std::string_view PromptName(PromptKind k);

// What a kChoose prompt's choice is for.
enum class Cause : uint8_t { kTile, kEncounter, kEvent, kLead, kMonster, kRest, kOther };

// [SECTION] Notation ---------------------------------------------------------------

struct Move {
  enum class Kind : uint8_t {
    kKeep, kStart, kMove, kLead, kDone, kDefend, kChoose, kInjure, kTake, kLeave, kUseFound, kReward, kRest,
    kPeek, kOrder, kGive, kDrop, kDiscard, kDiscardEquip, kPass, kPlay, kUse, kAbility, kResign, kPropose,
    kAccept, kDecline, kDirection,
  };
  enum class Reward : uint8_t { kNone, kControl, kEquipment, kEvent, kInjure };

  Kind kind = Kind::kPass;
  int ch = -1;           // the Character: kept, moved, chosen, carrier, ability owner, giver, receiver of take
  int ch2 = -1;          // second Character: give's receiver, a play's target, a reward's receiver
  uint32_t chars = 0;    // lead attackers / defenders (bit per Character)
  int target = -1;       // lead target
  int from = -1, to = -1;  // kMove positions; kStart/kPeek: `to` is the cell
  int card = -1;         // a Fate definition (play, use, take, leave, give, drop, discard, reward equipment)
  int face_down = 0;     // an item named as face-down:k (k >= 1); -1 = "face-down" picked blind
  bool hide = false;     // place it face down (take, leave, drop, reward equipment)
  bool on_enc = false;   // a play on the Encounter
  int seat = -1;         // a player: steal or peek target
  int dir = 0;           // 1..6
  int coin = -1;         // Rumbling Trees: 0 heads, 1 tails
  bool swap = false;     // order swap
  bool drop = false;     // reward equipment ... drop
  Reward reward = Reward::kNone;

  std::string ToString(const Board& board) const;
  static Result<Move> Parse(std::string_view text, const Board& board);
  bool operator==(const Move&) const = default;
};

// [SECTION] Events ---------------------------------------------------------------

// One thing that happened, public information only: a card drawn into a hand,
// a peeked tile or a face-down card's identity is never in an event.
struct Event {
  enum class Kind : uint8_t {
    kDrafted,       // seat kept ch (and ch2 as Follower)
    kAnchored,      // seat's Starting Location fixed at cell
    kTurnBegan,     // seat's turn, round n
    kMoved,         // ch moved from m to cell (n: its Location if face up, else -1)
    kRevealed,      // cell turned face up: tile (a Location definition) in n
    kDeclared,      // ch declared a lead on ch2
    kDrew,          // card (a Fate definition) drawn to cell (card -1: an Event, hidden)
    kShuffled,      // the Fate discard pile became the deck
    kRolled,        // a die: n for side m (0 attackers/team, 1 the other side)
    kCoin,          // the Monster's coin: n 0 heads, 1 tails
    kCheck,         // a Power Check ended: n the attackers' total, m the other's, result in `seat` (1 win, 0 tie, -1 lose)
    kCancelled,     // a Power Check was cancelled
    kInjured, kKilled, kHealed, kTrapped, kFreed, kSkips, kRests,
    kTookControl,   // seat took control of ch
    kNeutral,       // ch placed as a Neutral at cell
    kTookItem,      // ch took card (face down: card -1)
    kLeftItem,      // card left at cell
    kUsedItem,      // ch used card
    kDiscardedItem, // card discarded from ch
    kPlayed,        // seat played card (an Event)
    kAbility,       // ch used its ability
    kStoleEvent,    // seat took an Event from `n`
    kDiscardedEvent,// seat discarded an Event (card)
    kPeeked,        // seat looked at something (cell, or n = -2 the Fate deck, or a hand: n = seat)
    kMonsterMoved,  // the Monster moved to cell (n direction)
    kMonsterStays,  // the Monster stays
    kMonsterGone,   // the Monster was defeated (n 0) or destroyed (n 1)
    kEliminated,    // seat is out
    kResigned,
    kProposed, kVoted,
    kWon,           // seat won
    kPassed,
    kCheckSides,    // a Power Check's dice are about to roll: seat the attacker (-1: the team, a Neutral's
                    // leader), n and m the Characters of each side (bits), card the Encounter (-1: none),
                    // cell where, ch the target, ch2 the kind (PowerCheck::Kind)
  };
  Kind kind = Kind::kPassed;
  int seat = -1;
  int ch = -1, ch2 = -1;
  int card = -1;
  int cell = -1;
  int n = 0, m = 0;
};
using EventLog = std::vector<Event>;

// How much of a bot move's hold on screen (Game::HoldShare, in units of the
// Settings' pace) an event needs to be seen: a walk, a tile turned over, a
// card drawn, the dice, a result. The table shows the events of a move one
// after another in these shares, within the hold the move gets.
double EventShare(const Event& e);

// [SECTION] State ------------------------------------------------------------------

// One Fate card in a pile: the card (an index into Content::cards, or
// kUnknown), whether it lies face down, which seats know it while hidden, and
// its per-turn / per-Round use marks.
struct Slot {
  uint8_t card = kUnknown;
  bool face_down = false;
  uint8_t known = 0;  // bit per seat
  bool used_turn = false;
  bool used_round = false;
  bool handled = false;  // fought or offered in the current engagement
  bool operator==(const Slot&) const = default;
};

struct CharState {
  enum class Zone : uint8_t { kHidden, kDeck, kDealt, kBoard, kGraveyard };
  Zone zone = Zone::kHidden;
  int8_t controller = -1;  // a seat, or -1 (Neutral, or off the board)
  int8_t pos = kNowhere;   // a cell, or kStartPos + seat
  int8_t sc_of = -1;       // whose Starting Character it is (-1: none)
  bool injured = false;
  bool ever_injured = false;
  bool resting = false;
  int8_t trap = 0;             // turns of Trap left
  int32_t trap_since = 0;      // the turn number when it was (last) Trapped
  bool skip_next = false;      // skips its controller's next turn that starts after skip_since
  int32_t skip_since = 0;
  bool skipping = false;       // skips the current turn
  bool moved = false;          // moved this turn
  bool moved_round = false;    // moved this Round (R45)
  bool led_now = false;        // taken over this turn: only Step 4 for it (R27)
  bool attacked = false;       // joined a lead attempt against an opponent this turn (R17)
  int8_t move_extra = 0;       // this Step 1's extra spaces (Shortcut, Compass)
  int8_t round_mod = 0;        // Power until the end of the Round
  bool libby = false;          // holds Libby's +1 (her win counter)
  bool protected_round = false;  // Sanctuary
  bool used_turn = false, used_round = false;  // its ability
  std::vector<Slot> items;     // carried Equipment
  bool operator==(const CharState&) const = default;
};

struct Cell {
  uint8_t tile = kUnknown;  // index into Content::tiles, or kUnknown (face down and unknown to this copy)
  bool face_up = false;
  uint8_t known = 0;        // seats that peeked at it while face down
  std::vector<Slot> fate;   // Fate cards lying here, in order
  bool operator==(const Cell&) const = default;
};

struct PowerCheck {
  enum class Kind : uint8_t { kEncounter, kLeadOpp, kLeadNeutral, kMonster };
  Kind kind = Kind::kEncounter;
  int8_t cell = -1;
  uint32_t side[2] = {0, 0};  // Characters (bits); side 1 is empty against an Encounter or the Monster
  int8_t enc = -1;            // the Encounter: index of its Slot in the tile's pile (-1 none)
  uint8_t enc_card = kUnknown;
  int8_t attacker = -1, defender = -1;  // seats (-1: an Encounter or a Neutral)
  int8_t target = -1;                   // a lead's target
  int8_t side_mod[2] = {0, 0};
  int8_t enc_mod = 0;
  std::array<int8_t, kNumChars> char_mod{};
  int8_t die[2] = {0, 0};
  bool rolled = false;
  bool cancelled = false;
  bool negate_lose = false;
  int8_t def_side = -1;  // the side that gets the tile's defence bonus (D1)
  bool operator==(const PowerCheck&) const = default;
};

// Exact chances from the 36 rolls (or what the rolled dice give), counted
// for side 0 (the attackers, the team, the Characters against the Monster).
struct Odds {
  int win = 0, tie = 0, lose = 0;  // out of `total`
  int total = 36;
  double Win() const { return total ? double(win) / total : 0; }
  double Tie() const { return total ? double(tie) / total : 0; }
  double Lose() const { return total ? double(lose) / total : 0; }
  Odds Flipped() const { return {lose, tie, win, total}; }
  std::string Text() const;  // "win 21/36 tie 5/36 lose 10/36"
  bool operator==(const Odds&) const = default;
};

struct Task {
  enum class Kind : uint8_t {
    kAnchor, kBeginGame, kTurnStart, kWindow, kStep1, kStep2, kReveal, kDeclare, kLocation, kLocEffect,
    kLocDraw, kEncounters, kItems, kEvents, kCampsite, kRest, kLeadOpp, kStep3, kStep4, kStep5, kTurnEnd,
    kMonsterPhase, kMonsterCoin, kMonsterMove, kRoundEnd, kPcDeclare, kPcRoll, kPcResolve,
    kEffect, kInjure, kOverflow, kEndEngagement,
  };
  Kind kind = Kind::kTurnStart;
  int a = -1, b = -1, c = -1, d = -1;
  bool operator==(const Task&) const = default;
};

struct Prompt {
  PromptKind kind = PromptKind::kNone;
  int seat = -1;
  uint32_t chars = 0;    // candidates (kChoose, kRest, kDefend pool, kRedirect: {Boone, victim})
  int cell = -1;
  int count = 0;         // kPeek: peeks left; kReward: rewards left
  int range = 0;         // kPeek: the most spaces from `center` (-1: anywhere)
  int center = -1;       // kPeek: the cell the range counts from
  int item = -1;         // kItem: the Slot index on the tile
  int ch = -1;           // kOverflow: the Character; kRedirect: the victim
  int src = -1;          // kChoose: the source definition (location or fate), kReward: taken rewards (bits)
  int index = -1;        // kChoose: the effect's index in the source
  int list = 0;          // kChoose: 0 location effects, 1 encounter win, 2 encounter lose, 3 monster kill
  Cause cause = Cause::kOther;
  bool operator==(const Prompt&) const = default;
};

struct Window {
  WindowKind kind = WindowKind::kStart;
  bool open = false;
  int priority = -1;
  int passes = 0;
  bool after_own_location = false;
  bool operator==(const Window&) const = default;
};

// A team engaging a tile and the attempts declared there.
struct Engagement {
  int cell = -1;
  uint32_t team = 0;        // the Location team
  bool revealed = false;    // the tile was face down when this engagement began
  std::vector<std::pair<uint32_t, int>> leads;  // attackers, target
  bool operator==(const Engagement&) const = default;
};

struct Player {
  bool out = false;
  bool resigned = false;
  int8_t anchor = -1;
  std::vector<uint8_t> hand;    // Events (Content::cards indices, or kUnknown)
  int8_t dealt[2] = {-1, -1};   // draft
  int8_t kept = -1;             // draft answer (-1: still deciding)
  int counter = 0;              // the Starting Character's win counter
  uint64_t shore_seen = 0;      // Jin: Shoreline cells (bits)
  uint8_t corners = 0;          // Sayid: corners (bits)
  bool no_lead = false;         // Night Falls this turn
  bool proposed = false;        // proposed a shared win this turn
  int8_t vote = -1;             // shared-win vote: 1 yes, 0 no, -1 not yet
  std::vector<uint8_t> seen_hand;  // a peeked hand (the last look), for this seat
  int8_t seen_hand_of = -1;
  bool operator==(const Player&) const = default;
};

class State {
 public:
  struct Options {
    int seats = 2;
    Mode mode = Mode::kAdvanced;
    int island = 0;        // 0: by ruling 6
    int first = -1;        // -1: random
    bool monster_master = false;
  };
  // Builds the island and deals the draft.
  static State Deal(const Options& options, Rng& rng);

  // --- Reading the table ---
  const Content& content() const { return *content_; }
  const Board& board() const { return board_; }
  Mode mode() const { return mode_; }
  bool advanced() const { return mode_ == Mode::kAdvanced; }
  int seats() const { return seats_; }
  int round() const { return round_; }
  int active() const { return active_; }
  int first() const { return first_; }
  bool over() const { return over_; }
  const std::vector<int>& winners() const { return winners_; }
  WinReason win_reason() const { return win_reason_; }
  const Prompt& prompt() const { return prompt_; }
  const Window& window() const { return window_; }
  const std::optional<PowerCheck>& pc() const { return pc_; }
  const CharState& ch(int c) const { return chars_[static_cast<size_t>(c)]; }
  const Cell& cell(int c) const { return cells_[static_cast<size_t>(c)]; }
  const Player& player(int s) const { return players_[static_cast<size_t>(s)]; }
  const std::vector<uint8_t>& fate_deck() const { return deck_; }  // back() is the top
  const std::vector<uint8_t>& fate_discard() const { return discard_; }
  const std::vector<int8_t>& char_deck() const { return char_deck_; }
  const std::vector<int8_t>& graveyard() const { return graveyard_; }
  const std::vector<uint8_t>& unused_tiles() const { return unused_; }
  int monster_cell() const;  // where the Monster lies, or -1
  bool monster_gone() const { return monster_gone_; }
  int turn_number() const { return turn_no_; }
  int reshuffles() const { return reshuffles_; }
  const std::string& step_name() const { return step_; }
  const std::vector<Task>& agenda() const { return agenda_; }

  // Who must decide now (several in the draft and a vote).
  std::vector<int> Deciding() const;
  // The first to get priority in a window: the active player, or in the
  // Monster Phase the Round's first player still in the game.
  int WindowLead() const;
  int deck_known(int seat) const { return deck_known_[static_cast<size_t>(seat)]; }
  // The definitions behind indices.
  const FateDef& Fate(uint8_t card) const { return content_->fate[content_->cards[card]]; }
  const LocationDef& Location(int cell) const;  // the tile at a face-up (or known) cell
  const CharacterDef& Def(int c) const { return content_->characters[static_cast<size_t>(c)]; }
  std::string_view Name(int c) const { return Def(c).name; }

  // --- Derived facts ---
  bool Alive(int c) const { return ch(c).zone == CharState::Zone::kBoard; }
  bool OnIsland(int c) const { return Alive(c) && ch(c).pos >= 0 && ch(c).pos < kStartPos; }
  bool Trapped(int c) const { return ch(c).trap > 0; }
  bool Live(int seat) const { return !players_[static_cast<size_t>(seat)].out; }
  int LiveCount() const;
  bool IsCampsite(int cell) const;  // a face-up Campsite
  int CarryLimit(int c) const;
  // Whether the ability of c works now (R24, R29, R32, R33).
  bool AbilityOn(int c) const;
  // Characters (bits) of `seat` at a position; -1 seat: Neutrals.
  uint32_t At(int pos, int seat) const;
  uint32_t AllAt(int pos) const;
  int Controlled(int seat) const;  // Characters on the board
  int StartingOf(int seat) const;  // its Starting Character from the draft, -1 if none
  // A Character's Power in the current Power Check (R25).
  int Power(int c) const;
  int SideTotal(int side) const;   // before the die
  int EncounterTotal() const;      // before the die
  Odds CurrentOdds() const;
  // The odds as they would be after `move` (a legal play of `seat` now).
  std::optional<Odds> OddsAfter(int seat, const Move& move) const;
  // The odds of a lead attempt before it is declared (the defender adding
  // every Character it could).
  Odds LeadOdds(uint32_t attackers, int target) const;
  // While a lead attempt's defenders are chosen (PromptKind::kDefend): the
  // odds (for the attackers) if these Characters defend.
  Odds DefendOdds(uint32_t defenders) const;

  // --- Rules ---
  std::vector<Move> LegalMoves(int seat) const;
  Status Check(int seat, const Move& move) const;
  Status Apply(int seat, const Move& move, Rng& rng, EventLog* log = nullptr);
  // The plays `seat` could make in the current window (empty: it passes).
  std::vector<Move> Plays(int seat) const;
  bool HasPlay(int seat) const;
  // Whether Character `c` of the active player may still move, engage or
  // join Step 3 in the current turn (a Trap now would stop it: D13).
  bool ActsLaterThisTurn(int c) const;
  // Whether `seat` may resign or propose a shared win now (R42, R47): the
  // start window of its own turn, or its Step 1 before any of its
  // Characters has moved this turn.
  bool MayResign(int seat) const;

  // --- Hidden information ---
  State RedactedFor(int seat) const;
  // Counts every Fate card, tile and Character once over all places (a full
  // state only): {fate cards, tiles, characters}.
  std::array<int, 3> Census() const;
  // The first thing `seat` could see that it should not, or "" (a full state).
  std::string LeakFor(int seat, const State& redacted) const;

  // --- Set-up lines (scenarios) ---
  Status Setup(std::string_view line, Rng& rng);

  // --- Snapshots (snapshot.cpp, docs/multi-device.md) ---
  // Every field as JSON but the content, the options (mode, island, seats)
  // and the forced randomness; unknown markers stay as they are.
  Json ToJson() const;
  // Replaces this state (dealt with the same options) with the one written,
  // or refuses malformed or out-of-range input and changes nothing.
  Status FromJson(const Json& j);

  bool operator==(const State&) const = default;

  // Forced randomness for scenarios.
  std::vector<int> forced_dice, forced_coins, forced_picks;

 private:
  friend class LostBoardGame;
  // [flow] (flow.cpp)
  void Advance(Rng& rng, EventLog* log);
  void RunTask(const Task& t, Rng& rng, EventLog* log);
  void Push(Task::Kind k, int a = -1, int b = -1, int c = -1, int d = -1);
  void Touch() { ++version_; }
  void CloseWindow();
  void ResumeWindow();
  void EndDeclarations(int cell);
  bool CanDeclare(int cell) const;
  bool Protected(int c) const;
  bool EncounterOn(int cell) const;
  uint32_t Movable(int seat) const;
  std::vector<int> MoveTargets(int c) const;
  void EndStep1(int seat, EventLog* log);
  void StartMonsterAttack(int cell, EventLog* log);
  void PlaceItemPrompt(int cell, int slot, uint32_t receivers);
  void Resign(int seat, EventLog* log);
  void OpenWindow(WindowKind kind, bool after_own_location = false);
  void AdvanceWindow();
  void BeginTurn(int seat, EventLog* log);
  void EndTurn(int seat, Rng& rng, EventLog* log);
  void EndRound(Rng& rng, EventLog* log);
  void NextTurn(int after, EventLog* log);
  void AbortTurn();
  void Step2(int seat);
  void Declare(int cell, Rng& rng, EventLog* log);
  void EngageLocation(int cell, Rng& rng, EventLog* log);
  void ResolveEncounters(int cell, Rng& rng, EventLog* log);
  void OfferItems(int cell);
  void Campsite(int cell, Rng& rng, EventLog* log);
  void OfferRest(int cell);
  void Step3Prompt(int seat);
  void Step4Prompt(int seat);
  void Step5(int seat, EventLog* log);
  void MonsterPhase(Rng& rng, EventLog* log);
  void MonsterMove(int dir, Rng& rng, EventLog* log);
  // [power checks] (power_check.cpp)
  void StartPc(PowerCheck pc, EventLog* log);
  void RollPc(Rng& rng, EventLog* log);
  void ResolvePc(Rng& rng, EventLog* log);
  void RevealPassives(uint32_t chars);
  int Roll(Rng& rng);
  int Pick(Rng& rng, int n);
  // [effects] (effects.cpp)
  void ApplyOutcomeTo(int list, int src, int index, uint32_t participants, Rng& rng, EventLog* log);
  void ChooseOne(const Prompt& p, int chosen, Rng& rng, EventLog* log);
  void Injure(int c, Cause cause, EventLog* log);
  void InjureNow(int c, EventLog* log);
  void Kill(int c, EventLog* log);
  void Heal(int c, int by, EventLog* log);
  void Trap(int c, int turns, Cause cause, EventLog* log);
  void Skip(int c, bool this_turn, Cause cause, EventLog* log);
  bool Immune(int c, Cause cause) const;
  void TakeControl(int c, int seat, EventLog* log);
  void Eliminate(int seat, EventLog* log);
  void CheckEliminations(EventLog* log);
  void Search(bool event, int receiver_seat, uint32_t team, int cell, Rng& rng, EventLog* log);
  int DrawFate(Rng& rng, EventLog* log);  // the top card (reshuffling if needed), or -1
  void DropAll(int c);
  void GiveItem(int c, Slot slot, EventLog* log);
  void DiscardRandomEvent(int seat, Rng& rng, EventLog* log);
  void StealEvent(int seat, int from, Rng& rng, EventLog* log);
  void Count(int seat_of_sc, Counter counter, int amount, EventLog* log);
  void CountFor(int c, Counter counter, int amount, EventLog* log);
  // [plays] (plays.cpp)
  void AddPlays(int seat, std::vector<Move>& out, bool move_step) const;
  Status CheckPlay(int seat, const Move& m) const;
  void ApplyPlay(int seat, const Move& m, Rng& rng, EventLog* log);
  bool TimingOk(Timing t, int seat) const;
  std::vector<std::pair<int, int>> Items(int c) const;  // (slot index, card)
  // [wins] (flow.cpp)
  void CheckWins(EventLog* log);
  bool ScwcHolds(int seat, bool end_of_turn) const;
  void Win(std::vector<int> seats, WinReason reason, EventLog* log);
  int PickWinner(const std::vector<int>& qualifying) const;
  // [moves] (moves.cpp)
  void LegalFor(int seat, std::vector<Move>& out) const;
  Status CheckMove(int seat, const Move& m) const;
  void Perform(int seat, const Move& m, Rng& rng, EventLog* log);

  const Content* content_ = nullptr;
  Board board_;
  Mode mode_ = Mode::kAdvanced;
  int seats_ = 2;
  bool monster_master_ = false;
  int first_ = 0;
  int active_ = -1;
  int round_ = 0;
  int turn_no_ = 0;
  bool over_ = false;
  std::vector<int> winners_;
  WinReason win_reason_ = WinReason::kNone;
  std::string step_ = "draft";
  std::array<CharState, kNumChars> chars_{};
  std::array<Cell, kMaxCells> cells_{};
  std::array<Player, kMaxSeats> players_{};
  std::vector<uint8_t> deck_, discard_, gone_, unused_;
  std::vector<int8_t> char_deck_, graveyard_;
  bool monster_gone_ = false;   // destroyed: out of the game
  bool monster_drawn_round_ = false;
  int8_t enc_round_mod_ = 0;    // Rainy Season
  int monster_master_next_ = 0;
  std::vector<Task> agenda_;
  Prompt prompt_;
  Window window_;
  uint32_t version_ = 0;        // bumped by every change (window merging)
  uint32_t window_closed_at_ = 0xffffffffu;
  std::optional<PowerCheck> pc_;
  Engagement eng_;
  std::vector<int8_t> arrival_;  // Step 2's tiles, in order of arrival
  std::vector<int8_t> pending_counters_;  // seats whose counter changed
  std::array<int8_t, kMaxSeats> deck_known_{};  // top Fate cards each seat knows (Walt)
  int reshuffles_ = 0;          // times the Fate discard pile became the deck
  uint64_t step3_used_ = 0;     // tiles with a Neutral lead attempt this turn (R18)
  int8_t monster_coin_ = -1;    // Rumbling Trees: the coin's chosen side
  int8_t monster_dir_ = 0;      // the Monster's direction this phase
};

// [SECTION] Game ------------------------------------------------------------------

class LostBoardGame final : public Game {
 public:
  // Options: seats 2..8; variant {"mode": "beginner"|"advanced", "island": "auto"|"4x4".."8x8",
  // "first": seat|"random", "monster_master": bool, "prompt_timer": seconds}.
  static Result<std::unique_ptr<Game>> Create(const GameOptions& options);
  LostBoardGame(const GameOptions& options, const State::Options& state_options);

  std::string_view Name() const override { return "lost-board-game"; }
  std::unique_ptr<Game> Clone() const override { return std::make_unique<LostBoardGame>(*this); }
  const GameOptions& Options() const override { return options_; }
  int CurrentSeat() const override;
  std::vector<int> DecidingSeats() const override { return state_.Deciding(); }
  int ActiveSeat() const override;
  std::string PassMove(int seat) const override;
  // False in a Power Check's window when nothing the seat could play would
  // change the check (docs/rules/lost-board-game.md, "When you are asked").
  bool WorthAsking(int seat) const override;
  double HoldShare(size_t index) const override;
  bool DecisionConcerns(int seat) const override;
  std::vector<std::string> LegalMoves(int seat) const override;
  Status ApplyMove(int seat, std::string_view move) override;
  // Characters each player controls on the island (D8).
  std::vector<int> Scores() const override;
  std::vector<int> Winners() const override;
  std::unique_ptr<Game> Redacted(int seat) const override;
  // A world dealt from what `seat` knows (sampler.cpp): face-down tiles by
  // kind, hidden Fate cards by type, the draft's other Characters.
  std::unique_ptr<Game> Determinize(int seat, Rng& rng) const override;
  Json View(int seat) const override;
  // The State, the moves (with their times, revealed marks and events) and
  // the last Power Check; not the Rng, the options or the prompt timer.
  Json Snapshot() const override;
  Status Restore(const Json& snapshot) override;
  const std::vector<LoggedMove>& History() const override { return log_->history; }
  bool RevealedInformation(size_t i) const override { return i < log_->revealed.size() && log_->revealed[i]; }
  Status ApplySetup(std::string_view line) override;
  // Keys: prompt ("window W_START 0"), deciding, window, round, active, first,
  // step, winner, win-reason, island, mode, tiles-left-out, deck-count, discard-count, reshuffles,
  // chardeck-count, monster, census ("158 75 17"), odds, pc ("8 vs 7 dice 4 3"),
  // last-pc ("12-10 win"), events (the last move in words),
  // char:NAME ("seat 0 (2,3) injured trapped:1 skip resting sc:0 items:Machete";
  // a space in a name is written "_": char:Ana_Lucia),
  // power:NAME (in the Power Check), carry:NAME (its carry limit),
  // tile:(c,r) ("Lagoon face-up"), kind:(c,r) ("shoreline shoreline-tile"),
  // fate:(c,r) (the cards lying there), neighbours:(c,r), distance:(c,r)-(c,r),
  // hand:S, hand-count:S, counter:S, out:S, anchor:S, legal:S, legal-count:S,
  // play-odds:S (each play of S now with the odds after it), worth-asking:S (yes / no).
  Result<std::string> Query(std::string_view key) const override;
  // The table and the legal moves in words (words.cpp, docs/accessibility.md):
  // read from what `seat` may see only.
  std::vector<TextPart> DescribeTable(int seat, const std::vector<std::string>& names) const override;
  MoveText DescribeLegalMove(int seat, std::string_view move, const std::vector<std::string>& names) const override;

  // --- Read API for the table (part 2) and the bots ---
  // The whole state (typed), the odds now (State::CurrentOdds), before a lead
  // attempt (State::LeadOdds) and after each play (PlayOdds, State::OddsAfter),
  // every legal move typed (State::LegalMoves), the rules texts of the cards
  // (content.h: RulesText, WinText).
  const State& state() const { return state_; }
  // Seconds to answer a reaction window before passing (0: none); the table
  // runs the clock and passes for the player (R23), the engine only keeps it.
  int prompt_timer() const { return prompt_timer_; }
  // The events of History()[i] and a sentence for each.
  std::span<const Event> Events(size_t i) const;
  std::string Narrate(const Event& e, const std::vector<std::string>& names = {}) const;
  std::string Describe(size_t i, const std::vector<std::string>& names = {}) const;
  // The legal plays of `seat` with the odds after each (in a Power Check).
  std::vector<std::pair<std::string, Odds>> PlayOdds(int seat) const;

 private:
  struct Log {
    std::vector<LoggedMove> history;
    std::vector<bool> revealed;
    std::vector<Event> events;
    std::vector<uint32_t> event_begin;
    Event last_check;  // the last Power Check (for queries)
  };
  void Record(LoggedMove move, const EventLog& events);
  Json BuildView(int seat) const;

  GameOptions options_;
  Rng rng_;
  State state_;
  int prompt_timer_ = 0;
  std::shared_ptr<const Log> log_ = std::make_shared<const Log>();
  mutable std::array<std::shared_ptr<const Json>, kMaxSeats + 1> view_cache_;
};

GameInfo Descriptor();

}  // namespace lf::lost_board_game
