// The `tcglab tune` section of report.html (and the page that holds it in a tune folder): swaps, races, confirmations.
import { esc, fmt } from './escape.js';
import { REPORT_SCRIPT } from './script.js';
import { REPORT_CSS } from './style.js';

/** One candidate swap as tune.csv holds it (rates as fractions; NaN where not measured). */
export interface TuneReportRow {
  readonly stage: number;
  readonly swap: string;
  readonly outcome: string;
  readonly raceDeals: number;
  readonly raceDelta: number;
  readonly raceLow: number;
  readonly raceHigh: number;
  readonly eliminatedRound: number | null;
  readonly confirmDeals: number;
  readonly confirmDelta: number;
  readonly confirmLow: number;
  readonly confirmHigh: number;
  readonly reason: string;
}

export interface TuneReportStage {
  readonly stage: number;
  readonly incumbent: string;
  readonly candidates: number;
  readonly illegal: number;
  readonly rounds: number;
  readonly confirmDeals: number;
  readonly incumbentRate: number;
  readonly incumbentLow: number;
  readonly incumbentHigh: number;
  readonly accepted: boolean;
}

export interface TuneReport {
  readonly game: string;
  readonly deck: string;
  readonly agents: readonly string[];
  readonly seed: string;
  readonly budgetGames: number;
  readonly gamesPlayed: number;
  readonly field: readonly { readonly name: string; readonly weight: number }[];
  readonly pool: string;
  /** z and family size of the simultaneous confirmation intervals. */
  readonly zConfirm: number;
  readonly family: number;
  readonly stop: string;
  readonly bestSwaps: readonly string[];
  readonly bestFile: string;
  readonly notes: readonly string[];
  readonly stages: readonly TuneReportStage[];
  readonly rows: readonly TuneReportRow[];
  readonly meta: readonly (readonly [string, string])[];
}

const pts = (v: number): string => (Number.isFinite(v) ? `${v >= 0 ? '+' : ''}${(100 * v).toFixed(1)}` : '–');
const ptsCi = (lo: number, hi: number): string => (Number.isFinite(lo) ? `[${pts(lo)}, ${pts(hi)}]` : '');

/** An interval around 0 on a symmetric axis [−d, d] (win-rate points), the zero line dashed. */
function diffBar(mean: number, low: number, high: number, d: number, width = 200): string {
  const h = 18;
  const pad = 4;
  const x = (v: number): number => pad + ((Math.max(-d, Math.min(d, v)) + d) / (2 * d)) * (width - 2 * pad);
  if (!Number.isFinite(mean)) return '';
  const colour = low > 0 ? '#4393c3' : high < 0 ? '#d6604d' : '#d9d9d9';
  return (
    `<svg class="ibar" width="${width}" height="${h}" viewBox="0 0 ${width} ${h}" role="img" aria-label="${pts(mean)} points, interval ${ptsCi(low, high)}">` +
    `<line x1="${x(-d)}" y1="${h / 2}" x2="${x(d)}" y2="${h / 2}" stroke="#eee"/>` +
    `<rect x="${x(low)}" y="${h / 2 - 5}" width="${Math.max(1, x(high) - x(low))}" height="10" rx="3" fill="${colour}" stroke="#555" stroke-width="0.6"/>` +
    `<line x1="${x(0)}" y1="1" x2="${x(0)}" y2="${h - 1}" stroke="#777" stroke-dasharray="2 2"/>` +
    `<circle cx="${x(mean)}" cy="${h / 2}" r="3" fill="#1a1a1a"/></svg>`
  );
}

function axis(values: readonly number[]): number {
  const m = Math.max(0.01, ...values.filter(Number.isFinite).map(Math.abs));
  return Math.ceil(m * 20 - 1e-9) / 20;
}

function finalistsTable(rows: readonly TuneReportRow[]): string {
  if (rows.length === 0) return '<p class="muted">No finalist.</p>';
  const d = axis(rows.flatMap((r) => [r.confirmLow, r.confirmHigh]));
  return (
    '<table class="tune-finalists"><thead><tr><th>Swap</th><th class="num">Deals</th><th class="num">Δ win rate</th>' +
    `<th>Simultaneous interval <span class="muted">(axis ±${(100 * d).toFixed(0)} points, dashed 0)</span></th><th class="num"></th><th>Decision</th></tr></thead><tbody>` +
    rows
      .map(
        (r) =>
          `<tr><td class="name">${esc(r.swap)}</td><td class="num">${r.confirmDeals}</td><td class="num strong">${pts(r.confirmDelta)}</td>` +
          `<td>${diffBar(r.confirmDelta, r.confirmLow, r.confirmHigh, d)}</td><td class="num muted">${ptsCi(r.confirmLow, r.confirmHigh)}</td>` +
          `<td class="small">${esc(r.outcome === 'accepted' ? 'accepted' : r.reason)}</td></tr>`,
      )
      .join('') +
    '</tbody></table>'
  );
}

function raceTable(rows: readonly TuneReportRow[], max: number): string {
  const shown = [...rows].sort((a, b) => (b.eliminatedRound ?? 1e9) - (a.eliminatedRound ?? 1e9) || b.raceDelta - a.raceDelta).slice(0, max);
  if (shown.length === 0) return '';
  const d = axis(shown.flatMap((r) => [r.raceLow, r.raceHigh]));
  return (
    '<table class="sortable tune-race"><thead><tr><th>Swap</th><th class="num">Deals</th><th class="num">Δ win rate</th>' +
    `<th>95% interval, unadjusted <span class="muted">(axis ±${(100 * d).toFixed(0)})</span></th><th class="num"></th><th class="num">Cut in round</th><th>Why</th></tr></thead><tbody>` +
    shown
      .map(
        (r) =>
          `<tr><td class="name">${esc(r.swap)}</td><td class="num">${r.raceDeals}</td><td class="num" data-sort="${r.raceDelta}">${pts(r.raceDelta)}</td>` +
          `<td>${diffBar(r.raceDelta, r.raceLow, r.raceHigh, d)}</td><td class="num muted">${ptsCi(r.raceLow, r.raceHigh)}</td>` +
          `<td class="num">${r.eliminatedRound ?? '–'}</td><td class="small">${esc(r.reason)}</td></tr>`,
      )
      .join('') +
    '</tbody></table>'
  );
}

/** The tune section: what was searched, what was found, and how sure it is. */
export function tuneSectionHtml(r: TuneReport): string {
  const stat = (label: string, value: string): string => `<div class="stat"><span>${label}</span><b>${value}</b></div>`;
  const found = r.bestSwaps.length ? r.bestSwaps.map(esc).join('<br>') : 'no swap shown better';
  const stages = r.stages
    .map((s) => {
      const rows = r.rows.filter((x) => x.stage === s.stage);
      const finalists = rows.filter((x) => x.eliminatedRound === null).sort((a, b) => b.confirmDelta - a.confirmDelta);
      return (
        `<h3>Stage ${s.stage}: swaps of ${esc(s.incumbent)}</h3>` +
        `<p class="note">${s.candidates} legal swaps (${s.illegal} illegal ones left out), raced over ${s.rounds} round(s) of successive halving; ` +
        `the finalists then played ${s.confirmDeals} fresh deals each. The incumbent's win rate against the field on those deals: ` +
        `${fmt(100 * s.incumbentRate)}% [${fmt(100 * s.incumbentLow)}%, ${fmt(100 * s.incumbentHigh)}%].</p>` +
        finalistsTable(finalists) +
        `<details><summary>The race (${Math.min(40, rows.length)} of ${rows.length} candidates, furthest first; all in tune.csv)</summary>` +
        `<div class="scroll">${raceTable(rows, 40)}</div></details>`
      );
    })
    .join('');
  return `<section id="tune">
<h2>Deck tuning</h2>
<div class="cards-row">${stat('Deck', esc(r.deck))}${stat('Field', `${r.field.length} deck${r.field.length === 1 ? '' : 's'}`)}${stat('Games', `${r.gamesPlayed} <small class="muted">of ${r.budgetGames}</small>`)}${stat('Found', found)}</div>
<p class="note">Every candidate played the same deals as the incumbent (the same shuffles, with the new card in the old card's
slot, and the same engine and agent seeds), so a difference is the card's, not the deal's. Δ is the change of the deck's win
rate against the field (weighted by the field's weights; a draw counts half), in percentage points. Race intervals are per
candidate and unadjusted, and biased upward for the candidates that survived (they were picked for looking good): they only
explain the cuts. The decision rests on the confirmation: fresh deals, and intervals that hold simultaneously for all
${r.family} comparisons the run could confirm (Bonferroni, z = ${r.zConfirm.toFixed(2)}). A swap is accepted only when its
whole interval is above 0. ${esc(r.stop)}.</p>
${r.notes.map((n) => `<p class="note"><b>Note:</b> ${esc(n)}</p>`).join('\n')}
${stages}
<h3>Field and pool</h3>
<table><thead><tr><th>Opponent</th><th class="num">Weight</th></tr></thead><tbody>${r.field
    .map((f) => `<tr><td class="name">${esc(f.name)}</td><td class="num">${fmt(100 * f.weight)}%</td></tr>`)
    .join('')}</tbody></table>
<p class="note">Pool: ${esc(r.pool)}. Best deck: <code>${esc(r.bestFile)}</code>.</p>
<dl class="meta">${r.meta.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${/command|reproduce|resume/i.test(k) ? `<code>${esc(v)}</code>` : esc(v)}</dd>`).join('')}</dl>
</section>`;
}

/** report.html of a tune folder: the shared stylesheet and script around the tune section. */
export function tuneReportHtml(r: TuneReport): string {
  const title = `tcglab tune — ${r.deck} (${r.game})`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${REPORT_CSS}</style></head>
<body><main>
<h1>${esc(title)}</h1>
<p class="sub">agents ${esc(r.agents.join(' vs '))} · seed ${esc(r.seed)} · budget ${r.budgetGames} games</p>
${tuneSectionHtml(r)}
</main>
<script>${REPORT_SCRIPT}</script>
</body></html>
`;
}
