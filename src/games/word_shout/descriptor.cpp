// The descriptor of Finders Keepers (the word-shout game): what the menu,
// the set-up screen and the CLI know of it, and how the program creates it
// and its bots.
#include "core/dict/dictionary.h"
#include "core/registry.h"
#include "games/word_shout/bots.h"
#include "games/word_shout/word_shout.h"

namespace lf::word_shout {

GameInfo Descriptor() {
  GameInfo info;
  info.name = "word-shout";
  info.title = "Finders Keepers";
  info.blurb = "shout a word from the cards as they are dealt, and keep them";
  info.min_seats = kMinSeats;
  info.max_seats = kMaxSeats;
  info.dynamics = Dynamics::kRealTime;
  info.needs_dictionary = true;
  // What each level is like at this table (bots.h; the figures are in
  // docs/rules/word-shout.md, "On this screen").
  info.bot_levels = {
      {"easy", "Easy",
       "Easy: knows only common short words, misses some, and shouts two or three seconds after one appears."},
      {"medium", "Medium",
       "Medium: knows most everyday words and shouts in under two seconds: a match for a quick player."},
      {"hard", "Hard", "Hard: knows every word, goes for the most cards, and shouts in about a second."}};
  info.options = {
      OptionSpec::Seat("dealer", "Who deals first", false, "the dealer of round 1; the deal passes to the next player"),
      OptionSpec::Choice("pace", "Dealing pace", {"slow", "normal", "fast"}, {"Slow", "Normal", "Fast"}, "normal",
                         "how fast the cards come"),
      OptionSpec::Int("min_cards", "Cards per word", 3, 5, 3, "the fewest cards a word may use (3 is the usual game)"),
      OptionSpec::Bool("closer", "Closer game", false,
                       "Each round's winner needs one more card per word for the rest of the game."),
      OptionSpec::Int("claim_time", "Seconds to claim", 0, 30, 8,
                      "time to name the cards after a Shout: 8 is the usual game, 15 or 30 give more; 0 is no limit "
                      "(the claimant claims or gives up)"),
      OptionSpec::Int("head_start", "Head start for people", 0, 10, 0,
                      "seconds every bot waits longer before it shouts; people are not affected"),
  };
  info.options[1].choice_help = {"A card every 3 seconds.", "A card every 2 seconds.", "A card every 1.2 seconds."};
  info.create = [](const GameOptions& options, const Dictionary* dict) -> Result<std::unique_ptr<Game>> {
    using R = Result<std::unique_ptr<Game>>;
    if (options.seats < kMinSeats || options.seats > kMaxSeats) return R::Error("Finders Keepers is for 2 to 8 players");
    if (dict == nullptr) return R::Error("Finders Keepers needs the dictionary, which is not loaded");
    auto settings = WordShout::ParseSettings(options);
    if (!settings) return R::Error(settings.error());
    return R(std::make_unique<WordShout>(options, *settings, dict));
  };
  info.make_bot = [](std::string_view level, const Dictionary* dict) { return MakeBot(level, dict); };
  return info;
}

}  // namespace lf::word_shout
