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
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

if (!isMainThread && workerData && workerData.lostfoundPeerServer) {
  const { PeerServer } = await import("peer");
  const options = { host: "127.0.0.1", port: 0, path: "/" };
  if (workerData.expireTimeout) options.expire_timeout = workerData.expireTimeout;
  PeerServer(options, (server) => parentPort.postMessage({ port: server.address().port }));
}

export function startPeerServer({ expireTimeout = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { lostfoundPeerServer: true, expireTimeout } });
    worker.once("error", reject);
    worker.once("message", ({ port }) => {
      worker.off("error", reject);
      resolve({ port, close: () => worker.terminate().then(() => {}) });
    });
  });
}
