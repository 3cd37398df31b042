// Per-card tests for the DM-05..DM-12 scripts that use the newer trigger events (becoming blocked, attacking
// unblocked, an ally attacking, the opponent summoning or casting, the triggering card in register 3) and
// putting creatures into the battle zone without summoning them. One describe per card.
import { describe, expect, it } from 'vitest';
import type { DMState } from '../src/state.js';
import { act, acts, battleIds, legal, position, snap } from './helpers.js';
import { M, LIGHT, WATER, DARK, FIRE, NATURE, LAH, HORNET, SEAMINE, GRASS, DIA, GRAN, PIT, BOLTAIL, N, pl, deckOf } from './card-fixtures.js';

const tappedOf = (s: DMState, p: number, id: string) => pl(s, p).battle.find((b) => b.id === id)!.tapped;
/** Pass (no charge, no attack) until player `p`'s next main step. */
function passTo(s: DMState, p: number): void {
  const turn = snap(s).turn;
  for (let k = 0; k < 20; k++) {
    const v = snap(s);
    if (v.turn > turn && v.activePlayer === p && v.step === 'main') return;
    const l = legal(s);
    act(s, ['no-charge', 'end-main', 'end-turn'].find((a) => l.includes(a)) ?? l[0]!);
  }
  throw new Error('passTo did not arrive');
}

for (const [id, name] of [
  ['dm06-018', 'King Triumphant'],
  ['dm06-049', 'Overload Cluster'],
  ['dm06-080', 'Aqua Rider'],
] as const) {
  describe(`${name} (${id}): whenever the opponent summons a creature or casts a spell, it gets "blocker" until the end of the turn`, () => {
    const full = `${name} (${id})`;
    it('no blocker before the opponent plays anything', () => {
      const s = position({ battle: [HORNET] }, { battle: [id] }, { step: 'attack' });
      act(s, `attack player with ${N.hornet}`);
      expect(legal(s)).not.toContain(`block with ${full}`);
    });
    it('after a summon it can block this turn', () => {
      const s = position({ hand: [DARK], mana: M(DARK, 2), battle: [HORNET] }, { battle: [id] });
      acts(s, `summon ${N.ghoul}`, 'end-main', `attack player with ${N.hornet}`);
      expect(snap(s).toAct).toBe(1);
      expect(legal(s)).toEqual(['no-block', `block with ${full}`]);
    });
    it('after a spell it can block this turn, and the blocker ends with the turn', () => {
      const s = position({ hand: [PIT], mana: M(DARK, 6), battle: [HORNET], deck: deckOf() }, { battle: [id, LAH], deck: deckOf() });
      acts(s, 'cast Terror Pit', `choose ${N.lah}`);
      acts(s, 'end-main', `attack player with ${N.hornet}`);
      expect(legal(s)).toEqual(['no-block', `block with ${full}`]);
      acts(s, 'no-block', 'break shield 1');
      passTo(s, 0);
      acts(s, 'end-main', `attack player with ${N.hornet}`);
      expect(legal(s)).not.toContain(`block with ${full}`);
    });
    it('its own controller playing a card does not count', () => {
      const s = position({ hand: [DARK], mana: M(DARK, 2), battle: [id] }, { battle: [HORNET] });
      act(s, `summon ${N.ghoul}`);
      acts(s, 'end-main', 'end-turn', 'no-charge', 'end-main', `attack player with ${N.hornet}`);
      expect(legal(s)).not.toContain(`block with ${full}`);
    });
  });
}

for (const [id, name, pa] of [
  ['dm06-032', 'Badlands Lizard', 3000],
  ['dm06-101', 'Choya, the Unheeding', 1000],
] as const) {
  describe(`${name} (${id}): whenever it becomes blocked, no battle happens`, () => {
    const full = `${name} (${id})`;
    it('blocked by a bigger blocker: both stay, both tapped, no shield broken', () => {
      const s = position({ battle: [id] }, { battle: [GRAN] }, { step: 'attack' });
      acts(s, `attack player with ${full}`, `block with ${N.gran}`);
      expect(battleIds(s, 0)).toEqual([id]);
      expect(battleIds(s, 1)).toEqual([GRAN]);
      expect(tappedOf(s, 0, id)).toBe(true);
      expect(tappedOf(s, 1, GRAN)).toBe(true);
      expect(pl(s, 1).shields).toBe(5);
      expect(pl(s, 1).hand).toEqual([]);
      expect(legal(s)).toEqual(['end-turn']);
    });
    it('blocked by a smaller blocker: the blocker survives too', () => {
      const s = position({ battle: [id] }, { battle: ['dm06-072'] }, { step: 'attack' });
      acts(s, `attack player with ${full}`, 'block with Chekicul');
      expect(battleIds(s, 1)).toEqual(['dm06-072']);
      expect(pl(s, 1).graveyard).toEqual([]);
      void pa;
    });
    it('not blocked: it breaks a shield as usual', () => {
      const s = position({ battle: [id] }, { battle: [GRAN] }, { step: 'attack' });
      acts(s, `attack player with ${full}`, 'no-block', 'break shield 1');
      expect(pl(s, 1).shields).toBe(4);
    });
  });
}

describe('Chekicul, Vizier of Endurance (dm06-072): whenever it blocks, no battle happens', () => {
  it('blocks a bigger attacker and survives; the attacker survives and breaks nothing', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm06-072'] }, { step: 'attack' });
    acts(s, `attack player with ${N.hornet}`, 'block with Chekicul, Vizier of Endurance (dm06-072)');
    expect(battleIds(s, 0)).toEqual([HORNET]);
    expect(battleIds(s, 1)).toEqual(['dm06-072']);
    expect(tappedOf(s, 1, 'dm06-072')).toBe(true);
    expect(pl(s, 1).shields).toBe(5);
  });
  it('blocking an attack on a creature: no battle either', () => {
    const s = position({ battle: [HORNET] }, { battle: ['dm06-072', { card: LAH, tapped: true }] }, { step: 'attack' });
    acts(s, `attack ${N.lah} with ${N.hornet}`, 'block with Chekicul, Vizier of Endurance (dm06-072)');
    expect(battleIds(s, 1)).toEqual(['dm06-072', LAH]);
    expect(battleIds(s, 0)).toEqual([HORNET]);
  });
  it("can't attack", () => {
    expect(legal(position({ battle: ['dm06-072'] }, {}, { step: 'attack' }))).toEqual(['end-turn']);
  });
});
