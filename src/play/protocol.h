// The messages between the devices of a room (play on several devices,
// docs/multi-device.md): JSON text, one message a data-channel frame.
//
//   guest -> host
//     hello  {"t":"hello","v":1,"token":"…","name":"Ana"}   (token "" the first time)
//     sit    {"t":"sit","seat":2,"name":"Ana"}               (take a free seat in the lobby)
//     move   {"t":"move","seq":5,"seat":2,"move":"play ORDER"}
//     pass   {"t":"pass","seat":2,"mode":"until-my-turn"}    (how that seat passes reactions)
//     ping   {"t":"ping"}
//   host -> guest
//     lobby  {"t":"lobby","v":1,"game":…,"variant":{…},"seats":[…],"you":-1,"token":"…","started":false,"quiet":60,
//             "acked":5}                                     (acked: the receiver's seat's moves handled so far)
//     state  {"t":"state","rev":12,"you":2,"game":…,"variant":{…},"seats":[…],"names":[…],
//             "snapshot":{…},"acked":5,"clock":1234,"scores":[[…],…]}
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

inline constexpr int kProtocolVersion = 1;
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
  enum class Kind { kHello, kSit, kMove, kPass, kPing, kLobby, kState, kRefused, kBye };
  Kind kind = Kind::kPing;
  std::string token;   // hello, lobby
  std::string name;    // hello, sit
  int seat = -1;       // sit, move, pass; lobby and state: the receiver's seat ("you")
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
  Json snapshot;          // Game::Snapshot() of Redacted(you)
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
// A seat token: 32 hex digits (128 bits) from the system's random source.
std::string NewToken();

}  // namespace lf::play
