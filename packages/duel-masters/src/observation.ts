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
import type { CardRecord } from './cards/types.js';
import { game } from './game.js';

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
  const v = view as DmView;
  out.fill(0, offset, offset + ACT.size);
  const kind = kindOf(action);
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
    seenIn(v, named[k]!, out, at + 1 + CARD_F);
  }
  if (kind === 7) out[offset + A_NUM] = (action - BREAK_BASE) / 10;
  else if (kind === 10) out[offset + A_NUM] = (action - ORDER_BASE) / 10;
  else if (kind === 9 && named.length === 0) {
    const slot = /shield (\d+)/.exec(text);
    if (slot) out[offset + A_NUM] = Number(slot[1]) / 10;
  }
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
};
