// Text for people: each action's text (stable, verb first, cards as `Name (id)`) and the state description.
import * as A from './actions.js';
import * as C from './cards/codes.js';
import { defOf } from './catalog.js';
import * as S from './state.js';
import type { COState } from './state.js';
import { stats } from './stats.js';

/** `Name (id)`, with ` #k` when another copy is in the same zone on the same side (so strings stay unique). */
function ref(s: COState, inst: number): string {
  const d = defOf(s, inst);
  const z = s.zone[inst];
  const side = z === S.Z_FIELD ? s.ctrl[inst] : s.owner[inst];
  let k = 0;
  let total = 0;
  for (let i = 0; i < s.nCards; i++) {
    if (s.def[i] !== s.def[inst] || s.zone[i] !== z) continue;
    if ((z === S.Z_FIELD ? s.ctrl[i] : s.owner[i]) !== side) continue;
    total++;
    if (i <= inst) k = total;
  }
  return `${d.name} (${d.id})${total > 1 ? ` #${k}` : ''}`;
}

/** `P1's Name (id)` and where it is when not on the field: with ref's `#k`, one instance in one text. */
function whose(s: COState, x: number): string {
  const z = s.zone[x];
  const where = z === S.Z_FIELD ? '' : z === S.Z_DUST ? ' in the dust box' : z === S.Z_HAND ? ' in hand' : '';
  const who = z === S.Z_FIELD ? s.ctrl[x]! : s.owner[x]!;
  return `P${who + 1}'s ${ref(s, x)}${where}`;
}

function target(s: COState, tgt: number): string {
  if (tgt === A.TGT_NONE) return '';
  if (tgt < A.TGT_CARD) return ` targeting P${tgt}`;
  const x = tgt - A.TGT_CARD;
  if (s.zone[x] === S.Z_CHAIN) return ` targeting P${s.owner[x]! + 1}'s play of ${ref(s, x)}`;
  return ` targeting ${whose(s, x)}`;
}

/**
 * Pending trigger k (4-3-6): whose card, which of its triggered abilities when it has several, and, when the
 * same ability of the same card is pending more than once (Genius Ring seeing two plays), which one.
 */
function pendingTrigger(s: COState, k: number): string {
  const x = s.trSrc[k]!;
  const ab = s.trAb[k]!;
  let m = 0;
  let total = 0;
  for (let i = 0; i < s.trLen; i++) {
    if (s.trSrc[i] !== x || s.trAb[i] !== ab) continue;
    total++;
    if (i <= k) m = total;
  }
  const n = defOf(s, x).triggers.length;
  return `resolve the trigger${n > 1 ? ` ${ab + 1}` : ''} of ${whose(s, x)}${total > 1 ? `, ${m} of ${total}` : ''}`;
}

/** Game.actionToString: stable text, verb first, cards as `Name (id)`. */
export function describeAction(s: COState, a: number): string {
  if (a === A.PASS) {
    if (s.decision === S.D_PRIORITY && s.window === S.W_DAMAGE) return 'pass (no damage reduction)';
    if (s.decision === S.D_PRIORITY && s.window === S.W_CRASH) return 'pass (no crash negation)';
    if (s.decision === S.D_PRIORITY && s.window === S.W_DRAW) return 'pass (no draw reaction)';
    if (s.decision === S.D_PRIORITY && s.window === S.W_ENERGY) return 'pass (no energy reaction)';
    return 'pass';
  }
  if (a === A.GO_FIRST) return 'choose to go first';
  if (a === A.GO_SECOND) return 'choose to go second';
  if (a === A.KEEP) return 'keep the hand';
  if (a === A.MULLIGAN) return 'mulligan';
  if (a === A.DECLARE_COMBAT) return 'declare combat';
  if (a === A.NO_ATTACK) return 'declare no attack';
  if (a === A.NO_BLOCK) return 'declare no block';
  if (a >= A.ABILITY_BASE && a < A.ABILITY_END) {
    const r = a - A.ABILITY_BASE;
    const x = r >> 10;
    const k = (r >> 8) & 3;
    const n = defOf(s, x).activated.length;
    return `use ${ref(s, x)}${n > 1 ? ` ability ${k + 1}` : ''}${target(s, r & 255)}`;
  }
  if (a >= A.PLAY_ALT_BASE) {
    const r = a - A.PLAY_ALT_BASE;
    return `play ${ref(s, r >> 8)} paying its alternative cost${target(s, r & 255)}`;
  }
  if (a >= A.PLAY_BASE) {
    const r = a - A.PLAY_BASE;
    return `play ${ref(s, r >> 8)}${target(s, r & 255)}`;
  }
  if (a >= A.DISCARD_BASE) return `crash ${ref(s, a - A.DISCARD_BASE)} from hand`;
  if (a >= A.UPKEEP_DECLINE_BASE) return `decline the upkeep of ${ref(s, a - A.UPKEEP_DECLINE_BASE)}`;
  if (a >= A.UPKEEP_PAY_BASE) return `pay the upkeep of ${ref(s, a - A.UPKEEP_PAY_BASE)}`;
  if (a >= A.TRIGGER_BASE) return pendingTrigger(s, a - A.TRIGGER_BASE);
  if (a >= A.BLOCK_BASE) return `block with ${ref(s, a - A.BLOCK_BASE)}`;
  if (a >= A.ATTACK_BASE) return `attack with ${ref(s, a - A.ATTACK_BASE)}`;
  return `unknown action ${a}`;
}

/** What the deciding player is asked, by decision kind. */
export const DECISIONS = [
  'none',
  'choose first or second',
  'mulligan',
  'priority',
  'attack',
  'block',
  'order triggers',
  'upkeep',
  'hand cleanup',
];

/** Game.describe: the state in readable lines. */
export function describeState(s: COState): string {
  const lines: string[] = [];
  const win =
    s.decision === S.D_PRIORITY && s.window === S.W_DAMAGE
      ? ' (damage-reduction window, 4-3-10-2)'
      : s.decision === S.D_PRIORITY && s.window === S.W_CRASH
        ? ' (crash-negation window, 4-3-11-2)'
        : s.decision === S.D_PRIORITY && s.window === S.W_DRAW
          ? ' (draw-reaction window, 4-3-5)'
          : s.decision === S.D_PRIORITY && s.window === S.W_ENERGY
            ? ' (energy-reaction window, 4-3-5)'
            : '';
  lines.push(
    `turn ${s.turn}, P${s.tp + 1}'s turn, ${S.STEP_NAMES[s.step]}; ${s.winner === S.ONGOING ? `P${s.actor + 1} to ${DECISIONS[s.decision]}${win}` : `result: ${s.winner < 0 ? 'draw' : `P${s.winner + 1} wins`} (${s.reason})`}`,
  );
  for (let i = 0; i < s.dmLen; i++) {
    const t = s.dmTgt[i]!;
    lines.push(`pending damage: ${s.dmAmt[i]} to ${t < A.TGT_CARD ? `P${t}` : ref(s, t - A.TGT_CARD)}`);
  }
  for (let i = 0; i < s.crLen; i++) lines.push(`pending crash: ${ref(s, s.crInst[i]!)}${s.crNeg[i] ? ' (negated)' : ''}`);
  for (let p = 0; p < 2; p++) {
    lines.push(`P${p + 1}: HP ${s.hp[p]}, energy ${s.energy[p]}, deck ${s.deck[p]!.length}, dust ${s.dust[p]!.length}`);
    lines.push(`  hand: ${s.hand[p]!.map((x) => ref(s, x)).join(', ') || '-'}`);
    const f = s.field.filter((x) => s.ctrl[x] === p && s.host[x]! < 0);
    for (const x of f) {
      const d = defOf(s, x);
      let t = `  ${ref(s, x)}${s.tapped[x] ? ' [tapped]' : ''}`;
      if ((d.types & C.T_CHARACTER) !== 0) {
        const st = stats(s, x);
        t += ` ${st.ap}:${st.dp}${s.damage[x] ? ` damage ${s.damage[x]}` : ''}`;
      }
      const set = s.field.filter((y) => s.host[y] === x).map((y) => ref(s, y));
      if (set.length) t += ` with ${set.join(', ')}`;
      lines.push(t);
    }
  }
  if (s.chLen) {
    const c = [];
    for (let i = 0; i < s.chLen; i++) c.push(`${ref(s, s.chSrc[i]!)}${s.chNeg[i] ? ' (negated)' : ''}`);
    lines.push(`chain (bottom to top): ${c.join(' <- ')}`);
  }
  return lines.join('\n');
}
