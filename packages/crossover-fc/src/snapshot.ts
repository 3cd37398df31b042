// The whole CrossOver state as JSON for referees (`scenario run --json`): every zone shown, in position-file terms.
import * as A from './actions.js';
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import { DECISIONS } from './describe.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { stats } from './stats.js';

const WINDOWS = ['normal', 'damage-reduction', 'crash-negation', 'draw-reaction', 'energy-reaction'];

/** A set card as a position lists it: `{ card, owner, controller }`. */
function setCard(s: COState, y: number): Record<string, unknown> {
  return { card: defOf(s, y).id, owner: s.owner[y], controller: s.ctrl[y] };
}

/** A field object (not set on anything) as a position lists it, with its current AP/DP when a character. */
function fieldEntry(s: COState, x: number): Record<string, unknown> {
  const d = defOf(s, x);
  const o: Record<string, unknown> = { card: d.id, owner: s.owner[x], tapped: s.tapped[x] === 1 };
  if ((d.types & C.T_CHARACTER) !== 0) {
    const st = stats(s, x);
    o['damage'] = s.damage[x];
    o['ap'] = st.ap;
    o['dp'] = st.dp;
  }
  const set = s.field.filter((y) => s.host[y] === x).map((y) => setCard(s, y));
  if (set.length) o['set'] = set;
  return o;
}

/**
 * The referee's view of `s` (hidden zones included; docs/positions.md): decks top card first, hands, dust
 * boxes, each side's field in field order, the chain, pending damage, crashes and triggers, and who is asked what.
 */
export function snapshot(s: COState): unknown {
  const ids = (list: readonly number[]) => list.map((x) => defOf(s, x).id);
  const over = s.winner !== S.ONGOING;
  return {
    game: 'crossover-fc',
    status: over ? 'over' : 'ongoing',
    winner: over ? s.winner : null,
    reason: over ? s.reason : null,
    turn: s.turn,
    activePlayer: s.tp,
    firstPlayer: s.first,
    startWinner: s.startWinner,
    step: S.STEP_NAMES[s.step],
    decision: over ? null : DECISIONS[s.decision],
    window: !over && s.decision === S.D_PRIORITY ? WINDOWS[s.window] : null,
    toAct: over ? null : s.actor,
    navigatorPlayed: s.navPlayed === 1,
    players: [0, 1].map((p) => ({
      hp: s.hp[p],
      energy: s.energy[p],
      mulliganed: s.mulligan[p] === 1,
      deck: ids(s.deck[p]!).reverse(),
      hand: ids(s.hand[p]!),
      dust: ids(s.dust[p]!),
      field: s.field.filter((x) => s.ctrl[x] === p && s.host[x]! < 0).map((x) => fieldEntry(s, x)),
    })),
    chain: Array.from({ length: s.chLen }, (_, i) => ({
      card: defOf(s, s.chSrc[i]!).id,
      controller: s.chCtl[i],
      negated: s.chNeg[i] === 1,
    })),
    pendingDamage: Array.from({ length: s.dmLen }, (_, i) => {
      const t = s.dmTgt[i]!;
      return t < A.TGT_CARD ? { player: t - 1, amount: s.dmAmt[i] } : { card: defOf(s, t - A.TGT_CARD).id, amount: s.dmAmt[i] };
    }),
    pendingCrashes: Array.from({ length: s.crLen }, (_, i) => ({ card: defOf(s, s.crInst[i]!).id, negated: s.crNeg[i] === 1 })),
    pendingTriggers: Array.from({ length: s.trLen }, (_, i) => ({ card: defOf(s, s.trSrc[i]!).id, controller: s.trCtl[i] })),
  };
}
