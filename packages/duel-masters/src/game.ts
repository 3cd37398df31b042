// The Duel Masters Game definition: the engine contract over DMState.
import { buildDeck, HASH_INIT, mix32, type CardStats, type Deck, type Game, type GameResult, type Prng } from '@tcglab/core';
import { describeAction, applyAction, currentPlayer, legalActions } from './legal.js';
import { evaluate } from './evaluate.js';
import { cardPool } from './cards.js';
import { DEFAULT_TURN_LIMIT, loadPosition, newGame } from './setup.js';
import { abilityOf } from './effects.js';
import { AWAIT_CHOICE, cloneState, F_ATTACK, F_EFFECT, STEP_NAMES, Z_UNDER, type DMState, type Frame } from './state.js';
import { defOf, ONGOING, power } from './zones.js';

export const ENGINE_VERSION = '0.2.0';

/** The kind-specific fields of a frame folded into one word for the checksum. */
function frameWord(f: Frame): number {
  switch (f.kind) {
    case F_EFFECT:
      return f.ability ^ (f.pc << 8) ^ (f.awaiting << 16);
    case F_ATTACK:
      return f.step ^ (f.target << 8) ^ (f.blocked << 16);
    default:
      return f.arg;
  }
}

function checksum(s: DMState): number {
  let h = HASH_INIT;
  for (let i = 0; i < s.n; i++) {
    h = mix32(h, s.def[i]! | (s.zone[i]! << 16) | (s.tapped[i]! << 20) | (s.sick[i]! << 21));
    h = mix32(h, s.parent[i]! ^ (s.known[i]! << 16));
  }
  for (let p = 0; p < 2; p++) {
    for (const arr of [
      s.lib[p as 0 | 1],
      s.hand[p as 0 | 1],
      s.mana[p as 0 | 1],
      s.shields[p as 0 | 1],
      s.battle[p as 0 | 1],
      s.grave[p as 0 | 1],
    ]) {
      h = mix32(h, arr.length);
      for (let k = 0; k < arr.length; k++) h = mix32(h, arr[k]!);
    }
  }
  h = mix32(h, s.turn);
  h = mix32(h, s.active | (s.step << 4) | ((s.winner + 2) << 8));
  h = mix32(h, s.decisions);
  h = mix32(h, s.turnFlags[0] | (s.turnFlags[1] << 8) | (s.emptied << 16));
  for (const f of s.frames) {
    h = mix32(h, f.kind | (f.player << 8));
    h = mix32(h, f.src);
    h = mix32(h, frameWord(f));
    for (const r of f.regs) h = mix32(h, r);
  }
  for (const w of s.waiting) h = mix32(h, w.src | (w.ability << 10) | (w.player << 20));
  for (const m of s.mods) h = mix32(h, m.inst ^ m.power ^ (m.flags << 8) ^ ((m.pa ?? 0) << 3) ^ ((m.until ?? 0) << 24));
  for (const w of s.delayed) h = mix32(h, w.src | (w.ability << 10) | (w.player << 20));
  return h >>> 0;
}

function cardCount(s: DMState, p: number): number {
  let n = s.lib[p as 0 | 1].length + s.hand[p as 0 | 1].length + s.mana[p as 0 | 1].length;
  n += s.shields[p as 0 | 1].length + s.battle[p as 0 | 1].length + s.grave[p as 0 | 1].length;
  for (const i of s.pending) if (s.owner[i] === p) n++;
  for (let i = 0; i < s.n; i++) if (s.zone[i] === Z_UNDER && s.owner[i] === p) n++;
  return n;
}

/**
 * Resample what `player` cannot see: the opponent's hand, both libraries' order and all shields, except
 * cards the player knows: those it looked at (`known`), and those taking part in what is resolving (the
 * sources and chosen cards of pending frames and waiting effects). While the player is searching a library
 * (a pending choice in a library), that library is seen (701.10) and is not resampled either.
 */
function determinize(s: DMState, player: number, rng: Prng): void {
  const def = s.def;
  const keep = new Uint8Array(s.n);
  for (let i = 0; i < s.n; i++) if (s.known[i]! & (1 << player)) keep[i] = 1;
  for (const f of s.frames) {
    if (f.src >= 0) keep[f.src] = 1;
    for (const r of f.regs) keep[r & 255] = 1;
  }
  for (const w of s.waiting) keep[w.src] = 1;
  for (const w of s.delayed) keep[w.src] = 1;
  const searching = [false, false];
  const top = s.frames[s.frames.length - 1];
  if (top && top.kind === F_EFFECT && top.awaiting === AWAIT_CHOICE && top.decider === player) {
    const st = abilityOf(s, top).steps[top.pc];
    if (st && st.op === 'choose' && (st.filter.zone === 'library' || st.filter.alsoZone === 'library')) {
      if (st.filter.owner !== 'opponent') searching[top.player] = true;
      if (st.filter.owner !== 'you') searching[1 - top.player] = true;
    }
  }
  const hidden: number[] = [];
  for (let q = 0; q < 2; q++) {
    hidden.length = 0;
    if (!searching[q]) for (const i of s.lib[q as 0 | 1]) if (!keep[i]) hidden.push(i);
    for (const i of s.shields[q as 0 | 1]) if (!keep[i]) hidden.push(i);
    if (q !== player) for (const i of s.hand[q as 0 | 1]) if (!keep[i]) hidden.push(i);
    const defs = hidden.map((i) => def[i]!);
    rng.shuffle(defs);
    hidden.forEach((i, k) => (def[i] = defs[k]!));
  }
}

function view(s: DMState, player: number): unknown {
  const me = player as 0 | 1;
  return {
    turn: s.turn,
    activePlayer: s.active,
    step: STEP_NAMES[s.step],
    you: player,
    toAct: currentPlayer(s),
    players: [0, 1].map((p) => ({
      deck: s.lib[p as 0 | 1].length,
      hand: p === me ? s.hand[p as 0 | 1].map((i) => defOf(s, i).id) : s.hand[p as 0 | 1].length,
      shields: s.shields[p as 0 | 1].length,
      // Hidden cards this player has looked at (null where unknown): shields by slot, the opponent's hand.
      knownShields: s.shields[p as 0 | 1].map((i) => (s.known[i]! & (1 << player) ? defOf(s, i).id : null)),
      ...(p === me ? {} : { knownHand: s.hand[p as 0 | 1].filter((i) => s.known[i]! & (1 << player)).map((i) => defOf(s, i).id) }),
      mana: s.mana[p as 0 | 1].map((i) => ({ id: defOf(s, i).id, tapped: !!s.tapped[i] })),
      battle: s.battle[p as 0 | 1].map((i) => battleEntry(s, i)),
      graveyard: s.grave[p as 0 | 1].map((i) => defOf(s, i).id),
    })),
  };
}

function battleEntry(s: DMState, i: number) {
  const under: string[] = [];
  for (let j = 0; j < s.n; j++) if (s.zone[j] === Z_UNDER && s.parent[j] === i) under.push(defOf(s, j).id);
  return { id: defOf(s, i).id, tapped: !!s.tapped[i], sick: !!s.sick[i], power: Math.max(0, power(s, i)), under };
}

function result(s: DMState): GameResult {
  if (s.winner === ONGOING) throw new Error('the game is not over');
  return { winner: s.winner as -1 | 0 | 1, reason: s.reason };
}

function snapshot(s: DMState): unknown {
  return {
    status: s.winner === ONGOING ? 'ongoing' : 'over',
    winner: s.winner === ONGOING ? null : s.winner,
    reason: s.winner === ONGOING ? null : s.reason,
    turn: s.turn,
    activePlayer: s.active,
    step: STEP_NAMES[s.step],
    toAct: currentPlayer(s),
    players: [0, 1].map((p) => ({
      deck: s.lib[p as 0 | 1].length,
      hand: s.hand[p as 0 | 1].map((i) => defOf(s, i).id),
      mana: s.mana[p as 0 | 1].map((i) => ({ id: defOf(s, i).id, tapped: !!s.tapped[i] })),
      shields: s.shields[p as 0 | 1].length,
      battle: s.battle[p as 0 | 1].map((i) => battleEntry(s, i)),
      graveyard: s.grave[p as 0 | 1].map((i) => defOf(s, i).id),
    })),
  };
}

function describe(s: DMState): string {
  const lines: string[] = [];
  const status = s.winner === ONGOING ? 'ongoing' : s.winner < 0 ? `over: draw (${s.reason})` : `over: P${s.winner} wins (${s.reason})`;
  lines.push(`Duel Masters — turn ${s.turn}, P${s.active} to play, step ${STEP_NAMES[s.step]} — ${status}`);
  for (let p = 0; p < 2; p++) {
    const q = p as 0 | 1;
    const nm = (i: number) => `${defOf(s, i).name} (${defOf(s, i).id})`;
    lines.push(`P${p}: deck ${s.lib[q].length}, shields ${s.shields[q].length}, hand ${s.hand[q].length}, graveyard ${s.grave[q].length}`);
    lines.push(`  hand: ${s.hand[q].map(nm).join(', ') || '—'}`);
    lines.push(`  mana: ${s.mana[q].map((i) => nm(i) + (s.tapped[i] ? ' [tapped]' : '')).join(', ') || '—'}`);
    lines.push(
      `  battle: ${
        s.battle[q]
          .map((i) => `${nm(i)} ${Math.max(0, power(s, i))}${s.tapped[i] ? ' [tapped]' : ''}${s.sick[i] ? ' [new]' : ''}`)
          .join(', ') || '—'
      }`,
    );
  }
  if (s.winner === ONGOING) {
    const buf = new Int32Array(4096);
    const n = legalActions(s, buf);
    lines.push(`P${currentPlayer(s)} to act: ${Array.from(buf.subarray(0, n), (a) => describeAction(s, a)).join(' | ')}`);
  }
  return lines.join('\n');
}

function cardStats(s: DMState, player: number): CardStats {
  const drawn = new Set<string>();
  const played = new Map<string, number>();
  for (let i = 0; i < s.n; i++) {
    if (s.owner[i] !== player) continue;
    const id = defOf(s, i).id;
    if (s.seen[i]) drawn.add(id);
    const t = s.playedTurn[i]!;
    if (t > 0 && (!played.has(id) || played.get(id)! > t)) played.set(id, t);
  }
  return { drawn: [...drawn].sort(), played: [...played.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1)) };
}

export const game: Game<DMState> = {
  id: 'duel-masters',
  name: 'Duel Masters',
  numPlayers: 2,
  maxLegalActions: 4096,
  maxDecisions: 20000,
  defaultTurnLimit: DEFAULT_TURN_LIMIT,
  version: ENGINE_VERSION,
  get cards() {
    return cardPool();
  },
  parseDeck(text: string, file: string): Deck {
    return buildDeck('duel-masters', text, file, cardPool(), { size: 40, maxCopies: 4 }); // 100.2, 100.2a
  },
  newGame,
  currentPlayer,
  legalActions,
  applyAction,
  clone: cloneState,
  isTerminal: (s) => s.winner !== ONGOING,
  result,
  actionToString: describeAction,
  view,
  determinize,
  checksum,
  turn: (s) => s.turn,
  decisions: (s) => s.decisions,
  cardCount,
  firstPlayer: (s) => s.firstPlayer,
  describe,
  evaluate,
  setLogging(s, on) {
    s.log = on ? (s.log ?? []) : null;
  },
  drainLog(s) {
    if (!s.log) return [];
    const out = s.log.slice();
    s.log.length = 0;
    return out;
  },
  cardStats,
  loadPosition,
  snapshot,
};
