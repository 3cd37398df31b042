// Verbs of the card vocabulary: what an effect does to a selection, and the effects that need no selection.
import { defOf } from '../../cards/table.js';
import type { Amount, CardDef, Filter, Step } from '../../cards/types.js';
import { matches, zoneOf } from '../../query/match.js';
import { flags, power } from '../../query/characteristics.js';
import { type DMState, type EffectFrame, regCount, Z_BATTLE, zoneArray } from '../../state.js';
import { asSel, choose, type Phrase, type Sel, type Target } from './compile.js';

type RegOp =
  | 'destroy'
  | 'toHand'
  | 'shieldsToHand'
  | 'toMana'
  | 'toShield'
  | 'toGraveyard'
  | 'tap'
  | 'untap'
  | 'toDeckTop'
  | 'look'
  | 'reveal'
  | 'castFree'
  | 'putIntoBattle';

function regVerb(op: RegOp): (what: Target) => Phrase {
  return (what) => (c) => ({ op, reg: c.reg(asSel(what)) }) as Step;
}

/** Destroy (701.6: battle zone → graveyard, with its replacements and "when destroyed" triggers). */
export const destroy = regVerb('destroy');
/** Put into (return to) the owner's hand. Shields moved this way can't use their S-Trigger (the texts that say so). */
export const toHand = regVerb('toHand');
/**
 * Put shields into their owner's hand, who may use their S-Triggers (113.6; 「その「S・トリガー」を使ってもよい」):
 * they are held while the owner declares, then go to the hand together, and the declared ones wait to be used.
 */
export const shieldsToHand = regVerb('shieldsToHand');
/** Put into the owner's mana zone (multicolored cards enter tapped, 405.1). */
export const toMana = regVerb('toMana');
/** Add to the owner's shields, face down. */
export const toShields = regVerb('toShield');
/** Put into the owner's graveyard (from the battle zone that is not destroying: no "when destroyed"). */
export const toGraveyard = regVerb('toGraveyard');
/** Put on top of the owner's deck. */
export const toDeckTop = regVerb('toDeckTop');
export const tap = regVerb('tap');
export const untap = regVerb('untap');
/** The controller looks at the cards: nothing moves, but now they know them. */
export const look = regVerb('look');
/** Cast the spells for no cost right away, from where they are (their effect resolves before the rest of this one). */
export const castForFree = regVerb('castFree');
/** Show the cards to both players. */
export const reveal = regVerb('reveal');
/**
 * Turn shields face up: both players know them while they stay in the shield zone (a zone change makes a new,
 * face-down object, 400.5), so `view` shows them to both and `determinize` keeps them: the 'reveal' op.
 */
export const turnFaceUp = regVerb('reveal');
/** Put creature cards into the battle zone without summoning them (an evolution needs putOnSources). */
export const putIntoBattle = regVerb('putIntoBattle');

/** "… gets +N power until the end of the turn" (negative N: −N); `untilNextTurn`: until the start of your next turn. */
export function gets(what: Target, amount: Amount, opts: { untilNextTurn?: boolean } = {}): Phrase {
  return (c) => ({ op: 'power', reg: c.reg(asSel(what)), amount, ...(opts.untilNextTurn ? { untilNextTurn: true } : {}) });
}

/** Grant keyword flags (KW_*) until the end of the turn (or until the start of your next turn). */
export function grant(
  what: Target,
  flagBits: number,
  opts: { powerAttacker?: number; paManaCiv?: number; paPer?: number; untilNextTurn?: boolean } = {},
): Phrase {
  return (c) => ({ op: 'grant', reg: c.reg(asSel(what)), flags: flagBits, ...opts });
}

/** Only the top card of each evolution creature goes to the zone; the rest stays as the creature (801.4). */
export function evolutionTopTo(what: Target, to: 'graveyard' | 'hand' | 'mana'): Phrase {
  return (c) => ({ op: 'evolutionTopTo', reg: c.reg(asSel(what)), to });
}

/**
 * "Put it into the graveyard" for cards that may be battle-zone creatures: from the battle zone that is
 * destroying (701.6), anything else just moves.
 */
export function toGraveyardDestroying(what: Target): Phrase {
  return (c) => {
    const reg = c.reg(asSel(what));
    const rest = c.fresh();
    return [
      { op: 'split', reg, keep: (s: DMState, i: number) => s.zone[i] === Z_BATTLE, rest },
      { op: 'destroy', reg },
      { op: 'toGraveyard', reg: rest },
    ];
  };
}

/** The cards of selection `from` act together with those of `into` from now on (one event: "each player … together"). */
export function together(into: Sel, from: Sel): Phrase {
  return (c) => {
    const to = c.reg(into);
    const fr = c.reg(from);
    return {
      op: 'custom',
      name: `merge register ${fr} into ${to}`,
      run: (_s: DMState, f: EffectFrame) => {
        for (let k = 0; k < f.regs.length; k++) {
          const r = f.regs[k]!;
          if (r >> 8 === fr) f.regs[k] = to * 256 + (r & 255);
        }
      },
    };
  };
}

// ---- effects with no selection ----

export function draw(count: Amount = 1, who: 'you' | 'opponent' = 'you'): Step {
  return { op: 'draw', who, count };
}

/** "Draw up to N": one card at a time, the controller may stop before each. */
export function drawUpTo(count: Amount): Step {
  return { op: 'drawUpTo', count };
}

export function discardAtRandom(count: Amount = 1, who: 'you' | 'opponent' = 'opponent'): Step {
  return { op: 'discardRandom', who, count };
}

export function shuffleDeck(who: 'you' | 'opponent' = 'you'): Step {
  return { op: 'shuffle', who };
}

/** "You may …": a yes/no; on no, the rest of the ability does not happen. */
export function may(...phrases: Phrase[]): Phrase {
  return [{ op: 'may' }, ...phrases];
}

/** How many cards `flt` matches now for the running ability (its controller and source). */
function countMatching(s: DMState, f: EffectFrame, flt: Filter): number {
  let n = 0;
  for (let zz = 0; zz < 2; zz++) {
    const zf = zz === 0 ? flt.zone : flt.alsoZone;
    if (zf === undefined) continue;
    const z = zoneOf(zf);
    for (let p = 0; p < 2; p++) {
      if (flt.owner === 'you' && p !== f.player) continue;
      if (flt.owner === 'opponent' && p === f.player) continue;
      const arr = zoneArray(s, z, p);
      for (let k = 0; k < arr.length; k++) if (matches(s, arr[k]!, flt, f.player, f.src, power, flags)) n++;
    }
  }
  return n;
}

/** Go on only if the filter matches at least one card now. */
export function ifAnyMatch(flt: Filter): Step {
  return { op: 'if', test: (s, f) => countMatching(s, f, flt) > 0 };
}

/**
 * "You may choose … and …": asks yes/no only when there is something to choose (a "yes" with no candidate would
 * do nothing), then the phrases. `sel` is the choice the phrases act on.
 */
export function mayChoose(sel: Sel, ...phrases: Phrase[]): Phrase {
  if (!sel.filter) throw new Error('mayChoose needs a selection made with a filter');
  return [ifAnyMatch(sel.filter), { op: 'may' }, ...phrases];
}

/**
 * "You may <verb> <count of these>": `mayChoose` with one selection that `verb` acts on; a filter means "choose
 * `count` of these" (e.g. `youMay(toHand, graveyard('you', { type: 'spell' }))`).
 */
export function youMay(verb: (what: Sel) => Phrase, what: Target, count: Amount = 1): Phrase {
  const sel = 'kind' in what ? what : choose(what, count);
  return mayChoose(sel, verb(sel));
}

/** Go on only if the test holds now (603.4: conditions are checked on resolution). */
export function onlyIf(test: (s: DMState, f: EffectFrame) => boolean): Step {
  return { op: 'if', test };
}

/** Go on only if the selection holds at least one card ("if you do"). */
export function ifChosen(sel: Sel): Phrase {
  return (c) => ({ op: 'ifAny', reg: c.reg(sel) });
}

/** Go on only if a card of selection `sel` passes `pred` where it is now ("if it has Dragon in its race"). */
export function ifSelHas(sel: Sel, pred: (d: CardDef, inst: number, s: DMState) => boolean): Phrase {
  return (c) => {
    const reg = c.reg(sel);
    return { op: 'if', test: (s: DMState, f: EffectFrame) => f.regs.some((r) => r >> 8 === reg && pred(defOf(s, r & 255), r & 255, s)) };
  };
}

/** Go on only if the selection holds no card ("if you don't"). */
export function ifNoneChosen(sel: Sel): Phrase {
  return (c) => {
    const reg = c.reg(sel);
    return { op: 'if', test: (_s: DMState, f: EffectFrame) => regCount(f, reg) === 0 };
  };
}

/**
 * Of selection `sel`, keep only the cards still in `zone` (the others have left it: "… puts it into his hand, and
 * puts the other one into his graveyard").
 */
export function onlyThoseStillIn(sel: Sel, zone: Filter['zone']): Phrase {
  const z = zoneOf(zone);
  return (c) => ({ op: 'split', reg: c.reg(sel), keep: (s: DMState, i: number) => s.zone[i] === z, rest: c.fresh() });
}

/** A delayed trigger: ability number `ability` of this card resolves at the end of this turn (511.1). */
export function atEndOfTurn(ability: number): Step {
  return { op: 'atEndOfTurn', ability };
}

/**
 * A delayed trigger for each card of selection `sel`: ability number `ability` of this card resolves at the end of
 * this turn once for each of them (511.1), with that card as its cause (register 3: `cause`).
 */
export function atEndOfTurnFor(ability: number, sel: Sel): Phrase {
  return (c) => ({ op: 'atEndOfTurn', ability, cause: c.reg(sel) });
}

/**
 * "Each player may …": the controller, then the opponent, says yes or no to their own phrase (one declining does not
 * stop the other's). Each phrase must compile to exactly one step.
 */
export function eachPlayerMay(yours: Step, theirs: Step): Phrase {
  return [{ op: 'may', skip: 1 }, yours, { op: 'may', who: 'opponent' }, theirs];
}

/**
 * "This turn, whenever …": ability number `ability` of this card (its event: `yourCreatureBreaks`, `youSummon`)
 * triggers for the controller each time its event happens until the end of the turn (511.2).
 */
export function thisTurn(ability: number): Step {
  return { op: 'thisTurn', ability };
}

/**
 * Hokira (609): "this turn, your creatures of the race this effect chose that would go from the battle zone to your
 * graveyard return to your hand instead" (after chooseRace).
 */
export const yourChosenRaceReturnsInstead: Step = { op: 'turnRaceToHand' };

/** A player-wide effect for the rest of the turn for the controller (TURN_* bits of state.ts). */
export function turnFlag(flag: number): Step {
  return { op: 'turnFlag', flag };
}

/**
 * "Until the start of your next turn, creatures of that civilization can't attack you" (the civilization chosen before:
 * chooseCivilizationOf); it covers creatures put into the battle zone later too (608.2a).
 */
export const chosenCivilizationCantAttackYou: Step = { op: 'noAttacksOnYou' };

/** "This turn, <that creature> blocks this creature if able and this creature can't be blocked by other creatures." */
export function blocksThisIfAble(what: Target): Phrase {
  return (c) => ({ op: 'blocksThisIfAble', reg: c.reg(asSel(what)) });
}

/** The resolving spell goes to its owner's mana zone instead of the graveyard. */
export const spellToMana: Step = { op: 'spellToMana' };

/** "Take an extra turn after this one" (500.5); `loseAtEnd`: "You lose the game at the end of that turn." */
export function extraTurn(opts: { loseAtEnd?: boolean } = {}): Step {
  return { op: 'extraTurn', ...(opts.loseAtEnd ? { loseAtEnd: true } : {}) };
}

/**
 * A selection the vocabulary cannot express: `run` reads the state and puts cards into the frame's registers
 * (`into(sel, inst)` adds a card to a selection), never changes the state and never needs a choice.
 */
export function compute(
  name: string,
  into: readonly Sel[],
  run: (s: DMState, f: EffectFrame, add: (k: number, inst: number) => void) => void,
): Phrase {
  return (c) => {
    const regs = into.map((sel) => c.reg(sel));
    return {
      op: 'custom',
      name,
      run: (s: DMState, f: EffectFrame) => run(s, f, (k, inst) => f.regs.push(regs[k]! * 256 + inst)),
    };
  };
}

/**
 * "Untap it after the battle" (JA: バトルの後でアンタップする): after the next battle of the attack in progress; with
 * `onWin`, after each battle it wins this turn ("whenever that creature wins a battle this turn, untap it").
 */
export function untapAfterBattle(what: Target, opts: { onWin?: boolean } = {}): Phrase {
  return (c) => ({ op: 'untapAfterBattle', reg: c.reg(asSel(what)), ...(opts.onWin ? { onWin: true } : {}) });
}
