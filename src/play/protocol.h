// The messages between the devices of a room (play on several devices,
// docs/multi-device.md): JSON text, one message a data-channel frame.
//
//   guest -> host
//     hello  {"t":"hello","v":2,"name":"Ana","nonce":"…"}   (first on every connection)
//     auth   {"t":"auth","seat":2,"proof":"…"}              (answers the host's challenge: with a seat,
//                                                             HMAC of its token; a newcomer: -1, "")
//     sit    {"t":"sit","seat":2,"name":"Ana"}               (take a free seat in the lobby)
//     move   {"t":"move","seq":5,"seat":2,"move":"play ORDER"}
//     pass   {"t":"pass","seat":2,"mode":"until-my-turn"}    (how that seat passes reactions)
//     ping   {"t":"ping"}
//     resync {"t":"resync"}                                  (a change that did not fit: a whole table, please)
//   host -> guest
//     challenge {"t":"challenge","nonce":"…","proof":"…"}   (the host's proof: HMAC of the room's secret)
//     lobby  {"t":"lobby","v":2,"game":…,"variant":{…},"seats":[…],"you":-1,"token":"…","started":false,"quiet":60,
//             "acked":5}                                     (acked: the receiver's seat's moves handled so far)
//     state  {"t":"state","rev":12,"n":7,"you":2,"game":…,"variant":{…},"seats":[…],"names":[…],
//             "snapshot":{…},"acked":5,"clock":1234,"scores":[[…],…]}
//            or, after a whole one, "base":6,"delta":{…} in place of "snapshot": the
//            change from table n-1 (play/delta.h)
//     refused {"t":"refused","seq":5,"reason":"…"}
//     bye    {"t":"bye","reason":"…"}
//
// Parse() refuses anything malformed (wrong types, unknown kinds, a seat out
// of 0..7, a name too long, over kMaxMessageBytes) with a reason; it never
// crashes (tests/fuzz/room_fuzz.cpp). Print() writes what Parse() reads.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
#include "core/status.h"

namespace lf::play {

inline constexpr int kProtocolVersion = 2;  // 2: the handshake (challenge, auth), no token in hello
inline constexpr size_t kMaxMessageBytes = 1 << 20;
inline constexpr size_t kMaxNameBytes = 40;
inline constexpr int kMaxRoomSeats = 8;

// A seat at a room's table, as every device sees it.
struct SeatInfo {
  enum class Kind { kOpen, kHost, kGuest, kBot };
  Kind kind = Kind::kOpen;
  std::string name;     // "" for an open seat
  bool here = false;    // the device of that person is connected now
  bool stand_in = false;  // a bot plays for that person while they are away
  bool operator==(const SeatInfo&) const = default;
};

struct Message {
  enum class Kind { kHello, kSit, kMove, kPass, kPing, kLobby, kState, kRefused, kBye, kChallenge, kAuth, kResync };
  Kind kind = Kind::kPing;
  std::string token;   // lobby: the receiver's seat token, once, when it sits down
  std::string nonce;   // hello, challenge: 32 hex digits, fresh for each connection
  std::string proof;   // challenge, auth: 64 hex digits (HMAC-SHA-256), or "" (auth without a secret)
  std::string name;    // hello, sit
  int seat = -1;       // sit, move, pass, auth (-1: none yet); lobby and state: the receiver's seat ("you")
  uint64_t seq = 0;    // move, refused
  std::string move;    // move
  std::string mode;    // pass: "ask", "until-my-turn", "unless-concerned"
  std::string reason;  // refused, bye
  // lobby and state
  std::string game;
  Json variant = Json(Json::Object{});
  std::vector<SeatInfo> seats;
  bool started = false;   // lobby
  int quiet = 0;          // lobby: seconds before a bot takes a quiet seat (0: never)
  // state
  uint64_t rev = 0;       // the host's count of the game's moves (and restarts)
  std::vector<std::string> names;
  Json snapshot;          // Game::Snapshot() of Redacted(you) (a whole table)
  uint64_t table_no = 0;  // "n": this seat's tables counted since its last whole one
  bool is_delta = false;  // "delta" in place of "snapshot": the change from table n-1
  Json delta;
  uint64_t acked = 0;     // state, lobby: the last of the receiver's moves the host has handled
  int64_t clock = 0;      // real-time games: the host's game clock (ms)
  std::vector<std::vector<int>> scores;  // the scores after every move (only once the game is over)
};

Result<Message> Parse(std::string_view text);
std::string Print(const Message& message);

// "ABCD-EFGH": 8 letters of kRoomAlphabet (no I, L or O, which read as 1
// and 0), about 36 bits drawn from the system's random source. Letters only,
// so that the app's letter keyboard types it.
inline constexpr std::string_view kRoomAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ";
std::string NewRoomCode();
// What a person typed ("abcd efgh", "ABCD-EFGH") as a room code, or "".
std::string NormalizeRoomCode(std::string_view typed);
std::string ShowRoomCode(std::string_view code);  // "ABCDEFGH" -> "ABCD-EFGH"
// What a join link carries after "#join=": the code, and the room's secret
// after a dot ("ABCDEFGH.0123…"). ParseJoin gives "" for a part it cannot read.
struct JoinKey {
  std::string code, secret;
};
std::string JoinText(std::string_view code, std::string_view secret);
JoinKey ParseJoin(std::string_view text);

// A seat token, a room's secret, a nonce: 32 hex digits (128 bits) from the
// system's secure source.
std::string NewToken();

// The handshake (docs/multi-device.md, "The handshake"): HMAC-SHA-256
// (libsodium) keyed by `key` (a secret or a token, as text) over the label
// and both sides' nonces, as 64 hex digits. SameProof compares in constant
// time; an empty proof matches nothing.
std::string Proof(std::string_view key, std::string_view label, std::string_view a, std::string_view b);
bool SameProof(std::string_view a, std::string_view b);

}  // namespace lf::play
