// HTML escaping and number formatting for the report page (deck names and card ids are user input).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for an HTML text node or a quoted attribute value. */
export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A rate as a percentage with one decimal ("–" when undefined). */
export function pct(v: number, digits = 1): string {
  return Number.isFinite(v) ? (100 * v).toFixed(digits) + '%' : '–';
}

/** "[35.6%, 89.8%]" */
export function ci(low: number, high: number): string {
  return Number.isFinite(low) ? `[${pct(low)}, ${pct(high)}]` : '';
}

/** A number with at most `digits` decimals ("–" when undefined). */
export function fmt(v: number, digits = 1): string {
  if (!Number.isFinite(v)) return '–';
  return Number.isInteger(v) ? String(v) : v.toFixed(digits);
}

/** A finite number for a data-sort attribute (undefined sorts last as -Infinity). */
export function sortKey(v: number): string {
  return Number.isFinite(v) ? String(v) : '-1e308';
}

