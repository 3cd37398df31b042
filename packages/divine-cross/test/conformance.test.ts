// Conformance fuzz: 300 seeded random games across the sample decks (clone replay, conservation, termination).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardStats, Prng, runConformance } from '@tcglab/core';
import { cardDefs, game } from '../src/index.js';

const NAMES = ['red-aggro', 'green-control', 'blue-tempo', 'colorless-tricks', 'dawn-triggers'];
const decks = NAMES.map((n) =>
  game.parseDeck(readFileSync(new URL(`../../../decks/divine-cross/${n}.txt`, import.meta.url), 'utf8'), `${n}.txt`),
);

describe('divine-cross conformance', () => {
  it('plays 300 seeded random games with clone replay, card conservation, determinism and unique action texts', () => {
    const r = runConformance(game, {
      games: 300,
      cloneEvery: 3,
      uniqueActionTextsEvery: 1,
      config: (i) => ({
        decks: [decks[i % 5]!, decks[(i + 1 + (i >> 2)) % 5]!],
        shuffleSeeds: [`conf/${i}/0`, `conf/${i}/1`],
        engineSeed: `conf/${i}`,
        startWinner: (i & 1) as 0 | 1,
      }),
    });
    expect(r.games).toBe(300);
    const ended = (r.reasons['ko-pile'] ?? 0) + (r.reasons['no-standby'] ?? 0);
    expect(ended).toBeGreaterThan(250);
  }, 600_000); // a fuzz, not a timed test: minutes on a loaded 2-core machine

  it('every legal action of the true state stays legal on a determinized sample (search agents)', () => {
    const legal = new Int32Array(game.maxLegalActions);
    for (let g = 0; g < 40; g++) {
      const s = game.newGame({
        decks: [decks[g % 5]!, decks[(g >> 2) % 5]!],
        shuffleSeeds: [`det/${g}/0`, `det/${g}/1`],
        engineSeed: `det/${g}`,
        startWinner: (g & 1) as 0 | 1,
      });
      const rng = new Prng(`det/${g}`);
      while (!game.isTerminal(s)) {
        const n = game.legalActions(s, legal);
        const a = legal[rng.int(n)]!;
        const d = game.clone(s);
        game.determinize(d, game.currentPlayer(s), rng);
        expect(game.currentPlayer(d)).toBe(game.currentPlayer(s));
        game.applyAction(d, a);
        game.applyAction(s, a);
      }
    }
  });
});

describe('divine-cross card use', () => {
  it('cardUse lists the recount of seenHand (in id order) and playedTurn (in definition order) at the end of seeded games', () => {
    const legal = new Int32Array(game.maxLegalActions);
    const ids = cardDefs().map((d) => d.id);
    let opening = 0;
    let played = 0;
    for (let g = 0; g < 30; g++) {
      const s = game.newGame({
        decks: [decks[g % 5]!, decks[(g + 3) % 5]!],
        shuffleSeeds: [`use/${g}/0`, `use/${g}/1`],
        engineSeed: `use/${g}`,
        startWinner: (g & 1) as 0 | 1,
      });
      const rng = new Prng(`use/${g}`);
      while (!game.isTerminal(s)) game.applyAction(s, legal[rng.int(game.legalActions(s, legal))]!);
      for (const p of [0, 1]) {
        const seen = new Map<string, number>();
        for (let i = 0; i < s.def.length; i++)
          if (s.owner[i] === p) seen.set(ids[s.def[i]!]!, (seen.get(ids[s.def[i]!]!) ?? 0) | s.seenHand[i]!);
        const byId = [...seen.keys()].sort();
        const want = {
          drawn: byId.filter((id) => seen.get(id)! & 1),
          played: ids.flatMap((id, d) => (s.playedTurn[d * 2 + p]! > 0 ? [[id, s.playedTurn[d * 2 + p]!] as const] : [])),
          opening: byId.filter((id) => seen.get(id)! & 2),
          shieldOnly: [],
        };
        expect(cardStats(game, s, p), `game ${g}, player ${p}`).toEqual(want);
        opening += want.opening.length;
        played += want.played.length;
      }
    }
    expect(opening).toBeGreaterThan(100);
    expect(played).toBeGreaterThan(100);
  });
});

describe('divine-cross cloneInto', () => {
  it('copies a state into one of another deal exactly as clone does (JSON-equal), at every decision of seeded games', () => {
    const legal = new Int32Array(game.maxLegalActions);
    const rng = new Prng('clone-into');
    let dst = game.clone(game.newGame({ decks: [decks[4]!, decks[4]!], shuffleSeeds: ['x', 'y'], engineSeed: 'z', startWinner: 0 }));
    for (let g = 0; g < 12; g++) {
      const s = game.newGame({
        decks: [decks[g % 5]!, decks[(g + 2) % 5]!],
        shuffleSeeds: [`ci/${g}/0`, `ci/${g}/1`],
        engineSeed: `ci/${g}`,
        startWinner: (g & 1) as 0 | 1,
      });
      if (g % 3 === 0) game.setLogging!(s, true);
      while (!game.isTerminal(s)) {
        dst = game.cloneInto!(s, dst);
        expect(JSON.stringify(dst)).toBe(JSON.stringify(game.clone(s)));
        game.applyAction(s, legal[rng.int(game.legalActions(s, legal))]!);
        game.drainLog!(s);
      }
    }
  });
});
