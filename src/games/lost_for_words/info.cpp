// The registry entry: how the program creates Lost for Words and its bots.
// Kept out of lost_for_words.cpp so that the rules never depend on the bots.
#include "core/dict/dictionary.h"
#include "games/lost_for_words/bots.h"
#include "games/lost_for_words/lost_for_words.h"

namespace lf {

GameInfo LostForWordsInfo() {
  using lost_for_words::LostForWords;
  GameInfo info;
  info.name = "lost-for-words";
  info.title = "Lost for Words";
  info.min_seats = lost_for_words::kPlayers;
  info.max_seats = lost_for_words::kPlayers;
  info.needs_dictionary = true;
  info.create = [](const GameOptions& options, const Dictionary* dict) -> Result<std::unique_ptr<Game>> {
    using R = Result<std::unique_ptr<Game>>;
    if (options.seats != lost_for_words::kPlayers) return R::Error("Lost for Words is for two players");
    if (dict == nullptr) return R::Error("Lost for Words needs the dictionary, which is not loaded");
    auto settings = LostForWords::ParseSettings(options);
    if (!settings) return R::Error(settings.error());
    return R(std::make_unique<LostForWords>(options, *settings, dict));
  };
  info.make_bot = [](std::string_view level, const Dictionary* dict) { return lost_for_words::MakeBot(level, dict); };
  return info;
}

}  // namespace lf
