// The web's link between devices (docs/multi-device.md): play::Transport over
// the page's PeerJS data channels (shell/net.js, globalThis.lostfound.net).
// The page queues what arrives (and limits it there: net.js's header); each
// frame the rooms poll it, so nothing calls into the module from a network
// callback.
#include <emscripten.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.h"
#include "platform/sdl_platform.h"
#include "play/link.h"

// clang-format off
EM_JS(void, lf_js_net_start, (int host, const char* room), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net) net.start(host ? "host" : "guest", UTF8ToString(room));
});
// names: a JSON array of strings.
EM_JS(void, lf_js_net_start_host, (const char* names), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net) net.start("host", JSON.parse(UTF8ToString(names)));
});
EM_JS(void, lf_js_net_trust, (int peer), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net && net.trust) net.trust(peer);
});
EM_JS(void, lf_js_net_set_server, (const char* server), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net && net.setServer) net.setServer(UTF8ToString(server));
});
EM_JS(void, lf_js_net_send, (int peer, const char* text), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net) net.send(peer, UTF8ToString(text));
});
EM_JS(void, lf_js_net_drop, (int peer), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net) net.drop(peer);
});
EM_JS(void, lf_js_net_close, (), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  if (net) net.close();
});
// Each returns a string the caller frees.
EM_JS(char*, lf_js_net_poll, (), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  return stringToNewUTF8(net ? net.poll() : "[]");
});
EM_JS(char*, lf_js_net_qr, (const char* text), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  return stringToNewUTF8(net ? net.qr(UTF8ToString(text)) : "");
});
EM_JS(char*, lf_js_net_join_link, (const char* room), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  return stringToNewUTF8(net ? net.joinLink(UTF8ToString(room)) : "");
});
EM_JS(char*, lf_js_net_pending_join, (), {
  var net = globalThis.lostfound && globalThis.lostfound.net;
  return stringToNewUTF8(net ? net.pendingJoin() : "");
});
EM_JS(int, lf_js_net_available, (), {
  var lf = globalThis.lostfound;
  return lf && lf.net ? 1 : 0;
});
// clang-format on

namespace lf::platform {
namespace {

std::string Take(char* text) {
  std::string out = text != nullptr ? text : "";
  std::free(text);
  return out;
}

class WebTransport final : public play::Transport {
 public:
  void Start(Role role, const std::string& room) override { lf_js_net_start(role == Role::kHost, room.c_str()); }
  void StartHost(const std::vector<std::string>& names) override {
    Json::Array list;
    for (const std::string& name : names) list.emplace_back(name);
    lf_js_net_start_host(Json(std::move(list)).Dump().c_str());
  }
  void Send(int peer, const std::string& text) override { lf_js_net_send(peer, text.c_str()); }
  void SetServer(const std::string& server) override { lf_js_net_set_server(server.c_str()); }
  void Drop(int peer) override { lf_js_net_drop(peer); }
  void Trust(int peer) override { lf_js_net_trust(peer); }
  void Close() override { lf_js_net_close(); }
  // net.js hands over at most about 1 MiB of message text per poll (what is
  // left comes with the next), so one poll's copies stay small.
  std::vector<play::LinkEvent> Poll() override {
    std::vector<play::LinkEvent> out;
    char* text = lf_js_net_poll();
    Result<Json> events = Json::Parse(text != nullptr ? std::string_view(text) : std::string_view("[]"));
    std::free(text);
    if (!events.ok() || !events->is_array()) return out;
    for (const Json& e : events->as_array()) {
      play::LinkEvent ev;
      const std::string& kind = e["e"].as_string();
      if (kind == "ready") ev.kind = play::LinkEvent::Kind::kReady;
      else if (kind == "open") ev.kind = play::LinkEvent::Kind::kOpen;
      else if (kind == "msg") ev.kind = play::LinkEvent::Kind::kMessage;
      else if (kind == "closed") ev.kind = play::LinkEvent::Kind::kClosed;
      else if (kind == "error") ev.kind = play::LinkEvent::Kind::kError;
      else continue;
      ev.peer = static_cast<int>(e["peer"].as_int(0));
      ev.data = kind == "error" ? e["text"].as_string() : e["data"].as_string();
      ev.fatal = e["fatal"].as_bool(false);
      ev.type = e["type"].as_string();
      ev.name = e["name"].as_string();
      ev.local_fingerprint = e["localFingerprint"].as_string();
      ev.remote_fingerprint = e["remoteFingerprint"].as_string();
      ev.arrived = e["arrived"].as_number(-1);
      out.push_back(std::move(ev));
    }
    return out;
  }
  std::string Qr(const std::string& text) override { return Take(lf_js_net_qr(text.c_str())); }
  std::string JoinLink(const std::string& room) override { return Take(lf_js_net_join_link(room.c_str())); }
};

}  // namespace

play::Transport* SdlPlatform::Link() {
  static std::unique_ptr<WebTransport> link;
  if (lf_js_net_available() == 0) return nullptr;  // a bare page without the shell
  if (!link) link = std::make_unique<WebTransport>();
  return link.get();
}

std::string SdlPlatform::TakePendingJoin() {
  if (lf_js_net_available() == 0) return "";
  return Take(lf_js_net_pending_join());
}

}  // namespace lf::platform
