// Devices in one process for the room tests: play::Transport ends linked by
// a hub that delivers each message on the receiver's next Poll(), as the
// page's PeerJS link does between frames. Any end can be cut (a phone that
// sleeps) and started again; every message sent is shown to a hook.
#pragma once
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "play/link.h"

namespace lf::testing {

class LoopbackHub {
 public:
  class End final : public play::Transport {
   public:
    End(LoopbackHub* hub, int id) : hub_(hub), id_(id) {}
    void Start(Role role, const std::string& room) override { hub_->StartEnd(id_, role, room); }
    void Send(int peer, const std::string& text) override { hub_->SendFrom(id_, peer, text); }
    void Drop(int peer) override { hub_->DropFrom(id_, peer); }
    void Close() override { hub_->CloseEnd(id_); }
    std::vector<play::LinkEvent> Poll() override {
      std::vector<play::LinkEvent> out(events_.begin(), events_.end());
      events_.clear();
      return out;
    }
    int id() const { return id_; }

   private:
    friend class LoopbackHub;
    LoopbackHub* hub_;
    int id_;
    std::deque<play::LinkEvent> events_;
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

 private:
  struct State {
    bool host = false;
    std::string room;
    std::map<int, int> peers;  // host: peer number -> guest end
    int host_end = -1;         // guest: its host's end, -1 when not linked
    int my_peer = -1;          // guest: its number at the host
    int next_peer = 1;
  };

  void Push(int end, play::LinkEvent e) { ends_[static_cast<size_t>(end)]->events_.push_back(std::move(e)); }
  static play::LinkEvent Event(play::LinkEvent::Kind kind, int peer, std::string data = "") {
    play::LinkEvent e;
    e.kind = kind;
    e.peer = peer;
    e.data = std::move(data);
    return e;
  }

  void StartEnd(int id, play::Transport::Role role, const std::string& room) {
    Disconnect(id);
    State& s = state_[static_cast<size_t>(id)];
    s.host = role == play::Transport::Role::kHost;
    s.room = room;
    if (s.host) {
      for (size_t h = 0; h < state_.size(); ++h) {
        if (static_cast<int>(h) == id || !state_[h].host || state_[h].room != room) continue;
        // As the signalling server answers a second device asking for a
        // host id that is taken.
        s.host = false;
        s.room.clear();
        play::LinkEvent e = Event(play::LinkEvent::Kind::kError, 0, "Another device is already hosting this code.");
        e.fatal = true;
        e.type = "unavailable-id";
        Push(id, e);
        return;
      }
      Push(id, Event(play::LinkEvent::Kind::kReady, 0));
      return;
    }
    for (size_t h = 0; h < state_.size(); ++h) {
      State& host = state_[h];
      if (!host.host || host.room != room) continue;
      const int peer = host.next_peer++;
      host.peers[peer] = id;
      s.host_end = static_cast<int>(h);
      s.my_peer = peer;
      Push(static_cast<int>(h), Event(play::LinkEvent::Kind::kOpen, peer));
      Push(id, Event(play::LinkEvent::Kind::kReady, 0));
      return;
    }
    play::LinkEvent e = Event(play::LinkEvent::Kind::kError, 0, "Could not reach the room's host.");
    e.fatal = true;
    e.type = "peer-unavailable";
    Push(id, e);
  }

  void SendFrom(int id, int peer, const std::string& text) {
    State& s = state_[static_cast<size_t>(id)];
    int to = -1, as = 0;
    if (s.host) {
      auto it = s.peers.find(peer);
      if (it == s.peers.end()) return;
      to = it->second;
    } else {
      if (s.host_end < 0) return;
      to = s.host_end;
      as = s.my_peer;
    }
    ++messages_;
    if (on_send) on_send(id, to, text);
    Push(to, Event(play::LinkEvent::Kind::kMessage, as, text));
  }

  void DropFrom(int id, int peer) {
    State& s = state_[static_cast<size_t>(id)];
    auto it = s.peers.find(peer);
    if (!s.host || it == s.peers.end()) return;
    const int guest = it->second;
    s.peers.erase(it);
    state_[static_cast<size_t>(guest)].host_end = -1;
    Push(id, Event(play::LinkEvent::Kind::kClosed, peer));
    Push(guest, Event(play::LinkEvent::Kind::kClosed, 0));
  }

  void Disconnect(int id) {
    State& s = state_[static_cast<size_t>(id)];
    if (s.host) {
      for (const auto& [peer, guest] : s.peers) {
        state_[static_cast<size_t>(guest)].host_end = -1;
        Push(guest, Event(play::LinkEvent::Kind::kClosed, 0));
      }
      s.peers.clear();
      s.host = false;
      s.room.clear();
    } else if (s.host_end >= 0) {
      State& host = state_[static_cast<size_t>(s.host_end)];
      host.peers.erase(s.my_peer);
      Push(s.host_end, Event(play::LinkEvent::Kind::kClosed, s.my_peer));
      Push(id, Event(play::LinkEvent::Kind::kClosed, 0));
      s.host_end = -1;
    }
  }

  void CloseEnd(int id) { Disconnect(id); }

  std::vector<std::unique_ptr<End>> ends_;
  std::vector<State> state_;
  size_t messages_ = 0;
};

}  // namespace lf::testing
