#include "play/channel.h"

#include <sodium.h>

#include "core/check.h"

namespace lf::play {

namespace {

void InitSodium() {
  static const int ready = sodium_init();
  LF_CHECK_GE(ready, 0);
}

const unsigned char* Bytes(std::string_view s) { return reinterpret_cast<const unsigned char*>(s.data()); }

// A libsodium key pair (a signing key, a key-exchange key): `make` fills its
// public and secret halves.
template <typename Pair>
Pair NewPair(size_t public_bytes, size_t secret_bytes, int (*make)(unsigned char*, unsigned char*)) {
  InitSodium();
  Pair k;
  k.public_key.assign(public_bytes, '\0');
  k.secret_key.assign(secret_bytes, '\0');
  make(reinterpret_cast<unsigned char*>(k.public_key.data()), reinterpret_cast<unsigned char*>(k.secret_key.data()));
  return k;
}

// BLAKE2b of `parts`, each with its length first (so no two different
// lists read the same), keyed by `key` if given.
std::string HashParts(std::initializer_list<std::string_view> parts, std::string_view key = {}) {
  InitSodium();
  crypto_generichash_state state;
  crypto_generichash_init(&state, key.empty() ? nullptr : Bytes(key), key.size(), crypto_generichash_BYTES);
  for (std::string_view part : parts) {
    const unsigned char length[4] = {static_cast<unsigned char>(part.size() >> 24),
                                     static_cast<unsigned char>(part.size() >> 16),
                                     static_cast<unsigned char>(part.size() >> 8), static_cast<unsigned char>(part.size())};
    crypto_generichash_update(&state, length, sizeof length);
    crypto_generichash_update(&state, Bytes(part), part.size());
  }
  std::string out(crypto_generichash_BYTES, '\0');
  crypto_generichash_final(&state, reinterpret_cast<unsigned char*>(out.data()), out.size());
  return out;
}

constexpr char kBase32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

}  // namespace

std::string Hex(std::string_view bytes) {
  static const char* kHex = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (unsigned char c : bytes) {
    out += kHex[c >> 4];
    out += kHex[c & 0xf];
  }
  return out;
}

std::string Unhex(std::string_view hex, size_t bytes) {
  if (hex.size() != bytes * 2) return "";
  std::string out(bytes, '\0');
  for (size_t i = 0; i < bytes; ++i) {
    int v = 0;
    for (int k = 0; k < 2; ++k) {
      const char c = hex[2 * i + static_cast<size_t>(k)];
      const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) return "";
      v = v * 16 + d;
    }
    out[i] = static_cast<char>(v);
  }
  return out;
}

//-----------------------------------------------------------------------------
// The host's key, its text forms, its second name
//-----------------------------------------------------------------------------

HostKey HostKey::New() {
  return NewPair<HostKey>(crypto_sign_PUBLICKEYBYTES, crypto_sign_SECRETKEYBYTES, crypto_sign_keypair);
}

bool HostKey::valid() const {
  if (public_key.size() != crypto_sign_PUBLICKEYBYTES || secret_key.size() != crypto_sign_SECRETKEYBYTES) return false;
  // The secret key holds its public half: they must agree.
  unsigned char pk[crypto_sign_PUBLICKEYBYTES];
  crypto_sign_ed25519_sk_to_pk(pk, Bytes(secret_key));
  return sodium_memcmp(pk, Bytes(public_key), sizeof pk) == 0;
}

std::string HostKey::SecretText() const { return Hex(secret_key); }

std::optional<HostKey> HostKey::FromSecretText(std::string_view hex) {
  InitSodium();
  HostKey k;
  k.secret_key = Unhex(hex, crypto_sign_SECRETKEYBYTES);
  if (k.secret_key.empty()) return std::nullopt;
  k.public_key.assign(crypto_sign_PUBLICKEYBYTES, '\0');
  crypto_sign_ed25519_sk_to_pk(reinterpret_cast<unsigned char*>(k.public_key.data()), Bytes(k.secret_key));
  // A damaged secret key gives a public key that does not sign for it.
  const std::string probe = HashParts({"lostfound key check"});
  if (!CheckTranscript(k.public_key, probe, SignTranscript(k, probe))) return std::nullopt;
  return k;
}

std::string KeyText(std::string_view public_key) {
  InitSodium();
  const int variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_encoded_len(public_key.size(), variant), '\0');
  sodium_bin2base64(out.data(), out.size(), Bytes(public_key), public_key.size(), variant);
  out.resize(out.find('\0') == std::string::npos ? out.size() : out.find('\0'));
  return out;
}

std::string KeyOfText(std::string_view text) {
  InitSodium();
  if (text.size() != 43) return "";
  std::string out(crypto_sign_PUBLICKEYBYTES, '\0');
  size_t length = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), text.data(), text.size(), nullptr,
                        &length, nullptr, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0 ||
      length != out.size()) {
    return "";
  }
  return out;
}

std::string HostName(std::string_view public_key) {
  // 130 bits of the hash, as 26 base32 characters: a name nobody without
  // the key can guess, and no room code (8 letters) can be.
  const std::string h = HashParts({"lostfound host name", public_key});
  std::string name;
  uint32_t buffer = 0;
  int bits = 0;
  for (size_t i = 0; name.size() < 26; ++i) {
    buffer = (buffer << 8) | static_cast<unsigned char>(h[i]);
    bits += 8;
    while (bits >= 5 && name.size() < 26) {
      name += kBase32[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return name;
}

//-----------------------------------------------------------------------------
// One connection: key exchange, transcript, proofs
//-----------------------------------------------------------------------------

KxPair KxPair::New() { return NewPair<KxPair>(crypto_kx_PUBLICKEYBYTES, crypto_kx_SECRETKEYBYTES, crypto_kx_keypair); }

std::string Transcript::Hash() const {
  return HashParts({"lostfound handshake 3", guest_nonce, host_nonce, guest_kx, host_kx, guest_fingerprint,
                    host_fingerprint});
}

std::string SignTranscript(const HostKey& key, std::string_view transcript_hash) {
  InitSodium();
  LF_CHECK(key.secret_key.size() == crypto_sign_SECRETKEYBYTES);
  const std::string message = "lostfound host proof " + std::string(transcript_hash);
  std::string sig(crypto_sign_BYTES, '\0');
  crypto_sign_detached(reinterpret_cast<unsigned char*>(sig.data()), nullptr, Bytes(message), message.size(),
                       Bytes(key.secret_key));
  return sig;
}

bool CheckTranscript(std::string_view public_key, std::string_view transcript_hash, std::string_view signature) {
  InitSodium();
  if (public_key.size() != crypto_sign_PUBLICKEYBYTES || signature.size() != crypto_sign_BYTES) return false;
  const std::string message = "lostfound host proof " + std::string(transcript_hash);
  return crypto_sign_verify_detached(Bytes(signature), Bytes(message), message.size(), Bytes(public_key)) == 0;
}

//-----------------------------------------------------------------------------
// Channel
//-----------------------------------------------------------------------------

std::optional<Channel> Channel::Make(bool host, const KxPair& mine, std::string_view their_kx,
                                     std::string_view transcript_hash) {
  InitSodium();
  if (their_kx.size() != crypto_kx_PUBLICKEYBYTES || mine.public_key.size() != crypto_kx_PUBLICKEYBYTES)
    return std::nullopt;
  unsigned char rx[crypto_kx_SESSIONKEYBYTES], tx[crypto_kx_SESSIONKEYBYTES];
  const int r = host ? crypto_kx_server_session_keys(rx, tx, Bytes(mine.public_key), Bytes(mine.secret_key), Bytes(their_kx))
                     : crypto_kx_client_session_keys(rx, tx, Bytes(mine.public_key), Bytes(mine.secret_key), Bytes(their_kx));
  if (r != 0) return std::nullopt;
  // Each direction's MAC key: its session key, bound to the transcript (so
  // to this connection's certificates and nonces as well as its keys).
  const std::string_view rx_key(reinterpret_cast<const char*>(rx), sizeof rx);
  const std::string_view tx_key(reinterpret_cast<const char*>(tx), sizeof tx);
  Channel c;
  c.tx_key_ = HashParts({host ? "host to guest" : "guest to host", transcript_hash}, tx_key);
  c.rx_key_ = HashParts({host ? "guest to host" : "host to guest", transcript_hash}, rx_key);
  sodium_memzero(rx, sizeof rx);
  sodium_memzero(tx, sizeof tx);
  return c;
}

std::string Channel::Tag(const std::string& key, uint64_t counter, char kind, std::string_view body) const {
  static_assert(crypto_auth_KEYBYTES == crypto_generichash_BYTES);
  crypto_auth_hmacsha512256_state state;
  crypto_auth_hmacsha512256_init(&state, Bytes(key), key.size());
  unsigned char head[9];
  for (int i = 0; i < 8; ++i) head[i] = static_cast<unsigned char>(counter >> (56 - 8 * i));
  head[8] = static_cast<unsigned char>(kind);
  crypto_auth_hmacsha512256_update(&state, head, sizeof head);
  crypto_auth_hmacsha512256_update(&state, Bytes(body), body.size());
  unsigned char mac[crypto_auth_hmacsha512256_BYTES];
  crypto_auth_hmacsha512256_final(&state, mac);
  return KeyText(std::string_view(reinterpret_cast<const char*>(mac), sizeof mac));
}

std::string Channel::Seal(std::string_view json) {
  const uint64_t n = ++tx_count_;
  std::string out(1, 'M');
  out.append(std::to_string(n)).append(1, '.').append(Tag(tx_key_, n, 'M', json)).append(1, '.').append(json);
  return out;
}

std::string Channel::KeepAlive() {
  const uint64_t n = ++tx_count_;
  std::string out(1, 'P');
  out.append(std::to_string(n)).append(1, '.').append(Tag(tx_key_, n, 'P', ""));
  return out;
}

Channel::Opened Channel::Open(std::string_view text, std::string* json) {
  if (!IsEnvelope(text)) return Opened::kBad;
  const char kind = text[0];
  const size_t dot = text.find('.');
  if (dot == std::string_view::npos || dot < 2 || dot > 16) return Opened::kBad;
  uint64_t n = 0;
  for (size_t i = 1; i < dot; ++i) {
    if (text[i] < '0' || text[i] > '9') return Opened::kBad;
    n = n * 10 + static_cast<uint64_t>(text[i] - '0');
  }
  if (n != rx_count_ + 1) return Opened::kBad;  // out of order, replayed or made up
  const std::string_view tag = text.substr(dot + 1, 43);
  if (tag.size() != 43) return Opened::kBad;
  std::string_view body;
  if (kind == 'M') {
    if (text.size() < dot + 1 + 43 + 1 || text[dot + 1 + 43] != '.') return Opened::kBad;
    body = text.substr(dot + 1 + 43 + 1);
  } else if (text.size() != dot + 1 + 43) {
    return Opened::kBad;
  }
  const std::string expected = Tag(rx_key_, n, kind, body);
  if (sodium_memcmp(expected.data(), tag.data(), tag.size()) != 0) return Opened::kBad;
  rx_count_ = n;
  if (kind == 'P') return Opened::kKeepAlive;
  if (json != nullptr) json->assign(body);
  return Opened::kMessage;
}

}  // namespace lf::play
