// Devices in one process for the room tests: play::Transport ends linked by
// a hub that delivers each message on the receiver's next Poll(), as the
// page's PeerJS link does between frames. It behaves like the real link
// where the room's defences depend on it (docs/multi-device.md, "The link"):
//
// - every connection has DTLS fingerprints of its own, one per side, given
//   with the host's kOpen and the guest's kReady (each side's own view);
// - a host listens under several names (StartHost), each name taken or
//   free on its own, and a name held by another end is refused per name;
// - every message is stamped with the hub's clock (`now`) as it arrives
//   (LinkEvent::arrived), and waits in the receiver's queue until it polls:
//   a host not polled for minutes finds a backlog;
// - by choice, the failures of the page's link before it was mended:
//   `lose_early_data` (a guest's first message on a new connection is lost,
//   as Chrome delivered it before the host's own open) and `lose_at_close`
//   (a close or drop throws away what was still queued for the other side,
//   as RTCPeerConnection.close() did; by default a close is flushed first);
// - a Relay forwards between a guest and the real host over two legs with
//   different fingerprints (a device on the code passing messages along);
// - an impostor is any other end that takes a name while the host is away.
//
// Any end can be cut (a phone that sleeps) and started again; every message
// sent is shown to a hook.
#pragma once
#include <algorithm>
#include <cstdio>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/rng.h"
#include "play/link.h"

namespace lf::testing {

class LoopbackHub {
 public:
  class End final : public play::Transport {
   public:
    End(LoopbackHub* hub, int id) : hub_(hub), id_(id) {}
    void Start(Role role, const std::string& room) override {
      if (role == Role::kHost) hub_->StartHost(id_, {room});
      else hub_->StartGuest(id_, room);
    }
    void StartHost(const std::vector<std::string>& names) override { hub_->StartHost(id_, names); }
    void Send(int peer, const std::string& text) override { hub_->SendFrom(id_, peer, text); }
    void Drop(int peer) override { hub_->DropFrom(id_, peer); }
    void Trust(int peer) override { trusted_.insert(peer); }
    void Close() override { hub_->Disconnect(id_); }
    std::vector<play::LinkEvent> Poll() override {
      std::vector<play::LinkEvent> out;
      for (Queued& q : events_) out.push_back(std::move(q.event));
      events_.clear();
      return out;
    }
    int id() const { return id_; }
    // The connections this end (a host) was told passed the handshake.
    bool Trusted(int peer) const { return trusted_.count(peer) > 0; }
    size_t queued() const { return events_.size(); }

   private:
    friend class LoopbackHub;
    struct Queued {
      play::LinkEvent event;
      int connection;  // the hub's number of the connection it belongs to (0: none)
    };
    LoopbackHub* hub_;
    int id_;
    std::deque<Queued> events_;
    std::set<int> trusted_;
  };

  End& NewEnd() {
    ends_.push_back(std::make_unique<End>(this, static_cast<int>(ends_.size())));
    state_.push_back({});
    return *ends_.back();
  }
  // Cuts end `id`'s links, as if its device went off the network: both
  // sides hear that the connection closed.
  void Cut(int id) { Disconnect(id); }
  // Called for every message: (from end, to end, text).
  std::function<void(int from, int to, const std::string& text)> on_send;
  size_t messages() const { return messages_; }
  // The link's clock: messages are stamped with it as they arrive.
  double now = 0;
  bool lose_early_data = false;
  bool lose_at_close = false;
  // Which end holds `name` as a host (-1: none).
  int HolderOf(const std::string& name) const {
    for (size_t h = 0; h < state_.size(); ++h)
      if (state_[h].names.count(name)) return static_cast<int>(h);
    return -1;
  }
  // The host end a guest end is connected to (-1: none).
  int HostOf(int guest) const { return state_[static_cast<size_t>(guest)].host_end; }

 private:
  struct Link {
    int host = -1, guest = -1, peer = 0;  // the ends, and the guest's number at the host
    std::string host_fingerprint, guest_fingerprint;
    bool early = true;  // no message has crossed yet (lose_early_data)
  };
  struct State {
    std::set<std::string> names;  // host: the names it listens under
    std::map<int, int> peers;     // host: peer number -> connection
    int host_end = -1;            // guest: its host's end, -1 when not linked
    int connection = 0;           // guest: its connection
    int next_peer = 1;
  };

  void Push(int end, play::LinkEvent e, int connection) {
    ends_[static_cast<size_t>(end)]->events_.push_back({std::move(e), connection});
  }
  static play::LinkEvent Event(play::LinkEvent::Kind kind, int peer, std::string data = "") {
    play::LinkEvent e;
    e.kind = kind;
    e.peer = peer;
    e.data = std::move(data);
    return e;
  }
  // A certificate's fingerprint, as the page reports it: new for every
  // connection (WebRTC makes a certificate per RTCPeerConnection).
  std::string Fingerprint() {
    static const char* kHex = "0123456789ABCDEF";
    std::string fp = "sha-256 ";
    for (int i = 0; i < 32; ++i) {
      const uint32_t b = rng_.UniformBelow(256);
      if (i > 0) fp += ':';
      fp += kHex[b >> 4];
      fp += kHex[b & 15];
    }
    return fp;
  }

  void StartHost(int id, const std::vector<std::string>& names) {
    Disconnect(id);
    State& s = state_[static_cast<size_t>(id)];
    std::vector<std::string> taken;
    for (const std::string& name : names) {
      if (HolderOf(name) >= 0) {
        taken.push_back(name);
        continue;
      }
      s.names.insert(name);
      play::LinkEvent ready = Event(play::LinkEvent::Kind::kReady, 0);
      ready.name = name;
      Push(id, ready, 0);
    }
    for (const std::string& name : taken) {
      // As the signalling server answers a second device asking for a
      // host id that is taken: per name, fatal only if no name is up.
      play::LinkEvent e = Event(play::LinkEvent::Kind::kError, 0, "Another device is already hosting this code.");
      e.fatal = s.names.empty();
      e.type = "unavailable-id";
      e.name = name;
      Push(id, e, 0);
    }
  }

  void StartGuest(int id, const std::string& name) {
    Disconnect(id);
    State& s = state_[static_cast<size_t>(id)];
    const int h = HolderOf(name);
    if (h < 0 || h == id) {
      play::LinkEvent e = Event(play::LinkEvent::Kind::kError, 0, "Could not reach the room's host.");
      e.fatal = true;
      e.type = "peer-unavailable";
      Push(id, e, 0);
      return;
    }
    State& host = state_[static_cast<size_t>(h)];
    Link link;
    link.host = h;
    link.guest = id;
    link.peer = host.next_peer++;
    link.host_fingerprint = Fingerprint();
    link.guest_fingerprint = Fingerprint();
    const int c = next_connection_++;
    links_[c] = link;
    host.peers[link.peer] = c;
    s.host_end = h;
    s.connection = c;
    play::LinkEvent open = Event(play::LinkEvent::Kind::kOpen, link.peer);
    open.local_fingerprint = link.host_fingerprint;
    open.remote_fingerprint = link.guest_fingerprint;
    Push(h, open, c);
    play::LinkEvent ready = Event(play::LinkEvent::Kind::kReady, 0);
    ready.name = name;
    ready.local_fingerprint = link.guest_fingerprint;
    ready.remote_fingerprint = link.host_fingerprint;
    Push(id, ready, c);
  }

  void SendFrom(int id, int peer, const std::string& text) {
    State& s = state_[static_cast<size_t>(id)];
    int c = 0;
    if (!s.names.empty()) {
      auto it = s.peers.find(peer);
      if (it == s.peers.end()) return;
      c = it->second;
    } else {
      if (s.host_end < 0) return;
      c = s.connection;
    }
    Link& link = links_[c];
    const bool from_host = id == link.host;
    const int to = from_host ? link.guest : link.host;
    ++messages_;
    if (on_send) on_send(id, to, text);
    if (!from_host && link.early && lose_early_data) {
      link.early = false;
      return;  // it arrived before the host's open, and was thrown away
    }
    link.early = false;
    play::LinkEvent e = Event(play::LinkEvent::Kind::kMessage, from_host ? 0 : link.peer, text);
    e.arrived = now;
    Push(to, e, c);
  }

  // Ends connection `c`: both sides hear it closed (after what was queued,
  // unless lose_at_close drops that first).
  void End_(int c) {
    auto it = links_.find(c);
    if (it == links_.end()) return;
    const Link link = it->second;
    links_.erase(it);
    state_[static_cast<size_t>(link.host)].peers.erase(link.peer);
    State& g = state_[static_cast<size_t>(link.guest)];
    if (g.connection == c) {
      g.host_end = -1;
      g.connection = 0;
    }
    if (lose_at_close) {
      for (int end : {link.host, link.guest}) {
        auto& q = ends_[static_cast<size_t>(end)]->events_;
        q.erase(std::remove_if(q.begin(), q.end(),
                               [&](const End::Queued& e) {
                                 return e.connection == c && e.event.kind == play::LinkEvent::Kind::kMessage;
                               }),
                q.end());
      }
    }
    Push(link.host, Event(play::LinkEvent::Kind::kClosed, link.peer), c);
    Push(link.guest, Event(play::LinkEvent::Kind::kClosed, 0), c);
  }

  void DropFrom(int id, int peer) {
    State& s = state_[static_cast<size_t>(id)];
    auto it = s.peers.find(peer);
    if (it != s.peers.end()) End_(it->second);
  }

  void Disconnect(int id) {
    State& s = state_[static_cast<size_t>(id)];
    std::vector<int> ending;
    for (const auto& [peer, c] : s.peers) ending.push_back(c);
    if (s.connection > 0) ending.push_back(s.connection);
    for (int c : ending) End_(c);
    s.names.clear();
    s.peers.clear();
  }

  std::vector<std::unique_ptr<End>> ends_;
  std::vector<State> state_;
  std::map<int, Link> links_;
  int next_connection_ = 1;
  size_t messages_ = 0;
  Rng rng_{0x10095ULL};
};

// A device on a name that passes everything between the guests that reach
// it and the real host, each guest over a connection of its own to the host
// (so each leg has fingerprints of its own, as two RTCPeerConnections do).
// It reads every message that crosses it (`seen`).
class Relay {
 public:
  Relay(LoopbackHub& hub, std::string listen_as, std::string host_name)
      : hub_(&hub), front_(&hub.NewEnd()), host_name_(std::move(host_name)) {
    front_->Start(play::Transport::Role::kHost, listen_as);
  }
  void Pump() {
    for (play::LinkEvent& e : front_->Poll()) {
      switch (e.kind) {
        case play::LinkEvent::Kind::kOpen: {
          LoopbackHub::End& back = hub_->NewEnd();
          back.Start(play::Transport::Role::kGuest, host_name_);
          backs_[e.peer] = &back;
          break;
        }
        case play::LinkEvent::Kind::kMessage:
          seen.push_back(e.data);
          if (backs_.count(e.peer)) backs_[e.peer]->Send(0, e.data);
          break;
        case play::LinkEvent::Kind::kClosed:
          if (backs_.count(e.peer)) backs_[e.peer]->Close();
          backs_.erase(e.peer);
          break;
        default:
          break;
      }
    }
    for (auto& [peer, back] : backs_) {
      for (play::LinkEvent& e : back->Poll()) {
        if (e.kind == play::LinkEvent::Kind::kMessage) {
          seen.push_back(e.data);
          front_->Send(peer, e.data);
        } else if (e.kind == play::LinkEvent::Kind::kClosed) {
          front_->Drop(peer);
        }
      }
    }
  }
  void Close() { front_->Close(); }
  std::vector<std::string> seen;

 private:
  LoopbackHub* hub_;
  LoopbackHub::End* front_;
  std::string host_name_;
  std::map<int, LoopbackHub::End*> backs_;
};

}  // namespace lf::testing
