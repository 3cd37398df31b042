// The untapped mana counters (DMState.untappedMana: kept on every tap, untap and move into or out of a mana zone) equal
// a recount from the mana zones after every action of random games on the all-cards fuzz decks, also in a state that
// cloneInto / determinizeInto wrote over another game's; and pay's shortcuts, which read the counters instead of sorting
// the mana zone, tap exactly the cards its sorted policy (paySorted) taps.
import { describe, expect, it } from 'vitest';
import { Prng } from '@tcglab/core';
import { fuzzDeck } from '../src/deck.js';
import { defOf } from '../src/cards/table.js';
import { game } from '../src/game.js';
import { canPayRead, pay, paySorted, recountMana } from '../src/mana.js';
import { costOf } from '../src/query/statics.js';
import { cloneState, type DMState, MANA_STRIDE, MANA_TOTAL, STEP_MAIN } from '../src/state.js';
import { eachFuzzedState } from './helpers.js';

const recounted = (s: DMState): number[] => {
  const c = cloneState(s);
  recountMana(c);
  return Array.from(c.untappedMana);
};

describe('untapped mana counters', () => {
  it('equal a recount after every action (all-cards fuzz decks), also after cloneInto and determinizeInto', () => {
    let withMana = 0;
    let multicolor = 0;
    let copies = 0;
    let other = game.newGame({ decks: [fuzzDeck(900), fuzzDeck(901)], shuffleSeeds: ['m/a', 'm/b'], engineSeed: 'm', startWinner: 0 });
    const rng = new Prng('mana-counters/copies');
    eachFuzzedState('mana', 120, (s, i) => {
      expect(Array.from(s.untappedMana), `game ${i}, decision ${s.decisions}`).toEqual(recounted(s));
      if (s.untappedMana[MANA_TOTAL]! + s.untappedMana[MANA_STRIDE + MANA_TOTAL]! > 0) withMana++;
      for (let p = 0; p < 2; p++) for (const m of s.mana[p as 0 | 1]) if (defOf(s, m).civCount > 1 && !s.tapped[m]) multicolor++;
      if (rng.int(10) === 0) {
        // Written over a state of another deal (its own counters): the copy's counters are the source's.
        other = game.cloneInto!(s, other);
        expect(Array.from(other.untappedMana)).toEqual(Array.from(s.untappedMana));
        other = game.determinizeInto!(s, other, rng.int(2), new Prng(`m/${i}/${s.decisions}`));
        expect(Array.from(other.untappedMana)).toEqual(recounted(other));
        copies++;
      }
    });
    expect(withMana).toBeGreaterThan(5000); // the counts were exercised, not all zero
    expect(multicolor).toBeGreaterThan(500); // multicolored mana cards (untapped after an untap step) were counted
    expect(copies).toBeGreaterThan(500);
  });

  it('pay taps what the sorted policy taps, for every payable card of the main step (all-cards fuzz decks)', () => {
    let payments = 0;
    eachFuzzedState('pay', 80, (s) => {
      if (s.step !== STEP_MAIN || s.frames.length !== 0 || game.isTerminal(s)) return;
      const p = s.active;
      for (const i of s.hand[p as 0 | 1]) {
        const d = defOf(s, i);
        const cost = costOf(s, p, i);
        if (!canPayRead(s, p, d, cost)) continue;
        const a = cloneState(s);
        const b = cloneState(s);
        pay(a, p, d, cost);
        paySorted(b, p, d, cost);
        expect(Array.from(a.tapped), `${d.id} at decision ${s.decisions}`).toEqual(Array.from(b.tapped));
        expect(Array.from(a.untappedMana)).toEqual(recounted(a));
        payments++;
      }
    });
    expect(payments).toBeGreaterThan(5000);
  });
});
