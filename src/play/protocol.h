// The messages between the devices of a room (play on several devices,
// docs/multi-device.md): JSON text, one message a data-channel frame. The
// handshake's three messages travel as plain JSON; everything after it in
// an authenticated envelope of the connection (play/channel.h), whose body
// is one of these.
//
//   the handshake (plain JSON)
//     hello     guest -> host {"t":"hello","v":3,"name":"Ana","nonce":"…","kx":"…"}
//     challenge host -> guest {"t":"challenge","nonce":"…","kx":"…","sig":"…"}
//                             (sig: the host's Ed25519 signature of the connection's transcript)
//     auth      guest -> host {"t":"auth","seat":2,"proof":"…","take":""}
//                             (proof: HMAC of its seat token over the transcript, "" for a newcomer;
//                              take: a device taking the game over, HMAC of the handover's token)
//   guest -> host (in envelopes)
//     sit    {"t":"sit","seat":2,"name":"Ana"}               (take a free seat in the lobby)
//     move   {"t":"move","seq":5,"seat":2,"rev":1000012,"move":"play ORDER"}
//            (rev: the table the move was made on; 0 in real time)
//     pass   {"t":"pass","seat":2,"mode":"until-my-turn"}    (how that seat passes reactions)
//     ping   {"t":"ping"}                                    (old; keep-alives are envelopes of their own)
//     resync {"t":"resync"}                                  (a change that did not fit: a whole table, please)
//     taken  {"t":"taken"}                                   (a device taking the game over has stored it)
//   host -> guest (in envelopes)
//     lobby  {"t":"lobby","v":3,"game":…,"variant":{…},"seats":[…],"you":-1,"token":"…","started":false,"quiet":60,
//             "turn":0,"acked":5,"proof":"…","key":"…"}
//            (acked: the receiver's seat's moves handled so far; proof: the host's HMAC of that seat's
//             token over the transcript, showing it knows the seat; key: the host's public key, to a
//             seated guest)
//     state  {"t":"state","rev":12,"n":7,"you":2,"game":…,"variant":{…},"seats":[…],"names":[…],
//             "snapshot":{…},"acked":5,"clock":1234,"scores":[[…],…],"turn":[-1,41000,…]}
//            or, after a whole one, "base":6,"delta":{…} in place of "snapshot": the
//            change from table n-1 (play/delta.h); turn: each seat's turn time left (ms, -1: none)
//     refused {"t":"refused","seq":5,"reason":"…"}
//     notice {"t":"notice","reason":"…"}                     (something done for the seat: time ran out)
//     bye    {"t":"bye","reason":"…","why":"closed"}         (why: closed, removed, started, elsewhere, moving, full)
//     handover {"t":"handover","save":"…"}                   (the game's save, to the host's own other device)
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

inline constexpr int kProtocolVersion = 3;  // 3: signed, connection-bound handshake; envelopes
inline constexpr size_t kMaxMessageBytes = 1 << 20;
// A guest's message to the host is small (a move is a few hundred bytes);
// the host's tables and a handover's save may be large.
inline constexpr size_t kMaxGuestMessageBytes = 16 * 1024;
inline constexpr size_t kMaxNameBytes = 40;
inline constexpr int kMaxRoomSeats = 8;

// A seat at a room's table, as every device sees it.
struct SeatInfo {
  enum class Kind { kOpen, kHost, kGuest, kBot };
  Kind kind = Kind::kOpen;
  std::string name;     // "" for an open seat
  bool here = false;    // the device of that person is connected now
  bool stand_in = false;  // a bot plays for that person while they are away
  bool held = false;      // the host gave that person's seat to a bot for now
  bool operator==(const SeatInfo&) const = default;
};

struct Message {
  enum class Kind {
    kHello, kSit, kMove, kPass, kPing, kLobby, kState, kRefused, kBye, kChallenge, kAuth, kResync,
    kNotice, kHandover, kTaken
  };
  Kind kind = Kind::kPing;
  std::string token;   // lobby: the receiver's seat token, once, when it sits down
  std::string nonce;   // hello, challenge: 32 hex digits, fresh for each connection
  std::string kx;      // hello, challenge: the connection's key exchange key (64 hex digits)
  std::string sig;     // challenge: the host's signature of the transcript (128 hex digits)
  std::string proof;   // auth, lobby: 64 hex digits (HMAC-SHA-256), or ""
  std::string take;    // auth: a handover's proof (64 hex digits), or ""
  std::string key;     // lobby: the host's public key (KeyText), or ""
  std::string name;    // hello, sit
  int seat = -1;       // sit, move, pass, auth (-1: none yet); lobby and state: the receiver's seat ("you")
  uint64_t seq = 0;    // move, refused
  std::string move;    // move
  // move: the table it was made on (state's "rev"), 0 when it does not
  // say (real time); state: the host's revision of the game.
  uint64_t rev = 0;
  std::string why;     // bye: "closed", "removed", "started", "elsewhere", "moving", "full", or ""
  std::string save;    // handover
  std::string mode;    // pass: "ask", "until-my-turn", "unless-concerned"
  std::string reason;  // refused, bye
  // lobby and state
  std::string game;
  Json variant = Json(Json::Object{});
  std::vector<SeatInfo> seats;
  bool started = false;   // lobby
  int quiet = 0;          // lobby: seconds before a bot takes a quiet seat (0: never)
  int turn = 0;           // lobby: seconds a person has for a turn before a bot plays it (0: no limit)
  // state
  std::vector<std::string> names;
  Json snapshot;          // Game::Snapshot() of Redacted(you) (a whole table)
  uint64_t table_no = 0;  // "n": this seat's tables counted since its last whole one
  bool is_delta = false;  // "delta" in place of "snapshot": the change from table n-1
  Json delta;
  uint64_t acked = 0;     // state, lobby: the last of the receiver's moves the host has handled
  int64_t clock = 0;      // real-time games: the host's game clock (ms)
  std::vector<std::vector<int>> scores;  // the scores after every move (only once the game is over)
  std::vector<int64_t> turn_left;        // state: each seat's turn time left (ms, -1: no limit running)
};

Result<Message> Parse(std::string_view text);
std::string Print(const Message& message);

// A name as the room shows it: valid UTF-8 without control or format
// characters (bidi controls and isolates, zero-width spaces and joiners,
// the soft hyphen, tags), any kind of space read as one plain space, none
// at either end, at most two accents on a letter, at most kMaxNameBytes
// (cut between characters); `fallback` if nothing is left.
std::string CleanName(std::string_view typed, std::string_view fallback);
// What a name looks like: case, spaces, accents and letters drawn alike in
// Latin, Cyrillic and Greek (and 0/o, 1/l) folded, so that "Ana" and
// "Ðna" (a Cyrillic A) are the same name at a table.
std::string NameSkeleton(std::string_view name);
// `name`, or "name 2", "name 3"...: one that looks like none of `others`.
std::string UniqueName(const std::string& name, const std::vector<std::string>& others);

// "ABCD-EFGH": 8 letters of kRoomAlphabet (no I, L or O, which read as 1
// and 0), about 36 bits drawn from the system's random source. Letters only,
// so that the app's letter keyboard types it.
inline constexpr std::string_view kRoomAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ";
std::string NewRoomCode();
// What a person typed ("abcd efgh", "ABCD-EFGH") as a room code, or "".
std::string NormalizeRoomCode(std::string_view typed);
std::string ShowRoomCode(std::string_view code);  // "ABCDEFGH" -> "ABCD-EFGH"
// What a join link carries after "#join=": the code, the host's public key
// (KeyText) after a dot, and, for the host's own other device taking the
// game over, a handover token after another ("ABCDEFGH.<key>.<token>").
// ParseJoin gives "" for a part it cannot read (an old link's secret: no key).
struct JoinKey {
  std::string code;
  std::string key;   // 32 bytes, or ""
  std::string take;  // 32 hex digits, or ""
};
std::string JoinText(std::string_view code, std::string_view public_key, std::string_view take = "");
JoinKey ParseJoin(std::string_view text);

// A seat token, a room's secret, a nonce: 32 hex digits (128 bits) from the
// system's secure source.
std::string NewToken();

// The handshake's proofs by a shared token (docs/multi-device.md, "The
// handshake"): HMAC-SHA-256 (libsodium) keyed by `key` (a seat's token, a
// handover's, as text) over the label and two parts (the transcript's hash),
// as 64 hex digits. SameProof compares in constant time; an empty proof
// matches nothing.
std::string Proof(std::string_view key, std::string_view label, std::string_view a, std::string_view b);
bool SameProof(std::string_view a, std::string_view b);

}  // namespace lf::play
