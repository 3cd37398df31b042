// The ranked deck table and the per-matchup table of the HTML report.
import type { DeckRow } from '../decks.js';
import type { SummaryRow } from '../summary.js';
import { ci, esc, fmt, pct, sortKey } from './escape.js';
import { barDomain, domainLabel, intervalBarSvg } from './interval-bar.js';

const pairLow = (d: { win_pair_low: number; win_low: number }) => (Number.isFinite(d.win_pair_low) ? d.win_pair_low : d.win_low);
const pairHigh = (d: { win_pair_high: number; win_high: number }) => (Number.isFinite(d.win_pair_high) ? d.win_pair_high : d.win_high);

export function deckTableHtml(decks: readonly DeckRow[]): string {
  const rated = decks.filter((d) => d.games > 0);
  if (rated.length === 0) return '<p class="muted">No deck played a non-mirror game.</p>';
  const dom = barDomain(rated.map((d) => ({ low: pairLow(d), high: pairHigh(d) })));
  const rankIv = (d: DeckRow) => (Number.isFinite(d.rank_low) ? (d.rank_low === d.rank_high ? String(d.rank_low) : `${d.rank_low}–${d.rank_high}`) : '–');
  const rows = rated.map(
    (d) =>
      `<tr><td class="num strong">${d.rank}</td><td class="num">${rankIv(d)}</td><td class="name">${esc(d.deck)}</td><td class="small muted">${esc(d.pilot.replace(/\|/g, ', '))}</td><td class="num">${d.games}</td>` +
      `<td class="num">${d.wins}-${d.losses}-${d.draws}</td><td class="num strong">${pct(d.win_rate)}</td>` +
      `<td>${intervalBarSvg(d.win_rate, pairLow(d), pairHigh(d), 220, dom)}</td><td class="num">${ci(pairLow(d), pairHigh(d))}<br><span class="muted small">Wilson ${ci(d.win_low, d.win_high)}</span></td>` +
      `<td class="num">${Number.isFinite(d.p_above_next) ? pct(d.p_above_next, 0) : '–'}</td>` +
      `<td class="num">${d.opponents}</td><td class="num">${pct(d.mean_matchup_rate)}</td></tr>`,
  );
  return (
    '<table class="decks"><thead><tr><th>#</th><th>Rank 95%</th><th>Deck</th><th>Played by</th><th>Games</th><th>W-L-D</th><th>Win rate</th>' +
    `<th>Pair-aware 95% interval <span class="muted">(${domainLabel(dom)})</span></th><th></th>` +
    '<th>Above next</th><th>Opp.</th><th>Mean matchup</th></tr></thead><tbody>' +
    rows.join('') +
    '</tbody></table>'
  );
}

export function matchupTableHtml(rows: readonly SummaryRow[]): string {
  if (rows.length === 0) return '<p class="muted">No games.</p>';
  const lo = (r: SummaryRow) => (Number.isFinite(r.a_win_pair_low) ? r.a_win_pair_low : r.a_win_low);
  const hi = (r: SummaryRow) => (Number.isFinite(r.a_win_pair_high) ? r.a_win_pair_high : r.a_win_high);
  const dom = barDomain(rows.map((r) => ({ low: lo(r), high: hi(r) })));
  const body = rows.map(
    (r) =>
      `<tr><td class="num" data-sort="${r.pair}">${r.pair}</td><td class="name deck">${esc(r.deck_a)}</td><td class="name deck">${esc(r.deck_b)}${r.mirror ? ' <span class="tag">mirror</span>' : ''}</td>` +
      `<td class="num" data-sort="${r.games}">${r.games}</td><td class="num">${r.a_wins}-${r.b_wins}-${r.draws}</td>` +
      `<td class="num strong" data-sort="${sortKey(r.a_win_rate)}">${pct(r.a_win_rate)}</td><td>${intervalBarSvg(r.a_win_rate, lo(r), hi(r), 130, dom)}<br><span class="muted small">${ci(lo(r), hi(r))}${Number.isFinite(r.pair_corr) ? ` · ρ ${r.pair_corr.toFixed(2)}` : ''}</span></td>` +
      `<td class="num" data-sort="${sortKey(r.first_win_rate)}">${pct(r.first_win_rate)}<br><span class="muted small">${ci(r.first_win_low, r.first_win_high)}</span></td>` +
      `<td class="num" data-sort="${sortKey(r.turns_median)}">${fmt(r.turns_median)} <span class="muted">(${fmt(r.turns_p10)}–${fmt(r.turns_p90)})</span></td>` +
      `<td class="num" data-sort="${r.failed + r.agent_errors}">${r.failed}${r.agent_errors ? ` <span class="muted">+${r.agent_errors} agent err.</span>` : ''}</td>` +
      `<td class="small reasons">${esc(r.reasons).replace(/ /g, '<br>')}</td></tr>`,
  );
  return (
    '<table class="sortable matchups"><thead><tr><th>Pair</th><th>Deck A</th><th>Deck B</th><th>Games</th><th>A-B-draw</th>' +
    `<th>A win rate</th><th>Pair-aware 95% interval <span class="muted">(${domainLabel(dom)})</span></th><th>First-seat win rate [95%]</th><th>Turns median (p10–p90)</th>` +
    '<th>Failed</th><th>End reasons</th></tr></thead><tbody>' +
    body.join('') +
    '</tbody></table>'
  );
}
