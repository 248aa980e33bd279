// The table's sounds on the web page (src/ui/sound.h; the program's side is
// src/platform/web_bridge.cpp): Web Audio, started at the first touch,
// click or key, as browsers require (an AudioContext made before a gesture
// stays suspended). The program hands each sound's samples over once, by
// name (define), then asks for it by name (play); each play is a source
// through its own gain into one master, so several mix. A sound asked for
// before the audio started is not kept for later: it belonged to its moment.
//
// Where the browser lets a page follow the device's silent mode (Safari's
// navigator.audioSession), the session is "ambient": the ring/silent
// switch silences the game, and the game does not stop the player's music.
//
// window.lostfound.sound, for the program and the browser tests:
//   has(name) / define(name, Float32Array, rate) / play(name, volume)
//   state()     "none" before the first gesture, then the context's state
//   playing()   how many sounds are sounding now
//   peak()      the loudest sample of the last ~20 ms at the output (0..1)
// window.lostfound.sounds: every play asked for, [{name, at, volume, played}]
//   (at: performance.now() in ms; played: false before the audio started).
"use strict";

(function () {
  const lf = (window.lostfound = window.lostfound || {});
  const MAX_VOICES = 8;      // more at once is noise, not information
  const MAX_RECORD = 400;    // the record for the tests stays small
  const samples = new Map(); // name -> {data: Float32Array, rate}
  const buffers = new Map(); // name -> AudioBuffer, made once the context exists
  const voices = [];         // sources still playing, oldest first
  const sounds = (lf.sounds = []);
  let context = null, master = null, meter = null;

  function start() {
    if (context) {
      if (context.state === "suspended") context.resume().catch(() => {});
      return;
    }
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      if (navigator.audioSession) navigator.audioSession.type = "ambient";
    } catch (e) { /* a browser that refuses the type keeps its default */ }
    try {
      context = new Context({ latencyHint: "interactive" });
    } catch (e) {
      return;
    }
    master = context.createGain();
    meter = context.createAnalyser();
    meter.fftSize = 1024;
    master.connect(meter);
    meter.connect(context.destination);
    if (context.state === "suspended") context.resume().catch(() => {});
  }
  // Events that count as a person's activation: a key, a click, the end of
  // a touch (not its start, which Chrome does not count). Capture, passive:
  // nothing is taken from the program or the mirror.
  const gestures = ["keydown", "mousedown", "pointerup", "touchend"];
  function onGesture() {
    start();
    if (context && context.state === "running") {
      for (const g of gestures) window.removeEventListener(g, onGesture, true);
    }
  }
  for (const g of gestures) window.addEventListener(g, onGesture, { capture: true, passive: true });
  // A page out of sight holds its audio (a phone's battery); it comes back
  // with the page.
  document.addEventListener("visibilitychange", () => {
    if (!context) return;
    if (document.hidden) context.suspend().catch(() => {});
    else context.resume().catch(() => {});
  });

  function bufferOf(name) {
    let buffer = buffers.get(name);
    if (buffer) return buffer;
    const s = samples.get(name);
    if (!s) return null;
    buffer = context.createBuffer(1, s.data.length, s.rate);
    buffer.copyToChannel(s.data, 0);
    buffers.set(name, buffer);
    return buffer;
  }

  lf.sound = {
    has: (name) => samples.has(name),
    define(name, data, rate) {
      samples.set(name, { data, rate });
      buffers.delete(name);
    },
    play(name, volume) {
      const running = !!context && context.state === "running";
      sounds.push({ name, at: performance.now(), volume, played: running });
      if (sounds.length > MAX_RECORD) sounds.splice(0, sounds.length - MAX_RECORD);
      if (!running) return;
      const buffer = bufferOf(name);
      if (!buffer) return;
      const source = context.createBufferSource();
      const gain = context.createGain();
      gain.gain.value = Math.max(0, Math.min(1, volume));
      source.buffer = buffer;
      source.connect(gain);
      gain.connect(master);
      source.onended = () => {
        const i = voices.indexOf(source);
        if (i >= 0) voices.splice(i, 1);
        gain.disconnect();
      };
      voices.push(source);
      if (voices.length > MAX_VOICES) {
        try { voices.shift().stop(); } catch (e) { /* already over */ }
      }
      source.start();
    },
    state: () => (context ? context.state : "none"),
    playing: () => voices.length,
    peak() {
      if (!meter) return 0;
      const data = new Float32Array(meter.fftSize);
      meter.getFloatTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v));
      return peak;
    },
  };
})();
