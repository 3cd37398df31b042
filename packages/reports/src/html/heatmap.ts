// The matchup heatmap as inline SVG: one cell per matrix entry, hatched where the interval includes 50%.
import type { Matrix, MatrixEntry } from '../matrix.js';
import { textWidth } from '@tcglab/core';
import { esc, pct } from './escape.js';
import { PALETTE_STOPS, rateColour, textColourOn } from './palette.js';

function cellTitle(e: MatrixEntry): string {
  if (e.mirror) return `${e.row_deck} mirror: ${e.games} games (not rated: a deck against itself wins half by construction)`;
  if (e.games === 0) return `${e.row_deck} vs ${e.col_deck}: no games`;
  return `${e.row_deck} vs ${e.col_deck}: ${pct(e.win_rate)} win rate, pair-aware 95% interval [${pct(lowOf(e))}, ${pct(highOf(e))}] (Wilson over games [${pct(e.win_low)}, ${pct(e.win_high)}]), ${e.games} games (${e.wins}-${e.losses}-${e.draws})`;
}

/** Whether a cell's 95% interval includes an even matchup. */
/** The pair-aware interval when there is one (games paired by deal), else Wilson's. */
const lowOf = (e: MatrixEntry) => (Number.isFinite(e.win_pair_low) ? e.win_pair_low : e.win_low);
const highOf = (e: MatrixEntry) => (Number.isFinite(e.win_pair_high) ? e.win_pair_high : e.win_high);

/** True when the matchup's pair-aware 95% interval includes 50% (not decided). */
export function crossesHalf(e: MatrixEntry): boolean {
  return !e.mirror && e.games > 0 && lowOf(e) <= 0.5 && highOf(e) >= 0.5;
}

export function heatmapSvg(m: Matrix): string {
  const n = m.decks.length;
  if (n === 0) return '<p class="muted">No games.</p>';
  // Cells are big enough to print the rate, its 95% interval and the games (no hover needed); labels are never cut.
  const cell = Math.max(56, Math.min(72, Math.floor(760 / n)));
  const longest = Math.max(...m.decks.map((d) => textWidth(d)));
  const labelW = Math.ceil(longest * 7.2) + 16;
  const top = Math.ceil(longest * 7.2 * 0.72) + 20;
  const w = labelW + n * cell + top;
  const h = top + n * cell + 8;
  const parts: string[] = [];
  parts.push(
    `<svg class="heatmap" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Win rate of each row deck against each column deck">`,
    '<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">',
    '<line x1="0" y1="0" x2="0" y2="6" stroke="#555" stroke-opacity="0.45" stroke-width="1.6"/></pattern></defs>',
  );
  m.decks.forEach((d, i) => {
    const y = top + i * cell + cell / 2;
    parts.push(`<text class="lbl" x="${labelW - 8}" y="${y}" text-anchor="end" dominant-baseline="middle"><title>${esc(d)}</title>${esc(d)}</text>`);
    const x = labelW + i * cell + cell / 2;
    parts.push(`<text class="lbl" x="${x}" y="${top - 8}" transform="rotate(-45 ${x} ${top - 8})"><title>${esc(d)}</title>${esc(d)}</text>`);
  });
  m.entries.forEach((e, k) => {
    const i = Math.floor(k / n);
    const j = k % n;
    const x = labelW + j * cell;
    const y = top + i * cell;
    const fill = e.mirror ? '#ffffff' : rateColour(e.win_rate);
    const cls = e.mirror ? 'cell mirror' : e.games === 0 ? 'cell empty' : crossesHalf(e) ? 'cell even' : 'cell decided';
    parts.push(`<g><title>${esc(cellTitle(e))}</title>`);
    parts.push(`<rect class="${cls}" data-row="${esc(e.row_deck)}" data-col="${esc(e.col_deck)}" x="${x}" y="${y}" width="${cell}" height="${cell}" fill="${fill}" stroke="#ffffff" stroke-width="2"/>`);
    if (crossesHalf(e)) parts.push(`<rect x="${x + 1}" y="${y + 1}" width="${cell - 2}" height="${cell - 2}" fill="url(#hatch)" pointer-events="none"/>`);
    const cx = x + cell / 2;
    if (e.mirror) {
      parts.push(`<text class="v muted" x="${cx}" y="${y + cell / 2}" text-anchor="middle" dominant-baseline="middle">—</text>`);
    } else if (e.games > 0) {
      const col = textColourOn(e.win_rate);
      const mid = y + cell / 2;
      parts.push(`<text class="v${crossesHalf(e) ? '' : ' strong'}" x="${cx}" y="${mid - 12}" text-anchor="middle" dominant-baseline="middle" fill="${col}">${Math.round(100 * e.win_rate)}</text>`);
      parts.push(`<text class="n ci" x="${cx}" y="${mid + 3}" text-anchor="middle" dominant-baseline="middle" fill="${col}">${Math.round(100 * e.win_low)}–${Math.round(100 * e.win_high)}</text>`);
      parts.push(`<text class="n" x="${cx}" y="${mid + 16}" text-anchor="middle" dominant-baseline="middle" fill="${col}">n=${e.games}</text>`);
    }
    parts.push('</g>');
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The colour legend (a gradient strip with ticks) and the meaning of hatching. */
export function heatmapLegendSvg(): string {
  const w = 260;
  const stops = PALETTE_STOPS.map((c, i) => `<stop offset="${(100 * i) / (PALETTE_STOPS.length - 1)}%" stop-color="${c}"/>`).join('');
  return (
    `<svg class="legend" width="${w + 400}" height="44" viewBox="0 0 ${w + 400} 44" aria-hidden="true">` +
    `<defs><linearGradient id="legend-grad" x1="0" x2="1" y1="0" y2="0">${stops}</linearGradient></defs>` +
    `<rect x="10" y="4" width="${w}" height="14" fill="url(#legend-grad)" stroke="#ccc"/>` +
    [0, 25, 50, 75, 100].map((p) => `<text class="n" x="${10 + (w * p) / 100}" y="32" text-anchor="middle">${p}%</text>`).join('') +
    `<rect x="${w + 30}" y="4" width="16" height="14" fill="#f7f7f7" stroke="#ccc"/><rect x="${w + 30}" y="4" width="16" height="14" fill="url(#hatch)"/>` +
    `<text class="n" x="${w + 52}" y="15">pair-aware 95% interval includes 50%</text>` +
    `<rect x="${w + 270}" y="4" width="16" height="14" fill="#e5e5e5" stroke="#ccc"/><text class="n" x="${w + 292}" y="15">did not meet</text>` +
    '</svg>'
  );
}
