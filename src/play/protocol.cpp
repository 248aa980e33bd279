#include "play/protocol.h"

#include <sodium.h>

#include "core/check.h"
#include "play/channel.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace lf::play {

namespace {

constexpr const char* kKindNames[] = {"hello", "sit",  "move",   "pass",   "ping",     "lobby",
                                      "state", "refused", "bye", "challenge", "auth", "resync",
                                      "notice", "handover", "taken"};
constexpr const char* kByeWhys[] = {"", "closed", "removed", "started", "elsewhere", "moving", "full"};
constexpr const char* kSeatKinds[] = {"open", "host", "guest", "bot"};
constexpr size_t kMaxMoveBytes = 200;
constexpr size_t kMaxReasonBytes = 400;
constexpr size_t kMaxTokenBytes = 64;
constexpr size_t kNonceHex = 32;  // 128 bits
constexpr size_t kProofHex = 64;  // HMAC-SHA-256
constexpr size_t kKxHex = 64;     // an X25519 key
constexpr size_t kSigHex = 128;   // an Ed25519 signature
constexpr size_t kMaxGameBytes = 40;
constexpr int64_t kMaxScoreRows = 20000;

// Readers of one field each: a missing field is refused, as is a wrong type.
struct Reader {
  const Json& j;
  std::string error;

  bool Fail(std::string why) {
    if (error.empty()) error = std::move(why);
    return false;
  }
  bool Str(const char* key, std::string* out, size_t max_bytes) {
    const Json& v = j[key];
    if (!v.is_string()) return Fail(std::string("\"") + key + "\" is not text");
    if (v.as_string().size() > max_bytes) return Fail(std::string("\"") + key + "\" is too long");
    *out = v.as_string();
    return true;
  }
  // Exactly `digits` lowercase hex digits (or "" if may_be_empty).
  bool Hex(const char* key, std::string* out, size_t digits, bool may_be_empty) {
    if (!Str(key, out, digits)) return false;
    if (out->empty() && may_be_empty) return true;
    if (out->size() != digits || out->find_first_not_of("0123456789abcdef") != std::string::npos)
      return Fail(std::string("\"") + key + "\" is not " + std::to_string(digits) + " hex digits");
    return true;
  }
  bool Int(const char* key, int64_t lo, int64_t hi, int64_t* out) {
    const Json& v = j[key];
    const double d = v.as_number(NAN);
    if (!v.is_number() || !std::isfinite(d) || d != std::floor(d) || d < static_cast<double>(lo) ||
        d > static_cast<double>(hi)) {
      return Fail(std::string("\"") + key + "\" is not a whole number from " + std::to_string(lo) + " to " +
                  std::to_string(hi));
    }
    *out = static_cast<int64_t>(d);
    return true;
  }
  bool Seat(const char* key, int lo, int* out) {
    int64_t v = 0;
    if (!Int(key, lo, kMaxRoomSeats - 1, &v)) return false;
    *out = static_cast<int>(v);
    return true;
  }
  bool Seq(const char* key, uint64_t* out) {
    int64_t v = 0;
    if (!Int(key, 0, int64_t{1} << 50, &v)) return false;  // JSON numbers keep 2^53 exactly
    *out = static_cast<uint64_t>(v);
    return true;
  }
  bool Bool(const char* key, bool* out) {
    if (!j[key].is_bool()) return Fail(std::string("\"") + key + "\" is not true or false");
    *out = j[key].as_bool();
    return true;
  }
  // Each seat's turn time left (ms), -1 for none: one per seat.
  bool TurnLeft(std::vector<int64_t>* out, size_t seats) {
    const Json& v = j["turn"];
    if (!v.is_array() || v.size() != seats) return Fail("\"turn\" does not time every seat");
    for (const Json& x : v.as_array()) {
      const double d = x.as_number(NAN);
      if (!x.is_number() || !std::isfinite(d) || d != std::floor(d) || d < -1 || d > 24 * 3600 * 1000.0)
        return Fail("a turn's time is not a whole number of milliseconds");
      out->push_back(static_cast<int64_t>(d));
    }
    return true;
  }
  bool Seats(std::vector<SeatInfo>* out) {
    const Json& v = j["seats"];
    if (!v.is_array() || v.size() < 1 || v.size() > kMaxRoomSeats) return Fail("\"seats\" is not a list of 1 to 8 seats");
    for (const Json& s : v.as_array()) {
      Reader r{s, {}};
      SeatInfo seat;
      std::string kind;
      if (!s.is_object() || !r.Str("kind", &kind, 10) || !r.Str("name", &seat.name, kMaxNameBytes) ||
          !r.Bool("here", &seat.here) || !r.Bool("stand_in", &seat.stand_in)) {
        return Fail("a seat is malformed" + (r.error.empty() ? "" : " (" + r.error + ")"));
      }
      bool known = false;
      for (size_t k = 0; k < std::size(kSeatKinds); ++k) {
        if (kind == kSeatKinds[k]) {
          seat.kind = static_cast<SeatInfo::Kind>(k);
          known = true;
        }
      }
      if (!known) return Fail("a seat's kind is unknown (" + kind + ")");
      if (s.has("held") && !r.Bool("held", &seat.held)) return Fail("a seat is malformed (" + r.error + ")");
      out->push_back(std::move(seat));
    }
    return true;
  }
  bool Names(std::vector<std::string>* out, size_t count) {
    const Json& v = j["names"];
    if (!v.is_array() || v.size() != count) return Fail("\"names\" does not name every seat");
    for (const Json& n : v.as_array()) {
      if (!n.is_string() || n.as_string().size() > kMaxNameBytes) return Fail("a name is malformed");
      out->push_back(n.as_string());
    }
    return true;
  }
  bool Scores(std::vector<std::vector<int>>* out, size_t seats) {
    const Json& v = j["scores"];
    if (!v.is_array() || static_cast<int64_t>(v.size()) > kMaxScoreRows) return Fail("\"scores\" is malformed");
    for (const Json& row : v.as_array()) {
      if (!row.is_array() || row.size() != seats) return Fail("a row of \"scores\" does not score every seat");
      std::vector<int> r;
      for (const Json& x : row.as_array()) {
        const double d = x.as_number(NAN);
        if (!x.is_number() || !std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e6)
          return Fail("a score is not a whole number");
        r.push_back(static_cast<int>(d));
      }
      out->push_back(std::move(r));
    }
    return true;
  }
};

Json SeatsJson(const std::vector<SeatInfo>& seats) {
  Json out(Json::Array{});
  for (const SeatInfo& s : seats) {
    Json j(Json::Object{});
    j.set("kind", kSeatKinds[static_cast<size_t>(s.kind)]);
    j.set("name", s.name);
    j.set("here", s.here);
    j.set("stand_in", s.stand_in);
    if (s.held) j.set("held", true);
    out.push_back(std::move(j));
  }
  return out;
}

// The system's secure source: libsodium's randombytes (getrandom()
// natively, crypto.getRandomValues() on the web).
void InitSodium() {
  static const int ready = sodium_init();
  LF_CHECK_GE(ready, 0);
}

std::string ToHex(const unsigned char* bytes, size_t n) {
  static const char* kHex = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < n; ++i) {
    out += kHex[bytes[i] >> 4];
    out += kHex[bytes[i] & 0xf];
  }
  return out;
}

}  // namespace

Result<Message> Parse(std::string_view text) {
  using R = Result<Message>;
  if (text.size() > kMaxMessageBytes) return R::Error("the message is too long");
  Result<Json> parsed = Json::Parse(text);
  if (!parsed.ok()) return R::Error("the message is not JSON (" + parsed.error() + ")");
  const Json& j = *parsed;
  if (!j.is_object()) return R::Error("the message is not a JSON object");
  Reader r{j, {}};
  std::string kind;
  if (!r.Str("t", &kind, 10)) return R::Error(r.error);
  Message m;
  bool known = false;
  for (size_t k = 0; k < std::size(kKindNames); ++k) {
    if (kind == kKindNames[k]) {
      m.kind = static_cast<Message::Kind>(k);
      known = true;
    }
  }
  if (!known) return R::Error("unknown message \"" + kind.substr(0, 20) + "\"");
  int64_t n = 0;
  bool ok = true;
  using K = Message::Kind;
  switch (m.kind) {
    case K::kHello:
      ok = r.Int("v", 0, 1000, &n);
      if (ok && n != kProtocolVersion) return R::Error("the other device runs another version of the program");
      ok = ok && r.Str("name", &m.name, kMaxNameBytes) && r.Hex("nonce", &m.nonce, kNonceHex, false) &&
           r.Hex("kx", &m.kx, kKxHex, false);
      break;
    case K::kChallenge:
      ok = r.Hex("nonce", &m.nonce, kNonceHex, false) && r.Hex("kx", &m.kx, kKxHex, false) &&
           r.Hex("sig", &m.sig, kSigHex, false);
      break;
    case K::kAuth:
      ok = r.Seat("seat", -1, &m.seat) && r.Hex("proof", &m.proof, kProofHex, true);
      if (ok && j.has("take")) ok = r.Hex("take", &m.take, kProofHex, true);
      break;
    case K::kSit:
      ok = r.Seat("seat", 0, &m.seat) && r.Str("name", &m.name, kMaxNameBytes);
      break;
    case K::kMove:
      ok = r.Seq("seq", &m.seq) && r.Seat("seat", 0, &m.seat) && r.Str("move", &m.move, kMaxMoveBytes);
      if (ok && j.has("rev")) ok = r.Seq("rev", &m.rev);
      break;
    case K::kPass:
      ok = r.Seat("seat", 0, &m.seat) && r.Str("mode", &m.mode, 20);
      if (ok && m.mode != "ask" && m.mode != "until-my-turn" && m.mode != "unless-concerned")
        return R::Error("unknown pass mode \"" + m.mode + "\"");
      break;
    case K::kPing:
      break;
    case K::kLobby:
      ok = r.Int("v", 0, 1000, &n) && r.Str("game", &m.game, kMaxGameBytes) && r.Seats(&m.seats) &&
           r.Seat("you", -1, &m.seat) && r.Str("token", &m.token, kMaxTokenBytes) && r.Bool("started", &m.started);
      if (ok && n != kProtocolVersion) return R::Error("the host runs another version of the program");
      if (ok && (ok = r.Int("quiet", 0, 24 * 3600, &n))) m.quiet = static_cast<int>(n);
      if (ok && !j["variant"].is_object()) ok = r.Fail("\"variant\" is not an object");
      if (ok) m.variant = j["variant"];
      if (ok && j.has("acked")) ok = r.Seq("acked", &m.acked);
      if (ok && j.has("turn") && (ok = r.Int("turn", 0, 24 * 3600, &n))) m.turn = static_cast<int>(n);
      if (ok && j.has("proof")) ok = r.Hex("proof", &m.proof, kProofHex, true);
      if (ok && j.has("key")) ok = r.Str("key", &m.key, 43);
      break;
    case K::kState:
      ok = r.Seq("rev", &m.rev) && r.Seat("you", 0, &m.seat) && r.Str("game", &m.game, kMaxGameBytes) &&
           r.Seats(&m.seats) && r.Names(&m.names, m.seats.size()) && r.Seq("acked", &m.acked) &&
           r.Int("clock", 0, int64_t{1} << 50, &m.clock) && r.Scores(&m.scores, m.seats.size());
      if (ok && m.seat >= static_cast<int>(m.seats.size())) ok = r.Fail("\"you\" is not a seat at the table");
      if (ok && !j["variant"].is_object()) ok = r.Fail("\"variant\" is not an object");
      if (ok && j.has("n")) ok = r.Seq("n", &m.table_no);
      if (ok && j.has("turn")) ok = r.TurnLeft(&m.turn_left, m.seats.size());
      m.is_delta = j.has("delta");
      if (ok && m.is_delta && !j["delta"].is_object()) ok = r.Fail("\"delta\" is not an object");
      if (ok && m.is_delta && m.table_no == 0) ok = r.Fail("a change with no table number");
      if (ok && !m.is_delta && !j["snapshot"].is_object()) ok = r.Fail("\"snapshot\" is not an object");
      if (ok) {
        m.variant = j["variant"];
        if (m.is_delta) m.delta = j["delta"];
        else m.snapshot = j["snapshot"];
      }
      break;
    case K::kResync:
      break;
    case K::kRefused:
      ok = r.Seq("seq", &m.seq) && r.Str("reason", &m.reason, kMaxReasonBytes);
      break;
    case K::kBye:
      ok = r.Str("reason", &m.reason, kMaxReasonBytes);
      if (ok && j.has("why")) {
        ok = r.Str("why", &m.why, 12);
        if (ok && std::find(std::begin(kByeWhys), std::end(kByeWhys), m.why) == std::end(kByeWhys))
          ok = r.Fail("\"why\" is not a reason this program knows");
      }
      break;
    case K::kNotice:
      ok = r.Str("reason", &m.reason, kMaxReasonBytes);
      break;
    case K::kHandover:
      ok = r.Str("save", &m.save, kMaxMessageBytes);
      break;
    case K::kTaken:
      break;
  }
  if (!ok) return R::Error("a \"" + kind + "\" message is malformed: " + r.error);
  return R(std::move(m));
}

std::string Print(const Message& m) {
  Json j(Json::Object{});
  j.set("t", kKindNames[static_cast<size_t>(m.kind)]);
  using K = Message::Kind;
  switch (m.kind) {
    case K::kHello:
      j.set("v", kProtocolVersion);
      j.set("name", m.name);
      j.set("nonce", m.nonce);
      j.set("kx", m.kx);
      break;
    case K::kChallenge:
      j.set("nonce", m.nonce);
      j.set("kx", m.kx);
      j.set("sig", m.sig);
      break;
    case K::kAuth:
      j.set("seat", m.seat);
      j.set("proof", m.proof);
      if (!m.take.empty()) j.set("take", m.take);
      break;
    case K::kResync:
      break;
    case K::kSit:
      j.set("seat", m.seat);
      j.set("name", m.name);
      break;
    case K::kMove:
      j.set("seq", m.seq);
      j.set("seat", m.seat);
      if (m.rev > 0) j.set("rev", m.rev);
      j.set("move", m.move);
      break;
    case K::kPass:
      j.set("seat", m.seat);
      j.set("mode", m.mode);
      break;
    case K::kPing:
      break;
    case K::kLobby:
      j.set("v", kProtocolVersion);
      j.set("game", m.game);
      j.set("variant", m.variant);
      j.set("seats", SeatsJson(m.seats));
      j.set("you", m.seat);
      j.set("token", m.token);
      j.set("started", m.started);
      j.set("quiet", m.quiet);
      if (m.turn > 0) j.set("turn", m.turn);
      if (m.acked > 0) j.set("acked", m.acked);
      if (!m.proof.empty()) j.set("proof", m.proof);
      if (!m.key.empty()) j.set("key", m.key);
      break;
    case K::kState: {
      j.set("rev", m.rev);
      j.set("you", m.seat);
      j.set("game", m.game);
      j.set("variant", m.variant);
      j.set("seats", SeatsJson(m.seats));
      Json names(Json::Array{});
      for (const std::string& n : m.names) names.push_back(n);
      j.set("names", names);
      if (m.is_delta) j.set("delta", m.delta);
      else j.set("snapshot", m.snapshot);
      if (m.table_no > 0) j.set("n", m.table_no);
      j.set("acked", m.acked);
      j.set("clock", m.clock);
      Json scores(Json::Array{});
      for (const auto& row : m.scores) {
        Json r(Json::Array{});
        for (int v : row) r.push_back(v);
        scores.push_back(std::move(r));
      }
      j.set("scores", scores);
      if (!m.turn_left.empty()) {
        Json turn(Json::Array{});
        for (int64_t v : m.turn_left) turn.push_back(v);
        j.set("turn", turn);
      }
      break;
    }
    case K::kRefused:
      j.set("seq", m.seq);
      j.set("reason", m.reason);
      break;
    case K::kBye:
      j.set("reason", m.reason);
      if (!m.why.empty()) j.set("why", m.why);
      break;
    case K::kNotice:
      j.set("reason", m.reason);
      break;
    case K::kHandover:
      j.set("save", m.save);
      break;
    case K::kTaken:
      break;
  }
  return j.Dump();
}

//-----------------------------------------------------------------------------
// Names
//-----------------------------------------------------------------------------

namespace {

// One code point from `s` at `*i` (UTF-8), moving `*i` past it; -1 for a
// malformed sequence (one byte is skipped).
int32_t NextCodePoint(std::string_view s, size_t* i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = byte(*i);
  int length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
  if (length == 0 || *i + static_cast<size_t>(length) > s.size()) {
    ++*i;
    return -1;
  }
  int32_t cp = length == 1 ? c : c & (0x7f >> length);
  for (int k = 1; k < length; ++k) {
    const unsigned char cc = byte(*i + static_cast<size_t>(k));
    if ((cc >> 6) != 0x2) {
      ++*i;
      return -1;
    }
    cp = (cp << 6) | (cc & 0x3f);
  }
  // Overlong forms, surrogates and beyond U+10FFFF are not characters.
  static const int32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[length] || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
    ++*i;
    return -1;
  }
  *i += static_cast<size_t>(length);
  return cp;
}

void AppendUtf8(std::string* out, int32_t cp) {
  if (cp < 0x80) {
    *out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    *out += static_cast<char>(0xc0 | (cp >> 6));
    *out += static_cast<char>(0x80 | (cp & 0x3f));
  } else if (cp < 0x10000) {
    *out += static_cast<char>(0xe0 | (cp >> 12));
    *out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    *out += static_cast<char>(0x80 | (cp & 0x3f));
  } else {
    *out += static_cast<char>(0xf0 | (cp >> 18));
    *out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
    *out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
    *out += static_cast<char>(0x80 | (cp & 0x3f));
  }
}

bool In(int32_t cp, int32_t lo, int32_t hi) { return cp >= lo && cp <= hi; }

// Characters no name shows: controls, format characters (Unicode's Cf:
// the bidi controls and isolates, zero-width spaces and joiners, the soft
// hyphen, tags), invisible fillers and separators of lines.
bool Invisible(int32_t cp) {
  return cp < 0x20 || In(cp, 0x7f, 0x9f) || cp == 0xad || cp == 0x34f || In(cp, 0x600, 0x605) || cp == 0x61c ||
         cp == 0x6dd || cp == 0x70f || cp == 0x8e2 || In(cp, 0x115f, 0x1160) || In(cp, 0x17b4, 0x17b5) ||
         In(cp, 0x180b, 0x180f) || In(cp, 0x200b, 0x200f) || In(cp, 0x2028, 0x202e) || In(cp, 0x2060, 0x206f) ||
         cp == 0x2800 || cp == 0x3164 || cp == 0xfeff || cp == 0xffa0 || In(cp, 0xfff0, 0xfffb) ||
         cp == 0x110bd || cp == 0x110cd || In(cp, 0x13430, 0x1343f) || In(cp, 0x1bca0, 0x1bca3) ||
         In(cp, 0x1d173, 0x1d17a) || In(cp, 0xe0000, 0xe0fff) || In(cp, 0xf0000, 0x10ffff);
}

// Spaces of every width read as one plain space.
bool Space(int32_t cp) {
  return cp == ' ' || cp == 0xa0 || cp == 0x1680 || In(cp, 0x2000, 0x200a) || cp == 0x202f || cp == 0x205f ||
         cp == 0x3000;
}

bool Combining(int32_t cp) {
  return In(cp, 0x300, 0x36f) || In(cp, 0x1ab0, 0x1aff) || In(cp, 0x1dc0, 0x1dff) || In(cp, 0x20d0, 0x20ff) ||
         In(cp, 0xfe20, 0xfe2f);
}

// What a letter looks like, for telling names apart: Latin, Cyrillic and
// Greek letters that are drawn alike, full-width forms, case, and the
// digits read as letters.
int32_t LooksLike(int32_t cp) {
  if (In(cp, 0xff01, 0xff5e)) cp = cp - 0xff01 + 0x21;  // full-width ASCII
  struct Pair {
    int32_t from;
    char to;
  };
  static constexpr Pair kAlike[] = {
      // Cyrillic
      {0x430, 'a'}, {0x410, 'a'}, {0x412, 'b'}, {0x435, 'e'}, {0x415, 'e'}, {0x451, 'e'}, {0x41a, 'k'}, {0x43a, 'k'},
      {0x41c, 'm'}, {0x41d, 'h'}, {0x43d, 'h'}, {0x43e, 'o'}, {0x41e, 'o'}, {0x440, 'p'}, {0x420, 'p'}, {0x441, 'c'},
      {0x421, 'c'}, {0x422, 't'}, {0x443, 'y'}, {0x423, 'y'}, {0x445, 'x'}, {0x425, 'x'}, {0x456, 'i'}, {0x406, 'l'},
      {0x458, 'j'}, {0x408, 'j'}, {0x455, 's'}, {0x405, 's'}, {0x501, 'd'}, {0x51b, 'q'}, {0x51d, 'w'}, {0x4bb, 'h'},
      // Greek
      {0x391, 'a'}, {0x3b1, 'a'}, {0x392, 'b'}, {0x395, 'e'}, {0x396, 'z'}, {0x397, 'h'}, {0x399, 'l'}, {0x3b9, 'i'},
      {0x39a, 'k'}, {0x3ba, 'k'}, {0x39c, 'm'}, {0x39d, 'n'}, {0x3bd, 'v'}, {0x39f, 'o'}, {0x3bf, 'o'}, {0x3a1, 'p'},
      {0x3c1, 'p'}, {0x3a4, 't'}, {0x3c4, 't'}, {0x3a5, 'y'}, {0x3c5, 'u'}, {0x3a7, 'x'}, {0x3c7, 'x'},
      // Latin look-alikes
      {0x131, 'i'}, {0x261, 'g'}, {0x1d00, 'a'}, {'0', 'o'}, {'1', 'l'}, {'I', 'l'}, {'|', 'l'}};
  for (const Pair& p : kAlike)
    if (p.from == cp) return p.to;
  return In(cp, 'A', 'Z') ? cp - 'A' + 'a' : cp;
}

}  // namespace

std::string CleanName(std::string_view typed, std::string_view fallback) {
  std::string name;
  int marks = 0;  // combining marks on the last letter
  bool space = false;
  for (size_t i = 0; i < typed.size();) {
    const int32_t cp = NextCodePoint(typed, &i);
    if (cp < 0 || Invisible(cp)) continue;
    if (Space(cp)) {
      space = !name.empty();
      continue;
    }
    if (Combining(cp)) {
      if (name.empty() || ++marks > 2) continue;  // an accent or two, never a tower
    } else {
      marks = 0;
    }
    std::string piece;
    if (space) piece += ' ';
    AppendUtf8(&piece, cp);
    if (name.size() + piece.size() > kMaxNameBytes) break;  // cut between characters
    name += piece;
    space = false;
  }
  return name.empty() ? std::string(fallback) : name;
}

std::string NameSkeleton(std::string_view name) {
  std::string out;
  for (size_t i = 0; i < name.size();) {
    const int32_t cp = NextCodePoint(name, &i);
    if (cp < 0 || Invisible(cp) || Space(cp) || Combining(cp) || cp == '-' || cp == '_' || cp == '.') continue;
    AppendUtf8(&out, LooksLike(cp));
  }
  return out;
}

std::string UniqueName(const std::string& name, const std::vector<std::string>& others) {
  const auto taken = [&](const std::string& candidate) {
    const std::string skeleton = NameSkeleton(candidate);
    return std::any_of(others.begin(), others.end(), [&](const std::string& o) { return NameSkeleton(o) == skeleton; });
  };
  if (!taken(name)) return name;
  for (int n = 2;; ++n) {
    std::string suffix(1, ' ');
    suffix += std::to_string(n);
    std::string base = name;
    // Shortened to make room, between characters.
    while (base.size() + suffix.size() > kMaxNameBytes && !base.empty()) {
      base.pop_back();
      while (!base.empty() && (static_cast<unsigned char>(base.back()) & 0xc0) == 0x80) base.pop_back();
      if (!base.empty() && static_cast<unsigned char>(base.back()) >= 0xc0) base.pop_back();
    }
    if (!taken(base + suffix)) return base + suffix;
  }
}

std::string NewRoomCode() {
  InitSodium();
  std::string code;
  // randombytes_uniform keeps every character equally likely.
  while (code.size() < 8) code += kRoomAlphabet[randombytes_uniform(static_cast<uint32_t>(kRoomAlphabet.size()))];
  return code;
}

std::string NormalizeRoomCode(std::string_view typed) {
  std::string code;
  for (char c : typed) {
    if (c == '-' || c == ' ') continue;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (kRoomAlphabet.find(c) == std::string_view::npos) return "";
    code += c;
  }
  return code.size() == 8 ? code : "";
}

std::string ShowRoomCode(std::string_view code) {
  if (code.size() != 8) return std::string(code);
  return std::string(code.substr(0, 4)) + "-" + std::string(code.substr(4));
}

std::string JoinText(std::string_view code, std::string_view public_key, std::string_view take) {
  std::string text(code);
  if (!public_key.empty()) text.append(1, '.').append(KeyText(public_key));
  if (!public_key.empty() && !take.empty()) text.append(1, '.').append(take);
  return text;
}

JoinKey ParseJoin(std::string_view text) {
  JoinKey key;
  const size_t dot = text.find('.');
  key.code = NormalizeRoomCode(text.substr(0, dot));
  if (dot == std::string_view::npos) return key;
  const std::string_view rest = text.substr(dot + 1);
  const size_t second = rest.find('.');
  key.key = KeyOfText(rest.substr(0, second));
  if (second != std::string_view::npos && !key.key.empty()) {
    const std::string_view take = rest.substr(second + 1);
    if (take.size() == 32 && take.find_first_not_of("0123456789abcdef") == std::string_view::npos)
      key.take = std::string(take);
  }
  return key;
}

std::string NewToken() {
  InitSodium();
  unsigned char bytes[16];
  randombytes_buf(bytes, sizeof bytes);
  return ToHex(bytes, sizeof bytes);
}

std::string Proof(std::string_view key, std::string_view label, std::string_view a, std::string_view b) {
  InitSodium();
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  // Each part with its length first, so no two different triples read the same.
  for (std::string_view part : {label, a, b}) {
    const unsigned char length[2] = {static_cast<unsigned char>(part.size() >> 8), static_cast<unsigned char>(part.size())};
    crypto_auth_hmacsha256_update(&state, length, 2);
    crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(part.data()), part.size());
  }
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_final(&state, mac);
  return ToHex(mac, sizeof mac);
}

bool SameProof(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace lf::play
