// The digest's test scenarios (../shared/rules/duel-masters.md §12.2), one test per scenario, each naming
// its rule. Scenarios about mechanics no DM-01..DM-12 card has (ninja strike, guardman, castles, GR, …)
// are listed as todo with the reason; where a scenario needs an effect no classic card has, the mechanism is
// checked through the engine's own functions and the test says so.
import { describe, expect, it } from 'vitest';
import { AT_BLOCK, currentAttack, Z_GRAVE, Z_HAND, Z_MANA, Z_PENDING } from '../src/state.js';
import { cardById } from '../src/catalog.js';
import { matches } from '../src/query/match.js';
import { pay } from '../src/mana.js';
import { stateBased } from '../src/effects/state-based.js';
import { advance } from '../src/turn.js';
import { drawOne, moveCard } from '../src/zones.js';
import { power } from '../src/query/characteristics.js';
import { act, acts, battleIds, deck, legal, position, snap } from './helpers.js';

const VANILLA = 'dm01-012'; // Lah 5500
const VORG = 'dm01-097'; // fire 2000, cost 2
const GHOUL = 'dm01-090'; // darkness 2000
const GIGA = 'dm01-076'; // La Ura Giga: light blocker 2000
const DB = 'dm01-s05'; // Deathliger: double breaker 9000
const TORCON = 'dm04-055'; // S-Trigger creature 1000
const CYBER_BRAIN = 'dm01-052'; // draw up to 3
const TERROR_PIT = 'dm01-027';
const PIERR = 'dm10-052'; // blocker, blocks if able, slayer, 1000
const LUNATRON = 'dm10-047'; // blocker, blocks if able, 5000
const BOMBAT = 'dm05-031'; // speed attacker
const REVOLVER = 'dm01-048'; // blocker, can't attack
const MULTI = 'dm12-033'; // darkness/fire, cost 3
const water = (n: number) => Array.from({ length: n }, () => 'dm01-083');
const dark = (n: number) => Array.from({ length: n }, () => GHOUL);

const inst = (s: ReturnType<typeof position>, p: 0 | 1, zone: 'battle' | 'hand' | 'lib' | 'shields' | 'mana', k = 0) => s[zone][p][k]!;

describe('§12.2 scenarios: win, loss, deck-out', () => {
  it('#1 (500.6): the first player does not draw on turn 1; the second player draws on their first turn', () => {
    const s = position({}, {}, { turn: 1, step: 'attack' });
    const hand1 = snap(s).players[1]!.hand.length;
    act(s, 'end-turn');
    expect(snap(s).players[1]!.hand.length).toBe(hand1 + 1);
    const t = position({ deck: deck(5) }, {}, { turn: 1, step: 'charge', firstPlayer: 0 });
    expect(snap(t).players[0]!.deck).toBe(5); // loaded at the charge step: no draw happened
  });
  it('#2 (703.4b): the turn player with one library card draws it and loses; there is no charge step', () => {
    const s = position({ deck: [VANILLA] }, {}, { activePlayer: 1, step: 'attack' });
    act(s, 'end-turn');
    expect(snap(s)).toMatchObject({ status: 'over', winner: 1, reason: 'deck-out' });
    expect(snap(s).players[0]!.mana).toEqual([]); // nothing after the draw happened
  });
  it('#3 (104.2b, 111.2d): drawing with a 2-card library loses as the library reaches 0, mid-effect', () => {
    const s = position({ deck: [VANILLA, VANILLA], hand: [CYBER_BRAIN], mana: water(4) });
    acts(s, `cast Cyber Brain (${CYBER_BRAIN})`, 'yes draw');
    expect(snap(s).status).toBe('ongoing');
    act(s, 'yes draw');
    expect(snap(s)).toMatchObject({ status: 'over', winner: 1, reason: 'deck-out' });
  });
  it('#4 (104.2b): a player whose last library card is moved to mana loses (checked through the engine)', () => {
    const s = position({}, { deck: [VANILLA] });
    moveCard(s, inst(s, 1, 'lib'), Z_MANA);
    stateBased(s);
    expect(snap(s)).toMatchObject({ status: 'over', winner: 0, reason: 'deck-out' });
  });
  it('#5 (114.2a, 111.1): "each player draws" with one card each: the turn player draws first and loses first', () => {
    // No DM-01..04 card makes each player draw; the engine sequences it turn player first.
    const s = position({ deck: [VANILLA] }, { deck: [VANILLA] });
    drawOne(s, 0);
    stateBased(s);
    expect(snap(s)).toMatchObject({ status: 'over', winner: 1, reason: 'deck-out' });
  });
  it.todo('#6 (104.2c): win and loss conditions met together → that player wins (no DM-01..12 card has a win effect)');
  it.todo('#7 (114.6a): a prevented loss with an empty library (no DM-01..12 card prevents losing)');
  it('#8 (509.1): an unblocked attack on a player with 0 shields wins at 509', () => {
    const s = position({ battle: [VORG] }, { shields: [] }, { step: 'attack' });
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`);
    expect(snap(s)).toMatchObject({ status: 'over', winner: 0, reason: 'shields' });
  });
  it('#9 (507.2a): the same attack blocked is a battle only (guardman does not exist in DM-01..12)', () => {
    const s = position({ battle: [VANILLA] }, { shields: [], battle: [GIGA] }, { step: 'attack' });
    acts(s, `attack player with Lah, Purification Enforcer (${VANILLA})`, `block with La Ura Giga, Sky Guardian (${GIGA})`);
    expect(snap(s).status).toBe('ongoing');
    expect(battleIds(s, 1)).toEqual([]);
  });
  it('#10 (509.2b, 101.3): a double breaker against one shield breaks it and the game continues', () => {
    const s = position({ battle: [DB] }, { shields: [VANILLA] }, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${DB})`);
    expect(snap(s)).toMatchObject({ status: 'ongoing' });
    expect(snap(s).players[1]!.shields).toBe(0);
  });
  it.todo('#11 (509.1): a ninja strike adds a shield after a 0-shield declaration (ninja strike is not in DM-01..12)');
  it('#12 (509.1): shields removed after the declaration and before 509 make the attack lethal', () => {
    const s = position({ battle: [VORG] }, { shields: [VANILLA], battle: [GIGA] }, { step: 'attack' });
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`); // the defender now decides on a block
    moveCard(s, inst(s, 1, 'shields'), Z_GRAVE); // an effect during the attack removes the last shield
    act(s, 'no-block');
    expect(snap(s)).toMatchObject({ status: 'over', winner: 0, reason: 'shields' });
  });
  it('#13 (505.6a): an attacker that leaves during the attack ends it: no battle, no break', () => {
    const s = position({ battle: [VORG] }, { battle: [GIGA] }, { step: 'attack' });
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`);
    moveCard(s, inst(s, 0, 'battle'), Z_HAND); // bounced while the defender decides
    act(s, 'no-block');
    expect(snap(s).players[1]!.shields).toBe(5);
    expect(snap(s).step).toBe('attack');
    expect(legal(s)).toEqual(['end-turn']);
  });
  it('#14 (509.4c): an attacker that leaves after choosing shields still breaks them', () => {
    const s = position({ battle: [DB] }, {}, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${DB})`);
    act(s, 'break shield 1');
    moveCard(s, inst(s, 0, 'battle'), Z_HAND);
    act(s, 'break shield 2');
    expect(snap(s).players[1]!.shields).toBe(3);
  });
  it('#15 (507.2c, 115.3a): a blocker that left before the battle: no battle, no break, still blocked', () => {
    const s = position({ battle: [VORG] }, { battle: [GIGA] }, { step: 'attack' });
    act(s, `attack player with Immortal Baron, Vorg (${VORG})`);
    // Rewind to the moment after the block was declared but before the battle, with the blocker gone.
    const atk = currentAttack(s)!;
    const blocker = inst(s, 1, 'battle');
    s.frames.pop(); // the F_BLOCK decision
    atk.step = AT_BLOCK;
    atk.blocked = 1;
    atk.blocker = blocker;
    moveCard(s, blocker, Z_HAND);
    advance(s);
    expect(battleIds(s, 0)).toEqual([VORG]);
    expect(snap(s).players[1]!.shields).toBe(5);
  });
  it('#16 (301.5, 101.2): summoned this turn → cannot attack; speed attacker → can', () => {
    const s = position(
      {
        battle: [
          { card: VORG, sick: true },
          { card: BOMBAT, sick: true },
        ],
      },
      {},
      { step: 'attack' },
    );
    expect(legal(s)).toEqual(['end-turn', `attack player with Bombat, General of Speed (${BOMBAT})`]);
  });
  it('#17 (801.2-3): see rules-mechanics.test.ts "evolution (801)" (untapped source: can attack; tapped source: tapped)', () => {
    const s = position({ hand: ['dm02-024'], mana: water(6), battle: [{ card: 'dm01-083', tapped: true }] });
    act(s, 'evolve Crystal Lancer (dm02-024) onto Aqua Vehicle (dm01-083)');
    expect(snap(s).players[0]!.battle[0]).toMatchObject({ tapped: true, sick: false });
  });
  it('#18 (505.2, 507.1a): untapped creatures cannot be attacked; tapped / attacked / vs-unblockable blockers cannot block', () => {
    const s = position({ battle: [VORG] }, { battle: [GIGA, { card: GHOUL, tapped: true }] }, { step: 'attack' });
    expect(legal(s)).toEqual([
      'end-turn',
      `attack player with Immortal Baron, Vorg (${VORG})`,
      `attack Writhing Bone Ghoul (${GHOUL}) with Immortal Baron, Vorg (${VORG})`,
    ]);
    const t = position({ battle: [VORG] }, { battle: [{ card: GIGA, tapped: true }] }, { step: 'attack' });
    act(t, `attack La Ura Giga, Sky Guardian (${GIGA}) with Immortal Baron, Vorg (${VORG})`);
    expect(battleIds(t, 1)).toEqual([]); // the attacked creature did not (could not) block for itself
  });
  it('#19 (507.1b, 507.2a): two forced blockers are both used; the chosen one blocks', () => {
    const s = position({ battle: [VANILLA] }, { battle: [PIERR, LUNATRON] }, { step: 'attack' });
    act(s, `attack player with Lah, Purification Enforcer (${VANILLA})`);
    expect(legal(s)).toEqual([`block with Pierr, Psycho Doll (${PIERR})`, `block with Ardent Lunatron (${LUNATRON})`]);
    act(s, `block with Ardent Lunatron (${LUNATRON})`);
    // Pierr was used too (tapped); Lunatron blocked and lost the battle (5000 < 5500).
    expect(snap(s).players[1]!.battle.map((b) => [b.id, b.tapped])).toEqual([[PIERR, true]]);
    expect(snap(s).players[1]!.graveyard).toEqual([LUNATRON]);
    expect(battleIds(s, 0)).toEqual([VANILLA]);
  });
  it('#20 (115.3b-c): equal power → both destroyed', () => {
    const s = position({ battle: [VORG] }, { battle: [{ card: GHOUL, tapped: true }] }, { step: 'attack' });
    act(s, `attack Writhing Bone Ghoul (${GHOUL}) with Immortal Baron, Vorg (${VORG})`);
    expect([battleIds(s, 0), battleIds(s, 1)]).toEqual([[], []]);
  });
  it('#21 (110.7): a slayer that loses the battle destroys the other creature too', () => {
    const s = position({ battle: [VANILLA] }, { battle: [{ card: 'dm01-025', tapped: true }] }, { step: 'attack' });
    act(s, 'attack Gigagiele (dm01-025) with Lah, Purification Enforcer (dm01-012)');
    expect([battleIds(s, 0), battleIds(s, 1)]).toEqual([[], []]);
  });
  it('#22 (510.2): 3000 + power attacker 3000 beats a 5000 blocker; the bonus ends with the attack', () => {
    const PA3 = 'dm06-105'; // Carrier Shell: 2000, power attacker +3000
    const s = position({ battle: [PA3] }, { battle: [LUNATRON] }, { step: 'attack' });
    act(s, `attack player with Carrier Shell (${PA3})`);
    act(s, `block with Ardent Lunatron (${LUNATRON})`); // forced: blocks if able
    expect(battleIds(s, 1)).toEqual([]); // 5000 vs 5000: both destroyed
    const t = position({ battle: ['dm01-062'] }, { battle: [LUNATRON] }, { step: 'attack' }); // 2000 +4000
    act(t, 'attack player with Super Explosive Volcanodon (dm01-062)');
    act(t, `block with Ardent Lunatron (${LUNATRON})`);
    expect(battleIds(t, 1)).toEqual([]);
    expect(snap(t).players[0]!.battle[0]!.power).toBe(2000);
  });
  it('#23 (108.2): additions and subtractions sum (no DM-01..12 card multiplies or fixes power)', () => {
    const s = position({ battle: [{ card: VORG, sick: false }] });
    const i = inst(s, 0, 'battle');
    s.mods.push({ inst: i, power: 2000, flags: 0 }, { inst: i, power: -1000, flags: 0 });
    expect(power(s, i)).toBe(3000);
  });
  it('#24 (703.4c, 108.1b): 2000 − 5000 is destroyed; the power reads as 0', () => {
    const s = position({ battle: [VORG] });
    const i = inst(s, 0, 'battle');
    s.mods.push({ inst: i, power: -5000, flags: 0 });
    expect(snap(s).players[0]!.battle[0]!.power).toBe(0);
    stateBased(s);
    expect(battleIds(s, 0)).toEqual([]);
  });
  it('#25 (405.1): charging a multicolored card → tapped; mono → untapped', () => {
    const s = position({ hand: [MULTI] }, {}, { step: 'charge' });
    act(s, `charge Gigappi Ponto (${MULTI})`);
    expect(snap(s).players[0]!.mana[0]!.tapped).toBe(true);
  });
  it('#26 (112.2a): each civilization needs its own mana card; a multicolored mana card pays only one', () => {
    const s = position({ hand: [MULTI], mana: [{ card: MULTI, tapped: false }, 'dm01-075', 'dm01-075'] });
    expect(legal(s)).toEqual(['end-main']); // darkness and fire need two cards; only one can pay them
  });
  it('#27 (112.2b): a cost reduced below the number of civilizations still taps one card per civilization', () => {
    const s = position({ mana: [VORG, GHOUL, VORG] });
    pay(s, 0, cardById(MULTI), 1);
    expect(snap(s).players[0]!.mana.filter((m) => m.tapped).length).toBe(2);
  });
  it('#28 (201.2a): "cost 4 or less" reads the printed cost', () => {
    const s = position({ battle: ['dm01-s05'] });
    const f = { zone: 'battle' as const, owner: 'any' as const, maxCost: 4 };
    expect(matches(s, inst(s, 0, 'battle'), f, 1, -1, power)).toBe(false);
  });
  it('#29 (409.1c): while your last hand card (a spell) resolves, your hand counts 0', () => {
    const s = position({ hand: [TERROR_PIT], mana: dark(6) }, { battle: [VORG, GHOUL] });
    act(s, `cast Terror Pit (${TERROR_PIT})`);
    expect(snap(s).players[0]!.hand).toEqual([]); // pending, waiting for the target
    expect(s.zone[s.pending[0]!]).toBe(Z_PENDING);
  });
  it.todo('#30 (409.1d): a "may use from the graveyard" permission is used up (no DM-01..12 card grants it)');
  it.todo('#31 (409.2b): a spell cast from the graveyard returns with Charger (no DM-01..12 card casts from the graveyard)');
  it('#32 (512.1): a card still pending at the turn change goes to the graveyard', () => {
    const s = position({ hand: [TERROR_PIT] }, {}, { step: 'attack' });
    moveCard(s, inst(s, 0, 'hand'), Z_PENDING);
    act(s, 'end-turn');
    expect(snap(s).players[0]!.graveyard).toEqual([TERROR_PIT]);
  });
  it('#33 (509.5, 112.3a): a W-break reveals two S-Triggers: both declared, then used in any order', () => {
    const s = position({ battle: [DB] }, { shields: [TORCON, TERROR_PIT, VANILLA], mana: [] }, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${DB})`);
    acts(s, 'break shield 1', 'break shield 2');
    acts(s, `trigger Torcon (${TORCON})`, `trigger Terror Pit (${TERROR_PIT})`);
    // The defender orders them (509.5e): Terror Pit first destroys the attacker.
    expect(legal(s)).toEqual([`order Torcon (${TORCON}) S-Trigger`, `order Terror Pit (${TERROR_PIT}) S-Trigger`]);
    act(s, `order Terror Pit (${TERROR_PIT}) S-Trigger`);
    expect(battleIds(s, 0)).toEqual([]);
    expect(battleIds(s, 1)).toEqual([TORCON]);
  });
  it.todo('#34 (112.3b/d): S-Back and Sabaki Z (not in DM-01..12)');
  it('#35 (113.6a): broken shields awaiting declarations count neither as shields nor as hand cards', () => {
    const s = position({ battle: [DB] }, { shields: [TORCON, TORCON, VANILLA] }, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${DB})`);
    acts(s, 'break shield 1', 'break shield 2');
    expect(snap(s).players[1]).toMatchObject({ shields: 1, hand: [] });
  });
  it('#36 (509.2c): a creature with triple and double breaker may break 2 or 3 shields, never 1', () => {
    const s = position({ battle: ['dm05-s04'] }, {}, { step: 'attack' }); // Billion-Degree Dragon: triple breaker
    s.mods.push({ inst: s.battle[0][0]!, power: 0, flags: 1 << 15 }); // also double breaker (KW_DOUBLE_BREAKER)
    act(s, 'attack player with Billion-Degree Dragon (dm05-s04)');
    expect(legal(s)).not.toContain('done: break 0 shields');
    act(s, 'break shield 1');
    expect(legal(s).some((a) => a.startsWith('done'))).toBe(false); // one is not a choice
    act(s, 'break shield 2');
    expect(legal(s)[0]).toBe('done: break 2 shields');
    act(s, 'done');
    expect(snap(s).players[1]!.shields).toBe(3);
    const t = position({ battle: ['dm05-s04'] }, {}, { step: 'attack' });
    t.mods.push({ inst: t.battle[0][0]!, power: 0, flags: 1 << 15 });
    acts(t, 'attack player with Billion-Degree Dragon (dm05-s04)', 'break shield 1', 'break shield 2', 'break shield 3');
    expect(snap(t).players[1]!.shields).toBe(2);
  });
  it('#37 (509.5): a chosen shield that leaves before the break gets no substitute', () => {
    const s = position({ battle: [DB] }, {}, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${DB})`);
    act(s, 'break shield 1');
    act(s, 'break shield 2');
    expect(snap(s).players[1]!.shields).toBe(3);
    const t = position({ battle: [DB] }, {}, { step: 'attack' });
    act(t, `attack player with Deathliger, Lion of Chaos (${DB})`);
    act(t, 'break shield 1');
    const first = t.frames[t.frames.length - 1]!.regs[0]!;
    moveCard(t, first, Z_GRAVE); // the chosen shield leaves
    act(t, 'break shield 1');
    expect(snap(t).players[1]!.shields).toBe(3); // only one more broke: 5 - 1 left - 1 broken
    expect(snap(t).players[1]!.hand.length).toBe(1);
  });
  it.todo('#38 (304.3): a castle on a broken shield (castles are not in DM-01..12)');
  it("#39 (101.4a-c): the turn player's waiting effects resolve before the non-turn player's", () => {
    // Two Aqua Hulcus-like watchers: each player's ETB "may draw" waits; the turn player's goes first.
    const s = position({ hand: ['dm01-080'], mana: water(3) });
    act(s, 'summon Aqua Hulcus (dm01-080)');
    expect(legal(s)).toEqual(['decline Aqua Hulcus (dm01-080)', 'yes Aqua Hulcus (dm01-080)']);
    s.waiting.push({ src: s.battle[0][0]!, player: 1, ability: 0, strigger: 0, arg: -1 });
    act(s, 'yes');
    expect(snap(s).toAct).toBe(1); // then the non-turn player's
  });
  it("#40 (101.4a): an S-Trigger resolves before the turn player's waiting effect", () => {
    const s = position({ battle: [DB, 'dm01-080'] }, { shields: [TORCON, VANILLA] }, { step: 'attack' });
    act(s, `attack player with Deathliger, Lion of Chaos (${DB})`); // both shields break (no choice)
    // A turn-player effect is already waiting (Aqua Hulcus's "you may draw").
    s.waiting.push({ src: s.battle[0][1]!, player: 0, ability: 0, strigger: 0, arg: -1 });
    act(s, `trigger Torcon (${TORCON})`);
    expect(battleIds(s, 1)).toEqual([TORCON]); // the S-Trigger was used first …
    expect(legal(s)).toEqual(['decline Aqua Hulcus (dm01-080)', 'yes Aqua Hulcus (dm01-080)']); // … then the TP's
  });
  it('#41 (101.5, 609.8): one replacement per event', () => {
    // Balloonshroom-like "put it into mana instead": a destroy replacement applies once, not again in mana.
    const DESTROY_TO_HAND = 'dm01-017'; // if scripted: "When this creature would be destroyed, return it to your hand instead."
    if (!cardById(DESTROY_TO_HAND).playable) return expect(cardById(DESTROY_TO_HAND).unsupported.length).toBeGreaterThan(0);
    const s = position({ battle: [VANILLA] }, { battle: [{ card: DESTROY_TO_HAND, tapped: true }] }, { step: 'attack' });
    act(s, `attack ${cardById(DESTROY_TO_HAND).name} (${DESTROY_TO_HAND}) with Lah, Purification Enforcer (${VANILLA})`);
    expect(snap(s).players[1]!.hand).toEqual([DESTROY_TO_HAND]);
    expect(snap(s).players[1]!.graveyard).toEqual([]);
  });
  it('#42 (101.2): "can attack" (speed attacker) and "can\'t attack" → can\'t', () => {
    const s = position({ battle: [{ card: REVOLVER, sick: true }] }, {}, { step: 'attack' });
    s.mods.push({ inst: inst(s, 0, 'battle'), power: 0, flags: 1 << 1 }); // grant speed attacker
    expect(legal(s)).toEqual(['end-turn']);
  });
  it.todo('#43 (101.3a): "destroy 1; if you do, draw" with the destruction replaced (no DM-01..04 card has this wording)');
  it.todo(
    '#44 (603.4): a condition false at trigger time and true on resolution (no DM-01..04 trigger has such a condition; the `if` step is checked on resolution by construction)',
  );
  it('#45 (603.2b, 603.5c): "whenever another creature is destroyed" — once per creature, and not for itself', () => {
    const MONGREL = 'dm04-028';
    if (!cardById(MONGREL).playable) return expect(cardById(MONGREL).unsupported.length).toBeGreaterThan(0);
    const s = position({ battle: ['dm05-s04'] }, { battle: [MONGREL, { card: VORG, tapped: true }] }, { step: 'attack' });
    act(s, 'attack Immortal Baron, Vorg (dm01-097) with Billion-Degree Dragon (dm05-s04)');
    expect(legal(s)).toEqual([`decline Mongrel Man (${MONGREL})`, `yes Mongrel Man (${MONGREL})`]);
  });
  it('#46 (110.2e, 608.3a): a "+N this turn" spell skips creatures that arrive later', () => {
    const RUMBLE = 'dm02-051';
    const s = position({ hand: [RUMBLE, VORG], mana: [...Array.from({ length: 6 }, () => VORG)], battle: [GHOUL] });
    act(s, `cast Rumble Gate (${RUMBLE})`);
    act(s, `summon Immortal Baron, Vorg (${VORG})`);
    const b = snap(s).players[0]!.battle;
    expect(b.map((x) => x.power)).toEqual([3000, 2000]);
  });
  it('#47 (400.5): a bounced and replayed creature is summoning sick and loses its modifiers; mana put into play enters untapped', () => {
    const s = position({ battle: [VORG], mana: [...Array.from({ length: 2 }, () => VORG)] });
    const i = inst(s, 0, 'battle');
    s.mods.push({ inst: i, power: 3000, flags: 0 });
    moveCard(s, i, Z_HAND);
    act(s, `summon Immortal Baron, Vorg (${VORG})`);
    expect(snap(s).players[0]!.battle[0]).toMatchObject({ power: 2000, sick: true });
  });
  it('#48 (801.2): a vortex evolution keeps the −power effects of both sources', async () => {
    const { putIntoBattle } = await import('../src/effects/triggers.js');
    const s = position({ hand: [VANILLA], battle: [VORG, GHOUL] });
    const [a, b] = [inst(s, 0, 'battle', 0), inst(s, 0, 'battle', 1)];
    s.mods.push({ inst: a, power: -1000, flags: 0 }, { inst: b, power: -1000, flags: 0 });
    putIntoBattle(s, 0, inst(s, 0, 'hand'), a, b);
    expect(snap(s).players[0]!.battle).toEqual([{ id: VANILLA, tapped: false, sick: false, power: 3500, under: [VORG, GHOUL] }]);
  });
  it.todo(
    '#49 (801.4, 703.4h): only the top card of an evolution leaves (the engine moves whole stacks; cards that remove only the top card are refused)',
  );
  it.todo('#50 (804.4b, 118.1, 303.5): psychic, GR and cross gear destinations (not in DM-01..12)');
  it.todo('#51 (500.5a): extra turns (not in DM-01..12)');
  it.todo('#52 (506.3a): a race gained after the attack declaration (no DM-01..12 card grants races)');
  it.todo('#53 (112.3c): ninja strike (not in DM-01..12)');
  it('#54 (511.2): "until end of turn" effects are still active during end-of-turn triggers', () => {
    const URTH = 'dm01-s02'; // untap at end of turn (a may-trigger at the end step)
    const s = position({ battle: [{ card: URTH, tapped: true }] }, {}, { step: 'attack' });
    const i = inst(s, 0, 'battle');
    s.mods.push({ inst: i, power: 1000, flags: 0 });
    act(s, 'end-turn');
    expect(legal(s)).toEqual([`decline Urth, Purifying Elemental (${URTH})`, `yes Urth, Purifying Elemental (${URTH})`]);
    expect(snap(s).players[0]!.battle[0]!.power).toBe(7000); // still +1000 during the end-step trigger
    act(s, 'yes');
    expect(snap(s).activePlayer).toBe(1);
    expect(snap(s).players[0]!.battle[0]).toMatchObject({ power: 6000, tapped: false });
  });
  it.todo('#55 (703.4l): D2 fields (not in DM-01..12)');
  it.todo('#56 (701.26b): revolution change (not in DM-01..12)');
  it.todo('#57 (114.4a): per-draw replacements (no DM-01..12 card replaces draws)');
  it.todo('#58 (701.21b): gachinko judge (not in DM-01..12)');
  it.todo('#59 (112.3c, 507.3d): ninja strike after a block (not in DM-01..12)');
});
