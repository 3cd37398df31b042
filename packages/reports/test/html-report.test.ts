// report.html structure: self-contained, one heatmap cell per matrix entry, every card row, escaped text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finalizeRun } from '../src/finalize.js';
import { ROWS, RUN_JSON, row, runFolder } from './fixtures.js';

const EVIL = '<img src=x onerror="alert(1)">&\'';

/** The fixture plus a pairing where a hostile deck name beats Fire 19-1 over 10 deals (an interval that excludes 50%). */
const rows = [
  ...ROWS,
  ...Array.from({ length: 20 }, (_, k) =>
    row({ game: 12 + k, pair: 3, deck_0: k % 2 ? 'Fire' : EVIL, deck_1: k % 2 ? EVIL : 'Fire', first: 0, winner: k === 0 ? 1 : k % 2 ? 1 : 0, turns: 6, drawn_0: 'f1', played_0: k % 2 ? 'f1@2' : '' }),
  ),
];

async function render(): Promise<{ html: string; res: Awaited<ReturnType<typeof finalizeRun>> }> {
  const dir = runFolder(rows, { ...RUN_JSON, command: 'tcglab sim --deck <b>x</b>' });
  const res = await finalizeRun(dir, { cardName: (id) => (id === 'f1' ? 'Flame <Lance>' : undefined) });
  return { html: readFileSync(join(dir, 'report.html'), 'utf8'), res };
}

describe('report.html', async () => {
  const { html, res } = await render();
  it('is one self-contained file: no external URLs, stylesheets or scripts', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
    expect(html).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/https?:\/\//i);
  });
  it('draws one heatmap cell per matrix entry', () => {
    const cells = html.match(/<rect class="cell[ "]/g) ?? [];
    expect(cells).toHaveLength(4 * 4);
    expect(html.match(/<rect class="cell mirror"/g)).toHaveLength(4);
    // Fire vs Water 5.5/8 and Water vs Earth 1/2 include 50% (both directions); EVIL beats Fire 19/20 over 10
    // deals (pair-aware [71.6%, 99.7%]): decided. Cells without games: Fire–Earth and EVIL–Water/Earth pairs.
    expect(html.match(/<rect class="cell even"/g)).toHaveLength(4);
    expect(html.match(/<rect class="cell decided"/g)).toHaveLength(2);
    expect(html.match(/<rect class="cell empty"/g)).toHaveLength(6);
  });
  it('lists every card row in the card table', () => {
    const table = html.slice(html.indexOf('<table class="sortable cards"'));
    const body = table.slice(0, table.indexOf('</table>'));
    expect(body.match(/<tr data-deck=/g)).toHaveLength(res.cards.length);
    expect(res.cards.length).toBeGreaterThan(5);
    expect(html).toContain('Flame &lt;Lance&gt;');
  });
  it('ranks decks in the deck table', () => {
    const table = html.slice(html.indexOf('<table class="decks"'));
    const names = [...table.slice(0, table.indexOf('</table>')).matchAll(/<td class="name">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(names).toEqual(res.decks.filter((d) => d.games > 0).map((d) => d.deck.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')));
  });
  it('escapes user text everywhere', () => {
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    expect(html).toContain('tcglab sim --deck &lt;b&gt;x&lt;/b&gt;');
    // The only script is ours: exactly one <script> element.
    expect(html.match(/<script/g)).toHaveLength(1);
  });
  it('pools the first-seat record over pairings with its interval', () => {
    // First seat: pair 0 6-1-1, pair 1 1-1, pair 2 2-0, pair 3 (first = seat 0) 9-11 → 18.5 points in 32 games.
    expect(html).toContain('(pooled over all pairings: 57.8% [40.8%, 73.2%])');
  });
  it('shows the run metadata', () => {
    expect(html).toContain('duel-masters');
    expect(html).toContain('<code>7</code>');
    expect(html).toContain('random vs random');
  });
  it('says so when the run is a gauntlet', async () => {
    const dir = runFolder(ROWS, { ...RUN_JSON, spec: { ...RUN_JSON.spec, pairing: 'gauntlet', gauntlet: 'Water' } });
    await finalizeRun(dir);
    const g = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(g).toContain('<b>This is a gauntlet:</b> every other deck played only Water');
    expect(g).toContain('<span>Gauntlet deck</span><b>Water');
    expect(html).not.toContain('This is a gauntlet');
  });
});
