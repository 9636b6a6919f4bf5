import { compileGatePolicy, gateStream } from "../src/gate/index.js";
import { parseConfig } from "../src/core/index.js";
const WORDS = "The Team plan costs twelve dollars per seat per month and includes priority support for every workspace ".split(" ");
const TOKENS = Array.from({ length: 1000 }, (_, i) => `${WORDS[i % WORDS.length]} `);
const twoTurns = () => new Promise<void>((r) => setImmediate(() => setImmediate(r)));
async function* src() { for (const t of TOKENS) { await twoTurns(); yield t; } }
const policy = compileGatePolicy(parseConfig({}));
for (let round = 0; round < 4; round++) {
  const c0 = process.cpuUsage(); const t0 = performance.now();
  let n = 0;
  for await (const ev of gateStream(src(), policy)) n++;
  const c = process.cpuUsage(c0);
  console.log(`round ${round}: events ${n} wall ${(performance.now() - t0).toFixed(0)} ms cpu ${((c.user + c.system) / 1000).toFixed(0)} ms`);
}
