// report.html of a `tcglab bench-agents` folder: the same page style as a run's report (inline CSS and SVG, no
// network), with the agents' scores and Elo differences, their 95% intervals as bars, the ladder and the SPRT.
import { ci, esc, fmt, pct } from './escape.js';
import { barDomain, domainLabel, intervalBarSvg } from './interval-bar.js';
import { REPORT_SCRIPT } from './script.js';
import { REPORT_CSS } from './style.js';

/** One summary line: an agent pairing on one deck matchup, or overall. Elo values come formatted (±inf rule). */
export interface BenchHtmlLine {
  readonly scope: 'matchup' | 'overall';
  readonly a: string;
  readonly b: string;
  readonly decks: string;
  readonly pairs: number;
  readonly games: number;
  readonly score: number;
  readonly low: number;
  readonly high: number;
  /** How the interval was computed (`pairs`: the pair-aware interval, docs/statistics.md). */
  readonly method: string;
  /** Fewer than 20 pairs: the interval is wide by design and approximate (marked †). */
  readonly small?: boolean;
  readonly elo: string;
  readonly eloLow: string;
  readonly eloHigh: string;
  readonly bothWins: number;
  readonly splits: number;
  readonly bothLosses: number;
  readonly draws: number;
  readonly agentErrorsA: number;
  readonly agentErrorsB: number;
}

export interface BenchHtmlInput {
  readonly game: string;
  readonly seed: string;
  readonly agents: readonly string[];
  readonly decks: readonly { readonly name: string; readonly file?: string }[];
  readonly lines: readonly BenchHtmlLine[];
  readonly ladder?: readonly { readonly agent: string; readonly elo: string; readonly low: string; readonly high: string; readonly games: number; readonly score: number }[];
  /** The SPRT's settings and verdict, as a sentence. */
  readonly sprt?: string;
  readonly reasons: Readonly<Record<string, number>>;
  readonly failedPairs: readonly { readonly task: number; readonly error: string }[];
  readonly pairsPlanned: number;
  readonly pairsPlayed: number;
  readonly status: string;
  /** The benchmark's settings as [label, text] (shown escaped; `code: true` sets the text as code). */
  readonly meta: readonly { readonly label: string; readonly text: string; readonly code?: boolean }[];
}

function linesTable(input: BenchHtmlInput): string {
  if (!input.lines.length) return '<p class="muted">No pairs were played.</p>';
  const dom = barDomain(input.lines.map((l) => ({ low: l.low, high: l.high })));
  const multi = new Set(input.lines.map((l) => `${l.a}\u0000${l.b}`)).size > 1;
  const rows = input.lines.map(
    (l) =>
      `<tr${l.scope === 'overall' ? ' class="strong"' : ''}>` +
      (multi ? `<td class="name">${esc(l.a)} <span class="muted">vs</span> ${esc(l.b)}</td>` : '') +
      `<td class="name deck">${l.scope === 'overall' && input.decks.length > 1 ? '<b>overall</b>' : esc(l.decks)}</td>` +
      `<td class="num">${l.pairs}</td><td class="num">${l.games}</td>` +
      `<td class="num strong">${pct(l.score)}</td><td>${intervalBarSvg(l.score, l.low, l.high, 160, dom)}</td>` +
      `<td class="num muted">${ci(l.low, l.high)}${l.small ? '†' : ''}</td>` +
      `<td class="num">${esc(l.elo)} <span class="muted">[${esc(l.eloLow)}, ${esc(l.eloHigh)}]</span></td>` +
      `<td class="num">${l.bothWins}</td><td class="num">${l.splits}</td><td class="num">${l.bothLosses}</td>` +
      `<td class="num">${l.draws}</td><td class="num">${l.agentErrorsA} / ${l.agentErrorsB}</td></tr>`,
  );
  return (
    '<table class="sortable"><thead><tr>' +
    (multi ? '<th>A vs B</th>' : '') +
    '<th>Decks</th><th>Pairs</th><th>Games</th><th>A score</th>' +
    `<th>95% interval <span class="muted">(${domainLabel(dom)})</span></th><th></th><th>Elo A−B [95%]</th>` +
    '<th>WW</th><th>Split</th><th>LL</th><th>Draws</th><th>Agent errors A / B</th></tr></thead><tbody>' +
    rows.join('') +
    '</tbody></table>'
  );
}

function ladderTable(input: BenchHtmlInput): string {
  if (!input.ladder?.length) return '';
  const rows = input.ladder.map(
    (e, i) =>
      `<tr><td class="num">${i + 1}</td><td class="name">${esc(e.agent)}</td><td class="num strong">${esc(e.elo)}</td>` +
      `<td class="num muted">[${esc(e.low)}, ${esc(e.high)}]</td><td class="num">${e.games}</td><td class="num">${pct(e.score)}</td></tr>`,
  );
  return (
    '<h2 id="ladder">Elo ladder</h2><p class="note">Bradley–Terry ratings fitted to every head-to-head, centred on the ' +
    'field mean (0); 95% intervals by bootstrap over pairs.</p>' +
    '<table><thead><tr><th>#</th><th>Agent</th><th>Elo</th><th>95% interval</th><th>Games</th><th>Score</th></tr></thead><tbody>' +
    rows.join('') +
    '</tbody></table>'
  );
}

function stat(label: string, value: string): string {
  return `<div class="stat"><span>${label}</span><b>${value}</b></div>`;
}

export function renderBenchHtml(input: BenchHtmlInput): string {
  const title = `tcglab bench-agents — ${input.game}`;
  const overall = input.lines.filter((l) => l.scope === 'overall');
  const head = overall.length === 1 ? overall[0] : undefined;
  const agentErrors = input.lines.filter((l) => l.scope === 'overall').reduce((a, l) => a + l.agentErrorsA + l.agentErrorsB, 0);
  const reasons = Object.entries(input.reasons).sort((x, y) => y[1] - x[1]);
  const games = reasons.reduce((a, [, n]) => a + n, 0);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${REPORT_CSS}</style></head>
<body><main>
<h1>${esc(title)}</h1>
<p class="sub">${esc(input.agents.join(' · '))} · ${input.decks.length} deck${input.decks.length === 1 ? '' : 's'} · ${input.pairsPlayed} of ${input.pairsPlanned} pairs · ${esc(input.status)}</p>
<div class="cards-row">${
    stat('Pairs', String(input.pairsPlayed)) +
    stat('Games', String(games)) +
    (head ? stat('A score', `${pct(head.score)} <small class="muted">${ci(head.low, head.high)}</small>`) : '') +
    (head ? stat('Elo A−B', `${esc(head.elo)} <small class="muted">[${esc(head.eloLow)}, ${esc(head.eloHigh)}]</small>`) : '') +
    stat('Failed pairs', String(input.failedPairs.length)) +
    stat('Agent errors', String(agentErrors))
  }</div>
<p class="note">A pair is one deal played twice with the agents' seats swapped; pairs are the independent units. A score counts a
draw as half a win. Intervals are pair-aware 95% intervals: Wilson's at the effective number of games (the pairs' own
variance; deals are the independent units) with a t quantile on pairs − 1 degrees of freedom († = fewer than 20 pairs:
wide by design, approximate). After an SPRT stops, the table's figures ignore the early stop; the stopping-adjusted
Elo is under "Sequential test". An Elo beyond ±3600 (a score within 10⁻⁹ of 0 or 1) is shown as ±inf: a perfect record has no finite Elo.
WW / Split / LL: pairs where A scored 2, ½–1½, 0 points. Agent errors are games lost because the agent failed.</p>
${input.sprt ? `<h2 id="sprt">Sequential test</h2><p>${esc(input.sprt)}</p>` : ''}
<h2 id="lines">Scores</h2>
<div class="scroll">${linesTable(input)}</div>
${ladderTable(input)}
<h2 id="reasons">Game end reasons</h2>
${
  reasons.length
    ? '<table class="reasons"><thead><tr><th>End reason</th><th class="num">Games</th><th class="num">Share</th></tr></thead><tbody>' +
      reasons.map(([r, n]) => `<tr><td>${esc(r)}</td><td class="num">${n}</td><td class="num">${pct(n / games)}</td></tr>`).join('') +
      '</tbody></table>'
    : '<p class="muted">No games.</p>'
}
${
  input.failedPairs.length
    ? `<h2 id="failed">Failed pairs</h2><p class="note">An engine error or a budget overrun: left out of the statistics.</p><ul>${input.failedPairs
        .slice(0, 50)
        .map((f) => `<li>pair ${f.task}: <code>${esc(f.error)}</code></li>`)
        .join('')}</ul>${input.failedPairs.length > 50 ? `<p class="muted">… and ${fmt(input.failedPairs.length - 50)} more (games.csv)</p>` : ''}`
    : ''
}
<h2 id="run">Benchmark</h2>
<dl class="meta">${input.meta.map((m) => `<dt>${esc(m.label)}</dt><dd>${m.code ? `<code>${esc(m.text)}</code>` : esc(m.text)}</dd>`).join('')}</dl>
</main>
<script>${REPORT_SCRIPT}</script>
</body></html>
`;
}
