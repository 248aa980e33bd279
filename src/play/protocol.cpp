#include "play/protocol.h"

#include <sodium.h>

#include "core/check.h"

#include <cmath>
#include <random>

namespace lf::play {

namespace {

constexpr const char* kKindNames[] = {"hello", "sit",     "move", "pass",      "ping", "lobby",
                                      "state", "refused", "bye",  "challenge", "auth", "resync"};
constexpr const char* kSeatKinds[] = {"open", "host", "guest", "bot"};
constexpr size_t kMaxMoveBytes = 200;
constexpr size_t kMaxReasonBytes = 400;
constexpr size_t kMaxTokenBytes = 64;
constexpr size_t kNonceHex = 32;  // 128 bits
constexpr size_t kProofHex = 64;  // HMAC-SHA-256
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
      ok = ok && r.Str("name", &m.name, kMaxNameBytes) && r.Hex("nonce", &m.nonce, kNonceHex, false);
      break;
    case K::kChallenge:
      ok = r.Hex("nonce", &m.nonce, kNonceHex, false) && r.Hex("proof", &m.proof, kProofHex, false);
      break;
    case K::kAuth:
      ok = r.Seat("seat", -1, &m.seat) && r.Hex("proof", &m.proof, kProofHex, true);
      break;
    case K::kSit:
      ok = r.Seat("seat", 0, &m.seat) && r.Str("name", &m.name, kMaxNameBytes);
      break;
    case K::kMove:
      ok = r.Seq("seq", &m.seq) && r.Seat("seat", 0, &m.seat) && r.Str("move", &m.move, kMaxMoveBytes);
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
      // (Hosts before the acknowledgement in the lobby sent none: 0.)
      if (ok && j.has("acked")) ok = r.Seq("acked", &m.acked);
      break;
    case K::kState:
      ok = r.Seq("rev", &m.rev) && r.Seat("you", 0, &m.seat) && r.Str("game", &m.game, kMaxGameBytes) &&
           r.Seats(&m.seats) && r.Names(&m.names, m.seats.size()) && r.Seq("acked", &m.acked) &&
           r.Int("clock", 0, int64_t{1} << 50, &m.clock) && r.Scores(&m.scores, m.seats.size());
      if (ok && m.seat >= static_cast<int>(m.seats.size())) ok = r.Fail("\"you\" is not a seat at the table");
      if (ok && !j["variant"].is_object()) ok = r.Fail("\"variant\" is not an object");
      if (ok && j.has("n")) ok = r.Seq("n", &m.table_no);
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
      break;
    case K::kChallenge:
      j.set("nonce", m.nonce);
      j.set("proof", m.proof);
      break;
    case K::kAuth:
      j.set("seat", m.seat);
      j.set("proof", m.proof);
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
      if (m.acked > 0) j.set("acked", m.acked);
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
      break;
    }
    case K::kRefused:
      j.set("seq", m.seq);
      j.set("reason", m.reason);
      break;
    case K::kBye:
      j.set("reason", m.reason);
      break;
  }
  return j.Dump();
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

std::string JoinText(std::string_view code, std::string_view secret) {
  return std::string(code) + (secret.empty() ? "" : "." + std::string(secret));
}

JoinKey ParseJoin(std::string_view text) {
  JoinKey key;
  const size_t dot = text.find('.');
  key.code = NormalizeRoomCode(text.substr(0, dot));
  if (dot != std::string_view::npos) {
    const std::string_view secret = text.substr(dot + 1);
    if (secret.size() == 32 && secret.find_first_not_of("0123456789abcdef") == std::string_view::npos)
      key.secret = std::string(secret);
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
