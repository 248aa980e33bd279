// The registry entry for The Lost Words: seat range, creation and bots.
#include "games/lost_words/bots.h"
#include "games/lost_words/lost_words.h"

namespace lf::lost_words {

GameInfo LostWordsInfo() {
  GameInfo info;
  info.name = "lost-words";
  info.title = "The Lost Words";
  info.min_seats = 2;
  info.max_seats = kMaxSeats;
  info.needs_dictionary = false;
  info.create = [](const GameOptions& options, const Dictionary*) { return LostWordsGame::Create(options); };
  info.make_bot = [](std::string_view level, const Dictionary*) { return MakeBot(level); };
  return info;
}

}  // namespace lf::lost_words
