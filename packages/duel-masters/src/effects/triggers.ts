// Triggered abilities and waiting effects (603, 101.4), and the steps that start them: casting, summoning, entering the battle zone.
import { logEvent } from '@tcglab/core';
import { defOf, EVENT_SLOT, mayTrigger } from '../cards/table.js';
import type { TriggerEvent } from '../cards/types.js';
import { cardName } from '../describe.js';
import { TYPE_SPELL } from '../keywords.js';
import {
  ABILITY_CAST_SHOWN,
  ABILITY_USE_STRIGGER,
  type DMState,
  F_ORDER,
  freeWaiting,
  newDecisionFrame,
  newEffectFrame,
  newWaiting,
  regPush,
  sameAbility,
  SPELL_EFFECT,
  takeWaiting,
  type Waiting,
  Z_BATTLE,
  Z_HAND,
  Z_GRAVE,
  Z_PENDING,
} from '../state.js';
import { castAllowed, evolutionsEnterTapped, silentSkillEntersTapped } from '../query/statics.js';
import { moveCard, putUnder } from '../zones.js';
import { fireEach, fireTrigger, mayAnyTrigger } from './fire.js';

/**
 * The effects watching this turn for `event` of player p ("this turn, whenever …", s.turnWatch) trigger, `times`
 * times each (cause: `arg`).
 */
export function fireWatchers(s: DMState, event: TriggerEvent, p: number, arg: number, times = 1): void {
  const ws = s.turnWatch;
  for (let k = 0; k < ws.length; k++) {
    const w = ws[k]!;
    // A negative ability is a "this turn" replacement (Hokira, query/statics.ts), not a watcher.
    if (w.player !== p || w.ability < 0 || defOf(s, w.src).abilities[w.ability]!.on !== event) continue;
    for (let j = 0; j < times; j++) s.waiting.push(newWaiting(w.src, p, w.ability, 0, arg));
  }
}

/**
 * Start the next waiting effect, in rule order (101.4): S-Trigger-class effects first (turn player's,
 * then the other's), then the turn player's, then the non-turn player's. A player with several waiting
 * effects that differ chooses the order (an F_ORDER decision).
 */
export function startNextWaiting(s: DMState): void {
  const tp = s.active;
  for (let cls = 1; cls >= 0; cls--) {
    for (let pp = 0; pp < 2; pp++) {
      const p = pp === 0 ? tp : 1 - tp;
      let first = -1;
      let differ = false;
      for (let k = 0; k < s.waiting.length; k++) {
        const w = s.waiting[k]!;
        if (w.player !== p || w.strigger !== cls) continue;
        if (first < 0) first = k;
        else {
          const f = s.waiting[first]!;
          if (!sameAbility(s, w, f)) differ = true;
        }
      }
      if (first < 0) continue;
      if (differ) {
        s.frames.push(newDecisionFrame(F_ORDER, p, -1, cls));
        return;
      }
      const w = takeWaiting(s, first);
      startWaiting(s, w);
      freeWaiting(w);
      return;
    }
  }
}

export function startWaiting(s: DMState, w: Waiting): void {
  if (w.ability === ABILITY_CAST_SHOWN) {
    // Bluum Erkis: the shown S-Trigger spell, still held, is cast for no cost by the breaker's controller; after it
    // resolves it goes to its owner's graveyard (605.2e). One its caster may not cast goes there at once.
    if (s.zone[w.src] !== Z_PENDING) return;
    if (castAllowed(s, w.player, defOf(s, w.src))) {
      if (s.log) logEvent(s, `  P${w.player} casts ${cardName(s, w.src)} for no cost`);
      castSpell(s, w.player, w.src);
    } else moveCard(s, w.src, Z_GRAVE);
    return;
  }
  if (w.ability === ABILITY_USE_STRIGGER) {
    // 509.5e: the declared S-Trigger card is used for free from the hand, if it is still there.
    if (s.zone[w.src] !== Z_HAND) return;
    const d = defOf(s, w.src);
    if (s.log) logEvent(s, `  P${w.player} uses the S-Trigger of ${cardName(s, w.src)}`);
    if (d.type === TYPE_SPELL) castSpell(s, w.player, w.src, 1);
    else {
      putIntoBattle(s, w.player, w.src, -1);
      summoned(s, w.player, w.src); // an S-Trigger creature is summoned (112.3a)
    }
    // 「相手が「S・トリガー」を使ったとき」: the other player's watchers (cause: the card used), and the creature
    // whose break revealed it (「このクリーチャーがシールドをブレイクし、相手が「S・トリガー」を使った場合」).
    const ob = s.battle[(1 - w.player) as 0 | 1];
    for (let k = 0; k < ob.length; k++) fireTrigger(s, ob[k]!, 'opponentUsesTrigger', w.src);
    if (w.arg >= 0 && s.zone[w.arg] === Z_BATTLE && s.owner[w.arg] !== w.player) fireTrigger(s, w.arg, 'triggerOfItsBreak', w.src);
    return;
  }
  const f = newEffectFrame(w.player, w.src, w.ability);
  if (w.arg >= 0)
    regPush(f, 3, w.arg); // register 3: what caused the trigger
  else if (w.arg <= -2) f.option = -2 - w.arg; // a delayed effect's option (ops.ts atEndOfTurn)
  s.frames.push(f);
}

/** After `p` summons creature `inst`: the opponent's "whenever your opponent summons a creature" watchers. */
export function summoned(s: DMState, p: number, inst: number): void {
  if (mayAnyTrigger(s, 1 - p, EVENT_SLOT.opponentSummons)) {
    const b = s.battle[(1 - p) as 0 | 1];
    for (let k = 0; k < b.length; k++) fireTrigger(s, b[k]!, 'opponentSummons', inst);
  }
  if (s.turnWatch.length !== 0) fireWatchers(s, 'youSummon', p, inst);
}

/** Cast a spell (already paid for, or free): it becomes pending (409.1b) and its effect starts (`byTrigger`: 1 when cast with its S-Trigger). */
export function castSpell(s: DMState, p: number, inst: number, byTrigger = 0): void {
  moveCard(s, inst, Z_PENDING);
  s.spellsThisTurn[p as 0 | 1]++;
  if (!s.playedTurn[inst]) s.playedTurn[inst] = s.turn;
  if (mayAnyTrigger(s, 1 - p, EVENT_SLOT.opponentCasts)) {
    const ob = s.battle[(1 - p) as 0 | 1];
    for (let k = 0; k < ob.length; k++) fireTrigger(s, ob[k]!, 'opponentCasts', inst);
  }
  fireEach(s, s.active, 'spellCast', inst); // "whenever a player casts a spell" (both players' creatures)
  fireEach(s, 1 - s.active, 'spellCast', inst);
  const f = newEffectFrame(p, inst, SPELL_EFFECT);
  f.byTrigger = byTrigger;
  s.frames.push(f);
}

/**
 * Summon / put a creature into the battle zone; for an evolution, on top of `source` (and `source2` for a
 * vortex evolution). ETB triggers wait; with `fire` false the caller fires them (`entered`) once every creature
 * entering together is in the battle zone (603.5a).
 */
export function putIntoBattle(s: DMState, p: number, inst: number, source: number, source2 = -1, fire = true): void {
  if (!s.playedTurn[inst]) s.playedTurn[inst] = s.turn;
  if (source >= 0) {
    // 801.2: the evolution creature is the same creature as its source(s): it keeps the tap state (any
    // tapped source makes it tapped) and the effects applied to them; an attack in progress goes on.
    const b = s.battle[p as 0 | 1];
    const tapped = s.tapped[source]! | (source2 >= 0 ? s.tapped[source2]! : 0);
    const idx = b.indexOf(source);
    const wasAttacker = s.attacker === source || (source2 >= 0 && s.attacker === source2);
    for (const m of s.mods) if (m.inst === source || m.inst === source2) m.inst = inst;
    putUnder(s, source, inst);
    if (source2 >= 0) putUnder(s, source2, inst);
    moveCard(s, inst, Z_BATTLE);
    b.pop();
    b.splice(Math.min(idx, b.length), 0, inst);
    s.tapped[inst] = tapped | (evolutionsEnterTapped(s) ? 1 : 0); // Lu Gila: "evolution creatures … tapped"
    s.sick[inst] = 0; // 801.3: no summoning sickness (the attack check also exempts evolutions)
    if (wasAttacker) s.attacker = inst;
  } else {
    moveCard(s, inst, Z_BATTLE);
  }
  // Mystic Magician: "your creatures that have silent skill are put into the battle zone tapped".
  if (s.nStatic > 0 && silentSkillEntersTapped(s, p) && hasSilentSkill(s, inst)) s.tapped[inst] = 1;
  if (s.log) logEvent(s, `  ${cardName(s, inst)} enters the battle zone`);
  if (fire) entered(s, inst);
}

function hasSilentSkill(s: DMState, inst: number): boolean {
  if (!mayTrigger(s, inst, 'silentSkill')) return false;
  const abs = defOf(s, inst).abilities;
  for (let k = 0; k < abs.length; k++) if (abs[k]!.on === 'silentSkill') return true;
  return false;
}

/**
 * Creature `inst` entered the battle zone: its ETB abilities and the "whenever another creature is put into the battle
 * zone" watchers trigger (603.5a: checked with every creature that entered together already there).
 */
export function entered(s: DMState, inst: number): void {
  fireTrigger(s, inst, 'summon');
  // "Whenever another creature is put into the battle zone" watchers.
  for (let q = 0; q < 2; q++) {
    if (!mayAnyTrigger(s, q, EVENT_SLOT.otherEnters)) continue;
    const bz = s.battle[q as 0 | 1];
    for (let k = 0; k < bz.length; k++) if (bz[k] !== inst) fireTrigger(s, bz[k]!, 'otherEnters', inst);
  }
}
