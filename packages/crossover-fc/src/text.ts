// Readable text: action strings (stable, verb first, cards as `Name (id)`), the state description, the view.
import * as A from './actions.js';
import * as C from './cards/constants.js';
import { dOf, stats } from './rules.js';
import * as S from './state.js';
import type { FcState } from './state.js';

/** `Name (id)`, with ` #k` when another copy is in the same zone on the same side (so strings stay unique). */
export function ref(s: FcState, inst: number): string {
  const d = dOf(s, inst);
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

function target(s: FcState, tgt: number): string {
  if (tgt === A.TGT_NONE) return '';
  if (tgt < A.TGT_CARD) return ` targeting P${tgt}`;
  const x = tgt - A.TGT_CARD;
  const z = s.zone[x];
  if (z === S.Z_CHAIN) return ` targeting P${s.owner[x]! + 1}'s play of ${ref(s, x)}`;
  const where = z === S.Z_FIELD ? '' : z === S.Z_DUST ? ' in the dust box' : z === S.Z_HAND ? ' in hand' : '';
  const who = z === S.Z_FIELD ? s.ctrl[x]! : s.owner[x]!;
  return ` targeting P${who + 1}'s ${ref(s, x)}${where}`;
}

export function actionText(s: FcState, a: number): string {
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
    const n = dOf(s, x).activated.length;
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
  if (a >= A.TRIGGER_BASE) return `resolve the trigger of ${ref(s, s.trSrc[a - A.TRIGGER_BASE]!)}`;
  if (a >= A.BLOCK_BASE) return `block with ${ref(s, a - A.BLOCK_BASE)}`;
  if (a >= A.ATTACK_BASE) return `attack with ${ref(s, a - A.ATTACK_BASE)}`;
  return `unknown action ${a}`;
}

function fieldObject(s: FcState, x: number): Record<string, unknown> {
  const d = dOf(s, x);
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

const DECISIONS = ['none', 'choose first or second', 'mulligan', 'priority', 'attack', 'block', 'order triggers', 'upkeep', 'hand cleanup'];

/** What `player` may know: public zones, counts, own hand (JSON-safe). */
export function viewOf(s: FcState, player: number): unknown {
  const players = [0, 1].map((p) => ({
    hp: s.hp[p],
    energy: s.energy[p],
    deckCount: s.deck[p]!.length,
    handCount: s.hand[p]!.length,
    ...(p === player ? { hand: s.hand[p]!.map((x) => ({ id: dOf(s, x).id, instance: x })) } : {}),
    dust: s.dust[p]!.map((x) => dOf(s, x).id),
    field: s.field.filter((x) => s.ctrl[x] === p).map((x) => fieldObject(s, x)),
  }));
  const chain = [];
  for (let i = 0; i < s.chLen; i++) chain.push({ card: dOf(s, s.chSrc[i]!).id, controller: s.chCtl[i], negated: !!s.chNeg[i] });
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
      to: s.dmTgt[i]! < A.TGT_CARD ? `P${s.dmTgt[i]}` : dOf(s, s.dmTgt[i]! - A.TGT_CARD).id,
      instance: s.dmTgt[i]! < A.TGT_CARD ? null : s.dmTgt[i]! - A.TGT_CARD,
      amount: s.dmAmt[i],
    })),
    pendingCrashes: Array.from({ length: s.crLen }, (_, i) => ({
      instance: s.crInst[i],
      id: dOf(s, s.crInst[i]!).id,
      negated: !!s.crNeg[i],
    })),
    attacker: s.attacker >= 0 ? s.attacker : null,
    blocker: s.blocker >= 0 ? s.blocker : null,
  };
}

export function describeState(s: FcState): string {
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
    `turn ${s.turn}, P${s.tp + 1}'s turn, ${S.STEP_NAMES[s.step]}; ${s.winner === -2 ? `P${s.actor + 1} to ${DECISIONS[s.decision]}${win}` : `result: ${s.winner < 0 ? 'draw' : `P${s.winner + 1} wins`} (${s.reason})`}`,
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
      const d = dOf(s, x);
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
