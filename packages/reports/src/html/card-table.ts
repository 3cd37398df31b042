// The sortable per-card table of the HTML report (sorting and the deck filter are in script.ts).
import type { CardRow } from '../cards.js';
import { ci, esc, fmt, pct, sortKey } from './escape.js';

function delta(v: number, low: number, high: number): string {
  if (!Number.isFinite(v)) return '–';
  const cls = low > 0 ? ' pos' : high < 0 ? ' neg' : '';
  const iv = Number.isFinite(low) ? `<br><span class="muted small">[${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}]</span>` : '';
  return `<span class="d${cls}">${v > 0 ? '+' : ''}${(100 * v).toFixed(1)}</span>${iv}`;
}

export function cardTableHtml(cards: readonly CardRow[], cardName?: (id: string) => string | undefined): string {
  if (cards.length === 0) return '<p class="muted">No card statistics (games.csv has no drawn/played data).</p>';
  const decks = [...new Set(cards.map((c) => c.deck))];
  const options = ['<option value="">all decks</option>', ...decks.map((d) => `<option value="${esc(d)}">${esc(d)}</option>`)].join('');
  const shields = cards.some((c) => c.shield_only > 0);
  const rows = cards.map((c) => {
    const name = cardName?.(c.card);
    return (
      `<tr data-deck="${esc(c.deck)}"><td class="name deck">${esc(c.deck)}</td>` +
      `<td class="name id" data-sort="${esc(name ?? c.card)}">${name ? `${esc(name)} <span class="muted">${esc(c.card)}</span>` : esc(c.card)}</td>` +
      `<td class="num" data-sort="${c.copies}">${c.copies || ''}</td>` +
      `<td class="num" data-sort="${sortKey(c.opening_rate)}">${pct(c.opening_rate)}</td>` +
      `<td class="num" data-sort="${sortKey(c.oh_win_rate)}">${pct(c.oh_win_rate)}<br><span class="muted small">${ci(c.oh_win_low, c.oh_win_high)}</span></td>` +
      `<td class="num" data-sort="${sortKey(c.oh_delta)}">${delta(c.oh_delta, c.oh_delta_low, c.oh_delta_high)}</td>` +
      `<td class="num" data-sort="${sortKey(c.drawn_rate)}">${pct(c.drawn_rate)}</td>` +
      `<td class="num" data-sort="${sortKey(c.gih_win_rate)}">${pct(c.gih_win_rate)}</td>` +
      `<td class="num" data-sort="${sortKey(c.gns_win_rate)}">${pct(c.gns_win_rate)}</td>` +
      `<td class="num assoc" data-sort="${sortKey(c.iwd)}">${delta(c.iwd, c.iwd_low, c.iwd_high)}</td>` +
      (shields ? `<td class="num" data-sort="${c.shield_only}">${c.shield_only}</td>` : '') +
      `<td class="num" data-sort="${sortKey(c.played_rate)}">${pct(c.played_rate)}</td>` +
      `<td class="num assoc" data-sort="${sortKey(c.played_delta)}">${delta(c.played_delta, c.played_delta_low, c.played_delta_high)}</td>` +
      `<td class="num" data-sort="${sortKey(c.mean_first_turn)}">${fmt(c.mean_first_turn)}</td></tr>`
    );
  });
  return (
    `<p class="controls"><label>Deck <select id="card-deck">${options}</select></label> <span class="muted">Click a column header to sort.</span></p>` +
    '<table class="sortable cards" id="cards"><thead><tr><th>Deck</th><th>Card</th><th>Copies</th>' +
    '<th>In opening hand</th><th>Win rate, in opening hand</th><th>Opening-hand effect, pts</th>' +
    '<th>Reached hand</th><th>Win rate, in hand (GIH)</th><th>Win rate, never in hand (GNS)</th><th class="assoc">In hand − never, pts (association)</th>' +
    (shields ? '<th>Hand only from shields</th>' : '') +
    '<th>Played</th><th class="assoc">Played − not, pts (association)</th><th>Mean first turn</th></tr></thead><tbody>' +
    rows.join('') +
    '</tbody></table>'
  );
}
