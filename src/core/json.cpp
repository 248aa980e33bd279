#include "core/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace lf {
namespace {

const Json kNull;
const std::string kEmptyString;
const Json::Array kEmptyArray;
const Json::Object kEmptyObject;

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Result<Json> ParseDocument() {
    Json v;
    if (!ParseValue(v, 0)) return Result<Json>::Error(error_);
    SkipSpace();
    if (pos_ != s_.size()) return Fail("unexpected text after the end");
    return v;
  }

 private:
  static constexpr int kMaxDepth = 64;

  Result<Json> Fail(const std::string& what) {
    return Result<Json>::Error("JSON error at byte " + std::to_string(pos_) + ": " + what);
  }
  bool Error(const std::string& what) {
    if (error_.empty()) error_ = "JSON error at byte " + std::to_string(pos_) + ": " + what;
    return false;
  }
  void SkipSpace() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
      ++pos_;
  }
  bool Literal(std::string_view word) {
    if (s_.substr(pos_, word.size()) != word) return Error("unknown literal");
    pos_ += word.size();
    return true;
  }

  bool ParseValue(Json& out, int depth) {
    if (depth > kMaxDepth) return Error("nested too deeply");
    SkipSpace();
    if (pos_ >= s_.size()) return Error("unexpected end");
    const char c = s_[pos_];
    switch (c) {
      case 'n': out = Json(); return Literal("null");
      case 't': out = Json(true); return Literal("true");
      case 'f': out = Json(false); return Literal("false");
      case '"': {
        std::string str;
        if (!ParseString(str)) return false;
        out = Json(std::move(str));
        return true;
      }
      case '[': {
        ++pos_;
        Json::Array arr;
        SkipSpace();
        if (pos_ < s_.size() && s_[pos_] == ']') { ++pos_; out = Json(std::move(arr)); return true; }
        for (;;) {
          Json item;
          if (!ParseValue(item, depth + 1)) return false;
          arr.push_back(std::move(item));
          SkipSpace();
          if (pos_ >= s_.size()) return Error("unterminated array");
          if (s_[pos_] == ',') { ++pos_; continue; }
          if (s_[pos_] == ']') { ++pos_; break; }
          return Error("expected , or ]");
        }
        out = Json(std::move(arr));
        return true;
      }
      case '{': {
        ++pos_;
        Json::Object obj;
        SkipSpace();
        if (pos_ < s_.size() && s_[pos_] == '}') { ++pos_; out = Json(std::move(obj)); return true; }
        for (;;) {
          SkipSpace();
          if (pos_ >= s_.size() || s_[pos_] != '"') return Error("expected a key");
          std::string key;
          if (!ParseString(key)) return false;
          SkipSpace();
          if (pos_ >= s_.size() || s_[pos_] != ':') return Error("expected :");
          ++pos_;
          Json item;
          if (!ParseValue(item, depth + 1)) return false;
          obj[std::move(key)] = std::move(item);
          SkipSpace();
          if (pos_ >= s_.size()) return Error("unterminated object");
          if (s_[pos_] == ',') { ++pos_; continue; }
          if (s_[pos_] == '}') { ++pos_; break; }
          return Error("expected , or }");
        }
        out = Json(std::move(obj));
        return true;
      }
      default:
        if (c == '-' || (c >= '0' && c <= '9')) return ParseNumber(out);
        return Error("unexpected character");
    }
  }

  bool ParseNumber(Json& out) {
    const size_t start = pos_;
    if (s_[pos_] == '-') ++pos_;
    auto digits = [&] {
      const size_t d = pos_;
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
      return pos_ > d;
    };
    if (!digits()) return Error("bad number");
    if (pos_ < s_.size() && s_[pos_] == '.') { ++pos_; if (!digits()) return Error("bad number"); }
    if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) ++pos_;
      if (!digits()) return Error("bad number");
    }
    const std::string text(s_.substr(start, pos_ - start));
    const double v = std::strtod(text.c_str(), nullptr);
    if (!std::isfinite(v)) return Error("number out of range");
    out = Json(v);
    return true;
  }

  static void AppendUtf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  bool Hex4(uint32_t& v) {
    if (pos_ + 4 > s_.size()) return Error("short \\u escape");
    v = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = s_[pos_++];
      v <<= 4;
      if (c >= '0' && c <= '9') v |= static_cast<uint32_t>(c - '0');
      else if (c >= 'a' && c <= 'f') v |= static_cast<uint32_t>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') v |= static_cast<uint32_t>(c - 'A' + 10);
      else return Error("bad \\u escape");
    }
    return true;
  }

  bool ParseString(std::string& out) {
    ++pos_;  // opening quote
    while (pos_ < s_.size()) {
      const char c = s_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return Error("control character in string");
      if (c != '\\') { out += c; continue; }
      if (pos_ >= s_.size()) break;
      const char e = s_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          uint32_t cp = 0;
          if (!Hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00) {
            uint32_t lo = 0;
            if (pos_ + 2 > s_.size() || s_[pos_] != '\\' || s_[pos_ + 1] != 'u') return Error("lone surrogate");
            pos_ += 2;
            if (!Hex4(lo)) return false;
            if (lo < 0xDC00 || lo >= 0xE000) return Error("bad surrogate pair");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xDC00 && cp < 0xE000) {
            return Error("lone surrogate");
          }
          AppendUtf8(out, cp);
          break;
        }
        default: return Error("bad escape");
      }
    }
    return Error("unterminated string");
  }

  std::string_view s_;
  size_t pos_ = 0;
  std::string error_;
};

}  // namespace

Result<Json> Json::Parse(std::string_view text) { return Parser(text).ParseDocument(); }

int64_t Json::as_int(int64_t fallback) const {
  if (!is_number() || !std::isfinite(num_) || num_ < -9.0e18 || num_ > 9.0e18) return fallback;
  return static_cast<int64_t>(num_);
}
const std::string& Json::as_string() const { return is_string() ? str_ : kEmptyString; }
const Json::Array& Json::as_array() const { return is_array() ? *arr_ : kEmptyArray; }
const Json::Object& Json::as_object() const { return is_object() ? *obj_ : kEmptyObject; }

Json::Array& Json::mutable_array() {
  if (!is_array()) { *this = Json(Array{}); }
  if (arr_.use_count() > 1) arr_ = std::make_shared<Array>(*arr_);
  return *arr_;
}
Json::Object& Json::mutable_object() {
  if (!is_object()) { *this = Json(Object{}); }
  if (obj_.use_count() > 1) obj_ = std::make_shared<Object>(*obj_);
  return *obj_;
}

const Json& Json::operator[](std::string_view key) const {
  if (!is_object()) return kNull;
  auto it = obj_->find(key);
  return it == obj_->end() ? kNull : it->second;
}
Json& Json::set(std::string key, Json value) {
  mutable_object()[std::move(key)] = std::move(value);
  return *this;
}
bool Json::has(std::string_view key) const { return is_object() && obj_->find(key) != obj_->end(); }
void Json::push_back(Json value) { mutable_array().push_back(std::move(value)); }
size_t Json::size() const {
  if (is_array()) return arr_->size();
  if (is_object()) return obj_->size();
  return 0;
}

bool Json::operator==(const Json& o) const {
  if (type_ != o.type_) return false;
  switch (type_) {
    case Type::kNull: return true;
    case Type::kBool: return bool_ == o.bool_;
    case Type::kNumber: return num_ == o.num_;
    case Type::kString: return str_ == o.str_;
    case Type::kArray: return *arr_ == *o.arr_;
    case Type::kObject: return *obj_ == *o.obj_;
  }
  return false;
}

std::string JsonQuote(std::string_view s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  out += '"';
  return out;
}

void Json::Write(std::string& out) const {
  switch (type_) {
    case Type::kNull: out += "null"; break;
    case Type::kBool: out += bool_ ? "true" : "false"; break;
    case Type::kNumber: {
      char buf[32];
      if (num_ == std::floor(num_) && std::fabs(num_) < 9.0e15) {
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(num_));
      } else {
        std::snprintf(buf, sizeof buf, "%.17g", num_);
      }
      out += buf;
      break;
    }
    case Type::kString: out += JsonQuote(str_); break;
    case Type::kArray: {
      out += '[';
      bool first = true;
      for (const auto& v : *arr_) {
        if (!first) out += ',';
        first = false;
        v.Write(out);
      }
      out += ']';
      break;
    }
    case Type::kObject: {
      out += '{';
      bool first = true;
      for (const auto& [k, v] : *obj_) {
        if (!first) out += ',';
        first = false;
        out += JsonQuote(k);
        out += ':';
        v.Write(out);
      }
      out += '}';
      break;
    }
  }
}

std::string Json::Dump() const {
  std::string out;
  Write(out);
  return out;
}

}  // namespace lf
