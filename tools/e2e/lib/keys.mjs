// A person on the keyboard alone (docs/accessibility.md): the tests reach
// the page's mirror (shell/mirror.js) from the page's first Tab and move in
// it with the keys a person has (Tab, the arrow keys, Enter, typing), never
// by focusing an element from the script. And axe-core's check of the page
// as it stands.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const AXE = require.resolve("axe-core/axe.min.js");

export const focusInMirror = (page) =>
  page.evaluate(() => document.getElementById("mirror").contains(document.activeElement));
const focusIs = (locator) => locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

// From wherever the focus is (the canvas, where the page puts it on load),
// Tab until it is in the mirror. Returns the number of Tabs it took.
export async function tabIntoMirror(page) {
  for (let tabs = 1; tabs <= 4; ++tabs) {
    await page.keyboard.press("Tab");
    if (await focusInMirror(page)) return tabs;
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  assert.fail(`four Tabs from the page did not reach the mirror; the focus is on ${where}`);
}

// Moves the focus onto `locator` (a control of the mirror) with the arrow
// keys, as mirror.js offers (Down/Up: the next or previous control), from
// the page's first Tab if the focus is not in the mirror yet. The mirror
// may change while the keys go (a bot moved): the distance is measured again.
export async function reach(page, locator, { timeout } = {}) {
  await locator.first().waitFor({ state: "attached", timeout });
  const target = locator.first();
  if (!(await focusInMirror(page))) await tabIntoMirror(page);
  for (let round = 0; round < 6; ++round) {
    if (await focusIs(target)) return;
    const distance = await target.evaluate((el) => {
      const list = Array.from(document.querySelectorAll("#mirror button, #mirror input")).filter((e) => !e.disabled);
      const inside = (e) => e === el || el.contains(e);
      const to = list.findIndex(inside);
      const from = list.indexOf(document.activeElement);
      return to < 0 ? null : to - (from < 0 ? -1 : from);
    });
    assert.notEqual(distance, null, "the control to reach is not a control of the mirror");
    for (let i = 0; i < Math.abs(distance); ++i) await page.keyboard.press(distance > 0 ? "ArrowDown" : "ArrowUp");
  }
  assert.ok(await focusIs(target), `the keys did not reach ${target}`);
}

// Reaches a button and presses Enter on it.
export async function activate(page, locator, options = {}) {
  await reach(page, locator, options);
  await page.keyboard.press("Enter");
}

// Reaches a field, clears it with the keys (select all, delete) and types.
export async function typeInto(page, locator, text) {
  await reach(page, locator);
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  if (text) await page.keyboard.type(text);
}

// axe-core over the page as it is now (WCAG 2.0-2.2 A and AA, and best
// practices). Returns the violations, each "rule: first target".
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  });
  return result;
}
