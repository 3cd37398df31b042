// Colour-blind safe diverging palette (ColorBrewer RdBu, 7 classes): red = loses, white = even, blue = wins.

const STOPS = ['#b2182b', '#ef8a62', '#fddbc7', '#f7f7f7', '#d1e5f0', '#67a9cf', '#2166ac'];

function rgb(hex: string): [number, number, number] {
  return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
}

function hex(c: readonly number[]): string {
  return '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

/** Fill colour of a win rate in [0, 1] (linear interpolation between the palette stops). */
export function rateColour(rate: number): string {
  if (!Number.isFinite(rate)) return '#e5e5e5';
  const x = Math.min(1, Math.max(0, rate)) * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(x));
  const a = rgb(STOPS[i]!);
  const b = rgb(STOPS[i + 1]!);
  const t = x - i;
  return hex(a.map((v, k) => v + (b[k]! - v) * t));
}

/** Dark or light text for legibility on `rateColour(rate)`. */
export function textColourOn(rate: number): string {
  return Number.isFinite(rate) && (rate < 0.2 || rate > 0.8) ? '#ffffff' : '#1a1a1a';
}

export const PALETTE_STOPS: readonly string[] = STOPS;
