// One describe per sample card: set up a position, play the card, assert the zones (per-card tests).
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.js';
import { cardDefs } from '../src/catalog.js';
import { CH_HAND, CH_NUMBER, CH_SEARCH, CH_TARGET } from '../src/state.js';
import { act, dmg, en, has, id, ids, logOf, main, pos, texts } from './helpers.js';

// Units whose behaviour is their skill's printed damage (and retreat cost): [name, skill, cost, damage, retreat].
const PLAIN: [string, string, number, number, number][] = [
  ['Ember Cub', 'Spark Bite', 1, 200, 1],
  ['Blaze Lion', 'Roaring Flame', 3, 500, 2],
  ['Moss Sprite', 'Leaf Dart', 1, 200, 1],
  ['Grove Titan', 'Trunk Slam', 3, 600, 3],
  ['Tide Otter', 'Splash', 1, 200, 1],
  ['Deep Leviathan', 'Maelstrom', 4, 700, 3],
  ['Grey Drifter', 'Tackle', 0, 100, 0],
];
// A colorless 900-HP defender: no advantage applies and nothing is KO'd.
const WALL = 'Bastion Knight';

function skillHits(name: string, skill: string, cost: number, expected: number, opts: { stand?: string[]; oppStand?: string[] } = {}) {
  const s = pos(
    [
      { main: { card: name, energy: en(cost) }, standby: opts.stand ?? [] },
      { main: WALL, standby: opts.oppStand ?? ['Moss Sprite'] },
    ],
    { step: 'skill' },
  );
  act(s, `Use ${skill}`);
  expect(dmg(s, 1)).toBe(expected);
  return s;
}

function retreatCost(name: string, cost: number) {
  if (cost > 0) {
    const a = pos([{ main: { card: name, energy: en(cost - 1) }, standby: ['Grey Drifter'] }, { main: WALL }]);
    expect(has(a, 'Retreat')).toBe(false);
  }
  const b = pos([{ main: { card: name, energy: en(cost) }, standby: ['Grey Drifter'] }, { main: WALL }]);
  act(b, 'Retreat');
  expect(b.discard[0].length).toBe(cost);
}

for (const [name, skill, cost, damage, retreat] of PLAIN) {
  describe(name, () => {
    it(`${skill}: cost ${cost}, ${damage} damage; retreat cost ${retreat}`, () => {
      if (cost > 0) {
        const low = pos([{ main: { card: name, energy: en(cost - 1) } }, { main: WALL }], { step: 'skill' });
        expect(texts(low)).toEqual(['Use no skill']);
      }
      skillHits(name, skill, cost, damage);
      retreatCost(name, retreat);
    });
  });
}

describe('Prism Golem', () => {
  it('is red, green and blue at once: every coloured advantage doubles against it (204.2a)', () => {
    for (const [atk, sk] of [
      ['Ember Cub', 'Spark Bite'],
      ['Tide Otter', 'Splash'],
      ['Moss Sprite', 'Leaf Dart'],
    ] as const) {
      const s = pos([{ main: { card: atk, energy: en(1) } }, { main: 'Prism Golem', standby: ['Grey Drifter'] }], { step: 'skill' });
      act(s, `Use ${sk}`);
      expect(dmg(s, 1)).toBe(400);
    }
    skillHits('Prism Golem', 'Refract', 2, 300);
  });
});

describe('Shock Mantis', () => {
  it("Paralyzing Sting deals 100 and stuns the opponent's Main unit", () => {
    const s = skillHits('Shock Mantis', 'Paralyzing Sting', 2, 100);
    expect(s.stun[main(s, 1)]).toBe(1);
  });
});

describe('Volt Hare', () => {
  it('Static Kick is usable while stunned (922)', () => {
    const s = pos([{ main: { card: 'Volt Hare', energy: en(1), stunned: true } }, { main: WALL, standby: ['Moss Sprite'] }], {
      step: 'skill',
    });
    act(s, 'Use Static Kick');
    expect(dmg(s, 1)).toBe(100);
  });
});

describe('Ironhide Tortoise', () => {
  it('Shell Ward: takes no skill damage, but effect damage lands; Withdraw heals itself 100', () => {
    const s = pos([{ main: { card: 'Catapult Crab', energy: en(2) } }, { main: 'Grey Drifter', standby: ['Ironhide Tortoise'] }], {
      step: 'skill',
    });
    act(s, 'Use Lob');
    expect(ids(s, s.ko[1])).toEqual(['DXS-011']); // 300 effect damage (704.7) is not skill damage: KO'd
    const t = pos([{ main: { card: 'Ironhide Tortoise', damage: 200, energy: en(2) } }, { main: WALL }], { step: 'skill' });
    act(t, 'Use Withdraw');
    expect(dmg(t, 0)).toBe(100);
    expect(dmg(t, 1)).toBe(0);
  });
});

describe('Ember Monk', () => {
  it('Flurry deals 200 per energy on the Monk', () => {
    skillHits('Ember Monk', 'Flurry', 2, 400);
  });
});

describe('Counting Crow', () => {
  it("Peck Count deals 100 per card in the opponent's KO pile", () => {
    const s = pos([{ main: { card: 'Counting Crow', energy: en(1) } }, { ko: ['Ember Cub', 'Ember Cub'], main: WALL }], { step: 'skill' });
    act(s, 'Use Peck Count');
    expect(dmg(s, 1)).toBe(200);
  });
});

describe('Gambler Fox', () => {
  it('Lucky Strike fails unless its user wins an RPS (917.1b)', () => {
    const win = pos([{ main: { card: 'Gambler Fox', energy: en(1) } }, { main: WALL }], { step: 'skill', ticket: 0 });
    act(win, 'Use Lucky Strike');
    expect(dmg(win, 1)).toBe(400);
    const lose = pos([{ main: { card: 'Gambler Fox', energy: en(1) } }, { main: WALL }], { step: 'skill', ticket: 1 });
    act(lose, 'Use Lucky Strike');
    expect(dmg(lose, 1)).toBe(0);
  });
  it('over many seeds the RPS is fair-ish (seeded coin, 916.2)', () => {
    let hits = 0;
    for (let seed = 0; seed < 200; seed++) {
      const s = game.loadPosition!({
        seed,
        turn: 3,
        step: 'skill',
        players: [
          { deck: en(3), main: { card: 'Gambler Fox', energy: en(1) } },
          { deck: en(3), main: WALL },
        ],
      });
      act(s, 'Use Lucky Strike');
      if (dmg(s, 1) === 400) hits++;
    }
    expect(hits).toBeGreaterThan(70);
    expect(hits).toBeLessThan(130);
  });
});

describe('Mirror Owl', () => {
  it('Mirror Feint works only while the Owl is the Main unit; Gust deals 200', () => {
    const s = pos([{ main: { card: 'Ember Cub', energy: en(1) } }, { main: WALL, standby: ['Mirror Owl'] }], { step: 'skill', ticket: 1 });
    act(s, 'Use Spark Bite');
    expect(dmg(s, 1)).toBe(200);
    expect(s.ticket).toBe(1); // no RPS was played
    skillHits('Mirror Owl', 'Gust', 2, 200);
  });
});

describe('Field Medic', () => {
  it('Field Dressing: 100 damage, then heal one chosen damaged unit 200', () => {
    const s = pos(
      [{ main: { card: 'Field Medic', damage: 300, energy: en(1) }, standby: [{ card: 'Moss Sprite', damage: 100 }] }, { main: WALL }],
      { step: 'skill' },
    );
    act(s, 'Use Field Dressing');
    expect(dmg(s, 1)).toBe(100);
    expect(s.chKind).toBe(CH_TARGET);
    act(s, 'Choose Field Medic');
    expect(dmg(s, 0)).toBe(100);
    expect(s.damage[s.standby[0]!]).toBe(100);
  });
});

describe('Catapult Crab', () => {
  it('Lob: 200 to the Main, 300 to a chosen Standby unit', () => {
    const s = pos([{ main: { card: 'Catapult Crab', energy: en(2) } }, { main: WALL, standby: ['Moss Sprite', 'Grove Titan'] }], {
      step: 'skill',
    });
    act(s, 'Use Lob');
    act(s, 'Choose Grove Titan');
    expect(dmg(s, 1)).toBe(200);
    expect(s.damage[s.standby[4]!]).toBe(300);
    expect(s.damage[s.standby[3]!]).toBe(0);
  });
});

describe('Scatter Wasp', () => {
  it('Swarm: 100 to the Main and 100 to each opposing Standby unit', () => {
    const s = skillHits('Scatter Wasp', 'Swarm', 2, 100, { oppStand: ['Moss Sprite', 'Grove Titan'] });
    expect(s.damage[s.standby[3]!]).toBe(100);
    expect(s.damage[s.standby[4]!]).toBe(100);
  });
});

describe('Reckless Ram', () => {
  it('Headlong: 400 to the opponent, 100 to itself', () => {
    const s = skillHits('Reckless Ram', 'Headlong', 2, 400);
    expect(dmg(s, 0)).toBe(100);
  });
});

describe('Scholar Newt', () => {
  it('Cram Session: draw up to 4, +100 per card; overdrawing deals draw damage (1102.2)', () => {
    const s = pos([{ deck: en(2), main: { card: 'Scholar Newt', energy: en(1) } }, { main: WALL }], { step: 'skill' });
    act(s, 'Use Cram Session');
    expect(s.chKind).toBe(CH_NUMBER);
    act(s, 'Choose 4');
    expect(s.hand[0].length).toBe(2);
    expect(dmg(s, 0)).toBe(200);
    expect(dmg(s, 1)).toBe(500);
  });
});

describe('Greedy Goblin', () => {
  it('All In: declining the draw leaves 200', () => {
    const s = pos([{ main: { card: 'Greedy Goblin', energy: en(2) } }, { main: WALL }], { step: 'skill' });
    act(s, 'Use All In');
    act(s, 'Choose no');
    expect(dmg(s, 1)).toBe(200);
    expect(s.hand[0].length).toBe(0);
  });
});

describe('Sacrifice Imp', () => {
  it('Offering: discarding 3 chosen cards deals 300 to an opposing Standby unit', () => {
    const s = pos(
      [
        { hand: ['Quick Draw', 'Raffle Win', 'War Paint', 'Fire Drill'], main: { card: 'Sacrifice Imp', energy: en(1) } },
        { main: WALL, standby: ['Grove Titan'] },
      ],
      { step: 'skill' },
    );
    act(s, 'Use Offering');
    expect(s.chKind).toBe(CH_HAND);
    act(s, 'Choose Quick Draw');
    act(s, 'Choose Raffle Win');
    act(s, 'Choose War Paint');
    expect(ids(s, s.hand[0])).toEqual(['DXS-044']);
    expect(s.damage[s.standby[3]!]).toBe(300);
  });
});

describe('Sun Priest', () => {
  it("Dusk Prayer heals the Main 100 at the end of its controller's turn only", () => {
    const s = pos([{ main: { card: 'Sun Priest', damage: 300 } }, { main: { card: WALL } }]);
    act(s, 'End the main phase');
    act(s, 'Use no skill');
    expect(dmg(s, 0)).toBe(200);
    act(s, 'End the main phase'); // the opponent's turn: no heal
    act(s, 'Use no skill');
    expect(dmg(s, 0)).toBe(200);
  });
});

describe('Thorn Warden', () => {
  it('Thorn Backlash: 100 to the attacker when it takes ≥100 skill damage (923)', () => {
    const s = pos([{ main: { card: 'Grey Drifter' } }, { main: 'Thorn Warden' }], { step: 'skill' });
    act(s, 'Use Tackle');
    expect(dmg(s, 0)).toBe(100);
    skillHits('Thorn Warden', 'Bramble Lash', 2, 200);
  });
});

describe('Herald Drake', () => {
  it("Battle Cry: +100 to the Main unit's skill this turn", () => {
    const s = pos([{ main: { card: 'Herald Drake', energy: en(2) } }, { main: WALL }]);
    act(s, 'End the main phase');
    act(s, 'Use Wing Buffet');
    expect(dmg(s, 1)).toBe(300);
  });
});

describe('Watchtower Sentinel', () => {
  it('Alarm Bell draws 1 at the start of every battle phase', () => {
    const s = pos([{ main: { card: 'Watchtower Sentinel', energy: en(2) } }, { main: WALL }]);
    act(s, 'End the main phase');
    expect(s.hand[0].length).toBe(1);
    act(s, 'Use Spear Thrust');
    expect(dmg(s, 1)).toBe(200);
    act(s, 'End the main phase'); // the opponent's battle phase
    expect(s.hand[0].length).toBe(2);
  });
});

describe('Signal Lark', () => {
  it('Arrival Song draws 1 when it is put into Standby; Chirp deals 100', () => {
    const s = pos([{ hand: ['Signal Lark'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Put Signal Lark');
    expect(s.hand[0].length).toBe(1);
    skillHits('Signal Lark', 'Chirp', 1, 100);
  });
});

describe('Echo Sprite', () => {
  it('Echo heals its Main 100 when an opposing EX power resolves', () => {
    const s = pos([{ main: 'Lucky Cat' }, { main: { card: 'Echo Sprite', damage: 200 } }]);
    act(s, 'Activate Beckoning Paw');
    expect(dmg(s, 1)).toBe(100);
    expect(s.ticket).toBe(0);
  });
});

describe('Tinker Gnome', () => {
  it('Tinker charges the Gnome (906) once per turn without using the charge action (12.1 #13)', () => {
    const s = pos([{ hand: ['Quick Draw', 'Raffle Win'], main: 'Tinker Gnome' }, { main: WALL }]);
    act(s, 'Activate Tinker');
    act(s, 'Choose Quick Draw');
    expect(s.energy[main(s, 0)]).toBe(1);
    expect(s.hand[0].length).toBe(2);
    expect(has(s, 'Activate Tinker')).toBe(false);
    expect(has(s, 'Charge')).toBe(true);
  });
});

describe('Spring Dryad', () => {
  it('Mend heals a damaged unit 100, twice per turn', () => {
    const s = pos([{ main: { card: 'Spring Dryad', damage: 300 } }, { main: WALL }]);
    act(s, 'Activate Mend');
    act(s, 'Activate Mend');
    expect(dmg(s, 0)).toBe(100);
    expect(has(s, 'Activate Mend')).toBe(false);
  });
});

describe('Bastion Knight', () => {
  it("Cover Retreat lowers the Main unit's retreat cost by 2 while the Knight is in Standby", () => {
    const s = pos([{ main: 'Blaze Lion', standby: ['Bastion Knight'] }, { main: 'Ember Cub' }]);
    act(s, 'Retreat');
    expect(id(s, main(s, 0))).toBe('DXS-031');
    expect(has(s, 'Retreat')).toBe(false);
    skillHits('Bastion Knight', 'Shield Bash', 2, 200);
  });
});

describe('Anchor Ooze', () => {
  it("Heavy Slime raises the opposing Main unit's retreat cost by 1", () => {
    const s = pos([{ main: { card: 'Ember Cub', energy: en(1) }, standby: ['Grey Drifter'] }, { main: 'Anchor Ooze' }]);
    expect(has(s, 'Retreat')).toBe(false);
    skillHits('Anchor Ooze', 'Sticky Glob', 1, 100);
  });
});

describe('Frost Witch', () => {
  it("Chill Aura: the opposing Main unit's skills cost 1 more", () => {
    const s = pos([{ main: { card: 'Ember Cub', energy: en(1) } }, { main: 'Frost Witch' }], { step: 'skill' });
    expect(texts(s)).toEqual(['Use no skill']);
    skillHits('Frost Witch', 'Ice Shard', 2, 300);
  });
});

describe('Banner Squire', () => {
  it("Rally Banner: +100 to the Main unit's skills while the Squire is in Standby", () => {
    skillHits('Ember Cub', 'Spark Bite', 1, 300, { stand: ['Banner Squire'] });
    skillHits('Banner Squire', 'Poke', 1, 100);
  });
});

describe('Stone Sentry', () => {
  it("Stone Skin: skill damage to the Sentry is 100 lower (704.6b, the defender's group)", () => {
    const s = pos([{ main: { card: 'Tide Otter', energy: en(1) } }, { main: 'Stone Sentry' }], { step: 'skill' });
    act(s, 'Use Splash');
    expect(dmg(s, 1)).toBe(100);
    skillHits('Stone Sentry', 'Rock Throw', 2, 200);
  });
});

describe('Lucky Cat', () => {
  it('Beckoning Paw grants the Winning Ticket once per turn', () => {
    const s = pos([{ main: 'Lucky Cat' }, { main: WALL }], { ticket: 1 });
    act(s, 'Activate Beckoning Paw');
    expect(s.ticket).toBe(0);
    expect(has(s, 'Activate')).toBe(false);
  });
});

describe('Vesper Acolyte', () => {
  it("Vesper Chime (does not stack) heals the Main 100 at its controller's turn end", () => {
    const s = pos([{ main: { card: 'Vesper Acolyte', damage: 300 } }, { main: WALL }]);
    act(s, 'End the main phase');
    act(s, 'Use no skill');
    expect(dmg(s, 0)).toBe(200);
  });
});

describe('Quick Draw', () => {
  it('draws 2 (an EVENT: one per turn)', () => {
    const s = pos([{ hand: ['Quick Draw', 'Quick Draw'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Play Quick Draw');
    expect(s.hand[0].length).toBe(3);
    expect(has(s, 'Play Quick Draw')).toBe(false);
    expect(ids(s, s.discard[0])).toEqual(['DXS-040']);
  });
});

describe('Rock Paper Fortune', () => {
  it('plays RPS 4 times and draws once per win', () => {
    const s = pos([{ deck: en(10), hand: ['Rock Paper Fortune'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Play Rock Paper Fortune');
    const wins = logOf(s).filter((l) => /P1 wins the RPS/.test(l)).length;
    expect(s.hand[0].length).toBe(wins);
  });
});

describe('Lucky Bandage', () => {
  it('heals the Main 200 on an RPS win, nothing on a loss', () => {
    const w = pos([{ hand: ['Lucky Bandage'], main: { card: 'Ember Cub', damage: 300 } }, { main: WALL }], { ticket: 0 });
    act(w, 'Play Lucky Bandage');
    expect(dmg(w, 0)).toBe(100);
    const l = pos([{ hand: ['Lucky Bandage'], main: { card: 'Ember Cub', damage: 300 } }, { main: WALL }], { ticket: 1 });
    act(l, 'Play Lucky Bandage');
    expect(dmg(l, 0)).toBe(300);
  });
});

describe('Study Break', () => {
  it('draws until 5 cards in hand', () => {
    const s = pos([{ deck: en(10), hand: ['Study Break'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Play Study Break');
    expect(s.hand[0].length).toBe(5);
  });
});

describe('Fire Drill', () => {
  it('swaps the Main with a chosen Standby unit; the old Main loses its stun but keeps damage (912, 907.7)', () => {
    const s = pos([
      { hand: ['Fire Drill'], main: { card: 'Ember Cub', damage: 100, stunned: true }, standby: ['Moss Sprite', 'Tide Otter'] },
      { main: WALL },
    ]);
    const cub = main(s, 0);
    act(s, 'Play Fire Drill');
    act(s, 'Choose Tide Otter');
    expect(id(s, main(s, 0))).toBe('DXS-005');
    expect(s.stun[cub]).toBe(0);
    expect(s.damage[cub]).toBe(100);
    expect(has(s, 'Retreat')).toBe(false); // the new Main, Tide Otter, has no energy for its retreat cost 1
  });
});

describe('Desperate Pact', () => {
  it('puts 2 chosen hand cards into the KO pile, then deals 500 to the opposing Main', () => {
    const s = pos([{ hand: ['Desperate Pact', 'Quick Draw', 'Raffle Win', 'War Paint'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Play Desperate Pact');
    act(s, 'Choose Quick Draw');
    act(s, 'Choose War Paint');
    expect(ids(s, s.ko[0])).toEqual(['DXS-040', 'DXS-053']);
    expect(dmg(s, 1)).toBe(500);
  });
});

describe('Desperate Pact (920.2 shortfall)', () => {
  it('with no other hand card and an empty deck, the shortfall comes from chosen discard cards', () => {
    const s = pos([
      { deck: [], hand: ['Desperate Pact'], discard: ['Quick Draw', 'Quick Draw', 'Raffle Win'], main: 'Ember Cub' },
      { main: WALL },
    ]);
    act(s, 'Play Desperate Pact');
    expect(texts(s)).toEqual(['Choose Quick Draw (DXS-040) from the discard pile', 'Choose Raffle Win (DXS-046) from the discard pile']);
    act(s, 'Choose Raffle Win');
    expect(ids(s, s.ko[0]).sort()).toEqual(['DXS-040', 'DXS-046']);
    expect(ids(s, s.discard[0])).toEqual(['DXS-040', 'DXS-045']);
  });
});

describe('Raffle Win', () => {
  it('grants the Winning Ticket', () => {
    const s = pos([{ hand: ['Raffle Win'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Play Raffle Win');
    expect(s.ticket).toBe(0);
  });
});

describe('Scout Ahead', () => {
  it('searches the deck for a unit, or finds nothing (909.2), then shuffles', () => {
    const s = pos([{ deck: ['Quick Draw', 'Blaze Lion', 'Raffle Win'], hand: ['Scout Ahead'], main: 'Ember Cub' }, { main: WALL }]);
    act(s, 'Play Scout Ahead');
    expect(s.chKind).toBe(CH_SEARCH);
    expect(texts(s)).toEqual(['Take Blaze Lion (DXS-002) from the deck', 'Find nothing']);
    act(s, 'Take Blaze Lion');
    expect(ids(s, s.hand[0])).toEqual(['DXS-002']);
    expect(s.deck[0].length).toBe(2);
  });
});

describe('Energy Drain', () => {
  it('discards 1 energy from the opposing Main unit', () => {
    const s = pos([{ hand: ['Energy Drain'], main: 'Ember Cub' }, { main: { card: WALL, energy: en(2) } }]);
    act(s, 'Play Energy Drain');
    expect(s.energy[main(s, 1)]).toBe(1);
    expect(s.discard[1].length).toBe(1);
  });
});

describe('Smelling Salts', () => {
  it('removes the stun from the own Main unit', () => {
    const s = pos([{ hand: ['Smelling Salts'], main: { card: 'Ember Cub', stunned: true } }, { main: WALL }]);
    act(s, 'Play Smelling Salts');
    expect(s.stun[main(s, 0)]).toBe(0);
  });
});

describe('Withering Curse', () => {
  it('gives the opposing Main HP −300 this turn; the HP comes back at the end of turn (505.3a)', () => {
    const s = pos([{ hand: ['Withering Curse'], main: 'Ember Cub' }, { main: { card: WALL, damage: 500 } }]);
    act(s, 'Play Withering Curse');
    expect(main(s, 1)).toBeGreaterThanOrEqual(0);
    expect(s.ko[1].length).toBe(0); // 900 − 300 = 600 > 500
    const t = pos([
      { hand: ['Withering Curse'], main: 'Ember Cub' },
      { main: { card: WALL, damage: 600 }, standby: ['Moss Sprite'] },
    ]);
    act(t, 'Play Withering Curse');
    expect(ids(t, t.ko[1])).toEqual(['DXS-031']);
  });
});

describe('Second Wind', () => {
  it('charges a chosen own unit with a chosen hand card, then draws 1 (906)', () => {
    const s = pos([{ hand: ['Second Wind', 'Quick Draw', 'Raffle Win'], main: 'Ember Cub', standby: ['Moss Sprite'] }, { main: WALL }]);
    act(s, 'Play Second Wind');
    act(s, 'Choose Moss Sprite');
    act(s, 'Choose Raffle Win');
    expect(s.energy[s.standby[0]!]).toBe(1);
    expect(ids(s, s.hand[0]).sort()).toEqual(['DXS-008', 'DXS-040']);
  });
});

describe('Execution Order', () => {
  it('KOs a chosen opposing Standby unit at once (908.1)', () => {
    const s = pos([
      { hand: ['Execution Order'], main: 'Ember Cub' },
      { main: WALL, standby: [{ card: 'Moss Sprite', energy: en(1) }] },
    ]);
    act(s, 'Play Execution Order');
    expect(ids(s, s.ko[1])).toEqual(['DXS-003']);
    expect(s.discard[1].length).toBe(1); // its energy (1005)
  });
});

describe('War Paint', () => {
  it("+200 to the Main unit's skill this turn only", () => {
    const s = pos([{ hand: ['War Paint'], main: { card: 'Ember Cub', energy: en(1) } }, { main: WALL }]);
    act(s, 'Play War Paint');
    act(s, 'End the main phase');
    act(s, 'Use Spark Bite');
    expect(dmg(s, 1)).toBe(400);
    expect(s.modsN).toBe(0);
  });
});

describe('Lucky Cat (action, DXS-055)', () => {
  it('plays RPS and grants the Winning Ticket on a win; it shares its name with the unit', () => {
    const s = pos([{ hand: ['DXS-055'], main: 'Ember Cub' }, { main: WALL }], { ticket: 0 });
    act(s, 'Play Lucky Cat (DXS-055)');
    expect(s.ticket).toBe(0); // the ticket won the RPS, was spent, then granted again
    const t = pos([{ hand: ['DXS-055'], main: 'Ember Cub' }, { main: WALL }], { ticket: 1 });
    act(t, 'Play Lucky Cat (DXS-055)');
    expect(t.ticket).toBe(-1);
  });
});

describe('Field Triage', () => {
  it("may heal the Main 300; if you don't, draw 1 (925.2); with no damage the heal cannot be chosen", () => {
    const a = pos([{ hand: ['Field Triage'], main: { card: 'Ember Cub', damage: 300 } }, { main: WALL }]);
    act(a, 'Play Field Triage');
    act(a, 'Choose yes');
    expect(dmg(a, 0)).toBe(0);
    expect(a.hand[0].length).toBe(0);
    const b = pos([{ hand: ['Field Triage'], main: 'Ember Cub' }, { main: WALL }]);
    act(b, 'Play Field Triage');
    expect(b.hand[0].length).toBe(1); // no choice: the heal cannot be done in full, so "if you don't" applies
  });
});

describe('Flame Gauntlet', () => {
  it('gives its unit Gauntlet Punch (300) and Heat Knuckles (+100 to all its skills)', () => {
    const s = pos([{ hand: ['Flame Gauntlet'], main: { card: 'Grey Drifter', energy: en(1) } }, { main: WALL }]);
    act(s, 'Attach Flame Gauntlet');
    act(s, 'End the main phase');
    expect(texts(s)).toEqual([
      'Use Tackle of Grey Drifter (DXS-008)',
      'Use Gauntlet Punch of Grey Drifter (DXS-008) (assist)',
      'Use no skill',
    ]);
    act(s, 'Use Tackle');
    expect(dmg(s, 1)).toBe(200);
  });
});

describe('Iron Buckler', () => {
  it('Brace: skill damage to its unit is 100 lower', () => {
    const s = pos([{ main: { card: 'Tide Otter', energy: en(1) } }, { main: { card: WALL, assist: 'Iron Buckler' } }], { step: 'skill' });
    act(s, 'Use Splash');
    expect(dmg(s, 1)).toBe(100);
  });
});

describe('Feather Boots', () => {
  it('Light Step: retreat cost −1; Sprint: HP +100', () => {
    const s = pos([{ main: { card: 'Ember Cub', assist: 'Feather Boots', damage: 550 }, standby: ['Grey Drifter'] }, { main: WALL }]);
    expect(s.ko[0].length).toBe(0); // 600 HP with Sprint
    act(s, 'Retreat');
    expect(id(s, main(s, 0))).toBe('DXS-008');
  });
});

describe('Vesper Chime Charm', () => {
  it('gives its unit Vesper Chime (turn-end heal 100, does not stack)', () => {
    const s = pos([{ main: { card: 'Ember Cub', damage: 300, assist: 'Vesper Chime Charm' } }, { main: WALL }]);
    act(s, 'End the main phase');
    act(s, 'Use no skill');
    expect(dmg(s, 0)).toBe(200);
  });
});

describe('Kasuko Flave (NHML-01-03)', () => {
  it('is refused in decks (partly unknown) but its shown skill works in positions: 300 and stun', () => {
    const info = game.cards.resolve('キャスコ・フレイブ')!;
    expect(info.id).toBe('NHML-01-03');
    expect(info.playable).toBe(false);
    const s = skillHits('Kasuko Flave', '(unnamed stun skill)', 3, 300);
    expect(s.stun[main(s, 1)]).toBe(1);
  });
});

for (const [cid, ja] of [
  ['NHML-01-07', '魔法の短冊'],
  ['NHML-01-08', '選手交代'],
  ['NHML-01-05', 'マジカルコスチューム'],
] as const) {
  describe(`${ja} (${cid})`, () => {
    it('is known by name only and refused in a deck with a clear error', () => {
      const info = game.cards.resolve(ja)!;
      expect(info.id).toBe(cid);
      expect(info.playable).toBe(false);
      const body = [
        'Ember Cub',
        'Blaze Lion',
        'Moss Sprite',
        'Grove Titan',
        'Tide Otter',
        'Deep Leviathan',
        'Prism Golem',
        'Grey Drifter',
        'Shock Mantis',
        'Volt Hare',
        'Catapult Crab',
        'Reckless Ram',
        'Field Medic',
        'Thorn Warden',
      ]
        .map((u) => `2 ${u}`)
        .join('\n');
      expect(() => game.parseDeck(`${body}\n2 ${cid}\n`, 'x.txt')).toThrow(new RegExp(`${cid}.*only its name`));
    });
  });
}

describe('sample set', () => {
  it('has at least 40 synthetic cards, each covered by a describe above, plus the four named cards', () => {
    const synthetic = cardDefs().filter((d) => d.synthetic);
    expect(synthetic.length).toBeGreaterThanOrEqual(40);
    expect(cardDefs().filter((d) => d.set === 'NHML-01').length).toBe(4);
  });
});

describe('determinize', () => {
  it("keeps the viewer's own hand, resamples the opponent's hidden cards and reseeds future RPS", () => {
    const s = pos([
      { hand: ['Quick Draw', 'Raffle Win'], main: 'Ember Cub' },
      { hand: ['War Paint', 'Fire Drill'], deck: ['Blaze Lion', 'Moss Sprite', 'Tide Otter'], main: WALL },
    ]);
    const seen = new Set<string>();
    let sameRng = 0;
    for (let k = 0; k < 30; k++) {
      const c = game.clone(s);
      game.determinize(c, 0, new (s.rng.constructor as new (x: string) => typeof s.rng)(`k${k}`));
      expect(ids(c, c.hand[0])).toEqual(['DXS-040', 'DXS-046']);
      expect(game.cardCount(c, 1)).toBe(game.cardCount(s, 1));
      seen.add(ids(c, c.hand[1]).sort().join(','));
      if (c.rng.next() === s.rng.clone().next()) sameRng++;
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(sameRng).toBe(0);
  });
});

describe('Pounce Lynx', () => {
  it('Opening Strike: 100 before damage (704.4), a rule check (704.5), then 200 to whoever is Main (704.6d)', () => {
    const s = pos([{ main: { card: 'Pounce Lynx', energy: en(2) } }, { main: { card: WALL, damage: 850 }, standby: ['Grove Titan'] }], {
      step: 'skill',
    });
    act(s, 'Use Opening Strike');
    expect(ids(s, s.ko[1])).toEqual(['DXS-031']);
    expect(id(s, main(s, 1))).toBe('DXS-004');
    expect(dmg(s, 1)).toBe(200);
  });
});

describe('Dawn Lark', () => {
  it("Morning Song heals the Main 100 at the start of its controller's draw phase", () => {
    const s = pos([{ main: { card: 'Dawn Lark', damage: 300 } }, { main: WALL }], { step: 'draw' });
    expect(dmg(s, 0)).toBe(200);
    expect(s.hand[0].length).toBe(1); // the draw came first (502.1–502.2)
  });
});

describe('Supply Mule', () => {
  it('Saddlebags draws 1 at the start of the main phase while the Mule is in Standby', () => {
    const s = pos([{ main: 'Ember Cub', standby: ['Supply Mule'] }, { main: WALL }], { step: 'draw' });
    expect(s.hand[0].length).toBe(2);
    const t = pos([{ main: 'Supply Mule' }, { main: WALL }], { step: 'draw' });
    expect(t.hand[0].length).toBe(1);
  });
});

describe('War Drummer', () => {
  it('Drumroll (when using a skill, 704.1) adds +100 before the damage is computed', () => {
    skillHits('War Drummer', 'Beat', 1, 200);
  });
});

describe('Afterglow Moth', () => {
  it('Afterglow draws 1 after the skill (704.10), not when the skill fails', () => {
    const s = skillHits('Afterglow Moth', 'Dust', 1, 100);
    expect(s.hand[0].length).toBe(1);
    const t = pos([{ main: { card: 'Afterglow Moth', energy: en(1) } }, { main: 'Mirror Owl' }], { step: 'skill', ticket: 1 });
    act(t, 'Use Dust');
    expect(dmg(t, 1)).toBe(0);
    expect(t.hand[0].length).toBe(0);
  });
});

describe('Mist Stag', () => {
  it("Fade removes the stun from its controller's Main at the end of each battle phase", () => {
    const s = pos([{ main: { card: 'Shock Mantis', energy: en(2) } }, { main: 'Mist Stag' }], { step: 'skill' });
    act(s, 'Use Paralyzing Sting');
    expect(s.stun[main(s, 1)]).toBe(0); // stunned at 704.8, cured at 705.1
    skillHits('Mist Stag', 'Antler', 2, 200);
  });
});

describe('Herald of Dawn', () => {
  it('First Light grants the Winning Ticket at the start of the game (502.2, turn 1)', () => {
    const s = pos([{ main: 'Ember Cub' }, { main: 'Herald of Dawn' }], { step: 'draw', turn: 1 });
    expect(s.ticket).toBe(1);
    const t = pos([{ main: 'Ember Cub' }, { main: 'Herald of Dawn' }], { step: 'draw', turn: 3 });
    expect(t.ticket).toBe(-1);
  });
});

describe('Grudge Hound', () => {
  it("Grudge: the NTP's when-using trigger (704.2) resolves after the TP's, before damage", () => {
    const s = pos([{ main: { card: 'War Drummer', energy: en(1) } }, { main: 'Grudge Hound' }], { step: 'skill' });
    logOf(s);
    act(s, 'Use Beat');
    const order = logOf(s).filter((l) => /resolves/.test(l));
    expect(order).toEqual(['P1 resolves Drumroll of War Drummer (DXS-073)', 'P2 resolves Grudge of Grudge Hound (DXS-077)']);
    expect(dmg(s, 0)).toBe(100);
    expect(dmg(s, 1)).toBe(200); // 100 + Drumroll 100; no advantage (green) against the red Hound
  });
});

describe('Sundial Turtle', () => {
  it('Sundial heals the Turtle 100 at the start of every turn', () => {
    const s = pos([{ main: 'Ember Cub' }, { main: { card: 'Sundial Turtle', damage: 300 } }], { step: 'draw' });
    expect(dmg(s, 1)).toBe(200);
    skillHits('Sundial Turtle', 'Shell Spin', 2, 200);
  });
});
