// tcglab ablate on the fixture game: the same deals for both versions, and the identity as an exact reference.
import { describe, expect, it } from 'vitest';
import { ablateDeck, deckText, parseAblationSprt, runAblation, type AblationPlan } from '../src/index.js';
import { miniDeck, miniGame } from './fixtures/mini-shields.js';

const deck = miniDeck('flat', [4, 4, 4, 4, 4]);
const opp = miniDeck('big', [0, 2, 6, 6, 6]);

function plan(variant: typeof deck, extra: Partial<AblationPlan> = {}): AblationPlan {
  return {
    game: miniGame as AblationPlan['game'],
    deck,
    variant,
    opponents: [opp],
    agents: ['greedy', 'greedy'],
    deals: 120,
    seed: 'abl',
    ...extra,
  };
}

describe('ablateDeck', () => {
  it('puts the replacement exactly where the card was, so the shuffle moves it the same way', () => {
    const v = ablateDeck(deck, 'p5', 'p1', 2);
    deck.cards.forEach((c, i) => {
      const replaced = c === 'p5' && deck.cards.slice(0, i).filter((x) => x === 'p5').length < 2;
      expect(v.cards[i]).toBe(replaced ? 'p1' : c);
    });
    expect(ablateDeck(deck, 'p5').cards).toHaveLength(16);
    expect(() => ablateDeck(deck, 'p9')).toThrow(/holds no p9/);
    expect(deckText(v)).toMatch(/^# name: flat −2 p5 \+2 p1\n/);
  });
  it('parses its SPRT parameters and refuses nonsense', () => {
    expect(parseAblationSprt('e1=0.1')).toEqual({ e0: 0, e1: 0.1, alpha: 0.05, beta: 0.05 });
    expect(() => parseAblationSprt('e0=0.1,e1=0')).toThrow(/e1 > e0/);
  });
});

describe('runAblation', () => {
  it('finds exactly no effect when the "replacement" is the card itself: every deal is replayed identically', async () => {
    const r = await runAblation(plan(ablateDeck(deck, 'p3', 'p3')));
    expect(r.deals).toHaveLength(120);
    for (const d of r.deals) expect(d.variant).toBe(d.original);
    expect(r.effect.diff).toBe(0);
    expect(r.effect.low).toBe(0);
    expect(r.effect.high).toBe(0);
  });
  it("measures a real swap with a paired interval narrower than either version's own", async () => {
    const r = await runAblation(plan(ablateDeck(deck, 'p5', 'p1')));
    expect(r.effect.diff).not.toBe(0);
    expect(r.effect.low).toBeLessThan(r.effect.diff);
    expect(r.effect.high - r.effect.low).toBeLessThan(r.original.high - r.original.low);
    expect(r.original.rate - r.variant.rate).toBeCloseTo(r.effect.diff, 12);
  });
  it('stops at the same deal whatever happens after it (SPRT), and reports the adjusted effect or why not', async () => {
    const r = await runAblation(plan(ablateDeck(deck, 'p5', 'p1'), { deals: 400, sprt: { e0: 0, e1: 0.1, alpha: 0.05, beta: 0.05 } }));
    expect(r.sprt!.decision).not.toBe('continue');
    expect(r.deals.length).toBeLessThan(400);
    const again = await runAblation(plan(ablateDeck(deck, 'p5', 'p1'), { deals: 400, sprt: { e0: 0, e1: 0.1, alpha: 0.05, beta: 0.05 } }));
    expect(again.deals).toEqual(r.deals);
    const a = r.sprt!.adjusted;
    expect(a.refused !== undefined || (a.low <= a.effect && a.effect <= a.high)).toBe(true);
  });
});
