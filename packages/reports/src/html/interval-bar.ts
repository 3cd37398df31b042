// A small inline SVG of a rate and its 95% interval on a shared axis (a slice of 0–100%) with the 50% line.
import { pct } from './escape.js';
import { rateColour } from './palette.js';

/** The axis of a column of interval bars: [lo, hi] covering every interval and 50%, rounded out to 10%. */
export type BarDomain = readonly [number, number];

export function barDomain(intervals: readonly { low: number; high: number }[]): BarDomain {
  let lo = 0.5;
  let hi = 0.5;
  for (const i of intervals) {
    if (Number.isFinite(i.low)) lo = Math.min(lo, i.low);
    if (Number.isFinite(i.high)) hi = Math.max(hi, i.high);
  }
  return [Math.max(0, Math.floor(lo * 10 - 1e-9) / 10), Math.min(1, Math.ceil(hi * 10 + 1e-9) / 10)];
}

export function domainLabel(d: BarDomain): string {
  return `axis ${Math.round(d[0] * 100)}–${Math.round(d[1] * 100)}%, dashed 50%`;
}

export function intervalBarSvg(rate: number, low: number, high: number, width = 200, domain: BarDomain = [0, 1]): string {
  const h = 18;
  const pad = 4;
  const [d0, d1] = domain;
  const x = (v: number) => pad + ((Math.min(d1, Math.max(d0, v)) - d0) / (d1 - d0)) * (width - 2 * pad);
  if (!Number.isFinite(rate)) return `<svg class="ibar" width="${width}" height="${h}" aria-hidden="true"></svg>`;
  return (
    `<svg class="ibar" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="${pct(rate)}, 95% CI ${pct(low)} to ${pct(high)}">` +
    `<line x1="${x(d0)}" y1="${h / 2}" x2="${x(d1)}" y2="${h / 2}" stroke="#d9d9d9" stroke-width="1"/>` +
    `<rect x="${x(low)}" y="${h / 2 - 5}" width="${Math.max(1, x(high) - x(low))}" height="10" rx="3" fill="${rateColour(rate)}" stroke="#555" stroke-width="0.6"/>` +
    `<line x1="${x(0.5)}" y1="1" x2="${x(0.5)}" y2="${h - 1}" stroke="#777" stroke-dasharray="2 2"/>` +
    `<circle cx="${x(rate)}" cy="${h / 2}" r="3" fill="#1a1a1a"/>` +
    '</svg>'
  );
}
