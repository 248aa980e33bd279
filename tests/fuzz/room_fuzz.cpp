// Fuzzes the room's message parser (play on several devices,
// docs/multi-device.md): any bytes from another device give a message or a
// clear refusal, never a crash. A parsed message prints and parses back to
// the same text. A table ("state") goes on to what a guest does with it:
// each built-in game restores its snapshot, or refuses it with a reason.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/dict/dictionary.h"
#include "play/protocol.h"
#include "core/registry.h"
#include "fuzz_words.h"

using lf::fuzz::Words;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto message = lf::play::Parse(text);
  if (!message.ok()) {
    if (message.error().empty()) std::abort();  // every refusal says why
    return 0;
  }
  const std::string again = lf::play::Print(*message);
  auto reparsed = lf::play::Parse(again);
  if (!reparsed.ok() || lf::play::Print(*reparsed) != again) std::abort();
  if (message->kind != lf::play::Message::Kind::kState) return 0;
  const lf::GameInfo* info = lf::BuiltinGames().Find(message->game);
  if (info == nullptr) return 0;
  lf::GameOptions options;
  options.seats = static_cast<int>(message->seats.size());
  options.variant = message->variant;
  auto game = lf::CreateGame(*info, options, Words());
  if (!game.ok()) return 0;
  const lf::Status restored = (*game)->Restore(message->snapshot);
  if (!restored.ok()) {
    if (restored.reason().empty()) std::abort();
    return 0;
  }
  // A restored table must stand being looked at and played from.
  for (int seat = 0; seat < (*game)->NumSeats(); ++seat) (void)(*game)->View(seat).Dump();
  if (!(*game)->IsTerminal()) {
    for (int seat : (*game)->DecidingSeats()) {
      auto moves = (*game)->LegalMoves(seat);
      if (!moves.empty()) (void)(*game)->Clone()->ApplyMove(seat, moves.front());
    }
  }
  return 0;
}
