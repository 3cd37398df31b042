// Static abilities and triggers of the last DM-06..DM-12 cards: evolution sources and entering tapped,
// attack targets (restricted, forced), effects the opponent can't apply, crew breaker, breaks by an effect, and
// the triggers "whenever a player casts a spell", "whenever one of your <race> blocks / isn't blocked".
import { describe, expect, it } from 'vitest';
import { act, acts, BOLTAIL, DARK, GRASS, LAH, legal, M, N, pl, position, SEAMINE, WATER } from './helpers.js';

const AQUA_VEHICLE = 'dm01-083'; // water Liquid People 1000
const CRYSTAL_LANCER = 'dm02-024'; // evolution (Liquid People), 6 water
const LU_GILA = 'dm06-001';
const TOTEM = 'dm06-038'; // Forbidding Totem (nature 4000, Mystery Totem)
const JIGGLY = 'dm10-105'; // Jiggly Totem (nature 1000, Mystery Totem)
const BAZOOKA = 'dm06-054';
const FIRE_VORG = 'dm01-097';
const INNOCENT = 'dm06-069'; // Innocent Hunter, Blade of All (nature Beast Folk 1000)
const JAMMING = 'dm07-008'; // Justice Jamming (light spell 3)
const ULEX = 'dm10-066'; // Ulex, the Dauntless (darkness/fire 3000)
const ULTIMATE = 'dm10-s06'; // Ultimate Dragon (fire Armored Dragon 5000)
const SOL_GALLA = 'dm08-038';
const FUNKY = 'dm12-041';
const LIGHTS = (n: number) => M('dm01-075', n);

describe('evolution sources and entering (801.1)', () => {
  it("Lu Gila: while it is in the battle zone, an evolution creature (either player's) enters tapped", () => {
    const s = position({ hand: [CRYSTAL_LANCER], mana: M(WATER, 6), battle: [AQUA_VEHICLE] }, { battle: [LU_GILA] });
    act(s, `evolve Crystal Lancer (${CRYSTAL_LANCER}) onto Aqua Vehicle (${AQUA_VEHICLE})`);
    expect(pl(s, 0).battle[0]).toMatchObject({ id: CRYSTAL_LANCER, tapped: true });
  });
  it("without Lu Gila the evolution keeps its untapped source's state (801.2)", () => {
    const s = position({ hand: [CRYSTAL_LANCER], mana: M(WATER, 6), battle: [AQUA_VEHICLE] });
    act(s, `evolve Crystal Lancer (${CRYSTAL_LANCER}) onto Aqua Vehicle (${AQUA_VEHICLE})`);
    expect(pl(s, 0).battle[0]).toMatchObject({ id: CRYSTAL_LANCER, tapped: false });
  });
  it('Innocent Hunter is a source for an evolution of any race; a vanilla Beast Folk is not', () => {
    const s = position({ hand: [CRYSTAL_LANCER], mana: M(WATER, 6), battle: [INNOCENT, 'dm01-108'] });
    expect(legal(s).filter((a) => a.startsWith('evolve'))).toEqual([
      `evolve Crystal Lancer (${CRYSTAL_LANCER}) onto Innocent Hunter, Blade of All (${INNOCENT})`,
    ]);
    act(s, `evolve Crystal Lancer (${CRYSTAL_LANCER}) onto Innocent Hunter, Blade of All (${INNOCENT})`);
    expect(pl(s, 0).battle.find((b) => b.id === CRYSTAL_LANCER)!.under).toEqual([INNOCENT]);
  });
});

describe('attack targets (505.2, 506.1)', () => {
  it('Bazooka Mutant can attack only creatures that have blocker (and never players)', () => {
    const s = position(
      { battle: [BAZOOKA] },
      {
        battle: [
          { card: GRASS, tapped: true },
          { card: LAH, tapped: true },
        ],
      },
      { step: 'attack' },
    );
    expect(legal(s).filter((a) => a.startsWith('attack'))).toEqual([`attack Emerald Grass (${GRASS}) with Bazooka Mutant (${BAZOOKA})`]);
  });
  it('Forbidding Totem: an attacker able to attack a Mystery Totem must attack one; the others attack freely', () => {
    const s = position(
      { battle: ['dm01-097', BAZOOKA] },
      {
        battle: [
          { card: TOTEM, tapped: true },
          { card: GRASS, tapped: true },
        ],
      },
      { step: 'attack' },
    );
    const attacks = legal(s).filter((a) => a.startsWith('attack'));
    // Vorg can attack the tapped Totem: that is its only attack. Bazooka Mutant can't attack the Totem (no blocker).
    expect(attacks).toEqual([
      `attack Forbidding Totem (${TOTEM}) with ${N.vorg}`,
      `attack Emerald Grass (${GRASS}) with Bazooka Mutant (${BAZOOKA})`,
    ]);
  });
  it("Forbidding Totem: an untapped Totem can't be attacked, so the attacker is free", () => {
    const s = position({ battle: ['dm01-097'] }, { battle: [TOTEM, { card: LAH, tapped: true }] }, { step: 'attack' });
    expect(legal(s).filter((a) => a.startsWith('attack'))).toEqual([`attack player with ${N.vorg}`, `attack ${N.lah} with ${N.vorg}`]);
  });
  it("Forbidding Totem binds only its controller's opponent; any Mystery Totem is a forced target", () => {
    const own = position({ battle: [TOTEM, 'dm01-097'] }, { battle: [{ card: JIGGLY, tapped: true }] }, { step: 'attack' });
    expect(legal(own)).toContain(`attack player with ${N.vorg}`);
    const theirs = position({ battle: ['dm01-097'] }, { battle: [TOTEM, { card: JIGGLY, tapped: true }] }, { step: 'attack' });
    expect(legal(theirs).filter((a) => a.startsWith('attack'))).toEqual([`attack Jiggly Totem (${JIGGLY}) with ${N.vorg}`]);
  });
});

describe('attacks on a player barred or allowed by effects (506.1a, 608.2a)', () => {
  const CLOWN = 'dm01-026'; // Dark Clown: "This creature can't attack."
  const NARIEL = 'dm08-008'; // Nariel, the Oracle: "Creatures that have power 3000 or more can't attack."
  it('a player-wide "creatures of a civilization can\'t attack you" covers creatures that enter later, not attacks on creatures, and ends at the start of your next turn', () => {
    const s = position(
      { hand: ['dm11-005'], mana: ['dm01-075', 'dm01-108', ...M('dm01-075', 3)], battle: [{ card: 'dm01-066', tapped: true }] },
      {
        battle: [
          { card: 'dm01-097', sick: false },
          { card: 'dm01-108', sick: false },
        ],
        hand: [],
        mana: M('dm01-097', 3),
      },
    );
    acts(s, 'cast Miraculous Truce (dm11-005)', 'choose civilization fire', 'end-main', 'end-turn', 'no-charge', 'end-main');
    expect(legal(s)).toEqual([
      'end-turn',
      `attack ${N.hornet} with ${N.vorg}`,
      `attack player with ${N.mane}`,
      `attack ${N.hornet} with ${N.mane}`,
    ]);
    acts(s, 'end-turn', 'no-charge', 'end-main', 'end-turn', 'no-charge', 'end-main');
    expect(legal(s)).toContain(`attack player with ${N.vorg}`); // P0's turn began: the effect is over
  });
  it('a granted "ignore this creature\'s own can\'t-attack text" (Miracle Portal, JA) lifts that text only', () => {
    const s = position({ battle: [{ card: CLOWN, sick: false }], hand: ['dm07-039'], mana: M('dm01-075', 4) });
    acts(s, 'cast Miracle Portal (dm07-039)', 'end-main');
    expect(legal(s)).toEqual(['end-turn', 'attack player with Dark Clown (dm01-026)']); // a player only: creatures stay barred
    const sick = position({ battle: [{ card: CLOWN, sick: true }], hand: ['dm07-039'], mana: M('dm01-075', 4) });
    acts(sick, 'cast Miracle Portal (dm07-039)', 'end-main');
    expect(legal(sick)).toEqual(['end-turn']); // 301.5: summoning sickness still holds
    const other = position(
      { battle: [{ card: 'dm01-001', sick: false }], hand: ['dm07-039'], mana: M('dm01-075', 4) },
      { battle: [NARIEL] },
    );
    acts(other, 'cast Miracle Portal (dm07-039)', 'end-main');
    expect(legal(other)).toEqual(['end-turn']); // Nariel's "can't attack" is another card's effect
  });
});

describe('a race gained by an effect (203.2)', () => {
  it('a Dragonoid that "becomes a Dragon" this turn is a Dragon to every Dragon reference (Misha: can\'t be attacked by Dragons), until the end of the turn', () => {
    const CURATOPS = 'Cavalry General Curatops (dm02-031)'; // fire Dragonoid 2000
    const s = position(
      { battle: [{ card: 'dm02-031', sick: false }], hand: ['dm08-017'], mana: M('dm01-097', 4) },
      { battle: [{ card: 'dm08-036', tapped: true }] },
    );
    act(s, 'end-main');
    expect(legal(s)).toContain(`attack Misha, Channeler of Suns (dm08-036) with ${CURATOPS}`);
    const t = position(
      { battle: [{ card: 'dm02-031', sick: false }], hand: ['dm08-017'], mana: M('dm01-097', 4) },
      { battle: [{ card: 'dm08-036', tapped: true }] },
    );
    acts(t, 'cast Furious Onslaught (dm08-017)', 'end-main');
    expect(legal(t)).toEqual(['end-turn', `attack player with ${CURATOPS}`]);
    acts(t, 'end-turn');
    expect(t.mods).toHaveLength(0); // the effect ended with the turn (511.2)
  });
});

describe('an attack forced onto a creature (506.1b): Bodacious Giant', () => {
  const GIANT = 'Bodacious Giant (dm10-s07)';
  it("while it is tapped in the opponent's turn, each of his creatures able to attack it must, until it has been attacked", () => {
    const s = position(
      { battle: [{ card: 'dm10-s07', tapped: true }] },
      {
        battle: [
          { card: 'dm01-097', sick: false },
          { card: 'dm01-066', sick: false },
        ],
      },
      { step: 'attack', activePlayer: 1 },
    );
    expect(legal(s)).toEqual([`attack ${GIANT} with ${N.vorg}`, `attack ${GIANT} with ${N.hornet}`]); // no end-turn
    act(s, `attack ${GIANT} with ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual(['dm01-097']);
    expect(legal(s)).toEqual(['end-turn', `attack player with ${N.hornet}`, `attack ${GIANT} with ${N.hornet}`]);
  });
  it('untapped, it lures nothing', () => {
    const s = position({ battle: ['dm10-s07'] }, { battle: [{ card: 'dm01-097', sick: false }] }, { step: 'attack', activePlayer: 1 });
    expect(legal(s)).toEqual(['end-turn', `attack player with ${N.vorg}`]);
  });
});

describe('a block forced by an effect (507.1b)', () => {
  const WRANGLER = 'dm09-018'; // Storm Wrangler: the creature it chooses blocks it if able; no other may
  it('the chosen creature must block (no "no block"); the other blocker may not', () => {
    const s = position({ battle: [{ card: WRANGLER, under: ['dm01-108'] }] }, { battle: [SEAMINE, GRASS] }, { step: 'attack' });
    acts(s, 'attack player with Storm Wrangler', `choose ${N.seamine}`);
    expect(legal(s)).toEqual([`block with ${N.seamine}`]);
  });
  it("a chosen creature that is tapped can't block: then nothing blocks", () => {
    const s = position(
      { battle: [{ card: WRANGLER, under: ['dm01-108'] }] },
      { battle: [{ card: SEAMINE, tapped: true }, GRASS] },
      { step: 'attack' },
    );
    acts(s, 'attack player with Storm Wrangler', `choose ${N.seamine}`);
    expect(legal(s)[0]).toBe('break shield 1');
  });
});

describe("effects a player can't apply (Ulex, the Dauntless)", () => {
  it("the opponent's tap effect leaves Ulex untapped; its controller's own tap effect taps it", () => {
    const s = position({ hand: [JAMMING, JAMMING], mana: LIGHTS(6), battle: [ULEX] }, { battle: [ULEX, DARK] });
    acts(s, `cast Justice Jamming (${JAMMING})`, 'choose civilization darkness');
    expect(pl(s, 1).battle.map((b) => [b.id, b.tapped])).toEqual([
      [ULEX, false],
      [DARK, true],
    ]);
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
  });
});

describe('breakers', () => {
  it("Crew breaker: Dragon: one shield plus one for each of your other Dragons (and not the opponent's)", () => {
    const s = position({ battle: [ULTIMATE, BOLTAIL, BOLTAIL] }, { battle: [{ card: BOLTAIL, tapped: true }] }, { step: 'attack' });
    act(s, `attack player with Ultimate Dragon (${ULTIMATE})`);
    acts(s, 'break shield 1', 'break shield 2', 'break shield 3');
    expect(pl(s, 1).shields).toBe(2);
  });
});

describe('triggers of any creature (603)', () => {
  it('"whenever a player casts a spell": after either player\'s spell is done, +3000 until the end of the turn', () => {
    const s = position({ hand: [JAMMING], mana: LIGHTS(3) }, { battle: [SOL_GALLA] });
    expect(pl(s, 1).battle[0]!.power).toBe(1000);
    act(s, `cast Justice Jamming (${JAMMING})`);
    act(s, 'choose civilization darkness');
    expect(pl(s, 1).battle[0]!.power).toBe(4000);
    act(s, 'end-main');
    act(s, 'end-turn');
    expect(pl(s, 1).battle[0]!.power).toBe(1000);
  });
  it('"each player may": the controller declining does not stop the opponent\'s draw', () => {
    const s = position({ hand: [FUNKY], mana: M(WATER, 4) });
    act(s, `summon Funky Wizard (${FUNKY})`);
    act(s, `decline Funky Wizard (${FUNKY})`);
    act(s, `yes Funky Wizard (${FUNKY})`);
    expect(pl(s, 0).hand).toEqual([]);
    expect(pl(s, 1).hand).toHaveLength(1);
  });
});

describe('"this turn" effects (603.6a, 511.2)', () => {
  it('a "whenever you summon" watcher created by a spell sees only the summons after it, and ends with the turn', () => {
    const s = position({
      hand: [FIRE_VORG, FIRE_VORG, 'dm11-035'],
      mana: ['dm01-075', 'dm01-108', ...M(FIRE_VORG, 5)],
      deck: [...M(LAH, 4), FIRE_VORG, FIRE_VORG, ...M(LAH, 4)],
    });
    act(s, `summon ${N.vorg}`);
    expect(pl(s, 0).battle).toHaveLength(1); // before the spell: nothing
    acts(s, 'cast Live and Breathe (dm11-035)', `summon ${N.vorg}`, `choose ${N.vorg}`);
    expect(pl(s, 0).battle).toHaveLength(3);
    expect(s.turnWatch).toHaveLength(1);
    acts(s, 'end-main', 'end-turn');
    expect(s.turnWatch).toHaveLength(0);
  });
  it('a "whenever one of the opponent\'s creatures is destroyed this turn" watcher triggers once for each, not for yours (603.2b)', () => {
    // Slash and Burn: Boltail (9000) attacks a tapped Gran Gure (9000): both are destroyed; only Gran Gure is the opponent's.
    const s = position(
      { hand: ['dm11-033'], mana: [DARK, 'dm01-097', 'dm01-097', 'dm01-097'], battle: [{ card: BOLTAIL, sick: false }] },
      { battle: [{ card: 'dm01-001', tapped: true }], mana: ['dm01-108', 'dm01-075'] },
    );
    acts(s, 'cast Slash and Burn (dm11-033)', 'end-main', 'attack Gran Gure');
    expect(pl(s, 0).graveyard).toContain(BOLTAIL);
    expect(legal(s)).toEqual(['choose Burning Mane (dm01-108)', 'choose Reusol, the Oracle (dm01-075)']); // P1 chooses
    acts(s, 'choose Burning Mane', 'choose shield 1 of P1');
    expect(pl(s, 1).mana).toHaveLength(1);
    expect(pl(s, 1).shields).toBe(4);
    expect(legal(s)).toEqual(['end-turn']); // once: Boltail's destruction is not the opponent's
  });
  it('shields broken this turn are counted from the start of the turn, whatever broke them (Brutal Charge, JA)', () => {
    const s = position(
      { battle: [{ card: 'dm10-092', tapped: true }], hand: ['dm05-020'], mana: M('dm01-108', 2) },
      {},
      { step: 'attack', activePlayer: 1 },
    );
    act(s, 'end-turn');
    acts(s, 'silent-skill Venom Capsule (dm10-092)', 'done: untap the rest', 'choose shield 1 of P1');
    expect(s.shieldsBroken).toEqual([0, 1]);
    acts(s, 'no-charge', 'cast Brutal Charge (dm05-020)', 'end-main', 'end-turn', `choose ${N.lah}`);
    expect(pl(s, 0).hand).toEqual([LAH, LAH]); // the card drawn this turn, and the one found
    expect(s.shieldsBroken).toEqual([0, 0]);
  });
});
