// The descriptor of Lost: The Board Game: what the menu, the set-up screen and
// the CLI know of it, and how the program creates it and its bots.
#include "games/lost_board_game/bots.h"
#include "games/lost_board_game/lost_board_game.h"

namespace lf::lost_board_game {

GameInfo Descriptor() {
  GameInfo info;
  info.name = "lost-board-game";
  info.title = "Lost: The Board Game";
  info.blurb = "explore the island and lead the other survivors";
  info.min_seats = 2;
  info.max_seats = kMaxSeats;
  info.needs_dictionary = false;
  info.bot_levels = StandardBotLevels(/*expert=*/true);
  info.options = {
      OptionSpec::Choice("mode", "Rules", {"advanced", "beginner"}, {"Advanced", "Beginner"}, "advanced",
                         "Beginner: a small island and the basic rules; Advanced: the full game."),
      OptionSpec::Choice("island", "Island size", {"auto", "4x4", "5x5", "6x6", "7x7", "8x8"},
                         {"By players", "4x4", "5x5", "6x6", "7x7", "8x8"}, "auto",
                         "The island's side; by default it follows the mode and the number of players."),
      OptionSpec::Seat("first", "Who starts", true, "The seat that plays first (random by default)."),
      OptionSpec::Bool("monster_master", "Monster Master", false,
                       "Players who are out choose the Monster's direction instead of the die."),
      OptionSpec::Int("prompt_timer", "Prompt timer (s)", 0, 600, 0,
                      "Seconds to answer a reaction window before passing (0: no timer)."),
  };
  info.options.back().rules = false;
  info.create = [](const GameOptions& options, const Dictionary*) { return LostBoardGame::Create(options); };
  info.make_bot = [](std::string_view level, const Dictionary*) { return MakeBot(level); };
  return info;
}

}  // namespace lf::lost_board_game
