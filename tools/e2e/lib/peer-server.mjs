// A PeerServer (npm `peer`, pinned in package.json) for the browser tests of
// play on several devices: on 127.0.0.1, a free port, path "/".
//
//   const server = await startPeerServer({ expireTimeout });
//   page URL + "?peer=127.0.0.1:" + server.port;  ...  await server.close();
//
// It runs in a worker thread: the `peer` package keeps timers running that
// nothing can stop (message expiry, dead-connection checks), which would keep
// the test process alive; terminating the worker ends them. expireTimeout
// (ms, default the package's 5000): how long a message to an id nobody holds
// waits before its sender hears "peer-unavailable".
//
// What a test can do to the server, as a flaky network or a stranger would:
//   await server.drop(id, { holdMs })  closes the server's connection of the
//       client registered as `id` (as a server restart or a network blink
//       does); for holdMs, that client's own attempts to register again wait
//       (others, such as a stranger taking the id meanwhile, do not)
//   await server.log()  [{id, what: "connection" | "disconnect", at (ms, Date.now())}]
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

if (!isMainThread && workerData && workerData.lostfoundPeerServer) {
  const { PeerServer } = await import("peer");
  const options = { host: "127.0.0.1", port: 0, path: "/" };
  if (workerData.expireTimeout) options.expire_timeout = workerData.expireTimeout;
  const clients = new Map();  // id -> the server's client
  const log = [];
  const held = new Map();     // token -> time until which its upgrades wait
  const app = PeerServer(options, (server) => {
    // Registrations are WebSocket upgrades ("/peerjs?key=...&id=...&token=..."):
    // a held token's wait until its hold ends, as on a server that is slow
    // to take that client back.
    const upgrade = server.listeners("upgrade");
    server.removeAllListeners("upgrade");
    server.on("upgrade", (req, socket, head) => {
      const token = new URL(req.url, "http://x").searchParams.get("token") || "";
      const wait = (held.get(token) || 0) - Date.now();
      const go = () => { for (const listener of upgrade) listener.call(server, req, socket, head); };
      if (wait > 0) setTimeout(go, wait);
      else go();
    });
    parentPort.postMessage({ port: server.address().port });
  });
  app.on("connection", (client) => {
    clients.set(client.getId(), client);
    log.push({ id: client.getId(), what: "connection", at: Date.now() });
  });
  app.on("disconnect", (client) => {
    if (clients.get(client.getId()) === client) clients.delete(client.getId());
    log.push({ id: client.getId(), what: "disconnect", at: Date.now() });
  });
  parentPort.on("message", ({ ask, call, id, holdMs }) => {
    if (call === "drop") {
      const client = clients.get(id);
      if (client && holdMs) held.set(client.getToken(), Date.now() + holdMs);
      client?.getSocket()?.close();
      parentPort.postMessage({ ask, answer: Boolean(client) });
    } else if (call === "log") {
      parentPort.postMessage({ ask, answer: log });
    }
  });
}

export function startPeerServer({ expireTimeout = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { lostfoundPeerServer: true, expireTimeout } });
    let asked = 0;
    const waiting = new Map();
    const call = (what, args = {}) => new Promise((answer) => {
      waiting.set(++asked, answer);
      worker.postMessage({ ask: asked, call: what, ...args });
    });
    worker.once("error", reject);
    worker.on("message", (message) => {
      if (message.port !== undefined) {
        worker.off("error", reject);
        resolve({
          port: message.port,
          drop: (id, { holdMs = 0 } = {}) => call("drop", { id, holdMs }),
          log: () => call("log"),
          close: () => worker.terminate().then(() => {}),
        });
      } else if (waiting.has(message.ask)) {
        waiting.get(message.ask)(message.answer);
        waiting.delete(message.ask);
      }
    });
  });
}
