// What the browser tests of Finders Keepers share: the app's announcements
// (the screen reader's lines: "Dealt: TH.", "Ana takes CAT (C·A·T): 3
// cards.") collected from before a game starts, and the table they tell.

// The faces of a claim's cards as the log writes them ("TH·E", "?E" a wild card as E).
export const claimFaces = (text) => text.split("\u00B7").map((f) => (f.startsWith("?") ? "?" : f));

// The table as the announcements tell it: cards dealt, minus the cards of
// every claim that took some. Faces in table order (ws/card/<i>).
export function tableOf(lines) {
  let table = [];
  for (const line of lines) {
    if (/Round \d+ begins/.test(line)) table = [];
    const dealt = line.match(/^Dealt: ([A-Z?]+)\.$/);
    if (dealt) table.push(dealt[1]);
    const took = line.match(/ takes? [A-Z]+ \(([^)]*)\)/);
    if (took) {
      for (const face of claimFaces(took[1])) {
        const at = table.indexOf(face);
        if (at >= 0) table.splice(at, 1);
      }
    }
  }
  return table;
}

// Collects everything the app announces from now on (window.__said).
export async function listen(page) {
  await page.evaluate(() => {
    const lf = window.lostfound;
    window.__said = [];
    const announce = lf.announce;
    lf.announce = (text) => {
      window.__said.push(text);
      return announce(text);
    };
  });
}
export const said = (page) => page.evaluate(() => window.__said.slice());
