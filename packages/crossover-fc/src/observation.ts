// The CrossOver The F&C observation tensor: what `view(s, player)` shows, as fixed-size floats (docs/env.md).
//
// Built from the view's JSON and the card data of the contract's card pool only (never from FcState): the
// opponent's hand and both decks are counts. Legal actions get features from their integer (the encoding in
// actions.ts: the instance they use and their target), looked up among the instances the view shows, with the
// action text's `(id)` as a fallback for a card the view does not list (a card on the chain, in a dust box).
import { CardFeatureTable, cardIdsInText, LayoutBuilder, oneHot, type ObservationEncoding } from '@tcglab/core';
import * as A from './actions.js';
import { cardPool } from './catalog.js';
import { STEP_NAMES } from './state.js';

interface FieldView {
  readonly id: string;
  readonly instance: number;
  readonly controller: number;
  readonly tapped?: boolean;
  readonly setOn?: number;
  readonly ap?: number;
  readonly dp?: number;
  readonly damage?: number;
  readonly keywords?: readonly string[];
}
interface FcView {
  readonly you: number;
  readonly turn: number;
  readonly turnPlayer: number;
  readonly step: string;
  readonly decision: string;
  readonly actor: number;
  readonly navigatorPlayed: boolean;
  readonly window: string | null;
  readonly players: readonly {
    readonly hp: number;
    readonly energy: number;
    readonly deckCount: number;
    readonly handCount: number;
    readonly hand?: readonly { readonly id: string; readonly instance: number }[];
    readonly dust: readonly string[];
    readonly field: readonly FieldView[];
  }[];
  readonly chain: readonly { readonly card: string; readonly controller: number; readonly negated: boolean }[];
  readonly pendingDamage: readonly unknown[];
  readonly pendingCrashes: readonly unknown[];
  readonly attacker: number | null;
  readonly blocker: number | null;
}
interface FcCardData {
  readonly types: readonly string[];
  readonly cost?: number;
  readonly ap?: number;
  readonly dp?: number;
  readonly gender?: string;
  readonly keywords?: readonly string[];
  readonly upkeep?: number;
  readonly energy?: number;
}

const STEPS = STEP_NAMES; // the encoding's step order is the engine's
const DECISIONS = [
  'none',
  'choose first or second',
  'mulligan',
  'priority',
  'attack',
  'block',
  'order triggers',
  'upkeep',
  'hand cleanup',
] as const;
const WINDOWS = ['normal', 'damage-reduction', 'crash-negation', 'draw-reaction', 'energy-reaction'] as const;
const TYPES = ['CHARACTER', 'NAVIGATOR', 'SPELL', 'EVENT', 'ITEM'] as const;
const GENDERS = ['female', 'male', 'other'] as const;
const KEYWORDS = ['flying', 'diving', 'all-turn', 'block-flying'] as const;

/** Static card features: types, cost/5, AP/5, DP/5, gender, keywords, upkeep/2, energy/2. */
const CARD_F = TYPES.length + 3 + GENDERS.length + KEYWORDS.length + 2;
/** A field slot: present, card features, tapped, set on another object, AP/5, DP/5, damage/5, attacking, blocking, current keywords. */
const FIELD_F = 1 + CARD_F + 7 + KEYWORDS.length;
const HAND_F = 1 + CARD_F;
const CHAIN_F = 3 + CARD_F;
const FIELD_SLOTS = 12;
const HAND_SLOTS = 10;
const CHAIN_SLOTS = 4;

const b = new LayoutBuilder();
const O_GLOBAL = b.add(
  'global',
  4 + STEPS.length + DECISIONS.length + WINDOWS.length + 6 + 2 * 6,
  `turn/50, your turn, you are to act, navigator played this turn; step one-hot (${STEPS.join(', ')}); decision one-hot (${DECISIONS.join(', ')}); priority window one-hot (${WINDOWS.join(', ')}); chain length/5, pending damage/5, pending crashes/5, an attacker, a blocker, 0; then for you and the opponent: HP/30, energy/10, deck/50, hand/10, dust box/50, field objects/12`,
);
const O_FIELD = b.add(
  'field',
  [2, FIELD_SLOTS, FIELD_F],
  `you, opponent: first ${FIELD_SLOTS} objects you control: present, card features, tapped, set, AP/5, DP/5, damage/5, attacking, blocking, keywords now`,
);
const O_HAND = b.add('hand', [HAND_SLOTS, HAND_F], `your hand, first ${HAND_SLOTS} cards: present, card features`);
const O_CHAIN = b.add(
  'chain',
  [CHAIN_SLOTS, CHAIN_F],
  `the top ${CHAIN_SLOTS} chain entries, top first: present, yours, negated, card features`,
);
const O_IDS = b.add(
  'card_ids',
  2 * FIELD_SLOTS + HAND_SLOTS + CHAIN_SLOTS,
  'card index + 1 (0 = none) of the field, hand and chain slots above, in that order: categorical',
);
const OBS = b.done();

const KINDS = [
  'pass',
  'go-first',
  'go-second',
  'keep',
  'mulligan',
  'declare-combat',
  'no-attack',
  'no-block',
  'attack',
  'block',
  'trigger',
  'upkeep-pay',
  'upkeep-decline',
  'discard',
  'play',
  'play-alternative',
  'ability',
] as const;
const a = new LayoutBuilder();
const A_KIND = a.add('kind', KINDS.length, `one-hot by integer range: ${KINDS.join(', ')}`);
const A_SRC = a.add('source', 1 + CARD_F + 2, 'the card the action uses: present, card features, in your hand, on the field');
const A_TGT = a.add(
  'target',
  5 + CARD_F,
  'its target: you, the opponent, a card, then that card (present, card features); last, the ability index/4',
);
const A_IDS = a.add('card_ids', 2, 'card index + 1 of the source and the target card (0 = none): categorical');
const ACT = a.done();

const cards = new CardFeatureTable<FcCardData>('crossover-fc', CARD_F, cardPool, (d, f) => {
  let k = 0;
  for (const t of TYPES) f[k++] = d.types.includes(t) ? 1 : 0;
  f[k++] = (d.cost ?? 0) / 5;
  f[k++] = (d.ap ?? 0) / 5;
  f[k++] = (d.dp ?? 0) / 5;
  for (const g of GENDERS) f[k++] = d.gender === g ? 1 : 0;
  for (const kw of KEYWORDS) f[k++] = d.keywords?.includes(kw) ? 1 : 0;
  f[k++] = (d.upkeep ?? 0) / 2;
  f[k++] = (d.energy ?? 0) / 2;
});

function encode(view: unknown, out: Float32Array, offset: number): void {
  const v = view as FcView;
  out.fill(0, offset, offset + OBS.size);
  const me = v.you;
  const players = [v.players[me]!, v.players[1 - me]!];
  let g = offset + O_GLOBAL;
  out[g++] = v.turn / 50;
  out[g++] = v.turnPlayer === me ? 1 : 0;
  out[g++] = v.actor === me ? 1 : 0;
  out[g++] = v.navigatorPlayed ? 1 : 0;
  oneHot(out, g, STEPS.length, STEPS.indexOf(v.step as (typeof STEPS)[number]));
  g += STEPS.length;
  oneHot(out, g, DECISIONS.length, DECISIONS.indexOf(v.decision as (typeof DECISIONS)[number]));
  g += DECISIONS.length;
  oneHot(out, g, WINDOWS.length, v.window === null ? -1 : WINDOWS.indexOf(v.window as (typeof WINDOWS)[number]));
  g += WINDOWS.length;
  out[g++] = v.chain.length / 5;
  out[g++] = v.pendingDamage.length / 5;
  out[g++] = v.pendingCrashes.length / 5;
  out[g++] = v.attacker !== null ? 1 : 0;
  out[g++] = v.blocker !== null ? 1 : 0;
  out[g++] = 0;
  let ids = offset + O_IDS;
  for (let q = 0; q < 2; q++) {
    const p = players[q]!;
    out[g++] = p.hp / 30;
    out[g++] = p.energy / 10;
    out[g++] = p.deckCount / 50;
    out[g++] = p.handCount / 10;
    out[g++] = p.dust.length / 50;
    out[g++] = p.field.length / 12;
    for (let k = 0; k < FIELD_SLOTS; k++, ids++) {
      const o = p.field[k];
      if (!o) continue;
      const at = offset + O_FIELD + (q * FIELD_SLOTS + k) * FIELD_F;
      out[ids] = cards.put(out, at, o.id);
      const s = at + 1 + CARD_F;
      out[s] = o.tapped ? 1 : 0;
      out[s + 1] = o.setOn !== undefined ? 1 : 0;
      out[s + 2] = (o.ap ?? 0) / 5;
      out[s + 3] = (o.dp ?? 0) / 5;
      out[s + 4] = (o.damage ?? 0) / 5;
      out[s + 5] = v.attacker === o.instance ? 1 : 0;
      out[s + 6] = v.blocker === o.instance ? 1 : 0;
      for (let w = 0; w < KEYWORDS.length; w++) out[s + 7 + w] = o.keywords?.includes(KEYWORDS[w]!) ? 1 : 0;
    }
  }
  const hand = players[0]!.hand ?? [];
  for (let k = 0; k < HAND_SLOTS; k++, ids++) if (k < hand.length) out[ids] = cards.put(out, offset + O_HAND + k * HAND_F, hand[k]!.id);
  for (let k = 0; k < CHAIN_SLOTS; k++, ids++) {
    const e = v.chain[v.chain.length - 1 - k];
    if (!e) continue;
    const at = offset + O_CHAIN + k * CHAIN_F;
    out[ids] = cards.put(out, at + 2, e.card);
    out[at] = 1;
    out[at + 1] = e.controller === me ? 1 : 0;
    out[at + 2] = e.negated ? 1 : 0;
  }
}

/** Action kind, source instance (-1 none), target code (actions.ts TGT_*), ability index. */
function decode(x: number): [kind: number, src: number, tgt: number, k: number] {
  if (x >= A.ABILITY_BASE) {
    const r = x - A.ABILITY_BASE;
    return [16, r >> 10, r & 255, (r >> 8) & 3];
  }
  if (x >= A.PLAY_ALT_BASE) return [15, (x - A.PLAY_ALT_BASE) >> 8, (x - A.PLAY_ALT_BASE) & 255, 0];
  if (x >= A.PLAY_BASE) return [14, (x - A.PLAY_BASE) >> 8, (x - A.PLAY_BASE) & 255, 0];
  if (x >= A.DISCARD_BASE) return [13, x - A.DISCARD_BASE, A.TGT_NONE, 0];
  if (x >= A.UPKEEP_DECLINE_BASE) return [12, x - A.UPKEEP_DECLINE_BASE, A.TGT_NONE, 0];
  if (x >= A.UPKEEP_PAY_BASE) return [11, x - A.UPKEEP_PAY_BASE, A.TGT_NONE, 0];
  if (x >= A.TRIGGER_BASE) return [10, -1, A.TGT_NONE, x - A.TRIGGER_BASE];
  if (x >= A.BLOCK_BASE) return [9, x - A.BLOCK_BASE, A.TGT_NONE, 0];
  if (x >= A.ATTACK_BASE) return [8, x - A.ATTACK_BASE, A.TGT_NONE, 0];
  return [x, -1, A.TGT_NONE, 0]; // PASS … NO_BLOCK are 0..7
}

/** The card id of an instance the view shows (your hand, either field), and where. */
function findInstance(v: FcView, inst: number): { id: string; inHand: boolean } | undefined {
  for (const h of v.players[v.you]!.hand ?? []) if (h.instance === inst) return { id: h.id, inHand: true };
  for (const p of v.players) for (const o of p.field) if (o.instance === inst) return { id: o.id, inHand: false };
  return undefined;
}

const named: string[] = [];

function encodeAction(view: unknown, action: number, text: string, out: Float32Array, offset: number): void {
  const v = view as FcView;
  out.fill(0, offset, offset + ACT.size);
  const [kind, src, tgt, k] = decode(action);
  out[offset + A_KIND + kind] = 1;
  cardIdsInText(text, named);
  if (src >= 0) {
    const hit = findInstance(v, src);
    const id = hit?.id ?? named[0];
    if (id !== undefined && cards.has(id)) {
      out[offset + A_IDS] = cards.put(out, offset + A_SRC, id);
      out[offset + A_SRC + 1 + CARD_F] = hit?.inHand ? 1 : 0;
      out[offset + A_SRC + 2 + CARD_F] = hit && !hit.inHand ? 1 : 0;
    }
  } else if (kind === 10) {
    const id = named[0];
    if (id !== undefined && cards.has(id)) out[offset + A_IDS] = cards.put(out, offset + A_SRC, id);
  }
  if (tgt !== A.TGT_NONE && tgt < A.TGT_CARD) out[offset + A_TGT + (tgt - 1 === v.you ? 0 : 1)] = 1;
  else if (tgt >= A.TGT_CARD) {
    out[offset + A_TGT + 2] = 1;
    const id = findInstance(v, tgt - A.TGT_CARD)?.id ?? named[named.length - 1];
    if (id !== undefined && cards.has(id)) out[offset + A_IDS + 1] = cards.put(out, offset + A_TGT + 3, id);
  }
  out[offset + A_TGT + 4 + CARD_F] = k / 4;
}

/** The CrossOver The F&C observation encoding (layout in docs/env.md). */
export const observation: ObservationEncoding = {
  game: 'crossover-fc',
  version: 'fc-obs-1',
  size: OBS.size,
  layout: OBS.layout,
  actionSize: ACT.size,
  actionLayout: ACT.layout,
  encode,
  encodeAction,
};
