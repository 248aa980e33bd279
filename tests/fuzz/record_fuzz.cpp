// Fuzzes the game-record parser (and the JSON parser under it): any bytes must
// give a record or a clear error, never a crash or an out-of-bounds read. A
// parsed record must print and re-parse to the same record.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto record = lf::GameRecord::Parse(text);
  if (record.ok()) {
    const std::string again = record->ToJson();
    auto reparsed = lf::GameRecord::Parse(again);
    if (!reparsed.ok() || reparsed->ToJson() != again) std::abort();
  } else if (record.error().empty()) {
    std::abort();  // every refusal says why
  }
  return 0;
}
