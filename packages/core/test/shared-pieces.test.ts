// The engine pieces every game shares: the illegal-action check with its cache, and the event log.
import { describe, expect, it } from 'vitest';
import { cloneLog, drainLog, LegalCache, logEvent, RulesError, setLogging } from '../src/index.js';

interface Toy {
  decisions: number;
  legal: number[];
}

function toyCache(calls: { n: number }, capacity = 8) {
  return new LegalCache<Toy>(
    {
      game: 'toy',
      compute: (s, out) => {
        calls.n++;
        s.legal.forEach((a, i) => (out[i] = a));
        return s.legal.length;
      },
      stamp: (s) => s.decisions,
      describe: (_s, a) => `action ${a}`,
    },
    capacity,
  );
}

describe('LegalCache', () => {
  it('checks against the remembered list without recomputing it, and names an illegal action', () => {
    const calls = { n: 0 };
    const cache = toyCache(calls);
    const s: Toy = { decisions: 0, legal: [3, 5] };
    const out = new Int32Array(8);
    expect(cache.legal(s, out)).toBe(2);
    expect(calls.n).toBe(1);
    cache.assertLegal(s, 5);
    expect(calls.n).toBe(1);
    expect(() => cache.assertLegal(s, 4)).toThrow(RulesError);
    expect(() => cache.assertLegal(s, 4)).toThrow('toy: illegal action 4 (action 4)');
  });

  it('recomputes for another state, after a decision and after forget; a list longer than its capacity is a bug', () => {
    const calls = { n: 0 };
    const cache = toyCache(calls);
    const out = new Int32Array(16);
    const s: Toy = { decisions: 0, legal: [1] };
    cache.legal(s, out);
    const other: Toy = { decisions: 0, legal: [2] };
    cache.assertLegal(other, 2);
    expect(calls.n).toBe(2);
    s.decisions++;
    s.legal = [7];
    expect(() => cache.assertLegal(s, 1)).toThrow(RulesError);
    cache.assertLegal(s, 7);
    cache.legal(s, out);
    s.legal = [9]; // changed in place outside applyAction (determinize): the game forgets it
    cache.forget(s);
    cache.assertLegal(s, 9);
    const long: Toy = { decisions: 0, legal: [...Array(12).keys()] };
    expect(() => cache.legal(long, out)).toThrow('toy: 12 legal actions, more than maxLegalActions (8)');
  });
  it('remembers the lists of 64 games stepped in turn (the env server), recomputes an evicted or stale one', () => {
    const calls = { n: 0 };
    const cache = toyCache(calls, 300);
    const out = new Int32Array(300);
    const games: Toy[] = Array.from({ length: 200 }, (_, g) => ({ decisions: 0, legal: [g, 1000 + g] }));
    for (let round = 0; round < 3; round++) {
      for (let g = 0; g < 64; g++) cache.legal(games[g]!, out);
      const before = calls.n;
      for (let g = 0; g < 64; g++) {
        cache.assertLegal(games[g]!, 1000 + g);
        expect(() => cache.assertLegal(games[g]!, 2000)).toThrow('toy: illegal action 2000');
        games[g]!.decisions++;
      }
      expect(calls.n).toBe(before);
    }
    // 200 games in turn: more than the cache holds, so the early ones are checked by computing their list again.
    for (const s of games) cache.legal(s, out);
    let before = calls.n;
    cache.assertLegal(games[0]!, 1000);
    expect(calls.n).toBe(before + 1);
    cache.assertLegal(games[199]!, 1199);
    expect(calls.n).toBe(before + 1);
    // A state seen again after others keeps only its newest list: an older slot with its old stamp is not used.
    const s = games[150]!;
    s.decisions++;
    s.legal = [5];
    cache.legal(s, out);
    before = calls.n;
    expect(() => cache.assertLegal(s, 150)).toThrow(RulesError);
    cache.assertLegal(s, 5);
    expect(calls.n).toBe(before);
    // forget drops every list of the state; a longer list than a slot held before is kept whole.
    s.legal = [6];
    cache.forget(s);
    cache.assertLegal(s, 6);
    expect(calls.n).toBe(before + 1);
    const long: Toy = { decisions: 0, legal: [...Array(250).keys()] };
    cache.legal(long, out);
    before = calls.n;
    cache.assertLegal(long, 249);
    expect(calls.n).toBe(before);
  });

  it('gives a copy (cloneInto) its source list, and forgets a state without leaving an older list of it usable', () => {
    const calls = { n: 0 };
    const cache = toyCache(calls);
    const out = new Int32Array(8);
    const src: Toy = { decisions: 4, legal: [1, 2] };
    const dst: Toy = { decisions: 4, legal: [3] };
    cache.legal(dst, out); // dst's own list at stamp 4
    cache.legal(src, out);
    dst.legal = [1, 2]; // dst becomes a copy of src (same stamp as its old list)
    cache.copy(src, dst);
    let before = calls.n;
    cache.assertLegal(dst, 2);
    expect(() => cache.assertLegal(dst, 3)).toThrow(RulesError); // the old list of dst is not used
    expect(calls.n).toBe(before);
    // determinize changes the copy in place: forgotten, its list is computed again (the older slots stay shadowed).
    dst.legal = [7];
    cache.forget(dst);
    cache.assertLegal(dst, 7);
    expect(() => cache.assertLegal(dst, 2)).toThrow(RulesError);
    expect(calls.n).toBe(before + 2);
    // A source with no list remembered (or a stale one): the copy has none either.
    const other: Toy = { decisions: 9, legal: [5] };
    dst.legal = [5];
    cache.copy(other, dst);
    before = calls.n;
    cache.assertLegal(dst, 5);
    expect(calls.n).toBe(before + 1);
    src.decisions++;
    src.legal = [8];
    dst.legal = [8];
    dst.decisions = src.decisions;
    cache.copy(src, dst);
    cache.assertLegal(dst, 8);
    expect(calls.n).toBe(before + 2);
    // A copy onto itself changes nothing.
    cache.legal(src, out);
    cache.copy(src, src);
    before = calls.n;
    cache.assertLegal(src, 8);
    expect(calls.n).toBe(before);
  });
});

describe('event log', () => {
  it('is off by default, keeps lines while on, drains them, and a clone logs when the original does', () => {
    const s: { log: string[] | null } = { log: null };
    logEvent(s, 'lost');
    expect(drainLog(s)).toEqual([]);
    expect(cloneLog(s)).toBeNull();
    setLogging(s, true);
    logEvent(s, 'a');
    logEvent(s, 'b');
    expect(cloneLog(s)).toEqual([]);
    setLogging(s, true); // keeps lines not yet drained
    expect(drainLog(s)).toEqual(['a', 'b']);
    expect(drainLog(s)).toEqual([]);
    setLogging(s, false);
    expect(s.log).toBeNull();
  });
});
