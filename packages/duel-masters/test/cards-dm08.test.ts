// Per-card tests for the DM-08 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import {
  act,
  actFirst,
  acts,
  battleIds,
  BOLTAIL,
  DARK,
  deckOf,
  FIRE,
  GRAN,
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
  power,
  SEAMINE,
  snap,
  WATER,
} from './helpers.js';
import { type DMState } from '../src/state.js';

// ---------------------------------------------------------------- DM-05 (beyond the decklists)

const FILLER_DECK = (...top: string[]) => [...top, ...M(LAH, 8)];

/** P0 breaks a shield with Vorg first (turbo rush on for P0's other creatures). */
function afterVorgBreaks(p0: Parameters<typeof position>[0], p1: Parameters<typeof position>[1] = {}): DMState {
  const s = position({ ...p0, battle: [FIRE, ...(p0.battle ?? [])] }, p1, { step: 'attack' });
  acts(s, `attack player with ${N.vorg}`, 'break shield 1');
  return s;
}

// ---------------------------------------------------------------- looking at hidden cards (the looker then knows them)

/** Does player `p` know every card of `cards` (instances)? */
const knows = (s: DMState, p: number, cards: readonly number[]) => cards.every((i) => ((s.known[i] ?? 0) & (1 << p)) !== 0);

const tappedOf = (s: DMState, p: number, id: string) => pl(s, p).battle.find((b) => b.id === id)!.tapped;

const JABAHA = 'dm03-004'; // Überdragon Jabaha (fire evolution Armored Dragon, cost 7): evolves from an Armored Dragon

const JABAHA_N = 'Überdragon Jabaha (dm03-004)';

/** Player 1 casts Terror Pit on P0's creature `id` (P0 has `p0`). */
function pitted(id: string, p0: Parameters<typeof position>[0]): DMState {
  const s = position({ ...p0, battle: [id, ...(p0.battle ?? [])] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
  act(s, 'cast Terror Pit');
  if (legal(s).some((a) => a.startsWith('choose') && a.includes('Kyrstron'))) act(s, 'choose Kyrstron');
  return s;
}

describe('Nastasha, Channeler of Suns (dm08-s01): when one of your shields would be broken, you may put it into your graveyard instead (JA)', () => {
  it('two Nastashas save both shields of a double break', () => {
    const s = position({ battle: [BOLTAIL] }, { battle: ['dm08-s01', 'dm08-s01'], shields: M(LAH, 3) }, { step: 'attack' });
    acts(s, 'attack player with Boltail Dragon (dm03-015)', 'break shield 1', 'break shield 2');
    act(s, 'put Nastasha, Channeler of Suns (dm08-s01) #1 into the graveyard instead of shield 1 of 2 being broken');
    act(s, 'put Nastasha, Channeler of Suns (dm08-s01) into the graveyard instead of shield 2 of 2 being broken');
    expect(pl(s, 1).shields).toBe(3);
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard).toEqual(['dm08-s01', 'dm08-s01']);
  });
});

describe('Quixotic Hero Swine Snout (dm08-055): +3000 until end of turn whenever another creature enters', () => {
  it('counts every other creature, either side; ends with the turn', () => {
    const s = position({ hand: [FIRE, 'dm01-075'], mana: [...M(FIRE, 2), ...M(LIGHT, 2)], battle: ['dm08-055'] });
    act(s, `summon ${N.vorg}`);
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
    act(s, `summon ${N.reusol}`);
    expect(pl(s, 0).battle[0]!.power).toBe(7000);
    acts(s, 'end-main', 'end-turn');
    expect(pl(s, 0).battle[0]!.power).toBe(1000);
  });
  it('an opposing creature entering (S-Trigger summon) counts too', () => {
    const s = position({ battle: ['dm08-055', FIRE] }, { shields: ['dm05-024', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Aqua Surfer', 'done choosing');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
  });
});

describe('Überdragon Bajula (dm08-s04): when it attacks, up to 2 opposing mana cards go to the graveyard', () => {
  it('evolves on a Dragon and burns two mana cards on attack', () => {
    const s = position({ hand: ['dm08-s04'], mana: M(FIRE, 7), battle: [BOLTAIL] }, { mana: [LAH, WATER, FIRE] });
    act(s, `evolve Überdragon Bajula (dm08-s04) onto ${N.boltail}`);
    act(s, 'end-main');
    act(s, 'attack player with Überdragon Bajula (dm08-s04)');
    expect(legal(s)[0]).toBe('done choosing for Überdragon Bajula (dm08-s04)');
    acts(s, `choose ${N.lah}`, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([LAH, FIRE]);
    expect(pl(s, 1).mana.map((m) => m.id)).toEqual([WATER]);
  });
  it('may choose none', () => {
    const s = position({ battle: [{ card: 'dm08-s04', under: [BOLTAIL] }] }, { mana: [LAH] }, { step: 'attack' });
    acts(s, 'attack player with Überdragon Bajula (dm08-s04)', 'done choosing');
    expect(pl(s, 1).mana.length).toBe(1);
  });
  // Was an engine bug (hasRace matched "Dragonoid"); fixed in cards.ts (203.2: the word Dragon).
  it("can't evolve onto a Dragonoid (203.2: Dragonoid is not a Dragon)", () => {
    const s = position({ hand: ['dm08-s04'], mana: M(FIRE, 7), battle: ['dm01-095'] });
    expect(legal(s).some((a) => a.startsWith('evolve'))).toBe(false);
  });
});

// ---------------------------------------------------------------- DM-08 (beyond the decklists)

describe('Emperor Quazla (dm08-s02): whenever the opponent uses an S-Trigger, draw up to 2 cards', () => {
  it('draws one, then stops', () => {
    const s = position({ battle: [FIRE, { card: 'dm08-s02', under: [WATER] }] }, { shields: ['dm01-015', LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Holy Awe (dm01-015)');
    const deckBefore = pl(s, 0).deck;
    acts(s, 'yes draw a card for Emperor Quazla (dm08-s02)', 'decline further draws for Emperor Quazla (dm08-s02)');
    expect(pl(s, 0).deck).toBe(deckBefore - 1);
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
});

describe('Super Necrodragon Abzo Dolba (dm08-s03): +2000 per creature in your graveyard', () => {
  it('two creatures (not the spell): 15000', () => {
    const s = position({ battle: [{ card: 'dm08-s03', under: [BOLTAIL] }], graveyard: [FIRE, PIT, LAH] });
    expect(pl(s, 0).battle[0]!.power).toBe(15000);
  });
});

describe('Super Terradragon Bailas Gale (dm08-s05): your S-Trigger spells return to your hand instead of the graveyard', () => {
  it('the S-Trigger spell resolves, then returns to the hand', () => {
    const bailas = { card: 'dm08-s05', under: [BOLTAIL] };
    const s = position(
      { battle: [FIRE, HORNET] },
      { battle: [bailas], shields: [PIT, LAH], hand: [PIT], mana: M(DARK, 6) },
      { step: 'attack' },
    );
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'trigger Terror Pit (dm01-027)', `choose ${N.vorg}`);
    expect(battleIds(s, 0)).toEqual([HORNET]);
    expect(pl(s, 1).hand).toEqual([PIT, PIT]);
    expect(pl(s, 1).graveyard).toEqual([]);
  });
  it("without it, the S-Trigger spell goes to the graveyard; the opponent's S-Triggers are not affected", () => {
    const s = position({ battle: [FIRE, { card: 'dm08-s05', under: [BOLTAIL] }] }, { shields: [PIT, LAH] }, { step: 'attack' });
    acts(
      s,
      `attack player with ${N.vorg}`,
      'break shield 1',
      'trigger Terror Pit (dm01-027)',
      'choose Super Terradragon Bailas Gale (dm08-s05)',
    );
    expect(pl(s, 1).graveyard).toEqual([PIT]);
  });
});

describe('Kuukai, Finder of Karma (dm08-001): whenever it blocks, it untaps after the battle', () => {
  it('blocks and wins: untapped again', () => {
    const s = position({ battle: [HORNET] }, { battle: [{ card: 'dm08-001', under: ['dm05-021'] }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'block with Kuukai, Finder of Karma (dm08-001)');
    expect(pl(s, 1).battle).toMatchObject([{ id: 'dm08-001', tapped: false }]);
    expect(pl(s, 0).graveyard).toEqual([HORNET]);
  });
  it("can't attack players", () => {
    const s = position({ battle: [{ card: 'dm08-001', under: ['dm05-021'] }] }, {}, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('Aqua Ranger (dm08-002): when it would be destroyed, it goes to your hand instead', () => {
  it('to hand', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm08-002'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).hand).toEqual(['dm08-002']);
  });
});

describe('Megaria, Empress of Dread (dm08-003): every creature has slayer', () => {
  it('a loser takes the winner with it, on both sides', () => {
    const s = position({ battle: [FIRE] }, { battle: ['dm08-003', { card: LAH, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${N.lah} with ${N.vorg}`);
    expect(battleIds(s, 1)).toEqual(['dm08-003']);
    expect(battleIds(s, 0)).toEqual([]);
  });
});

describe("Nariel, the Oracle (dm08-008): creatures with power 3000 or more can't attack", () => {
  it('only small ones attack (either side)', () => {
    const s = position({ battle: [LAH, FIRE] }, { battle: ['dm08-008'] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', `attack player with ${N.vorg}`]);
  });
});

describe('Aqua Grappler (dm08-009): when it attacks, you may draw per other tapped creature of yours', () => {
  it('two tapped others: 2 cards', () => {
    const s = position({ battle: ['dm08-009', { card: FIRE, tapped: true }, { card: LAH, tapped: true }, NATURE] }, {}, { step: 'attack' });
    acts(s, 'attack player with Aqua Grappler (dm08-009)', 'yes');
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe("Marine Scramble (dm08-011): your creatures can't be blocked this turn", () => {
  it('no block', () => {
    const s = position({ hand: ['dm08-011'], mana: M(WATER, 7), battle: [FIRE] }, { battle: [SEAMINE] });
    acts(s, 'cast Marine Scramble (dm08-011)', 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Necrodragon Galbazeek (dm08-012): when it attacks, one of your shields goes to your graveyard', () => {
  it('you choose which', () => {
    const s = position({ battle: ['dm08-012'], shields: [PIT, LAH] }, {}, { step: 'attack' });
    acts(s, 'attack player with Necrodragon Galbazeek (dm08-012)', 'choose shield 1 of P0');
    expect(pl(s, 0).graveyard).toEqual([PIT]);
  });
});

describe('Skeleton Vice (dm08-014): the opponent discards 2 cards at random', () => {
  it('two, or as many as he has', () => {
    const s = position({ hand: ['dm08-014'], mana: M(DARK, 4) }, { hand: [LAH] });
    act(s, 'cast Skeleton Vice (dm08-014)');
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
});

describe('Root Charger (dm08-020): this turn, your creatures go to your mana zone instead of the graveyard; Charger', () => {
  it('a destroyed creature and the spell itself end in the mana zone', () => {
    const s = position({ hand: ['dm08-020'], mana: M(NATURE, 3), battle: [NATURE] }, { battle: [{ card: HORNET, tapped: true }] });
    acts(s, 'cast Root Charger (dm08-020)', 'end-main', `attack ${N.hornet} with ${N.mane}`);
    expect(pl(s, 0).graveyard).toEqual([]);
    expect(manaIds(s, 0).sort()).toEqual([...M(NATURE, 4), 'dm08-020'].sort());
  });
});

describe('Laser Whip (dm08-022): tap an opposing creature, then you may make one of yours unblockable', () => {
  it('both parts', () => {
    const s = position({ hand: ['dm08-022'], mana: M(LIGHT, 4), battle: [FIRE] }, { battle: [LAH, SEAMINE] });
    acts(s, 'cast Laser Whip (dm08-022)', `choose ${N.lah}`, `choose ${N.vorg}`, 'end-main', `attack player with ${N.vorg}`);
    expect(legal(s)[0]).toMatch(/^break shield/);
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
  it('second part optional', () => {
    const s = position({ hand: ['dm08-022'], mana: M(LIGHT, 4), battle: [FIRE] }, { battle: [LAH] });
    acts(s, 'cast Laser Whip (dm08-022)', 'done choosing');
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
  });
});

describe('Dracobarrier (dm08-023): tap an opposing creature; if it is a Dragon, add a shield', () => {
  it('a Dragon: +1 shield; not a Dragon: none', () => {
    const s = position({ hand: ['dm08-023'], mana: M(LIGHT, 3) }, { battle: [BOLTAIL] });
    act(s, 'cast Dracobarrier (dm08-023)');
    expect(pl(s, 0).shields).toBe(6);
    const t = position({ hand: ['dm08-023'], mana: M(LIGHT, 3) }, { battle: ['dm01-095'] }); // Dragonoid
    act(t, 'cast Dracobarrier (dm08-023)');
    expect(pl(t, 0).shields).toBe(5);
    expect(pl(t, 1).battle[0]!.tapped).toBe(true);
  });
});

describe('Wave Lance (dm08-026): return a creature; if it is a Dragon, you may draw', () => {
  it('a Dragon: may draw', () => {
    const s = position({ hand: ['dm08-026'], mana: M(WATER, 3) }, { battle: [BOLTAIL] });
    acts(s, 'cast Wave Lance (dm08-026)', 'yes');
    expect(pl(s, 1).hand).toEqual([BOLTAIL]);
    expect(pl(s, 0).hand.length).toBe(1);
  });
  it('not a Dragon: no draw', () => {
    const s = position({ hand: ['dm08-026'], mana: M(WATER, 3) }, { battle: [LAH] });
    act(s, 'cast Wave Lance (dm08-026)');
    expect(pl(s, 0).hand.length).toBe(0);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Dimension Splitter (dm08-029): when it enters, you may return all Dragons from your graveyard', () => {
  it('all Dragons, nothing else', () => {
    const s = position({ hand: ['dm08-029'], mana: M(DARK, 3), graveyard: [BOLTAIL, FIRE, 'dm01-s08', 'dm01-095'] });
    acts(s, 'summon Dimension Splitter (dm08-029)', 'yes');
    expect(pl(s, 0).hand).toEqual([BOLTAIL, 'dm01-s08']);
  });
});

describe('Bruiser Dragon (dm08-030): when destroyed, one of your shields goes to your graveyard', () => {
  it('its owner chooses', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: ['dm08-030'], shields: [LAH, PIT] });
    act(s, 'cast Terror Pit (dm01-027)');
    act(s, 'choose shield 2 of P1');
    expect(pl(s, 1).graveyard).toEqual(['dm08-030', PIT]);
  });
});

describe('Volcano Charger (dm08-032): destroy an opposing creature of power 2000 or less; Charger', () => {
  it('small one', () => {
    const s = position({ hand: ['dm08-032'], mana: M(FIRE, 4) }, { battle: [LAH, FIRE] });
    act(s, 'cast Volcano Charger (dm08-032)');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Dracodance Totem (dm08-034): with a Dragon in your mana zone it goes to the mana zone instead, then a Dragon returns to your hand', () => {
  const TOTEM = 'dm08-034';
  it('to mana instead of the graveyard, then its owner returns a Dragon creature of the mana zone to the hand', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [TOTEM], mana: [NATURE, BOLTAIL, 'dm08-052'] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`choose ${N.boltail}`, 'choose Terradragon Regarion (dm08-052)']);
    act(s, `choose ${N.boltail}`);
    expect(pl(s, 1).graveyard).toEqual([]);
    expect(manaIds(s, 1)).toEqual([NATURE, 'dm08-052', TOTEM]);
    expect(pl(s, 1).hand).toEqual([BOLTAIL]);
  });
  it('without a Dragon in the mana zone it is destroyed', () => {
    const s = position({ hand: [PIT], mana: M(DARK, 6) }, { battle: [TOTEM], mana: [NATURE, HORNET] });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 1).graveyard).toEqual([TOTEM]);
    expect(pl(s, 1).hand).toEqual([]);
  });
});

describe('Muscle Charger (dm08-035): your creatures get +3000 this turn; Charger', () => {
  it('+3000 each', () => {
    const s = position({ hand: ['dm08-035'], mana: M(NATURE, 3), battle: [FIRE, NATURE] }, { battle: [LAH] });
    act(s, 'cast Muscle Charger (dm08-035)');
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([5000, 5000]);
    expect(pl(s, 1).battle[0]!.power).toBe(5500);
  });
});

describe("Misha, Channeler of Suns (dm08-036): can't be attacked by Dragons", () => {
  it('Dragon no, Dragonoid yes', () => {
    const s = position({ battle: [BOLTAIL, 'dm01-095'] }, { battle: [{ card: 'dm08-036', tapped: true }] }, { step: 'attack' });
    expect(legal(s)).not.toContain(`attack Misha, Channeler of Suns (dm08-036) with ${N.boltail}`);
    expect(legal(s)).toContain('attack Misha, Channeler of Suns (dm08-036) with Fire Sweeper Burning Hellion (dm01-095)');
  });
});

describe('Eureka Charger (dm08-043): draw a card; Charger', () => {
  it('draws', () => {
    const s = position({ hand: ['dm08-043'], mana: M(WATER, 4) });
    act(s, 'cast Eureka Charger (dm08-043)');
    expect(pl(s, 0).hand.length).toBe(1);
    expect(manaIds(s, 0)).toContain('dm08-043');
  });
});

describe('Corpse Charger (dm08-047): a creature from your graveyard to your hand; Charger', () => {
  it('creature only', () => {
    const s = position({ hand: ['dm08-047'], mana: M(DARK, 4), graveyard: [PIT, FIRE] });
    act(s, 'cast Corpse Charger (dm08-047)');
    expect(pl(s, 0).hand).toEqual([FIRE]);
  });
});

describe('Torpedo Skyterror (dm08-048): attacking, +2000 per other tapped creature of yours', () => {
  it('one tapped other: 6000', () => {
    const s = position({ battle: ['dm08-048', { card: FIRE, tapped: true }, NATURE] }, {}, { step: 'attack' });
    act(s, 'attack player with Torpedo Skyterror (dm08-048)');
    expect(pl(s, 0).battle[0]!.power).toBe(6000);
  });
});

describe('Totto Pipicchi (dm08-051): every Dragon has speed attacker', () => {
  it("a Dragon summoned this turn attacks; others don't", () => {
    const s = position({ hand: [BOLTAIL, FIRE], mana: M(FIRE, 9), battle: ['dm08-051'] });
    acts(s, `summon ${N.boltail}`, `summon ${N.vorg}`, 'end-main');
    expect(legal(s)).toEqual(['end-turn', 'attack player with Totto Pipicchi (dm08-051)', `attack player with ${N.boltail}`]);
  });
});

describe('Cranium Clamp (tcg-dm08-027): the opponent chooses and discards 2 cards', () => {
  it('the opponent chooses', () => {
    const s = position({ hand: ['tcg-dm08-027'], mana: M(DARK, 4) }, { hand: [LAH, FIRE, NATURE] });
    act(s, 'cast Cranium Clamp (tcg-dm08-027)');
    expect(snap(s).toAct).toBe(1);
    acts(s, `choose ${N.lah}`, `choose ${N.mane}`);
    expect(pl(s, 1).hand).toEqual([FIRE]);
  });
});

describe('Magmadragon Jagalzor (dm08-004): turbo rush: your creatures have speed attacker', () => {
  it('after another creature broke a shield', () => {
    const s = afterVorgBreaks({ battle: ['dm08-004', { card: NATURE, sick: true }] });
    expect(legal(s)).toContain(`attack player with ${N.mane}`);
    expect(legal(position({ battle: ['dm08-004', { card: NATURE, sick: true }] }, {}, { step: 'attack' }))).not.toContain(
      `attack player with ${N.mane}`,
    );
  });
});

describe('Vikorakys (dm08-010): turbo rush: when it attacks, search your deck for a card', () => {
  it('on: search; off: nothing', () => {
    const s = afterVorgBreaks({ battle: ['dm08-010'], deck: FILLER_DECK(PIT) });
    acts(s, 'attack player with Vikorakys (dm08-010)', 'choose Terror Pit');
    expect(pl(s, 0).hand).toEqual([PIT]);
    const t = position({ battle: ['dm08-010'] }, {}, { step: 'attack' });
    act(t, 'attack player with Vikorakys (dm08-010)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Slaphappy Soldier Galback (dm08-016): turbo rush: when it attacks, you may destroy a creature of power 4000 or less', () => {
  it('on', () => {
    const s = afterVorgBreaks({ battle: ['dm08-016'] }, { battle: [HORNET, LAH] });
    acts(s, 'attack player with Slaphappy Soldier Galback (dm08-016)', `choose ${N.hornet}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
});

describe('Gigaclaws (dm08-044): turbo rush: when it attacks, the opponent discards his hand', () => {
  it('on: whole hand (the broken shield too)', () => {
    const s = afterVorgBreaks({ battle: ['dm08-044'] }, { hand: [FIRE, NATURE] });
    act(s, 'attack player with Gigaclaws (dm08-044)');
    expect(pl(s, 1).hand).toEqual([]);
    expect(pl(s, 1).graveyard.length).toBe(3);
  });
});

describe('Missile Soldier Ultimo (dm08-050): turbo rush: attacks untapped creatures, power attacker +4000', () => {
  it('on', () => {
    const s = afterVorgBreaks({ battle: ['dm08-050'] }, { battle: [LAH] });
    act(s, `attack ${N.lah} with Missile Soldier Ultimo (dm08-050)`);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('Senia, Orchard Avenger (dm08-053): turbo rush: +5000 and double breaker', () => {
  it('8000 when on, 3000 when off', () => {
    const s = afterVorgBreaks({ battle: ['dm08-053'] });
    expect(pl(s, 0).battle[1]!.power).toBe(8000);
    expect(pl(position({ battle: ['dm08-053'] }), 0).battle[0]!.power).toBe(3000);
  });
});

describe("Lalicious (dm08-024): when it attacks, you may look at the opponent's hand and top card", () => {
  it('both known', () => {
    const s = position({ battle: ['dm08-024'] }, { hand: [FIRE] }, { step: 'attack' });
    acts(s, 'attack player with Lalicious (dm08-024)', 'yes');
    const lib = s.lib[1];
    expect(knows(s, 0, [...s.hand[1], lib[lib.length - 1]!])).toBe(true);
  });
});

describe('Migalo, Vizier of Spycraft (dm08-037): turbo rush: when it attacks, you may look at 2 opposing shields', () => {
  it('on: two shields known', () => {
    const s = afterVorgBreaks({ battle: ['dm08-037'] });
    acts(s, 'attack player with Migalo, Vizier of Spycraft (dm08-037)', 'yes', 'choose shield 1 of P1', 'choose shield 2 of P1');
    expect(knows(s, 0, s.shields[1].slice(0, 2))).toBe(true);
  });
});

describe("Grape Globbo (dm08-042): when it enters, look at the opponent's hand", () => {
  it('known', () => {
    const s = position({ hand: ['dm08-042'], mana: M(WATER, 2) }, { hand: [FIRE, LAH] });
    act(s, 'summon Grape Globbo (dm08-042)');
    expect(knows(s, 0, s.hand[1])).toBe(true);
  });
});

describe('Coliseum Shell (dm08-033): whenever it becomes blocked, you may put the top card of your deck into your mana zone', () => {
  const CS = 'Coliseum Shell (dm08-033)';
  it('blocked: yes puts the top card into mana', () => {
    const s = position({ battle: ['dm08-033'], deck: deckOf(PIT) }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, `block with ${N.gran}`);
    expect(snap(s).toAct).toBe(0);
    act(s, 'yes');
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([PIT]);
    expect(pl(s, 0).graveyard).toEqual(['dm08-033']); // then it loses the battle
  });
  it('may decline', () => {
    const s = position({ battle: ['dm08-033'], deck: deckOf(PIT) }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, `block with ${N.gran}`, 'decline');
    expect(pl(s, 0).mana).toEqual([]);
  });
  it('not blocked: nothing', () => {
    const s = position({ battle: ['dm08-033'], deck: deckOf(PIT) }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, 'no-block', 'break shield 1');
    expect(pl(s, 0).mana).toEqual([]);
  });
});

describe("Carbonite Scarab (dm08-019): turbo rush: attacking the opponent and blocked, it breaks one of the opponent's shields", () => {
  const CS = 'Carbonite Scarab (dm08-019)';
  it('with turbo rush, blocked while attacking the player: one more shield breaks', () => {
    const s = position({ battle: [HORNET, 'dm08-019'] }, { battle: [GRAN], shields: M(LAH, 5) }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'no-block', 'break shield 1', `attack player with ${CS}`, `block with ${N.gran}`);
    act(s, 'choose shield 1');
    expect(pl(s, 1).shields).toBe(3);
    expect(battleIds(s, 0)).toEqual([HORNET]); // the Scarab lost the battle
  });
  it('without turbo rush: nothing breaks', () => {
    const s = position({ battle: ['dm08-019'] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${CS}`, `block with ${N.gran}`);
    expect(pl(s, 1).shields).toBe(5);
  });
  it('with turbo rush, blocked while attacking a creature: nothing breaks', () => {
    const s = position({ battle: [HORNET, 'dm08-019'] }, { battle: [GRAN, { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'no-block', 'break shield 1', `attack ${N.lah} with ${CS}`, `block with ${N.gran}`);
    expect(pl(s, 1).shields).toBe(4);
  });
});

describe('Solar Grass (dm08-021): turbo rush: attacking the opponent unblocked, untap all your creatures except Solar Grasses', () => {
  const SG = 'Solar Grass (dm08-021)';
  it('with turbo rush: the other attackers untap, Solar Grasses do not', () => {
    const s = position({ battle: [HORNET, 'dm08-021', 'dm08-021'] }, { shields: M(LAH, 5) }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1');
    actFirst(s, `attack player with ${SG}`);
    act(s, 'break shield 1');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true, false]);
    actFirst(s, `attack player with ${SG}`);
    act(s, 'break shield 1');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true, true]);
  });
  it('without turbo rush (no other creature broke a shield): nothing untaps', () => {
    const s = position({ battle: [HORNET, 'dm08-021'] }, { battle: [{ card: WATER, tapped: true }] }, { step: 'attack' });
    acts(s, `attack ${N.vehicle} with ${N.hornet}`, `attack player with ${SG}`, 'break shield 1');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([true, true]);
  });
  it('blocked: nothing untaps', () => {
    const s = position({ battle: [HORNET, 'dm08-021'] }, { battle: [GRAN] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'no-block', 'break shield 1', `attack player with ${SG}`, `block with ${N.gran}`);
    expect(tappedOf(s, 0, HORNET)).toBe(true);
  });
});

describe('Gachack, Mechanical Doll (dm08-028): turbo rush: attacking the opponent unblocked, you may destroy a creature', () => {
  const G = 'Gachack, Mechanical Doll (dm08-028)';
  it('with turbo rush: destroys the chosen creature', () => {
    const s = position({ battle: [HORNET, 'dm08-028'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1', `attack player with ${G}`);
    expect(legal(s)).toEqual([`done choosing for ${G}`, `choose ${N.hornet}`, `choose ${G}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(pl(s, 1).graveyard).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = position({ battle: [HORNET, 'dm08-028'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'break shield 1', `attack player with ${G}`, 'done choosing', 'break shield 1');
    expect(battleIds(s, 1)).toEqual([LAH]);
  });
  it('without turbo rush: nothing', () => {
    const s = position({ battle: ['dm08-028'] }, { battle: [{ card: LAH, tapped: true }] }, { step: 'attack' });
    act(s, `attack player with ${G}`);
    expect(legal(s)).toEqual(['break shield 1', 'break shield 2', 'break shield 3', 'break shield 4', 'break shield 5']);
  });
});

describe('Thrumiss, Zephyr Guardian (dm08-007): whenever any of your creatures attacks, you may tap an opposing creature', () => {
  it('an ally attacks: tap the chosen creature (a blocker can then not block)', () => {
    const s = position({ battle: ['dm08-007', HORNET] }, { battle: [GRAN, LAH] }, { step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(legal(s)).toEqual(['done choosing for Thrumiss, Zephyr Guardian (dm08-007)', `choose ${N.gran}`, `choose ${N.lah}`]);
    act(s, `choose ${N.gran}`);
    expect(tappedOf(s, 1, GRAN)).toBe(true);
    expect(legal(s)[0]).toBe('break shield 1'); // no untapped blocker left
  });
  it('Thrumiss itself attacks: the ability triggers too', () => {
    const s = position({ battle: ['dm08-007'] }, { battle: [LAH] }, { step: 'attack' });
    acts(s, 'attack player with Thrumiss, Zephyr Guardian (dm08-007)', `choose ${N.lah}`);
    expect(tappedOf(s, 1, LAH)).toBe(true);
  });
  it('may decline', () => {
    const s = position({ battle: ['dm08-007', HORNET] }, { battle: [LAH] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'done choosing');
    expect(tappedOf(s, 1, LAH)).toBe(false);
  });
  it("the opponent's attacks do not trigger it", () => {
    const s = position({ battle: ['dm08-007'] }, { battle: [HORNET] }, { activePlayer: 1, step: 'attack' });
    act(s, `attack player with ${N.hornet}`);
    expect(legal(s)[0]).toBe('break shield 1');
  });
});

for (const [id, name, civMana] of [
  ['dm08-027', 'Motorcycle Mutant', DARK],
  ['dm08-046', 'Tyrant Worm', DARK],
] as const) {
  describe(`${name} (${id}): when you put another creature into the battle zone, destroy this creature`, () => {
    it('you summon another creature: it is destroyed', () => {
      const s = position({ hand: [DARK], mana: M(civMana, 2), battle: [id] });
      act(s, `summon ${N.ghoul}`);
      expect(battleIds(s, 0)).toEqual([DARK]);
      expect(pl(s, 0).graveyard).toEqual([id]);
    });
    it("the opponent's creature entering does not count", () => {
      const s = position({ hand: [DARK], mana: M(DARK, 2) }, { battle: [id] });
      act(s, `summon ${N.ghoul}`);
      expect(battleIds(s, 1)).toEqual([id]);
    });
  });
}

describe('Scream Slicer, Shadow of Fear (dm08-013): when you put a Dragonoid or a Dragon into the battle zone, destroy the creature with the least power', () => {
  const SS = 'Scream Slicer, Shadow of Fear (dm08-013)';
  it('a Dragon enters: the weakest creature (either side) is destroyed', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: ['dm08-013', HORNET] }, { battle: [WATER, LAH] });
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 1).graveyard).toEqual([WATER]);
    expect(battleIds(s, 0)).toEqual(['dm08-013', HORNET, BOLTAIL]);
  });
  it('a tie: you choose among the tied creatures', () => {
    const s = position({ hand: ['dm01-095'], mana: M(FIRE, 4), battle: ['dm08-013', DARK] }, { battle: [FIRE, LAH] });
    act(s, 'summon Fire Sweeper Burning Hellion (dm01-095)');
    expect(legal(s)).toEqual([`choose ${N.ghoul}`, `choose ${N.vorg}`]);
    act(s, `choose ${N.vorg}`);
    expect(pl(s, 1).graveyard).toEqual([FIRE]);
    expect(battleIds(s, 0)).toContain(DARK);
  });
  it('Scream Slicer itself may be the weakest', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: ['dm08-013'] }, { battle: [GRAN] });
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 0).graveyard).toEqual(['dm08-013']);
  });
  it('a non-Dragon, or an opposing Dragon: nothing', () => {
    const s = position({ hand: [DARK], mana: M(DARK, 2), battle: ['dm08-013'] }, { battle: [WATER] });
    act(s, `summon ${N.ghoul}`);
    expect(battleIds(s, 1)).toEqual([WATER]);
    const t = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: [WATER] }, { battle: ['dm08-013'] });
    act(t, `summon ${N.boltail}`);
    expect(battleIds(t, 0)).toEqual([WATER, BOLTAIL]);
    void SS;
  });
});

describe('Bakkra Horn, the Silent (dm08-054): when you put a Dragonoid or a Dragon into the battle zone, the top card of your deck goes to mana', () => {
  it('a Dragon', () => {
    const s = position({ hand: [BOLTAIL], mana: M(FIRE, 7), battle: ['dm08-054'], deck: deckOf(PIT) });
    act(s, `summon ${N.boltail}`);
    expect(pl(s, 0).mana.map((m) => m.id)).toEqual([...M(FIRE, 7), PIT]);
  });
  it('a Dragonoid', () => {
    const s = position({ hand: ['dm01-095'], mana: M(FIRE, 4), battle: ['dm08-054'], deck: deckOf(PIT) });
    act(s, 'summon Fire Sweeper Burning Hellion (dm01-095)');
    expect(pl(s, 0).mana.length).toBe(5);
  });
  it('another race: nothing', () => {
    const s = position({ hand: [FIRE], mana: M(FIRE, 2), battle: ['dm08-054'], deck: deckOf(PIT) });
    act(s, `summon ${N.vorg}`);
    expect(pl(s, 0).mana.length).toBe(2);
  });
});

describe('Kyrstron, Lair Delver (dm08-015): when it is destroyed, you may put a Dragon from your hand into the battle zone', () => {
  const KY = 'Kyrstron, Lair Delver (dm08-015)';
  it('a Dragon from the hand enters', () => {
    const s = pitted('dm08-015', { hand: [BOLTAIL, LAH] });
    expect(snap(s).toAct).toBe(0);
    expect(legal(s)).toEqual([`done choosing for ${KY}`, `choose ${N.boltail}`]);
    act(s, `choose ${N.boltail}`);
    expect(battleIds(s, 0)).toEqual([BOLTAIL]);
    expect(pl(s, 0).hand).toEqual([LAH]);
  });
  it('may decline', () => {
    const s = pitted('dm08-015', { hand: [BOLTAIL] });
    act(s, 'done choosing');
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('an evolution Dragon only on one of its sources', () => {
    const s = pitted('dm08-015', { hand: [JABAHA], battle: [FIRE] });
    expect(snap(s).toAct).toBe(1); // no source for Jabaha: nothing to choose
    const t = position({ hand: [JABAHA], battle: ['dm08-015', BOLTAIL, FIRE] }, { hand: [PIT], mana: M(DARK, 6) }, { activePlayer: 1 });
    acts(t, 'cast Terror Pit', 'choose Kyrstron', `choose ${JABAHA_N}`);
    // the only Armored Dragon is the source: no further choice
    expect(pl(t, 0).battle.map((b) => [b.id, b.under])).toEqual([
      [JABAHA, [BOLTAIL]],
      [FIRE, []],
    ]);
  });
  it('no Dragon in hand: nothing to choose', () => {
    const s = pitted('dm08-015', { hand: [LAH, 'dm01-095'] });
    expect(snap(s).toAct).toBe(1);
  });
});

describe('Furious Onslaught (dm08-017): this turn your Dragonoids become Dragons, get +4000 and double breaker', () => {
  it('with Totto Pipicchi (Dragons have speed attacker), a Dragonoid summoned this turn attacks at once, 6000, breaking 2', () => {
    const s = position({ hand: ['dm02-031', 'dm08-017'], mana: M(FIRE, 7), battle: ['dm08-051'] }, {});
    acts(s, 'summon Cavalry General Curatops', 'cast Furious Onslaught (dm08-017)');
    expect(power(s, 0, 'dm02-031')).toBe(6000);
    expect(power(s, 0, 'dm08-051')).toBe(1000); // Totto is no Dragonoid
    acts(s, 'end-main', 'attack player with Cavalry General Curatops', 'break shield 1');
    expect(legal(s)).toContain('break shield 2');
  });
  it('without it, the Dragonoid is summoning sick', () => {
    const s = position({ hand: ['dm02-031'], mana: M(FIRE, 3), battle: ['dm08-051'] });
    acts(s, 'summon Cavalry General Curatops', 'end-main');
    expect(legal(s)).toEqual(['end-turn', 'attack player with Totto Pipicchi (dm08-051)']);
  });
});

describe('Terradragon Gamiratar (dm08-018): when it enters, the opponent may put a creature from his hand into the battle zone', () => {
  const G = 'Terradragon Gamiratar (dm08-018)';
  it('the opponent chooses a creature (not a spell) and it enters', () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4) }, { hand: [LAH, PIT] });
    act(s, `summon ${G}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual([`done choosing for ${G}`, `choose ${N.lah}`]);
    act(s, `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(pl(s, 1).hand).toEqual([PIT]);
  });
  it('the opponent may decline', () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4) }, { hand: [LAH] });
    acts(s, `summon ${G}`, 'done choosing');
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('an evolution: the opponent chooses which of his sources it goes on', () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4) }, { hand: [JABAHA], battle: [BOLTAIL, BOLTAIL] });
    acts(s, `summon ${G}`, `choose ${JABAHA_N}`);
    expect(snap(s).toAct).toBe(1);
    expect(legal(s).length).toBe(2);
    act(s, legal(s)[1]!);
    expect(pl(s, 1).battle.map((b) => [b.id, b.under])).toEqual([
      [BOLTAIL, []],
      [JABAHA, [BOLTAIL]],
    ]);
  });
  it("putting it is not summoning: the opponent's 'whenever your opponent summons' does not trigger", () => {
    const s = position({ hand: ['dm08-018'], mana: M(NATURE, 4), battle: ['dm06-080'] }, { hand: [LAH] });
    acts(s, `summon ${G}`, `choose ${N.lah}`);
    expect(battleIds(s, 1)).toEqual([LAH]);
    expect(snap(s).toAct).toBe(0);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Kachua, Keeper of the Icegate (dm08-005): tap: a Dragon from your deck with speed attacker, into the graveyard at the end of the turn', () => {
  it('the Dragon attacks at once, then goes to the graveyard (JA: put, not destroyed)', () => {
    const s = position({ battle: ['dm08-005'], deck: [BOLTAIL, ...M(LAH, 8)] }, {}, { step: 'attack' });
    act(s, 'tap Kachua, Keeper of the Icegate (dm08-005)');
    act(s, `choose ${N.boltail}`);
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm08-005', BOLTAIL]);
    acts(s, `attack player with ${N.boltail}`, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
    act(s, 'end-turn');
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm08-005']);
    expect(pl(s, 0).graveyard).toEqual([BOLTAIL]);
  });
  it('no Dragon in the deck: nothing enters', () => {
    const s = position({ battle: ['dm08-005'] }, {}, { step: 'attack' });
    act(s, 'tap Kachua, Keeper of the Icegate (dm08-005)');
    expect(pl(s, 0).battle.map((b) => b.id)).toEqual(['dm08-005']);
    expect(pl(s, 0).deck).toBe(10);
  });
});

describe('Sasha, Channeler of Suns (dm08-006): while battling a Dragon, +6000', () => {
  const GAUL = 'dm10-006'; // Gaulezal Dragon (fire Armored Dragon 11000)
  const SASHA = 'Sasha, Channeler of Suns (dm08-006)';
  it('blocks a Dragon and wins (15500 vs 11000)', () => {
    const s = position({ battle: [GAUL] }, { battle: ['dm08-006'] }, { step: 'attack' });
    acts(s, 'attack player with Gaulezal Dragon (dm10-006)', `block with ${SASHA}`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual(['dm08-006']);
  });
  it('attacks a tapped Dragon and wins', () => {
    const s = position({ battle: ['dm08-006'] }, { battle: [{ card: GAUL, tapped: true }] }, { step: 'attack' });
    act(s, `attack Gaulezal Dragon (dm10-006) with ${SASHA}`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(battleIds(s, 0)).toEqual(['dm08-006']);
  });
  it('9500 outside a battle', () => {
    const s = position({ battle: ['dm08-006'] }, { battle: [GAUL] });
    expect(pl(s, 0).battle[0]!.power).toBe(9500);
  });
});

describe('Sol Galla, Halo Guardian (dm08-038): +3000 until the end of the turn whenever a player casts a spell', () => {
  it("its controller's spell and the opponent's each add 3000", () => {
    const s = position({ battle: ['dm08-038'], hand: ['dm07-008', 'dm07-008'], mana: M(LIGHT, 6) });
    acts(s, 'cast Justice Jamming (dm07-008)', 'choose civilization fire');
    expect(pl(s, 0).battle[0]!.power).toBe(4000);
    acts(s, 'cast Justice Jamming (dm07-008)', 'choose civilization fire');
    expect(pl(s, 0).battle[0]!.power).toBe(7000);
  });
});

describe('Lunar Charger (dm08-039): up to 2 of your creatures; at the end of the turn you may untap them; charger', () => {
  it('the creature that attacked is untapped at the end of the turn; the spell goes to the mana zone', () => {
    const s = position({ battle: [FIRE], hand: ['dm08-039'], mana: M(LIGHT, 3) });
    act(s, 'cast Lunar Charger (dm08-039)');
    act(s, `choose ${N.vorg}`);
    expect(manaIds(s, 0)).toContain('dm08-039');
    act(s, 'end-main');
    acts(s, `attack player with ${N.vorg}`, 'break shield 1');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
    act(s, 'end-turn');
    act(s, 'yes Lunar Charger (dm08-039)');
    expect(pl(s, 0).battle[0]!.tapped).toBe(false);
    expect(snap(s).activePlayer).toBe(1);
  });
  it('declined: it stays tapped', () => {
    const s = position({ battle: [FIRE], hand: ['dm08-039'], mana: M(LIGHT, 3) });
    acts(s, 'cast Lunar Charger (dm08-039)', `choose ${N.vorg}`, 'end-main');
    acts(s, `attack player with ${N.vorg}`, 'break shield 1', 'end-turn', 'decline Lunar Charger (dm08-039)');
    expect(pl(s, 0).battle[0]!.tapped).toBe(true);
  });
});
