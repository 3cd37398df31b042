// The sortable per-card table of the HTML report (sorting and the deck filter are in script.ts).
import type { CardRow } from '../cards.js';
import { ci, esc, fmt, pct, sortKey } from './escape.js';

export function cardTableHtml(cards: readonly CardRow[], cardName?: (id: string) => string | undefined): string {
  if (cards.length === 0) return '<p class="muted">No card statistics (games.csv has no drawn/played data).</p>';
  const decks = [...new Set(cards.map((c) => c.deck))];
  const options = ['<option value="">all decks</option>', ...decks.map((d) => `<option value="${esc(d)}">${esc(d)}</option>`)].join('');
  const rows = cards.map((c) => {
    const name = cardName?.(c.card);
    const delta = c.played_delta;
    const deltaCls = !Number.isFinite(delta) ? '' : delta > 0 ? ' pos' : delta < 0 ? ' neg' : '';
    return (
      `<tr data-deck="${esc(c.deck)}"><td class="name deck">${esc(c.deck)}</td>` +
      `<td class="name id" data-sort="${esc(name ?? c.card)}">${name ? `${esc(name)} <span class="muted">${esc(c.card)}</span>` : esc(c.card)}</td>` +
      `<td class="num" data-sort="${c.copies}">${c.copies || ''}</td>` +
      `<td class="num" data-sort="${sortKey(c.drawn_rate)}">${pct(c.drawn_rate)}</td>` +
      `<td class="num" data-sort="${sortKey(c.played_rate)}">${pct(c.played_rate)}</td>` +
      `<td class="num" data-sort="${sortKey(c.win_rate_played)}">${pct(c.win_rate_played)} <span class="muted">${ci(c.win_played_low, c.win_played_high)}</span></td>` +
      `<td class="num" data-sort="${sortKey(c.win_rate_not_played)}">${pct(c.win_rate_not_played)} <span class="muted">${ci(c.win_not_played_low, c.win_not_played_high)}</span></td>` +
      `<td class="num${deltaCls}" data-sort="${sortKey(delta)}">${Number.isFinite(delta) ? (delta > 0 ? '+' : '') + (100 * delta).toFixed(1) : '–'}</td>` +
      `<td class="num" data-sort="${sortKey(c.mean_first_turn)}">${fmt(c.mean_first_turn)}</td></tr>`
    );
  });
  return (
    `<p class="controls"><label>Deck <select id="card-deck">${options}</select></label> <span class="muted">Click a column header to sort.</span></p>` +
    '<table class="sortable cards" id="cards"><thead><tr><th>Deck</th><th>Card</th><th>Copies</th><th>Drawn</th><th>Played</th>' +
    '<th>Win rate when played [95%]</th><th>Win rate when not played [95%]</th><th>Δ pts</th><th>Mean first turn</th></tr></thead><tbody>' +
    rows.join('') +
    '</tbody></table>'
  );
}
