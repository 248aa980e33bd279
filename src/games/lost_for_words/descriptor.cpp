// The descriptor of Lost for Words: what the menu, the set-up screen and the
// CLI know of it, and how the program creates it and its bots. Kept out of
// lost_for_words.cpp so that the rules never depend on the bots.
#include "core/dict/dictionary.h"
#include "games/lost_for_words/bots.h"
#include "games/lost_for_words/lost_for_words.h"

namespace lf::lost_for_words {

GameInfo Descriptor() {
  GameInfo info;
  info.name = "lost-for-words";
  info.title = "Lost for Words";
  info.blurb = "build long words in five columns";
  info.min_seats = kPlayers;
  info.max_seats = kPlayers;
  info.needs_dictionary = true;
  info.bot_levels = StandardBotLevels(/*expert=*/true);
  info.options = {
      OptionSpec::Seat("first", "Who starts", false, "the seat that plays first"),
      OptionSpec::Choice("scoring", "Scoring", {"standard", "alternative"}, {"Standard", "Alternative"}, "standard",
                         "how a column scores"),
      OptionSpec::Bool("play_and_discard", "Play and discard", false,
                       "Every turn: play one card and discard one, then draw two."),
  };
  info.options[1].choice_help = {
      "A column costs 10 points as soon as it holds a card; a word of five letters or more earns its letters' value.",
      "A column starts at 0; a column that is not a word of five letters or more loses its letters' value."};
  info.create = [](const GameOptions& options, const Dictionary* dict) -> Result<std::unique_ptr<Game>> {
    using R = Result<std::unique_ptr<Game>>;
    // CreateGame has checked these; a direct call (tests) is checked here too.
    if (options.seats != kPlayers) return R::Error("Lost for Words is for two players");
    if (dict == nullptr) return R::Error("Lost for Words needs the dictionary, which is not loaded");
    auto settings = LostForWords::ParseSettings(options);
    if (!settings) return R::Error(settings.error());
    return R(std::make_unique<LostForWords>(options, *settings, dict));
  };
  info.make_bot = [](std::string_view level, const Dictionary* dict) { return MakeBot(level, dict); };
  return info;
}

}  // namespace lf::lost_for_words
