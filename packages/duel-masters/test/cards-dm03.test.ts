// Per-card tests for the DM-03 scripts: one describe per card, positions played by action text.
import { describe, expect, it } from 'vitest';
import { act, acts, battleIds, DARK, FIRE, legal, LIGHT, M, manaIds, NATURE, pl, position, power, snap, WATER } from './helpers.js';

const NAT = (n: number) => Array.from({ length: n }, () => 'dm01-108'); // Burning Mane (nature)

describe('Chaos Fish (dm03-s02): +1000 per other water creature; on attack, draw up to that many', () => {
  it('has 3000 with two other water creatures and draws up to 2 on attack', () => {
    const s = position({ battle: ['dm03-s02', 'dm01-083', 'dm01-004', 'dm01-097'] }, {}, { step: 'attack' });
    expect(power(s, 0, 'dm03-s02')).toBe(3000);
    acts(s, 'attack player with Chaos Fish (dm03-s02)', 'yes draw', 'yes draw');
    expect(pl(s, 0).hand.length).toBe(2);
    expect(legal(s)[0]).toMatch(/^break shield/); // stops by itself at 2
  });
  it('may stop early or draw nothing', () => {
    const s = position({ battle: ['dm03-s02', 'dm01-083', 'dm01-004'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Chaos Fish (dm03-s02)', 'yes draw', 'decline further draws');
    expect(pl(s, 0).hand.length).toBe(1);
    const t = position({ battle: ['dm03-s02'] }, {}, { step: 'attack' });
    act(t, 'attack player with Chaos Fish (dm03-s02)');
    expect(legal(t)[0]).toMatch(/^break shield/); // no other water creature: nothing to draw
  });
});

describe('Garkago Dragon (dm03-s04): +1000 per other fire creature of yours; attacks untapped creatures', () => {
  it('counts your other fire creatures only', () => {
    const s = position(
      { battle: ['dm03-s04', 'dm01-097', 'dm01-097', 'dm01-083'] },
      { battle: ['dm01-097', 'dm01-012'] },
      { step: 'attack' },
    );
    expect(power(s, 0, 'dm03-s04')).toBe(8000);
    expect(legal(s)).toContain('attack Lah, Purification Enforcer (dm01-012) with Garkago Dragon (dm03-s04)');
  });
});

describe('Earthstomp Giant (dm03-s05): on attack, every creature in your mana zone returns to your hand', () => {
  it('returns creatures, leaves spells', () => {
    const s = position({ battle: ['dm03-s05'], mana: ['dm01-097', 'dm01-027', 'dm01-012'] }, {}, { step: 'attack' });
    act(s, 'attack player with Earthstomp Giant (dm03-s05)');
    expect(pl(s, 0).hand).toEqual(['dm01-097', 'dm01-012']);
    expect(manaIds(s, 0)).toEqual(['dm01-027']);
  });
});

describe('Sieg Balicula, the Intense (dm03-001): your other light creatures have "blocker"', () => {
  it('your other light creatures may block; it and your non-light creatures may not', () => {
    const s = position(
      { battle: [{ card: 'dm03-001', under: ['dm01-042'] }, 'dm01-075', 'dm01-083'] },
      { battle: ['dm01-097'] },
      { step: 'attack', activePlayer: 1 },
    );
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(legal(s)).toEqual(['no-block', 'block with Reusol, the Oracle (dm01-075)']);
  });
});

describe("Legendary Bynor (dm03-002): your other water creatures can't be blocked", () => {
  it('your other water creatures are unblockable; Bynor itself is not', () => {
    const s = position({ battle: [{ card: 'dm03-002', under: ['dm01-051'] }, 'dm01-083'] }, { battle: ['dm01-004'] }, { step: 'attack' });
    act(s, 'attack player with Aqua Vehicle (dm01-083)');
    expect(legal(s)[0]).toMatch(/^break shield/);
    const t = position({ battle: [{ card: 'dm03-002', under: ['dm01-051'] }] }, { battle: ['dm01-004'] }, { step: 'attack' });
    act(t, 'attack player with Legendary Bynor (dm03-002)');
    expect(legal(t)).toContain('block with Seamine (dm01-004)');
  });
});

describe('Überdragon Jabaha (dm03-004): evolves on an Armored Dragon; your other fire creatures have power attacker +2000', () => {
  it('evolves onto an Armored Dragon only', () => {
    const s = position({ hand: ['dm03-004'], mana: M(FIRE, 7), battle: ['dm03-015', 'dm01-097'] });
    expect(legal(s).filter((a) => a.startsWith('evolve'))).toEqual(['evolve Überdragon Jabaha (dm03-004) onto Boltail Dragon (dm03-015)']);
  });
  it('your other fire creature gets +2000 while attacking; Jabaha does not', () => {
    const s = position({ battle: [{ card: 'dm03-004', under: ['dm03-015'] }, 'dm01-097'] }, { battle: ['dm01-097'] }, { step: 'attack' });
    expect(power(s, 0, 'dm01-097')).toBe(2000);
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(power(s, 0, 'dm01-097')).toBe(4000);
    const t = position({ battle: [{ card: 'dm03-004', under: ['dm03-015'] }] }, {}, { step: 'attack' });
    act(t, 'attack player with Überdragon Jabaha (dm03-004)');
    expect(power(t, 0, 'dm03-004')).toBe(11000);
  });
});

describe('Raza Vega, Thunder Guardian (dm03-006): would go to the graveyard → to your shields instead', () => {
  it('destroyed by a spell, it becomes a shield', () => {
    const s = position({ battle: ['dm03-006'] }, { hand: ['dm01-027'], mana: M(DARK, 6) }, { activePlayer: 1 });
    act(s, 'cast Terror Pit (dm01-027)');
    expect(battleIds(s, 0)).toEqual([]);
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
});

describe('Alek, Solidity Enforcer (dm03-007): +1000 per other light creature of yours', () => {
  it('counts your other light creatures', () => {
    const s = position({ battle: ['dm03-007', 'dm01-075', 'dm01-075', 'dm01-083'] }, { battle: ['dm01-075'] });
    expect(power(s, 0, 'dm03-007')).toBe(6000);
  });
});

describe('Logic Sphere (dm03-008): a spell from your mana zone returns to your hand', () => {
  it('only spells can be returned', () => {
    const s = position({ hand: ['dm03-008'], mana: [...M(LIGHT, 3), 'dm01-027'] });
    act(s, 'cast Logic Sphere (dm03-008)');
    expect(pl(s, 0).hand).toEqual(['dm01-027']);
  });
});

describe("Aqua Deformer (dm03-009): on entering, 2 of your mana cards and then 2 of the opponent's (his choice) return to hand", () => {
  it('each player picks his own two', () => {
    const s = position(
      { hand: ['dm03-009'], mana: [...M(WATER, 8), 'dm01-097', 'dm01-090'] },
      { mana: ['dm01-075', 'dm01-090', 'dm01-097'] },
    );
    act(s, 'summon Aqua Deformer (dm03-009)');
    acts(s, 'choose Immortal Baron', 'choose Writhing Bone Ghoul');
    expect(pl(s, 0).hand).toEqual(['dm01-097', 'dm01-090']);
    expect(snap(s).toAct).toBe(1);
    acts(s, 'choose Reusol', 'choose Immortal Baron');
    expect(pl(s, 1).hand).toEqual(['dm01-075', 'dm01-097']);
    expect(manaIds(s, 1)).toEqual(['dm01-090']);
  });
});

describe("King Neptas (dm03-010): on attack, you may return a creature with power 2000 or less to its owner's hand", () => {
  it('offers small creatures of both players', () => {
    const s = position({ battle: ['dm03-010', 'dm01-097'] }, { battle: ['dm01-083', 'dm01-012'] }, { step: 'attack' });
    acts(s, 'attack player with King Neptas (dm03-010)', 'yes');
    expect(legal(s)).toEqual(['choose Immortal Baron, Vorg (dm01-097)', 'choose Aqua Vehicle (dm01-083)']);
    act(s, 'choose Aqua Vehicle');
    expect(pl(s, 1).hand).toEqual(['dm01-083']);
  });
  it('may decline', () => {
    const s = position({ battle: ['dm03-010'] }, { battle: ['dm01-083'] }, { step: 'attack' });
    acts(s, 'attack player with King Neptas (dm03-010)', 'decline');
    expect(battleIds(s, 1)).toEqual(['dm01-083']);
  });
});

describe('Streaming Shaper (dm03-011): reveal the top 4; water cards to your hand, the rest to your graveyard', () => {
  it('splits the four cards by civilization', () => {
    const s = position({
      hand: ['dm03-011'],
      mana: M(WATER, 3),
      deck: ['dm01-083', 'dm01-012', 'dm01-004', 'dm01-027', 'dm01-012', 'dm01-012'],
    });
    act(s, 'cast Streaming Shaper (dm03-011)');
    expect(pl(s, 0).hand).toEqual(['dm01-083', 'dm01-004']);
    expect(pl(s, 0).graveyard).toEqual(['dm01-012', 'dm01-027', 'dm03-011']);
    expect(pl(s, 0).deck).toBe(2);
  });
});

describe('Gamil, Knight of Hatred (dm03-012): on attack, you may return a darkness creature from your graveyard', () => {
  it('offers darkness creatures only', () => {
    const s = position({ battle: ['dm03-012'], graveyard: ['dm01-097', 'dm01-027', 'dm01-090'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Gamil, Knight of Hatred (dm03-012)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-090']);
  });
  it('no question without a darkness creature in the graveyard', () => {
    const s = position({ battle: ['dm03-012'], graveyard: ['dm01-097', 'dm01-027'] }, {}, { step: 'attack' });
    act(s, 'attack player with Gamil, Knight of Hatred (dm03-012)');
    expect(legal(s)[0]).toMatch(/^break shield/);
  });
});

describe('Scratchclaw (dm03-013): +1000 per other darkness creature of yours (slayer)', () => {
  it('counts your other darkness creatures', () => {
    const s = position({ battle: ['dm03-013', 'dm01-090', 'dm01-090'] }, { battle: ['dm01-090'] });
    expect(power(s, 0, 'dm03-013')).toBe(3000);
  });
});

describe('Ghastly Drain (dm03-014): any number of your shields go to your hand (no S-Trigger)', () => {
  it('takes the chosen shields', () => {
    const s = position({ hand: ['dm03-014'], mana: M(DARK, 3), shields: ['dm01-027', 'dm01-012', 'dm01-097'] });
    acts(s, 'cast Ghastly Drain (dm03-014)', 'choose shield 1 of P0', 'choose shield 3 of P0', 'done choosing');
    expect(pl(s, 0).hand).toEqual(['dm01-027', 'dm01-097']);
    expect(pl(s, 0).shields).toBe(1);
    expect(legal(s)[0]).toBe('end-main'); // no S-Trigger
  });
  it('may take none', () => {
    const s = position({ hand: ['dm03-014'], mana: M(DARK, 3) });
    acts(s, 'cast Ghastly Drain (dm03-014)', 'done choosing');
    expect(pl(s, 0).shields).toBe(5);
  });
});

describe('Flametropus (dm03-016): on attack, you may put a mana card into your graveyard for power attacker +3000 and double breaker this turn', () => {
  it('paying a mana card: 6000 while attacking, breaks 2 shields; no bonus once the attack is over', () => {
    const s = position({ battle: ['dm03-016'], mana: ['dm01-097', 'dm01-090'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Flametropus (dm03-016)', 'yes', 'choose Writhing Bone Ghoul');
    expect(pl(s, 0).graveyard).toEqual(['dm01-090']);
    expect(power(s, 0, 'dm03-016')).toBe(6000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
    expect(power(s, 0, 'dm03-016')).toBe(3000);
  });
  it('declining: 3000, single breaker', () => {
    const s = position({ battle: ['dm03-016'], mana: ['dm01-097'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Flametropus (dm03-016)', 'decline');
    expect(power(s, 0, 'dm03-016')).toBe(3000);
    act(s, 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
  });
  it('with no mana, nothing is asked and nothing is gained', () => {
    const s = position({ battle: ['dm03-016'] }, {}, { step: 'attack' });
    act(s, 'attack player with Flametropus (dm03-016)');
    expect(power(s, 0, 'dm03-016')).toBe(3000);
  });
});

describe('Psyshroom (dm03-019): on attack, you may put a nature card from your graveyard into your mana zone', () => {
  it('moves a nature card; may decline', () => {
    const s = position({ battle: ['dm03-019'], graveyard: ['dm01-097', 'dm01-108'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Psyshroom (dm03-019)', 'yes');
    expect(manaIds(s, 0)).toEqual(['dm01-108']);
    const t = position({ battle: ['dm03-019'], graveyard: ['dm01-108'] }, {}, { step: 'attack' });
    acts(t, 'attack player with Psyshroom (dm03-019)', 'decline');
    expect(manaIds(t, 0)).toEqual([]);
  });
});

describe('Aurora of Reversal (dm03-020): any number of your shields go to your mana zone', () => {
  it('moves the chosen shields', () => {
    const s = position({ hand: ['dm03-020'], mana: M(NATURE, 5), shields: ['dm01-097', 'dm01-027', 'dm01-012'] });
    acts(s, 'cast Aurora of Reversal (dm03-020)', 'choose shield 2 of P0', 'choose shield 1 of P0', 'done choosing');
    expect(manaIds(s, 0).slice(5).sort()).toEqual(['dm01-027', 'dm01-097']);
    expect(pl(s, 0).shields).toBe(1);
  });
});

describe('Ra Vu, Seeker of Lightning (dm03-021): on attack, you may return a light spell from your graveyard', () => {
  it('offers light spells only', () => {
    const s = position({ battle: ['dm03-021'], graveyard: ['dm01-027', 'dm01-078', 'dm01-075'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Ra Vu, Seeker of Lightning (dm03-021)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-078']);
  });
});

describe('Sparkle Flower (dm03-022): while all your mana cards are light, it has "blocker"', () => {
  it('blocks with all-light mana, not with a fire card in mana', () => {
    const s = position({ battle: ['dm03-022'], mana: M(LIGHT, 2) }, { battle: ['dm01-097'] }, { step: 'attack', activePlayer: 1 });
    act(s, 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(legal(s)).toContain('block with Sparkle Flower (dm03-022)');
    const t = position(
      { battle: ['dm03-022'], mana: [...M(LIGHT, 2), 'dm01-097'] },
      { battle: ['dm01-097'] },
      { step: 'attack', activePlayer: 1 },
    );
    act(t, 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Boomerang Comet (dm03-023): goes to your mana zone, then a card of your mana zone returns to your hand (text_ja order)', () => {
  it('the returned card may be Boomerang Comet itself', () => {
    const s = position({ hand: ['dm03-023'], mana: M(LIGHT, 6) });
    act(s, 'cast Boomerang Comet (dm03-023)');
    expect(legal(s)).toContain('choose Boomerang Comet (dm03-023)');
    act(s, 'choose Boomerang Comet (dm03-023)');
    expect(pl(s, 0).hand).toEqual(['dm03-023']);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
  it('or another mana card, and the spell stays in mana', () => {
    const s = position({ hand: ['dm03-023'], mana: [...M(LIGHT, 6), 'dm01-097'] });
    acts(s, 'cast Boomerang Comet (dm03-023)', 'choose Immortal Baron');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
    expect(manaIds(s, 0)).toContain('dm03-023');
  });
});

describe('King Ponitas (dm03-024): on attack, search your deck for a water card', () => {
  it('takes a water card', () => {
    const s = position({ battle: ['dm03-024'], deck: ['dm01-012', 'dm01-004', 'dm01-012'] }, {}, { step: 'attack' });
    act(s, 'attack player with King Ponitas (dm03-024)');
    expect(legal(s)).toEqual(['done choosing for King Ponitas (dm03-024)', 'choose Seamine (dm01-004)']);
    act(s, 'choose Seamine (dm01-004)');
    expect(pl(s, 0).hand).toEqual(['dm01-004']);
  });
});

describe('Flood Valve (dm03-026): a card from your mana zone returns to your hand', () => {
  it('returns the chosen mana card', () => {
    const s = position({ hand: ['dm03-026'], mana: [...M(WATER, 2), 'dm01-097'] });
    acts(s, 'cast Flood Valve (dm03-026)', 'choose Immortal Baron');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
  });
});

describe('Baraga, Blade of Gloom (dm03-028): on entering, one of your shields goes to your hand (no S-Trigger)', () => {
  it('takes the chosen shield', () => {
    const s = position({ hand: ['dm03-028'], mana: M(DARK, 4), shields: ['dm01-012', 'dm01-027'] });
    acts(s, 'summon Baraga, Blade of Gloom (dm03-028)', 'choose shield 2 of P0');
    expect(pl(s, 0).hand).toEqual(['dm01-027']);
    expect(pl(s, 0).shields).toBe(1);
    expect(legal(s)[0]).toBe('end-main');
  });
});

describe('Muramasa, Duke of Blades (dm03-030): on attack, you may destroy an opposing creature with power 2000 or less', () => {
  it('destroys the chosen small creature; may decline', () => {
    const s = position({ battle: ['dm03-030'] }, { battle: ['dm01-097', 'dm01-087', 'dm01-083'] }, { step: 'attack' });
    acts(s, 'attack player with Muramasa, Duke of Blades (dm03-030)', 'yes');
    expect(legal(s)).toEqual(['choose Immortal Baron, Vorg (dm01-097)', 'choose Aqua Vehicle (dm01-083)']);
    act(s, 'choose Aqua Vehicle');
    expect(pl(s, 1).graveyard).toEqual(['dm01-083']);
    const t = position({ battle: ['dm03-030'] }, { battle: ['dm01-097'] }, { step: 'attack' });
    acts(t, 'attack player with Muramasa, Duke of Blades (dm03-030)', 'decline');
    expect(battleIds(t, 1)).toEqual(['dm01-097']);
  });
});

describe("Armored Warrior Quelos (dm03-031): on attack, a non-fire mana card of yours, then one of the opponent's (his choice), to the graveyard", () => {
  it('each side loses a non-fire mana card', () => {
    const s = position(
      { battle: ['dm03-031'], mana: ['dm01-097', 'dm01-090'] },
      { mana: ['dm01-097', 'dm01-012', 'dm01-083'] },
      { step: 'attack' },
    );
    act(s, 'attack player with Armored Warrior Quelos (dm03-031)');
    expect(pl(s, 0).graveyard).toEqual(['dm01-090']); // the only non-fire card: no choice
    expect(snap(s).toAct).toBe(1);
    expect(legal(s)).toEqual(['choose Lah, Purification Enforcer (dm01-012)', 'choose Aqua Vehicle (dm01-083)']);
    act(s, 'choose Aqua Vehicle');
    expect(manaIds(s, 1)).toEqual(['dm01-097', 'dm01-012']);
  });
});

describe('Searing Wave (dm03-032): destroy opposing creatures with power 3000 or less; one of your shields to your graveyard', () => {
  it("destroys the opponent's small creatures, not yours, then costs a shield", () => {
    const s = position(
      { hand: ['dm03-032'], mana: M(FIRE, 5), battle: ['dm01-097'], shields: ['dm01-027', 'dm01-012'] },
      { battle: ['dm01-087', 'dm01-012'] },
    );
    acts(s, 'cast Searing Wave (dm03-032)', 'choose shield 1 of P0');
    expect(battleIds(s, 1)).toEqual(['dm01-012']);
    expect(battleIds(s, 0)).toEqual(['dm01-097']);
    expect(pl(s, 0).graveyard).toEqual(['dm01-027', 'dm03-032']);
  });
});

describe("Masked Pomegranate (dm03-033): +1000 per other nature creature; can't be blocked by power 4000 or less", () => {
  it('counts other nature creatures and dodges small blockers', () => {
    const s = position({ battle: ['dm03-033', 'dm01-108', 'dm01-108'] }, { battle: ['dm01-004', 'dm01-001'] }, { step: 'attack' });
    expect(power(s, 0, 'dm03-033')).toBe(3000);
    act(s, 'attack player with Masked Pomegranate (dm03-033)');
    expect(legal(s)).toEqual(['no-block', 'block with Gran Gure, Space Guardian (dm01-001)']);
  });
});

describe('Mana Nexus (dm03-035): a card from your mana zone becomes a shield', () => {
  it('moves the chosen mana card to your shields', () => {
    const s = position({ hand: ['dm03-035'], mana: [...M(NATURE, 4), 'dm01-097'] });
    acts(s, 'cast Mana Nexus (dm03-035)', 'choose Immortal Baron');
    expect(pl(s, 0).shields).toBe(6);
    expect(manaIds(s, 0)).toEqual(M(NATURE, 4));
  });
  it('works as an S-Trigger', () => {
    const s = position({ battle: ['dm01-097'] }, { shields: ['dm03-035'], mana: ['dm01-108'] }, { step: 'attack' });
    acts(s, 'attack player with Immortal Baron, Vorg (dm01-097)', 'trigger Mana Nexus (dm03-035)');
    expect(pl(s, 1).shields).toBe(1);
    expect(manaIds(s, 1)).toEqual([]);
  });
});

describe('Aless, the Oracle (dm03-036): would go to the graveyard → to your shields instead', () => {
  it('losing a battle, it becomes a shield', () => {
    const s = position({ battle: [{ card: 'dm03-036', tapped: true }] }, { battle: ['dm01-097'] }, { step: 'attack', activePlayer: 1 });
    act(s, 'attack Aless, the Oracle (dm03-036) with Immortal Baron, Vorg (dm01-097)');
    expect(pl(s, 0).shields).toBe(6);
    expect(pl(s, 0).graveyard).toEqual([]);
  });
});

describe('Ur Pale, Seeker of Sunlight (dm03-037): +2000 while all your mana cards are light', () => {
  it('4500 with all-light mana, 2500 otherwise', () => {
    expect(power(position({ battle: ['dm03-037'], mana: M(LIGHT, 2) }), 0, 'dm03-037')).toBe(4500);
    expect(power(position({ battle: ['dm03-037'], mana: [...M(LIGHT, 2), 'dm01-083'] }), 0, 'dm03-037')).toBe(2500);
  });
});

describe('Lena, Vizier of Brilliance (dm03-038): on entering, you may return a spell from your mana zone', () => {
  it('returns a spell on yes', () => {
    const s = position({ hand: ['dm03-038'], mana: [...M(LIGHT, 4), 'dm01-078'] });
    acts(s, 'summon Lena, Vizier of Brilliance (dm03-038)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-078']);
  });
});

describe('Sundrop Armor (dm03-039): a card from your hand becomes a shield', () => {
  it('adds the chosen hand card to your shields', () => {
    const s = position({ hand: ['dm03-039', 'dm01-012', 'dm01-097'], mana: M(LIGHT, 4) });
    acts(s, 'cast Sundrop Armor (dm03-039)', 'choose Immortal Baron');
    expect(pl(s, 0).hand).toEqual(['dm01-012']);
    expect(pl(s, 0).shields).toBe(6);
  });
});

describe("Shtra (dm03-040): on entering, one of your mana cards, then one of the opponent's (his choice), return to hand", () => {
  it('each player returns one', () => {
    const s = position({ hand: ['dm03-040'], mana: [...M(WATER, 4), 'dm01-097'] }, { mana: ['dm01-012', 'dm01-090'] });
    acts(s, 'summon Shtra (dm03-040)', 'choose Immortal Baron');
    expect(snap(s).toAct).toBe(1);
    act(s, 'choose Writhing Bone Ghoul');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
    expect(pl(s, 1).hand).toEqual(['dm01-090']);
  });
});

describe('Angler Cluster (dm03-041): +3000 while all your mana cards are water', () => {
  it('6000 with all-water mana, 3000 otherwise', () => {
    expect(power(position({ battle: ['dm03-041'], mana: M(WATER, 2) }), 0, 'dm03-041')).toBe(6000);
    expect(power(position({ battle: ['dm03-041'], mana: [...M(WATER, 2), 'dm01-075'] }), 0, 'dm03-041')).toBe(3000);
  });
});

describe('Emeral (dm03-042): on entering, you may put a hand card into your shields; if you do, take a shield into your hand', () => {
  it('swaps a hand card with a shield', () => {
    const s = position({ hand: ['dm03-042', 'dm01-097'], mana: M(WATER, 2), shields: ['dm01-027', 'dm01-012'] });
    acts(s, 'summon Emeral (dm03-042)', 'yes');
    expect(pl(s, 0).hand).toEqual([]);
    expect(pl(s, 0).shields).toBe(3);
    acts(s, 'choose shield 1 of P0');
    expect(pl(s, 0).hand).toEqual(['dm01-027']);
    expect(pl(s, 0).shields).toBe(2);
    expect(legal(s)[0]).toBe('end-main'); // no S-Trigger for Terror Pit
  });
  it('may decline; with an empty hand nothing is asked', () => {
    const s = position({ hand: ['dm03-042', 'dm01-097'], mana: M(WATER, 2) });
    acts(s, 'summon Emeral (dm03-042)', 'decline');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
    const t = position({ hand: ['dm03-042'], mana: M(WATER, 2) });
    act(t, 'summon Emeral (dm03-042)');
    expect(legal(t)[0]).toBe('end-main');
    expect(pl(t, 0).shields).toBe(5);
  });
});

describe('Mudman (dm03-044): +2000 while all your mana cards are darkness', () => {
  it('4000 with all-darkness mana, 2000 otherwise', () => {
    expect(power(position({ battle: ['dm03-044'], mana: M(DARK, 2) }), 0, 'dm03-044')).toBe(4000);
    expect(power(position({ battle: ['dm03-044'], mana: [...M(DARK, 2), 'dm01-075'] }), 0, 'dm03-044')).toBe(2000);
  });
});

describe('Bone Piercer (dm03-046): when it goes to your graveyard from the battle zone, you may return a creature from your mana zone', () => {
  it('returns a mana creature after it dies in battle', () => {
    const s = position(
      { battle: ['dm03-046'], mana: ['dm01-027', 'dm01-097'] },
      { battle: [{ card: 'dm01-012', tapped: true }] },
      { step: 'attack' },
    );
    acts(s, 'attack Lah, Purification Enforcer (dm01-012) with Bone Piercer (dm03-046)', 'yes');
    expect(pl(s, 0).hand).toEqual(['dm01-097']);
    expect(manaIds(s, 0)).toEqual(['dm01-027']);
  });
  it('may decline', () => {
    const s = position({ battle: ['dm03-046'], mana: ['dm01-097'] }, { battle: [{ card: 'dm01-012', tapped: true }] }, { step: 'attack' });
    acts(s, 'attack Lah, Purification Enforcer (dm01-012) with Bone Piercer (dm03-046)', 'decline');
    expect(pl(s, 0).hand).toEqual([]);
  });
});

describe('Snake Attack (dm03-047): your creatures get double breaker this turn; one of your shields to your graveyard', () => {
  it('grants double breaker and costs a shield', () => {
    const s = position({ hand: ['dm03-047'], mana: M(DARK, 4), battle: ['dm01-090'] });
    acts(s, 'cast Snake Attack (dm03-047)', 'choose shield 1 of P0');
    expect(pl(s, 0).shields).toBe(4);
    acts(s, 'end-main', 'attack player with Writhing Bone Ghoul (dm01-090)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
});

describe('Baby Zoppe (dm03-049): +2000 while all your mana cards are fire', () => {
  it('4000 with all-fire mana, 2000 otherwise', () => {
    expect(power(position({ battle: ['dm03-049'], mana: M(FIRE, 2) }), 0, 'dm03-049')).toBe(4000);
    expect(power(position({ battle: ['dm03-049'], mana: [...M(FIRE, 2), 'dm01-075'] }), 0, 'dm03-049')).toBe(2000);
  });
});

describe("Snip Striker Bullraizer (dm03-050): can't attack while the opponent has more creatures", () => {
  it('attacks with equal numbers, not when outnumbered', () => {
    const s = position({ battle: ['dm03-050'] }, { battle: ['dm01-012'] }, { step: 'attack' });
    expect(legal(s)).toContain('attack player with Snip Striker Bullraizer (dm03-050)');
    const t = position({ battle: ['dm03-050'] }, { battle: ['dm01-012', 'dm01-012'] }, { step: 'attack' });
    expect(legal(t)).toEqual(['end-turn']);
  });
});

describe('Volcanic Arrows (dm03-051): destroy a creature with power 6000 or less; one of your shields to your graveyard', () => {
  it('destroys the chosen creature (either side), then costs a shield', () => {
    const s = position({ hand: ['dm03-051'], mana: M(FIRE, 2), battle: ['dm01-097'] }, { battle: ['dm01-012', 'dm01-001'] });
    act(s, 'cast Volcanic Arrows (dm03-051)');
    expect(legal(s)).toEqual(['choose Immortal Baron, Vorg (dm01-097)', 'choose Lah, Purification Enforcer (dm01-012)']);
    acts(s, 'choose Lah', 'choose shield 1 of P0');
    expect(battleIds(s, 1)).toEqual(['dm01-001']);
    expect(pl(s, 0).shields).toBe(4);
  });
});

describe('Raging Dash-Horn (dm03-052): while all your mana cards are nature, +3000 and double breaker', () => {
  it('7000 and double breaker with all-nature mana', () => {
    const s = position({ battle: ['dm03-052'], mana: M(NATURE, 2) }, {}, { step: 'attack' });
    expect(power(s, 0, 'dm03-052')).toBe(7000);
    acts(s, 'attack player with Raging Dash-Horn (dm03-052)', 'break shield 1', 'break shield 2');
    expect(pl(s, 1).shields).toBe(3);
  });
  it('4000 and single breaker otherwise', () => {
    const s = position({ battle: ['dm03-052'], mana: [...M(NATURE, 2), 'dm01-097'] }, {}, { step: 'attack' });
    expect(power(s, 0, 'dm03-052')).toBe(4000);
    acts(s, 'attack player with Raging Dash-Horn (dm03-052)', 'break shield 1');
    expect(pl(s, 1).shields).toBe(4);
  });
});

describe('Sniper Mosquito (dm03-054): on attack, a card from your mana zone returns to your hand', () => {
  it('returns one (mandatory); nothing with an empty mana zone', () => {
    const s = position({ battle: ['dm03-054'], mana: ['dm01-108', 'dm01-097'] }, {}, { step: 'attack' });
    acts(s, 'attack player with Sniper Mosquito (dm03-054)', 'choose Burning Mane');
    expect(pl(s, 0).hand).toEqual(['dm01-108']);
    const t = position({ battle: ['dm03-054'] }, {}, { step: 'attack' });
    act(t, 'attack player with Sniper Mosquito (dm03-054)');
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('Roar of the Earth (dm03-055): a creature costing 6 or more returns from your mana zone to your hand', () => {
  it('offers only creatures of cost 6 or more', () => {
    const s = position({ hand: ['dm03-055'], mana: [...M(NATURE, 2), 'dm01-001', 'dm01-012', 'dm01-027'] });
    act(s, 'cast Roar of the Earth (dm03-055)');
    expect(pl(s, 0).hand).toEqual(['dm01-001']);
  });
});

describe('Psychic Shaper (tcg-dm03-020): reveal the top 4; water cards to your hand, the rest to your graveyard', () => {
  it('splits the four cards by civilization', () => {
    const s = position({ hand: ['tcg-dm03-020'], mana: M(WATER, 6), deck: ['dm01-012', 'dm01-083', 'dm01-083', 'dm01-097', 'dm01-012'] });
    act(s, 'cast Psychic Shaper (tcg-dm03-020)');
    expect(pl(s, 0).hand).toEqual(['dm01-083', 'dm01-083']);
    expect(pl(s, 0).graveyard).toEqual(['dm01-012', 'dm01-097', 'tcg-dm03-020']);
  });
});

describe('Pouch Shell (dm03-034): you may put the top card of an opposing evolution creature into the graveyard', () => {
  it('only the top card goes; the creature under it stays, keeping the tap state (801.4)', () => {
    const s = position({ hand: ['dm03-034'], mana: NAT(4) }, { battle: [{ card: 'dm02-024', tapped: true, under: ['dm01-083'] }] });
    acts(s, 'summon Pouch Shell (dm03-034)', 'yes');
    expect(snap(s).players[1]!.battle).toEqual([{ id: 'dm01-083', tapped: true, sick: false, power: 1000, under: [] }]);
    expect(snap(s).players[1]!.graveyard).toEqual(['dm02-024']);
  });
  it('may decline; with no opposing evolution creature nothing is asked', () => {
    const s = position({ hand: ['dm03-034'], mana: NAT(4) }, { battle: [{ card: 'dm02-024', under: ['dm01-083'] }] });
    acts(s, 'summon Pouch Shell (dm03-034)', 'decline');
    expect(battleIds(s, 1)).toEqual(['dm02-024']);
    const t = position({ hand: ['dm03-034'], mana: NAT(4) }, { battle: ['dm01-083'] });
    act(t, 'summon Pouch Shell (dm03-034)');
    expect(legal(t)[0]).toBe('end-main');
  });
});

describe('Gigamantis (dm03-005): your other nature creatures go to mana instead of the graveyard', () => {
  it('a destroyed nature creature of yours goes to your mana zone; Gigamantis itself and non-nature do not', () => {
    const s = position(
      { battle: ['dm05-s04'] },
      {
        battle: [
          { card: 'dm03-005', under: ['dm01-066'] },
          { card: 'dm01-103', tapped: true },
          { card: 'dm01-097', tapped: true },
        ],
      },
      { step: 'attack' },
    );
    act(s, 'attack Fear Fang (dm01-103) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(s).players[1]!.mana.map((m) => m.id)).toEqual(['dm01-103']);
    expect(snap(s).players[1]!.graveyard).toEqual([]);
    const t = position(
      { battle: ['dm05-s04'] },
      {
        battle: [
          { card: 'dm03-005', under: ['dm01-066'] },
          { card: 'dm01-097', tapped: true },
        ],
      },
      { step: 'attack' },
    );
    act(t, 'attack Immortal Baron, Vorg (dm01-097) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(t).players[1]!.graveyard).toEqual(['dm01-097']); // fire: not covered
  });
});

describe('Blaze Cannon (dm03-017): with only fire cards in mana, your creatures get power attacker +4000 and double breaker', () => {
  it('all fire mana: +4000 while attacking and breaks 2', () => {
    const s = position({ hand: ['dm03-017'], mana: M(FIRE, 7), battle: ['dm01-097'] });
    acts(s, 'cast Blaze Cannon (dm03-017)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(6000);
    acts(s, 'break shield 1', 'break shield 2');
    expect(snap(s).players[1]!.shields).toBe(3);
  });
  it('with a non-fire card in mana it does nothing (Japanese text: a condition of the effect)', () => {
    const s = position({ hand: ['dm03-017'], mana: [...M(FIRE, 7), 'dm01-075'], battle: ['dm01-097'] });
    acts(s, 'cast Blaze Cannon (dm03-017)', 'end-main', 'attack player with Immortal Baron, Vorg (dm01-097)');
    expect(snap(s).players[0]!.battle[0]!.power).toBe(2000);
  });
});

describe('Flametropus (dm03-016): attacking, you may put a mana card into the graveyard for power attacker +3000 and double breaker', () => {
  it('pays a mana card and gets +3000 while attacking', () => {
    const s = position({ battle: ['dm03-016'], mana: M(FIRE, 1) }, {}, { step: 'attack' });
    acts(s, 'attack player with Flametropus (dm03-016)', 'yes'); // the only mana card is chosen (101.3)
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-097']);
    expect(snap(s).players[0]!.battle[0]!.power).toBe(6000);
  });
});

describe('Stinger Ball (dm03-025): attacking, you may look at one opposing shield', () => {
  it('may decline: nothing becomes known', async () => {
    const { game } = await import('../src/game.js');
    const s = position({ battle: ['dm03-025'] }, { shields: ['dm01-012', 'dm01-097'] }, { step: 'attack' });
    acts(s, 'attack player with Stinger Ball (dm03-025)', 'decline', 'break shield 1');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[] }[] };
    expect(v.players[1]!.knownShields).toEqual([null]);
  });
});

describe("Liquid Scope (dm03-043): look at the opponent's hand and shields", () => {
  it("the caster then knows the opponent's hand and every shield", async () => {
    const { game } = await import('../src/game.js');
    const s = position({ hand: ['dm03-043'], mana: M(WATER, 4) }, { hand: ['dm01-097'], shields: ['dm01-012', 'dm01-027'] });
    act(s, 'cast Liquid Scope (dm03-043)');
    const v = game.view(s, 0) as { players: { knownShields: (string | null)[]; knownHand?: string[] }[] };
    expect(v.players[1]!.knownHand).toEqual(['dm01-097']);
    expect(v.players[1]!.knownShields).toEqual(['dm01-012', 'dm01-027']);
  });
});

describe('Eldritch Poison (dm03-029): put a darkness creature of yours into the graveyard (a cost), then return a mana creature to hand', () => {
  it('cannot be cast without a darkness creature of yours', () => {
    const s = position({ hand: ['dm03-029'], mana: M(DARK, 1) });
    expect(legal(s)).toEqual(['end-main']);
  });
  it('pays with a darkness creature and returns a creature from mana', () => {
    const s = position({ hand: ['dm03-029'], mana: [...M(DARK, 1), 'dm01-s05'], battle: ['dm01-090'] });
    acts(s, 'cast Eldritch Poison (dm03-029)', 'choose Deathliger, Lion of Chaos (dm01-s05)');
    expect(snap(s).players[0]!.graveyard.sort()).toEqual(['dm01-090', 'dm03-029'].sort());
    expect(snap(s).players[0]!.hand).toEqual(['dm01-s05']);
  });
});

describe('Jack Viper, Shadow of Doom (dm03-003): your other darkness creatures may return to your hand instead of the graveyard', () => {
  it('a destroyed darkness creature of yours may return to hand; a non-darkness one just dies', () => {
    const s = position(
      { battle: ['dm05-s04'] },
      {
        battle: [
          { card: 'dm03-003', under: ['dm01-055'] },
          { card: 'dm01-090', tapped: true },
          { card: 'dm01-097', tapped: true },
        ],
      },
      { step: 'attack' },
    );
    act(s, 'attack Writhing Bone Ghoul (dm01-090) with Billion-Degree Dragon (dm05-s04)');
    expect(snap(s).toAct).toBe(1);
    act(s, 'yes return Writhing Bone Ghoul (dm01-090) to hand instead');
    expect(snap(s).players[1]!.hand).toEqual(['dm01-090']);
    expect(snap(s).players[1]!.graveyard).toEqual([]);
  });
  it('the affected player may decline', () => {
    const s = position({ hand: ['dm01-027'], mana: M(DARK, 6) }, { battle: [{ card: 'dm03-003', under: ['dm01-055'] }, 'dm01-090'] });
    acts(s, 'cast Terror Pit (dm01-027)', 'choose Writhing Bone Ghoul (dm01-090)', 'decline');
    expect(snap(s).players[1]!.graveyard).toEqual(['dm01-090']);
    expect(snap(s).players[0]!.graveyard).toEqual(['dm01-027']);
  });
});
