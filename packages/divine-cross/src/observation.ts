// The Divine Cross observation tensor: what `view(s, player)` shows, as fixed-size floats (docs/env.md).
//
// Built from the view's JSON and the card data of the contract's card pool only (never from DcState): the
// opponent's hand and deck are counts, a face-down Main unit is a flag, energy cards are counts for the
// opponent. Legal actions get features from their integer (the encoding in actions.ts), the view (the hand card
// or unit they use) and their text (the `(id)` of a card a choice names).
import { CardFeatureTable, cardIdsInText, LayoutBuilder, oneHot, type ObservationEncoding } from '@tcglab/core';
import {
  ASSIST_BASE,
  CHARGE_BASE,
  CHOOSE_BASE,
  END_MAIN,
  EX_BASE,
  NO_SKILL,
  PLAY_BASE,
  PUT_BASE,
  RETREAT_BASE,
  SETUP_BONUS_NO,
  SETUP_BONUS_YES,
  SKILL_BASE,
} from './actions.js';
import { cardPool } from './catalog.js';
import { STEP_NAMES } from './state.js';

interface UnitView {
  readonly card: string;
  readonly hp: number;
  readonly damage: number;
  readonly stunned: boolean;
  readonly energy: number;
  readonly assist: string | null;
  readonly retreatCost: number;
}
interface DcView {
  readonly turn: number;
  readonly step: string;
  readonly activePlayer: number;
  readonly you: number;
  readonly ticket: number;
  readonly choice: { readonly kind: number; readonly options: number } | null;
  readonly players: readonly {
    readonly hand: readonly string[] | number;
    readonly deck: number;
    readonly discard: readonly string[];
    readonly ko: readonly string[];
    readonly main: UnitView | 'face-down' | null;
    readonly standby: readonly (UnitView | null)[];
  }[];
}
/** Card data as the pool holds it (data/cards.json records). */
interface DcCardData {
  readonly kind: string;
  readonly hp?: number;
  readonly attributes?: readonly string[];
  readonly advantage?: readonly string[];
  readonly retreat?: number;
  readonly skills?: readonly { readonly cost?: number; readonly damage?: number }[];
  readonly ex?: readonly unknown[];
}

const STEPS = STEP_NAMES; // the encoding's step order is the engine's
const KINDS = ['unit', 'event', 'action', 'assist'] as const;
const ATTRS = ['red', 'green', 'blue', 'colorless'] as const;
/** Choice kinds of the view's `choice.kind` (state.ts CH_*): target, hand, yes/no, number, trigger, promote, search, discard pile. */
const CHOICES = 9;

/** Static card features: kind, attributes, advantage, HP/1000, retreat/5, skills (count/4, first two: cost/5, damage/1000), EX powers/4. */
const CARD_F = KINDS.length + 2 * ATTRS.length + 2 + 1 + 4 + 1;
/** A unit slot: present, face down, card features, HP/1000, damage/1000, stunned, energy/10, has an assist, retreat cost/5. */
const UNIT_F = 2 + CARD_F + 6;
const HAND_F = 1 + CARD_F;
const HAND_SLOTS = 10;

const b = new LayoutBuilder();
const O_GLOBAL = b.add(
  'global',
  4 + STEPS.length + 1 + CHOICES + 12,
  `turn/50, you are the active player, the Winning Ticket (1 yours, -1 the opponent's, 0 nobody's), a choice is yours; step one-hot (${STEPS.join(', ')}); choice options/10; choice kind one-hot (none + 8 kinds); then for you and the opponent: hand/10, deck/30, discard/30, KO pile/10, units in play/4, energy on units/10`,
);
const O_UNITS = b.add(
  'units',
  [2, 4, UNIT_F],
  'you, opponent: Main, Standby 1–3: present, face down, card features, HP/1000, damage/1000, stunned, energy/10, assist, retreat cost/5',
);
const O_HAND = b.add('hand', [HAND_SLOTS, HAND_F], `your hand, first ${HAND_SLOTS} cards: present, card features`);
const O_IDS = b.add(
  'card_ids',
  8 + 8 + HAND_SLOTS,
  'card index + 1 (0 = none) of the 8 units, their 8 assists, then the hand slots: categorical',
);
const OBS = b.done();

const ACTION_KINDS = [
  'setup-place',
  'bonus-yes',
  'bonus-no',
  'charge',
  'put',
  'play',
  'assist',
  'retreat',
  'ex',
  'end-main',
  'skill',
  'no-skill',
  'choose',
] as const;
const a = new LayoutBuilder();
const A_KIND = a.add('kind', ACTION_KINDS.length, `one-hot by integer range: ${ACTION_KINDS.join(', ')}`);
const A_SLOT = a.add('slot', 4, 'the unit slot the action uses (Main, Standby 1–3), one-hot');
const A_NUM = a.add('number', 1, 'hand index, skill or EX power index, or option index, /10');
const A_CARD = a.add('card', 1 + CARD_F, 'the card the action plays or names: present, card features');
const A_ID = a.add('card_id', 1, 'its card index + 1 (0 = none): categorical');
const ACT = a.done();

const cards = new CardFeatureTable<DcCardData>('divine-cross', CARD_F, cardPool, (d, f) => {
  let k = 0;
  for (const kind of KINDS) f[k++] = d.kind === kind ? 1 : 0;
  for (const at of ATTRS) f[k++] = d.attributes?.includes(at) ? 1 : 0;
  for (const at of ATTRS) f[k++] = d.advantage?.includes(at) ? 1 : 0;
  f[k++] = (d.hp ?? 0) / 1000;
  f[k++] = (d.retreat ?? 0) / 5;
  const skills = d.skills ?? [];
  f[k++] = skills.length / 4;
  for (let s = 0; s < 2; s++) {
    f[k++] = (skills[s]?.cost ?? 0) / 5;
    f[k++] = (skills[s]?.damage ?? 0) / 1000;
  }
  f[k++] = (d.ex?.length ?? 0) / 4;
});

function encode(view: unknown, out: Float32Array, offset: number): void {
  const v = view as DcView;
  out.fill(0, offset, offset + OBS.size);
  const me = v.you;
  const players = [v.players[me]!, v.players[1 - me]!];
  let g = offset + O_GLOBAL;
  out[g++] = v.turn / 50;
  out[g++] = v.activePlayer === me ? 1 : 0;
  out[g++] = v.ticket < 0 ? 0 : v.ticket === me ? 1 : -1;
  out[g++] = v.choice ? 1 : 0;
  oneHot(out, g, STEPS.length, STEPS.indexOf(v.step as (typeof STEPS)[number]));
  g += STEPS.length;
  out[g++] = (v.choice?.options ?? 0) / 10;
  oneHot(out, g, CHOICES, v.choice?.kind ?? 0);
  g += CHOICES;
  let ids = offset + O_IDS;
  for (let q = 0; q < 2; q++) {
    const p = players[q]!;
    const units = [p.main, ...p.standby];
    let inPlay = 0;
    let energy = 0;
    for (let k = 0; k < 4; k++) {
      const u = units[k];
      const at = offset + O_UNITS + (q * 4 + k) * UNIT_F;
      if (!u) continue;
      inPlay++;
      out[at] = 1;
      if (u === 'face-down') {
        out[at + 1] = 1;
        continue;
      }
      out[ids + q * 4 + k] = cards.put(out, at + 1, u.card);
      out[at + 1] = 0; // cards.put set the present flag at at + 1: this slot's face-down flag, cleared
      const s = at + 2 + CARD_F;
      out[s] = u.hp / 1000;
      out[s + 1] = u.damage / 1000;
      out[s + 2] = u.stunned ? 1 : 0;
      out[s + 3] = u.energy / 10;
      out[s + 4] = u.assist !== null ? 1 : 0;
      out[s + 5] = u.retreatCost / 5;
      energy += u.energy;
      if (u.assist !== null) out[ids + 8 + q * 4 + k] = cardIndex(u.assist);
    }
    out[g++] = (typeof p.hand === 'number' ? p.hand : p.hand.length) / 10;
    out[g++] = p.deck / 30;
    out[g++] = p.discard.length / 30;
    out[g++] = p.ko.length / 10;
    out[g++] = inPlay / 4;
    out[g++] = energy / 10;
  }
  ids += 16;
  const hand = players[0]!.hand;
  if (typeof hand !== 'number') {
    for (let k = 0; k < HAND_SLOTS && k < hand.length; k++) out[ids + k] = cards.put(out, offset + O_HAND + k * HAND_F, hand[k]!);
  }
}

function cardIndex(id: string): number {
  return cards.has(id) ? cards.row(id).index + 1 : 0;
}

/** Action kind, hand index (-1 none), slot (-1 none), number. */
function decode(action: number): [kind: number, hand: number, slot: number, num: number] {
  if (action >= CHOOSE_BASE) return [12, -1, -1, action - CHOOSE_BASE];
  if (action === NO_SKILL) return [11, -1, -1, 0];
  if (action >= SKILL_BASE) return [10, -1, 0, action - SKILL_BASE];
  if (action === END_MAIN) return [9, -1, -1, 0];
  if (action >= EX_BASE) return [8, -1, (action - EX_BASE) >> 3, (action - EX_BASE) & 7];
  if (action >= RETREAT_BASE) return [7, -1, 1 + action - RETREAT_BASE, 0];
  if (action >= ASSIST_BASE) return [6, (action - ASSIST_BASE) >> 2, (action - ASSIST_BASE) & 3, 0];
  if (action >= PLAY_BASE) return [5, action - PLAY_BASE, -1, 0];
  if (action >= PUT_BASE) return [4, action - PUT_BASE, -1, 0];
  if (action >= CHARGE_BASE) return [3, (action - CHARGE_BASE) >> 2, (action - CHARGE_BASE) & 3, 0];
  if (action === SETUP_BONUS_NO) return [2, -1, -1, 0];
  if (action === SETUP_BONUS_YES) return [1, -1, -1, 0];
  return [0, action, -1, 0];
}

const named: string[] = [];

function encodeAction(view: unknown, action: number, text: string, out: Float32Array, offset: number): void {
  const v = view as DcView;
  out.fill(0, offset, offset + ACT.size);
  const [kind, hand, slot, num] = decode(action);
  out[offset + A_KIND + kind] = 1;
  if (slot >= 0) out[offset + A_SLOT + slot] = 1;
  out[offset + A_NUM] = (hand >= 0 ? hand : num) / 10;
  const myHand = v.players[v.you]!.hand;
  let id: string | undefined;
  if (hand >= 0 && typeof myHand !== 'number') id = myHand[hand];
  else id = cardIdsInText(text, named)[0];
  if (id !== undefined && cards.has(id)) out[offset + A_ID] = cards.put(out, offset + A_CARD, id);
}

/** The Divine Cross observation encoding (layout in docs/env.md). */
export const observation: ObservationEncoding = {
  game: 'divine-cross',
  version: 'dc-obs-1',
  size: OBS.size,
  layout: OBS.layout,
  actionSize: ACT.size,
  actionLayout: ACT.layout,
  encode,
  encodeAction,
};
