// Rule tests of choices that are not cards ("choose a race / a number / a player"), granted tap abilities (602) and "can't be chosen".
import { describe, expect, it } from 'vitest';
import { act, acts, DARK, FIRE, HORNET, LAH, legal, LIGHT, M, N, NATURE, PIT, pl, position } from './helpers.js';

const WORM = 'dm09-028'; // Venom Worm (darkness, Parasite Worm): $tap choose a race, creatures of that race get slayer
const WORM_N = 'Venom Worm (dm09-028)';
const SPELL = 'dm01-027'; // Terror Pit: a spell (no race)
const AILZ = 'dm11-s01'; // Warlord Ailzonius: can't be chosen by the opponent
const TORNADO = 'dm01-064'; // Tornado Flame: destroy an opposing creature with power 4000 or less
const EXECUTO = 'dm06-s07'; // Lava Walker Executo: fire creatures may tap for its ability

describe('choose a race', () => {
  it('offers each race of the cards in the game once (both players, every zone), sorted; spells add none', () => {
    const s = position({ battle: [WORM, FIRE], hand: [SPELL] }, { battle: [HORNET], deck: [NATURE, ...M(LAH, 9)] }, { step: 'attack' });
    act(s, `tap ${WORM_N}`);
    expect(legal(s)).toEqual([
      'choose race Beast Folk',
      'choose race Berserker',
      'choose race Giant Insect',
      'choose race Human',
      'choose race Parasite Worm',
    ]);
    expect(new Set(legal(s)).size).toBe(legal(s).length);
  });
  it('the chosen race is what "creatures of that race" means', () => {
    const s = position({ battle: [WORM, FIRE] }, { battle: [HORNET] }, { step: 'attack' });
    acts(s, `tap ${WORM_N}`, 'choose race Human');
    // Vorg (Human) now has slayer: attacked by nothing here, so check through a battle it loses.
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false]);
    const t = position({ battle: [WORM, { card: FIRE, sick: false }] }, { battle: [{ card: HORNET, tapped: true }] }, { step: 'attack' });
    acts(t, `tap ${WORM_N}`, 'choose race Human', `attack ${N.hornet} with ${N.vorg}`);
    expect(pl(t, 1).graveyard).toContain(HORNET); // slayer: the Hornet that won the battle is destroyed too
    expect(pl(t, 0).graveyard).toContain(FIRE);
  });
  it('a single possible race is chosen without asking (a forced outcome is not a decision)', () => {
    const worms = M(WORM, 10);
    const s = position({ battle: [WORM], deck: worms, shields: M(WORM, 5) }, { deck: worms, shields: M(WORM, 5) }, { step: 'attack' });
    act(s, `tap ${WORM_N}`);
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('choose a number, choose a player', () => {
  const ROULETTE = 'Roulette of Ruin (dm11-014)';
  it('a number: the costs of the game\'s cards, each once, ascending; the chosen number is what "that cost" means', () => {
    const s = position({ hand: ['dm11-014', FIRE, HORNET], mana: M(DARK, 5) }, { hand: [NATURE, HORNET] });
    act(s, `cast ${ROULETTE}`);
    expect(legal(s)).toEqual(['choose number 2', 'choose number 4', 'choose number 5']); // Lah (5) fills the decks
    act(s, 'choose number 4');
    expect(pl(s, 0).hand).toEqual([FIRE]);
    expect(pl(s, 1).hand).toEqual([NATURE]);
  });
  it("a player (自分または相手): yourself or your opponent; the later steps act on that player's cards", () => {
    const s = position({ hand: ['dm09-014'], mana: M(DARK, 3), deck: [FIRE, ...M(LAH, 9)] }, { deck: [PIT, ...M(LAH, 9)] });
    act(s, 'cast Slash Charger (dm09-014)');
    expect(legal(s)).toEqual(['choose yourself', 'choose your opponent']);
    act(s, 'choose yourself');
    expect(legal(s).sort()).toEqual([`choose ${N.vorg}`, `choose ${N.lah} of P0`, 'done choosing for Slash Charger (dm09-014)']); // not his Terror Pit
  });
});

describe('granted tap abilities (602)', () => {
  it('each untapped creature of the named civilization that could attack may tap to use the source ability', () => {
    const s = position({ battle: [EXECUTO, FIRE, { card: FIRE, sick: true }, { card: FIRE, tapped: true }, DARK] }, {}, { step: 'attack' });
    const taps = legal(s).filter((a) => a.includes('for the ability of'));
    expect(taps).toEqual([
      'tap Lava Walker Executo (dm06-s07) for the ability of Lava Walker Executo (dm06-s07)',
      `tap ${N.vorg} #1 for the ability of Lava Walker Executo (dm06-s07)`,
    ]);
  });
  it('not in the main step, and not once the source has left', () => {
    const s = position({ battle: [EXECUTO, FIRE] }, {});
    expect(legal(s).some((a) => a.includes('for the ability of'))).toBe(false);
    const t = position({ battle: [FIRE] }, {}, { step: 'attack' });
    expect(legal(t).some((a) => a.includes('for the ability of'))).toBe(false);
  });
});

describe("can't be chosen by the opponent", () => {
  it("the opponent's effect can't choose it; a forced choice then chooses the other creature", () => {
    const s = position({ hand: [TORNADO], mana: M(FIRE, 5) }, { battle: [AILZ, FIRE] });
    act(s, 'cast Tornado Flame (dm01-064)');
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
    expect(pl(s, 1).battle.map((b) => b.id)).toEqual([AILZ]);
  });
  it('its owner may choose it', () => {
    const s = position({ battle: [AILZ, LAH], hand: ['dm09-039'], mana: M(LIGHT, 8) }, { battle: [LAH] });
    act(s, 'cast Cosmic Wing (dm09-039)');
    expect(legal(s)).toEqual(['choose Warlord Ailzonius (dm11-s01)', `choose ${N.lah}`]);
  });
});
