// Per-card tests for the DM-04 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, DARK, FIRE, legal, LIGHT, M, manaIds, NATURE, pl, position, power, snap, WATER } from './helpers.js';

describe('Rimuel, Cloudbreak Elemental (dm04-s01): on entering, tap an opposing creature per untapped light mana card (up to, per text_ja)', () => {
  it('counts the light mana left untapped after paying', () => {
    const s = position(
      { hand: ['dm04-s01'], mana: [...M(LIGHT, 8), 'dm01-075', 'dm01-075', 'dm01-083'] },
      { battle: ['dm01-012', 'dm01-097', 'dm01-090'] },
    );
    act(s, 'summon Rimuel, Cloudbreak Elemental (dm04-s01)');
    const untappedLight = pl(s, 0).mana.filter((m) => !m.tapped && m.id === 'dm01-075').length;
    expect(untappedLight).toBe(2);
    acts(s, 'choose Lah', 'choose Writhing Bone Ghoul');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([true, false, true]);
  });
  it('may tap fewer; none with no untapped light mana', () => {
    const s = position({ hand: ['dm04-s01'], mana: M(LIGHT, 9) }, { battle: ['dm01-012', 'dm01-097'] });
    acts(s, 'summon Rimuel, Cloudbreak Elemental (dm04-s01)', 'done choosing');
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, false]);
    const t = position({ hand: ['dm04-s01'], mana: M(LIGHT, 8) }, { battle: ['dm01-012'] });
    act(t, 'summon Rimuel, Cloudbreak Elemental (dm04-s01)');
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('King Aquakamui (dm04-s02): on entering, you may return all Angel and Demon Commands from your graveyard; they get +2000', () => {
  it('returns every Command (not other creatures) on yes', () => {
    const s = position({ hand: ['dm04-s02'], mana: M(WATER, 7), graveyard: ['dm01-s01', 'dm01-097', 'dm01-s06'] });
    acts(s, 'summon King Aquakamui (dm04-s02)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-s01', 'dm01-s06']);
    expect(pl(s, 0).graveyard).toEqual(['dm01-097']);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm04-s02'], mana: M(WATER, 7), graveyard: ['dm01-s01'] });
    acts(s, 'summon King Aquakamui (dm04-s02)', 'decline');
    expect(pl(s, 0).graveyard).toEqual(['dm01-s01']);
  });
  it('Angel and Demon Commands of both players get +2000', () => {
    const s = position({ battle: ['dm04-s02', 'dm01-s01', 'dm01-012'] }, { battle: ['dm01-s06'] });
    expect(power(s, 0, 'dm01-s01')).toBe(11500);
    expect(power(s, 0, 'dm01-012')).toBe(5500);
    expect(power(s, 1, 'dm01-s06')).toBe(9000);
  });
});

describe('Ballom, Master of Death (dm04-s03): on entering, destroy every creature that is not darkness', () => {
  it('destroys non-darkness creatures of both players', () => {
    const s = position({ hand: ['dm04-s03'], mana: M(DARK, 8), battle: ['dm01-s06', 'dm01-097'] }, { battle: ['dm01-012', 'dm01-090'] });
    act(s, 'evolve Ballom, Master of Death (dm04-s03) onto Zagaan, Knight of Darkness (dm01-s06)');
    expect(battleIds(s, 0)).toEqual(['dm04-s03']);
    expect(battleIds(s, 1)).toEqual(['dm01-090']);
  });
});

describe('Galklife Dragon (dm04-s04): on entering, destroy all light creatures with power 4000 or less', () => {
  it('destroys small light creatures of both players only', () => {
    const s = position({ hand: ['dm04-s04'], mana: M(FIRE, 7), battle: ['dm01-075'] }, { battle: ['dm01-042', 'dm01-012', 'dm01-090'] });
    act(s, 'summon Galklife Dragon (dm04-s04)');
    expect(battleIds(s, 0)).toEqual(['dm04-s04']);
    expect(battleIds(s, 1)).toEqual(['dm01-012', 'dm01-090']);
  });
});

describe('Niofa, Horned Protector (dm04-s05): on entering, search your deck for a nature creature', () => {
  it('offers nature creatures only', () => {
    const s = position({
      hand: ['dm04-s05'],
      mana: M(NATURE, 6),
      battle: ['dm01-036'],
      deck: ['dm01-012', 'dm01-039', 'dm01-066', 'dm01-012'],
    });
    act(s, 'evolve Niofa, Horned Protector (dm04-s05) onto Tri-horn Shepherd (dm01-036)');
    expect(legal(s)).toEqual(['done choosing for Niofa, Horned Protector (dm04-s05)', 'choose Forest Hornet (dm01-066)']);
    act(s, 'choose Forest Hornet (dm01-066)');
    expect(pl(s, 0).hand).toEqual(['dm01-066']);
  });
});

describe('Astral Reef (dm04-002): evolves on a Cyber Virus; on entering, you may draw 3', () => {
  it('draws 3 on yes, none on decline', () => {
    const s = position({ hand: ['dm04-002'], mana: M(WATER, 2), battle: ['dm01-049'] });
    acts(s, 'evolve Astral Reef (dm04-002) onto Faerie Child (dm01-049)', 'yes');
    expect(pl(s, 0).hand.length).toBe(3);
    const t = position({ hand: ['dm04-002'], mana: M(WATER, 2), battle: ['dm01-049'] });
    acts(t, 'evolve Astral Reef (dm04-002) onto Faerie Child (dm01-049)', 'decline');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

describe('Trox, General of Destruction (dm04-003): on entering, the opponent discards at random per other darkness creature of yours', () => {
  it('2 other darkness creatures: 2 discards; as many as possible', () => {
    const s = position(
      { hand: ['dm04-003'], mana: M(DARK, 7), battle: ['dm01-090', 'dm01-087', 'dm01-097'] },
      { hand: ['dm01-012', 'dm01-012', 'dm01-097'] },
    );
    act(s, 'summon Trox, General of Destruction (dm04-003)');
    expect(pl(s, 1).hand.length).toBe(1);
    const t = position({ hand: ['dm04-003'], mana: M(DARK, 7), battle: ['dm01-090', 'dm01-087'] }, { hand: ['dm01-012'] });
    act(t, 'summon Trox, General of Destruction (dm04-003)');
    expect(pl(t, 1).hand).toEqual([]);
  });
});

describe('Doboulgyser, Giant Rock Beast (dm04-004): on entering, you may destroy an opposing creature with power 3000 or less', () => {
  it('destroys a small one on yes; decline keeps it', () => {
    const s = position({ hand: ['dm04-004'], mana: M(FIRE, 6), battle: ['dm01-059'] }, { battle: ['dm01-087', 'dm01-012'] });
    acts(s, 'evolve Doboulgyser, Giant Rock Beast (dm04-004) onto Stonesaur (dm01-059)', 'yes');
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    const t = position({ hand: ['dm04-004'], mana: M(FIRE, 6), battle: ['dm01-059'] }, { battle: ['dm01-087'] });
    acts(t, 'evolve Doboulgyser, Giant Rock Beast (dm04-004) onto Stonesaur (dm01-059)', 'decline');
    expect(battleIds(t, 1)).toEqual(['dm01-087']);
  });
});

describe('Supporting Tulip (dm04-005): every Angel Command has power attacker +4000', () => {
  it("an attacking Angel Command gets +4000 (the opponent's too)", () => {
    const s = position({ battle: ['dm04-005', 'dm02-001'] }, {}, { step: 'attack' });
    act(s, 'attack player with Ethel, Star Sea Elemental (dm02-001)');
    expect(power(s, 0, 'dm02-001')).toBe(9500);
    const t = position({ battle: ['dm02-001'] }, { battle: ['dm04-005'] }, { step: 'attack' });
    act(t, 'attack player with Ethel, Star Sea Elemental (dm02-001)');
    expect(power(t, 0, 'dm02-001')).toBe(9500);
  });
});

describe('Aeris, Flight Elemental (dm04-006): can attack untapped darkness creatures, not players', () => {
  it('may attack an untapped darkness creature only', () => {
    const s = position({ battle: ['dm04-006'] }, { battle: ['dm01-090', 'dm01-012'] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', 'attack Writhing Bone Ghoul (dm01-090) with Aeris, Flight Elemental (dm04-006)']);
  });
});

describe('Ouks, Vizier of Restoration (dm04-007): would be destroyed → to your shields instead', () => {
  it('goes to the shields when destroyed', () => {
    const s = position({ battle: ['dm04-007'] }, { hand: ['dm01-027'], mana: M(DARK, 6) }, { activePlayer: 1 });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
});

describe("Smile Angler (dm04-009): on attack, you may return a card of the opponent's mana zone to his hand", () => {
  it('returns the chosen mana card; may decline', () => {
    const s = position({ battle: ['dm04-009'] }, { mana: ['dm01-012', 'dm01-097'] }, { step: 'attack' });
    acts(s, 'attack player with Smile Angler (dm04-009)', 'yes', 'choose Immortal Baron');
    expect(pl(s, 1).hand).toEqual(['dm01-097']);
    const t = position({ battle: ['dm04-009'] }, { mana: ['dm01-012'] }, { step: 'attack' });
    acts(t, 'attack player with Smile Angler (dm04-009)', 'decline');
    expect(manaIds(t, 1)).toEqual(['dm01-012']);
  });
});

describe('Aquan (dm04-010): on entering, you may reveal the top 5; light and darkness cards to hand, the rest to the graveyard', () => {
  it('splits the five cards on yes', () => {
    const s = position({
      hand: ['dm04-010'],
      mana: M(WATER, 4),
      deck: ['dm01-012', 'dm01-097', 'dm01-027', 'dm01-083', 'dm01-090', 'dm01-012'],
    });
    acts(s, 'summon Aquan (dm04-010)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-012', 'dm01-027', 'dm01-090']);
    expect(pl(s, 0).graveyard).toEqual(['dm01-097', 'dm01-083']);
    expect(pl(s, 0).deck).toBe(1);
  });
  it('nothing on decline', () => {
    const s = position({ hand: ['dm04-010'], mana: M(WATER, 4) });
    acts(s, 'summon Aquan (dm04-010)', 'decline');
    expect(pl(s, 0).deck).toBe(10);
  });
});

describe('Hydro Hurricane (dm04-011): per darkness creature, bounce an opposing creature; per light creature, bounce an opposing mana card', () => {
  it('one darkness and one light creature: one of each, optional', () => {
    const s = position(
      { hand: ['dm04-011'], mana: M(WATER, 6), battle: ['dm01-090', 'dm01-075'] },
      { battle: ['dm01-012', 'dm01-097'], mana: ['dm01-083', 'dm01-108'] },
    );
    act(s, 'cast Hydro Hurricane (dm04-011)');
    act(s, 'choose Lah');
    act(s, 'choose Burning Mane');
    expect(pl(s, 1).hand).toEqual(['dm01-012', 'dm01-108']);
  });
  it('may choose nothing', () => {
    const s = position(
      { hand: ['dm04-011'], mana: M(WATER, 6), battle: ['dm01-090', 'dm01-075'] },
      { battle: ['dm01-012'], mana: ['dm01-083'] },
    );
    acts(s, 'cast Hydro Hurricane (dm04-011)', 'done choosing', 'done choosing');
    expect(pl(s, 1).hand).toEqual([]);
  });
  it('no light or darkness creature: nothing', () => {
    const s = position({ hand: ['dm04-011'], mana: M(WATER, 6) }, { battle: ['dm01-012'], mana: ['dm01-083'] });
    act(s, 'cast Hydro Hurricane (dm04-011)');
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Gregoria, Princess of War (dm04-012): every Demon Command gets +2000 and "blocker"', () => {
  it('your Demon Command blocks with +2000', () => {
    const s = position({ battle: ['dm04-012', 'dm01-s06'] }, { battle: ['dm01-012'] }, { step: 'attack', activePlayer: 1 });
    expect(power(s, 0, 'dm01-s06')).toBe(9000);
    act(s, 'attack player with Lah, Purification Enforcer (dm01-012)');
    expect(legal(s)).toEqual(['no-block', 'block with Zagaan, Knight of Darkness (dm01-s06)']);
  });
});

describe('Photocide, Lord of the Wastes (dm04-013): can attack untapped light creatures, not players', () => {
  it('may attack an untapped light creature only', () => {
    const s = position({ battle: ['dm04-013'] }, { battle: ['dm01-090', 'dm01-012'] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', 'attack Lah, Purification Enforcer (dm01-012) with Photocide, Lord of the Wastes (dm04-013)']);
  });
});

describe('Chains of Sacrifice (dm04-014): destroy up to 2 opposing creatures, then one of yours', () => {
  it('destroys two of theirs and one of yours', () => {
    const s = position(
      { hand: ['dm04-014'], mana: M(DARK, 8), battle: ['dm01-090', 'dm01-087'] },
      { battle: ['dm01-012', 'dm01-097', 'dm01-s06'] },
    );
    acts(s, 'cast Chains of Sacrifice (dm04-014)', 'choose Lah', 'choose Zagaan', 'choose Writhing Bone Ghoul');
    expect(battleIds(s, 1)).toEqual(['dm01-097']);
    expect(battleIds(s, 0)).toEqual(['dm01-087']);
  });
  it('may destroy fewer of theirs; with no creature of yours, nothing more', () => {
    const s = position({ hand: ['dm04-014'], mana: M(DARK, 8) }, { battle: ['dm01-012', 'dm01-097'] });
    acts(s, 'cast Chains of Sacrifice (dm04-014)', 'choose Lah', 'done choosing');
    expect(battleIds(s, 1)).toEqual(['dm01-097']);
  });
});

describe('Chaotic Skyterror (dm04-015): every Demon Command has power attacker +4000 and double breaker', () => {
  it('an attacking Demon Command: +4000 and 2 shields', () => {
    const s = position({ battle: ['dm04-015', 'dm01-s06'] }, {}, { step: 'attack' });
    act(s, 'attack player with Zagaan, Knight of Darkness (dm01-s06)');
    expect(power(s, 0, 'dm01-s06')).toBe(11000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Magmarex (dm04-016): on entering, destroy all creatures with power exactly 1000', () => {
  it('destroys 1000-power creatures of both players', () => {
    const s = position({ hand: ['dm04-016'], mana: M(FIRE, 5), battle: ['dm01-083'] }, { battle: ['dm01-055', 'dm01-097'] });
    act(s, 'summon Magmarex (dm04-016)');
    expect(battleIds(s, 0)).toEqual(['dm04-016']);
    expect(battleIds(s, 1)).toEqual(['dm01-097']);
  });
});

describe('Mega Detonator (dm04-017): discard any number, then that many of your creatures get double breaker', () => {
  it('discard 1 → one creature gets double breaker', () => {
    const s = position({ hand: ['dm04-017', 'dm01-012', 'dm01-097'], mana: M(FIRE, 2), battle: ['dm01-090', 'dm01-087'] });
    acts(s, 'cast Mega Detonator (dm04-017)', 'choose Lah', 'done choosing', 'choose Skeleton Soldier');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
    acts(s, 'end-main', 'attack player with Skeleton Soldier, the Defiled (dm01-087)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
    acts(s, 'attack player with Writhing Bone Ghoul (dm01-090)', 'break shield 1');
    expect(pl(s, 1).shields).toBe(2);
  });
  it('discarding none grants nothing', () => {
    const s = position({ hand: ['dm04-017', 'dm01-012'], mana: M(FIRE, 2), battle: ['dm01-090'] });
    acts(s, 'cast Mega Detonator (dm04-017)', 'done choosing');
    expect(pl(s, 0).hand).toEqual(['dm01-012']);
  });
});

describe("Ancient Giant (dm04-018): can't be blocked by darkness creatures", () => {
  it("darkness blockers can't block it; others can", () => {
    const s = position({ battle: ['dm04-018'] }, { battle: ['dm01-055', 'dm01-004'] }, { step: 'attack' });
    act(s, 'attack player with Ancient Giant (dm04-018)');
    expect(legal(s)).toEqual(['no-block', 'block with Seamine (dm01-004)']);
  });
});

describe('Mystic Inscription (dm04-019): the top card of your deck becomes a shield', () => {
  it('adds a shield from the deck', () => {
    const s = position({ hand: ['dm04-019'], mana: M(NATURE, 6) });
    act(s, 'cast Mystic Inscription (dm04-019)');
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).deck).toBe(9);
  });
});

describe('Sword of Benevolent Life (dm04-020): your creatures get +1000 per light creature of yours this turn', () => {
  it('two light creatures: +2000 to each of your creatures', () => {
    const s = position({ hand: ['dm04-020'], mana: M(NATURE, 2), battle: ['dm01-075', 'dm01-075', 'dm01-108'] }, { battle: ['dm01-075'] });
    act(s, 'cast Sword of Benevolent Life (dm04-020)');
    expect(pl(s, 0).battle.map((b) => b.power)).toEqual([4000, 4000, 4000]);
    expect(power(s, 1, 'dm01-075')).toBe(2000);
  });
});

describe('Re Bil, Seeker of Archery (dm04-021): every other light creature gets +2000', () => {
  it('boosts other light creatures of both players', () => {
    const s = position({ battle: ['dm04-021', 'dm01-075', 'dm01-083'] }, { battle: ['dm01-075'] });
    expect(power(s, 0, 'dm04-021')).toBe(6000);
    expect(power(s, 0, 'dm01-075')).toBe(4000);
    expect(power(s, 0, 'dm01-083')).toBe(1000);
    expect(power(s, 1, 'dm01-075')).toBe(4000);
  });
});

describe('Fu Reil, Seeker of Storms (dm04-022): nobody can use the S-Triggers of darkness cards', () => {
  it("a broken Terror Pit can't be used", () => {
    const s = position({ battle: ['dm04-022'] }, { shields: ['dm01-027'] }, { step: 'attack' });
    act(s, 'attack player with Fu Reil, Seeker of Storms (dm04-022)');
    // No usable S-Trigger among the broken cards: no declaration is asked, the card goes to the hand.
    expect(legal(s)).toEqual(['end-turn']);
    expect(pl(s, 1).hand).toEqual(['dm01-027']);
  });
});

describe("Milieus, the Daystretcher (dm04-023): darkness creatures and spells cost 2 more (everyone's)", () => {
  it("raises the opponent's and your own darkness cards", () => {
    const s = position({ hand: ['dm01-087'], mana: M(DARK, 5) }, { battle: ['dm04-023'] });
    expect(legal(s)).not.toContain('summon Skeleton Soldier, the Defiled (dm01-087)');
    const t = position({ hand: ['dm01-087', 'dm01-012'], mana: [...M(DARK, 6)] }, { battle: ['dm04-023'] });
    expect(legal(t)).toContain('summon Skeleton Soldier, the Defiled (dm01-087)');
    const u = position({ hand: ['dm02-047'], mana: M(DARK, 3), battle: ['dm04-023'] });
    expect(legal(u)).not.toContain('cast Critical Blade (dm02-047)');
  });
});

describe('Mist Rias, Sonic Guardian (dm04-024): whenever another creature enters, you may draw a card', () => {
  it("draws for your creature and for the opponent's; not for itself", () => {
    const s = position({ hand: ['dm04-024', 'dm01-097'], mana: M(LIGHT, 5).concat(M(FIRE, 2)) });
    act(s, 'summon Mist Rias, Sonic Guardian (dm04-024)');
    expect(legal(s)[0]).toBe('end-main');
    acts(s, 'summon Immortal Baron', 'yes');
    expect(pl(s, 0).hand.length).toBe(1);
    const t = position({ battle: ['dm04-024'] }, { hand: ['dm01-097'], mana: M(FIRE, 2) }, { activePlayer: 1 });
    act(t, 'summon Immortal Baron');
    expect(snap(t).toAct).toBe(0);
    act(t, 'decline');
    expect(pl(t, 0).hand.length).toBe(0);
  });
});

describe('Screaming Sunburst (dm04-025): tap every creature that is not light', () => {
  it('taps non-light creatures of both players', () => {
    const s = position({ hand: ['dm04-025'], mana: M(LIGHT, 3), battle: ['dm01-075', 'dm01-097'] }, { battle: ['dm01-012', 'dm01-090'] });
    act(s, 'cast Screaming Sunburst (dm04-025)');
    expect(pl(s, 0).battle.map((b) => b.tapped)).toEqual([false, true]);
    expect(pl(s, 1).battle.map((b) => b.tapped)).toEqual([false, true]);
  });
});

describe('Volcano Smog, Deceptive Shade (dm04-027): light creatures and spells cost 2 more', () => {
  it('a 2-cost light creature needs 4 mana', () => {
    const s = position({ hand: ['dm01-075'], mana: M(LIGHT, 3) }, { battle: ['dm04-027'] });
    expect(legal(s)).not.toContain('summon Reusol, the Oracle (dm01-075)');
    const t = position({ hand: ['dm01-075'], mana: M(LIGHT, 4) }, { battle: ['dm04-027'] });
    expect(legal(t)).toContain('summon Reusol, the Oracle (dm01-075)');
  });
});

describe('Mongrel Man (dm04-028): whenever another creature is destroyed, you may draw a card', () => {
  it('draws when another creature is destroyed', () => {
    const s = position({ hand: ['dm01-027'], mana: M(DARK, 6), battle: ['dm04-028'] }, { battle: ['dm01-012'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'yes');
    expect(pl(s, 0).hand.length).toBe(1);
  });
  it('may decline', () => {
    const s = position({ hand: ['dm01-027'], mana: M(DARK, 6), battle: ['dm04-028'] }, { battle: ['dm01-012'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'decline');
    expect(pl(s, 0).hand.length).toBe(0);
  });
});

describe('Locomotiver (dm04-029): on entering, the opponent discards a card at random', () => {
  it('discards one; also as an S-Trigger', () => {
    const s = position({ hand: ['dm04-029'], mana: M(DARK, 4) }, { hand: ['dm01-012', 'dm01-097'] });
    act(s, 'summon Locomotiver (dm04-029)');
    expect(pl(s, 1).hand.length).toBe(1);
    const t = position({ battle: ['dm01-097'], hand: ['dm01-012'] }, { shields: ['dm04-029'] }, { step: 'attack' });
    acts(t, 'attack player with Immortal Baron, Vorg (dm01-097)', 'trigger Locomotiver (dm04-029)');
    expect(battleIds(t, 1)).toEqual(['dm04-029']);
    expect(pl(t, 0).hand).toEqual([]);
  });
});

describe('Gigabolver (dm04-030): nobody can use the S-Triggers of light cards', () => {
  it("a broken light S-Trigger can't be used; a darkness one can", () => {
    const s = position({ battle: ['dm04-030'] }, { shields: ['dm01-078'] }, { step: 'attack' });
    act(s, 'attack player with Gigabolver (dm04-030)');
    expect(legal(s)).toEqual(['end-turn']); // no usable S-Trigger: nothing to declare
    expect(pl(s, 1).hand).toEqual(['dm01-078']);
    const t = position({ battle: ['dm04-030'] }, { shields: ['dm01-027'] }, { step: 'attack' });
    act(t, 'attack player with Gigabolver (dm04-030)');
    expect(legal(t)).toContain('trigger Terror Pit (dm01-027)');
  });
});

describe('Soul Gulp (dm04-031): the opponent chooses and discards a card per light creature he has', () => {
  it('two light creatures: he discards two of his choice', () => {
    const s = position(
      { hand: ['dm04-031'], mana: M(DARK, 4) },
      { battle: ['dm01-075', 'dm01-012', 'dm01-097'], hand: ['dm01-012', 'dm01-097', 'dm01-090'] },
    );
    act(s, 'cast Soul Gulp (dm04-031)');
    expect(snap(s).toAct).toBe(1);
    acts(s, 'choose Immortal Baron', 'choose Lah');
    expect(pl(s, 1).hand).toEqual(['dm01-090']);
  });
  it('no light creature: nothing', () => {
    const s = position({ hand: ['dm04-031'], mana: M(DARK, 4) }, { battle: ['dm01-097'], hand: ['dm01-012'] });
    act(s, 'cast Soul Gulp (dm04-031)');
    expect(pl(s, 1).hand).toEqual(['dm01-012']);
  });
});

describe('Missile Boy (dm04-032): light creatures and spells cost 1 more', () => {
  it('a 2-cost light creature needs 3 mana', () => {
    const s = position({ hand: ['dm01-075'], mana: M(LIGHT, 2) }, { battle: ['dm04-032'] });
    expect(legal(s)).not.toContain('summon Reusol, the Oracle (dm01-075)');
    const t = position({ hand: ['dm01-075'], mana: M(LIGHT, 3) }, { battle: ['dm04-032'] });
    expect(legal(t)).toContain('summon Reusol, the Oracle (dm01-075)');
  });
});

describe('Three-Eyed Dragonfly (dm04-034): on attack, you may destroy another creature of yours for +2000 and double breaker', () => {
  it('sacrificing one: 6000 and 2 shields', () => {
    const s = position({ battle: ['dm04-034', 'dm01-108'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Three-Eyed Dragonfly (dm04-034)', 'yes');
    expect(pl(s, 0).graveyard).toEqual(['dm01-108']);
    expect(power(s, 0, 'dm04-034')).toBe(6000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it('declining: 4000, single breaker; alone: no question', () => {
    const s = position({ battle: ['dm04-034', 'dm01-108'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Three-Eyed Dragonfly (dm04-034)', 'decline', 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
    const t = position({ battle: ['dm04-034'] }, {}, { step: 'attack' });
    act(t, 'attack player with Three-Eyed Dragonfly (dm04-034)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Dew Mushroom (dm04-035): darkness creatures and spells cost 1 more', () => {
  it('a 2-cost darkness spell needs 3 mana', () => {
    const s = position({ hand: ['dm02-047'], mana: M(DARK, 2) }, { battle: ['dm04-035', 'dm01-004'] });
    expect(legal(s)).not.toContain('cast Critical Blade (dm02-047)');
    const t = position({ hand: ['dm02-047'], mana: M(DARK, 3) }, { battle: ['dm04-035', 'dm01-004'] });
    expect(legal(t)).toContain('cast Critical Blade (dm02-047)');
  });
});

describe('Kolon, the Oracle (dm04-037): on entering, you may tap an opposing creature', () => {
  it('taps the chosen creature; may decline', () => {
    const s = position({ hand: ['dm04-037'], mana: M(LIGHT, 4) }, { battle: ['dm01-012'] });
    acts(s, 'summon Kolon, the Oracle (dm04-037)', 'yes');
    expect(pl(s, 1).battle[0]!.tapped).toBe(true);
    const t = position({ hand: ['dm04-037'], mana: M(LIGHT, 4) }, { battle: ['dm01-012'] });
    acts(t, 'summon Kolon, the Oracle (dm04-037)', 'decline');
    expect(pl(t, 1).battle[0]!.tapped).toBe(false);
  });
});

describe("Gulan Rias, Speed Guardian (dm04-038): can't be attacked or blocked by darkness creatures", () => {
  it("darkness creatures can't attack it", () => {
    const s = position({ battle: ['dm01-090', 'dm01-097'] }, { battle: [{ card: 'dm04-038', tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual([
      'end-turn',
      'attack player with Writhing Bone Ghoul (dm01-090)',
      'attack player with Immortal Baron, Vorg (dm01-097)',
      'attack Gulan Rias, Speed Guardian (dm04-038) with Immortal Baron, Vorg (dm01-097)',
    ]);
  });
  it("darkness blockers can't block it", () => {
    const s = position({ battle: ['dm04-038'] }, { battle: ['dm01-055', 'dm01-004'] }, { step: 'attack' });
    act(s, 'attack player with Gulan Rias, Speed Guardian (dm04-038)');
    expect(legal(s)).toEqual(['no-block', 'block with Seamine (dm01-004)']);
  });
});

describe('Keeper of the Sunlit Abyss (dm04-041): light and darkness creatures get +1000', () => {
  it('boosts light and darkness creatures of both players', () => {
    const s = position({ battle: ['dm04-041', 'dm01-075', 'dm01-097'] }, { battle: ['dm01-090'] });
    expect(power(s, 0, 'dm04-041')).toBe(2000);
    expect(power(s, 0, 'dm01-075')).toBe(3000);
    expect(power(s, 0, 'dm01-097')).toBe(2000);
    expect(power(s, 1, 'dm01-090')).toBe(3000);
  });
});

describe('Clone Factory (dm04-044): up to 2 cards of your mana zone return to your hand', () => {
  it('returns two, or fewer', () => {
    const s = position({ hand: ['dm04-044'], mana: [...M(WATER, 3), 'dm01-097', 'dm01-012'] });
    acts(s, 'cast Clone Factory (dm04-044)', 'choose Immortal Baron', 'choose Lah');
    expect(pl(s, 0).hand).toEqual(['dm01-097', 'dm01-012']);
    const t = position({ hand: ['dm04-044'], mana: [...M(WATER, 3), 'dm01-097'] });
    acts(t, 'cast Clone Factory (dm04-044)', 'choose Immortal Baron', 'done choosing');
    expect(pl(t, 0).hand).toEqual(['dm01-097']);
  });
});

describe('Shadow Moon, Cursed Shade (dm04-046): every other darkness creature gets +2000', () => {
  it('boosts other darkness creatures of both players', () => {
    const s = position({ battle: ['dm04-046', 'dm01-090', 'dm01-097'] }, { battle: ['dm01-090'] });
    expect(power(s, 0, 'dm04-046')).toBe(3000);
    expect(power(s, 0, 'dm01-090')).toBe(4000);
    expect(power(s, 0, 'dm01-097')).toBe(2000);
    expect(power(s, 1, 'dm01-090')).toBe(4000);
  });
});

describe('Skeleton Thief, the Revealer (dm04-047): on entering, you may return a Living Dead from your graveyard', () => {
  it('returns a Living Dead only', () => {
    const s = position({ hand: ['dm04-047'], mana: M(DARK, 4), graveyard: ['dm01-097', 'dm01-087'] });
    acts(s, 'summon Skeleton Thief, the Revealer (dm04-047)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-087']);
  });
});

describe("Purple Piercer (dm04-048): can't be attacked or blocked by light creatures", () => {
  it("light creatures can't attack it; light blockers can't block it", () => {
    const s = position({ battle: ['dm01-075'] }, { battle: [{ card: 'dm04-048', tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual(['end-turn', 'attack player with Reusol, the Oracle (dm01-075)']);
    const t = position({ battle: ['dm04-048'] }, { battle: ['dm01-013', 'dm01-004'] }, { step: 'attack' });
    act(t, 'attack player with Purple Piercer (dm04-048)');
    expect(legal(t)).toEqual(['no-block', 'block with Seamine (dm01-004)']);
  });
});

describe('Darkpact (dm04-049): put any number of your mana cards into your graveyard, then draw that many', () => {
  it('two cards sacrificed, two drawn', () => {
    const s = position({ hand: ['dm04-049'], mana: [...M(DARK, 2), 'dm01-097', 'dm01-012'] });
    acts(s, 'cast Darkpact (dm04-049)', 'choose Immortal Baron', 'choose Lah', 'done choosing');
    expect(pl(s, 0).graveyard).toEqual(['dm01-097', 'dm01-012', 'dm04-049']);
    expect(pl(s, 0).hand.length).toBe(2);
  });
  it('none sacrificed, none drawn', () => {
    const s = position({ hand: ['dm04-049'], mana: M(DARK, 2) });
    acts(s, 'cast Darkpact (dm04-049)', 'done choosing');
    expect(pl(s, 0).hand.length).toBe(0);
  });
});

describe('Pippie Kuppie (dm04-050): every Armored Dragon gets +1000', () => {
  it('boosts Armored Dragons of both players', () => {
    const s = position({ battle: ['dm04-050', 'dm03-015'] }, { battle: ['dm03-015', 'dm01-097'] });
    expect(power(s, 0, 'dm03-015')).toBe(10000);
    expect(power(s, 1, 'dm03-015')).toBe(10000);
    expect(power(s, 1, 'dm01-097')).toBe(2000);
  });
});

describe('Blasto, Explosive Soldier (dm04-051): +2000 while you have a darkness creature', () => {
  it("4000 with your darkness creature, 2000 with only the opponent's", () => {
    expect(power(position({ battle: ['dm04-051', 'dm01-090'] }), 0, 'dm04-051')).toBe(4000);
    expect(power(position({ battle: ['dm04-051'] }, { battle: ['dm01-090'] }), 0, 'dm04-051')).toBe(2000);
  });
});

describe('Cannon Shell (dm04-053): +1000 per shield you have', () => {
  it('5 shields: 6000; 2 shields: 3000', () => {
    expect(power(position({ battle: ['dm04-053'] }), 0, 'dm04-053')).toBe(6000);
    expect(power(position({ battle: ['dm04-053'], shields: ['dm01-012', 'dm01-012'] }), 0, 'dm04-053')).toBe(3000);
  });
});

describe('Exploding Cactus (dm04-054): +2000 while you have a light creature', () => {
  it('4000 with your light creature, 2000 otherwise', () => {
    expect(power(position({ battle: ['dm04-054', 'dm01-075'] }), 0, 'dm04-054')).toBe(4000);
    expect(power(position({ battle: ['dm04-054'] }, { battle: ['dm01-075'] }), 0, 'dm04-054')).toBe(2000);
  });
});

describe('Marinomancer (tcg-dm04-025): on entering, you may reveal the top 3; light and darkness cards to hand, the rest to the graveyard', () => {
  it('splits the three cards on yes; nothing on decline', () => {
    const s = position({ hand: ['tcg-dm04-025'], mana: M(WATER, 5), deck: ['dm01-075', 'dm01-083', 'dm01-090', 'dm01-012'] });
    acts(s, 'summon Marinomancer (tcg-dm04-025)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-075', 'dm01-090']);
    expect(pl(s, 0).graveyard).toEqual(['dm01-083']);
    const t = position({ hand: ['tcg-dm04-025'], mana: M(WATER, 5) });
    acts(t, 'summon Marinomancer (tcg-dm04-025)', 'decline');
    expect(pl(t, 0).deck).toBe(10);
  });
});

describe('Astral Warper (tcg-dm04-002): evolves on a Cyber Virus; on entering, draw up to 3', () => {
  it('evolves onto a Cyber Virus and draws one by one', () => {
    const s = position({ hand: ['tcg-dm04-002'], mana: M(WATER, 6), battle: ['dm01-049', 'dm01-083'] });
    expect(legal(s).filter((a) => a.startsWith('evolve'))).toEqual(['evolve Astral Warper (tcg-dm04-002) onto Faerie Child (dm01-049)']);
    acts(s, 'evolve Astral Warper (tcg-dm04-002) onto Faerie Child (dm01-049)', 'yes draw', 'yes draw', 'decline further draws');
    expect(pl(s, 0).hand.length).toBe(2);
  });
});

describe('Alcadeias, Lord of Spirits (dm04-001): nobody can cast spells other than light spells', () => {
  it('a darkness spell cannot be cast while it is in the battle zone; a light spell can', () => {
    const s = position(
      { hand: ['dm01-027', 'dm04-008'], mana: [...Array.from({ length: 6 }, () => 'dm01-090'), ...M(LIGHT, 2)] },
      { battle: [{ card: 'dm04-001', under: ['dm01-s01'] }] },
    );
    expect(legal(s)).toEqual(['end-main', 'cast Full Defensor (dm04-008)']);
  });
  it('it also stops a non-light S-Trigger (using an S-Trigger is casting)', () => {
    const s = position(
      { battle: ['dm01-097', { card: 'dm04-001', under: ['dm01-s01'] }] },
      { shields: ['dm01-027', 'dm01-012'] },
      { step: 'attack' },
    );
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    act(s, 'break shield 1');
    expect(snap(s).players[1]!.hand).toEqual(['dm01-027']); // no S-Trigger was offered
  });
});

describe('Full Defensor (dm04-008): your creatures have Blocker until the start of your next turn', () => {
  it("the blockers last through the opponent's turn and end when your turn starts", () => {
    const s = position({ hand: ['dm04-008'], mana: M(LIGHT, 2), battle: ['dm01-097'] }, { battle: ['dm01-012'] });
    acts(s, 'cast Full Defensor (dm04-008)', 'end-main', 'end-turn');
    // Opponent's turn: charge step may be skipped (empty hand); attack with Lah, Vorg can block.
    while (snap(s).step !== 'attack') act(s, legal(s)[0]!);
    act(s, 'attack player with Lah, Purification Enforcer (dm01-012)');
    expect(legal(s)).toContain('block with Immortal Baron, Vorg (dm01-097)');
    act(s, 'no-block');
    act(s, 'break shield 1');
    act(s, 'end-turn');
    // Our turn again: the Blocker is gone (checked on the state's modifiers).
    expect(s.mods.length).toBe(0);
  });
});

describe('Whisking Whirlwind (dm04-040): at the end of your turn, untap all your creatures', () => {
  it('a delayed trigger untaps the creatures that attacked', () => {
    const s = position({ hand: ['dm04-040'], mana: M(LIGHT, 1), battle: ['dm01-097'] });
    acts(s, 'cast Whisking Whirlwind (dm04-040)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)', 'break shield 1');
    expect(snap(s).players[0]!.battle[0]!.tapped).toBe(true);
    act(s, 'end-turn');
    expect(snap(s).activePlayer).toBe(1);
    expect(snap(s).players[0]!.battle[0]!.tapped).toBe(false);
  });
});

describe('Sword of Malevolent Death (dm04-033): this turn, attacking creatures get +1000 per darkness card in your mana', () => {
  it('counts the darkness mana as the creature attacks', () => {
    const s = position({ hand: ['dm04-033'], mana: [...M(FIRE, 4), ...M(DARK, 3)], battle: ['dm01-097'] });
    acts(s, 'cast Sword of Malevolent Death (dm04-033)', 'end-main');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(2000);
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(5000);
  });
});
