// The attack step's plain path (legal.ts plainAttackActions: no static ability the attack step reads in play, no turn
// modifier) gives the general path's actions in the same order, and the main step's printed-cost path (no 'cost' static
// in play) the general one's, at every such decision of random games (shipped and historical decks, and the all-cards
// fuzz decks, where statics, modifiers and the rare keywords come and go). The replacement queries with no
// 'protect' / 'mayReturnInstead' / 'saver' static in play (s.nReplace 0) answer what their scans answer, and the
// per-kind static counters are checked against a recount from the battle zones after every action.
import { readdirSync, readFileSync } from 'node:fs';
import { Prng, type Deck } from '@tcglab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fuzzDeck } from '../src/deck.js';
import { game } from '../src/game.js';
import { trusted, usePlainAttacks } from '../src/legal.js';
import { destroyReplacement, optionalReplacement, protectReplacement, saverFor } from '../src/query/statics.js';
import { cloneState, STEP_ATTACK, STEP_MAIN, type DMState } from '../src/state.js';
import { recountStatics } from '../src/zones.js';

function decksOf(folder: URL): Deck[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => game.parseDeck(readFileSync(new URL(f, folder), 'utf8'), f));
}

const DECKS = new URL('../../../decks/duel-masters/', import.meta.url);
const shipped = decksOf(DECKS);
const historical = decksOf(new URL('historical/', DECKS));

/** The static counters of s, and of a recount of them from its battle zones. */
function counters(s: DMState): number[] {
  return [s.nStatic, s.nPowerStatic, s.nFlagStatic, s.nShare, s.nShieldSave, s.nCostStatic, s.nAttackStatic, s.nReplace, s.nLowPower];
}

interface Counts {
  /** Attack-step decisions on the plain path, those of them with a static in play, decisions on the general path. */
  plain: number;
  plainWithStatics: number;
  other: number;
  /** Main-step decisions with a static in play but no cost static (the printed-cost path kept). */
  printedWithStatics: number;
  /** Creatures whose replacements were asked with statics in play but none of the 'protect' kinds (s.nReplace 0). */
  replaceSkips: number;
}

const never = (): boolean => false;

/** What the replacement queries answer for creature i (the optional replacement as a found / not found flag). */
function replacements(s: DMState, i: number): number[] {
  return [
    optionalReplacement(s, i) ? 1 : 0,
    saverFor(s, i, 0, never),
    destroyReplacement(s, i),
    protectReplacement(s, i, false),
    protectReplacement(s, i, true),
  ];
}

/**
 * Play one random game; at each attack-step decision compare the plain path with the general one, at each main-step
 * decision the printed-cost path with the general one (s.nCostStatic forced to 1: costOf then scans the statics).
 */
function compare(decks: [Deck, Deck], seed: string, start: 0 | 1, c: Counts): void {
  const a = new Int32Array(game.maxLegalActions);
  const b = new Int32Array(game.maxLegalActions);
  const rng = new Prng(`${seed}/agent`);
  const s: DMState = game.newGame({ decks, shuffleSeeds: [`${seed}/0`, `${seed}/1`], engineSeed: seed, startWinner: start });
  while (!game.isTerminal(s)) {
    const r = cloneState(s);
    recountStatics(r);
    expect(counters(s), `${seed}, decision ${s.decisions}: the static counters`).toEqual(counters(r));
    if (s.nStatic > 0 && s.nReplace === 0) {
      // The replacement queries with their scans forced (s.nReplace 1) answer the same as with the counter's skip.
      for (let q = 0; q < 2; q++) {
        for (const i of s.battle[q as 0 | 1]) {
          const fast = replacements(s, i);
          s.nReplace = 1;
          const slow = replacements(s, i);
          s.nReplace = 0;
          expect(fast, `${seed}, decision ${s.decisions}: the replacements of ${i}`).toEqual(slow);
          c.replaceSkips++;
        }
      }
    }
    if (s.frames.length === 0 && s.step === STEP_ATTACK) {
      if (s.nAttackStatic === 0 && s.mods.length === 0) {
        c.plain++;
        if (s.nStatic > 0) c.plainWithStatics++;
      } else c.other++;
      usePlainAttacks(false);
      const nb = trusted.legalActions(s, b);
      usePlainAttacks(true);
      const na = trusted.legalActions(s, a);
      expect(Array.from(a.subarray(0, na)), `${seed}, decision ${s.decisions}`).toEqual(Array.from(b.subarray(0, nb)));
    }
    if (s.frames.length === 0 && s.step === STEP_MAIN && s.nCostStatic === 0) {
      if (s.nStatic > 0) c.printedWithStatics++;
      const na = trusted.legalActions(s, a);
      s.nCostStatic = 1;
      const nb = trusted.legalActions(s, b);
      s.nCostStatic = 0;
      expect(Array.from(a.subarray(0, na)), `${seed}, decision ${s.decisions}: main step`).toEqual(Array.from(b.subarray(0, nb)));
    }
    const n = trusted.legalActions(s, a);
    trusted.applyAction(s, a[rng.int(n)]!);
  }
}

const counts = (): Counts => ({ plain: 0, plainWithStatics: 0, other: 0, printedWithStatics: 0, replaceSkips: 0 });

describe('the plain attack-step path and the printed-cost path', () => {
  afterEach(() => usePlainAttacks(true));

  it('list what the general paths list, in their order (shipped decks)', () => {
    const c = counts();
    for (let i = 0; i < 60; i++)
      compare([shipped[i % shipped.length]!, shipped[(i * 3 + 1) % shipped.length]!], `plain/${i}`, (i & 1) as 0 | 1, c);
    expect(c.plain).toBeGreaterThan(1000);
  });

  it('list what the general paths list, in their order (historical decks: Cocco Lupia, Barkwhip, Aeris, …)', () => {
    const c = counts();
    for (let i = 0; i < 40; i++)
      compare([historical[i % historical.length]!, historical[(i * 7 + 1) % historical.length]!], `plain-hist/${i}`, (i & 1) as 0 | 1, c);
    expect(c.plainWithStatics).toBeGreaterThan(100); // the plain path kept with (cost, power) statics in play
    expect(c.printedWithStatics).toBeGreaterThan(50);
    expect(c.replaceSkips).toBeGreaterThan(1000);
    expect(c.other).toBeGreaterThan(20); // Aeris, Flight Elemental: the general path
  });

  it('list what the general paths list, in their order (all-cards fuzz decks: statics and modifiers come and go)', () => {
    const c = counts();
    for (let i = 0; i < 150; i++) compare([fuzzDeck(2 * i), fuzzDeck(2 * i + 1)], `plain-fuzz/${i}`, (i & 1) as 0 | 1, c);
    expect(c.plain).toBeGreaterThan(500);
    expect(c.plainWithStatics).toBeGreaterThan(50);
    expect(c.replaceSkips).toBeGreaterThan(1000);
    expect(c.other).toBeGreaterThan(100); // the general path is taken too
  });
});
