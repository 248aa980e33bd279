// Lost & Found: the page's side of play on several devices (docs/multi-device.md,
// "The link").
//
// window.lostfound.net is what the wasm module calls (EM_JS,
// src/platform/web_net.cpp): a host device registers "lostfound-<NAME>" with
// a PeerServer for each of its names and accepts guests; a guest device
// connects to one name. The devices then talk over WebRTC data channels
// (PeerJS: npm `peerjs`, staged as lib/peerjs.min.js), in UTF-8 text, each
// message whole and in order. The module asks for what happened with poll().
//
//   start(role, names) "host" or "guest"; closes any earlier link first (as
//                      close() does). A host: an array of names (a room's code,
//                      and the name only its link's holders can compute), or
//                      one name as a string; a guest: the one name it connects
//                      to. Names match ^[A-Z0-9]+([_-][A-Z0-9]+)*$ (case does
//                      not matter). Loads PeerJS on first use (never at
//                      start-up), so progress comes as events.
//   send(peer, text)   the guest's host is peer 0; a host's guests are 1, 2, ...
//                      in the order their channels opened (never reused within
//                      a link). True if it went out.
//   trust(peer)        host: the connection passed the handshake; it keeps its
//                      slot and the time limit on unproven ones is lifted.
//   drop(peer)         host: closes that guest's connection once what was sent
//                      to it has gone out; "closed" at once.
//   close()            closes everything, each connection once what was sent on
//                      it has gone out (the names are given up at once); events
//                      not yet polled are dropped.
//   poll()             JSON array of the events since the last poll, oldest first
//                      (at most about POLL_CHARS of message text at a time; the
//                      rest comes with the next poll):
//                        {"e":"ready","name":N}        host: name N registered
//                        {"e":"ready","localFingerprint":F,"remoteFingerprint":G}
//                                                      guest: channel to the host open
//                        {"e":"open","peer":n,"name":N,"localFingerprint":F,"remoteFingerprint":G}
//                                                      host: guest n's channel opened (to name N)
//                        {"e":"msg","peer":n,"data":"...","arrived":s}
//                        {"e":"closed","peer":n}       a connection closed (guest: peer 0, the host is gone)
//                        {"e":"error","fatal":b,"text":"...","type":"...","name":N}
//                      F and G: the DTLS certificate fingerprints of that very
//                      RTCPeerConnection, this device's own (its local
//                      description) and the other's (the remote one), as
//                      "sha-256 AB:CD:...". s: performance.now()/1000 when the
//                      message arrived (rate limits count arrivals, so a
//                      backlog read late is not a flood). type is PeerJS's
//                      error type ("unavailable-id", "network", "server-error",
//                      "peer-unavailable", "webrtc", ...), or "timeout" (a
//                      guest's host did not answer) or "invalid-id" (a name
//                      PeerJS cannot use); name: a host's name it is about.
//                      After a fatal error the link is closed; start() again
//                      to retry. A host whose other names are up hears a
//                      name's failure as not fatal, and tries that name again.
//   qr(text)           "N:" + N*N '0'/'1' (row-major QR modules, error correction
//                      M) of text's UTF-8; "" until lib/qrcode.js (npm
//                      `qrcode-generator`) is in, which the first call loads.
//   joinLink(room)     this page's address + "#join=ROOM" (with "?peer=..." when
//                      the page was given one: the guest needs the same server);
//                      ROOM is "CODE" or "CODE.<what the room's link carries>"
//   pendingJoin()      ROOM from the page's "#join=ROOM" ("" if none), then
//                      removes it from the address bar
//   server()           "cloud" or "host:port/path"
//   setServer(text)    the player's setting ("host:port[/path]", "" for none),
//                      for the next start()
//   stats()            what the link holds now (the tests read it): queued
//                      characters, events, connections, unproven ones, names
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
// Limits, where the bytes arrive (docs/multi-device.md, "Limits"; all counts
// in characters, UTF-16 code units): a host takes at most MAX_GUEST_MESSAGE
// characters in a guest's message, and from each connection at most
// MSG_BURST messages at once then MSG_PER_S a second, and BYTE_BURST
// characters at once then BYTE_PER_S a second; keep-alives ("P...", at most
// MAX_KEEPALIVE characters) are not counted as messages but are limited on
// their own (beyond PING_PER_S a second they are dropped, which is no
// offence), and at most one of each connection waits to be polled. Messages
// waiting to be polled: at most QUEUE_PER_CONNECTION characters per
// connection and QUEUE_TOTAL in all, each message counting EVENT_CHARS more
// than its text. At most MAX_UNPROVEN connections not yet trusted at
// once, MAX_CONNECTIONS in all; one not trusted UNPROVEN_MS after it opened
// is closed. A guest takes messages of up to MAX_MESSAGE_CHARS from its host
// and keeps at most QUEUE_TOTAL waiting. An offender is closed where it
// offends, with a console warning (and "closed" if it had opened); the rooms
// hear a close. A host started with one name as a string (a caller that does
// not prove its connections) sets no time limit and no count of unproven
// connections until it first calls trust().
//
// Messages longer than CHUNK_CHARS go out in pieces (a data channel's
// message limit differs between browsers: 64 KiB is safe everywhere, Chrome
// takes 256 KiB), each piece marked by a first character \u0001 (more
// follows) or \u0002 (the last); every other message goes out as it is. Both
// ends run this file, so the pieces are put together again before poll()
// reports the message. Data that arrives before its channel's "open" is kept
// and delivered, in order, right after it. A connection closes by closing
// its data channel once PeerJS's own queue is empty: the channel sends what
// is queued before its close, so the other end reads everything, then its
// "closed"; the RTCPeerConnection is released on the channel's close event,
// or after CLOSE_LIMIT_MS.
//
// Sections: constants · events · the server · scripts · the link (host names,
// the guest) · connections (limits, trust) · receiving · sending · closing ·
// QR codes · the page's address
"use strict";

(function () {
  const lf = (globalThis.lostfound = globalThis.lostfound || {});

  // Filled in by the build (src/platform/stage_site.cmake: the default
  // server, and the scripts' URLs with their hashes); as written here, for a
  // page served straight from shell/.
  const BUILD = { peerServer: "", peerjs: "lib/peerjs.min.js", qrcode: "lib/qrcode.js" };  // @NET_BUILD@

  // --- Constants ------------------------------------------------------------------------

  const ID_PREFIX = "lostfound-";
  const NAME = /^[A-Z0-9]+(?:[_-][A-Z0-9]+)*$/;
  const CHUNK_CHARS = 16384;              // at most 48 KiB of UTF-8 per piece
  const MAX_MESSAGE_CHARS = 1024 * 1024;  // host -> guest, as the C++ side's kMaxMessageBytes
  const MAX_GUEST_MESSAGE = 16 * 1024;    // guest -> host: a move is a few hundred bytes
  const MAX_KEEPALIVE = 80;               // "P<counter>.<tag>"
  const MSG_BURST = 40, MSG_PER_S = 10;
  const BYTE_BURST = 64 * 1024, BYTE_PER_S = 16 * 1024;
  const PING_BURST = 8, PING_PER_S = 4;
  const QUEUE_PER_CONNECTION = 2 * 1024 * 1024;
  const QUEUE_TOTAL = 8 * 1024 * 1024;
  const POLL_CHARS = MAX_MESSAGE_CHARS;   // message text handed over per poll()
  const EVENT_CHARS = 64;                 // what a waiting message costs beyond its text
  const MAX_UNPROVEN = 8, MAX_CONNECTIONS = 32;
  const UNPROVEN_MS = 10000;              // from its open to trust()
  const OPEN_LIMIT_MS = 15000;            // from a guest's offer to its channel's open
  const DESCRIBED_LIMIT_MS = 3000;        // from a channel's open to its fingerprints in view
  const GUEST_CONNECT_TIMEOUT_MS = 30000;
  const CLOSE_LIMIT_MS = 5000;            // a gentle close, at most
  const REGISTER_DELAYS_MS = [0, 1000, 2000, 4000, 5000];  // a host's name lost by the server
  const TAKEN_RETRY_MS = 10000;           // a host's name another device holds
  const SCRIPT_RETRY_MS = 10000;

  // --- Events -----------------------------------------------------------------------------

  // Oldest first. A message event also holds the connection it came from
  // (`from`, not reported), so what waits can be counted per connection; one
  // taken back (a keep-alive superseded, an offender's) is marked `dropped`.
  let events = [];
  let queuedChars = 0;  // what waits: see cost()
  // What a waiting message costs the queue's limits: its text, and an event's
  // own weight, so that a stream of tiny messages is bounded too.
  const cost = (event) => event.data.length + EVENT_CHARS;
  const push = (event) => { events.push(event); };
  const unreported = (key, value) => (key === "from" ? undefined : value);

  function poll() {
    if (!events.length) return "[]";
    let chars = 0, n = 0;
    for (; n < events.length; n++) {
      const event = events[n];
      if (event.e !== "msg" || event.dropped) continue;
      if (chars > 0 && chars + event.data.length > POLL_CHARS) break;
      chars += event.data.length;
    }
    const batch = events.slice(0, n).filter((event) => !event.dropped);
    events = events.slice(n);
    for (const event of batch) {
      if (event.e !== "msg") continue;
      const c = event.from;
      c.queued -= cost(event);
      queuedChars -= cost(event);
      if (c.keepAlive === event) c.keepAlive = null;
    }
    return JSON.stringify(batch, unreported);
  }

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

  // --- The link ---------------------------------------------------------------------------

  // {role, names, limited (host: counts unproven connections and times them),
  //  hosts (host: name -> {name, peer, state, everUp, retry, tries, reported}),
  //  peer and record (guest: its Peer and its connection to the host), ready
  //  (guest: that connection is open), records (host: every connection, open
  //  or not), guests (host: n -> record), nextGuest, everUp (host: a name was
  //  up), timer, closing (gentle closes under way) and closed (called when
  //  the last one ends)}; null when there is none.
  let link = null;
  const isCurrent = (l) => l !== null && l === link;

  const READABLE = {
    "unavailable-id": (l, name) => (name === l.names[0]
                                      ? "Another device is already hosting a game with the code " + name + "."
                                      : "Another device has taken this room's name " + name + " on the server."),
    "invalid-id": (l, name) => "\"" + name + "\" cannot be a room code (letters and digits only).",
    "peer-unavailable": (l, name) => "No device is hosting a game with the code " + name +
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
  function readable(l, type, err, name) {
    const say = READABLE[type];
    if (say) return say(l, name === undefined ? l.names[0] : name);
    return "Linking the devices failed" + (err && err.message ? " (" + err.message + ")." : ".");
  }
  const SERVER_ERRORS = new Set(["network", "server-error", "socket-error", "socket-closed", "disconnected"]);

  // The link cannot work: says why, and closes it.
  function fail(l, type, err, text, name) {
    if (!isCurrent(l)) return;
    const event = { e: "error", fatal: true, text: text || readable(l, type, err, name), type };
    if (name !== undefined) event.name = name;
    push(event);
    link = null;  // first: what closing sets off is not reported
    release(l);
  }

  function start(role, names) {
    close();
    const list = (Array.isArray(names) ? names : [names])
                   .map((n) => String(n === undefined || n === null ? "" : n).trim().toUpperCase());
    const l = { role, names: [...new Set(list)], limited: role === "host" && Array.isArray(names), hosts: new Map(),
                peer: null, record: null, records: new Set(), guests: new Map(), nextGuest: 1, everUp: false,
                ready: false, timer: 0, closing: 0, closed: null };
    if (!l.names.length) l.names.push("");
    if (role === "guest") l.names.length = 1;
    link = l;
    if (role !== "host" && role !== "guest") {
      fail(l, "invalid-role", null, "start(): the role must be \"host\" or \"guest\", not \"" + role + "\".");
      return;
    }
    const bad = l.names.find((n) => !NAME.test(n));
    if (bad !== undefined) {
      fail(l, "invalid-id", null, null, bad);
      return;
    }
    loadScript(BUILD.peerjs, havePeerJs).then(() => {
      if (!isCurrent(l)) return;
      if (role === "guest") openGuest(l);
      else for (const name of l.names) register(l, name);
    }, () => {
      fail(l, "network", null, "Could not download the code that links devices (" + BUILD.peerjs +
                              "). Check the internet connection.");
    });
  }

  function newPeer(l, id) {
    try {
      const Peer = globalThis.peerjs.Peer;
      return id ? new Peer(id, peerOptions()) : new Peer(peerOptions());
    } catch (e) {
      fail(l, "browser-incompatible", e);
      return null;
    }
  }

  // --- A host's names -----------------------------------------------------------------------

  // Each name is a Peer of its own, registered with the server; its guests'
  // connections belong to it. state: "pending" (registering), "up", "down"
  // (the server lost it: registering again at once, then after 1, 2, 4, 5 s),
  // "taken" (another device holds it: reported, tried again every 10 s),
  // "failed" (never up and not retried yet).
  function register(l, name) {
    const h = l.hosts.get(name) || { name, peer: null, state: "pending", everUp: false, retry: 0, tries: 0,
                                     reported: "" };
    l.hosts.set(name, h);
    const peer = newPeer(l, ID_PREFIX + name);
    if (!peer) return;
    h.peer = peer;
    h.state = "pending";
    peer.on("open", () => {
      if (!isCurrent(l) || h.peer !== peer) return;
      h.state = "up";
      h.everUp = l.everUp = true;
      h.tries = 0;
      h.reported = "";
      push({ e: "ready", name });
    });
    peer.on("connection", (conn) => {
      if (isCurrent(l) && h.peer === peer) acceptGuest(l, h, conn);
      else conn.close();
    });
    peer.on("error", (err) => {
      if (isCurrent(l) && h.peer === peer) onNameError(l, h, (err && err.type) || "error", err);
    });
    peer.on("disconnected", () => {
      // From the server only: the data channels stay up. A host needs the
      // server to let more guests in, and while its name is free anyone
      // with the code can take it: register again at once.
      if (!isCurrent(l) || h.peer !== peer || peer.destroyed) return;
      if (h.state !== "taken") h.state = "down";
      retryName(l, h);
    });
  }

  const upOrTrying = (l, except) =>
    [...l.hosts.values()].some((h) => h !== except && (h.state === "up" || h.state === "pending"));

  function onNameError(l, h, type, err) {
    if (type === "webrtc" || type === "negotiation-failed" || type === "peer-unavailable") {
      // One guest's connection that did not come about: it is timed out with
      // the others; the host's link is fine.
      console.warn("Lost & Found: a guest's connection failed (" + type + "): " + (err && err.message));
      return;
    }
    if (type === "unavailable-id") h.state = "taken";
    else if (h.state === "pending") h.state = h.everUp ? "down" : "failed";
    if (!l.everUp && !upOrTrying(l, h)) {
      fail(l, type, err, null, h.name);  // no name came up, none is left trying
      return;
    }
    if (h.reported !== type) {
      // Up and running under another name, or with guests in: they play on.
      h.reported = type;
      let text = readable(l, type, err, h.name);
      if (l.everUp && (SERVER_ERRORS.has(type) || type === "unavailable-id")) {
        text += " Players already in can go on; no one new can join" + (upOrTrying(l, h) ? " by that name" : "") +
                " until it is back.";
      }
      push({ e: "error", fatal: false, text, type, name: h.name });
    }
    if (h.peer.destroyed) retryName(l, h);  // (PeerJS gives up a Peer that never registered)
  }

  function retryName(l, h) {
    clearTimeout(h.retry);
    const delay = h.state === "taken" ? TAKEN_RETRY_MS
                                      : REGISTER_DELAYS_MS[Math.min(h.tries, REGISTER_DELAYS_MS.length - 1)];
    h.tries++;
    h.retry = setTimeout(() => {
      h.retry = 0;
      if (!isCurrent(l)) return;
      const peer = h.peer;
      if (peer && !peer.destroyed && peer.disconnected) {
        h.state = "pending";
        try {
          peer.reconnect();  // the same Peer: its guests' connections stay
        } catch (e) {
          register(l, h.name);
        }
      } else if (!peer || peer.destroyed) {
        register(l, h.name);
      }
    }, delay);
  }

  // --- The guest ----------------------------------------------------------------------------

  function openGuest(l) {
    const peer = newPeer(l, "");
    if (!peer) return;
    l.peer = peer;
    peer.on("open", () => {
      if (isCurrent(l) && !l.record) connectToHost(l);
    });
    peer.on("error", (err) => {
      if (!isCurrent(l)) return;
      const type = (err && err.type) || "error";
      if (!l.ready || type === "peer-unavailable") fail(l, type, err);  // the link never came up
      else if (!SERVER_ERRORS.has(type)) push({ e: "error", fatal: false, text: readable(l, type, err), type });
      // (A guest whose channel is open no longer needs the server.)
    });
  }

  function connectToHost(l) {
    let conn;
    try {
      conn = l.peer.connect(ID_PREFIX + l.names[0], { reliable: true, serialization: "raw" });
    } catch (e) {
      conn = null;
    }
    if (!conn) {
      fail(l, "disconnected", null);
      return;
    }
    const c = newRecord(l, conn, "");
    c.peer = 0;
    l.record = c;
    l.timer = setTimeout(() => {
      if (isCurrent(l) && !l.ready) fail(l, "timeout", null);
    }, GUEST_CONNECT_TIMEOUT_MS);
    conn.on("open", () => {
      if (c.opening) flush(c);  // (see acceptGuest: an open may come twice)
      if (!isCurrent(l) || c.gone || c.opening) return;
      c.opening = true;
      described(conn, (prints) => {
        if (!isCurrent(l) || c.gone) return;
        clearTimeout(l.timer);
        l.timer = 0;
        l.ready = true;
        opened(c, { e: "ready", ...prints });
      });
    });
    conn.on("data", (data) => receive(c, data));
    conn.on("error", (err) => {
      if (isCurrent(l) && !l.ready) fail(l, (err && err.type) || "webrtc", err);
    });
    conn.on("close", () => {
      if (!isCurrent(l) || c.gone) return;
      if (!l.ready) {
        fail(l, "peer-unavailable", null);
        return;
      }
      c.gone = true;
      push({ e: "closed", peer: 0 });
      link = null;
      release(l);
    });
  }

  // --- Connections: limits and trust ---------------------------------------------------------

  // What the link keeps of one connection: {link, conn, name (a host's name it
  // came to), peer (a host's guest: its number once open, -1 before; a
  // guest's host: 0), opening (its channel said open), open (and the link
  // has reported it), early (its messages that came before that),
  // queued (its message text waiting to be polled), keepAlive (its keep-alive
  // waiting), parts (a message coming in pieces), outbox and flushing (what
  // it sends that waits for its channel: see transmit), msgs, bytes, pings
  // (a host's token buckets), trusted, since, timer, gone}.
  function newRecord(l, conn, name) {
    const now = performance.now();
    return { link: l, conn, name, peer: -1, opening: false, open: false, early: [], queued: 0, keepAlive: null,
             parts: null, outbox: [], flushing: 0,
             msgs: { tokens: MSG_BURST, at: now }, bytes: { tokens: BYTE_BURST, at: now },
             pings: { tokens: PING_BURST, at: now }, trusted: false, since: now, timer: 0, gone: false };
  }

  // A token bucket, refilled for the time since it was last used.
  function spend(bucket, burst, perSecond, amount, now) {
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (bucket.tokens < amount) return false;
    bucket.tokens -= amount;
    return true;
  }

  const unproven = (l) => [...l.records].filter((c) => !c.trusted).length;

  function acceptGuest(l, h, conn) {
    if (conn.serialization !== "raw") {  // not this game's kind of connection
      conn.close();
      return;
    }
    if (l.records.size >= MAX_CONNECTIONS || (l.limited && unproven(l) >= MAX_UNPROVEN)) {
      console.warn("Lost & Found: turned a device away: " + (l.records.size >= MAX_CONNECTIONS
                     ? MAX_CONNECTIONS + " connections are open" : MAX_UNPROVEN + " connections are not proven yet"));
      conn.close();
      return;
    }
    const c = newRecord(l, conn, h.name);
    l.records.add(c);
    c.timer = setTimeout(() => refuse(c, "its channel did not open within " + OPEN_LIMIT_MS / 1000 + " s"),
                         OPEN_LIMIT_MS);
    conn.on("open", () => {
      // Chromium now and then fires a channel's open event twice (the
      // answering side's, about once in a few hundred connections under
      // load); PeerJS passes both on. Counted twice, the second took a new
      // guest number for the same channel, and the next guest's number then
      // led to the first guest (net.test.mjs's intermittent "guest B: no
      // event"). One connection opens once.
      if (c.opening) {
        flush(c);
        return;
      }
      c.opening = true;
      described(conn, (prints) => {
        if (!isCurrent(l) || c.gone) {
          conn.close();
          return;
        }
        clearTimeout(c.timer);
        c.timer = 0;
        c.peer = l.nextGuest++;
        c.since = performance.now();
        l.guests.set(c.peer, c);
        if (l.limited) timeUnproven(c);
        opened(c, { e: "open", peer: c.peer, name: h.name, ...prints });
      });
    });
    conn.on("data", (data) => receive(c, data));
    conn.on("error", () => {
      // One that never opened closes without a "close" (PeerJS); for an open
      // one a "close" follows.
      if (!c.open && !c.gone) {
        forget(c, true);
        conn.close();
      }
    });
    conn.on("close", () => {
      if (c.gone || !isCurrent(l)) return;
      forget(c, !c.open);  // what it sent before its close is still read, if it had opened
      if (c.open) push({ e: "closed", peer: c.peer });
    });
  }

  // The channel is open: the event, then what came before it, in order.
  function opened(c, event) {
    c.open = true;
    push(event);
    for (const early of c.early) {
      early.peer = c.peer;
      if (!early.dropped) events.push(early);
    }
    c.early = [];
  }

  function timeUnproven(c) {
    clearTimeout(c.timer);
    c.timer = setTimeout(() => {
      if (!c.trusted) refuse(c, "it did not prove itself within " + UNPROVEN_MS / 1000 + " s");
    }, Math.max(0, c.since + UNPROVEN_MS - performance.now()));
  }

  function trust(peer) {
    const l = link;
    if (!l || l.role !== "host") return;
    const c = l.guests.get(Number(peer));
    if (!c || c.gone) return;
    if (!l.limited) {
      // A caller that proves its connections: from now on the others are
      // counted and timed.
      l.limited = true;
      for (const other of l.records) if (other.open && other !== c) timeUnproven(other);
    }
    c.trusted = true;
    clearTimeout(c.timer);
    c.timer = 0;
  }

  // The link lets go of a connection (closing it is the caller's): its
  // messages not yet polled stay, unless `takeBack` (an offender's, or one
  // that never opened).
  function forget(c, takeBack) {
    const l = c.link;
    c.gone = true;
    clearTimeout(c.timer);
    c.timer = 0;
    l.records.delete(c);
    if (c.peer > 0 && l.guests.get(c.peer) === c) l.guests.delete(c.peer);
    if (!takeBack || !isCurrent(l)) return;
    for (const event of c.early) drop1(event);
    c.early = [];
    for (const event of events) if (event.from === c) drop1(event);
    c.keepAlive = null;
  }

  function drop1(event) {
    if (event.dropped) return;
    event.dropped = true;
    event.from.queued -= cost(event);
    queuedChars -= cost(event);
    event.data = "";
  }

  // A connection that broke the limits: closed at once, its waiting
  // messages dropped, and reported closed if it had opened.
  function refuse(c, why) {
    const l = c.link;
    if (c.gone || !isCurrent(l)) return;
    console.warn("Lost & Found: closed the connection " +
                 (l.role === "guest" ? "to the host" : "of device " + (c.open ? c.peer : "(not open yet)")) + ": " + why);
    forget(c, true);
    try {
      c.conn.close();
    } catch (e) {
      // already gone
    }
    if (l.role === "guest") {
      push({ e: "closed", peer: 0 });
      link = null;
      release(l);
    } else if (c.open) {
      push({ e: "closed", peer: c.peer });
    }
  }

  // "sha-256 AB:CD:..." of a description's first a=fingerprint line (its
  // first sha-256 one, if it has several); "" if none.
  function fingerprintOf(description) {
    const sdp = description && description.sdp;
    if (typeof sdp !== "string") return "";
    const lines = sdp.split(/\r?\n/).filter((line) => line.startsWith("a=fingerprint:"));
    const line = lines.find((s) => /^a=fingerprint:sha-256\s/i.test(s)) || lines[0];
    const m = line && /^a=fingerprint:(\S+)\s+([0-9A-Fa-f:]+)\s*$/.exec(line);
    return m ? m[1].toLowerCase() + " " + m[2].toUpperCase() : "";
  }

  function fingerprints(conn) {
    const pc = conn.peerConnection;
    if (!pc) return { localFingerprint: "", remoteFingerprint: "" };
    return { localFingerprint: fingerprintOf(pc.currentLocalDescription || pc.localDescription),
             remoteFingerprint: fingerprintOf(pc.currentRemoteDescription || pc.remoteDescription) };
  }

  // Calls then(fingerprints) once both are there. A channel can open before
  // the page sees the description that made it: the network applies an
  // answer before the task that resolves setRemoteDescription() shows it
  // (a guest's remote one was "" at its open, now and then, under load).
  // What the channel brings meanwhile waits with it (`early`).
  function described(conn, then) {
    const until = performance.now() + DESCRIBED_LIMIT_MS;
    const pc = conn.peerConnection;
    let done = false;
    const check = () => {
      if (done) return;
      const prints = fingerprints(conn);
      if ((prints.localFingerprint && prints.remoteFingerprint) || !conn.peerConnection ||
          performance.now() >= until) {
        done = true;
        if (pc) pc.removeEventListener("signalingstatechange", check);
        then(prints);
      } else {
        setTimeout(check, 20);
      }
    };
    if (pc) pc.addEventListener("signalingstatechange", check);
    check();
  }

  // --- Receiving ------------------------------------------------------------------------------

  function receive(c, data) {
    const l = c.link;
    if (c.gone || !isCurrent(l)) return;
    const now = performance.now();
    const host = l.role === "host";
    if (typeof data !== "string") {
      refuse(c, "binary data (this game sends text only)");
      return;
    }
    if (data.length > CHUNK_CHARS + 1) {
      refuse(c, "a piece of " + data.length + " characters");
      return;
    }
    if (host && !spend(c.bytes, BYTE_BURST, BYTE_PER_S, data.length, now)) {
      refuse(c, "more than " + BYTE_BURST + " characters at once, or " + BYTE_PER_S + " a second");
      return;
    }
    const most = host ? MAX_GUEST_MESSAGE : MAX_MESSAGE_CHARS;
    const mark = data.charCodeAt(0);
    if (mark === 1 || mark === 2) {
      const parts = c.parts || (c.parts = { pieces: [], chars: 0 });
      parts.chars += data.length - 1;
      if (parts.chars > most) {
        refuse(c, "a message of more than " + most + " characters");
        return;
      }
      parts.pieces.push(data.slice(1));
      if (mark === 1) return;
      c.parts = null;
      data = parts.pieces.join("");
    } else if (data.length > most) {
      refuse(c, "a message of " + data.length + " characters");
      return;
    }
    if (data.charCodeAt(0) === 0x50 && (host || data.length <= MAX_KEEPALIVE)) {  // "P": a keep-alive
      if (data.length > MAX_KEEPALIVE) {
        refuse(c, "a keep-alive of " + data.length + " characters");
        return;
      }
      if (host && !spend(c.pings, PING_BURST, PING_PER_S, 1, now)) return;  // too many: dropped, no offence
      if (c.keepAlive) drop1(c.keepAlive);  // one waits at most: the latest
      c.keepAlive = queue(c, data, now);
      return;
    }
    if (host && !spend(c.msgs, MSG_BURST, MSG_PER_S, 1, now)) {
      refuse(c, "more than " + MSG_BURST + " messages at once, or " + MSG_PER_S + " a second");
      return;
    }
    queue(c, data, now);
  }

  // Puts a message in line for poll() (or, before its channel's open, with
  // the connection), if there is room for it; null if there is not.
  function queue(c, data, now) {
    const event = { e: "msg", peer: c.peer, data, arrived: now / 1000, from: c };
    if (!roomFor(c, cost(event))) return null;
    c.queued += cost(event);
    queuedChars += cost(event);
    if (c.open) events.push(event);
    else c.early.push(event);
    return event;
  }

  // Room for `size` more characters from `c`: beyond its own limit it is
  // closed; beyond the limit in all, the connection with the most waiting is.
  function roomFor(c, size) {
    const l = c.link;
    const own = l.role === "host" ? QUEUE_PER_CONNECTION : QUEUE_TOTAL;
    if (c.queued + size > own) {
      refuse(c, "more than " + own + " characters of its messages waiting to be read");
      return false;
    }
    while (queuedChars + size > QUEUE_TOTAL) {
      let most = c;
      for (const other of l.records) if (other.queued > most.queued) most = other;
      refuse(most, "the most of the " + QUEUE_TOTAL + " characters of messages waiting to be read");
      if (most === c || c.gone) return false;
    }
    return true;
  }

  // --- Sending --------------------------------------------------------------------------------

  // Hands one piece to PeerJS, or keeps it (`outbox`, in order) while the
  // channel is not open: Chromium now and then shows a channel as
  // "connecting" again just after its open event (the same hiccup that fires
  // open twice), and a send then throws, which makes PeerJS close the
  // connection (net_close.test.mjs lost a guest so, once in a few thousand
  // connections under load). What waits goes out when the channel says open
  // again, or when a timer finds it open.
  function transmit(c, piece) {
    const channel = c.conn.dataChannel;
    if (c.outbox.length || !channel || channel.readyState !== "open") {
      c.outbox.push(piece);
      if (!c.flushing) c.flushing = setTimeout(() => flush(c), 20);
      return;
    }
    c.conn.send(piece);
  }

  function flush(c) {
    clearTimeout(c.flushing);
    c.flushing = 0;
    const channel = c.conn.dataChannel;
    if (!channel || channel.readyState === "closing" || channel.readyState === "closed") {
      c.outbox = [];  // the connection is going: its "closed" follows
      return;
    }
    while (c.outbox.length && channel.readyState === "open") c.conn.send(c.outbox.shift());
    if (c.outbox.length) c.flushing = setTimeout(() => flush(c), 20);
  }

  function sendText(c, text) {
    const first = text.charCodeAt(0);
    if (text.length <= CHUNK_CHARS && !(first <= 2)) {
      transmit(c, text);
      return;
    }
    let at = 0;
    while (text.length - at > CHUNK_CHARS) {
      let end = at + CHUNK_CHARS;
      const code = text.charCodeAt(end - 1);
      if (code >= 0xd800 && code <= 0xdbff) end--;  // a surrogate pair stays in one piece
      transmit(c, "\u0001" + text.slice(at, end));
      at = end;
    }
    transmit(c, "\u0002" + text.slice(at));
  }

  function connectionOf(peer) {
    const l = link;
    if (!l) return null;
    if (l.role === "guest") return Number(peer) === 0 && l.ready && l.record && !l.record.gone ? l.record : null;
    return l.guests.get(Number(peer)) || null;
  }

  function send(peer, text) {
    const c = connectionOf(peer);
    if (!c || !c.conn.open) return false;
    try {
      sendText(c, String(text));
      return true;
    } catch (e) {
      return false;
    }
  }

  // --- Closing --------------------------------------------------------------------------------

  // Closes a connection once what was sent on it has gone out. RTCPeerConnection.close()
  // (PeerJS's DataConnection.close()) aborts what is still in flight; an
  // RTCDataChannel's close() sends what it has queued first, and the other
  // end reads all of it before its own close event. So: wait until our
  // outbox (see transmit) and PeerJS's queue (its bufferSize, messages it
  // holds back while the channel has 8 MiB buffered) are empty, close the
  // channel, and release the connection on the channel's close event, or
  // after CLOSE_LIMIT_MS.
  function closeGently(l, c) {
    const conn = c.conn;
    l.closing++;
    let finished = false, wait = 0;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(limit);
      clearTimeout(wait);
      try {
        conn.close();
      } catch (e) {
        // already gone
      }
      if (--l.closing === 0 && l.closed) l.closed();
    };
    const limit = setTimeout(finish, CLOSE_LIMIT_MS);
    const step = () => {
      const channel = conn.dataChannel;
      if (!channel || channel.readyState === "closing" || channel.readyState === "closed") {
        finish();
      } else if (channel.readyState !== "open" || (conn.bufferSize || 0) > 0 || c.outbox.length) {
        wait = setTimeout(step, 20);
      } else {
        channel.addEventListener("close", finish);
        channel.close();
      }
    };
    step();
  }

  function drop(peer) {
    const l = link;
    if (!l || l.role !== "host") return;
    const c = l.guests.get(Number(peer));
    if (!c) return;
    forget(c, false);
    push({ e: "closed", peer: c.peer });
    closeGently(l, c);
  }

  // Lets go of a link that is no longer current: its names at once (another
  // start() may register them again), each open connection gently, and its
  // Peers once those have closed.
  function release(l) {
    clearTimeout(l.timer);
    l.timer = 0;
    const peers = [];
    for (const h of l.hosts.values()) {
      clearTimeout(h.retry);
      h.retry = 0;
      if (h.peer) peers.push(h.peer);
    }
    if (l.peer) peers.push(l.peer);
    for (const peer of peers) {
      try {
        peer.disconnect();
      } catch (e) {
        // already gone
      }
    }
    const records = l.role === "guest" ? (l.record ? [l.record] : []) : [...l.records];
    for (const c of records) {
      if (c.gone) continue;
      forget(c, false);
      if (c.open) closeGently(l, c);
      else c.conn.close();
    }
    let destroyed = false;
    const destroy = () => {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(limit);
      for (const peer of peers) {
        try {
          peer.destroy();
        } catch (e) {
          // already gone
        }
      }
    };
    const limit = setTimeout(destroy, CLOSE_LIMIT_MS + 1000);
    if (l.closing === 0) destroy();
    else l.closed = destroy;
  }

  function close() {
    const l = link;
    link = null;
    events = [];
    queuedChars = 0;
    if (l) release(l);
  }

  function stats() {
    const l = link;
    const records = !l ? [] : l.role === "guest" ? (l.record && !l.record.gone ? [l.record] : []) : [...l.records];
    return { queued: queuedChars, events: events.length, connections: records.length,
             unproven: l && l.role === "host" ? unproven(l) : 0, closing: l ? l.closing : 0,
             names: l ? Object.fromEntries([...l.hosts.values()].map((h) => [h.name, h.state])) : {} };
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

  // --- The page's address -------------------------------------------------------------------

  // room: "CODE", or "CODE.<what the room's link carries>" (docs/multi-device.md,
  // "Secrets": it stays in the address's fragment, which no server is sent).
  // What follows the code's dot is passed on as it is, when it is at most
  // 128 characters of [A-Za-z0-9_.-]; anything else is left out.
  const AFTER_CODE = /^[A-Za-z0-9_.-]{1,128}$/;
  function roomOf(text) {
    const dot = text.indexOf(".");
    const code = (dot < 0 ? text : text.slice(0, dot)).toUpperCase().replace(/[^A-Z0-9_-]/g, "");
    const rest = dot < 0 ? "" : text.slice(dot + 1);
    return AFTER_CODE.test(rest) ? code + "." + rest : code;
  }

  function joinLink(room) {
    const code = roomOf(String(room === undefined || room === null ? "" : room).trim());
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
    code = roomOf(code);
    try {
      history.replaceState(history.state, "", location.pathname + location.search);
    } catch (e) {
      // (a sandboxed page) the code is still returned
    }
    return code;
  }

  lf.net = {
    start, send, trust, drop, close, poll, qr, joinLink, pendingJoin, setServer, stats,
    server: serverName,
  };
})();
