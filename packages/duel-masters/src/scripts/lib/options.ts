// Choices that are not cards ("choose a race", "choose a number", "choose a civilization") and granted tap abilities.
import { defOf } from '../../cards/table.js';
import type { CardScript, Step } from '../../cards/types.js';
import { CIV_NAMES } from '../../keywords.js';
import { hasRaceCode } from '../../query/options.js';
import { type DMState, F_EFFECT } from '../../state.js';
import { on, type Phrase } from './compile.js';

/** "Choose a race" (`except`: "a race other than …"): the later steps read it (ofChosenRace). */
export function chooseRace(except?: readonly string[]): Step {
  return { op: 'chooseOption', kind: 'race', ...(except ? { except } : {}) };
}

/** "Choose a number": the later steps read it (ofChosenCost). */
export const chooseNumber: Step = { op: 'chooseOption', kind: 'number' };

/** "Your deck or your opponent's" (自分または相手): the later steps read the player chosen (ofChosenPlayer, shuffleChosenDeck). */
export const choosePlayer: Step = { op: 'chooseOption', kind: 'player' };

/** Shuffle the deck of the player the running effect chose (choosePlayer). */
export const shuffleChosenDeck: Step = { op: 'shuffle', who: 'chosen' };

/** The source keeps the option chosen while it stays in the battle zone (its statics read it: chosenRaceOf). */
export const rememberChoice: Step = { op: 'rememberOption' };

/** The option the running effect chose, or -1. */
function runningOption(s: DMState): number {
  const f = s.frames[s.frames.length - 1];
  return f && f.kind === F_EFFECT ? f.option : -1;
}

/** Filter test: the card has the race the running effect chose ("creatures of that race"). */
export function ofChosenRace(s: DMState, inst: number): boolean {
  const k = runningOption(s);
  return k >= 0 && hasRaceCode(defOf(s, inst), k);
}

/** Filter test: the card's cost is the number the running effect chose ("each card that has that cost"). */
export function ofChosenCost(s: DMState, inst: number): boolean {
  const k = runningOption(s);
  return k >= 0 && defOf(s, inst).cost === k;
}

/** Filter test: the card belongs to the player the running effect chose (choosePlayer; `controller` is the effect's). */
export function ofChosenPlayer(s: DMState, inst: number, controller: number): boolean {
  const k = runningOption(s);
  return k >= 0 && s.owner[inst] === (k === 0 ? controller : 1 - controller);
}

/** Filter test: the card has the civilization the running effect chose (chooseCivilizationOf). */
export function ofChosenCivilization(s: DMState, inst: number): boolean {
  const k = runningOption(s);
  return k >= 0 && (defOf(s, inst).civs & (1 << k)) !== 0;
}

/** "Choose <one of these civilizations>" (names as in CIV_NAMES): the later steps read it (ofChosenCivilization). */
export function chooseCivilizationOf(...civs: string[]): Step {
  const except = CIV_NAMES.filter((c) => !civs.includes(c));
  return { op: 'chooseOption', kind: 'civilization', except };
}

/** The race creature `src` remembers (rememberChoice), or -1. */
function chosenRaceOf(s: DMState, src: number): number {
  for (let k = 0; k < s.mods.length; k++) {
    const m = s.mods[k]!;
    if (m.inst === src && m.chosen !== undefined) return m.chosen;
  }
  return -1;
}

/** Static target test: the creature has the race its source remembers (Petrova: "each creature of that race"). */
export function ofRaceChosenBySource(s: DMState, inst: number, src: number): boolean {
  const k = chosenRaceOf(s, src);
  return k >= 0 && hasRaceCode(defOf(s, inst), k);
}

/**
 * "Each of your <civ> creatures may tap instead of attacking to use this creature's ability.: <effect>" (602): the
 * line, the static naming who may tap, and the ability (this creature's: it is the source).
 */
export function grantsTapAbility(line: string, civ: number, ...phrases: Phrase[]): CardScript {
  return { lines: [line], statics: [{ kind: 'grantTap', target: { owner: 'you', civ } }], abilities: [on('grantedTap', ...phrases)] };
}

/**
 * "Whenever your opponent would choose a creature in the battle zone, he can't choose this one." (JA: 相手がバトルゾーンに
 * あるクリーチャーを選ぶ時、このクリーチャーを選ぶことはできない; attacking or blocking it is not choosing it).
 */
export const unchoosable: CardScript = {
  lines: ["Whenever your opponent would choose a creature in the battle zone, he can't choose this one."],
  statics: [{ kind: 'unchoosable' }],
};
