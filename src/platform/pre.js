// Linked into lostfound.js with --pre-js: the module's side of the file
// system contract with the shell page (shell/loader.js).
//
//   Module.lostfoundAssets   [{path: "dict/broad.lfd", bytes: Uint8Array}, ...]
//                            downloaded by the page; written to /assets/<path>
//                            in MEMFS before main() runs.
//   Module.lostfoundCanvasSizedByPage  optional: true when the page's CSS sizes
//                            the canvas and its backing store already has
//                            the size SDL will ask for (see below).
//   Module.lostfoundUserDb   optional: the IndexedDB database "/user", opened
//                            early by the page with IDBFS's schema, or a
//                            promise of it (or of null); main() waits for it
//   /user                    the player's files: IDBFS (IndexedDB), synced in
//                            before main() so App::Init() sees saved settings,
//                            and flushed after each write by
//                            Module.lostfoundSyncUserFiles().
//
// Storage state for tests and the page: window.lostfound.storage =
//   {persistent, syncs, busy, lastError}.

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

Module["preRun"] = [].concat(Module["preRun"] || []);
Module["preRun"].push(function lostfoundPrepareFiles() {
  performance.mark("lostfound:prerun");
  var lf = globalThis.lostfound || (globalThis.lostfound = {});
  var storage = (lf.storage = { persistent: false, syncs: 0, busy: false, lastError: "" });

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
    return;
  }
  // The page may have opened the database already, while the game was
  // downloading (shell/loader.js), or may still be opening it; IDBFS then
  // skips its own open.
  var pending = Module["lostfoundUserDb"];
  Module["lostfoundUserDb"] = null;
  if (pending && typeof pending.then === "function") {
    addRunDependency("lostfound-user-db");
    pending.then(function (db) {
      mountUserFiles(storage, db);
      removeRunDependency("lostfound-user-db");
    }, function () {
      mountUserFiles(storage, null);
      removeRunDependency("lostfound-user-db");
    });
  } else {
    mountUserFiles(storage, pending);
  }
});

function mountUserFiles(storage, db) {
  if (db && db.name === "/user" && db.version === IDBFS.DB_VERSION &&
      db.objectStoreNames.contains(IDBFS.DB_STORE_NAME)) {
    IDBFS.dbs["/user"] = db;
  }
  FS.mount(IDBFS, {}, "/user");

  // One flush at a time; writes that land during a flush ask for one more.
  var again = false;
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
    if (!storage.persistent) return;
    if (storage.busy) again = true;
    else flush();
  };

  performance.mark("lostfound:idb-start");
  addRunDependency("lostfound-user-files");
  FS.syncfs(true, function (err) {
    if (err) {
      // Private browsing or a full quota: the game still runs, it just
      // forgets settings when the page closes.
      storage.lastError = "Could not open saved settings (IndexedDB): " + err;
      console.warn("Lost & Found: " + storage.lastError);
    } else {
      storage.persistent = true;
    }
    performance.mark("lostfound:idb-done");
    removeRunDependency("lostfound-user-files");
  });
}
