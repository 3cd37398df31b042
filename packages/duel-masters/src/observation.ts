// The Duel Masters observation tensor: what `view(s, player)` shows, as fixed-size floats (docs/env.md).
//
// Built from the view's JSON and the card data only (never from DMState), so it cannot show what the view
// hides: the opponent's hand is a count plus the cards the player has seen in it, shields are counts plus the
// ones the player has looked at, libraries are counts. Legal actions get features of their own from their
// integer (the encoding in actions.ts), their text (verb and the `(id)` of each card they name) and the view.
import { CardFeatureTable, cardIdsInText, LayoutBuilder, oneHot, type ObservationEncoding } from '@tcglab/core';
import {
  ATTACK_CREATURE_BASE,
  ATTACK_PLAYER_BASE,
  BLOCK_BASE,
  BREAK_BASE,
  CAST_BASE,
  CHARGE_BASE,
  CHOOSE_BASE,
  GRANTED_TAP_BASE,
  EVOLVE_BASE,
  ORDER_BASE,
  SILENT_BASE,
  SUMMON_BASE,
  TAP_ABILITY_BASE,
  TRIGGER_BASE,
  VORTEX_BASE,
} from './actions.js';
import { defOf } from './cards/table.js';
import type { CardDef, CardRecord } from './cards/types.js';
import { describeAction } from './describe.js';
import { game } from './game.js';
import { power } from './query/characteristics.js';
import {
  currentPlayer,
  type DMState,
  F_BLOCK,
  F_BREAK,
  F_ORDER,
  F_EFFECT,
  F_REPLACE,
  F_SILENT,
  F_TRIGGER,
  STEP_ATTACK,
  STEP_CHARGE,
  STEP_MAIN,
  STEP_NAMES,
  topFrame,
  Z_UNDER,
} from './state.js';

/** The view's shape (game.ts `view`). */
interface DmView {
  readonly turn: number;
  readonly activePlayer: number;
  readonly step: string;
  readonly you: number;
  readonly toAct: number;
  readonly players: readonly DmPlayerView[];
}
interface DmPlayerView {
  readonly deck: number;
  readonly hand: readonly string[] | number;
  readonly shields: number;
  readonly knownShields: readonly (string | null)[];
  readonly knownHand?: readonly string[];
  readonly mana: readonly { readonly id: string; readonly tapped: boolean }[];
  readonly battle: readonly {
    readonly id: string;
    readonly tapped: boolean;
    readonly sick: boolean;
    readonly power: number;
    readonly under: readonly string[];
  }[];
  readonly graveyard: readonly string[];
}

const STEPS = ['start', 'draw', 'charge', 'main', 'attack', 'end'] as const;
/** The first word of every action text (describe.ts); the observation test fails when an action has another. */
const VERBS = [
  'charge',
  'no-charge',
  'summon',
  'evolve',
  'cast',
  'end-main',
  'attack',
  'end-turn',
  'block',
  'break',
  'trigger',
  'decline',
  'yes',
  'choose',
  'done',
  'order',
  'tap',
  'silent-skill',
  'no-block',
] as const;
const CIVS = ['light', 'water', 'darkness', 'fire', 'nature'] as const;
const TYPES = ['creature', 'evolution_creature', 'spell'] as const;
/** Keywords of the card data (cards.json `keywords`) that get a feature; `power_attacker` covers every +N. */
const KEYWORDS = [
  'blocker',
  'shield_trigger',
  'speed_attacker',
  'slayer',
  'double_breaker',
  'triple_breaker',
  'charger',
  'power_attacker',
  'cannot_attack',
  'cannot_attack_players',
  'unblockable',
  'on_summon',
  'on_attack',
  'on_destroy',
  'tap_ability',
  'silent_skill',
  'destroy_replacement',
  'must_attack',
] as const;

/** Static card features: civilizations, type, cost/10, base power/10000, keywords. */
const CARD_F = CIVS.length + TYPES.length + 2 + KEYWORDS.length;
/** A hand slot: present flag + the card's static features. */
const HAND_F = 1 + CARD_F;
/** A battle slot: present, static features, tapped, summoning sick, current power/10000, cards under it/4. */
const BATTLE_F = 1 + CARD_F + 4;
const HAND_SLOTS = 10;
const BATTLE_SLOTS = 10;
const KNOWN_HAND_SLOTS = 4;

const b = new LayoutBuilder();
const O_GLOBAL = b.add(
  'global',
  19,
  'turn/50, you are the active player, you are to act, step one-hot (start, draw, charge, main, attack, end), then for you and the opponent: deck/40, hand/10, shields/10, battle/10, graveyard/40',
);
const O_MANA = b.add(
  'mana',
  [2, 12],
  'you, opponent: mana/10, untapped mana/10, then per civilization (light, water, darkness, fire, nature) cards/10 and untapped cards/10',
);
const O_GRAVE = b.add(
  'graveyard_summary',
  [2, 8],
  'you, opponent: graveyard cards per civilization/10, then per type (creature, evolution, spell)/10',
);
const O_KNOWN = b.add(
  'known_hidden',
  4,
  "your own shields you have seen/5, the opponent's shields you have seen/5, cards of the opponent's hand you have seen/5, opponent hand size minus those/10",
);
const O_HAND = b.add('hand', [HAND_SLOTS, HAND_F], `your hand, first ${HAND_SLOTS} cards in view order: present, card features`);
const O_BATTLE = b.add(
  'battle',
  [2, BATTLE_SLOTS, BATTLE_F],
  `you, opponent: battle zone, first ${BATTLE_SLOTS} creatures: present, card features, tapped, sick, power/10000, under/4`,
);
const O_KHAND = b.add(
  'opponent_known_hand',
  [KNOWN_HAND_SLOTS, HAND_F],
  "cards of the opponent's hand you have seen (present, card features)",
);
const O_IDS = b.add(
  'card_ids',
  HAND_SLOTS + 2 * BATTLE_SLOTS + KNOWN_HAND_SLOTS,
  'card index + 1 (0 = empty) of each slot above, in the order hand, your battle, opponent battle, opponent known hand: categorical, for embeddings',
);
const OBS = b.done();

/** Action kinds by integer range (actions.ts). */
const KINDS = [
  'pass',
  'yes',
  'charge',
  'summon',
  'cast',
  'attack-player',
  'block',
  'break',
  'trigger',
  'choose',
  'order',
  'tap-ability',
  'silent-skill',
  'evolve',
  'attack-creature',
  'vortex-evolve',
] as const;
/** Zones where an action's card may be seen in the view. */
const ZONES = ['your hand', 'your battle', 'your mana', 'your graveyard', 'opponent battle', 'opponent graveyard'] as const;

const a = new LayoutBuilder();
const A_KIND = a.add('kind', KINDS.length, `one-hot by integer range: ${KINDS.join(', ')}`);
const A_VERB = a.add(
  'verb',
  VERBS.length,
  `one-hot of the text's first word: ${VERBS.join(', ')} (done:, decline, yes, … tell apart what pass means)`,
);
const A_CARDS = a.add(
  'cards',
  [2, 1 + CARD_F + ZONES.length],
  `the first and second card the text names: present, card features, seen in ${ZONES.join(', ')}`,
);
const A_NUM = a.add('number', 1, 'shield slot or waiting-effect index of break/order, /10');
const A_IDS = a.add('card_ids', 2, 'card index + 1 of the two cards (0 = none): categorical');
const ACT = a.done();

const cards = new CardFeatureTable<CardRecord>(
  'duel-masters',
  CARD_F,
  () => game.cards,
  (r, f) => {
    let k = 0;
    for (const civ of CIVS) f[k++] = r.civilizations.includes(civ) ? 1 : 0;
    for (const t of TYPES) f[k++] = r.type === t ? 1 : 0;
    f[k++] = r.cost / 10;
    f[k++] = (r.power ?? 0) / 10000;
    for (const kw of KEYWORDS) f[k++] = r.keywords.some((x) => x === kw || x.startsWith(kw + ':')) ? 1 : 0;
  },
);

function encode(view: unknown, out: Float32Array, offset: number): void {
  const v = view as DmView;
  out.fill(0, offset, offset + OBS.size);
  const me = v.you;
  const players = [v.players[me]!, v.players[1 - me]!];
  let g = offset + O_GLOBAL;
  out[g++] = v.turn / 50;
  out[g++] = v.activePlayer === me ? 1 : 0;
  out[g++] = v.toAct === me ? 1 : 0;
  oneHot(out, g, STEPS.length, STEPS.indexOf(v.step as (typeof STEPS)[number]));
  g += STEPS.length;
  for (const p of players) {
    out[g++] = p.deck / 40;
    out[g++] = (typeof p.hand === 'number' ? p.hand : p.hand.length) / 10;
    out[g++] = p.shields / 10;
    out[g++] = p.battle.length / 10;
    out[g++] = p.graveyard.length / 40;
  }
  for (let q = 0; q < 2; q++) {
    const p = players[q]!;
    const at = offset + O_MANA + q * 12;
    let untapped = 0;
    for (const m of p.mana) {
      const f = cards.row(m.id).f;
      if (!m.tapped) untapped++;
      for (let c = 0; c < CIVS.length; c++) {
        if (f[c] === 0) continue;
        out[at + 2 + c * 2] = out[at + 2 + c * 2]! + 0.1;
        if (!m.tapped) out[at + 3 + c * 2] = out[at + 3 + c * 2]! + 0.1;
      }
    }
    out[at] = p.mana.length / 10;
    out[at + 1] = untapped / 10;
    const gr = offset + O_GRAVE + q * 8;
    for (const id of p.graveyard) {
      const f = cards.row(id).f;
      for (let c = 0; c < CIVS.length + TYPES.length; c++) if (f[c] !== 0) out[gr + c] = out[gr + c]! + 0.1;
    }
  }
  const mine = players[0]!;
  const opp = players[1]!;
  const knownHand = opp.knownHand ?? [];
  const oppHand = typeof opp.hand === 'number' ? opp.hand : opp.hand.length;
  out[offset + O_KNOWN] = countKnown(mine.knownShields) / 5;
  out[offset + O_KNOWN + 1] = countKnown(opp.knownShields) / 5;
  out[offset + O_KNOWN + 2] = knownHand.length / 5;
  out[offset + O_KNOWN + 3] = (oppHand - knownHand.length) / 10;
  let ids = offset + O_IDS;
  const hand = typeof mine.hand === 'number' ? [] : mine.hand;
  for (let k = 0; k < HAND_SLOTS; k++, ids++) if (k < hand.length) out[ids] = cards.put(out, offset + O_HAND + k * HAND_F, hand[k]!);
  for (let q = 0; q < 2; q++) {
    const battle = players[q]!.battle;
    for (let k = 0; k < BATTLE_SLOTS; k++, ids++) {
      const c = battle[k];
      if (!c) continue;
      const at = offset + O_BATTLE + (q * BATTLE_SLOTS + k) * BATTLE_F;
      out[ids] = cards.put(out, at, c.id);
      out[at + 1 + CARD_F] = c.tapped ? 1 : 0;
      out[at + 2 + CARD_F] = c.sick ? 1 : 0;
      out[at + 3 + CARD_F] = c.power / 10000;
      out[at + 4 + CARD_F] = c.under.length / 4;
    }
  }
  for (let k = 0; k < KNOWN_HAND_SLOTS; k++, ids++)
    if (k < knownHand.length) out[ids] = cards.put(out, offset + O_KHAND + k * HAND_F, knownHand[k]!);
}

function countKnown(slots: readonly (string | null)[]): number {
  let n = 0;
  for (const x of slots) if (x !== null) n++;
  return n;
}

function kindOf(action: number): number {
  if (action >= VORTEX_BASE) return 15;
  if (action >= ATTACK_CREATURE_BASE) return 14;
  if (action >= EVOLVE_BASE) return 13;
  if (action >= GRANTED_TAP_BASE) return 11; // a granted tap ability: a tap ability too
  if (action >= SILENT_BASE) return 12;
  if (action >= TAP_ABILITY_BASE) return 11;
  if (action >= ORDER_BASE) return 10;
  if (action >= CHOOSE_BASE) return 9;
  if (action >= TRIGGER_BASE) return 8;
  if (action >= BREAK_BASE) return 7;
  if (action >= BLOCK_BASE) return 6;
  if (action >= ATTACK_PLAYER_BASE) return 5;
  if (action >= CAST_BASE) return 4;
  if (action >= SUMMON_BASE) return 3;
  if (action >= CHARGE_BASE) return 2;
  return action; // PASS 0, YES 1
}

function seenIn(v: DmView, id: string, out: Float32Array, at: number): void {
  const me = v.players[v.you]!;
  const opp = v.players[1 - v.you]!;
  const hand = typeof me.hand === 'number' ? [] : me.hand;
  out[at] = hand.includes(id) ? 1 : 0;
  out[at + 1] = me.battle.some((c) => c.id === id) ? 1 : 0;
  out[at + 2] = me.mana.some((c) => c.id === id) ? 1 : 0;
  out[at + 3] = me.graveyard.includes(id) ? 1 : 0;
  out[at + 4] = opp.battle.some((c) => c.id === id) ? 1 : 0;
  out[at + 5] = opp.graveyard.includes(id) ? 1 : 0;
}

const named: string[] = [];
const VERB_INDEX = new Map<string, number>(VERBS.map((x, i) => [x, i]));

function encodeAction(view: unknown, action: number, text: string, out: Float32Array, offset: number): void {
  encodeActionText(seenInView, view, 0, action, text, kindOf(action), out, offset);
}

/** Which of the six zones of `player`'s view hold a card with this id (seenIn over a view or over the state). */
type SeenIn = (source: unknown, player: number, id: string, out: Float32Array, at: number) => void;

const seenInView: SeenIn = (view, _player, id, out, at) => seenIn(view as DmView, id, out, at);

/**
 * An action row read from the action's text: its kind, its verb (the text's first word), the cards it names
 * with where `player` sees them (`seen` over `source`: a view, or the state), and its number. The view path
 * reads every action this way; the state path only the kinds verbAndCards leaves to the text.
 */
function encodeActionText(
  seen: SeenIn,
  source: unknown,
  player: number,
  action: number,
  text: string,
  kind: number,
  out: Float32Array,
  offset: number,
): void {
  out.fill(0, offset, offset + ACT.size);
  out[offset + A_KIND + kind] = 1;
  const word = /^[a-z-]+/.exec(text)?.[0] ?? '';
  const verb = VERB_INDEX.get(word);
  if (verb !== undefined) out[offset + A_VERB + verb] = 1;
  cardIdsInText(text, named);
  // "attack TARGET with ATTACKER": the acting card first, like every other two-card action.
  if (kind === 14 && named.length >= 2) named.reverse();
  const row = 1 + CARD_F + ZONES.length;
  for (let k = 0; k < 2 && k < named.length; k++) {
    const at = offset + A_CARDS + k * row;
    out[offset + A_IDS + k] = cards.put(out, at, named[k]!);
    seen(source, player, named[k]!, out, at + 1 + CARD_F);
  }
  if (kind === 7) out[offset + A_NUM] = (action - BREAK_BASE) / 10;
  else if (kind === 10) out[offset + A_NUM] = (action - ORDER_BASE) / 10;
  else if (kind === 9 && named.length === 0) {
    const slot = /shield (\d+)/.exec(text);
    if (slot) out[offset + A_NUM] = Number(slot[1]) / 10;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The same tensors read from the state directly (the env's fast path): encodeState(s, p) gives exactly the
// floats of encode(view(s, p)), and encodeActionState those of encodeAction(view, a, describeAction(s, a)),
// without building the view object or the action text. They read only what view() shows the player (the
// same zones, the same `known` bits, the same order); checkObservation compares both paths float for float at
// every decision of its games, so the view path's hidden-information check covers these too.

/** Card feature rows by def index (the table of CardDefs is fixed once loaded; checked by identity anyway). */
const rowDefs: (CardDef | undefined)[] = [];
const rowOfDef: { index: number; f: Float32Array }[] = [];

const NO_ROW = { index: -1, f: new Float32Array(CARD_F) };

function rowOf(s: DMState, inst: number): { index: number; f: Float32Array } {
  const k = s.def[inst]!;
  const d = defOf(s, inst);
  // Grown one element at a time, so the arrays stay packed (a sparse write would make them dictionaries).
  while (rowDefs.length <= k) {
    rowDefs.push(undefined);
    rowOfDef.push(NO_ROW);
  }
  if (rowDefs[k] !== d) {
    rowDefs[k] = d;
    rowOfDef[k] = cards.row(d.id);
  }
  return rowOfDef[k]!;
}

/** cards.put for an instance: present flag, features; returns the card index + 1. */
function putInst(out: Float32Array, at: number, s: DMState, inst: number): number {
  const row = rowOf(s, inst);
  const f = row.f;
  out[at] = 1;
  for (let k = 0; k < CARD_F; k++) out[at + 1 + k] = f[k]!;
  return row.index + 1;
}

/** Cards under each instance (evolution sources), counted in one pass over the cards: the view's `under`. */
let underCount = new Uint8Array(0);
function countUnder(s: DMState): void {
  if (underCount.length < s.n) underCount = new Uint8Array(s.n);
  underCount.fill(0, 0, s.n);
  const zone = s.zone;
  for (let j = 0; j < s.n; j++) if (zone[j] === Z_UNDER && s.parent[j]! >= 0) underCount[s.parent[j]!]!++;
}

/** STEP_NAMES index → index in STEPS (-1: none), as STEPS.indexOf(view.step). */
const STEP_SLOT = STEP_NAMES.map((n) => STEPS.indexOf(n as (typeof STEPS)[number]));

/** encode(view(s, player), out, offset), from the state. */
function encodeState(state: unknown, player: number, out: Float32Array, offset: number): void {
  const s = state as DMState;
  out.fill(0, offset, offset + OBS.size);
  const me = player;
  const known = s.known;
  const bit = 1 << player;
  let g = offset + O_GLOBAL;
  out[g++] = s.turn / 50;
  out[g++] = s.active === me ? 1 : 0;
  out[g++] = currentPlayer(s) === me ? 1 : 0;
  const step = STEP_SLOT[s.step] ?? -1;
  if (step >= 0) out[g + step] = 1;
  g += STEPS.length;
  for (let q = 0; q < 2; q++) {
    const p = (q === 0 ? me : 1 - me) as 0 | 1;
    out[g++] = s.lib[p].length / 40;
    out[g++] = s.hand[p].length / 10;
    out[g++] = s.shields[p].length / 10;
    out[g++] = s.battle[p].length / 10;
    out[g++] = s.grave[p].length / 40;
  }
  for (let q = 0; q < 2; q++) {
    const p = (q === 0 ? me : 1 - me) as 0 | 1;
    const mana = s.mana[p];
    const at = offset + O_MANA + q * 12;
    let untapped = 0;
    for (let k = 0; k < mana.length; k++) {
      const i = mana[k]!;
      const f = rowOf(s, i).f;
      const tapped = !!s.tapped[i];
      if (!tapped) untapped++;
      for (let c = 0; c < CIVS.length; c++) {
        if (f[c] === 0) continue;
        out[at + 2 + c * 2] = out[at + 2 + c * 2]! + 0.1;
        if (!tapped) out[at + 3 + c * 2] = out[at + 3 + c * 2]! + 0.1;
      }
    }
    out[at] = mana.length / 10;
    out[at + 1] = untapped / 10;
    const gr = offset + O_GRAVE + q * 8;
    const grave = s.grave[p];
    for (let k = 0; k < grave.length; k++) {
      const f = rowOf(s, grave[k]!).f;
      for (let c = 0; c < CIVS.length + TYPES.length; c++) if (f[c] !== 0) out[gr + c] = out[gr + c]! + 0.1;
    }
  }
  const opp = (1 - me) as 0 | 1;
  let myShieldsKnown = 0;
  for (const i of s.shields[me as 0 | 1]) if (known[i]! & bit) myShieldsKnown++;
  let oppShieldsKnown = 0;
  for (const i of s.shields[opp]) if (known[i]! & bit) oppShieldsKnown++;
  const oppHand = s.hand[opp];
  let knownHand = 0;
  for (const i of oppHand) if (known[i]! & bit) knownHand++;
  out[offset + O_KNOWN] = myShieldsKnown / 5;
  out[offset + O_KNOWN + 1] = oppShieldsKnown / 5;
  out[offset + O_KNOWN + 2] = knownHand / 5;
  out[offset + O_KNOWN + 3] = (oppHand.length - knownHand) / 10;
  let ids = offset + O_IDS;
  const hand = s.hand[me as 0 | 1];
  for (let k = 0; k < HAND_SLOTS; k++, ids++) if (k < hand.length) out[ids] = putInst(out, offset + O_HAND + k * HAND_F, s, hand[k]!);
  if (s.battle[0].length + s.battle[1].length > 0) countUnder(s);
  for (let q = 0; q < 2; q++) {
    const battle = s.battle[(q === 0 ? me : opp) as 0 | 1];
    for (let k = 0; k < BATTLE_SLOTS; k++, ids++) {
      if (k >= battle.length) continue;
      const i = battle[k]!;
      const at = offset + O_BATTLE + (q * BATTLE_SLOTS + k) * BATTLE_F;
      out[ids] = putInst(out, at, s, i);
      out[at + 1 + CARD_F] = s.tapped[i] ? 1 : 0;
      out[at + 2 + CARD_F] = s.sick[i] ? 1 : 0;
      out[at + 3 + CARD_F] = Math.max(0, power(s, i)) / 10000;
      out[at + 4 + CARD_F] = underCount[i]! / 4;
    }
  }
  // The opponent's hand cards the player has seen, in hand order (view's knownHand).
  let kh = 0;
  for (let k = 0; k < oppHand.length && kh < KNOWN_HAND_SLOTS; k++) {
    const i = oppHand[k]!;
    if (!(known[i]! & bit)) continue;
    out[ids + kh] = putInst(out, offset + O_KHAND + kh * HAND_F, s, i);
    kh++;
  }
}

const V_CHARGE = VERB_INDEX.get('charge')!;
const V_NO_CHARGE = VERB_INDEX.get('no-charge')!;
const V_SUMMON = VERB_INDEX.get('summon')!;
const V_EVOLVE = VERB_INDEX.get('evolve')!;
const V_CAST = VERB_INDEX.get('cast')!;
const V_END_MAIN = VERB_INDEX.get('end-main')!;
const V_ATTACK = VERB_INDEX.get('attack')!;
const V_END_TURN = VERB_INDEX.get('end-turn')!;
const V_BLOCK = VERB_INDEX.get('block')!;
const V_NO_BLOCK = VERB_INDEX.get('no-block')!;
const V_BREAK = VERB_INDEX.get('break')!;
const V_DONE = VERB_INDEX.get('done')!;
const V_TRIGGER = VERB_INDEX.get('trigger')!;
const V_DECLINE = VERB_INDEX.get('decline')!;
const V_SILENT = VERB_INDEX.get('silent-skill')!;
const V_TAP = VERB_INDEX.get('tap')!;

/** Whether a def's `Name (id)` text names exactly its id for cardIdsInText (no parentheses or spaces in the way). */
const plainName = new Map<CardDef, boolean>();
function plain(d: CardDef): boolean {
  let ok = plainName.get(d);
  if (ok === undefined) plainName.set(d, (ok = !/[()]/.test(d.name) && /^[^()\s]+$/.test(d.id)));
  return ok;
}

/**
 * The verb and the card instances of describeAction(s, a), for the action kinds whose text is a verb and up to
 * two `cardName`s (in text order); -2 for the kinds this does not cover (their text is built and read instead).
 */
let c1 = -1;
let c2 = -1;
function verbAndCards(s: DMState, a: number): number {
  c1 = c2 = -1;
  const top = topFrame(s);
  if (top) {
    switch (top.kind) {
      case F_BLOCK:
        if (a === 0) return V_NO_BLOCK;
        c1 = a - BLOCK_BASE;
        return V_BLOCK;
      case F_BREAK:
        return a === 0 ? V_DONE : V_BREAK;
      case F_SILENT:
        if (a === 0) return V_DONE;
        c1 = a - SILENT_BASE;
        return V_SILENT;
      case F_TRIGGER:
        if (a === 0) return V_DECLINE;
        c1 = a - TRIGGER_BASE;
        return V_TRIGGER;
      case F_REPLACE:
      case F_ORDER:
      case F_EFFECT:
        return -2;
    }
  }
  if (s.step === STEP_CHARGE) {
    if (a === 0) return V_NO_CHARGE;
    c1 = a - CHARGE_BASE;
    return V_CHARGE;
  }
  if (s.step === STEP_MAIN) {
    if (a === 0) return V_END_MAIN;
    if (a >= VORTEX_BASE) {
      const x = a - VORTEX_BASE;
      c1 = Math.floor(x / 65536);
      c2 = Math.floor(x / 256) % 256;
      return V_EVOLVE;
    }
    if (a >= EVOLVE_BASE && a < ATTACK_CREATURE_BASE) {
      const x = a - EVOLVE_BASE;
      c1 = Math.floor(x / 256);
      c2 = x % 256;
      return V_EVOLVE;
    }
    c1 = a - (a >= CAST_BASE ? CAST_BASE : SUMMON_BASE);
    return a >= CAST_BASE ? V_CAST : V_SUMMON;
  }
  if (s.step === STEP_ATTACK) {
    if (a === 0) return V_END_TURN;
    if (a >= ATTACK_CREATURE_BASE) {
      const x = a - ATTACK_CREATURE_BASE;
      c1 = x % 256;
      c2 = Math.floor(x / 256);
      return V_ATTACK;
    }
    if (a >= GRANTED_TAP_BASE) return -2;
    if (a >= TAP_ABILITY_BASE) {
      c1 = a - TAP_ABILITY_BASE;
      return V_TAP;
    }
    c1 = a - ATTACK_PLAYER_BASE;
    return V_ATTACK;
  }
  return -1; // "action N": no verb of VERBS, no card
}

/** seenIn for the view of `player`, from the state: is a card with this id in each of the six zones? */
const seenInState: SeenIn = (state, player, id, out, at) => {
  const s = state as DMState;
  const me = player as 0 | 1;
  const opp = (1 - player) as 0 | 1;
  out[at] = zoneHas(s, s.hand[me], id);
  out[at + 1] = zoneHas(s, s.battle[me], id);
  out[at + 2] = zoneHas(s, s.mana[me], id);
  out[at + 3] = zoneHas(s, s.grave[me], id);
  out[at + 4] = zoneHas(s, s.battle[opp], id);
  out[at + 5] = zoneHas(s, s.grave[opp], id);
};

function zoneHas(s: DMState, zone: readonly number[], id: string): number {
  for (let k = 0; k < zone.length; k++) if (defOf(s, zone[k]!).id === id) return 1;
  return 0;
}

/** encodeAction(view(s, player), a, describeAction(s, a), out, offset), from the state. */
function encodeActionState(state: unknown, player: number, action: number, out: Float32Array, offset: number): void {
  const s = state as DMState;
  let verb = verbAndCards(s, action);
  if (verb !== -2 && ((c1 >= 0 && !plain(defOf(s, c1))) || (c2 >= 0 && !plain(defOf(s, c2))))) verb = -2;
  const kind = kindOf(action);
  if (verb === -2) {
    // The text's own words and cards: what encodeAction reads, with the zones seen from the state.
    encodeActionText(seenInState, s, player, action, describeAction(s, action), kind, out, offset);
    return;
  }
  out.fill(0, offset, offset + ACT.size);
  out[offset + A_KIND + kind] = 1;
  if (verb >= 0) out[offset + A_VERB + verb] = 1;
  // "attack TARGET with ATTACKER" names the target first; encodeAction puts the acting card first: c2 then c1.
  const first = kind === 14 && c2 >= 0 ? c2 : c1;
  const second = kind === 14 && c2 >= 0 ? c1 : c2;
  const row = 1 + CARD_F + ZONES.length;
  if (first >= 0) {
    const at = offset + A_CARDS;
    out[offset + A_IDS] = putInst(out, at, s, first);
    seenInState(s, player, defOf(s, first).id, out, at + 1 + CARD_F);
    if (second >= 0) {
      out[offset + A_IDS + 1] = putInst(out, at + row, s, second);
      seenInState(s, player, defOf(s, second).id, out, at + row + 1 + CARD_F);
    }
  }
  if (kind === 7) out[offset + A_NUM] = (action - BREAK_BASE) / 10;
  else if (kind === 10) out[offset + A_NUM] = (action - ORDER_BASE) / 10;
}

/** The Duel Masters observation encoding (layout in docs/env.md). */
export const observation: ObservationEncoding = {
  game: 'duel-masters',
  version: 'dm-obs-1',
  size: OBS.size,
  layout: OBS.layout,
  actionSize: ACT.size,
  actionLayout: ACT.layout,
  encode,
  encodeAction,
  encodeState,
  encodeActionState,
};
