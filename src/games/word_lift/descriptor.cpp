// The descriptor of Word Lift: what the menu, the set-up screen and the CLI
// know of it, and how the program creates it and its bots.
#include "core/dict/dictionary.h"
#include "games/word_lift/bots.h"
#include "games/word_lift/word_lift.h"

namespace lf::word_lift {

GameInfo Descriptor() {
  GameInfo info;
  info.name = "word-lift";
  info.title = "Word Lift";
  info.blurb = "spell words, steal them and split them in two";
  info.min_seats = kMinSeats;
  info.max_seats = kMaxSeats;
  info.needs_dictionary = true;
  info.bot_levels = StandardBotLevels(/*expert=*/true);
  info.options = {
      OptionSpec::Seat("first", "Who starts", false, "the seat that plays first in round 1"),
      OptionSpec::Bool("strict", "Strict steals", false,
                       "House rule: a new word may not contain the stolen word at all (GAME cannot become GAMER)."),
      OptionSpec::Bool("hints", "Hint button", true, "A button on your turn that fills in the play worth most."),
  };
  info.options[2].rules = false;
  info.create = [](const GameOptions& options, const Dictionary* dict) -> Result<std::unique_ptr<Game>> {
    using R = Result<std::unique_ptr<Game>>;
    // CreateGame has checked these; a direct call (tests) is checked here too.
    if (options.seats < kMinSeats || options.seats > kMaxSeats) return R::Error("Word Lift is for 2 to 6 players");
    if (dict == nullptr) return R::Error("Word Lift needs the dictionary, which is not loaded");
    auto settings = WordLift::ParseSettings(options);
    if (!settings) return R::Error(settings.error());
    return R(std::make_unique<WordLift>(options, *settings, dict));
  };
  info.make_bot = [](std::string_view level, const Dictionary* dict) { return MakeBot(level, dict); };
  return info;
}

}  // namespace lf::word_lift
