// The attack step's plain path (legal.ts plainAttackActions: no static ability in play, no turn modifier) gives the
// general path's actions in the same order, at every attack-step decision of random games (shipped decks and the
// all-cards fuzz decks, where statics, modifiers and the rare keywords come and go).
import { readdirSync, readFileSync } from 'node:fs';
import { Prng, type Deck } from '@tcglab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fuzzDeck } from '../src/deck.js';
import { game } from '../src/game.js';
import { trusted, usePlainAttacks } from '../src/legal.js';
import { STEP_ATTACK, type DMState } from '../src/state.js';

const DECKS = new URL('../../../decks/duel-masters/', import.meta.url);
const shipped = readdirSync(DECKS)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(new URL(f, DECKS), 'utf8'), f));

/** Play one random game; at each plain attack-step decision compare both paths. Returns [plain decisions, others]. */
function compare(decks: [Deck, Deck], seed: string, start: 0 | 1): [number, number] {
  const a = new Int32Array(game.maxLegalActions);
  const b = new Int32Array(game.maxLegalActions);
  const rng = new Prng(`${seed}/agent`);
  const s: DMState = game.newGame({ decks, shuffleSeeds: [`${seed}/0`, `${seed}/1`], engineSeed: seed, startWinner: start });
  let plain = 0;
  let other = 0;
  while (!game.isTerminal(s)) {
    if (s.frames.length === 0 && s.step === STEP_ATTACK) {
      if (s.nStatic === 0 && s.mods.length === 0) plain++;
      else other++;
      usePlainAttacks(false);
      const nb = trusted.legalActions(s, b);
      usePlainAttacks(true);
      const na = trusted.legalActions(s, a);
      expect(Array.from(a.subarray(0, na)), `${seed}, decision ${s.decisions}`).toEqual(Array.from(b.subarray(0, nb)));
    }
    const n = trusted.legalActions(s, a);
    trusted.applyAction(s, a[rng.int(n)]!);
  }
  return [plain, other];
}

describe('the plain attack-step path', () => {
  afterEach(() => usePlainAttacks(true));

  it('lists what the general path lists, in its order (shipped decks)', () => {
    let plain = 0;
    for (let i = 0; i < 60; i++) {
      const [p] = compare([shipped[i % shipped.length]!, shipped[(i * 3 + 1) % shipped.length]!], `plain/${i}`, (i & 1) as 0 | 1);
      plain += p;
    }
    expect(plain).toBeGreaterThan(1000);
  });

  it('lists what the general path lists, in its order (all-cards fuzz decks: statics and modifiers come and go)', () => {
    let plain = 0;
    let other = 0;
    for (let i = 0; i < 150; i++) {
      const [p, o] = compare([fuzzDeck(2 * i), fuzzDeck(2 * i + 1)], `plain-fuzz/${i}`, (i & 1) as 0 | 1);
      plain += p;
      other += o;
    }
    expect(plain).toBeGreaterThan(500);
    expect(other).toBeGreaterThan(100); // the general path is taken too
  });
});
