/**
 * Pass/fail by axis as an inline SVG of horizontal stacked bars (no script, no external
 * resource). Bar length is the axis's item count on a shared scale, so big axes look big;
 * each segment is one status. Every element carries `data-axis` / `data-status` /
 * `data-count` and a `<title>` for screen readers and tests.
 */
import type { StatusCounts } from "../report.js";
import { escapeHtml } from "./escape.js";

/** Status order and colours (colour-blind-safe pairs: green/orange/red/grey with text labels). */
export const STATUS_STYLE = [
  { key: "passed", status: "pass", label: "pass", colour: "#2e7d32" },
  { key: "failed", status: "fail", label: "fail", colour: "#ef6c00" },
  { key: "blocked", status: "blocked", label: "blocked", colour: "#c62828" },
  { key: "errors", status: "error", label: "error", colour: "#616161" },
] as const;

const ROW = 28;
const LABEL_W = 200;
const BAR_W = 460;
const TOP = 30;

/**
 * Renders the chart.
 *
 * @param axes per-axis counts in display order.
 * @returns an `<svg>` element as a string.
 */
export function axisChartSvg(axes: Record<string, StatusCounts>): string {
  const entries = Object.entries(axes);
  const max = Math.max(1, ...entries.map(([, c]) => c.total));
  const height = TOP + entries.length * ROW + 10;
  const width = LABEL_W + BAR_W + 60;
  const legend = STATUS_STYLE.map(
    (s, i) =>
      `<g transform="translate(${LABEL_W + i * 110},8)"><rect width="12" height="12" fill="${s.colour}"/><text x="18" y="11">${s.label}</text></g>`,
  ).join("");
  const rows = entries
    .map(([axis, c], r) => {
      const y = TOP + r * ROW;
      let x = LABEL_W;
      const segs = STATUS_STYLE.map((s) => {
        const n = c[s.key];
        if (n === 0) return "";
        const w = (n / max) * BAR_W;
        const seg = `<rect class="seg seg-${s.status}" data-status="${s.status}" data-count="${n}" x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${ROW - 8}" fill="${s.colour}"><title>${escapeHtml(axis)}: ${n} ${s.label}</title></rect>${
          w >= 18 ? `<text class="seg-label" x="${(x + w / 2).toFixed(1)}" y="${y + ROW / 2}" text-anchor="middle">${n}</text>` : ""
        }`;
        x += w;
        return seg;
      }).join("");
      return `<g class="axis-row" data-axis="${escapeHtml(axis)}"><text class="axis-label" x="${LABEL_W - 8}" y="${y + ROW / 2}" text-anchor="end">${escapeHtml(axis)}</text>${segs}<text class="axis-total" x="${(x + 6).toFixed(1)}" y="${y + ROW / 2}">${c.passed}/${c.total}</text></g>`;
    })
    .join("");
  return `<svg class="axis-chart" role="img" aria-label="Pass, fail, blocked and error items per axis" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${legend}${rows}</svg>`;
}
