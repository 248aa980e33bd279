// Play on several devices, the page's side (shell/net.js, docs/multi-device.md
// "The link"): a close sends what was queued before it. RTCPeerConnection.close()
// aborts data still in flight, so a host that sent a table and a "bye" and
// then closed used to leave guests without either. Fifty runs in a row, each
// a host and three guests (light pages: net.js and PeerJS alone,
// lib/net-devices.mjs): the host sends each guest 50 KB and a "bye", then
// drops one guest (as "taken off the table" does) and closes the room under
// the others; one guest sends its own last 14 KB and a word, then leaves.
// Every guest gets both of its messages, then its "closed"; the host gets the
// leaving guest's two.
import { test, after } from "node:test";
import assert from "node:assert/strict";

import { bigMessage, call, eventsUntil, expectEvent, useNet } from "../lib/net-devices.mjs";

const RUNS = 50;
const net = useNet();
after(() => net.closeAll());

test(`send 50 KB, then a bye, then close or drop: ${RUNS} runs in a row, every guest gets both`,
     { timeout: 110_000 }, async () => {
  const [host, dropped, stays, leaves] = await Promise.all(
    ["host", "guest dropped", "guest to the end", "guest leaving"].map((n) => net.device(n, { light: true })));
  const table = bigMessage(50, "t"), last = bigMessage(14, "l");
  assert.ok(table.length > 50_000 && last.length <= 16 * 1024);
  const t0 = Date.now();
  for (let run = 1; run <= RUNS; run++) {
    const name = `BYE${run}`;
    await call(host, "start", "host", [name]);
    await expectEvent(host, { e: "ready" });
    const peers = [];
    for (const guest of [dropped, stays, leaves]) {
      await call(guest, "start", "guest", name);
      await expectEvent(guest, { e: "ready" });
      const { peer } = await expectEvent(host, { e: "open" });
      await call(host, "trust", peer);
      peers.push(peer);
    }
    // One evaluate each, as the C++ does them in one frame.
    const sent = await host.page.evaluate(([table, dropPeer, stayPeer]) => {
      const net = window.lostfound.net;
      return [net.send(dropPeer, table), net.send(dropPeer, `{"t":"bye","reason":"taken off the table"}`),
              net.drop(dropPeer), net.send(stayPeer, table),
              net.send(stayPeer, `{"t":"bye","reason":"the host closed the room"}`)];
    }, [table, peers[0], peers[1]]);
    assert.deepEqual(sent, [true, true, undefined, true, true], `run ${run}: what the host sent went out`);
    await leaves.page.evaluate((last) => {
      const net = window.lostfound.net;
      net.send(0, last);
      net.send(0, "leaving");
      net.close();
    }, last);
    // The host's close comes once it has heard the leaving guest out.
    const heard = await eventsUntil(host, { e: "closed", peer: peers[2] });
    const fromLeaving = heard.filter((e) => e.e === "msg" && e.peer === peers[2]).map((e) => e.data);
    assert.deepEqual(fromLeaving.map((d) => d.length), [last.length, "leaving".length], `run ${run}: the host heard the leaving guest`);
    await call(host, "close");
    for (const [guest, why] of [[dropped, "taken off the table"], [stays, "the host closed the room"]]) {
      const got = await eventsUntil(guest, { e: "closed", peer: 0 });
      assert.deepEqual(got.map((e) => e.e), ["msg", "msg", "closed"], `run ${run}, ${guest.name}: ${JSON.stringify(got).slice(0, 300)}`);
      assert.ok(got[0].data === table, `run ${run}, ${guest.name}: the 50 KB whole`);
      assert.match(got[1].data, new RegExp(why), `run ${run}, ${guest.name}: its bye`);
    }
  }
  for (const d of [host, dropped, stays, leaves]) assert.deepEqual(d.problems, [], d.name);
  console.log(`# ${RUNS} runs, each 3 guests linked, 50 KB and a bye to two, 14 KB and a word from one, ` +
              `a drop and two closes: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});
