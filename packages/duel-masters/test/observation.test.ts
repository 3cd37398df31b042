// The Duel Masters observation tensor: layout, determinism, no hidden information, every step and verb known.
import { readdirSync, readFileSync } from 'node:fs';
import { checkObservation, observationCheckGame, type Deck } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { game } from '../src/game.js';
import { observation } from '../src/observation.js';
import { position } from './helpers.js';

const DIR = new URL('../../../decks/duel-masters/historical/', import.meta.url);
const decks: Deck[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => game.parseDeck(readFileSync(new URL(f, DIR), 'utf8'), f));

function seg(name: string): { offset: number; length: number } {
  const s = observation.layout.find((x) => x.name === name);
  if (!s) throw new Error(`no segment ${name}`);
  return s;
}

describe('Duel Masters observation', () => {
  it('30 random games over the historical decks: finite, a function of the view, unchanged by determinize', () => {
    const r = checkObservation(game, observation, { games: 30, every: 5, config: observationCheckGame(decks, 5) });
    expect(r.decisions).toBeGreaterThan(1500);
    expect(r.maxAbs).toBeLessThanOrEqual(1000); // card ids are categorical; every scaled feature stays small
  });

  it('the state path (encodeState, encodeActionState) equals the view path over the starter decks too', () => {
    const top = new URL('../../../decks/duel-masters/', import.meta.url);
    const starters = readdirSync(top)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => game.parseDeck(readFileSync(new URL(f, top), 'utf8'), f));
    const mixed = [...starters, ...decks];
    expect(observation.encodeState).toBeDefined();
    expect(observation.encodeActionState).toBeDefined();
    const r = checkObservation(game, observation, { games: 20, every: 9, config: observationCheckGame(mixed, 3) });
    expect(r.decisions).toBeGreaterThan(1000);
  });

  it('encodes a position: hand, battle zones, mana by civilization, the step', () => {
    const s = position(
      { hand: ['dm01-012', 'dm01-012'], battle: [{ card: 'dm01-012', tapped: true }], mana: ['dm01-012', 'dm01-012'] },
      { battle: ['dm01-012'] },
    );
    const out = new Float32Array(observation.size);
    observation.encode(game.view(s, 0), out, 0);
    const g = seg('global').offset;
    expect(out[g + 1]).toBe(1); // active
    expect(out[g + 2]).toBe(1); // to act
    expect(out[g + 3 + 3]).toBe(1); // step main
    const hand = seg('hand');
    const handF = hand.length / 10;
    expect(out[hand.offset]).toBe(1);
    expect(out[hand.offset + handF]).toBe(1);
    expect(out[hand.offset + 2 * handF]).toBe(0);
    const battle = seg('battle');
    const bf = battle.length / 20;
    expect(out[battle.offset]).toBe(1); // my creature
    expect(out[battle.offset + bf - 4]).toBe(1); // tapped
    expect(out[battle.offset + 10 * bf]).toBe(1); // opponent creature
    const mana = seg('mana').offset;
    expect(out[mana]).toBeCloseTo(0.2); // 2 mana
    expect(out[mana + 1]).toBeCloseTo(0.2); // both untapped
    const ids = seg('card_ids').offset;
    const lah = game.cards.all().findIndex((c) => c.id === 'dm01-012') + 1;
    expect(out[ids]).toBe(lah);
    expect(out[ids + 10]).toBe(lah);
    // The opponent's view: my hand is a count, never the cards.
    observation.encode(game.view(s, 1), out, 0);
    expect(out[hand.offset]).toBe(0);
    expect(out[ids + 20]).toBe(lah); // its own creature comes first now
  });

  it('action features: kind and verb one-hot, the named card with where it is seen', () => {
    const s = position({ hand: ['dm01-012'], mana: ['dm01-012', 'dm01-012', 'dm01-012', 'dm01-012', 'dm01-012'] });
    const buf = new Int32Array(game.maxLegalActions);
    const n = game.legalActions(s, buf);
    const view = game.view(s, 0);
    const f = new Float32Array(observation.actionSize);
    const kinds = observation.actionLayout.find((x) => x.name === 'kind')!;
    const verbs = observation.actionLayout.find((x) => x.name === 'verb')!;
    const cardsSeg = observation.actionLayout.find((x) => x.name === 'cards')!;
    const texts: string[] = [];
    for (let i = 0; i < n; i++) {
      const text = game.actionToString(s, buf[i]!);
      texts.push(text);
      observation.encodeAction(view, buf[i]!, text, f, 0);
      const oneKind = Array.from(f.subarray(kinds.offset, kinds.offset + kinds.length)).filter((x) => x === 1).length;
      expect(oneKind).toBe(1);
      expect(Array.from(f.subarray(verbs.offset, verbs.offset + verbs.length)).filter((x) => x === 1).length).toBe(1);
      if (text.startsWith('summon')) {
        expect(f[kinds.offset + 3]).toBe(1);
        expect(f[cardsSeg.offset]).toBe(1); // a card is named
        const row = cardsSeg.length / 2;
        expect(f[cardsSeg.offset + row - 6]).toBe(1); // seen in your hand
        expect(f[cardsSeg.offset + row - 4]).toBe(1); // and in your mana
      }
    }
    expect(texts.some((t) => t.startsWith('summon'))).toBe(true);
  });
});
