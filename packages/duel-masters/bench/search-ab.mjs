// In-process paired A/B of two builds of the Duel Masters engine on the search path (what mcts@7 / mcts@8 ask of the
// engine), in alternating rounds so both builds see the same load. Run after building both:
//   node packages/duel-masters/bench/search-ab.mjs DIST_A DIST_B [mode=expand] [rounds=30] [size] [deck folder]
// (deck folder: decks/duel-masters/historical/ by default). Modes:
// `expand`: `size` true states of mcts@8:iters=8 games where a search decides (default 80), and per state 4 samples of:
//   determinizeInto, the legal actions, then for each action cloneInto + applyAction and the quiescence value (the
//   agents' Quiescence, qnodes=2, over tuned evaluation v2), as mcts@8 expands a node.
// `games`: whole games of mcts@8:iters=24 (or the agent SEARCH_AB_AGENT names) against itself, `size` games a round
//   (default 6); the agents' code is this checkout's dist, the match loop core's.
// `copy` / `eval`: the expand mode's states, only the copies (determinizeInto, then cloneInto of the sample once per
//   legal action) or only the evaluation (the tuned v2 value of each state for both players, 100 times).
// Prints the median CPU ms per round of each build, the median of the paired ratios A/B (> 1: B faster), and whether
// any round's results differed (diffRounds: results must be identical unless the engine changed on purpose).
import { readFileSync } from 'node:fs';
import { cloneInto, determinizeInto, playGame, Prng } from '@tcglab/core';
// The agents' code of this checkout (the same for both builds; the duel-masters package does not depend on it).
import { createAgent, Evaluator, Quiescence } from '../../agents/dist/index.js';
import { loadBuild } from './builds.mjs';

const [A, B] = [process.argv[2], process.argv[3]];
const mode = process.argv[4] ?? 'expand';
const rounds = Number(process.argv[5] ?? 30);
const size = Number(process.argv[6] ?? (mode === 'games' ? 6 : 80));
const dir = process.argv[7] ?? new URL('../../../decks/duel-masters/historical/', import.meta.url).pathname;
const SAMPLES = 4;
/** The agent of mode `games` (both seats). */
const AGENT = process.env.SEARCH_AB_AGENT ?? 'mcts@8:iters=24';

/** Deal `i` of the bench (the states' games and mode `games` play the same deals): two decks in turn, seeded streams. */
function deal(decks, i) {
  return {
    decks: [decks[i % decks.length], decks[(i * 7 + 1) % decks.length]],
    shuffleSeeds: [`sab/${i}/0`, `sab/${i}/1`],
    engineSeed: `sab/${i}/e`,
    startWinner: i & 1,
  };
}

/**
 * Mid-game states of `side`'s build where a search decides: the true states of games between mcts@8:iters=8 agents
 * from seeded deals (historical decks by default), every third decision with a choice from turn 3 on.
 */
function states(side, n) {
  const { game, decks } = side;
  const out = [];
  for (let i = 0; out.length < n; i++) {
    const seen = (inner) => ({
      name: `cheat-recorder of ${inner.name}`,
      readsHiddenInfo: true, // to copy the true state (ctx.peek); the inner agent samples as it always does
      startGame: (g, seat) => inner.startGame?.(g, seat),
      act(ctx) {
        if (ctx.count > 1 && ctx.turn >= 3 && ++k % 3 === 0 && out.length < n) out.push(game.clone(ctx.peek()));
        return inner.act(ctx);
      },
    });
    let k = 0;
    playGame({
      game,
      config: deal(decks, i),
      agents: [seen(createAgent('mcts@8:iters=8')), seen(createAgent('mcts@8:iters=8'))],
      agentSeeds: [`sab-states/${i}/0`, `sab-states/${i}/1`],
    });
  }
  return out;
}

function expandSide(side) {
  const { game } = side;
  const ev = new Evaluator(game, 2);
  return {
    ...side,
    list: states(side, size),
    ev,
    q: new Quiescence(game, ev, { depth: 4, nodes: 2 }),
    buf: new Int32Array(game.maxLegalActions),
  };
}

function runExpand(side, round) {
  const { game, list, q, buf } = side;
  const t = game.trusted;
  const rng = new Prng(`sab-rng/${round}`);
  let h = 0;
  let work = 0;
  let scratch;
  let child;
  const c0 = process.cpuUsage();
  for (const src of list) {
    const p = game.currentPlayer(src);
    const turn = game.turn(src);
    for (let k = 0; k < SAMPLES; k++) {
      const s = (scratch = determinizeInto(game, src, p, rng, scratch));
      const n = t.legalActions(s, buf);
      for (let i = 0; i < n; i++) {
        const a = buf[i];
        const c = i === n - 1 ? s : (child = cloneInto(game, s, child));
        t.applyAction(c, a);
        const v = q.value(c, p, turn);
        h = (h * 31 + Math.round(v * 1e6)) | 0;
      }
      work += n;
    }
  }
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, h, work };
}

/** mode `copy`: per state, SAMPLES x (determinizeInto, then a cloneInto of the sample per legal action). */
function runCopy(side, round) {
  const { game, list, buf } = side;
  const rng = new Prng(`sab-rng/${round}`);
  let h = 0;
  let work = 0;
  let scratch;
  let child;
  const c0 = process.cpuUsage();
  for (const src of list) {
    const p = game.currentPlayer(src);
    const n = game.trusted.legalActions(src, buf);
    for (let k = 0; k < SAMPLES; k++) {
      const s = (scratch = determinizeInto(game, src, p, rng, scratch));
      for (let i = 0; i < n; i++) child = cloneInto(game, s, child);
      h = (h * 31 + game.checksum(child)) | 0;
      work += n;
    }
  }
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, h, work };
}

/** mode `eval`: the tuned evaluation v2 of every state for both players, 100 times. */
function runEval(side) {
  const { list, ev } = side;
  let h = 0;
  let work = 0;
  const c0 = process.cpuUsage();
  for (let r = 0; r < 100; r++)
    for (const s of list) {
      h += ev.value(s, 0) - ev.value(s, 1);
      work += 2;
    }
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, h: Math.round(h * 1e6), work };
}

function runGames(side, round) {
  const { game, decks } = side;
  let h = 0;
  let work = 0;
  const c0 = process.cpuUsage();
  for (let g = 0; g < size; g++) {
    const i = round * size + g;
    const r = playGame({
      game,
      config: deal(decks, i),
      agents: [createAgent(AGENT), createAgent(AGENT)],
      agentSeeds: [`sab-agent/${i}/0`, `sab-agent/${i}/1`],
    });
    h = (h * 31 + r.winner * 7 + r.turns * 131 + r.decisions) | 0;
    work += r.decisions;
  }
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, h, work };
}

const sides = [await loadBuild(A, dir), await loadBuild(B, dir)].map((s) => (mode === 'games' ? s : expandSide(s)));
const run = { games: runGames, expand: runExpand, copy: runCopy, eval: runEval }[mode];
for (let w = 0; w < 5; w++) for (const side of sides) run(side, 100000 + w);
const ta = [];
const tb = [];
const ratios = [];
let diffRounds = 0;
let work = 0;
for (let k = 0; k < rounds; k++) {
  const order = k & 1 ? [1, 0] : [0, 1];
  const res = [];
  for (const o of order) res[o] = run(sides[o], k);
  if (res[0].h !== res[1].h || res[0].work !== res[1].work) diffRounds++;
  work += res[0].work;
  ta.push(res[0].ms);
  tb.push(res[1].ms);
  ratios.push(res[0].ms / res[1].ms);
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
console.log(
  JSON.stringify({
    mode,
    rounds,
    size,
    msPerRoundA: +med(ta).toFixed(1),
    msPerRoundB: +med(tb).toFixed(1),
    speedupBoverA: +med(ratios).toFixed(4),
    diffRounds,
    perRound: Math.round(work / rounds),
    ...(mode === 'games'
      ? {}
      : {
          withPowerStatics: sides[0].list.filter((x) => x.nPowerStatic > 0).length,
          withMods: sides[0].list.filter((x) => x.mods.length > 0).length,
        }),
    load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  }),
);
