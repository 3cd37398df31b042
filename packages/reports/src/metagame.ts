// metagame.csv and deck-order.csv from the bootstrap, the rank columns of decks.csv, and the --field syntax.
import { stringify } from 'csv-stringify/sync';
import type { DeckOrder, Metagame, MetagameRow } from './bootstrap.js';
import { num, toCsv } from './csv-out.js';
import type { DeckRow } from './decks.js';

export const METAGAME_COLUMNS = [
  'deck', 'nash_weight', 'nash_low', 'nash_high', 'vs_nash', 'vs_nash_low', 'vs_nash_high',
  'field_share', 'field_win_rate', 'field_low', 'field_high',
] as const satisfies readonly (keyof MetagameRow)[];

export function metagameCsv(m: Metagame): string {
  return toCsv<MetagameRow>(METAGAME_COLUMNS, m.rows);
}

/** Long format: the share of bootstrap replicates in which the row deck's overall win rate beats the column deck's. */
export function deckOrderCsv(o: DeckOrder): string {
  const out: string[][] = [['row_deck', 'col_deck', 'p_row_above']];
  o.decks.forEach((r, i) => o.decks.forEach((c, j) => i !== j && out.push([r, c, num(o.above[i]![j]!, 3)])));
  return stringify(out);
}

/** Fill decks.csv's rank_low, rank_high and p_above_next from the bootstrap (rows in ranking order). */
export function applyDeckOrder(rows: DeckRow[], o: DeckOrder): void {
  const at = new Map(o.decks.map((d, i) => [d, i]));
  rows.forEach((r, k) => {
    const i = at.get(r.deck);
    if (i === undefined) return;
    r.rank_low = o.rankLow[i]!;
    r.rank_high = o.rankHigh[i]!;
    const next = rows[k + 1] ? at.get(rows[k + 1]!.deck) : undefined;
    r.p_above_next = next === undefined ? NaN : o.above[i]![next]!;
  });
}

/**
 * Parse `--field A=0.3,B=0.2,…` against the run's deck names: a deck name may hold commas (pieces are joined
 * until one holds `=`). Shares must be ≥ 0 and not all 0; they are normalized later. Throws naming
 * the problem (an unknown deck lists the known ones).
 */
export function parseField(text: string, decks: readonly string[]): Map<string, number> {
  const pieces: string[] = [];
  let buf: string | undefined;
  for (const piece of text.split(',')) {
    buf = buf === undefined ? piece : `${buf},${piece}`;
    if (piece.includes('=')) {
      pieces.push(buf);
      buf = undefined;
    }
  }
  if (buf !== undefined) pieces.push(buf);
  const out = new Map<string, number>();
  for (const p of pieces) {
    const eq = p.lastIndexOf('=');
    if (eq <= 0) throw new Error(`--field: "${p}" is not DECK=SHARE`);
    const name = p.slice(0, eq).trim();
    const v = Number(p.slice(eq + 1));
    if (!decks.includes(name)) throw new Error(`--field: no deck "${name}" in this run (decks: ${decks.map((d) => `"${d}"`).join(', ')})`);
    if (!(Number.isFinite(v) && v >= 0)) throw new Error(`--field: the share of "${name}" must be a number ≥ 0; got "${p.slice(eq + 1)}"`);
    if (out.has(name)) throw new Error(`--field: "${name}" is given twice`);
    out.set(name, v);
  }
  if (![...out.values()].some((v) => v > 0)) throw new Error('--field: at least one share must be above 0');
  return out;
}
