// Card scripts read like the card: a line of text and what it does, for each kind of line.
import type { CardScript, Static, TriggerEvent } from '../../cards/types.js';
import { waveStrikerActive } from '../../query/characteristics.js';
import type { DMState, EffectFrame } from '../../state.js';
import { on, type Phrase, spellEffect } from './compile.js';
import { powerBreakers } from './statics.js';
import { DB_LINE, ETB, ON_ATTACK, ON_DESTROYED, ON_UNBLOCKED, SILENT_SKILL, TAP_LINE, TB_LINE } from './text.js';

/** A triggered line: the exact text and the ability it prints. */
export function triggered(line: string, event: TriggerEvent, ...phrases: Phrase[]): CardScript {
  return { lines: [line], abilities: [on(event, ...phrases)] };
}

/** "When you put this creature into the battle zone, <rest>" */
export function whenEnters(rest: string, ...phrases: Phrase[]): CardScript {
  return triggered(ETB + rest, 'summon', ...phrases);
}

/** "Whenever this creature attacks, <rest>" */
export function whenAttacks(rest: string, ...phrases: Phrase[]): CardScript {
  return triggered(ON_ATTACK + rest, 'attack', ...phrases);
}

/** "When this creature is destroyed, <rest>" */
export function whenDestroyed(rest: string, ...phrases: Phrase[]): CardScript {
  return triggered(ON_DESTROYED + rest, 'destroyed', ...phrases);
}

/** "Whenever this creature is attacking your opponent and isn't blocked, <rest>" */
export function whenUnblocked(rest: string, ...phrases: Phrase[]): CardScript {
  return triggered(ON_UNBLOCKED + rest, 'unblocked', ...phrases);
}

/** "Silent skill: <rest>" (501.1a: used at the start of your turn instead of untapping). */
export function silentSkill(rest: string, ...phrases: Phrase[]): CardScript {
  return triggered(SILENT_SKILL + rest, 'silentSkill', ...phrases);
}

/** A tap ability (602): the reminder line and the "$tap …" line, one ability used instead of attacking. */
export function tapAbility(line: string, ...phrases: Phrase[]): CardScript {
  return { lines: [TAP_LINE, line], abilities: [on('tap', ...phrases)] };
}

/** A spell's text and its effect. */
export function spellText(line: string, ...phrases: Phrase[]): CardScript {
  return { lines: [line], spell: spellEffect(...phrases) };
}

/**
 * One line that triggers on several events ("whenever your opponent summons a creature or casts a spell"): one
 * ability per event, each compiled from its own `phrases()` (a selection belongs to one ability).
 */
export function triggeredOnEach(line: string, events: readonly TriggerEvent[], phrases: () => Phrase[]): CardScript {
  return { lines: [line], abilities: events.map((ev) => on(ev, ...phrases())) };
}

/** Static abilities a line prints besides its triggered ability, for `card(…)` (the other part names the line). */
export function plusStatics(...statics: Static[]): CardScript {
  return { lines: [], statics };
}

/**
 * "You can summon/cast this only if …": the line and the condition, checked before the card is used (`line`
 * null: the condition is part of a line another part of `card(…)` names).
 */
export function onlyUsableIf(line: string | null, test: (s: DMState, player: number) => boolean): CardScript {
  return { lines: line === null ? [] : [line], useIf: test };
}

/** A spell whose effect spans several text lines (one effect, its steps in the order the lines are read). */
export function spellLines(lines: readonly string[], ...phrases: Phrase[]): CardScript {
  return { lines: [...lines], spell: spellEffect(...phrases) };
}

/**
 * One more ability with no line of its own, for `card(…)`: the delayed trigger a spell sets up with
 * `atEndOfTurn(k)` (k: its index among the card's abilities), or the line before triggering on another event with
 * other steps ("whenever one of your Armorloids is destroyed": this one's 'destroyed', another's 'otherDestroyed'
 * with a test of the cause; with the same steps, triggeredOnEach).
 */
export function alsoOn(event: TriggerEvent, ...phrases: Phrase[]): CardScript {
  return { lines: [], abilities: [on(event, ...phrases)] };
}

/** The evolution source races, for `card(…)`, when the card data's evolution line does not give them (as parsed). */
export function evolvesFrom(...races: string[]): CardScript {
  return { lines: [], evolution: races };
}

/**
 * The lines "While this creature has power 6000 or more, it has double breaker" (and, `tripleToo`, "… 15000 or
 * more, triple breaker instead") and their statics.
 */
export function powerBreakerLines(tripleToo: boolean): CardScript {
  return { lines: tripleToo ? [DB_LINE, TB_LINE] : [DB_LINE], statics: powerBreakers(tripleToo) };
}

/** A static line and the static abilities it prints. */
export function staticText(line: string, ...statics: Static[]): CardScript {
  return { lines: [line], statics };
}

/**
 * A replacement (609) with a follow-up: `st` marked `then`; right after it applies, the card's 'replaced' ability does
 * `followUp` (「その後、…」, 「そうした場合、…」: a separate event, 101.5a).
 */
export function replacementThen(line: string, st: Static, ...followUp: Phrase[]): CardScript {
  return { lines: [line], statics: [st], abilities: [on('replaced', ...followUp)] };
}

/** "When this creature would be destroyed, put it into your <zone> instead." (609) */
export function destroyedInstead(line: string, to: 'mana' | 'hand' | 'shields' | 'deck'): CardScript {
  return staticText(line, { kind: 'destroyInstead', to });
}

/**
 * "Survivor: <line>" (DM-05/06; JA: 「このクリーチャーがバトルゾーンにある間、自分の他のサバイバーも上の能力を得る」): the
 * card has the triggered abilities of `script`, and while it is in the battle zone each of your other Survivors has
 * them too, as its own ("this creature" is that Survivor). Several such cards give a Survivor the ability several times.
 */
export function survivor(script: CardScript): CardScript {
  if (!script.abilities?.length || script.statics || script.spell) throw new Error('survivor(…) shares triggered abilities only');
  return {
    lines: script.lines.map((l) => `Survivor: ${l}`),
    abilities: script.abilities.map((ab) => ({ ...ab, shared: true })),
    statics: [{ kind: 'shareAbilities', target: { owner: 'you', race: 'Survivor', other: true } }],
  };
}

/**
 * "Wave striker: <line>" for a triggered ability (JA: 「バトルゾーンに「ウェーブストライカー」を持つクリーチャーが他に2体以上
 * あれば、このクリーチャーは次の能力を得る」): the creature has the ability only while 2 or more other creatures with wave
 * striker are in the battle zone, so it triggers only then, and its effect checks that again when it resolves
 * (603.4; a condition that no longer holds: the effect does nothing).
 */
export function waveStrikerTriggered(script: CardScript): CardScript {
  if (!script.abilities?.length || script.statics || script.spell)
    throw new Error('waveStrikerTriggered(…) takes triggered abilities only');
  return {
    lines: script.lines.map((l) => `Wave striker: ${l}`),
    abilities: script.abilities.map((ab) => ({
      ...ab,
      when: waveStrikerActive,
      steps: [{ op: 'if', test: (s: DMState, f: EffectFrame) => waveStrikerActive(s, f.src) }, ...ab.steps],
    })),
  };
}
