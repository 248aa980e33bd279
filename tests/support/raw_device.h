// A device that speaks the room's protocol by hand over the loopback link
// (tests/play, tests/fuzz): it says hello, reads the host's challenge, sends
// the auth it is told to (a seat proof of any token, none, garbage), and
// then envelopes of any message, well formed or not. What the host sends it
// is kept, opened where its channel can open it.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "loopback_link.h"
#include "play/channel.h"
#include "play/protocol.h"

namespace lf::testing {

class RawDevice {
 public:
  explicit RawDevice(LoopbackHub::End& end) : end_(&end) {}
  LoopbackHub::End& end() { return *end_; }

  void Start(const std::string& name) {
    end_->Start(play::Transport::Role::kGuest, name);
    channel_.reset();
    challenged_ = false;
    closed = false;
  }
  void Hello(const std::string& name = "Stranger") {
    nonce_ = play::NewToken();
    kx_ = play::KxPair::New();
    play::Message m;
    m.kind = play::Message::Kind::kHello;
    m.name = name;
    m.nonce = nonce_;
    m.kx = play::Hex(kx_.public_key);
    end_->Send(0, play::Print(m));
  }
  // Answers the challenge: a proof made with `token` ("" for none), for
  // `seat`; `take`: a handover token to prove.
  void Auth(int seat = -1, const std::string& token = "", const std::string& take = "") {
    play::Message a;
    a.kind = play::Message::Kind::kAuth;
    a.seat = seat;
    if (!token.empty()) a.proof = play::Proof(token, "seat", play::Hex(transcript_), "");
    if (!take.empty()) a.take = play::Proof(take, "take", play::Hex(transcript_), "");
    end_->Send(0, play::Print(a));
  }
  void SendRaw(const std::string& text) { end_->Send(0, text); }
  // A message in this connection's envelope (nothing before a challenge).
  void Send(const play::Message& m) { SendJson(play::Print(m)); }
  void SendJson(const std::string& json) {
    if (channel_) end_->Send(0, channel_->Seal(json));
  }
  void KeepAlive() {
    if (channel_) end_->Send(0, channel_->KeepAlive());
  }
  bool challenged() const { return challenged_; }
  // The host's signature on this connection checks with `public_key`.
  bool HostSigned(const std::string& public_key) const {
    return challenged_ && play::CheckTranscript(public_key, transcript_, signature_);
  }

  // Reads what arrived.
  void Poll() {
    for (const play::LinkEvent& e : end_->Poll()) {
      if (e.kind == play::LinkEvent::Kind::kReady) {
        local_ = e.local_fingerprint;
        remote_ = e.remote_fingerprint;
      } else if (e.kind == play::LinkEvent::Kind::kClosed || e.kind == play::LinkEvent::Kind::kError) {
        closed = true;
      } else if (e.kind == play::LinkEvent::Kind::kMessage) {
        texts.push_back(e.data);
        Read(e.data);
      }
    }
  }

  std::vector<std::string> texts;              // everything the host sent
  std::vector<play::Message> received;         // what could be read of it
  bool closed = false;

 private:
  void Read(const std::string& text) {
    if (!play::IsEnvelope(text)) {
      auto m = play::Parse(text);
      if (!m.ok()) return;
      if (m->kind == play::Message::Kind::kChallenge && !nonce_.empty()) {
        play::Transcript t;
        t.guest_nonce = nonce_;
        t.host_nonce = m->nonce;
        t.guest_kx = kx_.public_key;
        t.host_kx = play::Unhex(m->kx, 32);
        t.guest_fingerprint = local_;
        t.host_fingerprint = remote_;
        transcript_ = t.Hash();
        signature_ = play::Unhex(m->sig, 64);
        channel_ = play::Channel::Make(false, kx_, t.host_kx, transcript_);
        challenged_ = true;
      }
      received.push_back(*m);
      return;
    }
    std::string json;
    if (!channel_ || channel_->Open(text, &json) != play::Channel::Opened::kMessage) return;
    auto m = play::Parse(json);
    if (m.ok()) received.push_back(*m);
  }

  LoopbackHub::End* end_;
  std::string local_, remote_;
  std::string nonce_;
  play::KxPair kx_;
  std::string transcript_, signature_;
  std::optional<play::Channel> channel_;
  bool challenged_ = false;
};

}  // namespace lf::testing
