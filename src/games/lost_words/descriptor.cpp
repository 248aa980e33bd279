// The descriptor of The Lost Words: what the menu, the set-up screen and the
// CLI know of it, and how the program creates it and its bots.
#include "games/lost_words/bots.h"
#include "games/lost_words/lost_words.h"

namespace lf::lost_words {

GameInfo Descriptor() {
  GameInfo info;
  info.name = "lost-words";
  info.title = "The Lost Words";
  info.blurb = "match nature cards with their spells";
  info.min_seats = 2;
  info.max_seats = kMaxSeats;
  info.needs_dictionary = false;
  info.bot_levels = StandardBotLevels(/*expert=*/true);
  info.options = {OptionSpec::Seat("first", "Who starts", true, "the seat that plays first (random by default)")};
  info.create = [](const GameOptions& options, const Dictionary*) { return LostWordsGame::Create(options); };
  info.make_bot = [](std::string_view level, const Dictionary*) { return MakeBot(level); };
  return info;
}

}  // namespace lf::lost_words
