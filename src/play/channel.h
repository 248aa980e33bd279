// The room's cryptography (docs/multi-device.md, "The handshake" and
// "Identity"): the host's signing key, the name only the room's link
// computes, each connection's key exchange, the proofs bound to that very
// connection, and the authenticated envelope every later message travels in.
// All of it is libsodium's (Ed25519, X25519 key exchange, BLAKE2b,
// HMAC-SHA-512-256); nothing here is a construction of our own beyond
// choosing what each proof covers.
//
// Byte strings are std::string (binary); the wire carries them as hex or
// as URL-safe base64 (the link).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace lf::play {

// The host's identity: an Ed25519 key pair (crypto_sign), made with the
// room and kept in the host's save. Guests who came by the link or QR code
// hold its public key and check the host's signature on every connection;
// a guest that typed the code learns it when it sits down (then checks it
// on every later connection).
struct HostKey {
  std::string public_key;  // 32 bytes
  std::string secret_key;  // 64 bytes (never leaves the host's save, but in a handover)
  static HostKey New();
  bool valid() const;
  // The save's text form (hex) and back; an invalid pair gives nullopt.
  std::string SecretText() const;
  static std::optional<HostKey> FromSecretText(std::string_view hex);
};

// The public key as the join link carries it: 43 characters of URL-safe
// base64 (no padding). KeyOfText gives the 32 bytes, or "" if malformed.
std::string KeyText(std::string_view public_key);
std::string KeyOfText(std::string_view text);
// The host's second name on the signalling server: 26 letters and digits
// (base32 of a BLAKE2b hash of the public key), computable only by those
// who hold the key (the link, the QR code, a seated guest). A PeerJS id
// "lostfound-<name>" like the code's.
std::string HostName(std::string_view public_key);

// One side's key pair for one connection's key exchange (crypto_kx).
struct KxPair {
  std::string public_key, secret_key;  // 32 bytes each
  static KxPair New();
};

// What both proofs of a connection cover: both nonces, both sides' key
// exchange keys, and the DTLS fingerprints of this connection as each side
// sees itself (the guest's own certificate, the host's own). A relay
// between a guest and the host sees different certificates on its two legs,
// so the two ends compute different transcripts and every proof fails.
struct Transcript {
  std::string guest_nonce, host_nonce;  // as sent (hex)
  std::string guest_kx, host_kx;        // 32 bytes each
  std::string guest_fingerprint, host_fingerprint;
  std::string Hash() const;  // 32 bytes (BLAKE2b-256 of the parts, each with its length)
};

// The host's proof: an Ed25519 signature of the transcript (64 bytes).
std::string SignTranscript(const HostKey& key, std::string_view transcript_hash);
bool CheckTranscript(std::string_view public_key, std::string_view transcript_hash, std::string_view signature);

// One connection's authenticated envelopes (after the handshake): keys for
// each direction from the key exchange and the transcript, a counter each
// way. "M<counter>.<tag>.<json>" and keep-alives "P<counter>.<tag>"; the
// tag is HMAC-SHA-512-256 (crypto_auth) of the counter, the kind and the
// body. The channel is reliable and ordered, so each counter is the one
// after the last: a message out of order, replayed, or with a wrong tag is
// refused (and the connection is not to be trusted any more).
class Channel {
 public:
  // `host`: this side is the room's host (the key exchange's server).
  // nullopt if the other side's key is not a valid point.
  static std::optional<Channel> Make(bool host, const KxPair& mine, std::string_view their_kx,
                                     std::string_view transcript_hash);
  std::string Seal(std::string_view json);
  std::string KeepAlive();
  enum class Opened { kMessage, kKeepAlive, kBad };
  // kMessage puts the body in `json`.
  Opened Open(std::string_view text, std::string* json);
  uint64_t sent() const { return tx_count_; }
  uint64_t received() const { return rx_count_; }

 private:
  std::string Tag(const std::string& key, uint64_t counter, char kind, std::string_view body) const;
  std::string tx_key_, rx_key_;
  uint64_t tx_count_ = 0, rx_count_ = 0;
};

// Whether a text is an envelope (or a keep-alive) rather than a handshake
// message (plain JSON, beginning with '{').
inline bool IsEnvelope(std::string_view text) { return !text.empty() && (text[0] == 'M' || text[0] == 'P'); }

// Bytes as lowercase hex, and back ("" if not exactly hex of `bytes` bytes).
std::string Hex(std::string_view bytes);
std::string Unhex(std::string_view hex, size_t bytes);

}  // namespace lf::play
