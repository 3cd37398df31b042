// What a CrossOver player may know: the player's view (JSON-safe), and determinize, which resamples the rest.
import type { Prng } from '@tcglab/core';
import * as A from './actions.js';
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import { DECISIONS } from './describe.js';
import { forgetLegal } from './legal.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { stats } from './stats.js';

function fieldObject(s: COState, x: number): Record<string, unknown> {
  const d = defOf(s, x);
  const o: Record<string, unknown> = { id: d.id, name: d.name, instance: x, owner: s.owner[x], controller: s.ctrl[x] };
  if (s.tapped[x]) o['tapped'] = true;
  if (s.host[x]! >= 0) o['setOn'] = s.host[x];
  if ((d.types & C.T_CHARACTER) !== 0 && s.host[x]! < 0) {
    const st = stats(s, x);
    o['ap'] = st.ap;
    o['dp'] = st.dp;
    o['damage'] = s.damage[x];
    o['gender'] = C.GENDERS[st.gender];
    const kw = Object.entries(C.KEYWORD_NAMES)
      .filter(([, b]) => (st.kw & b) !== 0)
      .map(([n]) => n);
    if (kw.length) o['keywords'] = kw;
  }
  return o;
}

/** What `player` may know: public zones, counts, own hand (JSON-safe). */
export function view(s: COState, player: number): unknown {
  const players = [0, 1].map((p) => ({
    hp: s.hp[p],
    energy: s.energy[p],
    deckCount: s.deck[p]!.length,
    handCount: s.hand[p]!.length,
    ...(p === player ? { hand: s.hand[p]!.map((x) => ({ id: defOf(s, x).id, instance: x })) } : {}),
    dust: s.dust[p]!.map((x) => defOf(s, x).id),
    field: s.field.filter((x) => s.ctrl[x] === p).map((x) => fieldObject(s, x)),
  }));
  const chain = [];
  for (let i = 0; i < s.chLen; i++) chain.push({ card: defOf(s, s.chSrc[i]!).id, controller: s.chCtl[i], negated: !!s.chNeg[i] });
  return {
    game: 'crossover-fc',
    you: player,
    turn: s.turn,
    turnPlayer: s.tp,
    step: S.STEP_NAMES[s.step],
    decision: DECISIONS[s.decision],
    actor: s.actor,
    navigatorPlayed: !!s.navPlayed,
    window:
      s.decision === S.D_PRIORITY ? ['normal', 'damage-reduction', 'crash-negation', 'draw-reaction', 'energy-reaction'][s.window] : null,
    players,
    chain,
    pendingDamage: Array.from({ length: s.dmLen }, (_, i) => ({
      to: s.dmTgt[i]! < A.TGT_CARD ? `P${s.dmTgt[i]}` : defOf(s, s.dmTgt[i]! - A.TGT_CARD).id,
      instance: s.dmTgt[i]! < A.TGT_CARD ? null : s.dmTgt[i]! - A.TGT_CARD,
      amount: s.dmAmt[i],
    })),
    pendingCrashes: Array.from({ length: s.crLen }, (_, i) => ({
      instance: s.crInst[i],
      id: defOf(s, s.crInst[i]!).id,
      negated: !!s.crNeg[i],
    })),
    attacker: s.attacker >= 0 ? s.attacker : null,
    blocker: s.blocker >= 0 ? s.blocker : null,
  };
}

/** Scratch list of determinize (one thread, never re-entered). */
const POOL: number[] = [];

/**
 * Resample, in place, what `player` cannot see: the opponent's hand and deck, and the order of both decks
 * (4-2-1, 4-2-2). Allocates nothing.
 */
export function determinize(s: COState, player: number, rng: Prng): void {
  forgetLegal(s);
  const o = 1 - player;
  const hand = s.hand[o]!;
  const deck = s.deck[o]!;
  const h = hand.length;
  const n = h + deck.length;
  for (let i = 0; i < n; i++) {
    const x = i < h ? hand[i]! : deck[i - h]!;
    if (i < POOL.length) POOL[i] = x;
    else POOL.push(x); // grows once; never shrunk (V8 would trim the store and reallocate)
  }
  rng.shuffle(POOL, 0, n);
  for (let i = 0; i < h; i++) {
    hand[i] = POOL[i]!;
    s.zone[hand[i]!] = S.Z_HAND;
  }
  for (let i = h; i < n; i++) {
    deck[i - h] = POOL[i]!;
    s.zone[deck[i - h]!] = S.Z_DECK;
  }
  rng.shuffle(s.deck[player]!);
}
