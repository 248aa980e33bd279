// A small JSON value, writer and strict parser for game records, saves and
// settings. The parser never reads out of bounds, limits nesting, and turns
// any malformed input into an error message (it is fuzzed: tests/fuzz).
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace lf {

class Json {
 public:
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
  using Array = std::vector<Json>;
  using Object = std::map<std::string, Json, std::less<>>;

  Json() = default;
  Json(std::nullptr_t) {}                                              // NOLINT
  Json(bool b) : type_(Type::kBool), bool_(b) {}                       // NOLINT
  Json(int n) : type_(Type::kNumber), num_(n) {}                       // NOLINT
  Json(int64_t n) : type_(Type::kNumber), num_(static_cast<double>(n)) {}  // NOLINT
  Json(uint64_t n) : type_(Type::kNumber), num_(static_cast<double>(n)) {}  // NOLINT
  Json(double n) : type_(Type::kNumber), num_(n) {}                    // NOLINT
  Json(const char* s) : type_(Type::kString), str_(s) {}               // NOLINT
  Json(std::string s) : type_(Type::kString), str_(std::move(s)) {}    // NOLINT
  Json(std::string_view s) : type_(Type::kString), str_(s) {}          // NOLINT
  Json(Array a) : type_(Type::kArray), arr_(std::make_shared<Array>(std::move(a))) {}      // NOLINT
  Json(Object o) : type_(Type::kObject), obj_(std::make_shared<Object>(std::move(o))) {}   // NOLINT

  static Result<Json> Parse(std::string_view text);
  std::string Dump() const;  // compact, keys sorted: the same value gives the same bytes

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::kNull; }
  bool is_bool() const { return type_ == Type::kBool; }
  bool is_number() const { return type_ == Type::kNumber; }
  bool is_string() const { return type_ == Type::kString; }
  bool is_array() const { return type_ == Type::kArray; }
  bool is_object() const { return type_ == Type::kObject; }

  bool as_bool(bool fallback = false) const { return is_bool() ? bool_ : fallback; }
  double as_number(double fallback = 0) const { return is_number() ? num_ : fallback; }
  int64_t as_int(int64_t fallback = 0) const;
  const std::string& as_string() const;
  const Array& as_array() const;
  const Object& as_object() const;
  Array& mutable_array();
  Object& mutable_object();

  // Object access: a missing key gives a null value.
  const Json& operator[](std::string_view key) const;
  Json& set(std::string key, Json value);
  bool has(std::string_view key) const;
  void push_back(Json value);
  size_t size() const;

  bool operator==(const Json& o) const;

 private:
  void Write(std::string& out) const;
  Type type_ = Type::kNull;
  bool bool_ = false;
  double num_ = 0;
  std::string str_;
  std::shared_ptr<Array> arr_;   // copy-on-write through mutable_*()
  std::shared_ptr<Object> obj_;
};

// Quotes and escapes a string as a JSON string literal.
std::string JsonQuote(std::string_view s);

}  // namespace lf
