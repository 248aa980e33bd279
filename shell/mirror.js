// The accessibility mirror (docs/accessibility.md): the screen in front as
// HTML beside the canvas, for screen readers and the keyboard. The wasm
// module publishes the screen's nodes as JSON whenever they change
// (src/ui/mirror.h: headings, text, buttons, switches, choices, fields);
// this renders them into #mirror, keeping each element (and the focus) where
// the node stayed, and queues what the player presses or types for the
// module to take at its next frame (lostfound.mirror.queue).
//
// Keys in the mirror: Tab and Shift+Tab (the browser's), the arrow keys to
// the next or previous control, Enter or Space to press, Escape to go back.
// The mirror is out of sight until it holds the focus; then it shows as a
// panel, so a sighted keyboard player sees where they are.
"use strict";

(function () {
  const lf = (window.lostfound = window.lostfound || {});
  const root = document.getElementById("mirror");
  const mirror = (lf.mirror = { queue: [], json: "" });
  if (!root) return;

  const MAX_QUEUE = 32;  // a held key cannot flood the module
  function send(action) {
    if (mirror.queue.length >= MAX_QUEUE) mirror.queue.shift();
    mirror.queue.push(action);
  }

  let byKey = new Map();  // key -> element, from the last render
  let title = "";

  // An element's key: the node's id, or for text its role and place among
  // the nodes without an id that came before it with the same label.
  function keyOf(node, seen) {
    if (node.id) return node.role + ":" + node.id;
    const base = node.role + ":" + node.label;
    const n = (seen.get(base) || 0) + 1;
    seen.set(base, n);
    return base + "#" + n;
  }

  function focusables() {
    return Array.from(root.querySelectorAll("button, input")).filter((e) => !e.disabled);
  }

  function make(node) {
    switch (node.role) {
      case "heading": {
        const h = document.createElement(node.level >= 3 ? "h3" : "h2");
        h.tabIndex = -1;
        return h;
      }
      case "text": return document.createElement("p");
      case "button": case "switch": case "option": {
        const b = document.createElement("button");
        b.type = "button";
        if (node.role === "switch") b.setAttribute("role", "switch");
        if (node.role === "option") b.setAttribute("role", "radio");
        b.addEventListener("click", () => send({ id: b.dataset.id }));
        return b;
      }
      case "field": {
        const label = document.createElement("label");
        const span = document.createElement("span");
        const input = document.createElement("input");
        input.type = "text";
        input.autocomplete = "off";
        input.spellcheck = false;
        input.addEventListener("input", () => send({ id: input.dataset.id, value: input.value, typed: true }));
        label.append(span, input);
        return label;
      }
      case "group": {
        const g = document.createElement("div");
        g.setAttribute("role", node.detail === "choice" ? "radiogroup" : "group");
        return g;
      }
      default: return document.createElement("p");
    }
  }

  function update(el, node) {
    const label = node.label || "";
    switch (node.role) {
      case "heading": case "text":
        if (el.textContent !== label) el.textContent = label;
        break;
      case "button": case "switch": case "option": {
        el.dataset.id = node.id;
        if (el.textContent !== label) el.textContent = label;
        // A second line (a card's subtitle, a switch's caption) is read after the name.
        if (node.detail) el.setAttribute("aria-description", node.detail); else el.removeAttribute("aria-description");
        el.disabled = !!node.disabled;
        if (node.role !== "button") el.setAttribute("aria-checked", node.checked ? "true" : "false");
        break;
      }
      case "field": {
        const span = el.firstChild, input = el.lastChild;
        input.dataset.id = node.id;
        if (span.textContent !== label) span.textContent = label;
        // The player's own typing stands until the module has it.
        if (document.activeElement !== input && input.value !== node.value) input.value = node.value || "";
        break;
      }
      case "group":
        el.setAttribute("aria-label", label || "Choose one");
        el.setAttribute("role", node.detail === "choice" ? "radiogroup" : "group");
        break;
    }
  }

  mirror.render = (json) => {
    if (json === mirror.json) return;
    mirror.json = json;
    let doc;
    try { doc = JSON.parse(json); } catch (e) { return; }
    const active = document.activeElement;
    const hadFocus = root.contains(active);
    const oldFocusables = hadFocus ? focusables() : [];
    const oldIndex = oldFocusables.indexOf(active);
    const screenChanged = doc.title !== title;
    title = doc.title;

    let h1 = root.querySelector("h1");
    if (!h1) {
      h1 = document.createElement("h1");
      h1.tabIndex = -1;
      root.prepend(h1);
    }
    if (h1.textContent !== title) h1.textContent = title;

    // The new order of elements, reusing each one whose node stayed.
    const seen = new Map();
    const next = new Map();
    const top = [];  // [element, parent group element or null]
    let group = null;
    for (const node of doc.nodes || []) {
      if (node.role === "end") { group = null; continue; }
      const key = keyOf(node, seen);
      let el = byKey.get(key);
      if (!el || next.has(key)) el = make(node);
      next.set(key, el);
      update(el, node);
      top.push([el, node.role === "group" ? null : group]);
      if (node.role === "group") group = el;
    }
    // Place them: a group's options inside it, the rest in order after the
    // title. Elements already in place are not moved (moving the focused one
    // would drop the focus).
    const children = new Map();
    for (const [el, parent] of top) {
      const p = parent || root;
      if (!children.has(p)) children.set(p, []);
      children.get(p).push(el);
    }
    for (const [parent, list] of children) {
      let at = parent === root ? h1.nextSibling : parent.firstChild;
      for (const el of list) {
        if (at === el) { at = el.nextSibling; continue; }
        parent.insertBefore(el, at);
      }
      // What is left after the last placed element is gone from the screen.
      while (at) { const gone = at; at = at.nextSibling; gone.remove(); }
    }
    for (const [key, el] of byKey) if (!next.has(key) || next.get(key) !== el) el.remove();
    for (const g of root.querySelectorAll("[role=radiogroup], [role=group]")) if (!children.has(g)) g.replaceChildren();
    byKey = next;

    if (!hadFocus) return;
    // The focus stays where the player was; on a new screen it goes to its
    // title; where the control it was on has gone (a card just played), to
    // the control now in its place, never to the page's body.
    if (screenChanged) { h1.focus(); return; }
    if (root.contains(document.activeElement) && !document.activeElement.disabled) return;
    // Moved in the list (which drops the focus): back onto it.
    if (root.contains(active) && !active.disabled) { active.focus(); return; }
    const now = focusables();
    const target = now[Math.min(Math.max(oldIndex, 0), now.length - 1)] || h1;
    target.focus();
  };

  // Tab on the canvas leaves it, as on any page: SDL's key handler on the
  // canvas would cancel it (it takes every key for the game), so Tab and
  // Shift+Tab never reach it. Tab goes on to the mirror, which comes next
  // in the page; Shift+Tab back out of the page. (The game itself moves
  // between its widgets with the arrow keys.)
  window.addEventListener("keydown", (e) => {
    if (e.key === "Tab" && e.target && e.target.id === "canvas") e.stopPropagation();
  }, true);

  // A touch or click on the panel but not on one of its controls goes back
  // to the game: the panel gives up the focus (and with it its place over
  // the canvas: on a phone it covers the whole screen), the canvas takes it.
  // Its buttons and fields still work by touch.
  root.addEventListener("pointerdown", (e) => {
    if (e.target.closest && e.target.closest("button, input, select, textarea, a, label")) return;
    e.preventDefault();
    const canvas = document.getElementById("canvas");
    if (canvas) canvas.focus({ preventScroll: true });
    else if (document.activeElement) document.activeElement.blur();
  });

  root.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      send({ id: "nav/escape" });
      return;
    }
    const inField = e.target.tagName === "INPUT";
    const forward = e.key === "ArrowDown" || (!inField && e.key === "ArrowRight");
    const backward = e.key === "ArrowUp" || (!inField && e.key === "ArrowLeft");
    if (!forward && !backward) return;
    const list = focusables();
    const i = list.indexOf(document.activeElement);
    const j = i < 0 ? 0 : Math.min(Math.max(i + (forward ? 1 : -1), 0), list.length - 1);
    if (list[j]) {
      e.preventDefault();
      list[j].focus();
    }
  });
})();
