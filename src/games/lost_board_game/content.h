// Lost: The Board Game's content as data: the 17 Characters, the 75 Location
// tiles and the 158 Fate cards, each built from the effect primitives of
// docs/rules/lost-board-game.md. A card's behaviour is its data (the engine
// switches on the primitives, never on a card's name) and its rules text is
// written from the same data (RulesText).
//
// [SECTION] Index
//   Primitives .. Prim, Scope, Duration, Cond, Effect: "POWER_MOD(+1,PART,PC)"
//   Cards ....... CharacterDef, LocationDef, FateDef (Encounter, Equipment, Event)
//   Content ..... the three decks, loaded from JSON (data/*.json, built into the
//                 program) by a loader that refuses a malformed file with the
//                 card and the field at fault
//
// [SECTION] The files
// Each deck is one JSON file: {"deck": "characters"|"locations"|"fate",
// "cards": [...]}. Unknown fields are refused (a misspelt field would
// otherwise be ignored). Effects are written as in the rules:
//   "POWER_MOD(+2,SELF,PASSIVE,VS_ENC)", "DRAW_FATE(2)", "CAMPSITE".
// Character:  {"id","name","power","carry","ability":{"limit","timing"?,"effects"},"win":{"check",...}}
// Location:   {"id","name","type":"SHORELINE"|"INNER","qty","effects"}
// Encounter:  {"id","name","type":"ENCOUNTER","qty","power","win"?,"lose"?,"monster"?}
// Equipment:  {"id","name","type":"EQUIPMENT","qty","kind","timing"?,"effects"}
// Event:      {"id","name","type":"EVENT","qty","timing","effects"}
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace lf::lost_board_game {

// The data files built into the program (generated from data/*.json).
std::string_view EmbeddedFile(std::string_view name);

// [SECTION] Primitives ---------------------------------------------------------

enum class Prim : uint8_t {
  kPowerMod,          // POWER_MOD(n, scope, duration[, condition])
  kReroll,            // REROLL(side)
  kCancelPc,          // CANCEL_PC(LEAD_OPP|MONSTER)
  kDrawFate,          // DRAW_FATE(n)
  kSearch,            // SEARCH(EQUIPMENT|EVENT)
  kHeal,              // HEAL(scope)
  kInjure,            // INJURE(scope)
  kKill,              // KILL(scope)
  kTrap,              // TRAP(scope, turns)
  kUntrap,            // UNTRAP(scope)
  kSkipTurn,          // SKIP_TURN(scope, NEXT|THIS)
  kMoveExtra,         // MOVE_EXTRA(n, scope)
  kPeekTile,          // PEEK_TILE(n, range|ANY)
  kPeekFate,          // PEEK_FATE(n)
  kPeekHand,          // PEEK_HAND(OPP)
  kStealEquipment,    // STEAL_EQUIPMENT
  kStealEvent,        // STEAL_EVENT(OPP)
  kDiscardEvent,      // DISCARD_EVENT(ACTIVE, RANDOM)
  kDiscardEquipment,  // DISCARD_EQUIPMENT(ONE)
  kNegateLose,        // NEGATE_LOSE
  kProtect,           // PROTECT(scope, duration[, GUARDED])
  kNoLead,            // NO_LEAD(ACTIVE, TURN)
  kCarryMod,          // CARRY_MOD(n)
  kRestAny,           // REST_ANY
  kCampsite,          // CAMPSITE
  kLocMod,            // LOC_MOD(ENC|DEF, n)
  kMonsterCoin,       // MONSTER_COIN
  kMonsterDir,        // MONSTER_DIR
  kMonsterDestroy,    // MONSTER_DESTROY(range)
  // Character abilities the rules state in words, as primitives of their own:
  kExtraReward,     // EXTRA_REWARD(n): n more (different) rewards for a won lead attempt (Sawyer)
  kRewardInjure,    // REWARD_INJURE: a won lead attempt may Injure the target (Ana Lucia)
  kInjuryRedirect,  // INJURY_REDIRECT: takes an Injury for a companion on its tile (Boone)
  kEquipBonus,      // EQUIP_BONUS(n): its Equipment's Power bonuses are n higher (Michael)
  kImmune,          // IMMUNE(TRAP,SKIP_TURN): tiles, Encounters and Events cannot do these to it (Mr. Eko)
};

enum class Scope : uint8_t {
  kNone,
  kSelf,              // the ability's owner or the item's carrier
  kChar,              // any Character on the island
  kCharNotSelf,       // any other Character
  kCharOffCampsite,   // any Character not on a Campsite
  kOwnUninjured,      // one of your uninjured Characters
  kOpp,               // an opponent (a player)
  kActive,            // the active player
  kActiveChar,        // one of the active player's Characters
  kHere,              // a Character on SELF's tile
  kHereNotSelf,       // another Character on SELF's tile
  kPart,              // a participant of the current Power Check
  kPartOrEnc,         // a participant or the Encounter
  kPartAtCarrier,     // a participant on the carrier's tile
  kOne,               // one team member or participant, chosen by its controller
  kAll,               // every team member or participant
  kOwnSide,           // your side's total
  kAttackerSide,      // the attacking side's total
  kAnySide,           // either side
  kOtherPartOwnSide,  // every other participant on SELF's side
  kAllOwn,            // all your Characters
  kAllEnc,            // every Encounter
};

enum class Duration : uint8_t { kNone, kPc, kTurn, kRound, kPassive };
enum class Cond : uint8_t { kNone, kVsEnc, kOnShore, kNeutralLead, kLeadOpp, kMonster, kGuarded };

struct Effect {
  Prim prim = Prim::kDrawFate;
  int n = 0;          // amount, count or turns
  int range = 0;      // PEEK_TILE and MONSTER_DESTROY: spaces (PEEK_TILE: 0 = anywhere)
  Scope scope = Scope::kNone;
  Duration dur = Duration::kNone;
  Cond cond = Cond::kNone;
  bool this_turn = false;  // SKIP_TURN(..., THIS)
  bool flag = false;       // SEARCH: EVENT (else EQUIPMENT); LOC_MOD: DEF (else ENC); IMMUNE: TRAP
  bool flag2 = false;      // IMMUNE: SKIP_TURN

  // As written in the data: "POWER_MOD(+1,PART,PC)".
  std::string Notation() const;
  bool operator==(const Effect&) const = default;
};

// Parses one primitive as written in the data files; the reason names what is
// wrong ("POWER_MOD: unknown scope \"PARTY\"").
Result<Effect> ParseEffect(std::string_view text);

// [SECTION] Cards ------------------------------------------------------------------

// When an Event may be played or a Use of Equipment or an ability taken.
enum class Timing : uint8_t {
  kNone,              // passive or triggered: never played
  kAny,               // any window
  kOwn,               // any window of your own turn
  kStart,             // the start window of another player's turn
  kMove,              // during your own Step 1, before that Character moves
  kPc,                // before or after the dice of a Power Check
  kPcPost,            // after the dice
  kMonsterPre,        // before the Monster's coin
  kMonsterDir,        // before the Monster moves
  kAfterOwnLocation,  // the window after your own Location engagement
};

enum class Limit : uint8_t { kPassive, kUse, kPerTurn, kPerRound, kTrigger };

enum class WinCheck : uint8_t {
  kEndTurnControl,            // end of your turn: you control >= n Characters
  kCounter,                   // a counter reaches n
  kCorners,                   // ended Step 1 on all four corners
  kEndTurnCarry,              // end of your turn: your Characters carry >= n Equipment
  kEndTurnNeverInjured,       // end of your turn in Round >= round, never Injured
  kEndTurnShoreCarry,         // end of your turn: on Shoreline carrying `carry`, >= `others` more of yours there
  kStep5Hold,                 // start of your Step 5: you hold >= n Events
  kEndTurnCampsiteFollowers,  // end of your turn: with >= n of your Followers on a Campsite
};

enum class Counter : uint8_t {
  kNone,
  kTilesRevealed,       // tiles revealed by a team including the Character
  kEncountersDefeated,  // Encounters defeated with it taking part (the Monster counts `monster`)
  kNeutralLeadsWon,     // Neutral lead attempts won with it taking part
  kEventsPlayed,        // Events played by its player
  kShoreTiles,          // different Shoreline tiles where it ended Step 1
  kAbilityHeals,        // Injuries healed by its ability
  kEventsTaken,         // Events its player took from opponents' hands
  kAbilityUses,         // uses of its ability
  kOppLeadsWon,         // lead attempts against opponents won with it attacking
  kLibbyWins,           // Power Checks won by a side with its +1
};

struct WinCondition {
  WinCheck check = WinCheck::kCounter;
  Counter counter = Counter::kNone;
  int n = 0;
  int monster = 1;  // kEncountersDefeated: what the Monster counts
  int round = 0;    // kEndTurnNeverInjured
  int carry = 0;    // kEndTurnShoreCarry
  int others = 0;   // kEndTurnShoreCarry
};

struct CharacterDef {
  std::string id;    // "C02"
  std::string name;  // "Kate"
  int power = 0;
  int carry = 1;
  Limit limit = Limit::kPassive;
  Timing timing = Timing::kNone;
  std::vector<Effect> effects;
  WinCondition win;

  bool Has(Prim p) const;
  const Effect* Find(Prim p) const;
};

struct LocationDef {
  std::string id;
  std::string name;
  bool shoreline = false;
  int qty = 1;
  std::vector<Effect> effects;  // printed order

  int DrawCount() const;  // DRAW_FATE's n, or 0
  bool Campsite() const;
  int LocMod(bool defending) const;  // LOC_MOD(DEF|ENC)
};

enum class FateType : uint8_t { kEncounter, kEquipment, kEvent };

struct FateDef {
  std::string id;
  std::string name;
  FateType type = FateType::kEncounter;
  int qty = 1;
  int power = 0;         // Encounters
  bool monster = false;  // the Monster
  Limit kind = Limit::kPassive;  // Equipment
  Timing timing = Timing::kNone;  // Equipment uses and Events
  std::vector<Effect> effects;  // Equipment and Events
  std::vector<Effect> win;      // Encounters
  std::vector<Effect> lose;     // Encounters

  bool Has(Prim p) const;  // among effects
  const Effect* Find(Prim p) const;
};

// [SECTION] Content ------------------------------------------------------------------

struct Content {
  std::vector<CharacterDef> characters;  // in file order (ids C01..)
  std::vector<LocationDef> locations;
  std::vector<FateDef> fate;
  // One entry per physical tile or card, in definition order: instance i is
  // of definition tiles[i] / cards[i].
  std::vector<uint8_t> tiles;
  std::vector<uint8_t> cards;

  int CharacterByName(std::string_view name) const;  // case-insensitive; -1 if none
  int LocationByName(std::string_view name) const;
  int FateByName(std::string_view name) const;
  int ShorelineTiles() const;
  int InnerTiles() const;
  int Campsites() const;  // tiles
  int CountOf(FateType type) const;  // cards
};

// Loads the three decks from their files' texts; `*_file` names them in messages.
// Each deck is checked on its own (fields, types, primitives, duplicate ids and
// names); the counts are not checked here (the tests compare them with the
// rules) so an owner may edit quantities.
Result<Content> LoadContent(std::string_view characters_json, std::string_view locations_json,
                            std::string_view fate_json);
// The content built into the program. Aborts if the built-in files are
// malformed (a test loads them first and reports why).
const Content& BuiltinContent();

// [SECTION] Rules text ------------------------------------------------------------------

std::string EffectText(const Effect& e, std::string_view subject = "this Character");
std::string RulesText(const CharacterDef& c);     // the ability
std::string WinText(const CharacterDef& c);       // the Starting Character win condition
std::string RulesText(const LocationDef& l);      // "Draw a Fate Card. Campsite."
std::string RulesText(const FateDef& f);
std::string_view TimingText(Timing t);            // "any time", "in a Power Check", ...

}  // namespace lf::lost_board_game
