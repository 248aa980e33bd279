// The screens every game shares: set-up, the table's frame (turn banner,
// pass-and-play privacy, refusals, move log, undo, saving), the end screen
// and the rules page. A game plugs in through GameUi: the callbacks draw
// what only that game knows (its variant options, its table, its score
// breakdown) and describe its moves in words.
//
// Named items (for the tests and the browser hook):
//   setup/seat/<i>/{human,easy,medium,hard}, setup/name/<i>, setup/first/<i>,
//   setup/seed, setup/start, setup/resume, setup/rules,
//   setup/guide, setup/guide/no (the guided first game, offered once),
//   rules/guide (the same, always, on the rules page),
//   tutorial/say, tutorial/next, tutorial/leave (the guide's card)
//   setup/name/<i>/edit and setup/seed/edit (open or close a field's
//   on-screen keys; a tap on the field opens them too on a touch screen),
//   setup/name/<i>/key/{A..Z,space,backspace,done} (letter keyboard),
//   setup/seed/key/{0..9,backspace,clear,done} (digit pad)
//   game/ready (privacy screen), game/undo, game/rules, game/log,
//   game/refusal (the last refusal's Dismiss, over the table until the next
//   action), game/last-move (the bot move being held on screen),
//   end/rematch, end/menu
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/json.h"
#include "play/session.h"
#include "ui/screen.h"

namespace lf::ui {

class TableContext;
using play::MoveDescriber;

// A game's table on screen, with its own state (the selected card, hint
// mode): one per play screen.
class TableView {
 public:
  virtual ~TableView() = default;
  // Draws the table (the session's View()) and turns taps into moves through
  // the context; called only while a human may look at the table.
  virtual void Draw(Ui& ui, TableContext& ctx) = 0;
  // Draws the per-player score breakdown on the end screen.
  virtual void DrawBreakdown(Ui& ui, const play::Session& session) = 0;
  // A strip docked at the bottom of the screen, outside the scrolling table
  // (a hand of cards stays in reach): its height for `width`, and its drawing.
  virtual float DockHeight(Ui& ui, const play::Session& session, float width) { return 0; }
  virtual void DrawDock(Ui& ui, TableContext& ctx, float width) {}
  // True when the table takes the whole play area, edge to edge, unscrolled
  // (a tablet lying flat, a panel at each player's edge): the play screen
  // then draws no controls or log under it, and the table offers the rules
  // itself (MakeRulesScreen).
  virtual bool FullScreen(const play::Session& session) const { return false; }
  // True while the table asks to stay on screen after the game is over, so
  // that the last move is seen on the table before the end screen (Lost for
  // Words' last card; The Lost Words' winning match). Asked every frame
  // while the game is over; the play screen shows the end screen once false.
  virtual bool HoldsFinalTable(Ui& ui, const play::Session& session) { return false; }
  // True when the table scrolls its own view to the play (ui/play/card_motion.h,
  // ViewFollow: the person's own cards at their turn, another player's move
  // where it lands): the play screen then neither takes the view back to the
  // top after another player's move nor brings the person's controls into
  // view at their turn, which would undo the table's own scroll. (A guide's
  // target and the strip's "more below" still scroll.)
  virtual bool FollowsThePlay() const { return false; }
};

struct GameUi {
  std::string id;  // the registry name: "lost-for-words"; its rules page is docs/rules/<id>.md
  MoveDescriber describe;
  std::function<std::unique_ptr<TableView>()> make_table;
  // What a score counts, on the end screen: "12 points", "3 Characters".
  std::string score_one = "point", score_many = "points";
  // Optional: each seat's own colour, where the table gives players colours
  // (the end screen's plot then draws each player's line in it).
  std::function<ImVec4(int seat)> seat_colour;
  // Optional: the "Since your last turn" recap in the game's own words (a
  // board game's "Rose led Sayid to the Caves"), from the log lines the
  // session found (play::Session::SinceLastTurn), oldest first; at most a
  // few lines are shown, the last ones. Unset: those log lines.
  std::function<std::vector<std::string>(const play::Session& session, const std::vector<size_t>& lines)> recap;
  // True where the game's own advice during play runs the coach's search
  // (Word Lift's Hint and review, docs/architecture.md): the end screen's
  // coach then gives each decision the expert's whole budget, as the Hint
  // does, so that the two never disagree about the same play.
  bool advice_searches_as_coach = false;
  // Optional, for looking at the art (lostfound --card-sheet GAME): a page
  // with every card the game draws, in every state.
  std::function<std::unique_ptr<Screen>()> make_card_sheet;
};

// What a game's table may do: read the view, play a move, report a refusal.
class TableContext {
 public:
  virtual ~TableContext() = default;
  virtual play::Session& session() = 0;
  // Plays a move for the viewer; a refusal is shown on screen (and announced).
  virtual bool Play(const std::string& move) = 0;
  // Plays a move for any person's seat at this screen (a real-time table's
  // Shout button of each player; a reaction prompt of another seat).
  virtual bool PlayAs(int seat, const std::string& move) = 0;
  // Shows a refusal the table found itself ("choose a card first").
  virtual void Refuse(const std::string& reason) = 0;
  // Clears a shown refusal (a new selection).
  virtual void ClearRefusal() = 0;
  // True when the viewer may act now (deciding, and not behind a privacy screen).
  virtual bool ViewerToMove() const = 0;
  // True while a bot's last move is held on screen: what follows from it (a
  // round's summary) waits.
  virtual bool Holding() const { return false; }
  // Takes back the viewer's last move against bots (play::Session::Undo) as the
  // play screen's own Undo button does (saved, announced; a refusal shown),
  // for a table that offers Undo itself (FullScreen). True if it was undone.
  virtual bool Undo() { return false; }
};

// The assets a game's screens read: the word list if the game needs it, its
// rules page (rules/<id>.md), its guided first game (tutorials/<id>.json, if
// it has one) and its card art (art/<game>.png and .json, built from
// assets/art/<game>/). On the web they arrive after the first frame; the
// set-up screen waits for them, with a progress bar, only if the player got
// there first. Generated with the game table (src/ui/CMakeLists.txt), from
// what the build makes for each game.
std::vector<std::string> GameAssets(const GameUi& game);

// The set-up screen of a game (what the menu opens).
std::unique_ptr<Screen> MakeGameSetupScreen(const GameUi& game);
// The table of a game in play (one device, a guided game, a room's host or
// guest: the session says which).
std::unique_ptr<Screen> MakePlayScreen(const GameUi& game, std::unique_ptr<play::Session> session);
// The menu's mark for a game in progress of `game`: "Continue: You vs Bot
// (hard) · 11 turns · 2 hours ago", or "" when there is none, read from its
// save file. ui.store().generation() changes whenever a save is written or
// removed, so a caller reads the notes again only then.
std::string GameInProgressNote(Ui& ui, const GameUi& game);
// After a crash ("Try again" on the page): the table that was open, from its
// save, if there is one. False if none.
bool ReopenLastTable(Ui& ui);
// Opens a saved game, of any game, on the chosen screen: "play" (its table,
// or its end screen if it is over), "setup" (its set-up screen, offering to
// resume it) or "rules". `text` is a save file (play::LocalSession::SaveText) or a
// game record, whose players named "bot:LEVEL" become bots. A file that
// cannot be read says so on screen. (lostfound --open FILE [--screen S].)
std::unique_ptr<Screen> MakeOpenSavedScreen(std::string text, std::string screen);
// The rules page.
std::unique_ptr<Screen> MakeRulesScreen(const GameUi& game);

}  // namespace lf::ui
