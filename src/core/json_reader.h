// Reading snapshots and other untrusted JSON field by field (the games'
// Restore, docs/multi-device.md): every value is checked for its type and
// range, and the first thing wrong is kept, with a prefix naming what was
// being read ("not a snapshot of The Lost Words: turn must be ...").
//
// A read that fails gives a harmless value (an Int its `lo`, a Bool false, a
// list empty), so a caller reads a group of fields and checks ok() once
// before anything relies on them; later failures do not replace the first.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "core/json.h"
#include "core/status.h"

namespace lf {

class JsonReader {
 public:
  // A list of any length (Array, Ints).
  static constexpr size_t kAny = std::numeric_limits<size_t>::max();

  explicit JsonReader(std::string prefix) : prefix_(std::move(prefix)) {}

  bool ok() const { return error_.empty(); }
  // The prefix and the first reason, or empty while all is well.
  const std::string& error() const { return error_; }
  Status Refusal() const { return Status::Refused(error_); }

  // Keeps `why` if it is the first; false, for `return r.Fail(...)`.
  bool Fail(const std::string& why) {
    if (error_.empty()) error_ = prefix_ + why;
    return false;
  }
  Status Refuse(const std::string& why) {
    Fail(why);
    return Refusal();
  }

  // A whole number from lo to hi (as T), or lo.
  template <typename T = int64_t>
  T Int(const Json& j, int64_t lo, int64_t hi, const std::string& what) {
    if (j.is_number()) {
      const double v = j.as_number();
      if (v >= static_cast<double>(lo) && v <= static_cast<double>(hi) && v == std::floor(v))
        return static_cast<T>(static_cast<int64_t>(v));
    }
    Fail(what + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<T>(lo);
  }
  bool Bool(const Json& j, const std::string& what) {
    if (j.is_bool()) return j.as_bool();
    Fail(what + " must be true or false");
    return false;
  }
  std::string Str(const Json& j, const std::string& what) {
    if (j.is_string()) return j.as_string();
    Fail(what + " must be a string");
    return {};
  }
  // One of `names`, as its index (an enum's value), or the first.
  template <typename T, size_t N>
  T Name(const Json& j, const char* const (&names)[N], const std::string& what) {
    for (size_t i = 0; i < N; ++i)
      if (j.is_string() && j.as_string() == names[i]) return static_cast<T>(i);
    std::string all;
    for (size_t i = 0; i < N; ++i) all += (i == 0 ? "" : i + 1 == N ? " or " : ", ") + std::string(names[i]);
    Fail(what + " must be " + all);
    return static_cast<T>(0);
  }
  // A list of min to max entries (max kAny: no limit), or an empty one.
  const Json::Array& Array(const Json& j, size_t min, size_t max, const std::string& what) {
    static const Json::Array kNone;
    if (j.is_array() && j.size() >= min && j.size() <= max) return j.as_array();
    std::string want = what + " must be a list";
    if (min == max) want += " of " + std::to_string(min);
    else if (max != kAny) want += " of " + std::to_string(min) + " to " + std::to_string(max);
    else if (min > 0) want += " of at least " + std::to_string(min);
    if (min > 0 || max != kAny) want += " entries";
    if (j.is_array()) want += ", not " + std::to_string(j.size());
    Fail(want);
    return kNone;
  }
  // A list of exactly `size` entries (kAny: any number).
  const Json::Array& Array(const Json& j, size_t size, const std::string& what) {
    return size == kAny ? Array(j, 0, kAny, what) : Array(j, size, size, what);
  }
  // A list of whole numbers from lo to hi, `size` of them (kAny: any number).
  std::vector<int> Ints(const Json& j, size_t size, int64_t lo, int64_t hi, const std::string& what) {
    std::vector<int> out;
    for (const Json& v : Array(j, size, what)) out.push_back(Int<int>(v, lo, hi, what));
    return out;
  }

 private:
  std::string prefix_;
  std::string error_;
};

// Writing: numbers as a JSON list.
inline Json IntsJson(const std::vector<int>& values) {
  Json::Array a;
  a.reserve(values.size());
  for (int v : values) a.emplace_back(v);
  return Json(std::move(a));
}

}  // namespace lf
