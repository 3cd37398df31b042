// The documented switches for the rules' ambiguities (docs/rules/crossover-fc.md, "Defaults").
import { describe, expect, it } from 'vitest';
import { parseDeck } from '../src/index.js';
import * as S from '../src/state.js';
import { act, game, legal, load, loadStepwise, passUntil } from './helpers.js';

const DECK = parseDeck('30 Meadow Navigator\n4 Plain Squire\n4 Brave Ranger\n4 Wall Guard\n4 Stout Keeper\n4 Sky Scout', 'o.txt');
const cfg = (options: Record<string, string | number | boolean>) => ({
  decks: [DECK, DECK] as const,
  shuffleSeeds: ['a', 'b'] as const,
  engineSeed: 'e',
  startWinner: 0 as const,
  options,
});

describe('crossover-fc options', () => {
  it("startingHp (A1) sets both players' HP; unknown options and bad values are refused", () => {
    expect(game.newGame(cfg({ startingHp: 20 })).hp).toEqual([20, 20]);
    expect(game.newGame(cfg({})).hp).toEqual([30, 30]);
    expect(() => game.newGame(cfg({ startHp: 20 }))).toThrow(/unknown crossover-fc option "startHp"/);
    expect(() => game.newGame(cfg({ deckOut: 'never' }))).toThrow(/deckOut/);
  });

  it('handLimit (3-7-3) changes the cleanup size', () => {
    const s = loadStepwise({ phase: 'end-phase', options: { handLimit: 5 }, players: [{ hand: Array<string>(7).fill('sx-010') }, {}] });
    passUntil(s, () => s.decision === S.D_DISCARD);
    act(s, legal(s)[0]!);
    act(s, legal(s)[0]!);
    expect(s.hand[0]!.length).toBe(5);
    expect(s.turn).toBe(4);
  });

  it('chainResolution "one" (A6): priority returns to the TP after each entry; "all" resolves the chain at once', () => {
    const spec = (o: object) => ({
      options: o,
      players: [
        { field: ['sx-011', 'sx-001', 'sx-001'], hand: ['sx-066', 'sx-041'] },
        { field: ['sx-001'], hand: ['sx-065'] },
      ] as [object, object],
    });
    const one = loadStepwise(spec({ chainResolution: 'one' }) as Parameters<typeof load>[0]);
    act(one, "play Pep Talk (sx-066) targeting P1's Brave Ranger (sx-011)");
    act(one, "play Curse of Frailty (sx-065) targeting P1's Brave Ranger (sx-011)");
    act(one, 'pass');
    act(one, 'pass');
    expect(one.chLen).toBe(1); // the Curse resolved, Pep Talk still waits
    expect(game.currentPlayer(one)).toBe(0);
    expect(legal(one)).toContain("play Blessing (sx-041) targeting P1's Brave Ranger (sx-011)");
    const all = loadStepwise(spec({}) as Parameters<typeof load>[0]);
    act(all, "play Pep Talk (sx-066) targeting P1's Brave Ranger (sx-011)");
    act(all, "play Curse of Frailty (sx-065) targeting P1's Brave Ranger (sx-011)");
    act(all, 'pass');
    act(all, 'pass');
    expect(all.chLen).toBe(0);
  });

  it('charactersAsInterrupts (A7): an All Turn character may answer a play on the chain', () => {
    const spec = (o: object) => ({
      options: o,
      players: [
        { field: ['sx-011', 'sx-001'], hand: ['sx-066'] },
        { field: ['sx-001', 'sx-001'], hand: ['sx-018'] },
      ] as [object, object],
    });
    const off = loadStepwise(spec({}) as Parameters<typeof load>[0]);
    act(off, "play Pep Talk (sx-066) targeting P1's Brave Ranger (sx-011)");
    expect(legal(off)).not.toContain('play Night Runner (sx-018)');
    const on = loadStepwise(spec({ charactersAsInterrupts: true }) as Parameters<typeof load>[0]);
    act(on, "play Pep Talk (sx-066) targeting P1's Brave Ranger (sx-011)");
    expect(legal(on)).toContain('play Night Runner (sx-018)');
  });

  it('layer3 (A20, 4-3-8): loss-after-gain leaves the Sword Down host with no abilities at all', () => {
    const field = [{ card: 'sx-014', set: ['sx-050', 'sx-051', 'sx-049'] }, 'sx-048'];
    const kw = (o: object) => {
      const s = load({ options: { autoPass: false, ...o }, players: [{ field }, {}] });
      const v = game.view(s, 0) as { players: { field: { id: string; keywords?: string[] }[] }[] };
      return v.players[0]!.field.find((f) => f.id === 'sx-014')!.keywords ?? [];
    };
    expect(kw({})).toEqual(['block-flying']);
    expect(kw({ layer3: 'loss-after-gain' })).toEqual([]);
  });

  it('autoPass false asks every window; true skips windows where only pass is possible', () => {
    const s = loadStepwise({ players: [{ field: ['sx-011'] }, {}] });
    act(s, 'declare combat');
    expect(s.step).toBe(S.S_COMBAT_W1);
    const t = load({ options: { autoPass: true }, players: [{ field: ['sx-011'] }, {}] });
    act(t, 'declare combat');
    expect(legal(t)).toEqual(['declare no attack', 'attack with Brave Ranger (sx-011)']);
  });
});
