// Per-card tests for the cards whose whole text is keyword abilities (no script): each card's parsed
// abilities must equal the machine keywords of the card data (an independent derivation of the same text),
// and the card must be playable. One describe per card.
import { describe, expect, it } from 'vitest';
import { cardDefs } from '../src/catalog.js';
import type { CardDef } from '../src/cards/types.js';
import { hasRace } from '../src/query/characteristics.js';
import {
  KW_BLOCKER,
  KW_CANT_ATTACK,
  KW_CANT_ATTACK_CREATURES,
  KW_CANT_ATTACK_PLAYERS,
  KW_CANT_BE_ATTACKED,
  KW_CHARGER,
  KW_DESTROY_AFTER_BATTLE,
  KW_DOUBLE_BREAKER,
  KW_MUST_ATTACK,
  KW_SHIELD_TRIGGER,
  KW_SLAYER,
  KW_SPEED_ATTACKER,
  KW_TRIPLE_BREAKER,
  KW_UNBLOCKABLE,
  KW_UNTAP_AT_END,
} from '../src/keywords.js';
import { SCRIPTS } from '../src/scripts/index.js';

const FLAG: Record<string, number> = {
  blocker: KW_BLOCKER,
  double_breaker: KW_DOUBLE_BREAKER,
  triple_breaker: KW_TRIPLE_BREAKER,
  speed_attacker: KW_SPEED_ATTACKER,
  slayer: KW_SLAYER,
  unblockable: KW_UNBLOCKABLE,
  cannot_attack: KW_CANT_ATTACK,
  cannot_attack_players: KW_CANT_ATTACK_PLAYERS,
  cannot_attack_creatures: KW_CANT_ATTACK_CREATURES,
  cannot_be_attacked: KW_CANT_BE_ATTACKED,
  must_attack: KW_MUST_ATTACK,
  destroyed_after_battle: KW_DESTROY_AFTER_BATTLE,
  untap_at_end_of_turn: KW_UNTAP_AT_END,
  shield_trigger: KW_SHIELD_TRIGGER,
  charger: KW_CHARGER,
};
const ALL = Object.values(FLAG).reduce((a, b) => a | b, 0);

function expected(d: CardDef): { flags: number; pa: number; evo: string[] } {
  let flags = 0;
  let pa = 0;
  const evo: string[] = [];
  for (const k of d.record.keywords) {
    if (k.includes('>')) continue; // mechanic-conditional abilities are static abilities, checked elsewhere
    const [name, arg] = k.split(':') as [string, string | undefined];
    if (FLAG[name] !== undefined) flags |= FLAG[name]!;
    else if (name === 'blocker_vs') flags |= KW_BLOCKER;
    else if (name === 'power_attacker') pa += Number(arg);
    else if (name === 'evolution') evo.push(...arg!.split('|'));
  }
  return { flags, pa, evo };
}

const keywordOnly = cardDefs().filter(
  (d) =>
    d.playable &&
    !SCRIPTS[d.id] &&
    !(d.record.reprint_of && SCRIPTS[d.record.reprint_of]) &&
    !d.record.keywords.some((k) => /^(survivor|wave_striker|turbo_rush)$/.test(k)),
);

describe('keyword-only cards', () => {
  it('there are some (every other playable card has a script and its own tests)', () => {
    expect(keywordOnly.length).toBeGreaterThan(100);
  });
});

for (const d of keywordOnly) {
  describe(`${d.name} (${d.id}): ${d.record.text.replace(/\n/g, ' / ') || 'no abilities (vanilla)'}`, () => {
    it('has exactly the keyword abilities the card data lists', () => {
      const e = expected(d);
      expect(d.flags & ALL).toBe(e.flags);
      expect(d.powerAttacker).toBe(e.pa);
      if (e.evo.length) {
        // The data names races in snake case ("liquid_people", "dragon_race"): the parsed race must match.
        for (const r of e.evo) {
          const want = r === 'dragon_race' ? 'dragon' : r.replace(/_/g, ' ');
          expect(d.evolutionRaces.map((x) => x.toLowerCase())).toContain(want);
        }
      }
      expect(hasRace(d, d.races[0] ?? '')).toBe(d.races.length > 0);
    });
  });
}
