// Core rules of Duel Masters (tier A), one test per rule, each citing the comprehensive-rules number.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NotImplementedError } from '@tcglab/core';
import { buildCardDef, cardById } from '../src/catalog.js';
import { game } from '../src/game.js';
import type { DMState } from '../src/state.js';
import { act, acts, battleIds, deck, legal, position, snap } from './helpers.js';

const VANILLA = 'dm01-012'; // Lah, Purification Enforcer: light, cost 5, power 5500, no abilities
const RAIN = 'Whenever it rains, draw a card.'; // a text line no card script handles
const VORG = 'dm01-097'; // Immortal Baron, Vorg: fire, cost 2, power 2000
const GHOUL = 'dm01-090'; // Writhing Bone Ghoul: darkness, cost 2, power 2000
const LA_URA_GIGA = 'dm01-076'; // light blocker, 2000, can't attack players
const BOLSHACK_LIKE_DB = 'dm01-s05'; // Deathliger, Lion of Chaos: darkness 7, 9000, double breaker
const BILLION = 'dm05-s04'; // Billion-Degree Dragon: fire 10, 15000, triple breaker
const BOMBAT = 'dm05-031'; // Bombat, General of Speed: speed attacker
const GIGAGIELE = 'dm01-025'; // darkness, 3000, slayer
const VOLCANODON = 'dm01-062'; // fire 2000, power attacker +4000
const TORCON = 'dm04-055'; // nature 1000, shield trigger creature
const BRAID_CLAW = 'dm01-100'; // attacks each turn if able
const REVOLVER_FISH = 'dm01-048'; // water blocker, can't attack
const CRYSTAL_LANCER = 'dm02-024'; // evolution: Liquid People, unblockable, double breaker
const AQUA_VEHICLE = 'dm01-083'; // water Liquid People 1000
const MULTI = 'dm12-033'; // Gigappi Ponto: darkness/fire

function fireMana(n: number) {
  return Array.from({ length: n }, () => VORG);
}

function newDeckGame(seed: string, startWinner: 0 | 1 = 0): DMState {
  const text = readFileSync(new URL('../../../decks/duel-masters/fire-rush.txt', import.meta.url), 'utf8');
  const d = game.parseDeck(text, 'fire-rush.txt');
  return game.newGame({ decks: [d, d], shuffleSeeds: [seed + 'a', seed + 'b'], engineSeed: seed, startWinner });
}

describe('setup (103)', () => {
  it('103.3: five shields, five cards in hand, thirty in the library; 103.4: the RPS winner goes first', () => {
    const s = newDeckGame('setup', 1);
    const v = snap(s);
    expect(v.players.map((p) => [p.shields, p.hand.length, p.deck])).toEqual([
      [5, 5, 30],
      [5, 5, 30],
    ]);
    expect(v.activePlayer).toBe(1);
    expect(game.firstPlayer(s)).toBe(1);
  });
  it('103.5 / 500.6 (§12.2 #1): the first player skips the first draw; the second player draws on turn 2', () => {
    const s = newDeckGame('draw', 0);
    expect(snap(s).step).toBe('charge');
    expect(snap(s).players[0]!.hand.length).toBe(5);
    acts(s, 'no-charge', 'end-main', 'end-turn');
    expect(snap(s).activePlayer).toBe(1);
    expect(snap(s).players[1]!.hand.length).toBe(6);
    expect(snap(s).players[1]!.deck).toBe(29);
  });
  it('newGame refuses a seat of fewer than 10 or more than 128 cards by name (a config built past parseDeck)', () => {
    const text = readFileSync(new URL('../../../decks/duel-masters/fire-rush.txt', import.meta.url), 'utf8');
    const d = game.parseDeck(text, 'fire-rush.txt');
    const sized = (k: number) => ({ ...d, cards: Array.from({ length: k }, (_, i) => d.cards[i % d.cards.length]!) });
    const deal = (a: typeof d, b: typeof d) => game.newGame({ decks: [a, b], shuffleSeeds: ['a', 'b'], engineSeed: 'e', startWinner: 0 });
    expect(() => deal(sized(9), d)).toThrow(/deck of seat 0 has 9 cards; at least 10/);
    expect(() => deal(d, sized(129))).toThrow(/deck of seat 1 has 129 cards; the engine deals at most 128/);
    const big = deal(sized(128), sized(128)); // the largest deal still plays from both libraries
    expect(snap(big).players.map((p) => p.deck + p.hand.length + p.shields)).toEqual([128, 128]);
  });
});

describe('deck construction (100.2)', () => {
  it('100.2: a deck must have exactly 40 cards; 100.2a: at most 4 copies', () => {
    expect(() => game.parseDeck('4 Immortal Baron, Vorg', 'small.txt')).toThrow(/exactly 40/);
    expect(() => game.parseDeck('5 Immortal Baron, Vorg\n35 dm01-012', 'five.txt')).toThrow(/5 copies of Immortal Baron, Vorg; at most 4/);
  });
  it('an unknown card is named with the nearest names and the line', () => {
    expect(() => game.parseDeck('4 Imortal Baron Vorg', 'typo.txt')).toThrow(
      /typo.txt:1: unknown card "Imortal Baron Vorg"; nearest: Immortal Baron, Vorg/,
    );
  });
  it('every problem of a deck is reported at once: unknown card, copies, size', () => {
    let msg = '';
    try {
      game.parseDeck('4 dm01-012\n4 dm01-097\n3 Imortal Baron Vorg\n33 dm01-008', 'many.txt');
    } catch (e) {
      msg = (e as Error).message;
    }
    expect(msg).toMatch(/many.txt:3: unknown card "Imortal Baron Vorg"/);
    expect(msg).toMatch(/many.txt:4: 33 copies of Bolshack Dragon; at most 4/);
    expect(msg).toMatch(/the deck has 44 cards \(3 of them unknown\); it must have exactly 40/);
  });
  it('a card with a text line no script handles is not playable, and the line is named', () => {
    // Every DM-01..DM-12 card is scripted, so a real record is given a line no script handles.
    const lah = cardById(VANILLA).record;
    const d = buildCardDef(-1, { ...lah, id: 'test-001', text: `${lah.text}\n${RAIN}`.trim() });
    expect(d.playable).toBe(false);
    expect(d.unsupported).toEqual([RAIN]);
    expect(buildCardDef(-1, lah).playable).toBe(true);
  });
});

describe('turn steps (500-512)', () => {
  it('503.1: one optional charge per turn, then the main step; 405.1: a multicolored card enters mana tapped', () => {
    const s = position({ hand: [VORG, MULTI] }, {}, { step: 'charge' });
    expect(legal(s)).toEqual(['no-charge', `charge Immortal Baron, Vorg (${VORG})`, `charge Gigappi Ponto (${MULTI})`]);
    act(s, `charge Gigappi Ponto (${MULTI})`);
    expect(snap(s).step).toBe('main');
    expect(snap(s).players[0]!.mana).toEqual([{ id: MULTI, tapped: true }]);
  });
  it('405.1 (§12.2 #25): a mono-colored card enters mana untapped', () => {
    const s = position({ hand: [VORG] }, {}, { step: 'charge' });
    act(s, `charge Immortal Baron, Vorg (${VORG})`);
    expect(snap(s).players[0]!.mana).toEqual([{ id: VORG, tapped: false }]);
  });
  it('501: the turn player untaps mana and creatures at the start of the turn', () => {
    const s = position({}, { mana: [{ card: VORG, tapped: true }], battle: [{ card: VORG, tapped: true }] }, { step: 'attack' });
    act(s, 'end-turn');
    expect(snap(s).players[1]!.mana[0]!.tapped).toBe(false);
    expect(snap(s).players[1]!.battle[0]!.tapped).toBe(false);
  });
  it('500.2a: no summoning after the main step ends', () => {
    const s = position({ hand: [VORG], mana: fireMana(2) });
    act(s, 'end-main');
    expect(legal(s)).toEqual(['end-turn']);
  });
});

describe('mana and costs (112, 601)', () => {
  it('112.2a: each civilization needs a distinct mana card of that civilization', () => {
    const s = position({ hand: [VANILLA], mana: fireMana(5) });
    expect(legal(s)).toEqual(['end-main']); // light card, only fire mana
    const t = position({ hand: [VANILLA], mana: [...fireMana(4), LA_URA_GIGA] });
    expect(legal(t)).toContain(`summon Lah, Purification Enforcer (${VANILLA})`);
  });
  it('112.2 (§12.2 #26): a multicolored mana card pays only one civilization', () => {
    // Gigappi Ponto (darkness/fire, cost 3) with one darkness/fire mana card and one fire card: fire+darkness
    // each need a distinct card.
    const ok = position({ hand: [MULTI], mana: [{ card: MULTI, tapped: false }, VORG, VORG] });
    expect(legal(ok)).toContain(`summon Gigappi Ponto (${MULTI})`);
    const no = position({ hand: [MULTI], mana: [{ card: MULTI, tapped: false }, { card: MULTI, tapped: true }, LA_URA_GIGA] });
    expect(legal(no)).not.toContain(`summon Gigappi Ponto (${MULTI})`);
  });
  it('112.2c: exactly the cost is tapped', () => {
    const s = position({ hand: [VORG], mana: fireMana(5) });
    act(s, `summon Immortal Baron, Vorg (${VORG})`);
    expect(snap(s).players[0]!.mana.filter((m) => m.tapped).length).toBe(2);
  });
});

describe('attacking (505-506)', () => {
  it('301.5 (§12.2 #16): a creature summoned this turn cannot attack; a speed attacker can', () => {
    const s = position({ hand: [VORG, BOMBAT], mana: fireMana(7) });
    acts(s, `summon Immortal Baron, Vorg (${VORG})`, `summon Bombat, General of Speed (${BOMBAT})`, 'end-main');
    expect(legal(s)).toEqual(['end-turn', `attack player with Bombat, General of Speed (${BOMBAT})`]);
  });
  it('505.2 (§12.2 #18): only tapped opposing creatures can be attacked', () => {
    const s = position({ battle: [VORG] }, { battle: [GHOUL, { card: VANILLA, tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual([
      'end-turn',
      `attack player with Immortal Baron, Vorg (${VORG})`,
      `attack Lah, Purification Enforcer (${VANILLA}) with Immortal Baron, Vorg (${VORG})`,
    ]);
  });
  it('506.1c: the attacker taps', () => {
    const s = position({ battle: [VORG] }, {}, { step: 'attack' });
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`);
    act(s, 'break shield 1');
    expect(snap(s).players[0]!.battle[0]!.tapped).toBe(true);
  });
  it('"can\'t attack" and "can\'t attack players" are respected (101.2: can\'t beats can)', () => {
    const s = position({ battle: [REVOLVER_FISH, LA_URA_GIGA] }, { battle: [{ card: VANILLA, tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual([
      'end-turn',
      `attack Lah, Purification Enforcer (${VANILLA}) with La Ura Giga, Sky Guardian (${LA_URA_GIGA})`,
    ]);
  });
  it('506.1b: a creature that attacks each turn if able keeps the attack step open', () => {
    const s = position({ battle: [BRAID_CLAW] }, {}, { step: 'attack' });
    expect(legal(s)).toEqual([`attack player with Deadly Fighter Braid Claw (${BRAID_CLAW})`]);
  });
});

describe('blocking (507)', () => {
  it('507.1a: an untapped blocker may block; §12.1 #5 (default): the blocker taps; the attack becomes a battle', () => {
    const s = position({ battle: [VANILLA] }, { battle: [LA_URA_GIGA] }, { step: 'attack' });
    act(s, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(s)).toEqual(['no-block', `block with La Ura Giga, Sky Guardian (${LA_URA_GIGA})`]);
    act(s, `block with La Ura Giga, Sky Guardian (${LA_URA_GIGA})`);
    expect(battleIds(s, 1)).toEqual([]); // 5500 beats 2000
    expect(snap(s).players[1]!.shields).toBe(5); // §12.2 #9: blocked, battle only, no break
  });
  it('507.1a (§12.2 #18): a tapped blocker cannot block; an unblockable attacker cannot be blocked', () => {
    const s = position({ battle: [VANILLA] }, { battle: [{ card: LA_URA_GIGA, tapped: true }] }, { step: 'attack' });
    act(s, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(s)).toEqual(['break shield 1', 'break shield 2', 'break shield 3', 'break shield 4', 'break shield 5']);
    const t = position({ battle: [{ card: CRYSTAL_LANCER, under: [AQUA_VEHICLE] }] }, { battle: [LA_URA_GIGA] }, { step: 'attack' });
    act(t, `attack player with Crystal Lancer (${CRYSTAL_LANCER})`);
    expect(legal(t)[0]).toMatch(/^break shield/);
  });
});

describe('battle (508, 115)', () => {
  it('115.3b (§12.2 #20): equal power destroys both', () => {
    const s = position({ battle: [VORG] }, { battle: [{ card: GHOUL, tapped: true }] }, { step: 'attack' });
    act(s, `attack Writhing Bone Ghoul (${GHOUL}) with Immortal Baron, Vorg (${VORG})`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('§12.2 #21: a slayer that loses a battle destroys the winner too', () => {
    const s = position({ battle: [VANILLA] }, { battle: [{ card: GIGAGIELE, tapped: true }] }, { step: 'attack' });
    act(s, `attack Gigagiele (${GIGAGIELE}) with Lah, Purification Enforcer (${VANILLA})`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('§12.2 #22: power attacker applies while attacking and ends with the attack', () => {
    // Volcanodon 2000 +4000 while attacking beats a 5500 blocker, then is 2000 again.
    const s = position({ battle: [VOLCANODON] }, { battle: [{ card: VANILLA, tapped: true }] }, { step: 'attack' });
    act(s, `attack Lah, Purification Enforcer (${VANILLA}) with Super Explosive Volcanodon (${VOLCANODON})`);
    expect(battleIds(s, 1)).toEqual([]);
    expect(snap(s).players[0]!.battle[0]!.power).toBe(2000);
  });
});

describe('shields and breaking (509)', () => {
  it('509.1 (§12.2 #8): an unblocked attack on a player with no shields wins', () => {
    const s = position({ battle: [VORG] }, { shields: [] }, { step: 'attack' });
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`);
    expect(snap(s)).toMatchObject({ status: 'over', winner: 0, reason: 'shields' });
  });
  it('§12.2 #10: a double breaker against one shield breaks it and the game goes on', () => {
    const s = position({ battle: [BOLSHACK_LIKE_DB] }, { shields: [VANILLA] }, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${BOLSHACK_LIKE_DB})`);
    expect(snap(s).status).toBe('ongoing');
    expect(snap(s).players[1]!.shields).toBe(0);
    expect(snap(s).players[1]!.hand).toEqual([VANILLA]);
  });
  it('509.2: double breaker breaks two, triple breaker three; the attacker chooses which (§12.1 #6)', () => {
    const s = position({ battle: [BILLION] }, {}, { step: 'attack' });
    act(s, `attack player with Billion-Degree Dragon (${BILLION})`);
    acts(s, 'break shield 1', 'break shield 3', 'break shield 5');
    expect(snap(s).players[1]!.shields).toBe(2);
    expect(snap(s).players[1]!.hand.length).toBe(3);
  });
  it('509.5a / 112.3a (§12.2 #33): broken S-Trigger creatures are declared, then summoned for free', () => {
    const s = position({ battle: [BOLSHACK_LIKE_DB] }, { shields: [TORCON, TORCON, VANILLA] }, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${BOLSHACK_LIKE_DB})`);
    acts(s, 'break shield 1', 'break shield 2');
    // Both broken Torcons may be declared; declaring one lists the other; then they are summoned.
    expect(legal(s)).toEqual(['decline remaining S-Triggers', `trigger Torcon (${TORCON})`]);
    act(s, 'decline remaining S-Triggers');
    expect(snap(s).players[1]!.hand).toEqual([TORCON, TORCON]);
    const t = position({ battle: [BOLSHACK_LIKE_DB] }, { shields: [TORCON, TORCON, VANILLA] }, { step: 'attack' });
    act(t, `attack player with Deathliger, Lion of Chaos (${BOLSHACK_LIKE_DB})`);
    acts(t, 'break shield 1', 'break shield 2');
    act(t, `trigger Torcon (${TORCON})`);
    expect(legal(t)).toEqual(['decline remaining S-Triggers', `trigger Torcon (${TORCON})`]);
    // 113.6 / forced outcomes are not asked: with nothing left to declare the declarations end at once.
    act(t, `trigger Torcon (${TORCON})`);
    expect(legal(t)).not.toContain('decline remaining S-Triggers');
    expect(battleIds(t, 1)).toEqual([TORCON, TORCON]);
    expect(snap(t).players[1]!.mana.length).toBe(0); // free: no mana was needed
  });
});

describe('deck-out and the turn limit (104.2b, 703.4b)', () => {
  it('§12.2 #2: a turn player with one library card draws it and loses at once', () => {
    const s = position({ deck: [VANILLA] }, { deck: deck(10) }, { activePlayer: 1, step: 'attack' });
    act(s, 'end-turn');
    expect(snap(s)).toMatchObject({ status: 'over', winner: 1, reason: 'deck-out' });
  });
  it('703.4b: the loss is for a library that *becomes* empty; a position that starts with none plays on, and its draws do nothing (114.6)', () => {
    const s = position({ deck: [] }, { deck: [] }, { activePlayer: 1, step: 'attack' });
    expect(snap(s).status).toBe('ongoing');
    act(s, 'end-turn'); // P0's draw step: nothing to draw
    expect(snap(s)).toMatchObject({ status: 'ongoing', activePlayer: 0 });
    expect(snap(s).players[0]!.hand).toEqual([]);
  });
  it('a game that reaches the turn cap is a draw with reason turn-limit', () => {
    const s = position({ battle: [] }, {}, { step: 'attack', turn: 5, turnLimit: 5 });
    act(s, 'end-turn');
    expect(snap(s)).toMatchObject({ status: 'over', winner: -1, reason: 'turn-limit' });
    expect(game.result(s)).toEqual({ winner: -1, reason: 'turn-limit' });
  });
});

describe('state-based destruction (703.4c)', () => {
  it('a creature whose power becomes 0 or less is destroyed', async () => {
    const { stateBased } = await import('../src/effects/state-based.js');
    const s = position({}, { battle: [GHOUL] });
    const inst = s.battle[1][0]!;
    s.mods.push({ inst, power: -2000, flags: 0 });
    stateBased(s);
    expect(battleIds(s, 1)).toEqual([]);
  });
});

describe('cards whose behaviour is not implemented', () => {
  // Every DM-01..DM-12 card is scripted: Lah's definition is marked unplayable for this test (and restored), as the
  // catalog marks a card with a line no script handles (the test above).
  it('are refused by name in a position file, never played as vanilla creatures', () => {
    const d = cardById(VANILLA) as unknown as { playable: boolean; unsupported: readonly string[] };
    d.playable = false;
    d.unsupported = [RAIN];
    try {
      expect(() => position({ battle: [VANILLA] })).toThrow(NotImplementedError);
      expect(() => position({ battle: [VANILLA] })).toThrow(`Lah, Purification Enforcer (${VANILLA}) is not implemented: ${RAIN}`);
    } finally {
      d.playable = true;
      d.unsupported = [];
    }
  });
});

describe('action strings: every legal action at a decision reads differently', () => {
  it('a choice across both battle zones names the owner of identical creatures', () => {
    const s = position({ hand: ['dm01-086'], mana: ['dm01-086', 'dm01-086'], battle: ['dm01-097'] }, { battle: ['dm01-097'] });
    act(s, 'cast Spiral Gate (dm01-086)');
    expect(legal(s)).toEqual(['choose Immortal Baron, Vorg (dm01-097) of P0', 'choose Immortal Baron, Vorg (dm01-097) of P1']);
    act(s, 'choose Immortal Baron, Vorg (dm01-097) of P1');
    expect(battleIds(s, 0)).toEqual(['dm01-097']);
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('a creature alone of its kind keeps its plain name', () => {
    const s = position({ hand: ['dm01-086'], mana: ['dm01-086', 'dm01-086'], battle: ['dm01-097'] }, { battle: ['dm01-012'] });
    act(s, 'cast Spiral Gate (dm01-086)');
    expect(legal(s)).toEqual(['choose Immortal Baron, Vorg (dm01-097)', 'choose Lah, Purification Enforcer (dm01-012)']);
  });
});
