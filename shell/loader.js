// Lost & Found page loader.
//
// 1. Says so in plain words if the browser has no WebGL 2, and stops (before
//    downloading anything if the API is missing; as soon as the context
//    cannot be made if it is turned off).
// 2. Reads the file list (written at build time into index.html and
//    asset-list.json: every file with its size and hash, and whether the
//    first frame needs it) and downloads what the first frame needs (the
//    program and the fonts) in parallel, with one progress bar over their
//    total bytes.
// 3. Makes the WebGL context while the files download, and starts compiling
//    the game's shaders in it. Compiles the wasm while it downloads
//    (streaming compilation) and hands the compiled module to Emscripten
//    (Module.instantiateWasm).
// 4. Opens the player's saved-files database (IndexedDB) meanwhile, and
//    hands it and the fonts to the module, which writes the fonts into its
//    file system before main() and syncs the saved files in while main()
//    starts (src/platform/pre.js).
// 5. Hides the loading screen on the game's first frame, then fetches the
//    rest (the word list, card art, rules pages, credits: LaterFiles), and
//    once they are in registers the service worker that makes the next visit
//    work offline.
//
// window.lostfound is the page's side of the contract with the wasm module
// (src/platform/web_bridge.cpp) and the browser tests:
//   firstFrameMs      performance.now() when the first real frame was drawn
//   items()           [{name, x, y, w, h}] named widgets, CSS px relative to the canvas
//   storage           {persistent, syncs, busy, lastError} (IndexedDB saves)
//   laterFiles        the files fetched after the first frame (LaterFiles)
//   announce(text)    screen-reader announcement (aria-live)
//   showStartupError(text) / showFatalError(text)
"use strict";

(function () {
  const NO_WEBGL2 = "This browser can't show the game: WebGL 2 is turned off or not supported.";

  const $ = (id) => document.getElementById(id);
  const lf = (window.lostfound = window.lostfound || {});
  lf.firstFrameMs = undefined;
  // "Try again" after the program stopped reloads the page; the program
  // then reopens the table that was open, from its last good save
  // (docs/architecture.md, "A crash that loses nothing").
  try {
    lf.afterCrash = sessionStorage.getItem("lostfound:crashed") === "1";
    sessionStorage.removeItem("lostfound:crashed");
  } catch (e) {
    lf.afterCrash = false;
  }
  // The program's last lines on stderr: a failed check says there what
  // failed and why (core/check.h), which the crash message shows.
  const lastErrors = [];
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
    addLateHeadTags();
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

  // --- Touch: over the canvas, a finger is the game's ---------------------------
  // (The canvas has touch-action: none; these catch iOS Safari, which still
  // rubber-bands a fixed body and zooms on a pinch or a double tap on some
  // versions.) Elsewhere (the mirror's panel, the messages) the page may be
  // zoomed like any page.
  const stop = (e) => { if (e.cancelable) e.preventDefault(); };
  const overCanvas = (e) => { if (e.target === $("canvas")) stop(e); };
  document.addEventListener("touchmove", overCanvas, { passive: false });
  document.addEventListener("gesturestart", overCanvas, { passive: false });
  document.addEventListener("dblclick", overCanvas, { passive: false });
  $("canvas").addEventListener("contextmenu", stop);

  // --- Checks before downloading anything -------------------------------------

  // The game's own WebGL 2 context, created on the real canvas with the
  // attributes Emscripten's EGL asks for (SDL: no alpha, depth, stencil or
  // MSAA). Creating it here is the real test that WebGL 2 works, and costs
  // nothing extra: Emscripten's getContext() later returns this context
  // instead of making a second one (which takes half a second under a
  // software renderer). It is made while the downloads stream in.
  function createGameContext() {
    const canvas = $("canvas");
    // The backing store gets the size SDL will give it (CSS size x
    // devicePixelRatio, truncated, as SDL_emscriptenvideo.c computes it)
    // before the context exists. Every later size change reallocates the
    // drawing buffer, which took 100-300 ms under SwiftShader inside SDL's
    // window creation; pre.js lets SDL's same-size requests through as no-ops.
    const rect = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const width = Math.trunc(rect.width * dpr), height = Math.trunc(rect.height * dpr);
    if (width > 0 && height > 0) {
      canvas.width = width;
      canvas.height = height;
    }
    let gl = null;
    try {
      gl = canvas.getContext("webgl2", { alpha: false, depth: false, stencil: false, antialias: false });
    } catch (e) {
      return null;
    }
    if (gl) prebuildShaders(gl);
    return gl;
  }

  // Starts compiling the game's shader program (the text the build wrote
  // into the page from src/platform/shaders/) as soon as the context exists:
  // the GPU compiles while the game downloads and starts, instead of during
  // its first frame. The renderer takes the program over, with these
  // sources, and checks the link at its first frame
  // (src/platform/imgui_renderer.cpp, lf_adopt_page_program).
  //
  // The browser answers the first question about a program (its link
  // status, which WebGL's useProgram asks too) only once the GPU process has
  // finished everything queued before it, and keeps the answer. Asked at the
  // first frame, that wait (~25 ms under SwiftShader, behind the font
  // texture's upload) held the frame back; asked in the next task, while the
  // page waits for the downloads, it costs a few milliseconds of an idle
  // main thread.
  function prebuildShaders(gl) {
    let sources = null;
    try {
      sources = JSON.parse($("shaders").textContent);
    } catch (e) {
      return;  // not filled in (a page served straight from shell/): the game compiles them itself
    }
    const compile = (type, source) => {
      const shader = gl.createShader(type);
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      return shader;
    };
    const vertex = compile(gl.VERTEX_SHADER, sources.vertex);
    const fragment = compile(gl.FRAGMENT_SHADER, sources.fragment);
    const program = gl.createProgram();
    gl.attachShader(program, vertex);
    gl.attachShader(program, fragment);
    gl.linkProgram(program);
    lf.prebuiltShaders = { vertex, fragment, program, vertexSource: sources.vertex, fragmentSource: sources.fragment };
    setTimeout(() => gl.getProgramParameter(program, gl.LINK_STATUS), 0);
  }

  // --- Downloads with one progress bar -----------------------------------------

  class LoadError extends Error {}
  const downloads = new AbortController();

  // The bar moves in steps a few times a second, not on every animation
  // frame (and style.css gives it no width transition, which would animate
  // at 60 fps). Each change of the page is a frame for the compositor, and
  // under a software renderer (SwiftShader) presenting one costs the GPU
  // process 10-100 ms, which the game's own WebGL calls (the context, its
  // extensions, the shaders) then wait behind: redrawn per animation frame,
  // the bar made the first frame hundreds of ms later.
  //
  // A load that is over within PROGRESS_DELAY_MS of navigation (a fast
  // connection, or the offline cache) leaves the bar alone: the loading
  // screen stays as first painted, and the compositor has nothing to redraw
  // while the game starts. A bar that jumps from empty to full in a blink
  // tells the player nothing anyway.
  const PROGRESS_INTERVAL_MS = 250;
  const PROGRESS_DELAY_MS = 500;
  const progress = { loaded: 0, total: 1, shown: false };
  function formatMb(bytes) { return (bytes / 1e6).toFixed(1); }
  let progressTimer = 0;
  function scheduleProgress() {
    if (progressTimer) return;
    const wait = Math.max(progress.shown ? PROGRESS_INTERVAL_MS : 0, PROGRESS_DELAY_MS - performance.now());
    progressTimer = setTimeout(drawProgress, wait);
  }
  function drawProgress() {
    clearTimeout(progressTimer);
    progressTimer = 0;
    progress.shown = true;
    const pct = Math.min(100, Math.floor((100 * progress.loaded) / progress.total));
    $("progress-fill").style.width = pct + "%";
    $("progress").setAttribute("aria-valuenow", String(pct));
    $("progress-text").textContent =
      "Loading… " + formatMb(progress.loaded) + " of " + formatMb(progress.total) + " MB";
  }
  function addProgress(bytes) {
    progress.loaded += bytes;
    scheduleProgress();
  }

  function networkProblem(path, detail) {
    return new LoadError(
      "Could not download " + path + " (" + detail + "). Check the internet connection and try again.");
  }

  // A file's URL: its path and the first 16 hex digits of its SHA-256
  // (asset-list.json). The URL names one content, so the browser's HTTP cache
  // can serve it to the service worker, which then downloads nothing again,
  // and never serves one build's file to another.
  const urlOf = (file) => file.path + "?v=" + file.hash;

  // Fetches a file. Resolves, once the server has answered, to the response
  // (for the browser's own consumers: the wasm compiler, arrayBuffer()) and
  // `finished`, which resolves to the byte count at the end and rejects with
  // a LoadError if the download broke off. The progress bar counts the bytes
  // of a clone of the body, so the response itself goes to its consumer
  // inside the browser: the page's main thread does not pass each chunk on
  // (that cost it ~80 ms of start-up under a software renderer).
  // `again`: past every cache (the service worker's and the browser's), for
  // a copy that arrived damaged.
  async function open(file, again) {
    let response;
    try {
      response = await fetch(urlOf(file), { signal: downloads.signal, cache: again ? "reload" : "default" });
    } catch (e) {
      throw networkProblem(file.path, "the connection failed");
    }
    if (!response.ok) {
      throw response.status === 404
        ? new LoadError("The file " + file.path + " is missing from the site, so the game cannot start.")
        : networkProblem(file.path, "the server answered " + response.status);
    }
    const counter = response.clone().body.getReader();
    const finished = (async () => {
      let received = 0;
      for (;;) {
        let chunk;
        try {
          chunk = await counter.read();
        } catch (e) {
          throw networkProblem(file.path, "the download was interrupted");
        }
        if (chunk.done) return received;
        received += chunk.value.length;
        addProgress(chunk.value.length);
      }
    })();
    finished.catch(() => {});  // observed by whoever awaits it; never "unhandled"
    return { response, finished };
  }

  // The first 16 hex digits of the SHA-256 of `bytes`, or null where the
  // browser cannot say (WebCrypto exists only on https and localhost; the
  // app's own checks, such as the word list's checksum, still apply).
  async function hashOf(bytes) {
    if (!window.crypto || !crypto.subtle) return null;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
  }
  async function intact(file, bytes) {
    if (bytes.length !== file.size) return false;
    const hash = await hashOf(bytes);
    return hash === null || hash === file.hash;
  }

  // A whole file before the game starts (a font), checked against its hash;
  // a damaged copy (from a cache) is fetched once more past every cache.
  // Null if that one is damaged too: the app then does without the file.
  async function download(file) {
    for (const again of [false, true]) {
      const { response, finished } = await open(file, again);
      let buffer;
      try {
        buffer = await response.arrayBuffer();
      } catch (e) {
        await finished;  // throws the LoadError that explains it
        throw networkProblem(file.path, "the download was interrupted");
      }
      await finished;
      const bytes = new Uint8Array(buffer);
      if (await intact(file, bytes)) return bytes;
      console.warn("Lost & Found: " + file.path + " arrived damaged" + (again ? " twice" : ", fetching it again"));
    }
    return null;
  }

  // Compiles the wasm while it downloads (streaming compilation needs the
  // wasm MIME type, which GitHub Pages and tools/serve.sh send; from any other
  // host the whole file is compiled once it is in). A copy that does not
  // compile, or has the wrong size, is fetched once more past every cache.
  async function downloadAndCompileWasm(file, again) {
    const { response, finished } = await open(file, again);
    const type = (response.headers.get("Content-Type") || "").split(";")[0].trim();
    let compiled;
    try {
      compiled = await (WebAssembly.compileStreaming && type === "application/wasm"
        ? WebAssembly.compileStreaming(response)
        : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes)));
    } catch (e) {
      await finished;  // a broken download explains it better than the compiler
      if (!again) return downloadAndCompileWasm(file, true);
      throw damagedWasm();
    }
    const size = await finished;
    if (size !== file.size && !again) return downloadAndCompileWasm(file, true);
    checkProgramFile(file, { length: size });
    return compiled;
  }

  function damagedWasm() {
    return new LoadError("The file lostfound.wasm is damaged and could not be compiled. " +
                         "Reloading the page usually fixes this.");
  }

  function checkProgramFile(file, bytes) {
    if (bytes.length !== file.size) {
      throw new LoadError("The file " + file.path + " is damaged (" + bytes.length + " bytes instead of " +
                          file.size + "). Reloading the page usually fixes this.");
    }
  }

  // The Emscripten glue goes in as a plain script so the browser parses it
  // off the main thread as it arrives; the bar counts its bytes at the end.
  // It is small and comes first. The big files are fetch() calls, never
  // <link rel=preload> or <script src>: those keep the document "loading"
  // until they arrive, and a loading document gets a new compositor frame on
  // every animation frame; under a software renderer each one costs the GPU
  // process tens of ms, which the game's WebGL calls then wait behind.
  function loadGlue(file) {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = urlOf(file);
      script.async = true;
      script.onload = () => {
        addProgress(file.size);
        if (typeof window.createLostFound === "function") resolve();
        else reject(new LoadError("The file " + file.path + " is damaged and could not be run. " +
                                  "Reloading the page usually fixes this."));
      };
      script.onerror = () => reject(new LoadError(
        "Could not download " + file.path + ". Check the internet connection and try again."));
      document.head.appendChild(script);
    });
  }

  // Opens the player's saved-files database while the game downloads, so
  // the module does not wait for it at start-up. Same name, version and
  // schema as Emscripten 3.1.6's IDBFS for the mount point /user (pre.js
  // checks them and falls back to IDBFS's own open if they ever differ).
  // Returns {db: a promise of the database or null, isNew: a promise of true
  // if this open creates it}: a new database is empty, so the game can start
  // without waiting for the open to commit (on a first visit most of its
  // time, ~90 ms under headless Chromium).
  function openUserDb() {
    let created;
    const isNew = new Promise((resolve) => { created = resolve; });
    const db = new Promise((resolve) => {
      let request;
      try {
        request = indexedDB.open("/user", 21);
      } catch (e) {
        created(false);
        resolve(null);  // storage blocked: pre.js reports it
        return;
      }
      request.onupgradeneeded = (event) => {
        const db = request.result;
        const store = db.objectStoreNames.contains("FILE_DATA")
          ? request.transaction.objectStore("FILE_DATA")
          : db.createObjectStore("FILE_DATA");
        if (!store.indexNames.contains("timestamp")) store.createIndex("timestamp", "timestamp", { unique: false });
        created(event.oldVersion === 0);
      };
      // (Once created(true) has been called, created(false) changes nothing.)
      request.onsuccess = () => { created(false); resolve(request.result); };
      request.onerror = (e) => { e.preventDefault(); created(false); resolve(null); };
      request.onblocked = () => { created(false); resolve(null); };
    });
    return { db, isNew };
  }

  // The head's icon, manifest and theme-colour tags (see index.html), once.
  function addLateHeadTags() {
    const late = $("head-late");
    if (!late) return;
    late.remove();
    if (late.content) document.head.appendChild(late.content);
  }

  // --- Files after the first frame ------------------------------------------------
  // The word list, card art, rules pages, credits and licence texts: nothing
  // the menu needs, so none of it is on the path to the first frame. They are
  // fetched right after it, LATER_AT_ONCE at a time in the list's order (what
  // most games need first), each checked against its hash; a damaged copy (a
  // cache can keep one) is fetched once more past every cache. Each arrives
  // in the module's file system (pre.js: deliver). The app asks for their
  // state, to show a progress bar on a screen the player reached first, and
  // can put a file first in the queue (hurry) or ask for it again past every
  // cache (fetchAgain: Retry, "Download again", or a copy the app found
  // damaged itself). See src/platform/web_bridge.cpp.
  const LATER_AT_ONCE = 2;
  const gzipCopy = (file) => (file.gz && typeof DecompressionStream === "function" ? file.gz : null);
  class LaterFiles {
    constructor(files) {
      this.entries = new Map();  // app path ("dict/broad.lfd") -> entry
      this.queue = [];
      this.running = 0;
      this.started = false;
      this.deliver = null;       // (path, bytes) => void, set by the module (pre.js)
      this.onSettled = null;     // called once every file has arrived or failed
      for (const file of files) {
        // The program's second part (kind "code") goes by ":program"
        // (kRestOfProgram in src/ui/platform.h); assets by their path under assets/.
        const path = file.kind === "code" ? ":program" : file.path.replace(/^assets\//, "");
        const entry = { file, path, state: "pending", loaded: 0,
                        total: (gzipCopy(file) || file).size, reason: "", again: false, bytes: null };
        this.entries.set(entry.path, entry);
        this.queue.push(entry);
      }
    }
    // {state: "pending" | "ready" | "failed" | "damaged", loaded, total,
    // reason (why it failed)}, or null for a file this build does not have.
    state(path) {
      const e = this.entries.get(path);
      return e ? { state: e.state, loaded: e.loaded, total: e.total, reason: e.reason } : null;
    }
    hurry(path) {
      const i = this.queue.findIndex((e) => e.path === path);
      if (i > 0) this.queue.unshift(...this.queue.splice(i, 1));
    }
    fetchAgain(path) {
      const e = this.entries.get(path);
      if (!e || (e.state === "pending" && !this.queue.includes(e) && this.started)) return;  // under way
      if (!this.queue.includes(e)) this.queue.unshift(e);
      Object.assign(e, { state: "pending", loaded: 0, reason: "", again: true });
      this.pump();
    }
    start() {
      this.started = true;
      this.pump();
    }
    pump() {
      if (!this.started) return;
      while (this.running < LATER_AT_ONCE && this.queue.length) {
        const e = this.queue.shift();
        this.running++;
        this.fetchOne(e).finally(() => {
          this.running--;
          this.pump();
          if (!this.running && !this.queue.length && this.onSettled) {
            const settled = this.onSettled;
            this.onSettled = null;
            settled();
          }
        });
      }
    }
    async fetchOne(e) {
      try {
        for (const again of e.again ? [true] : [false, true]) {
          const bytes = await this.read(e, again);
          if (bytes && (await intact(e.file, bytes))) {
            e.bytes = bytes;
            this.handOver(e);
            return;
          }
          console.warn("Lost & Found: " + e.file.path + " arrived damaged" +
                       (again ? (e.again ? " again" : " twice") : ", fetching it again"));
        }
        Object.assign(e, { state: "damaged", reason: "" });
      } catch (error) {
        Object.assign(e, { state: "failed", reason: error.message || String(error) });
      } finally {
        e.again = false;
      }
    }
    // The body, counted here for the bar on a waiting screen. A file with a
    // gzip copy (one the host would send uncompressed: the word list; see
    // stage_site.cmake) comes as that copy, unpacked by the browser. Null
    // when the copy does not unpack (damaged).
    async read(e, again) {
      const gz = gzipCopy(e.file);
      let response;
      try {
        response = await fetch(gz ? e.file.path + ".gz?v=" + gz.hash : urlOf(e.file),
                               { cache: again ? "reload" : "default" });
      } catch (error) {
        throw new Error("the connection failed");
      }
      if (!response.ok) throw new Error(response.status === 404 ? "it is missing from the site"
                                                                 : "the server answered " + response.status);
      e.loaded = 0;
      e.total = gz ? gz.size : e.file.size;
      let body = response.body.pipeThrough(new TransformStream({
        transform: (chunk, out) => {
          e.loaded += chunk.length;
          out.enqueue(chunk);
        },
      }));
      if (gz) body = body.pipeThrough(new DecompressionStream("gzip"));
      try {
        return new Uint8Array(await new Response(body).arrayBuffer());
      } catch (error) {
        if (gz && e.loaded === gz.size) return null;  // all there, and it does not unpack
        throw new Error("the download was interrupted");
      }
    }
    handOver(e) {
      if (!this.deliver || !e.bytes) return;
      const bytes = e.bytes;
      Promise.resolve(this.deliver(e.path, bytes, e.file.kind)).then(() => {
        e.bytes = null;
        e.state = "ready";
      }, (error) => {
        e.bytes = null;
        Object.assign(e, { state: "failed", reason: "it could not be started (" + (error.message || error) + ")" });
      });
    }
    // The program's second part, now: a placeholder of the first part was
    // called before it arrived (src/platform/pre.js). The bytes if they are
    // in, else downloaded on the spot, blocking (a synchronous request can
    // only return text, hence the charset trick).
    codeNow() {
      const e = [...this.entries.values()].find((x) => x.file.kind === "code");
      if (!e) throw new Error("this build has no second part");
      if (e.bytes) return e.bytes;
      const request = new XMLHttpRequest();
      request.open("GET", urlOf(e.file), false);
      request.overrideMimeType("text/plain; charset=x-user-defined");
      request.send();
      if (request.status !== 200) throw new Error("the server answered " + request.status);
      const text = request.responseText;
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
      return bytes;
    }
    // The module is running: files that came in before it go in now.
    attach(deliver) {
      this.deliver = deliver;
      for (const e of this.entries.values()) this.handOver(e);
    }
  }

  // Registered once every file is in (or failed), so that installing the
  // worker finds them all in the HTTP cache and downloads nothing again.
  function registerServiceWorker() {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.register("sw.js").catch((e) => {
      console.warn("Lost & Found: offline play is not available (" + e.message + ")");
    });
  }

  // --- Start ---------------------------------------------------------------------

  async function start() {
    // No WebGL 2 API at all: say so before downloading anything.
    if (!window.WebGL2RenderingContext) {
      showFatal("Lost & Found", NO_WEBGL2);
      return;
    }

    // The build inlines the list into index.html (no extra round trip);
    // asset-list.json is the same list for anything else that wants it.
    let list = null;
    try {
      list = JSON.parse($("asset-list").textContent);
    } catch (e) {
      // not filled in (a page served straight from shell/): fetch it
    }
    if (!list) {
      try {
        const response = await fetch("asset-list.json", { cache: "no-cache" });
        if (!response.ok) throw new Error(String(response.status));
        list = await response.json();
      } catch (e) {
        throw networkProblem("asset-list.json", "the list of game files could not be read");
      }
    }
    progress.total = Math.max(1, list.total);
    scheduleProgress();

    const byPath = new Map(list.files.map((f) => [f.path, f]));
    const wasmFile = byPath.get("lostfound.wasm");
    const jsFile = byPath.get("lostfound.js");
    if (!wasmFile || !jsFile) throw new LoadError("asset-list.json does not name the game's program files.");
    const isData = (f) => f !== wasmFile && f !== jsFile;
    const later = new LaterFiles(list.files.filter((f) => isData(f) && f.when === "later"));
    lf.laterFiles = later;  // for the browser tests

    performance.mark("lostfound:list");
    const glue = loadGlue(jsFile).then(() => performance.mark("lostfound:js-loaded"));
    const wasmModule = downloadAndCompileWasm(wasmFile, false).then((m) => {
      performance.mark("lostfound:wasm-compiled");
      return m;
    });
    // The files the first frame needs (the fonts). The app checks its data
    // itself and explains any problem on screen; a file missing here is one
    // it does without.
    const data = Promise.all(list.files.filter((f) => isData(f) && f.when !== "later").map((f) =>
      download(f).then((bytes) => bytes && { path: f.path.replace(/^assets\//, ""), bytes }))
    ).then((files) => files.filter(Boolean));

    data.then(() => performance.mark("lostfound:data-loaded"), () => {});
    const userDb = typeof indexedDB !== "undefined" ? openUserDb() : null;

    // The downloads are under way; make the context while they stream in.
    if (!createGameContext()) {
      downloads.abort();
      for (const p of [wasmModule, glue, data]) p.catch(() => {});
      showFatal("Lost & Found", NO_WEBGL2);
      return;
    }
    performance.mark("lostfound:context");

    // The saved-files database is not awaited here: the module starts while it
    // opens, and its first frame waits for the player's files
    // (src/platform/pre.js).
    const [compiled, , assets] = await Promise.all([wasmModule, glue, data]);
    performance.mark("lostfound:start-module");
    // Every byte is in: a full bar and "Starting…", now if the bar is already
    // showing, else only if the game has not drawn by PROGRESS_DELAY_MS.
    const starting = () => {
      drawProgress();
      $("progress-text").textContent = "Starting…";
    };
    clearTimeout(progressTimer);
    progressTimer = 0;
    if (progress.shown) starting();
    else progressTimer = setTimeout(starting, Math.max(0, PROGRESS_DELAY_MS - performance.now()));

    // The event comes from inside the first frame's animation-frame callback:
    // the page's own work waits for the next task, so the frame goes to the
    // screen first. Then the files the menu does not need start downloading,
    // and once they are in, the service worker is registered.
    later.onSettled = registerServiceWorker;
    window.addEventListener("lostfound:firstframe", () => setTimeout(() => {
      clearTimeout(progressTimer);
      const loading = $("loading");
      loading.classList.add("fading");
      setTimeout(() => { loading.hidden = true; }, 300);
      $("canvas").focus();
      addLateHeadTags();
      performance.mark("lostfound:later-files");
      later.start();
      if (!later.running) registerServiceWorker();  // nothing to fetch
    }, 0), { once: true });

    const game = await window.createLostFound({
      canvas: $("canvas"),
      lostfoundAssets: assets,
      lostfoundLaterFiles: later,
      lostfoundUserDb: userDb,
      // The stylesheet sizes the canvas (100% of the page) and the context
      // above was made at its final size (see pre.js).
      lostfoundCanvasSizedByPage: true,
      instantiateWasm(imports, receiveInstance) {
        WebAssembly.instantiate(compiled, imports)
          .then((instance) => receiveInstance(instance, compiled))
          .catch((e) => showFatal("The game could not start",
                                  "The game's program could not be started (" + e.message + ")."));
        return {};  // instantiation is asynchronous
      },
      print: (text) => console.log(text),
      printErr: (text) => {
        console.warn(text);
        lastErrors.push(String(text));
        if (lastErrors.length > 6) lastErrors.shift();
      },
      onAbort: (what) => {
        const said = lastErrors.filter((line) => /check failed|game session:|cannot be replayed/.test(line));
        const reason = (said.length ? said.join(" ") : String(what || "")) || "no reason was given";
        try { sessionStorage.setItem("lostfound:crashed", "1"); } catch (e) { /* private mode */ }
        showFatal("The game stopped",
                  "Something went wrong inside the game (" + reason + "). " +
                  "Try again reopens your game as it was before its last move.");
      },
    });
    installBackButton(game);
  }

  // The browser's back button (and Android's back key in an installed app)
  // goes back a screen instead of leaving the game: a guard history entry
  // sits on top of the page's own; popping it asks the app to go back, and
  // the guard is put back if it did. On the main menu the browser leaves.
  function installBackButton(game) {
    if (!game || !game._lostfound_back) return;
    if (!history.state || history.state.lostfound !== "guard") {
      history.pushState({ lostfound: "guard" }, "");
    }
    window.addEventListener("popstate", () => {
      if (game._lostfound_back()) history.pushState({ lostfound: "guard" }, "");
      else history.back();
    });
  }

  start().catch((e) => {
    if (e instanceof LoadError) showFatal("The game could not start", e.message);
    else showFatal("The game could not start", "Something unexpected went wrong while loading (" +
                   (e && e.message ? e.message : e) + "). Reloading the page usually helps.");
  });
})();
