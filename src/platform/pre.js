// Linked into lostfound.js with --pre-js: the module's side of the file
// system contract with the shell page (shell/loader.js).
//
//   Module.lostfoundAssets   [{path: "fonts/text-regular.ttf", bytes: Uint8Array}, ...]
//                            the files the first frame needs, downloaded by the
//                            page; written to /assets/<path> in MEMFS before
//                            main() runs.
//   Module.lostfoundLaterFiles  optional: the page's LaterFiles (shell/loader.js),
//                            which fetches the rest after the first frame;
//                            each file is written to /assets/<path> as it
//                            arrives (the app asks for their state through
//                            src/platform/web_bridge.cpp).
//   Module.lostfoundCanvasSizedByPage  optional: true when the page's CSS sizes
//                            the canvas and its backing store already has
//                            the size SDL will ask for (see below).
//   Module.lostfoundUserDb   optional: the IndexedDB database "/user", opened
//                            early by the page with IDBFS's schema, or a
//                            promise of it (or of null)
//   /user                    the player's files: IDBFS (IndexedDB), synced in
//                            while main() starts, and flushed after each
//                            write by Module.lostfoundSyncUserFiles().
//                            main() does not wait for them: it sets up GL and
//                            builds the fonts meanwhile, and its frame loop
//                            loads the settings and draws only once
//                            storage.ready (src/platform/main.cpp). Nothing
//                            writes to /user before then, so the sync-in,
//                            which replaces /user with the database's
//                            contents, loses nothing.
//
// Storage state for tests and the page: window.lostfound.storage =
//   {ready, persistent, syncs, busy, lastError}.

// Canvas size changes cost a new WebGL drawing buffer (100-300 ms each
// under SwiftShader). SDL's Emscripten window creation makes two: it sets the
// canvas to 1x1 to find out whether CSS sizes it, then sets CSS size x
// devicePixelRatio. When the page says its CSS sizes the canvas, the probe is
// skipped (the answer does not depend on it: the CSS size is the page's
// either way), and a request for the size the canvas already has is
// skipped too; any real change still goes through. Emscripten's library
// functions are plain functions of this scope, bound into the wasm imports
// after this file runs, so replacing the binding here is what the module uses.
if (typeof _emscripten_set_canvas_element_size === "function") {
  var lostfoundSetCanvasElementSize = _emscripten_set_canvas_element_size;
  _emscripten_set_canvas_element_size = function (target, width, height) {
    var canvas = Module["canvas"];
    var selector = typeof target === "number" ? UTF8ToString(target) : String(target);
    if (Module["lostfoundCanvasSizedByPage"] && canvas && selector === "#" + canvas.id) {
      if (width === 1 && height === 1) return 0;  // SDL's probe for CSS sizing
      if (canvas.width === width && canvas.height === height) return 0;
    }
    return lostfoundSetCanvasElementSize(target, width, height);
  };
}

// The program's second part (src/platform/split_wasm.py): the games' code,
// which the page fetches after the first frame. Instantiating it against the
// first part's exports puts its functions into the shared table, in place of
// the placeholders the first part calls them through.
var lostfoundSecondPart = null;
function lostfoundInstantiateSecondPart(module, imports) {
  if (!lostfoundSecondPart) lostfoundSecondPart = new WebAssembly.Instance(module, imports);
  return lostfoundSecondPart;
}
function lostfoundStartSecondPart(bytes) {
  return WebAssembly.compile(bytes).then(function (module) {
    lostfoundInstantiateSecondPart(module, { "primary": Module["asm"] });
  });
}
// A placeholder was called before the second part arrived: a function the
// first part was not expected to need (web/startup-functions.txt is out of
// date). Emscripten's placeholder needs it now, so it is fetched (if not
// already in) and compiled on the spot, blocking: slower, never wrong.
Module["loadSplitModule"] = function (file, imports, placeholder) {
  if (lostfoundSecondPart) return [lostfoundSecondPart, null];
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  lf.secondPartNeededEarly = String(placeholder);
  console.warn("Lost & Found: the program's second part was needed before it arrived (placeholder " + placeholder +
               "); tools/web-bench/profile-startup.mjs updates web/startup-functions.txt");
  var module = new WebAssembly.Module(Module["lostfoundLaterFiles"].codeNow());
  return [lostfoundInstantiateSecondPart(module, imports), module];
};

Module["preRun"] = [].concat(Module["preRun"] || []);
Module["preRun"].push(function lostfoundPrepareFiles() {
  performance.mark("lostfound:prerun");
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  var storage = (lf.storage = { ready: false, persistent: false, syncs: 0, busy: false, lastError: "" });

  var assets = Module["lostfoundAssets"] || [];
  FS.mkdirTree("/assets");
  for (var i = 0; i < assets.length; i++) {
    var path = "/assets/" + assets[i].path;
    FS.mkdirTree(path.substring(0, path.lastIndexOf("/")));
    // canOwn: MEMFS keeps the page's bytes (views into the one downloaded
    // pack) instead of copying each file.
    FS.writeFile(path, assets[i].bytes, { canOwn: true });
  }
  // The page no longer needs its copies.
  Module["lostfoundAssets"] = null;
  var later = Module["lostfoundLaterFiles"];
  if (later) {
    later.attach(function (path, bytes, kind) {
      if (kind === "code") return lostfoundStartSecondPart(bytes);
      var full = "/assets/" + path;
      FS.mkdirTree(full.substring(0, full.lastIndexOf("/")));
      FS.writeFile(full, bytes, { canOwn: true });
    });
  }

  FS.mkdir("/user");
  var hasIndexedDb = false;
  try {
    hasIndexedDb = typeof indexedDB !== "undefined" && indexedDB !== null;
  } catch (e) {
    // Some browsers throw on merely touching indexedDB when storage is blocked.
  }
  if (!hasIndexedDb) {
    storage.lastError = "IndexedDB is not available: settings will last until the page closes.";
    console.warn("Lost & Found: " + storage.lastError);
    storage.ready = true;
    return;
  }
  FS.mount(IDBFS, {}, "/user");
  var user = Module["lostfoundUserDb"] || {};
  Module["lostfoundUserDb"] = null;
  startUserFiles(storage, user);
});

// `user` is what the page (shell/loader.js) started while the game
// downloaded: user.db, a promise of the database "/user" opened with IDBFS's
// name, version and schema (or of null), and user.isNew, a promise of true
// when that open has just created it. Either may be missing (a page without
// the shell): IDBFS then opens the database itself.
function startUserFiles(storage, user) {
  // One flush at a time; writes that land during a flush ask for one more.
  // Writes made before the database is open are flushed once it is.
  var again = false;
  var unsaved = false;
  function flush() {
    storage.busy = true;
    again = false;
    FS.syncfs(false, function (err) {
      if (err) {
        storage.lastError = "Could not save to IndexedDB: " + err;
        console.warn("Lost & Found: " + storage.lastError);
      } else {
        storage.syncs++;
      }
      if (again) flush();
      else storage.busy = false;
    });
  }
  Module["lostfoundSyncUserFiles"] = function () {
    if (!storage.persistent) unsaved = true;
    else if (storage.busy) again = true;
    else flush();
  };
  function persistent() {
    storage.persistent = true;
    if (unsaved) flush();
  }
  function failed(err) {
    // Private browsing or a full quota: the game still runs, it just
    // forgets settings when the page closes.
    storage.lastError = "Could not open saved settings (IndexedDB): " + err;
    console.warn("Lost & Found: " + storage.lastError);
  }

  // A browser whose IndexedDB never answers the open (it has happened, in
  // Safari) must not keep the loading screen up for ever: after
  // USER_DB_WAIT_MS the game starts with the defaults and saves nothing this
  // time. A late answer is then ignored, so nothing in the database is
  // read over, or replaced by, what the player did meanwhile.
  var USER_DB_WAIT_MS = 4000;
  var gaveUp = false;
  var giveUp = setTimeout(function () {
    gaveUp = true;
    failed("it did not open within " + USER_DB_WAIT_MS / 1000 + " s; settings will last until the page closes");
    storage.ready = true;
  }, USER_DB_WAIT_MS);

  var isNew = false;
  Promise.resolve(user.isNew).then(function (created) {
    // A database created just now holds no files: the game starts without
    // waiting for the open to finish (its first-visit cost is most of it).
    if (created === true) {
      isNew = true;
      storage.ready = true;
      performance.mark("lostfound:idb-new");
    }
    return user.db;
  }).then(adopt, function () {
    adopt(null);
  });

  function adopt(db) {
    if (gaveUp) return;
    clearTimeout(giveUp);
    var ours = !!db && db.name === "/user" && db.version === IDBFS.DB_VERSION &&
               db.objectStoreNames.contains(IDBFS.DB_STORE_NAME);
    if (ours) IDBFS.dbs["/user"] = db;
    if (isNew) {
      // Nothing to read; later writes go to the database.
      if (ours) persistent();
      else failed("the database could not be created");
      return;
    }
    // Read the saved files into /user (IDBFS opens the database itself if
    // the page's is not there), then start.
    performance.mark("lostfound:idb-start");
    FS.syncfs(true, function (err) {
      if (err) failed(err);
      else persistent();
      performance.mark("lostfound:idb-done");
      storage.ready = true;
    });
  }
}
