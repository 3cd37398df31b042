// report.html: one self-contained page (inline CSS, SVG and script; no network) for a run folder.
import type { CardRow } from '../cards.js';
import type { DeckRow } from '../decks.js';
import type { Matrix } from '../matrix.js';
import type { RunInfo } from '../run-info.js';
import type { SummaryRow } from '../summary.js';
import { cardTableHtml } from './card-table.js';
import { ci, esc, fmt, pct } from './escape.js';
import { winRate } from '../outcome.js';
import { crossesHalf, heatmapLegendSvg, heatmapSvg } from './heatmap.js';
import { histogramSvg } from './histogram-chart.js';
import { REPORT_SCRIPT } from './script.js';
import { REPORT_CSS } from './style.js';
import { deckTableHtml, matchupTableHtml } from './tables.js';
import { metagameHtml } from './metagame-chart.js';
import type { BootstrapResult } from '../bootstrap.js';

export interface ReportInput {
  readonly summary: readonly SummaryRow[];
  readonly decks: readonly DeckRow[];
  readonly matrix: Matrix;
  readonly cards: readonly CardRow[];
  /** Turns per game: [turns, games] in increasing order. */
  readonly turns: readonly (readonly [number, number])[];
  readonly turnsMedian: number;
  readonly reasons: ReadonlyMap<string, number>;
  readonly games: number;
  readonly draws: number;
  readonly failures: number;
  readonly agentErrors: number;
  readonly agents: readonly string[];
  readonly run?: RunInfo;
  /** Card display name by id, when the game's card pool is available. */
  readonly cardName?: (id: string) => string | undefined;
  /** Rank intervals and the metagame (bootstrap over deals). */
  readonly bootstrap?: BootstrapResult;
}

function metaHtml(input: ReportInput): string {
  const run = input.run;
  const items: [string, string][] = [];
  if (run?.game) items.push(['Game', esc(run.game)]);
  if (run?.seed !== undefined) items.push(['Seed', `<code>${esc(run.seed)}</code>`]);
  // Pilots as written here; the versioned agents with every parameter are in the sub-title line.
  if (run?.pilots) items.push(['Pilots', Object.entries(run.pilots).map(([d, a]) => `${esc(d)}: <code>${esc(a)}</code>`).join(', ')]);
  else
    items.push([
      'Agents',
      run?.seats?.length
        ? run.seats.map((a) => `seat ${a.seat}: <code>${esc(a.full)}</code>`).join(' · ')
        : esc((run?.agents.length ? run.agents : input.agents).join(' vs ')) || '–',
    ]);
  if (run?.gamesPerPair !== undefined) items.push(['Games per pair', esc(run.gamesPerPair)]);
  if (run?.decks.length) items.push(['Decks', run.decks.map((d) => esc(d.name) + (d.file ? ` <span class="muted">(${esc(d.file)})</span>` : '')).join(', ')]);
  for (const [k, v] of Object.entries(run?.extra ?? {})) items.push([esc(k), /^(reproduce|resume|cwd|specHash)$/.test(k) ? `<code>${esc(v)}</code>` : esc(v)]);
  if (run?.command) items.push(['Command', `<code>${esc(run.command)}</code>`]);
  const versions = Object.entries(run?.versions ?? {});
  if (versions.length) items.push(['Versions', versions.map(([k, v]) => `${esc(k)} <code>${esc(v)}</code>`).join(', ')]);
  if (!run) items.push(['run.json', '<span class="muted">missing or unreadable: report made from games.csv alone</span>']);
  return `<dl class="meta">${items.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>`;
}

/** Who played, in one line: each seat's (or deck's) versioned agent; one name when all play the same agent. */
function playedBy(input: ReportInput): string {
  const seats = input.run?.seats;
  if (!seats?.length) return `agents: ${(input.run?.agents.length ? input.run.agents : input.agents).join(' vs ') || 'unknown'}`;
  const names = [...new Set(seats.map((a) => a.full))];
  const who = (a: { seat?: number; deck?: string }) => (a.deck !== undefined ? a.deck : `seat ${a.seat}`);
  if (names.length === 1) return `${seats[0]!.deck !== undefined ? 'every deck' : 'both seats'}: ${names[0]}`;
  return seats.map((a) => `${who(a)}: ${a.full}`).join(', ');
}

/** Random agents: the win rates say how each deck plays itself, not how strong it is in skilled hands. */
function selfPlayNote(input: ReportInput): string {
  const seats = input.run?.seats;
  const named = input.run?.agents.length ? input.run.agents : input.agents;
  const random = seats?.length ? seats.filter((a) => a.random) : named.flatMap((a, seat) => (/^random(@\d+)?$/.test(a) ? [{ seat }] : []));
  if (!random.length) return '';
  const all = random.length === (seats?.length ?? named.length);
  const who = random.map((a: { seat?: number; deck?: string }) => (a.deck !== undefined ? a.deck : `Seat ${a.seat}`)).join(', ');
  return (
    `<p class="note warn"><b>${all ? 'Random agents: this report measures self-play, not deck strength.' : `${who} ${random.length > 1 ? 'play' : 'plays'} at random.`}</b> ` +
    'A random agent plays uniformly random legal moves, so its win rates say how a deck plays itself, not how strong it is in ' +
    'skilled hands; play the study with a competent agent for that (<code>--agents greedy</code>; <code>pnpm start</code> uses <code>greedy@2</code>).</p>'
  );
}

function headline(input: ReportInput): string {
  const rated = input.matrix.entries.filter((e) => !e.mirror && e.games > 0);
  const decided = rated.filter((e) => !crossesHalf(e)).length;
  const g = gauntletDeck(input);
  const leader = g ? input.decks.find((d) => d.deck === g) : input.decks.find((d) => d.games > 0);
  const stat = (label: string, value: string) => `<div class="stat"><span>${label}</span><b>${value}</b></div>`;
  return (
    '<div class="cards-row">' +
    stat('Games', String(input.games)) +
    stat('Decks', String(input.matrix.decks.length)) +
    stat('Draws', `${input.draws} <small class="muted">${input.games ? pct(input.draws / input.games) : ''}</small>`) +
    stat('Failed games', String(input.failures)) +
    stat('Agent errors', `${input.agentErrors}${input.agentErrors ? ` <small class="muted">${pct(input.agentErrors / Math.max(1, input.games))}</small>` : ''}`) +
    (leader ? stat(g ? 'Gauntlet deck' : 'Top deck', `${esc(leader.deck)} <small class="muted">${pct(leader.win_rate)}</small>`) : '') +
    stat('Matchups decided', `${decided / 2} / ${rated.length / 2}`) +
    '</div>'
  );
}

/** The gauntlet deck of a gauntlet run (from run.json), if this is one. */
function gauntletDeck(input: ReportInput): string | undefined {
  const x = input.run?.extra;
  return x && x['pairing'] === 'gauntlet' && x['gauntlet'] ? x['gauntlet'] : undefined;
}

function rankingNote(input: ReportInput): string {
  const g = gauntletDeck(input);
  const base =
    'Overall win rate against every other deck (mirror games excluded), ranked by point estimate. “Rank 95%” is the range of ' +
    'ranks the deck takes in 95% of bootstrap replicates over deals; “Above next” is the share of replicates in which it beats ' +
    'the deck ranked below it (an approximate confidence in that order, not a probability of the decks\' true strengths). ' +
    '“Mean matchup” is the unweighted mean of a deck\'s per-opponent win rates.';
  if (!g) return base;
  return `${base} <b>This is a gauntlet:</b> every other deck played only ${esc(g)}, so their rates are their results against it, not a ranking against the field.`;
}

function shieldNote(input: ReportInput): string {
  return input.cards.some((c) => c.shield_only > 0)
    ? 'A card that reached the hand only from the shield zone (Duel Masters: broken shields, which go to the hand as the player loses, and shields an effect puts there) counts as neither “in hand” nor “never”; the “hand only from shields” column counts those games. '
    : '';
}

function metagameSection(input: ReportInput): string {
  const m = input.bootstrap!.metagame;
  const note =
    'If each player picks one of these decks and the win rates are as measured, the <b>Nash equilibrium</b> is the mix of decks ' +
    'no opponent can exploit: every deck it brings wins ½ against the mix, every other deck less. It is computed by linear ' +
    'programming on the matchup matrix (mirrors at 50%); when several equilibria exist one is shown. Bars: equilibrium share with ' +
    `its 95% bootstrap interval over deals (${m.replicates} replicates). The <b>field</b> table weights each deck's matchups by how ` +
    `common each deck is${m.uniformField ? ' (here: every deck equally common; `tcglab report DIR --field A=0.3,B=0.2,…` sets a field)' : ''}. ` +
    'Both depend on the agents: with random agents they describe how decks play themselves, not a real metagame.';
  return `<h2 id="metagame">Metagame</h2><p class="note">${note}</p>${metagameHtml(m, gauntletDeck(input) !== undefined)}`;
}

function reasonsHtml(reasons: ReadonlyMap<string, number>, games: number): string {
  const rows = [...reasons.entries()].sort((a, b) => b[1] - a[1]);
  if (!rows.length) return '';
  return (
    '<table class="reasons"><thead><tr><th>End reason</th><th class="num">Games</th><th class="num">Share</th></tr></thead><tbody>' +
    rows.map(([r, n]) => `<tr><td>${esc(r || '?')}</td><td class="num">${n}</td><td class="num">${pct(n / games)}</td></tr>`).join('') +
    '</tbody></table>'
  );
}

export function renderReportHtml(input: ReportInput): string {
  const title = `tcglab report${input.run?.game ? ` — ${input.run.game}` : ''}`;
  // Pooled first-seat record: first_win_rate × games is each pairing's first-seat points (wins + draws / 2).
  const played = input.summary.filter((r) => r.games > 0);
  const firstGames = played.reduce((a, r) => a + r.games, 0);
  const firstPoints = played.reduce((a, r) => a + Math.round(2 * r.first_win_rate * r.games) / 2, 0);
  const firstPooled = winRate(firstPoints, 0, firstGames);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${REPORT_CSS}</style></head>
<body><main>
<h1>${esc(title)}</h1>
<p class="sub">${input.games} games · ${input.matrix.decks.length} decks · ${input.summary.length} pairings · ${esc(playedBy(input))}</p>
${selfPlayNote(input)}
${headline(input)}
<p class="note">Win rate counts a draw as half a win. Games come in seat-swapped pairs that share a deal: the seat
cancels out of a pair, the deal does not, so a deck's two results in a pair are correlated. Intervals are 95% and
<b>pair-aware</b> (deals as independent units: the Wilson interval at the effective sample size); the plain Wilson
interval over games is shown beside them. A difference is only worth reading where the intervals say so; hatched
heatmap cells are matchups whose pair-aware interval includes 50%. Methods: docs/statistics.md.</p>

<h2 id="matchups">Matchups</h2>
<p class="note">Each cell is the <b>row</b> deck's win rate (%) against the <b>column</b> deck, its 95% interval
(low–high) and the number of games (hover a cell for its record).
Decks are in ranking order. The diagonal (a deck against itself) is not rated.</p>
<div class="scroll">${heatmapSvg(input.matrix)}</div>
${input.matrix.decks.length ? heatmapLegendSvg() : ''}

<h2 id="ranking">Deck ranking</h2>
<p class="note">${rankingNote(input)}</p>
<div class="scroll">${deckTableHtml(input.decks)}</div>

${input.bootstrap ? metagameSection(input) : ''}
<h2 id="pairings">Pairings</h2>
<p class="note">One row per deck pairing: deck A's record and win rate, the win rate of whoever took the first turn
(pooled over all pairings: ${pct(firstPooled.rate)} ${ci(firstPooled.low, firstPooled.high)}), and game length.</p>
<div class="scroll">${matchupTableHtml(input.summary)}</div>

<h2 id="length">Game length</h2>
${histogramSvg({ entries: input.turns, xLabel: 'turns', median: input.turnsMedian })}
${reasonsHtml(input.reasons, input.games)}

<h2 id="cards-section">Cards</h2>
<p class="note">Per deck and card, over the deck's games. <b>Opening-hand effect</b>: the deck's win rate when the card
was in its first dealt hand minus when it was not. The shuffle alone decides that, so this difference estimates what
starting with the card is worth (against another card of the deck), with a pair-aware interval. <b>In hand − never</b>
(17lands' IWD: games where the card reached the hand against games where it never did) and <b>played − not played</b> are
<b>associations</b>, shaded: a card reaches the hand more often in long games and is played more in games that go
well, so these differences describe the games it was seen or played in, not its value (measured on the default study,
in-hand goes with a lower win rate on average, played with a higher one). ${shieldNote(input)}Intervals: pair-aware 95%; a coloured difference excludes 0.</p>
<div class="scroll">${cardTableHtml(input.cards, input.cardName)}</div>

<h2 id="run">Run</h2>
${metaHtml(input)}
<p class="note">Agent errors: ${input.agentErrors} games ended because an agent failed (counted as a loss for that agent's seat).
Mean game length ${fmt(input.turns.reduce((a, [v, c]) => a + v * c, 0) / Math.max(1, input.games))} turns.</p>
</main>
<script>${REPORT_SCRIPT}</script>
</body></html>
`;
}
