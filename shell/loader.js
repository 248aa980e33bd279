// Lost & Found page loader.
//
// 1. Says so in plain words if the browser has no WebGL 2, and stops.
// 2. Reads asset-list.json (written at build time: every file the game needs
//    before it starts, with its size) and downloads them all in parallel,
//    showing one progress bar over their total bytes.
// 3. Compiles the wasm as soon as its bytes are in, while the rest downloads,
//    and hands the compiled module to Emscripten (Module.instantiateWasm).
// 4. Hands the data files to the module, which writes them into its file
//    system before main() (src/platform/pre.js).
// 5. Hides the loading screen on the game's first frame and registers the
//    service worker that makes the next visit work offline.
//
// window.lostfound is the page's side of the contract with the wasm module
// (src/platform/web_bridge.cpp) and the browser tests:
//   firstFrameMs      performance.now() when the first real frame was drawn
//   items()           [{name, x, y, w, h}] named widgets, CSS px relative to the canvas
//   storage           {persistent, syncs, busy, lastError} (IndexedDB saves)
//   announce(text)    screen-reader announcement (aria-live)
//   showStartupError(text) / showFatalError(text)
"use strict";

(function () {
  const NO_WEBGL2 = "This browser can't show the game: WebGL 2 is turned off or not supported.";

  const $ = (id) => document.getElementById(id);
  const lf = (window.lostfound = window.lostfound || {});
  lf.firstFrameMs = undefined;
  lf.items = () => JSON.parse(lf._itemsJson || "[]");

  // --- Messages ---------------------------------------------------------------

  let liveTimer = 0;
  lf.announce = (text) => {
    // Clearing first makes screen readers repeat a line said twice in a row.
    const live = $("live");
    live.textContent = "";
    clearTimeout(liveTimer);
    liveTimer = setTimeout(() => { live.textContent = text; }, 50);
  };

  function showFatal(title, text) {
    $("loading").hidden = true;
    $("message-title").textContent = title;
    $("message-text").textContent = text;
    $("message").classList.add("error");
    $("message").hidden = false;
    $("message-retry").focus();
  }
  lf.showFatalError = (text) => showFatal("The game could not start", text);
  lf.showStartupError = (text) => {
    $("notice-text").textContent = text;
    $("notice").hidden = false;
  };
  $("notice-close").addEventListener("click", () => {
    $("notice").hidden = true;
    $("canvas").focus();
  });
  $("message-retry").addEventListener("click", () => location.reload());

  // --- Touch: the page itself never scrolls or zooms ---------------------------
  // (The canvas has touch-action: none; these catch iOS Safari, which ignores
  // user-scalable=no and still rubber-bands a fixed body on some versions.)
  const stop = (e) => { if (e.cancelable) e.preventDefault(); };
  document.addEventListener("touchmove", stop, { passive: false });
  document.addEventListener("gesturestart", stop, { passive: false });
  document.addEventListener("dblclick", stop, { passive: false });
  $("canvas").addEventListener("contextmenu", stop);

  // --- Checks before downloading anything -------------------------------------

  function hasWebGL2() {
    try {
      if (!window.WebGL2RenderingContext) return false;
      const gl = document.createElement("canvas").getContext("webgl2");
      if (!gl) return false;
      const lose = gl.getExtension("WEBGL_lose_context");
      if (lose) lose.loseContext();  // free it: browsers cap live contexts
      return true;
    } catch (e) {
      return false;
    }
  }

  // --- Downloads with one progress bar -----------------------------------------

  class LoadError extends Error {}

  const progress = { loaded: 0, total: 1 };
  function formatMb(bytes) { return (bytes / 1e6).toFixed(1); }
  let progressFrame = 0;
  function drawProgress() {
    progressFrame = 0;
    const pct = Math.min(100, Math.floor((100 * progress.loaded) / progress.total));
    $("progress-fill").style.width = pct + "%";
    $("progress").setAttribute("aria-valuenow", String(pct));
    $("progress-text").textContent =
      "Loading… " + formatMb(progress.loaded) + " of " + formatMb(progress.total) + " MB";
  }
  function addProgress(bytes) {
    progress.loaded += bytes;
    if (!progressFrame) progressFrame = requestAnimationFrame(drawProgress);
  }

  function networkProblem(path, detail) {
    return new LoadError(
      "Could not download " + path + " (" + detail + "). Check the internet connection and try again.");
  }

  // Reads a response body chunk by chunk so the bar moves while it arrives.
  async function download(file, query) {
    let response;
    try {
      response = await fetch(file.path + query);
    } catch (e) {
      throw networkProblem(file.path, "the connection failed");
    }
    if (!response.ok) {
      throw response.status === 404
        ? new LoadError("The file " + file.path + " is missing from the site, so the game cannot start.")
        : networkProblem(file.path, "the server answered " + response.status);
    }
    const chunks = [];
    let received = 0;
    try {
      if (response.body && response.body.getReader) {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.length;
          addProgress(value.length);
        }
      } else {
        const buffer = new Uint8Array(await response.arrayBuffer());
        chunks.push(buffer);
        received = buffer.length;
        addProgress(received);
      }
    } catch (e) {
      throw networkProblem(file.path, "the download was interrupted");
    }
    const bytes = new Uint8Array(received);
    let offset = 0;
    for (const c of chunks) { bytes.set(c, offset); offset += c.length; }
    return bytes;
  }

  function checkProgramFile(file, bytes) {
    if (bytes.length !== file.size) {
      throw new LoadError("The file " + file.path + " is damaged (" + bytes.length + " bytes instead of " +
                          file.size + "). Reloading the page usually fixes this.");
    }
  }

  function loadScript(text) {
    return new Promise((resolve, reject) => {
      const url = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
      const script = document.createElement("script");
      script.src = url;
      script.onload = () => { URL.revokeObjectURL(url); resolve(); };
      script.onerror = () => reject(new LoadError("The file lostfound.js is damaged and could not be run."));
      document.head.appendChild(script);
    });
  }

  function registerServiceWorker() {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.register("sw.js").catch((e) => {
      console.warn("Lost & Found: offline play is not available (" + e.message + ")");
    });
  }

  // --- Start ---------------------------------------------------------------------

  async function start() {
    if (!hasWebGL2()) {
      showFatal("Lost & Found", NO_WEBGL2);
      return;
    }

    let list;
    try {
      const response = await fetch("asset-list.json", { cache: "no-cache" });
      if (!response.ok) throw new Error(String(response.status));
      list = await response.json();
    } catch (e) {
      throw networkProblem("asset-list.json", "the list of game files could not be read");
    }
    progress.total = Math.max(1, list.total);
    drawProgress();
    // The build id in the query keeps the browser's HTTP cache from mixing
    // files of two builds; the service worker ignores it.
    const query = "?v=" + encodeURIComponent(list.build);

    const byPath = new Map(list.files.map((f) => [f.path, f]));
    const wasmFile = byPath.get("lostfound.wasm");
    const jsFile = byPath.get("lostfound.js");
    if (!wasmFile || !jsFile) throw new LoadError("asset-list.json does not name the game's program files.");

    const wasmModule = download(wasmFile, query).then((bytes) => {
      checkProgramFile(wasmFile, bytes);
      return WebAssembly.compile(bytes).catch(() => {
        throw new LoadError("The file lostfound.wasm is damaged and could not be compiled. " +
                            "Reloading the page usually fixes this.");
      });
    });
    const glue = download(jsFile, query).then((bytes) => {
      checkProgramFile(jsFile, bytes);
      return loadScript(new TextDecoder().decode(bytes));
    });
    const dataFiles = list.files.filter((f) => f.path.startsWith("assets/"));
    const data = Promise.all(dataFiles.map((f) => download(f, query).then((bytes) => {
      // The app validates its data (the dictionary carries a checksum) and
      // explains any problem on screen; the loader only notes it.
      if (bytes.length !== f.size) {
        console.warn("Lost & Found: " + f.path + " has " + bytes.length + " bytes, expected " + f.size);
      }
      return { path: f.path.slice("assets/".length), bytes };
    })));

    const [compiled, , assets] = await Promise.all([wasmModule, glue, data]);
    drawProgress();
    $("progress-text").textContent = "Starting…";

    window.addEventListener("lostfound:firstframe", () => {
      const loading = $("loading");
      loading.classList.add("fading");
      setTimeout(() => { loading.hidden = true; }, 300);
      $("canvas").focus();
      registerServiceWorker();
    }, { once: true });

    await window.createLostFound({
      canvas: $("canvas"),
      lostfoundAssets: assets,
      instantiateWasm(imports, receiveInstance) {
        WebAssembly.instantiate(compiled, imports)
          .then((instance) => receiveInstance(instance, compiled))
          .catch((e) => showFatal("The game could not start",
                                  "The game's program could not be started (" + e.message + ")."));
        return {};  // instantiation is asynchronous
      },
      print: (text) => console.log(text),
      printErr: (text) => console.warn(text),
      onAbort: (what) => showFatal("The game stopped",
                                   "Something went wrong inside the game (" + what +
                                   "). Reloading the page usually helps."),
    });
  }

  start().catch((e) => {
    if (e instanceof LoadError) showFatal("The game could not start", e.message);
    else showFatal("The game could not start", "Something unexpected went wrong while loading (" +
                   (e && e.message ? e.message : e) + "). Reloading the page usually helps.");
  });
})();
