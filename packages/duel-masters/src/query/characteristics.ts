// Read-only characteristics of creatures: power, keyword flags, breakers, races (108, 206, 604).
import { DEF_POWER_STATIC, defOf, POWER_STATICS_ANY } from '../cards/table.js';
import type { CardDef, StaticTarget } from '../cards/types.js';
import { KW_CANT_ATTACK, KW_DOUBLE_BREAKER, KW_IS_DRAGON, KW_SPEED_ATTACKER, KW_TRIPLE_BREAKER, TYPE_EVOLUTION } from '../keywords.js';
import { type DMState, Z_BATTLE } from '../state.js';

/** Does static target `t` of source `src` affect creature `inst` (both in the battle zone)? */
export function affects(s: DMState, t: StaticTarget, src: number, inst: number): boolean {
  if (t.self) return inst === src;
  if (t.other && inst === src) return false;
  const ctl = s.owner[src]!;
  if (t.owner === 'you' && s.owner[inst] !== ctl) return false;
  if (t.owner === 'opponent' && s.owner[inst] === ctl) return false;
  const d = defOf(s, inst);
  if (t.civ !== undefined && !(d.civs & t.civ)) return false;
  if (t.race !== undefined && !creatureHasRace(s, inst, t.race)) return false;
  if (t.test && !t.test(s, inst, src)) return false;
  return true;
}

/**
 * Current power (108, 206.4): printed, plus static bonuses of creatures in the battle zone, plus
 * additions/subtractions until end of turn, plus power attacker while attacking. Power can be negative
 * here; references read it as 0 (108.1b).
 */
export function power(s: DMState, inst: number): number {
  const d = defOf(s, inst);
  const attacking = s.attacker === inst;
  // No modifier and no power static in play (most calls): the printed power, and power attacker while attacking. The
  // general case is a function of its own, so the callers TurboFan inlines power into do not each carry its loops.
  if (s.mods.length === 0 && s.nPowerStatic === 0) return attacking ? d.power + d.powerAttacker : d.power;
  return modifiedPower(s, inst, d, attacking);
}

/** power() with "until" modifiers or power statics in play. */
function modifiedPower(s: DMState, inst: number, d: CardDef, attacking: boolean): number {
  if (s.nPowerStatic === 0 || s.zone[inst] !== Z_BATTLE) return powerFrom(s, inst, d, attacking, 0, 0);
  const from = sourcesTop;
  try {
    const to = (sourcesTop = gatherPowerSources(s, from));
    return powerFrom(s, inst, d, attacking, from, to);
  } finally {
    sourcesTop = from;
  }
}

/**
 * The powers (power()) of the creatures in player q's battle zone into out[inst], each exactly as power(s, inst) gives
 * it, with the creatures that have power statics looked up once for all of them (power() looks at every creature in
 * the battle zones for each creature asked).
 */
export function battlePowers(s: DMState, q: 0 | 1, out: Float64Array): void {
  const b = s.battle[q];
  const from = sourcesTop;
  try {
    const to = (sourcesTop = s.nPowerStatic === 0 ? from : gatherPowerSources(s, from));
    for (let k = 0; k < b.length; k++) {
      const i = b[k]!;
      out[i] = powerFrom(s, i, defOf(s, i), s.attacker === i, from, s.zone[i] === Z_BATTLE ? to : from);
    }
  } finally {
    sourcesTop = from;
  }
}

/**
 * Could anything in play lower a creature's power below its printed power (a modifier with a negative amount, a power
 * static that is not POWER_STATICS_RAISE)? When not, and no creature in the battle zone is printed with power 0 or less
 * (DMState.nLowPower), no creature has power 0 or less (703.4c finds nothing).
 */
export function mayLowerPower(s: DMState): boolean {
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) {
    const m = mods[k]!;
    if (m.power < 0 || (m.pa ?? 0) < 0 || (m.paPer ?? 0) < 0) return true;
  }
  if (s.nPowerStatic === 0) return false;
  const def = s.def;
  for (let q = 0; q < 2; q++) {
    const b = s.battle[q as 0 | 1];
    for (let k = 0; k < b.length; k++) if (DEF_POWER_STATIC[def[b[k]!]!] === POWER_STATICS_ANY) return true;
  }
  return false;
}

// The creatures with power statics in the battle zones (player 0's, then player 1's, each in battle-zone order), as
// modifiedPower and battlePowers gather them: a stack from sourcesTop up, since a static's `when` or `amount` may ask for
// a power again while the outer call reads its own range.
let sources = new Int32Array(64);
let sourcesTop = 0;

/** Append the creatures with power statics to `sources` from index `from`; returns the end of the range. */
function gatherPowerSources(s: DMState, from: number): number {
  const def = s.def;
  let to = from;
  for (let q = 0; q < 2; q++) {
    const b = s.battle[q as 0 | 1];
    if (to + b.length > sources.length) {
      const grown = new Int32Array(2 * (to + b.length));
      grown.set(sources);
      sources = grown;
    }
    for (let k = 0; k < b.length; k++) if (DEF_POWER_STATIC[def[b[k]!]!] !== 0) sources[to++] = b[k]!;
  }
  return to;
}

/**
 * Power of `inst` (definition d; attacking or not) from its printed power, its "until" modifiers and the power statics
 * of the creatures sources[from .. to) (an empty range when the statics do not apply: none in play, or `inst` is not in
 * the battle zone).
 */
function powerFrom(s: DMState, inst: number, d: CardDef, attacking: boolean, from: number, to: number): number {
  let p = d.power;
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) {
    const m = mods[k]!;
    if (m.inst !== inst) continue;
    p += m.power;
    if (attacking && m.pa) p += m.pa;
    if (attacking && m.paManaCiv) {
      const mana = s.mana[s.owner[inst]! as 0 | 1];
      for (let j = 0; j < mana.length; j++) if (defOf(s, mana[j]!).civs & m.paManaCiv) p += m.paPer ?? 0;
    }
  }
  if (attacking) p += d.powerAttacker; // power attacker applies only while attacking
  for (let k = from; k < to; k++) {
    const src = sources[k]!;
    const sts = defOf(s, src).powerStatics;
    for (let j = 0; j < sts.length; j++) {
      const st = sts[j]!;
      if (st.kind === 'power') {
        if (st.attacking && !attacking) continue;
        if (st.when && !st.when(s, src)) continue;
        if (!affects(s, st.target, src, inst)) continue;
        p += typeof st.amount === 'number' ? st.amount : st.amount(s, src, inst);
      } else if (st.kind === 'flags' && st.powerAttacker && attacking) {
        if (st.when && !st.when(s, src)) continue;
        if (affects(s, st.target, src, inst)) p += st.powerAttacker;
      }
    }
  }
  return p;
}

/** Keyword flags: printed, granted by static abilities in the battle zone, and granted until end of turn. */
export function flags(s: DMState, inst: number): number {
  const f = defOf(s, inst).flags;
  // Nothing granted without modifiers or flag statics (most calls): grantedFlags, inlined into every caller of flags
  // otherwise, is then not even called (so TurboFan sees it called rarely and keeps its loops out of the callers).
  return s.mods.length === 0 && s.nFlagStatic === 0 ? f : f | grantedFlags(s, inst, -1);
}

/**
 * The keyword flags other cards give creature `inst`: granted by effects (until the end of the turn, …) and by the
 * static abilities of the other creatures in the battle zone (not its printed keywords nor its own statics).
 */
export function flagsFromOthers(s: DMState, inst: number): number {
  return grantedFlags(s, inst, inst);
}

/** Flags `inst` has from "until" modifiers and from the flag statics of the creatures in the battle zone but `skip`. */
function grantedFlags(s: DMState, inst: number, skip: number): number {
  let f = 0;
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === inst) f |= mods[k]!.flags;
  if (s.nFlagStatic > 0 && s.zone[inst] === Z_BATTLE) f |= staticFlags(s, inst, skip);
  return f;
}

/** Flags `inst` (in the battle zone) has from the flag statics of the creatures in the battle zone but `skip`. */
function staticFlags(s: DMState, inst: number, skip: number): number {
  let f = 0;
  for (let q = 0; q < 2; q++) {
    const b = s.battle[q as 0 | 1];
    for (let k = 0; k < b.length; k++) {
      const src = b[k]!;
      if (src === skip) continue;
      const sts = defOf(s, src).flagStatics;
      for (let j = 0; j < sts.length; j++) {
        const st = sts[j]!;
        if (st.kind === 'flags' && (!st.when || st.when(s, src)) && affects(s, st.target, src, inst)) f |= st.flags;
      }
    }
  }
  return f;
}

/** Shields this creature breaks (509.2): triple 3, double 2, else 1. With both, the larger (509.2c). */
export function breakers(s: DMState, inst: number): number {
  const f = flags(s, inst);
  const n = f & KW_TRIPLE_BREAKER ? 3 : f & KW_DOUBLE_BREAKER ? 2 : 1;
  const crew = defOf(s, inst).crewRace;
  return crew ? n + crewCount(s, inst, crew) : n;
}

/** "Crew breaker": the other creatures of race `race` that the creature's controller has in the battle zone. */
function crewCount(s: DMState, inst: number, race: string): number {
  const b = s.battle[s.owner[inst]! as 0 | 1];
  let n = 0;
  for (let k = 0; k < b.length; k++) if (b[k] !== inst && creatureHasRace(s, b[k]!, race)) n++;
  return n;
}

/**
 * The smallest breaker count the attacker may choose (509.2c: with several breaker abilities, choose one;
 * the smaller is allowed, none is not): 2 for a creature with both triple and double breaker.
 */
export function minBreakers(s: DMState, inst: number): number {
  const f = flags(s, inst);
  return f & KW_TRIPLE_BREAKER && f & KW_DOUBLE_BREAKER ? 2 : breakers(s, inst);
}

/** Does the creature card have race `race` (`dragon` = any race containing "Dragon")? */
export function hasRace(d: CardDef, race: string): boolean {
  // 203.2: "Dragon" refers to every race that contains the word Dragon (Armored Dragon, Zombie Dragon, …);
  // Dragonoid (ドラゴノイド) is a different word, not a Dragon.
  if (race === 'dragon') return d.races.some((r) => /\bdragon\b/i.test(r));
  return d.races.includes(race);
}

/**
 * Does creature `inst` have race `race` now: its card's races, and for `dragon` also "is a Dragon this turn" (KW_IS_DRAGON,
 * granted by an effect while it is in the battle zone: Furious Onslaught).
 */
export function creatureHasRace(s: DMState, inst: number, race: string): boolean {
  if (hasRace(defOf(s, inst), race)) return true;
  if (race !== 'dragon' || s.mods.length === 0 || s.zone[inst] !== Z_BATTLE) return false;
  const mods = s.mods;
  for (let k = 0; k < mods.length; k++) if (mods[k]!.inst === inst && mods[k]!.flags & KW_IS_DRAGON) return true;
  return false;
}

/** Is creature `inst` a Dragon now (creatureHasRace)? */
export function isDragonNow(s: DMState, inst: number): boolean {
  return creatureHasRace(s, inst, 'dragon');
}

/**
 * May creature card `d` be the source of an evolution that goes on `race` (801.1)? Its race, or "you can put an
 * evolution creature of any race on this creature" (Innocent Hunter).
 */
export function sourceHasRace(d: CardDef, race: string): boolean {
  if (hasRace(d, race)) return true;
  const sts = d.statics;
  for (let k = 0; k < sts.length; k++) if (sts[k]!.kind === 'anyEvolutionSource') return true;
  return false;
}

/** Wave striker (JA text): active while 2 or more OTHER creatures with wave striker are in the battle zone. */
export function waveStrikerActive(s: DMState, src: number): boolean {
  let n = 0;
  for (let q = 0; q < 2; q++) {
    const b = s.battle[q as 0 | 1];
    for (let k = 0; k < b.length; k++) if (b[k] !== src && defOf(s, b[k]!).waveStriker) n++;
  }
  return n >= 2;
}

/** Turbo rush (JA text): another creature of the same player broke a shield this turn. */
export function turboRushActive(s: DMState, src: number): boolean {
  const owner = s.owner[src];
  for (const i of s.brokeShields) if (i !== src && s.owner[i] === owner) return true;
  return false;
}

/** Can `inst` (the turn player's) declare an attack at all now (506.1a)? (Also "a creature that can attack": Spinal Parasite.) */
export function canAttack(s: DMState, inst: number): boolean {
  if (s.tapped[inst]) return false;
  const f = flags(s, inst);
  if (f & KW_CANT_ATTACK) return false; // 101.2: "can't" beats "can"
  // 301.5: summoning sickness, unless speed attacker (101.2) or evolution (801.3).
  if (s.sick[inst] && !(f & KW_SPEED_ATTACKER) && defOf(s, inst).type !== TYPE_EVOLUTION) return false;
  return true;
}
