// Lost & Found: the page's side of play on several devices (docs/multi-device.md).
//
// window.lostfound.net is what the wasm module calls (EM_JS): a host device
// registers "lostfound-<ROOM>" with a PeerServer and accepts guests; a guest
// device connects to it. The devices then talk over WebRTC data channels
// (PeerJS: npm `peerjs`, staged as lib/peerjs.min.js), in UTF-8 text, each
// message whole and in order. The module asks for what happened with poll().
//
//   start(role, room)  "host" or "guest"; closes any earlier link first. Loads
//                      PeerJS on first use (never at start-up), so progress
//                      comes as events.
//   send(peer, text)   the guest's host is peer 0; a host's guests are 1, 2, ...
//                      in the order their channels opened (never reused within
//                      a link). True if it went out.
//   drop(peer)         host: closes that guest's connection (after what was
//                      sent to it has gone out, at most 2 s); "closed" at once.
//   close()            closes everything (peer.destroy()); events not yet
//                      polled are dropped.
//   poll()             JSON array of the events since the last poll, oldest first:
//                        {"e":"ready"}                 host: id registered; guest: channel to the host open
//                        {"e":"open","peer":n}         host: guest n's channel opened
//                        {"e":"msg","peer":n,"data":"..."}
//                        {"e":"closed","peer":n}       a connection closed (guest: peer 0, the host is gone)
//                        {"e":"error","fatal":b,"text":"...","type":"..."}
//                      type is PeerJS's error type ("unavailable-id", "network",
//                      "server-error", "peer-unavailable", "webrtc", ...), or
//                      "timeout" (a guest's host did not answer) or "invalid-id"
//                      (a room code PeerJS cannot use). After a fatal error the
//                      link is closed; start() again to retry.
//   qr(text)           "N:" + N*N '0'/'1' (row-major QR modules, error correction
//                      M) of text's UTF-8; "" until lib/qrcode.js (npm
//                      `qrcode-generator`) is in, which the first call loads.
//   joinLink(room)     this page's address + "#join=ROOM" (with "?peer=..." when
//                      the page was given one: the guest needs the same server);
//                      ROOM is "CODE.secret" when the room has a secret
//   pendingJoin()      ROOM from the page's "#join=ROOM" ("" if none), then
//                      removes it from the address bar
//   server()           "cloud" or "host:port/path"
//   setServer(text)    the player's setting ("host:port[/path]", "" for none),
//                      for the next start()
//
// The PeerServer: the page's ?peer=host:port[/path] (tests, self-hosters;
// one not on this device and not the setting's or the build's is taken only
// if the player says yes),
// else the player's setting (Settings, "Server for several devices"), else
// the build's LF_PEER_SERVER (CMake), else the PeerJS cloud. Join links
// carry a ?peer= or a setting on to the guests. A named
// server is reached with TLS when the page is (https), or when named with
// wss:// or https://. On a loopback or LAN server the devices use no STUN
// server (they are on one network); through the cloud, PeerJS's own STUN and
// TURN servers.
//
// Limits (docs/multi-device.md, "Limits"): a message is at most
// MAX_MESSAGE_CHARS (the C++ side's kMaxMessageBytes, 1 MiB), counted while
// its pieces come in, before anything is put together; a piece longer than
// a piece can be, or a message beyond the limit, closes the connection that
// sent it. How many devices and how many messages a second the host takes
// is the room's (play/room.cpp), which drops a connection through drop().
//
// Messages longer than CHUNK_CHARS go out in pieces (a data channel's
// message limit differs between browsers: 64 KiB is safe everywhere, Chrome
// takes 256 KiB), each piece marked by a first character \u0001 (more
// follows) or \u0002 (the last); every other message goes out as it is. Both
// ends run this file, so the pieces are put together again before poll()
// reports the message.
"use strict";

(function () {
  const lf = (globalThis.lostfound = globalThis.lostfound || {});

  // Filled in by the build (src/platform/stage_site.cmake: the default
  // server, and the scripts' URLs with their hashes); as written here, for a
  // page served straight from shell/.
  const BUILD = { peerServer: "", peerjs: "lib/peerjs.min.js", qrcode: "lib/qrcode.js" };  // @NET_BUILD@

  const ID_PREFIX = "lostfound-";
  const CHUNK_CHARS = 16384;                 // at most 48 KiB of UTF-8 per piece
  const MAX_MESSAGE_CHARS = 1024 * 1024;  // as the C++ side's kMaxMessageBytes
  const GUEST_CONNECT_TIMEOUT_MS = 30000;
  const DROP_FLUSH_MS = 2000;
  const SCRIPT_RETRY_MS = 10000;

  // --- Events -----------------------------------------------------------------------

  let events = [];
  const push = (event) => { events.push(event); };

  // --- The server -------------------------------------------------------------------

  // True for a host name on this device or this network (no STUN needed).
  function isLocal(host) {
    const h = host.replace(/^\[|\]$/g, "").toLowerCase();
    if (h === "localhost" || h.endsWith(".local") || h.endsWith(".localhost") || h === "::1") return true;
    if (!h.includes(".") && !h.includes(":")) return true;  // a bare name: the LAN's DNS
    const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(h);
    if (v4) {
      const [a, b] = [Number(v4[1]), Number(v4[2])];
      return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) ||
             (a === 169 && b === 254);
    }
    return /^f[cd]|^fe80:/.test(h);  // IPv6 unique-local and link-local
  }

  // "host:port[/path]", optionally behind wss://, https://, ws:// or http://.
  // Null if it cannot be read.
  function parseServer(spec) {
    let text = String(spec).trim();
    let secure = location.protocol === "https:";
    const scheme = /^(wss|https|ws|http):\/\//i.exec(text);
    if (scheme) {
      secure = /^(wss|https)$/i.test(scheme[1]);
      text = text.slice(scheme[0].length);
    }
    const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?(\/[^?#]*)?$/.exec(text);
    if (!m) return null;
    const host = m[1];
    const port = m[2] ? Number(m[2]) : secure ? 443 : 80;
    const path = m[3] || "/";
    return { host, port, path, secure, local: isLocal(host), label: host + ":" + port + path };
  }

  // A server on this device: a link naming one cannot send anyone elsewhere.
  function isLoopback(host) {
    const h = host.replace(/^\[|\]$/g, "").toLowerCase();
    return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h);
  }

  // A page opened with ?peer= naming a server that is neither on this device,
  // nor the player's setting, nor the build's: a crafted join link could send
  // the player to a stranger's server. Asked once per server and page.
  const answered = new Map();
  function allowed(parsed) {
    if (isLoopback(parsed.host)) return true;
    const same = (text) => {
      const p = text ? parseServer(text) : null;
      return Boolean(p && p.label === parsed.label);
    };
    if (same(setting) || same(BUILD.peerServer)) return true;
    if (!answered.has(parsed.label)) {
      let yes = false;
      try {
        yes = window.confirm("This link connects through the server " + parsed.label +
                             ", not the one this game uses. Only say yes if the person who sent the link " +
                             "runs that server.");
      } catch (e) {
        yes = false;
      }
      answered.set(parsed.label, yes);
    }
    return answered.get(parsed.label);
  }

  // {server: parsed or null for the cloud, fromQuery: the ?peer= text (or the
  // setting's) that join links carry on, or ""}
  let chosen = null;
  let setting = "";
  function setServer(text) {
    const next = String(text === undefined || text === null ? "" : text).trim();
    if (next !== setting) chosen = null;
    setting = next;
  }
  function chosenServer() {
    if (chosen) return chosen;
    let query = "";
    try {
      query = new URLSearchParams(location.search).get("peer") || "";
    } catch (e) {
      query = "";
    }
    let fromQuery = query && parseServer(query);
    if (query && !fromQuery) console.warn("Lost & Found: ?peer=" + query + " is not host:port[/path]; ignored");
    if (fromQuery && !allowed(fromQuery)) {
      console.warn("Lost & Found: the player did not take the link's server " + fromQuery.label);
      fromQuery = null;
      query = "";
    }
    const fromSetting = !fromQuery && setting ? parseServer(setting) : null;
    if (!fromQuery && setting && !fromSetting) console.warn("Lost & Found: the server " + setting + " is not host:port[/path]; ignored");
    const fromBuild = !fromQuery && !fromSetting && BUILD.peerServer ? parseServer(BUILD.peerServer) : null;
    if (!fromQuery && !fromSetting && BUILD.peerServer && !fromBuild) {
      console.warn("Lost & Found: the build's LF_PEER_SERVER " + BUILD.peerServer + " is not host:port[/path]; using the PeerJS cloud");
    }
    chosen = { server: fromQuery || fromSetting || fromBuild || null,
               fromQuery: fromQuery ? query : fromSetting ? setting : "" };
    return chosen;
  }

  function peerOptions() {
    const options = { debug: 0 };
    const s = chosenServer().server;
    if (s) {
      Object.assign(options, { host: s.host, port: s.port, path: s.path, secure: s.secure });
      if (s.local) options.config = { iceServers: [] };
    }
    return options;
  }

  function serverName() {
    const s = chosenServer().server;
    return s ? s.label : "cloud";
  }

  // --- Scripts, loaded when first needed ----------------------------------------------

  const scripts = new Map();  // url -> {promise, failedAt}
  function loadScript(url, isThere) {
    if (isThere()) return Promise.resolve();
    const known = scripts.get(url);
    if (known && known.promise) return known.promise;
    const entry = { promise: null, failedAt: 0 };
    entry.promise = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => (isThere() ? resolve() : reject(new Error(url + " did not load as expected")));
      script.onerror = () => {
        script.remove();
        reject(new Error("could not download " + url));
      };
      document.head.appendChild(script);
    });
    entry.promise.catch(() => {
      entry.promise = null;  // the next call tries again
      entry.failedAt = Date.now();
    });
    scripts.set(url, entry);
    return entry.promise;
  }
  const recentlyFailed = (url) => {
    const e = scripts.get(url);
    return Boolean(e && !e.promise && Date.now() - e.failedAt < SCRIPT_RETRY_MS);
  };
  const havePeerJs = () => typeof globalThis.peerjs === "object" && typeof globalThis.peerjs.Peer === "function";
  const haveQrCode = () => typeof globalThis.qrcode === "function";

  // --- The link -------------------------------------------------------------------------

  // {role, room, peer, ready, host (guest: the DataConnection), guests (host:
  //  n -> DataConnection), nextGuest, timer, retry}; null when there is none.
  let link = null;
  const isCurrent = (l) => l !== null && l === link;

  const READABLE = {
    "unavailable-id": (l) => "Another device is already hosting a game with the code " + l.room + ".",
    "invalid-id": (l) => "\"" + l.room + "\" cannot be a room code (letters and digits only).",
    "peer-unavailable": (l) => "No device is hosting a game with the code " + l.room +
                                 ". Check the code, and that the host's device is still on its waiting screen.",
    "network": () => "Could not reach the server that links devices (" + serverName() +
                     "). Check the internet connection.",
    "server-error": () => "The server that links devices (" + serverName() + ") could not be reached.",
    "socket-error": () => "The connection to the server that links devices (" + serverName() + ") failed.",
    "socket-closed": () => "The server that links devices (" + serverName() + ") closed the connection.",
    "disconnected": () => "Lost the connection to the server that links devices (" + serverName() + ").",
    "ssl-unavailable": () => "The server that links devices needs a secure (https) page.",
    "invalid-key": () => "The server that links devices (" + serverName() + ") refused this game's key.",
    "browser-incompatible": () => "This browser cannot link devices (it has no WebRTC data channels).",
    "webrtc": () => "The devices could not connect to each other directly (the network may block it).",
    "negotiation-failed": () => "The devices could not connect to each other directly (the network may block it).",
    "timeout": () => "The host's device did not answer. Check that both devices are online, and try again.",
  };
  function readable(l, type, err) {
    const say = READABLE[type];
    if (say) return say(l);
    return "Linking the devices failed" + (err && err.message ? " (" + err.message + ")." : ".");
  }

  // The link cannot work: says why, and closes it.
  function fail(l, type, err, text) {
    if (!isCurrent(l)) return;
    push({ e: "error", fatal: true, text: text || readable(l, type, err), type });
    link = null;  // first: what destroying the peer sets off is not reported
    teardown(l);
  }

  function teardown(l) {
    clearTimeout(l.timer);
    clearTimeout(l.retry);
    l.timer = l.retry = 0;
    if (l.peer) {
      try {
        l.peer.destroy();
      } catch (e) {
        // already gone
      }
    }
  }

  function start(role, room) {
    close();
    room = String(room === undefined || room === null ? "" : room).trim().toUpperCase();
    const l = { role, room, peer: null, ready: false, host: null, guests: new Map(), nextGuest: 1, timer: 0,
                retry: 0, retryDelay: 1000 };
    link = l;
    if (role !== "host" && role !== "guest") {
      fail(l, "invalid-role", null, "start(): the role must be \"host\" or \"guest\", not \"" + role + "\".");
      return;
    }
    if (!/^[A-Z0-9]+(?:[_-][A-Z0-9]+)*$/.test(room)) {
      fail(l, "invalid-id", null);
      return;
    }
    loadScript(BUILD.peerjs, havePeerJs).then(() => {
      if (isCurrent(l)) openPeer(l);
    }, () => {
      fail(l, "network", null, "Could not download the code that links devices (" + BUILD.peerjs +
                              "). Check the internet connection.");
    });
  }

  function openPeer(l) {
    let peer;
    try {
      const Peer = globalThis.peerjs.Peer;
      peer = l.role === "host" ? new Peer(ID_PREFIX + l.room, peerOptions()) : new Peer(peerOptions());
    } catch (e) {
      fail(l, "browser-incompatible", e);
      return;
    }
    l.peer = peer;
    peer.on("open", () => {
      if (!isCurrent(l)) return;
      l.retryDelay = 1000;
      if (l.role === "host") {
        if (!l.ready) {
          l.ready = true;
          push({ e: "ready" });
        }
      } else if (!l.host) {
        connectToHost(l);
      }
    });
    peer.on("connection", (conn) => {
      if (isCurrent(l) && l.role === "host") acceptGuest(l, conn);
      else conn.close();
    });
    peer.on("error", (err) => onPeerError(l, err));
    peer.on("disconnected", () => {
      // From the server only: the data channels stay up. A host needs the
      // server to let more guests in, so it reconnects, waiting longer each time.
      if (!isCurrent(l) || l.role !== "host" || !l.ready || peer.destroyed) return;
      clearTimeout(l.retry);
      l.retry = setTimeout(() => {
        l.retry = 0;
        if (isCurrent(l) && peer.disconnected && !peer.destroyed) {
          try {
            peer.reconnect();
          } catch (e) {
            // destroyed meanwhile
          }
        }
      }, l.retryDelay);
      l.retryDelay = Math.min(30000, l.retryDelay * 2);
    });
  }

  const SERVER_ERRORS = new Set(["network", "server-error", "socket-error", "socket-closed", "disconnected"]);

  function onPeerError(l, err) {
    if (!isCurrent(l)) return;
    const type = (err && err.type) || "error";
    if (!l.ready || (l.role === "guest" && type === "peer-unavailable")) {
      fail(l, type, err);  // the link never came up
    } else if (l.role === "host") {
      // Up and running: the guests already in keep playing.
      let text = readable(l, type, err);
      if (SERVER_ERRORS.has(type) || type === "unavailable-id") text += " Players already in can go on; no one new can join until it is back.";
      push({ e: "error", fatal: false, text, type });
    } else if (!SERVER_ERRORS.has(type)) {
      // (A guest whose channel is open no longer needs the server.)
      push({ e: "error", fatal: false, text: readable(l, type, err), type });
    }
  }

  function connectToHost(l) {
    let conn;
    try {
      conn = l.peer.connect(ID_PREFIX + l.room, { reliable: true, serialization: "raw" });
    } catch (e) {
      conn = null;
    }
    if (!conn) {
      fail(l, "disconnected", null);
      return;
    }
    l.host = conn;
    l.timer = setTimeout(() => {
      if (isCurrent(l) && !l.ready) fail(l, "timeout", null);
    }, GUEST_CONNECT_TIMEOUT_MS);
    conn.on("open", () => {
      if (!isCurrent(l)) return;
      clearTimeout(l.timer);
      l.timer = 0;
      l.ready = true;
      push({ e: "ready" });
    });
    conn.on("data", (data) => {
      if (isCurrent(l) && l.ready) receive(conn, 0, data);
    });
    conn.on("error", (err) => {
      if (isCurrent(l) && !l.ready) fail(l, (err && err.type) || "webrtc", err);
    });
    conn.on("close", () => {
      if (!isCurrent(l)) return;
      if (!l.ready) {
        fail(l, "peer-unavailable", null);
        return;
      }
      push({ e: "closed", peer: 0 });
      link = null;
      teardown(l);
    });
  }

  function acceptGuest(l, conn) {
    if (conn.serialization !== "raw") {  // not this game's kind of connection
      conn.close();
      return;
    }
    conn.on("open", () => {
      if (!isCurrent(l)) {
        conn.close();
        return;
      }
      conn._lfPeer = l.nextGuest++;
      l.guests.set(conn._lfPeer, conn);
      push({ e: "open", peer: conn._lfPeer });
    });
    conn.on("data", (data) => {
      if (isCurrent(l) && conn._lfPeer && l.guests.get(conn._lfPeer) === conn) receive(conn, conn._lfPeer, data);
    });
    conn.on("error", () => {});  // a "close" follows
    conn.on("close", () => {
      const n = conn._lfPeer;
      if (isCurrent(l) && n && l.guests.get(n) === conn) {
        l.guests.delete(n);
        push({ e: "closed", peer: n });
      }
    });
  }

  // --- Messages -------------------------------------------------------------------------

  // A connection that broke the limits: closed, and reported closed.
  function refuse(conn, peer, why) {
    console.warn("Lost & Found: closed the connection of device " + peer + ": " + why);
    conn._lfParts = null;
    if (link && link.role === "host" && peer > 0) drop(peer);
    else if (link && link.role === "guest") {
      push({ e: "closed", peer: 0 });
      const l = link;
      link = null;
      teardown(l);
    }
  }

  function receive(conn, peer, data) {
    if (typeof data !== "string") return;  // this game sends text only
    if (data.length > CHUNK_CHARS + 1) {
      refuse(conn, peer, "a piece of " + data.length + " characters");
      return;
    }
    const mark = data.charCodeAt(0);
    if (mark === 1 || mark === 2) {
      const parts = conn._lfParts || (conn._lfParts = { pieces: [], chars: 0 });
      parts.chars += data.length - 1;
      if (parts.chars > MAX_MESSAGE_CHARS) {
        refuse(conn, peer, "a message of more than " + MAX_MESSAGE_CHARS + " characters");
        return;
      }
      parts.pieces.push(data.slice(1));
      if (mark === 1) return;
      conn._lfParts = null;
      data = parts.pieces.join("");
    }
    push({ e: "msg", peer, data });
  }

  function sendText(conn, text) {
    const first = text.charCodeAt(0);
    if (text.length <= CHUNK_CHARS && !(first <= 2)) {
      conn.send(text);
      return;
    }
    let at = 0;
    while (text.length - at > CHUNK_CHARS) {
      let end = at + CHUNK_CHARS;
      const c = text.charCodeAt(end - 1);
      if (c >= 0xd800 && c <= 0xdbff) end--;  // a surrogate pair stays in one piece
      conn.send("\u0001" + text.slice(at, end));
      at = end;
    }
    conn.send("\u0002" + text.slice(at));
  }

  function connectionOf(peer) {
    if (!link || !link.ready) return null;
    if (link.role === "guest") return Number(peer) === 0 ? link.host : null;
    return link.guests.get(Number(peer)) || null;
  }

  function send(peer, text) {
    const conn = connectionOf(peer);
    if (!conn || !conn.open) return false;
    try {
      sendText(conn, String(text));
      return true;
    } catch (e) {
      return false;
    }
  }

  // Closes a connection once what was sent on it has gone out (at most DROP_FLUSH_MS).
  function closeGently(conn) {
    const until = Date.now() + DROP_FLUSH_MS;
    const step = () => {
      const channel = conn.dataChannel;
      const pending = channel ? channel.bufferedAmount + (conn.bufferSize || 0) : 0;
      if (pending > 0 && Date.now() < until) setTimeout(step, 50);
      else conn.close();
    };
    step();
  }

  function drop(peer) {
    if (!link || link.role !== "host") return;
    const n = Number(peer);
    const conn = link.guests.get(n);
    if (!conn) return;
    link.guests.delete(n);
    push({ e: "closed", peer: n });
    closeGently(conn);
  }

  function close() {
    const l = link;
    link = null;
    events = [];
    if (l) teardown(l);
  }

  function poll() {
    if (!events.length) return "[]";
    const out = JSON.stringify(events);
    events = [];
    return out;
  }

  // --- QR codes -------------------------------------------------------------------------

  let lastQr = { text: null, value: "" };
  function qr(text) {
    text = String(text);
    if (lastQr.text === text) return lastQr.value;
    if (!haveQrCode()) {
      if (!recentlyFailed(BUILD.qrcode)) loadScript(BUILD.qrcode, haveQrCode).catch(() => {});
      return "";
    }
    let value = "";
    try {
      // Byte mode on the UTF-8 bytes (qrcode-generator's default takes each
      // character's low byte, so a string of bytes goes in unchanged).
      const bytes = new TextEncoder().encode(text);
      let binary = "";
      for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
      const code = globalThis.qrcode(0, "M");
      code.addData(binary, "Byte");
      code.make();
      const n = code.getModuleCount();
      const rows = new Array(n);
      for (let r = 0; r < n; r++) {
        let row = "";
        for (let c = 0; c < n; c++) row += code.isDark(r, c) ? "1" : "0";
        rows[r] = row;
      }
      value = n + ":" + rows.join("");
    } catch (e) {
      value = "";  // too long for a QR code
    }
    lastQr = { text, value };
    return value;
  }

  // --- The page's address ---------------------------------------------------------------

  // room: "CODE" or "CODE.secret" (the room's secret, 32 hex digits: it
  // stays in the address's fragment, which no server is sent).
  function joinLink(room) {
    const parts = String(room === undefined || room === null ? "" : room).trim().split(".");
    const code = parts[0].toUpperCase() + (parts[1] ? "." + parts[1].toLowerCase().replace(/[^0-9a-f]/g, "") : "");
    const query = chosenServer().fromQuery;
    return location.origin + location.pathname + (query ? "?peer=" + encodeURIComponent(query) : "") +
           "#join=" + encodeURIComponent(code);
  }

  function pendingJoin() {
    const m = /^#join=([^&]*)/.exec(location.hash || "");
    if (!m) return "";
    let code = m[1];
    try {
      code = decodeURIComponent(code);
    } catch (e) {
      // left as it is
    }
    const parts = code.split(".");
    code = parts[0].toUpperCase().replace(/[^A-Z0-9_-]/g, "");
    const secret = (parts[1] || "").toLowerCase().replace(/[^0-9a-f]/g, "");
    if (secret.length === 32) code += "." + secret;
    try {
      history.replaceState(history.state, "", location.pathname + location.search);
    } catch (e) {
      // (a sandboxed page) the code is still returned
    }
    return code;
  }

  lf.net = {
    start, send, drop, close, poll, qr, joinLink, pendingJoin, setServer,
    server: serverName,
  };
})();
