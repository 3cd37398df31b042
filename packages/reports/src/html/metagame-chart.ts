// The metagame panel: the Nash mix of "which deck to bring" and field-weighted win rates, as bars with intervals.
import type { Metagame } from '../bootstrap.js';
import { ci, esc, pct } from './escape.js';
import { barDomain, domainLabel, intervalBarSvg } from './interval-bar.js';

/** Shorten a chart label (the full name is in the bar's title). */
const clip = (s: string, max: number) => (s.length <= max ? s : s.slice(0, max - 1) + '…');

/** Horizontal bars of the equilibrium shares (0–100%) with their 95% bootstrap intervals as whiskers. */
function nashBarsSvg(m: Metagame): string {
  const rows = m.rows;
  const labelW = 230;
  const barW = 420;
  const rowH = 26;
  const top = 22;
  const h = top + rows.length * rowH + 8;
  const w = labelW + barW + 190;
  const x = (v: number) => labelW + Math.min(1, Math.max(0, v)) * barW;
  const parts: string[] = [
    `<svg class="nash" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Nash equilibrium shares with 95% intervals">`,
  ];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${h - 6}" stroke="#e3e3e3"/>`);
    parts.push(`<text class="axis" x="${x(t)}" y="${top - 9}" text-anchor="middle">${Math.round(t * 100)}%</text>`);
  }
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    parts.push(`<g><title>${esc(`${r.deck}: ${pct(r.nash_weight)} of the equilibrium mix, 95% interval ${ci(r.nash_low, r.nash_high)}`)}</title>`);
    parts.push(`<text class="lbl" x="${labelW - 8}" y="${y + 16}" text-anchor="end">${esc(clip(r.deck, 34))}</text>`);
    parts.push(`<rect x="${x(0)}" y="${y + 5}" width="${Math.max(0, x(r.nash_weight) - x(0))}" height="14" rx="2" fill="#2166ac" opacity="0.85"/>`);
    if (Number.isFinite(r.nash_low)) {
      parts.push(`<line x1="${x(r.nash_low)}" y1="${y + 12}" x2="${x(r.nash_high)}" y2="${y + 12}" stroke="#1a1a1a" stroke-width="1.5"/>`);
      for (const v of [r.nash_low, r.nash_high]) parts.push(`<line x1="${x(v)}" y1="${y + 6}" x2="${x(v)}" y2="${y + 18}" stroke="#1a1a1a" stroke-width="1.5"/>`);
    }
    parts.push(`<text class="v" x="${x(1) + 10}" y="${y + 16}">${pct(r.nash_weight)} <tspan class="muted">${ci(r.nash_low, r.nash_high)}</tspan></text>`);
    parts.push('</g>');
  });
  parts.push('</svg>');
  return parts.join('');
}

function fieldTable(m: Metagame): string {
  const rated = m.rows.filter((r) => Number.isFinite(r.field_win_rate));
  if (!rated.length) return '<p class="muted">No deck met every deck of the field.</p>';
  const dom = barDomain(rated.map((r) => ({ low: r.field_low, high: r.field_high })));
  const body = [...rated]
    .sort((a, b) => b.field_win_rate - a.field_win_rate)
    .map(
      (r) =>
        `<tr><td class="name">${esc(r.deck)}</td><td class="num">${pct(r.field_share)}</td><td class="num strong">${pct(r.field_win_rate)}</td>` +
        `<td>${intervalBarSvg(r.field_win_rate, r.field_low, r.field_high, 220, dom)}</td><td class="num muted">${ci(r.field_low, r.field_high)}</td>` +
        `<td class="num">${pct(r.vs_nash)} <span class="muted small">${ci(r.vs_nash_low, r.vs_nash_high)}</span></td></tr>`,
    );
  return (
    '<table class="field"><thead><tr><th>Deck</th><th>Field share</th><th>Win rate vs field</th>' +
    `<th>95% interval <span class="muted">(${domainLabel(dom)})</span></th><th></th><th>Win rate vs Nash mix [95%]</th></tr></thead><tbody>` +
    body.join('') +
    '</tbody></table>'
  );
}

/** The whole panel (the section's notes are in report.ts). */
export function metagameHtml(m: Metagame, gauntlet: boolean): string {
  const nash = m.missing.length
    ? `<p class="muted">No equilibrium: ${m.missing.length} pair(s) of decks never met${gauntlet ? ' (a gauntlet plays one deck against the others only)' : ''}.</p>`
    : nashBarsSvg(m);
  return `<h3>Nash equilibrium: which deck to bring</h3>${nash}<h3>Win rate against the field${m.uniformField ? ' (every deck equally common)' : ''}</h3>${fieldTable(m)}`;
}
