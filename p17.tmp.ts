import { SURVEY_SETS, loadSet } from "./src/boundary/index.js";
import { DEFAULT_QUICK_PASS as P, scanPlain } from "./src/boundary/quick.js";
import { resolveDataDir } from "./src/core/index.js";
const rows = await loadSet(resolveDataDir(), SURVEY_SETS.find((s) => s.id === "statute-articles")!);
const texts = rows.map((r) => r.text);
function t(fn: () => void) { fn(); const b: number[] = []; for (let k = 0; k < 15; k++) { const s = process.cpuUsage(); fn(); const d = process.cpuUsage(s); b.push((d.user + d.system) / 1000); } b.sort((a, c) => a - c); return b[2].toFixed(1); }
const run = () => { for (const x of texts) scanPlain(x, P); };
console.log("full", t(run), t(run));
