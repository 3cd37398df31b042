// The card JSON format: validation errors name the card and the field; the shipped file compiles.
import { describe, expect, it } from 'vitest';
import { compileCards, CARD_FORMAT } from '../src/cards/compile.js';

const unit = (extra: Record<string, unknown> = {}) => ({ id: 'T-1', name: 'Test', kind: 'unit', hp: 500, retreat: 1, ...extra });
const file = (...cards: unknown[]) => ({ format: CARD_FORMAT, cards });
const bad = (json: unknown, re: RegExp) => expect(() => compileCards(json, 'cards.json')).toThrow(re);

describe('divine-cross card format', () => {
  it('compiles a minimal unit', () => {
    const set = compileCards(file(unit({ skills: [{ name: 'Hit', cost: 1, damage: 100 }] })), 'cards.json');
    expect(set.defs[0]!.skills[0]!.damage).toBe(100);
  });
  it('refuses a wrong format tag, an unknown kind, a missing hp and an unknown field', () => {
    bad({ format: 'x', cards: [] }, /format/);
    bad(file(unit({ kind: 'creature' })), /cards\[0\] \(T-1\)\.kind: "creature" is not one of/);
    bad(file({ id: 'T-1', name: 'Test', kind: 'unit' }), /\.hp: is required/);
    bad(file(unit({ power: 3 })), /\.power: unknown field/);
  });
  it('refuses unknown ops, bad targets and damage modifiers outside "modifiers"', () => {
    bad(
      file(unit({ skills: [{ name: 'Hit', cost: 1, effects: [{ op: 'explode' }] }] })),
      /skills\[0\]\.effects\[0\]\.op: unknown op "explode"/,
    );
    bad(
      file(unit({ skills: [{ name: 'Hit', cost: 1, effects: [{ op: 'damage', target: 'everyone', amount: 100 }] }] })),
      /target: "everyone" is not one of/,
    );
    bad(file(unit({ skills: [{ name: 'Hit', cost: 1, effects: [{ op: 'plus', amount: 100 }] }] })), /"plus" is a damage modifier/);
  });
  it('refuses bad attributes, duplicate ids and an EX power without effects', () => {
    bad(file(unit({ attributes: ['purple'] })), /"purple" is not one of/);
    bad(file(unit(), unit()), /duplicate id T-1/);
    bad(file(unit({ ex: [{ name: 'X', type: 'triggered', on: 'turn-end' }] })), /needs effects/);
    bad(
      file(unit({ ex: [{ name: 'X', type: 'triggered', on: 'sunrise', effects: [{ op: 'draw', count: 1 }] }] })),
      /"sunrise" is not one of/,
    );
  });
  it('refuses a "may" whose optional action needs a choice', () => {
    bad(
      file(
        unit({ skills: [{ name: 'Hit', cost: 1, effects: [{ op: 'may', do: { op: 'damage', target: 'opp-standby', amount: 100 } }] }] }),
      ),
      /needs a fixed target/,
    );
  });
});
