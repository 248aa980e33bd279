// The link between devices (docs/multi-device.md): what a room needs from
// the platform. The web implements it over the page's PeerJS data channels
// (src/platform/web_net.cpp, shell/net.js); the tests over an in-memory hub
// (tests/support/loopback_link.h). Natively there is none.
#pragma once
#include <string>
#include <vector>

namespace lf::play {

// One event of a transport, oldest first from Poll().
struct LinkEvent {
  enum class Kind { kReady, kOpen, kMessage, kClosed, kError };
  Kind kind = Kind::kReady;
  int peer = 0;      // the host is peer 0 for a guest; a host's guests are 1, 2, ...
  std::string data;  // kMessage: the text; kError: a reason a person can read
  bool fatal = false;  // kError: the link is down (it may be started again)
  std::string type;    // kError: the transport's own name for it ("unavailable-id", ...)
  // kReady and kError of a host listening under several names (StartHost):
  // which name it is about ("" for the link as a whole).
  std::string name;
  // kOpen (a host's new connection) and kReady (a guest's connection to its
  // host): the DTLS certificate fingerprints of this very connection as this
  // device sees them, its own (from its local description) and the other
  // device's (from the remote one), each as "sha-256 AB:CD:...". "" where
  // the link has none. The handshake binds its proofs to them
  // (docs/multi-device.md, "The handshake").
  std::string local_fingerprint, remote_fingerprint;
  // kMessage: when it arrived, in seconds on the link's own clock (-1: not
  // known, count it as arriving when polled). Rate limits count arrivals,
  // so a backlog read late (a page in the background) is not a flood.
  double arrived = -1;
};

class Transport {
 public:
  enum class Role { kHost, kGuest };
  virtual ~Transport() = default;
  // Opens the link as the room's host (listening under the room's code) or
  // as a guest (connecting to the room's host); closes any earlier link.
  virtual void Start(Role role, const std::string& room) = 0;
  // A host listening under several names at once (the room's code, and the
  // name only those holding the room's link can compute); by default under
  // the first only.
  virtual void StartHost(const std::vector<std::string>& names) {
    if (!names.empty()) Start(Role::kHost, names.front());
  }
  virtual void Send(int peer, const std::string& text) = 0;
  virtual void Drop(int peer) = 0;  // host: closes one guest's connection
  // Host: the connection `peer` has passed the handshake; the link keeps its
  // slot and lifts the time limit it sets on connections that have not.
  virtual void Trust(int peer) { (void)peer; }
  virtual void Close() = 0;
  virtual std::vector<LinkEvent> Poll() = 0;
  // The PeerServer to use from the next Start(): "host:port[/path]", or ""
  // for the default (the page's ?peer=, the build's, or the PeerJS cloud).
  virtual void SetServer(const std::string& server) { (void)server; }
  // The QR code of `text`: "N:" and N*N '0'/'1' modules, row by row ("" until ready).
  virtual std::string Qr(const std::string& text) {
    (void)text;
    return "";
  }
  // The address that opens the join screen with the room's code filled in.
  virtual std::string JoinLink(const std::string& room) {
    (void)room;
    return "";
  }
};

}  // namespace lf::play
