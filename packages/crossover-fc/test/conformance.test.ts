// The generic seeded conformance fuzz (core's runConformance) over the four sample decks.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardStats, runConformance, type GameConfig } from '@tcglab/core';
import { cardDefs, game } from '../src/index.js';

const dir = new URL('../../../decks/crossover-fc/', import.meta.url);
const decks = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(new URL(f, dir), 'utf8'), `decks/crossover-fc/${f}`));

function config(i: number): GameConfig {
  return {
    decks: [decks[i % 4]!, decks[(i >> 2) % 4]!],
    shuffleSeeds: [`conf/${i}/0`, `conf/${i}/1`],
    engineSeed: `conf/${i}`,
    startWinner: (i & 1) as 0 | 1,
  };
}

describe('crossover-fc conformance', () => {
  it('ships four legal sample decks, each labelled synthetic', () => {
    expect(decks.length).toBeGreaterThanOrEqual(4);
    for (const d of decks) {
      expect(d.cards.length).toBeGreaterThanOrEqual(50);
      expect(readFileSync(new URL(d.file.replace(/^.*\//, ''), dir), 'utf8')).toMatch(/SYNTHETIC/);
    }
  });

  it('300 seeded random games: clone replay, conservation, non-empty legal actions, unique action texts, bounded, deterministic', () => {
    const r = runConformance(game, { games: 300, config, cloneEvery: 10, viewEvery: 53, determinizeEvery: 47, uniqueActionTextsEvery: 1 });
    expect(r.games).toBe(300);
    // Both ways to win occur; no game hit the turn cap or failed.
    expect(Object.keys(r.reasons).sort()).toEqual(['deck-out', 'hp']);
    expect(r.maxDecisions).toBeLessThan(game.maxDecisions);
  }, 600_000); // a fuzz, not a timed test: minutes on a loaded 2-core machine

  it('the unique-text check fails on a game whose actions share a text, naming the game, decision and text', () => {
    const same = { ...game, actionToString: () => 'do it' };
    expect(() => runConformance(same, { games: 1, config, uniqueActionTextsEvery: 1 })).toThrow(
      /crossover-fc conformance game 0 \(engine seed conf\/0\), decision 0: legal actions \d+ and \d+ have the same text "do it"/,
    );
  });

  it("every sample card is played at least once across seeded random games (cardUse: the state's drawn and played, in definition order)", () => {
    const played = new Set<string>();
    const ids = cardDefs().map((d) => d.id);
    const legal = new Int32Array(game.maxLegalActions);
    for (let i = 0; i < 80; i++) {
      const s = game.newGame(config(i));
      let x = 12345 + i;
      while (!game.isTerminal(s)) {
        const n = game.legalActions(s, legal);
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        game.applyAction(s, legal[x % n]!);
      }
      for (const p of [0, 1]) {
        const use = cardStats(game, s, p)!;
        expect(use, `game ${i}, player ${p}`).toEqual({
          drawn: ids.filter((_, d) => s.drawn[p]![d]! !== 0),
          played: ids.flatMap((id, d) => (s.played[p]![d]! > 0 ? [[id, s.played[p]![d]!] as const] : [])),
          opening: ids.filter((_, d) => s.drawn[p]![d]! & 2),
          shieldOnly: [],
        });
        for (const [id] of use.played) played.add(id);
      }
    }
    const inDecks = new Set(decks.flatMap((d) => d.cards));
    expect([...inDecks].filter((id) => !played.has(id))).toEqual([]);
  });
});

/** The queues (CAP slots each) and their lengths: cloneInto copies the slots below a queue's length only. */
const QUEUES: Record<string, string> = {
  chKind: 'chLen',
  chSrc: 'chLen',
  chAb: 'chLen',
  chTgt: 'chLen',
  chTgtSeq: 'chLen',
  chCtl: 'chLen',
  chNeg: 'chLen',
  dmTgt: 'dmLen',
  dmSeq: 'dmLen',
  dmAmt: 'dmLen',
  dmSrc: 'dmLen',
  crInst: 'crLen',
  crNeg: 'crLen',
  crNegatable: 'crLen',
  trSrc: 'trLen',
  trAb: 'trLen',
  trCtl: 'trLen',
  trArg: 'trLen',
  upInst: 'upLen',
};

/** A state as JSON with each queue cut to its length (the slots past it are never read). */
function live(s: object): string {
  const o = s as Record<string, unknown>;
  return JSON.stringify(o, (k, v: unknown) => (k in QUEUES && Array.isArray(v) ? v.slice(0, o[QUEUES[k]!] as number) : v));
}

describe('crossover-fc cloneInto', () => {
  it('knows every queue of the state', () => {
    const s = game.newGame(config(0)) as unknown as Record<string, unknown>;
    const capped = Object.keys(s).filter((k) => Array.isArray(s[k]) && (s[k] as unknown[]).length === 64);
    expect(capped.sort()).toEqual(Object.keys(QUEUES).sort());
  });

  it("copies a state into one of another deal as clone does (JSON-equal up to the queues' lengths), at every decision of seeded games", () => {
    const legal = new Int32Array(game.maxLegalActions);
    let x = 7;
    let dst = game.clone(game.newGame(config(99)));
    for (let i = 0; i < 6; i++) {
      const s = game.newGame(config(i));
      if (i % 3 === 0) game.setLogging!(s, true);
      while (!game.isTerminal(s)) {
        dst = game.cloneInto!(s, dst);
        expect(live(dst)).toBe(live(game.clone(s)));
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        game.applyAction(s, legal[x % game.legalActions(s, legal)]!);
        game.drainLog!(s);
      }
    }
  });
});
