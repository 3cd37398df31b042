// The counters kept on every battle-zone entry and exit (zones.ts countStatics: the static counters and the trigger
// counts of DMState.trig) equal a recount from the battle zones after every action of random games on the all-cards
// fuzz decks (evolutions, Soul Phoenix splits, destructions, bounces: every way a creature enters or leaves).
import { Prng } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { defOf, EVENT_SLOT } from '../src/cards/table.js';
import { fuzzDeck } from '../src/deck.js';
import { game } from '../src/game.js';
import { cloneState, type DMState } from '../src/state.js';
import { power } from '../src/query/characteristics.js';
import { recountStatics, stateBasedQuiet } from '../src/zones.js';
import { eachFuzzedState } from './helpers.js';

const counters = (s: DMState) => [
  s.nStatic,
  s.nPowerStatic,
  s.nFlagStatic,
  s.nShare,
  s.nShieldSave,
  s.nLowPower,
  ...s.blockerCount,
  ...s.trig,
];

describe('battle-zone counters', () => {
  it('equal a recount after every action (all-cards fuzz decks)', () => {
    let withTriggers = 0;
    eachFuzzedState('counters', 120, (s, i) => {
      const c = cloneState(s);
      recountStatics(c);
      expect(counters(s), `game ${i}, decision ${s.decisions}`).toEqual(counters(c));
      if (s.trig.some((x) => x !== 0)) withTriggers++;
    });
    expect(withTriggers).toBeGreaterThan(1000); // the counts were exercised, not all zero
  });

  it('say the state-based actions are quiet only when no creature has power 0 or less and no library ran out', () => {
    // What stateBasedQuiet claims (checkStateBased would find nothing: 703.4b, 703.4c), checked on the state itself.
    let quiet = 0;
    let notQuiet = 0;
    eachFuzzedState('quiet', 120, (s, i) => {
      if (game.isTerminal(s)) return;
      if (!stateBasedQuiet(s)) {
        notQuiet++;
        return;
      }
      quiet++;
      for (let p = 0; p < 2; p++) {
        expect(s.emptied & (1 << p) && s.lib[p as 0 | 1].length === 0).toBeFalsy();
        for (const c of s.battle[p as 0 | 1]) expect(power(s, c), `game ${i}, decision ${s.decisions}`).toBeGreaterThan(0);
      }
    });
    expect(quiet).toBeGreaterThan(5000);
    expect(notQuiet).toBeGreaterThan(500); // low-power creatures, modifiers and power statics came and went
  });

  it('count a creature under its owner and every event of its abilities', () => {
    const s = game.newGame({ decks: [fuzzDeck(0), fuzzDeck(1)], shuffleSeeds: ['c/0', 'c/1'], engineSeed: 'c', startWinner: 0 });
    const legal = new Int32Array(game.maxLegalActions);
    const rng = new Prng('c/agent');
    while (!game.isTerminal(s) && s.battle[0].length + s.battle[1].length < 4) {
      const n = game.trusted!.legalActions(s, legal);
      game.trusted!.applyAction(s, legal[rng.int(n)]!);
    }
    for (let p = 0; p < 2; p++) {
      for (const i of s.battle[p as 0 | 1]) {
        for (const ab of defOf(s, i).abilities) expect(s.trig[p * 32 + EVENT_SLOT[ab.on]]).toBeGreaterThan(0);
      }
    }
  });
});
