// Game-length histogram as inline SVG (turns per game; bins of one turn unless the range is wide).
import { esc, fmt } from './escape.js';

export interface HistogramInput {
  /** [value, count] pairs in increasing value order. */
  readonly entries: readonly (readonly [number, number])[];
  readonly xLabel: string;
  readonly median: number;
}

function niceStep(max: number, ticks: number): number {
  const raw = max / ticks;
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * mag >= raw) return Math.max(1, m * mag);
  return 10 * mag;
}

export function histogramSvg(input: HistogramInput): string {
  const es = input.entries;
  if (es.length === 0) return '<p class="muted">No games.</p>';
  const lo = es[0]![0];
  const hi = es[es.length - 1]![0];
  const binW = Math.max(1, Math.ceil((hi - lo + 1) / 60));
  const nb = Math.floor((hi - lo) / binW) + 1;
  const bins = new Array<number>(nb).fill(0);
  for (const [v, c] of es) bins[Math.floor((v - lo) / binW)]! += c;
  const maxC = Math.max(...bins);
  const W = 760;
  const H = 260;
  const L = 56;
  const R = 12;
  const T = 12;
  const B = 44;
  const pw = W - L - R;
  const ph = H - T - B;
  const bw = pw / nb;
  const yStep = niceStep(maxC, 5);
  const yMax = Math.ceil(maxC / yStep) * yStep;
  const y = (c: number) => T + ph - (c / yMax) * ph;
  const out: string[] = [`<svg class="hist" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(input.xLabel)} histogram">`];
  for (let t = 0; t <= yMax; t += yStep) {
    out.push(`<line x1="${L}" x2="${W - R}" y1="${y(t)}" y2="${y(t)}" stroke="#ececec"/>`);
    out.push(`<text class="n" x="${L - 6}" y="${y(t)}" text-anchor="end" dominant-baseline="middle">${t}</text>`);
  }
  bins.forEach((c, i) => {
    if (c === 0) return;
    const from = lo + i * binW;
    const label = binW === 1 ? `${from}` : `${from}–${from + binW - 1}`;
    out.push(
      `<rect class="bar" x="${L + i * bw + 0.5}" y="${y(c)}" width="${Math.max(1, bw - 1)}" height="${T + ph - y(c)}" fill="#4a7fb5"><title>${esc(input.xLabel)} ${label}: ${c} games</title></rect>`,
    );
  });
  // Ticks at round values (multiples of a 1-2-2.5-5 step), under the bin holding each value.
  const xStep = Math.max(binW, niceStep(hi - lo + 1, 12));
  for (let v = Math.ceil(lo / xStep) * xStep; v <= hi; v += xStep) {
    const cx = L + ((v - lo) / binW + 0.5) * bw;
    out.push(`<line x1="${cx}" x2="${cx}" y1="${T + ph}" y2="${T + ph + 4}" stroke="#888"/>`);
    out.push(`<text class="n" x="${cx}" y="${T + ph + 16}" text-anchor="middle">${v}</text>`);
  }
  if (Number.isFinite(input.median)) {
    const mx = L + ((input.median - lo) / binW + 0.5) * bw;
    out.push(`<line x1="${mx}" x2="${mx}" y1="${T}" y2="${T + ph}" stroke="#b2182b" stroke-dasharray="4 3" stroke-width="1.5"/>`);
    out.push(`<text class="n" x="${mx + 4}" y="${T + 10}" fill="#b2182b">median ${fmt(input.median)}</text>`);
  }
  out.push(`<line x1="${L}" x2="${W - R}" y1="${T + ph}" y2="${T + ph}" stroke="#888"/>`);
  out.push(`<text class="axis" x="${L + pw / 2}" y="${H - 6}" text-anchor="middle">${esc(input.xLabel)}${binW > 1 ? ` (bins of ${binW})` : ''}</text>`);
  out.push(`<text class="axis" x="14" y="${T + ph / 2}" text-anchor="middle" transform="rotate(-90 14 ${T + ph / 2})">games</text>`);
  out.push('</svg>');
  return out.join('');
}
