// Per-card tests for the DM-09 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  actFirst,
  acts,
  battleIds,
  BOLTAIL,
  DARK,
  deckOf,
  DIA,
  FIRE,
  GRAN,
  GRASS,
  HORNET,
  LAH,
  legal,
  LIGHT,
  M,
  manaIds,
  N,
  NATURE,
  PIT,
  pl,
  position,
  SEAMINE,
  snap,
  WATER,
} from './helpers.js';
import { game } from '../src/game.js';
import { cardDefs } from '../src/catalog.js';
import { type DMState } from '../src/state.js';

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];

const RAVEN = 'dm01-055'; // Dark Raven, Shadow of Grief (darkness 1000, Ghost, blocker)

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const tappedOf = (s: DMState, p: number, id: string) => pl(s, p).battle.find((b) => b.id === id)!.tapped;

const TROPICO = 'dm01-019'; // Tropico (water Cyber Lord 3000)

const CANDY = 'dm01-081'; // Candy Drop (water Cyber Virus 1000, cost 3)

const LAURA = 'dm01-076'; // La Ura Giga, Sky Guardian (light Guardian 2000, cost 1, blocker)

const JABAHA = 'dm03-004'; // Überdragon Jabaha (fire evolution Armored Dragon, cost 7): evolves from an Armored Dragon

const JABAHA_N = 'Überdragon Jabaha (dm03-004)';

/** Player p's deck as card ids, top first. */
function libIds(s: DMState, p: number): string[] {
  const defs = cardDefs();
  return s.lib[p as 0 | 1].map((i) => defs[s.def[i]!]!.id).reverse();
}

const SIX = [PIT, LAH, HORNET, FIRE, WATER, DARK];

// ---------------------------------------------------------------- DM-09

describe("Petrova, Channeler of Suns (dm09-s01): choose a race other than Mecha del Sol, its creatures get +4000; the opponent can't choose it", () => {
  it('each creature of the chosen race gets +4000 while Petrova stays, both players', () => {
    const s = position({ hand: ['dm09-s01'], mana: M(LIGHT, 5), battle: [FIRE] }, { battle: [FIRE, HORNET] });
    act(s, 'summon Petrova, Channeler of Suns (dm09-s01)');
    // The races of the game's cards: the decks and shields (Lah: Berserker), the mana (Reusol: Light Bringer), the creatures.
    expect(legal(s)).toEqual(['choose race Berserker', 'choose race Giant Insect', 'choose race Human', 'choose race Light Bringer']);
    act(s, 'choose race Human');
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([6000, 3500]);
    expect(pl(s, 1).battle.map((b) => b.power)).toEqual([6000, 4000]);
  });
  it("the opponent's effect can't choose it", () => {
    const s = position({ battle: ['dm09-s01', FIRE] }, { hand: ['dm01-064'], mana: M(FIRE, 5) }, { activePlayer: 1 });
    act(s, 'cast Tornado Flame (dm01-064)');
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
});

describe('Stallob, the Lifequasher (dm09-s03): when destroyed, destroy all creatures', () => {
  it('everything goes', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [FIRE] }, { battle: ['dm09-s03', GRAN] });
    act(s, 'cast Terror Pit (dm01-027)');
    act(s, 'choose Stallob');
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Magmadragon Ogrist Vhal (dm09-s04): +3000 per card in your hand; double breaker at 6000, triple at 15000', () => {
  it('0 cards: 0 power (destroyed); 2 cards: 6000, breaks 2; 5 cards: 15000, breaks 3', () => {
    const z = position({ battle: ['dm09-s04'] });
    expect(battleIds(z, 0)).toEqual([]);
    const s = position({ battle: ['dm09-s04'], hand: [LAH, LAH] }, {}, { step: 'attack' });
    acts(s, 'attack player with Magmadragon Ogrist Vhal (dm09-s04)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
    const t = position({ battle: ['dm09-s04'], hand: M(LAH, 5) }, {}, { step: 'attack' });
    acts(t, 'attack player with Magmadragon Ogrist Vhal (dm09-s04)', 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(t, 1).shields).toBe(2);
  });
});

describe('Aqua Master (dm09-s02): attacking the opponent unblocked, turn one of his shields face up', () => {
  it('the chosen shield is known to both players', () => {
    const s = position({ battle: ['dm09-s02'] }, { shields: [LAH, PIT] }, { step: 'attack' });
    acts(s, 'attack player with Aqua Master (dm09-s02)', 'choose shield 2 of P1');
    const faceUp = (p: number) => (game.view(s, p) as { players: { knownShields: (string | null)[] }[] }).players[1]!.knownShields;
    expect(faceUp(0)).toEqual([null, PIT]);
    expect(faceUp(1)).toEqual([null, PIT]);
  });
});

describe('Glena Vuele, the Hypnotic (dm09-001): whenever the opponent uses an S-Trigger, you may add your top card to your shields', () => {
  it('yes: one more shield, from the top of the deck', () => {
    const s = position(
      { battle: [FIRE, { card: 'dm09-001', under: [LAURA] }], deck: FILLER_DECK(HORNET) },
      { shields: ['dm01-015', LAH] },
      { step: 'attack' },
    );
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Holy Awe (dm01-015)', 'yes Glena Vuele, the Hypnotic (dm09-001)');
    expect(snap(s).players[0]!.shields).toBe(6);
    expect(pl(s, 0).deck).toBe(8);
  });
  it('decline: nothing moves', () => {
    const s = position({ battle: [FIRE, { card: 'dm09-001', under: [LAURA] }] }, { shields: ['dm01-015', LAH] }, { step: 'attack' });
    acts(
      s,
      `attack player with ${N.vorg}`,
      'break shield 1',
      'trigger Holy Awe (dm01-015)',
      'decline Glena Vuele, the Hypnotic (dm09-001)',
    );
    expect(snap(s).players[0]!.shields).toBe(5);
  });
});

describe('Balesk Baj, the Timeburner (dm09-004): unblocked attacking the player: an extra turn; returns to your hand at the end of your turn', () => {
  it('unblocked: P0 takes turn 4 too; blocked: no extra turn', () => {
    const s = position({ battle: [{ card: 'dm09-004', under: ['dm01-030'] }] }, {}, { step: 'attack' });
    acts(s, 'attack player with Balesk Baj, the Timeburner (dm09-004)', 'break shield 1', 'break shield 2', 'end-turn');
    expect([snap(s).turn, snap(s).activePlayer]).toEqual([4, 0]);
    expect(pl(s, 0).hand).toContain('dm09-004');
    const t = position({ battle: [{ card: 'dm09-004', under: ['dm01-030'] }] }, { battle: [GRAN] }, { step: 'attack' });
    acts(t, 'attack player with Balesk Baj, the Timeburner (dm09-004)', `block with ${N.gran}`, 'end-turn');
    expect([snap(t).turn, snap(t).activePlayer]).toEqual([4, 1]);
  });
});

describe('Mihail, Celestial Elemental (dm09-006): whenever another creature would be destroyed, it stays in the battle zone instead', () => {
  const MIHAIL = 'dm09-006';
  it("either player's other creatures stay; Mihail itself is destroyed, and the others destroyed with it stay (609.2)", () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [MIHAIL] }, { battle: [LAH] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).graveyard).toEqual([]);
    const t = position({ hand: ['dm09-017'], mana: M(FIRE, 6), battle: [MIHAIL, FIRE] }, { battle: [HORNET] });
    act(t, 'cast Blizzard of Spears');
    expect(battleIds(t, 0)).toEqual([FIRE]);
    expect(pl(t, 0).graveyard).toEqual([MIHAIL, 'dm09-017']);
    expect(battleIds(t, 1)).toEqual([HORNET]);
  });
});

describe('Nexus Charger (dm09-008): add a card from your hand to your shields; Charger', () => {
  it('one card', () => {
    const s = position({ hand: ['dm09-008', PIT], mana: M(LIGHT, 6) });
    act(s, 'cast Nexus Charger (dm09-008)');
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Abduction Charger (dm09-011): return up to 2 creatures; Charger', () => {
  it('two', () => {
    const s = position({ hand: ['dm09-011'], mana: M(WATER, 7) }, { battle: [LAH, FIRE] });
    acts(s, 'cast Abduction Charger (dm09-011)', `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(pl(s, 1).hand).toEqual([LAH, FIRE]);
  });
});

describe("Slash Charger (dm09-014): search your or the opponent's deck; you may put a card into its owner's graveyard; Charger", () => {
  it("the opponent's deck: the card chosen goes to his graveyard, he shuffles, the spell goes to your mana zone", () => {
    const s = position({ hand: ['dm09-014'], mana: M(DARK, 3) }, { deck: [PIT, ...M(LAH, 9)] });
    acts(s, 'cast Slash Charger (dm09-014)', 'choose your opponent', `choose Terror Pit (dm01-027)`);
    expect(pl(s, 1).graveyard).toEqual([PIT]);
    expect(pl(s, 1).deck).toBe(9);
    expect(pl(s, 0).mana).toHaveLength(4);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
  it('your own deck, taking nothing: no card moves', () => {
    const s = position({ hand: ['dm09-014'], mana: M(DARK, 3), deck: [PIT, ...M(LAH, 9)] });
    acts(s, 'cast Slash Charger (dm09-014)', 'choose yourself', 'done choosing');
    expect(pl(s, 0).deck).toBe(10);
    expect(pl(s, 0).graveyard).toEqual([]);
    expect(pl(s, 1).deck).toBe(10);
  });
});

describe('Gabzagul, Warlord of Pain (dm09-012): each creature attacks each turn if able', () => {
  it("you can't end the turn while a creature can attack", () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm09-012'] }, { step: 'attack' });
    expect(legal(s)).toEqual([`attack player with ${N.vorg}`]);
  });
});

describe('Hokira (dm09-025): tap: choose a race; this turn your creatures of that race that would be destroyed return to your hand instead', () => {
  const HOKIRA = 'dm09-025';
  const GAZARIAS = 'dm07-048'; // fire 4000 Armored Dragon
  const BOLGASH = 'dm05-030'; // fire 4000 Armored Dragon (power attacker +8000 only while attacking)
  it("your creature of the race returns to your hand; the opponent's of the same race is destroyed; it ends with the turn", () => {
    const s = position({ battle: [HOKIRA, GAZARIAS] }, { battle: [{ card: BOLGASH, tapped: true }] }, { step: 'attack' });
    acts(s, 'tap Hokira', 'choose race Armored Dragon');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
    act(s, 'attack Bolgash Dragon (dm05-030) with Gazarias Dragon');
    expect(pl(s, 0).hand).toEqual([GAZARIAS]);
    expect(pl(s, 1).graveyard).toEqual([BOLGASH]);
    act(s, 'end-turn');
    expect(s.turnWatch).toEqual([]);
  });
  it('a creature of another race is destroyed', () => {
    const s = position({ battle: [HOKIRA, GAZARIAS] }, { battle: [{ card: GRAN, tapped: true }] }, { step: 'attack' });
    acts(s, 'tap Hokira', 'choose race Guardian', 'attack Gran Gure, Space Guardian (dm01-001) with Gazarias Dragon');
    expect(pl(s, 0).graveyard).toEqual([GAZARIAS]);
  });
});

describe('Necrodragon Izorist Vhal (dm09-027): +2000 per darkness creature in your graveyard; double breaker at 6000', () => {
  it('3 darkness creatures: 6000, breaks 2', () => {
    const s = position({ battle: ['dm09-027'], graveyard: [DARK, DARK, RAVEN, PIT, FIRE] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    acts(s, 'attack player with Necrodragon Izorist Vhal (dm09-027)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Venom Worm (dm09-028): tap: choose a race; its creatures get slayer this turn', () => {
  it('a creature of that race that loses a battle takes the winner with it', () => {
    const s = position({ battle: ['dm09-028', FIRE] }, { battle: [{ card: HORNET, tapped: true }] }, { step: 'attack' });
    acts(s, 'tap Venom Worm (dm09-028)', 'choose race Human', `attack ${N.hornet} with ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
    expect(pl(s, 0).graveyard).toEqual([FIRE]);
  });
});

describe('Grinning Hunger (dm09-029): the opponent puts one of his creatures or shields into his graveyard', () => {
  it('a shield (no S-Trigger)', () => {
    const s = position({ hand: ['dm09-029'], mana: M(DARK, 4) }, { battle: [LAH], shields: [PIT, LAH] });
    act(s, 'cast Grinning Hunger (dm09-029)');
    expect(legal(s)).toEqual([`choose ${N.lah}`, 'choose shield 1 of P1', 'choose shield 2 of P1']);
    act(s, 'choose shield 1 of P1');
    expect(pl(s, 1).graveyard).toEqual([PIT]);
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('a creature is destroyed', () => {
    const s = position({ hand: ['dm09-029', LAH], mana: M(DARK, 4) }, { battle: ['dm07-046'], shields: [] });
    act(s, 'cast Grinning Hunger (dm09-029)');
    expect(pl(s, 1).graveyard).toEqual(['dm07-046']);
    expect(pl(s, 0).hand).toEqual([]); // Propeller Mutant's "when destroyed"
  });
});

describe.each([
  ['Snaptongue Lizard', 'dm09-030'],
  ['Aerodactyl Kooza', 'dm09-050'],
] as const)("%s (%s): can't be blocked while attacking a creature", (name, id) => {
  it('creature: no block; player: block', () => {
    const s = position({ battle: [id] }, { battle: [SEAMINE, { card: GRASS, tapped: true }] }, { step: 'attack' });
    act(s, `attack Emerald Grass (dm01-074) with ${name} (${id})`);
    expect(battleIds(s, 1)).toEqual([SEAMINE]);
    const t = position({ battle: [id] }, { battle: [SEAMINE] }, { step: 'attack' });
    act(t, `attack player with ${name} (${id})`);
    expect(legal(t)).toEqual(['no-block', `block with ${N.seamine}`]);
  });
});

describe("Gigio's Hammer (dm09-031): tap: choose a race; its creatures attack if able and get power attacker +4000", () => {
  it('the creature of that race must attack and attacks with +4000', () => {
    const s = position({ battle: ['dm09-031', FIRE] }, { battle: [GRASS] }, { step: 'attack' });
    acts(s, "tap Gigio's Hammer (dm09-031)", 'choose race Human');
    expect(legal(s)).not.toContain('end-turn');
    act(s, `attack player with ${N.vorg}`);
    expect(pl(s, 0).battle[1]!.power).toBe(6000);
  });
});

describe('Fists of Forever (dm09-032): whenever the chosen creature wins a battle this turn, it untaps', () => {
  it('wins twice: untapped after each battle, so it attacks again', () => {
    const s = position(
      { hand: ['dm09-032'], mana: [FIRE], battle: [HORNET] },
      {
        battle: [
          { card: NATURE, tapped: true },
          { card: LIGHT, tapped: true },
        ],
      },
    );
    acts(s, 'cast Fists of Forever (dm09-032)', 'end-main', `attack ${N.mane} with ${N.hornet}`);
    expect(pl(s, 0).battle).toMatchObject([{ id: HORNET, tapped: false }]);
    act(s, `attack ${N.reusol} with ${N.hornet}`);
    expect(pl(s, 0).battle).toMatchObject([{ id: HORNET, tapped: false }]);
    expect(pl(s, 1).graveyard).toEqual([NATURE, LIGHT]);
  });
  it('a lost battle: nothing', () => {
    const s = position({ hand: ['dm09-032'], mana: [FIRE], battle: [NATURE] }, { battle: [{ card: HORNET, tapped: true }] });
    acts(s, 'cast Fists of Forever (dm09-032)', 'end-main', `attack ${N.hornet} with ${N.mane}`);
    expect(pl(s, 0).graveyard).toContain(NATURE);
  });
});

describe("Silvermoon Trailblazer (dm09-033): tap: choose a race; its creatures can't be blocked by power 3000 or less this turn", () => {
  it('only the bigger blocker may block', () => {
    const s = position({ battle: ['dm09-033', FIRE] }, { battle: [GRASS, DIA] }, { step: 'attack' });
    acts(s, 'tap Silvermoon Trailblazer (dm09-033)', 'choose race Human', `attack player with ${N.vorg}`);
    expect(legal(s)).toEqual(['no-block', `block with ${N.dia}`]);
  });
});

describe('Whispering Totem (dm09-034): when it enters, search your deck for a Whispering Totem', () => {
  it('same name only', () => {
    const s = position({ hand: ['dm09-034'], mana: M(NATURE, 4), deck: FILLER_DECK(FIRE, 'dm09-034') });
    act(s, 'summon Whispering Totem (dm09-034)');
    expect(legal(s)).toEqual(['done choosing for Whispering Totem (dm09-034)', 'choose Whispering Totem (dm09-034)']);
    act(s, 'choose Whispering Totem');
    expect(pl(s, 0).hand).toEqual(['dm09-034']);
  });
});

describe('Vine Charger (dm09-035): the opponent puts one of his creatures into his mana zone; Charger', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['dm09-035'], mana: M(NATURE, 4) }, { battle: [LAH, FIRE] });
    act(s, 'cast Vine Charger (dm09-035)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(manaIds(s, 1)).toEqual([FIRE]);
  });
});

describe('Jil Warka, Time Guardian (dm09-037): when destroyed, tap up to 2 opposing creatures', () => {
  it("taps the caster's creatures", () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [FIRE, NATURE] }, { battle: ['dm09-037'] });
    acts(s, 'cast Terror Pit (dm01-027)', `choose ${N.vorg}`, 'done choosing');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false]);
  });
});

describe("Cosmic Wing (dm09-039): one of your creatures can't be blocked this turn", () => {
  it('no block', () => {
    const s = position({ hand: ['dm09-039'], mana: M(LIGHT, 3), battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, 'cast Cosmic Wing (dm09-039)', 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe("Impossible Tunnel (dm09-043): choose a race; its creatures can't be blocked this turn", () => {
  it('the attack is not blocked: no block decision, a shield is broken', () => {
    const s = position({ hand: ['dm09-043'], mana: M(WATER, 5), battle: [FIRE] }, { battle: [GRASS] });
    acts(s, 'cast Impossible Tunnel (dm09-043)', 'choose race Human', 'end-main', `attack player with ${N.vorg}`, 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
  });
});

describe('Bat Doctor, Shadow of Undeath (dm09-046): when destroyed, you may return another creature from your graveyard', () => {
  it('not itself', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm09-046'], graveyard: [FIRE] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(legal(s)).toEqual(['done choosing for Bat Doctor, Shadow of Undeath (dm09-046)', `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

describe('Steam Rumbler Kain (dm09-049): when it attacks, one of your shields goes to your graveyard', () => {
  it('you choose', () => {
    const s = position({ battle: ['dm09-049'], shields: [LAH, PIT] }, {}, { step: 'attack' });
    acts(s, 'attack player with Steam Rumbler Kain (dm09-049)', 'choose shield 2 of P0');
    expect(pl(s, 0).graveyard).toEqual([PIT]);
  });
});

describe("Relentless Blitz (dm09-051): choose a race; its creatures can attack untapped creatures and can't be blocked attacking a creature", () => {
  it('attacks an untapped creature with no block decision', () => {
    const s = position({ hand: ['dm09-051'], mana: M(FIRE, 3), battle: [{ card: BOLTAIL }] }, { battle: [LAH, GRASS] });
    acts(s, 'cast Relentless Blitz (dm09-051)', 'choose race Armored Dragon', 'end-main');
    act(s, `attack ${N.lah} with ${N.boltail}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Solid Horn (dm09-052): when it would be destroyed, it goes to your mana zone instead', () => {
  it('to mana', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm09-052'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(manaIds(s, 1)).toEqual(['dm09-052']);
  });
});

// ---------------------------------------------------------------- second pass: DM-09..DM-12

describe('Blizzard of Spears (dm09-017): destroy all creatures with power 4000 or less', () => {
  it('both sides', () => {
    const s = position({ hand: ['dm09-017'], mana: M(FIRE, 6), battle: [HORNET, LAH] }, { battle: [SEAMINE, GRAN] });
    act(s, 'cast Blizzard of Spears (dm09-017)');
    expect(battleIds(s, 0)).toEqual([LAH]);
    expect(battleIds(s, 1)).toEqual([GRAN]);
  });
});

describe('Storm Wrangler, the Furious (dm09-018): on attack, a chosen opposing blocker blocks it if able, no other may; +3000 when blocked', () => {
  it('Seamine chosen: it must block, Emerald Grass may not; the Wrangler (8000 when blocked) wins', () => {
    const s = position({ battle: [{ card: 'dm09-018', under: [NATURE] }] }, { battle: [SEAMINE, GRASS] }, { step: 'attack' });
    acts(s, 'attack player with Storm Wrangler', `choose ${N.seamine}`);
    expect(legal(s)).toEqual([`block with ${N.seamine}`]);
    act(s, `block with ${N.seamine}`);
    expect(pl(s, 0).battle[0]!.power).toBe(8000);
    expect(pl(s, 1).graveyard).toEqual([SEAMINE]);
  });
  it('choosing none: either blocker may block, or none', () => {
    const s = position({ battle: [{ card: 'dm09-018', under: [NATURE] }] }, { battle: [SEAMINE, GRASS] }, { step: 'attack' });
    acts(s, 'attack player with Storm Wrangler', 'done choosing');
    expect(legal(s)).toEqual(['no-block', `block with ${N.seamine}`, 'block with Emerald Grass (dm01-074)']);
  });
});

describe('Terradragon Anrist Vhal (dm09-019): +2000 per other nature creature of yours; double breaker at 6000', () => {
  it('3 others: 6000, breaks 2', () => {
    const s = position({ battle: ['dm09-019', NATURE, HORNET, NATURE, FIRE] }, {}, { step: 'attack' });
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
    acts(s, 'attack player with Terradragon Anrist Vhal (dm09-019)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Mana Bonanza (dm09-020): as many cards from the top of your deck into mana (tapped) as you have mana', () => {
  it('8 mana: 8 more, tapped', () => {
    const s = position({ hand: ['dm09-020'], mana: M(NATURE, 8) });
    act(s, 'cast Mana Bonanza (dm09-020)');
    expect(pl(s, 0).mana.length).toBe(16);
    expect(
      pl(s, 0)
        .mana.slice(8)
        .every((m) => m.tapped),
    ).toBe(true);
    expect(pl(s, 0).deck).toBe(2);
  });
});

describe('Tra Rion, Penumbra Guardian (dm09-021): tap: choose a race; at the end of the turn, untap all creatures of that race', () => {
  it("untaps both players' creatures of that race at the end of the turn", () => {
    const s = position(
      { battle: ['dm09-021', { card: FIRE, tapped: true }, { card: LAH, tapped: true }] },
      { battle: [{ card: FIRE, tapped: true }] },
      { step: 'attack' },
    );
    acts(s, 'tap Tra Rion, Penumbra Guardian (dm09-021)', 'choose race Human');
    expect(pl(s, 0).battle[1]!.tapped).toBe(true);
    act(s, 'end-turn');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, false, true]);
    expect(pl(s, 1).battle[0]!.tapped).toBe(false);
  });
});

describe("Unified Resistance (dm09-023): choose a race; until your next turn, its creatures get blocker (JA: both players' creatures)", () => {
  it("your creature of that race can block on the opponent's turn", () => {
    const s = position({ hand: ['dm09-023'], mana: M(LIGHT, 2), battle: [FIRE] }, { battle: [HORNET] });
    acts(s, 'cast Unified Resistance (dm09-023)', 'choose race Human', 'end-main', 'end-turn', 'no-charge', 'end-main');
    act(s, `attack player with ${N.hornet}`);
    expect(legal(s)).toEqual(['no-block', `block with ${N.vorg}`]);
  });
});

describe("Tekorax (dm09-024): when it enters, look at all the opponent's shields", () => {
  it('known', () => {
    const s = position({ hand: ['dm09-024'], mana: M(WATER, 5) });
    act(s, 'summon Tekorax (dm09-024)');
    expect(knows(s, 0, s.shields[1])).toBe(true);
  });
});

describe('Emperor Maroll (dm09-009): returns to hand when another creature of yours enters; a blocker of it returns to hand, no battle', () => {
  const EM = 'Emperor Maroll (dm09-009)';
  const maroll = { card: 'dm09-009', under: [TROPICO] };
  it('you summon another creature: Maroll (with the card under it) returns to your hand', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: [maroll] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(battleIds(s, 0)).toEqual([CANDY]);
    expect(pl(s, 0).hand.sort()).toEqual(['dm09-009', TROPICO].sort());
  });
  it("the opponent's creature entering does not count", () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3) }, { battle: [maroll] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(battleIds(s, 1)).toEqual(['dm09-009']);
  });
  it("blocked: the blocker returns to its owner's hand, no battle, no shield broken", () => {
    const s = position({ battle: [maroll] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${EM}`, `block with ${N.gran}`);
    expect(pl(s, 1).hand).toEqual([GRAN]);
    expect(battleIds(s, 0)).toEqual(['dm09-009']);
    expect(pl(s, 1).shields).toBe(5);
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('Scout Cluster (dm09-041): returns to your hand when you put another creature into the battle zone', () => {
  it('you summon another creature', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: ['dm09-041'] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(pl(s, 0).hand).toEqual(['dm09-041']);
  });
  it('the opponent summons: it stays', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3) }, { battle: ['dm09-041'] });
    act(s, 'summon Candy Drop (dm01-081)');
    expect(battleIds(s, 1)).toEqual(['dm09-041']);
  });
});

describe('Marching Motherboard (dm09-002): when another creature of yours with Cyber in its race enters, you may draw', () => {
  it('a Cyber Virus: yes draws', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: ['dm09-002'] });
    acts(s, 'summon Candy Drop (dm01-081)', 'yes');
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ hand: [CANDY], mana: M(WATER, 3), battle: ['dm09-002'] });
    acts(s, 'summon Candy Drop (dm01-081)', 'decline');
    expect(pl(s, 0).hand).toEqual([]);
  });
  it('a Cyber Lord counts; a non-Cyber creature does not', () => {
    const s = position({ hand: [TROPICO], mana: M(WATER, 5), battle: ['dm09-002'] });
    act(s, 'summon Tropico');
    expect(legal(s)).toContain('yes Marching Motherboard (dm09-002)');
    const t = position({ hand: [WATER], mana: M(WATER, 5), battle: ['dm09-002'] });
    act(t, `summon ${N.vehicle}`);
    expect(legal(t)).not.toContain('yes Marching Motherboard (dm09-002)');
  });
});

describe('Azaghast, Tyrant of Shadows (dm09-003): when you put a Ghost into the battle zone, you may destroy an untapped opposing creature', () => {
  const az = { card: 'dm09-003', under: ['dm01-005'] };
  it('a Ghost: choose among untapped opposing creatures only', () => {
    const s = position({ hand: [RAVEN], mana: M(DARK, 4), battle: [az] }, { battle: [LAH, { card: GRAN, tapped: true }] });
    act(s, 'summon Dark Raven, Shadow of Grief (dm01-055)');
    expect(legal(s)).toEqual(['done choosing for Azaghast, Tyrant of Shadows (dm09-003)', `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('may decline; a non-Ghost does nothing', () => {
    const s = position({ hand: [RAVEN], mana: M(DARK, 4), battle: [az] }, { battle: [LAH] });
    acts(s, 'summon Dark Raven, Shadow of Grief (dm01-055)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
    const t = position({ hand: [DARK], mana: M(DARK, 2), battle: [az] }, { battle: [LAH] });
    act(t, `summon ${N.ghoul}`);
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Vreemah, Freaky Mojo Totem (dm09-005): when you put another creature into the battle zone, each Beast Folk gets +2000 and double breaker this turn', () => {
  it("both players' Beast Folk get +2000 and double breaker until the end of the turn", () => {
    const s = position(
      { hand: [NATURE], mana: M(NATURE, 2), battle: ['dm09-005', NATURE, HORNET] },
      { battle: [NATURE], shields: M(LAH, 5) },
    );
    act(s, `summon ${N.mane}`);
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([4000, 4000, 4000, 4000]);
    expect(pl(s, 1).battle.map((b) => b.power)).toEqual([4000]);
    acts(s, 'end-main');
    actFirst(s, `attack player with ${N.mane}`);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it('a second creature entering stacks (+4000)', () => {
    const s = position({ hand: [NATURE, NATURE], mana: M(NATURE, 4), battle: ['dm09-005', NATURE] });
    actFirst(s, `summon ${N.mane}`);
    actFirst(s, `summon ${N.mane}`);
    expect(pl(s, 0).battle[1]!.power).toBe(6000);
  });
  it("the opponent's creature entering does not count", () => {
    const s = position({ hand: [NATURE], mana: M(NATURE, 2), battle: [NATURE] }, { battle: ['dm09-005'] });
    act(s, `summon ${N.mane}`);
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([2000, 2000]);
  });
});

describe('Micute, the Oracle (dm09-007): when you put a Guardian into the battle zone, you may tap an opposing creature', () => {
  it('a Guardian: tap the chosen creature', () => {
    const s = position({ hand: [LAURA], mana: M(LIGHT, 1), battle: ['dm09-007'] }, { battle: [LAH] });
    acts(s, 'summon La Ura Giga, Sky Guardian (dm01-076)', `choose ${N.lah}`);
    expect(tappedOf(s, 1, LAH)).toBe(true);
  });
  it('may decline; another race does nothing', () => {
    const s = position({ hand: [LAURA], mana: M(LIGHT, 1), battle: ['dm09-007'] }, { battle: [LAH] });
    acts(s, 'summon La Ura Giga, Sky Guardian (dm01-076)', 'done choosing');
    expect(tappedOf(s, 1, LAH)).toBe(false);
    const t = position({ hand: [LIGHT], mana: M(LIGHT, 2), battle: ['dm09-007'] }, { battle: [LAH] });
    act(t, `summon ${N.reusol}`);
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Ice Vapor, Shadow of Anguish (dm09-013): whenever the opponent casts a spell, he discards a card, then puts a mana card into his graveyard', () => {
  it('after the spell: the caster chooses a hand card, then a mana card', () => {
    const s = position({ hand: [PIT, LAH, FIRE], mana: M(DARK, 7) }, { battle: ['dm09-013', HORNET] });
    acts(s, 'cast Terror Pit', `choose ${N.hornet}`);
    expect(snap(s).toAct).toBe(0);
    expect(legal(s)).toEqual([`choose ${N.lah}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(snap(s).toAct).toBe(0);
    actFirst(s, `choose ${N.ghoul}`);
    expect(pl(s, 0).hand).toEqual([LAH]);
    expect(pl(s, 0).graveyard.sort()).toEqual([PIT, FIRE, DARK].sort());
    expect(pl(s, 0).mana.length).toBe(6);
  });
  it('an empty hand: only the mana card', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm09-013', HORNET] });
    acts(s, 'cast Terror Pit', `choose ${N.hornet}`, `choose ${N.ghoul}`);
    expect(pl(s, 0).mana.length).toBe(5);
  });
  it('its controller casting does not trigger it; summoning does not either', () => {
    const s = position({ hand: [PIT, LAH], mana: M(DARK, 6), battle: ['dm09-013'] }, { battle: [HORNET] });
    act(s, 'cast Terror Pit');
    expect(pl(s, 0).hand).toEqual([LAH]);
    const t = position({ hand: [DARK, LAH], mana: M(DARK, 2) }, { battle: ['dm09-013'] });
    act(t, `summon ${N.ghoul}`);
    expect(pl(t, 0).hand).toEqual([LAH]);
  });
});

describe('Shock Trooper Mykee (dm09-015): attacking the opponent unblocked, you may destroy an opposing creature with power 3000 or less', () => {
  const MK = 'Shock Trooper Mykee (dm09-015)';
  it('unblocked: only small opposing creatures can be chosen', () => {
    const s = position({ battle: ['dm09-015'] }, { battle: [LAH, { card: FIRE, tapped: true }] }, { step: 'attack' });
    act(s, `attack player with ${MK}`);
    expect(legal(s)).toEqual([`done choosing for ${MK}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
  });
  it('blocked: nothing', () => {
    const s = position({ battle: ['dm09-015'] }, { battle: [LAURA, FIRE] }, { step: 'attack' });
    acts(s, `attack player with ${MK}`, 'block with La Ura Giga');
    expect(battleIds(s, 1)).toContain(FIRE);
  });
  it('attacking a creature: nothing', () => {
    const s = position({ battle: ['dm09-015'] }, { battle: [{ card: WATER, tapped: true }, FIRE] }, { step: 'attack' });
    act(s, `attack ${N.vehicle} with ${MK}`);
    expect(battleIds(s, 1)).toContain(FIRE);
  });
});

describe('Cyclolink, Spectral Knight (dm09-036): attacking the opponent unblocked, you may take a spell from your deck', () => {
  it('finds a spell, shuffles', () => {
    const s = position({ battle: ['dm09-036'], deck: deckOf(PIT) }, {}, { step: 'attack' });
    act(s, 'attack player with Cyclolink, Spectral Knight (dm09-036)');
    expect(legal(s).slice(1)).toEqual(['choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
  });
  it('may take nothing', () => {
    const s = position({ battle: ['dm09-036'], deck: deckOf(PIT) }, {}, { step: 'attack' });
    acts(s, 'attack player with Cyclolink, Spectral Knight (dm09-036)', 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Cavern Raider (dm09-054): attacking the opponent unblocked, you may take a creature from your deck', () => {
  it('only creatures', () => {
    const s = position({ battle: ['dm09-054'], deck: [PIT, PIT, HORNET] }, {}, { step: 'attack' });
    act(s, 'attack player with Cavern Raider (dm09-054)');
    expect(legal(s).slice(1)).toEqual([`choose ${N.hornet}`]);
    act(s, `choose ${N.hornet}`);
    expect(pl(s, 0).hand).toEqual([HORNET]);
  });
  it('blocked: no search', () => {
    const s = position({ battle: ['dm09-054'], deck: [PIT, HORNET, HORNET] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, 'attack player with Cavern Raider (dm09-054)', `block with ${N.gran}`);
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe("Tentacle Cluster (dm09-040): attacking the opponent unblocked, you may return a creature to its owner's hand", () => {
  it('bounce any creature (its own side included)', () => {
    const s = position({ battle: ['dm09-040', HORNET] }, { battle: [LAH] }, { step: 'attack' });
    act(s, 'attack player with Tentacle Cluster (dm09-040)');
    expect(legal(s).slice(1)).toEqual(['choose Tentacle Cluster (dm09-040)', `choose ${N.hornet}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ battle: ['dm09-040'] }, { battle: [LAH] }, { step: 'attack' });
    acts(s, 'attack player with Tentacle Cluster (dm09-040)', 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Trixo, Wicked Doll (dm09-045): attacking the opponent unblocked, the opponent destroys one of his creatures', () => {
  it('the opponent chooses', () => {
    const s = position({ battle: ['dm09-045'] }, { battle: [LAH, FIRE] }, { step: 'attack' });
    act(s, 'attack player with Trixo, Wicked Doll (dm09-045)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('blocked: nothing', () => {
    const s = position({ battle: ['dm09-045'] }, { battle: [GRAN, FIRE] }, { step: 'attack' });
    acts(s, 'attack player with Trixo, Wicked Doll (dm09-045)', `block with ${N.gran}`);
    expect(battleIds(s, 1)).toEqual([GRAN, FIRE]);
  });
});

describe('Quakesaur (dm09-048): attacking the opponent unblocked, the opponent puts a mana card into his graveyard', () => {
  it('the opponent chooses', () => {
    const s = position({ battle: ['dm09-048'] }, { mana: [LAH, FIRE] }, { step: 'attack' });
    act(s, 'attack player with Quakesaur (dm09-048)');
    expect(snap(s).toAct).toBe(1);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([LAH]);
  });
  it('blocked: nothing', () => {
    const s = position({ battle: ['dm09-048'] }, { battle: [GRAN], mana: [LAH, FIRE] }, { step: 'attack' });
    acts(s, 'attack player with Quakesaur (dm09-048)', `block with ${N.gran}`);
    expect(pl(s, 1).mana.length).toBe(2);
  });
});

describe('Stratosphere Giant (dm09-s05): when it enters, the opponent puts up to 2 creatures from his hand into the battle zone', () => {
  const SG = 'Stratosphere Giant (dm09-s05)';
  it('two creatures enter', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [LAH, FIRE, PIT] });
    act(s, `summon ${SG}`);
    expect(snap(s).toAct).toBe(1);
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(battleIds(s, 1).sort()).toEqual([LAH, FIRE].sort());
    expect(pl(s, 1).hand).toEqual([PIT]);
  });
  it('one, or none', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [LAH, FIRE] });
    acts(s, `summon ${SG}`, `choose ${N.lah}`, 'done choosing');
    expect(battleIds(s, 1)).toEqual([LAH]);
    const t = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [LAH, FIRE] });
    acts(t, `summon ${SG}`, 'done choosing');
    expect(battleIds(t, 1)).toEqual([]);
  });
  it('an evolution cannot go on a creature entering at the same time', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [JABAHA, BOLTAIL] });
    act(s, `summon ${SG}`);
    expect(legal(s)).toEqual([`done choosing for ${SG}`, `choose ${N.boltail}`]);
    act(s, `choose ${N.boltail}`);
    expect(battleIds(s, 1)).toEqual([BOLTAIL]);
    expect(pl(s, 1).hand).toEqual([JABAHA]);
  });
  it('an evolution on an existing source, together with another creature', () => {
    const s = position({ hand: ['dm09-s05'], mana: M(NATURE, 8) }, { hand: [JABAHA, LAH], battle: [BOLTAIL] });
    acts(s, `summon ${SG}`, `choose ${JABAHA_N}`, `choose ${N.lah}`);
    expect(pl(s, 1).battle.map((b) => [b.id, b.under])).toEqual([
      [JABAHA, [BOLTAIL]],
      [LAH, []],
    ]);
  });
});

describe('Simian Warrior Grash (dm09-016): whenever one of your Armorloids is destroyed, the opponent puts a mana card into his graveyard', () => {
  const URH = 'dm01-061'; // Armored Walker Urherion (fire Armorloid 3000)
  it('another Armorloid of yours: the opponent chooses', () => {
    const s = position({ hand: [PIT], mana: [...M(DARK, 6), LAH] }, { battle: ['dm09-016', URH] });
    acts(s, 'cast Terror Pit', 'choose Armored Walker Urherion');
    expect(snap(s).toAct).toBe(0);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 0).graveyard.sort()).toEqual([PIT, LAH].sort());
  });
  it('Grash itself', () => {
    const s = position({ hand: [PIT], mana: [...M(DARK, 6), LAH] }, { battle: ['dm09-016', URH] });
    acts(s, 'cast Terror Pit', 'choose Simian Warrior Grash', `choose ${N.lah}`);
    expect(pl(s, 0).mana.length).toBe(6);
  });
  it('destroyed together with another Armorloid: once, for itself (603.5c)', () => {
    const s = position({ hand: ['dm09-017'], mana: [...M(FIRE, 6), LAH, WATER] }, { battle: ['dm09-016', URH] });
    act(s, 'cast Blizzard of Spears');
    act(s, `choose ${N.lah}`);
    expect(pl(s, 0).mana.length).toBe(7);
    expect(legal(s)[0]).toBe('end-main');
  });
  it("a non-Armorloid of yours, or the opponent's Armorloid: nothing", () => {
    const s = position({ hand: [PIT], mana: [...M(DARK, 6), LAH] }, { battle: ['dm09-016', HORNET] });
    acts(s, 'cast Terror Pit', `choose ${N.hornet}`);
    expect(pl(s, 0).mana.length).toBe(7);
    // P1 (Grash's controller) destroys P0's Armorloid
    const t = position({ battle: [URH], mana: [LAH] }, { hand: [PIT], mana: M(DARK, 6), battle: ['dm09-016'] }, { activePlayer: 1 });
    act(t, 'cast Terror Pit');
    expect(pl(t, 0).graveyard).toEqual([URH]);
    expect(pl(t, 0).mana.length).toBe(1);
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Submarine Project (dm09-026): look at the top 4, one to your hand, the rest on the bottom in any order', () => {
  it('one to hand, the rest to the bottom in the order picked (the last picked at the very bottom)', () => {
    const s = position({ hand: ['dm09-026'], mana: M(WATER, 3), deck: SIX });
    act(s, 'cast Submarine Project');
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.hornet}`, `choose ${N.lah}`, 'choose Terror Pit (dm01-027)']);
    act(s, 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
    expect(legal(s)).toEqual([`choose ${N.vorg}`, `choose ${N.hornet}`, `choose ${N.lah}`]);
    acts(s, `choose ${N.hornet}`, `choose ${N.lah}`); // the last one needs no decision
    expect(libIds(s, 0)).toEqual([WATER, DARK, HORNET, LAH, FIRE]);
    expect(legal(s)[0]).toBe('end-main');
  });
  it('a short deck: what there is', () => {
    const s = position({ hand: ['dm09-026'], mana: M(WATER, 3), deck: [PIT, LAH] });
    acts(s, 'cast Submarine Project', `choose ${N.lah}`);
    expect(pl(s, 0).hand).toEqual([LAH]);
    expect(libIds(s, 0)).toEqual([PIT]);
  });
});

for (const [id, name] of [
  ['dm09-010', 'Zeppelin Crawler'],
  ['dm09-042', 'Kelp Candle'],
] as const) {
  describe(`${name} (${id}): whenever it blocks, look at the top 4, one to your hand, the rest on the bottom in any order`, () => {
    it("blocks: the blocker's controller picks", () => {
      const s = position({ battle: [id], deck: SIX }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
      acts(s, `attack player with ${N.hornet}`, `block with ${name} (${id})`);
      expect(snap(s).toAct).toBe(0);
      acts(s, `choose ${N.lah}`, `choose ${N.vorg}`, `choose ${N.hornet}`);
      expect(pl(s, 0).hand).toEqual([LAH]);
      expect(libIds(s, 0)).toEqual([WATER, DARK, FIRE, HORNET, PIT]);
    });
    it('not blocking: nothing', () => {
      const s = position({ battle: [id], deck: SIX }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
      acts(s, `attack player with ${N.hornet}`, 'no-block');
      expect(pl(s, 0).hand).toEqual([]);
      expect(libIds(s, 0)).toEqual(SIX);
    });
    it("can't attack", () => {
      expect(legal(position({ battle: [id] }, {}, { step: 'attack' }))).toEqual(['end-turn']);
    });
  });
}

describe('Zombie Carnival (dm09-047): choose a race; return up to 3 creatures of that race from your graveyard', () => {
  const ZC = 'cast Zombie Carnival (dm09-047)';
  const NIGHT = 'Night Master, Shadow of Decay (dm01-023)';
  it('after the first pick only creatures sharing its race remain', () => {
    const s = position({ hand: ['dm09-047'], mana: M(DARK, 5), graveyard: [RAVEN, DARK, 'dm01-023', 'dm01-054', PIT] });
    act(s, ZC);
    expect(legal(s).length).toBe(5); // done + 4 creatures (not the spell)
    act(s, 'choose Dark Raven');
    expect(legal(s).slice(1).sort()).toEqual([`choose ${NIGHT}`, 'choose Masked Horror, Shadow of Scorn (dm01-054)'].sort());
    acts(s, `choose ${NIGHT}`, 'choose Masked Horror');
    expect(pl(s, 0).hand.sort()).toEqual([RAVEN, 'dm01-023', 'dm01-054'].sort());
    expect(pl(s, 0).graveyard.sort()).toEqual([DARK, PIT, 'dm09-047'].sort());
  });
  it('a race only one creature has: just that one', () => {
    const s = position({ hand: ['dm09-047'], mana: M(DARK, 5), graveyard: [RAVEN, DARK] });
    acts(s, ZC, `choose ${N.ghoul}`);
    expect(pl(s, 0).hand).toEqual([DARK]);
  });
  it('may return none', () => {
    const s = position({ hand: ['dm09-047'], mana: M(DARK, 5), graveyard: [RAVEN] });
    acts(s, ZC, 'done choosing');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Dance of the Sproutlings (dm09-055): choose a race; put any number of creatures of that race from your hand into your mana zone', () => {
  const DS = 'cast Dance of the Sproutlings (dm09-055)';
  it('Beast Folk only once a Beast Folk is picked', () => {
    const s = position({ hand: ['dm09-055', NATURE, 'dm01-103', HORNET, PIT], mana: M(NATURE, 3) });
    act(s, DS);
    act(s, `choose ${N.mane}`);
    expect(legal(s).slice(1)).toEqual(['choose Fear Fang (dm01-103)']);
    act(s, 'choose Fear Fang');
    expect(pl(s, 0).hand.sort()).toEqual([HORNET, PIT].sort());
    expect(pl(s, 0).mana.length).toBe(5);
  });
  it('may put none', () => {
    const s = position({ hand: ['dm09-055', NATURE], mana: M(NATURE, 3) });
    acts(s, DS, 'done choosing');
    expect(pl(s, 0).hand).toEqual([NATURE]);
  });
});

describe('Kalute, Vizier of Eternity (dm09-038): if another Kalute is in the battle zone, it returns to your hand instead of going to the graveyard', () => {
  const K = 'dm09-038';
  it('alone: destroyed', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [K] });
    act(s, 'cast Terror Pit');
    expect(pl(s, 1).graveyard).toEqual([K]);
  });
  it('with another Kalute of yours: to your hand', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [K, K] });
    actFirst(s, 'cast Terror Pit');
    actFirst(s, 'choose Kalute');
    expect(pl(s, 1).hand).toEqual([K]);
    expect(battleIds(s, 1)).toEqual([K]);
    expect(pl(s, 1).graveyard).toEqual([]);
  });
  it("the opponent's Kalute counts too", () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [K] }, { battle: [K] });
    act(s, 'cast Terror Pit');
    expect(pl(s, 1).hand).toEqual([K]);
  });
  it('two destroyed together: both return (609.2)', () => {
    const s = position({ hand: ['dm09-017'], mana: M(FIRE, 6) }, { battle: [K, K, HORNET] });
    act(s, 'cast Blizzard of Spears');
    expect(pl(s, 1).hand).toEqual([K, K]);
    expect(pl(s, 1).graveyard).toEqual([HORNET]);
  });
});
