// A table sent as what changed (docs/multi-device.md, "Small messages"):
// after a guest's first whole table, the host sends the difference between
// the table it sent last and the new one, and the guest applies it to the
// table it has. Generic over JSON, so it serves every game's snapshot:
//
//   Diff(old, now) -> patch        Patch(old, patch) -> now
//
// A patch is an object:
//   {"=": {key: value, ...}}    keys set to a new value (or added)
//   {"~": {key: patch, ...}}    keys whose object or array changed in part
//   {"-": [key, ...]}           keys removed
//   {"+": [item, ...]}          (for an array) items added at its end
//   {"[": {index: patch, ...}}  (for an array of the same length) items changed in part
//   {"!": value}                replaced whole
// The empty object means no change. Patch refuses (nullopt) a patch that
// does not fit the value it is given, so a guest that missed a table asks
// for a whole one instead of showing a wrong table.
#pragma once
#include <optional>

#include "core/json.h"

namespace lf::play {

Json Diff(const Json& old, const Json& now);
std::optional<Json> Patch(const Json& old, const Json& patch);

}  // namespace lf::play
