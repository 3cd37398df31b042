// The Duel Masters card catalog: loads the card data once per thread, reads keyword lines, installs the card scripts.
import { readFileSync } from 'node:fs';
import { makeCardPool, type CardInfo, type CardPool } from '@tcglab/core';
import { cardTable, defById, installCardTable } from './cards/table.js';
import type { Ability, CardDef, CardRecord, Filter, Static, Step } from './cards/types.js';
import {
  CIV_NAMES,
  KW_ATTACK_UNTAPPED,
  KW_BLOCKER,
  KW_CANT_ATTACK,
  KW_CANT_ATTACK_CREATURES,
  KW_CANT_ATTACK_PLAYERS,
  KW_CANT_BE_ATTACKED,
  KW_CHARGER,
  KW_DESTROY_AFTER_BATTLE,
  KW_DOUBLE_BREAKER,
  KW_MUST_ATTACK,
  KW_MUST_BLOCK,
  KW_SHIELD_TRIGGER,
  KW_SLAYER,
  KW_SPEED_ATTACKER,
  KW_TRIPLE_BREAKER,
  KW_UNBLOCKABLE,
  KW_UNTAP_AT_END,
  TYPE_CREATURE,
  TYPE_EVOLUTION,
  TYPE_SPELL,
} from './keywords.js';
import { turboRushActive, waveStrikerActive } from './query/characteristics.js';
import { SCRIPTS } from './scripts/index.js';
import type { DMState } from './state.js';

/** Keyword lines: a regular expression over one text line, and the flags it sets. */
const KEYWORD_LINES: readonly [RegExp, (d: MutableDef, m: RegExpExecArray) => void][] = [
  [/^blocker\.?$/i, (d) => (d.flags |= KW_BLOCKER)],
  [/^speed attacker\.?$/i, (d) => (d.flags |= KW_SPEED_ATTACKER)],
  [/^slayer\.?$/i, (d) => (d.flags |= KW_SLAYER)],
  [/^shield trigger\.?$/i, (d) => (d.flags |= KW_SHIELD_TRIGGER)],
  [/^double breaker\.?$/i, (d) => (d.flags |= KW_DOUBLE_BREAKER)],
  [/^triple breaker\.?$/i, (d) => (d.flags |= KW_TRIPLE_BREAKER)],
  [/^charger\.?$/i, (d) => (d.flags |= KW_CHARGER)],
  [/^power attacker \+(\d+)\.?$/i, (d, m) => (d.powerAttacker += Number(m[1]))],
  [/^this creature can't attack\.$/i, (d) => (d.flags |= KW_CANT_ATTACK)],
  [/^this creature can't attack players\.$/i, (d) => (d.flags |= KW_CANT_ATTACK_PLAYERS)],
  [/^this creature can't attack creatures\.$/i, (d) => (d.flags |= KW_CANT_ATTACK_CREATURES)],
  [/^this creature can't be blocked\.$/i, (d) => (d.flags |= KW_UNBLOCKABLE)],
  [/^this creature can't be attacked\.$/i, (d) => (d.flags |= KW_CANT_BE_ATTACKED)],
  [/^this creature attacks each turn if able\.$/i, (d) => (d.flags |= KW_MUST_ATTACK)],
  [/^this creature can attack untapped creatures\.$/i, (d) => (d.flags |= KW_ATTACK_UNTAPPED)],
  [/^when this creature battles, destroy it after the battle\.$/i, (d) => (d.flags |= KW_DESTROY_AFTER_BATTLE)],
  [/^at the end of each of your turns, you may untap this creature\.$/i, (d) => (d.flags |= KW_UNTAP_AT_END)],
  [/^whenever an opponent's creature attacks, this creature blocks if able\.$/i, (d) => (d.flags |= KW_MUST_BLOCK)],
  [/^(light|water|darkness|fire|nature) stealth\.?$/i, (d, m) => (d.stealthCivs |= civMask([m[1]!.toLowerCase()]))],
  [
    /^((?:light|water|darkness|fire|nature)(?: and (?:light|water|darkness|fire|nature))*) blocker\.?$/i,
    (d, m) => {
      d.flags |= KW_BLOCKER;
      d.blockOnlyCivs |= civMask(m[1]!.toLowerCase().split(' and '));
    },
  ],
  // Crew breaker (JA: 「シールドを攻撃したとき、バトルゾーンにある自分の他の<race>1体につき、シールドをさらにもう1枚ブレイクする」).
  [/^crew breaker\s*-\s*(.+?)\.?$/i, (d, m) => (d.crewRace = m[1]!.trim().toLowerCase() === 'dragon' ? 'dragon' : m[1]!.trim())],
  [
    /^dragon blocker\.?$/i,
    (d) => {
      d.flags |= KW_BLOCKER;
      d.blockOnlyDragon = true;
    },
  ],
  [
    /^vortex evolution\s*[—-]\s*put on one of your (.+?) and one of your (.+?)\.$/i,
    (d, m) => d.vortexRaces.push(singularRace(m[1]!.trim()), singularRace(m[2]!.trim())),
  ],
  [
    /^evolution\s*[—-]\s*put on one of your (.+?)\.$/i,
    (d, m) => {
      const what = m[1]!;
      if (/creatures? that has dragon in its race/i.test(what)) d.evolutionRaces.push('dragon');
      else for (const r of what.split(/\s+or\s+/i)) d.evolutionRaces.push(singularRace(r.trim()));
    },
  ],
];

/** Every race name in the card data (set at load, before the definitions are built). */
let knownRaces: readonly string[] = [];

const norm = (x: string) => x.toLowerCase().replace(/[^a-z]/g, '');

/** Printed plural spellings that are not a regular plural of the race (the Japanese text names the race). */
const RACE_ALIASES: Readonly<Record<string, string>> = { hornbeast: 'Horned Beast', hornbeasts: 'Horned Beast' };

/**
 * The race a plural phrase of an evolution line names ("Humans" → Human, "Cyber Viruses" → Cyber Virus,
 * "Xeno Parts" → Xenoparts, "Snow Faeries" → Snow Faerie), matched against the races in the card data.
 * Throws for a phrase that names no known race, so the card is reported as not implemented.
 */
function singularRace(phrase: string): string {
  const r = phrase
    .replace(/^an? /i, '')
    .replace(/\s+creatures?$/i, '')
    .trim();
  const n = norm(r);
  if (RACE_ALIASES[n]) return RACE_ALIASES[n];
  for (const race of knownRaces) {
    const k = norm(race);
    if (n === k || n === k + 's' || n === k + 'es' || (k.endsWith('y') && n === k.slice(0, -1) + 'ies')) return race;
  }
  throw new Error(`no race named "${phrase}"`);
}

interface MutableDef {
  flags: number;
  powerAttacker: number;
  evolutionRaces: string[];
  vortexRaces: string[];
  stealthCivs: number;
  blockOnlyCivs: number;
  blockOnlyDragon: boolean;
  crewRace: string;
}

function newMutable(): MutableDef {
  return {
    flags: 0,
    powerAttacker: 0,
    evolutionRaces: [],
    vortexRaces: [],
    stealthCivs: 0,
    blockOnlyCivs: 0,
    blockOnlyDragon: false,
    crewRace: '',
  };
}

/** Match one keyword line into d; false if it is not a keyword line (or names no known race). */
function keywordLine(d: MutableDef, line: string): boolean {
  for (const [re, apply] of KEYWORD_LINES) {
    const m = re.exec(line);
    if (m) {
      try {
        apply(d, m);
      } catch {
        return false;
      }
      return true;
    }
  }
  return false;
}

/** Keyword lines that are triggered abilities become real abilities, so they resolve like any other. */
function withBuiltins(flags: number, abilities: readonly Ability[]): readonly Ability[] {
  if (!(flags & KW_UNTAP_AT_END)) return abilities;
  // "At the end of each of your turns, you may untap this creature."
  return [...abilities, { on: 'endOfTurn', steps: [{ op: 'may' }, { op: 'self', reg: 0 }, { op: 'untap', reg: 0 }] }];
}

// Filters and choose / all steps in one shape each: every field of the type present, in one order, undefined where the
// script left it out. The cards' scripts write them in 29 and 6 shapes, so every read of a field in matches() (a dozen
// per card looked at) and in the choice code was a megamorphic load; the values, and so every result, are the same.
const shapedFilters = new Map<Filter, Filter>();
const shapedSteps = new Map<Step, Step>();
const shaped = new Set<object>();

function shapedFilter(f: Filter): Filter {
  if (shaped.has(f)) return f;
  let g = shapedFilters.get(f);
  if (!g) {
    g = {
      zone: f.zone,
      alsoZone: f.alsoZone,
      owner: f.owner,
      type: f.type,
      civ: f.civ,
      maxPower: f.maxPower,
      minPower: f.minPower,
      maxCost: f.maxCost,
      tapped: f.tapped,
      race: f.race,
      blocker: f.blocker,
      notSelf: f.notSelf,
      notCiv: f.notCiv,
      evolution: f.evolution,
      minCost: f.minCost,
      power: f.power,
      test: f.test,
    };
    const extra = Object.keys(f).filter((k) => !(k in g!));
    if (extra.length) throw new Error(`filter field ${extra.join(', ')} unknown to shapedFilter (catalog.ts)`);
    shapedFilters.set(f, g);
    shaped.add(g);
  }
  return g;
}

function shapedStep(st: Step): Step {
  if ((st.op !== 'choose' && st.op !== 'all') || shaped.has(st)) return st;
  let t = shapedSteps.get(st);
  if (!t) {
    const c = st as Partial<Extract<Step, { op: 'choose' }>> & Step;
    t = {
      op: st.op,
      filter: shapedFilter(st.filter),
      count: c.count,
      upTo: c.upTo,
      chooser: c.chooser,
      toBreak: c.toBreak,
      reg: st.reg,
    } as Step;
    const extra = Object.keys(st).filter((k) => !(k in t!));
    if (extra.length) throw new Error(`step field ${extra.join(', ')} unknown to shapedStep (catalog.ts)`);
    shapedSteps.set(st, t);
    shaped.add(t);
  }
  return t;
}

/** The abilities with their choose / all steps (and those steps' filters) in one shape each (shapedStep). */
function shapeSteps<A extends Ability | undefined>(ab: A): A {
  if (!ab) return ab;
  const steps = ab.steps as Step[];
  for (let k = 0; k < steps.length; k++) steps[k] = shapedStep(steps[k]!);
  return ab;
}

function civMask(civs: readonly string[]): number {
  let m = 0;
  for (const c of civs) {
    const i = CIV_NAMES.indexOf(c as (typeof CIV_NAMES)[number]);
    if (i < 0) throw new Error(`unknown civilization "${c}"`);
    m |= 1 << i;
  }
  return m;
}

function popcount(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/**
 * Set-mechanic prefixes on keyword abilities (DM-05..DM-12): "Survivor: X" (all your Survivors, this one
 * included, have X), "Wave striker: X" (X while 2 or more other creatures with wave striker are in the
 * battle zone), "Turbo rush: X" (X until the end of the turn after another of your creatures broke a
 * shield this turn). Returns the static ability, or undefined if X is not a keyword line.
 */
function prefixedKeyword(
  line: string,
  waveStriker: (s: DMState, src: number) => boolean,
  turbo: (s: DMState, src: number) => boolean,
): Static | undefined {
  const m = /^(survivor|wave striker|turbo rush):\s*(.+)$/i.exec(line);
  if (!m) return undefined;
  const k = newMutable();
  if (!keywordLine(k, m[2]!.trim())) return undefined;
  if (k.evolutionRaces.length || k.vortexRaces.length || k.stealthCivs || k.blockOnlyCivs || k.blockOnlyDragon || k.crewRace)
    return undefined;
  const kind = m[1]!.toLowerCase();
  if (kind === 'survivor') {
    return { kind: 'flags', target: { owner: 'you', race: 'Survivor' }, flags: k.flags, powerAttacker: k.powerAttacker };
  }
  return {
    kind: 'flags',
    target: { self: true },
    flags: k.flags,
    powerAttacker: k.powerAttacker,
    when: kind === 'wave striker' ? waveStriker : turbo,
  };
}

/** The definition of record `r`: playable when a script or the keyword parser handles every line of its text. */
export function buildCardDef(index: number, r: CardRecord): CardDef {
  const d: MutableDef = newMutable();
  const prefixed: Static[] = [];
  const script = SCRIPTS[r.id] ?? (r.reprint_of ? SCRIPTS[r.reprint_of] : undefined);
  const handled = new Set(script?.lines ?? []);
  const unsupported: string[] = [];
  for (const raw of r.text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (handled.has(line)) continue;
    if (keywordLine(d, line)) continue;
    const pk = prefixedKeyword(line, waveStrikerActive, turboRushActive);
    if (pk) prefixed.push(pk);
    else unsupported.push(line);
  }
  for (const line of script?.lines ?? []) {
    if (!r.text.split('\n').some((l) => l.trim() === line)) {
      throw new Error(`card script for ${r.id} handles a line that is not in the card's text: "${line}"`);
    }
  }
  const type = r.type === 'spell' ? TYPE_SPELL : r.type === 'evolution_creature' ? TYPE_EVOLUTION : TYPE_CREATURE;
  if (type === TYPE_EVOLUTION && d.evolutionRaces.length === 0 && d.vortexRaces.length === 0 && !script?.evolution) {
    unsupported.push('(evolution source rule)');
  }
  if (type === TYPE_SPELL && !script?.spell) {
    // A spell whose whole text is keywords (e.g. only "Shield trigger") has no effect: refuse loudly.
    unsupported.push('(the spell effect)');
  }
  const civs = civMask(r.civilizations);
  const statics = prefixed.length ? [...prefixed, ...(script?.statics ?? [])] : (script?.statics ?? []);
  return {
    index,
    id: r.id,
    name: r.name_en,
    set: r.set,
    civs,
    civCount: popcount(civs),
    type,
    cost: r.cost,
    power: r.power ?? 0,
    races: r.races,
    flags: d.flags,
    powerAttacker: d.powerAttacker,
    evolutionRaces: script?.evolution ?? d.evolutionRaces,
    vortexRaces: d.vortexRaces,
    stealthCivs: d.stealthCivs,
    blockOnlyCivs: d.blockOnlyCivs,
    blockOnlyDragon: d.blockOnlyDragon,
    crewRace: d.crewRace,
    waveStriker: r.keywords.includes('wave_striker'),
    sharesAbilities: statics.some((st) => st.kind === 'shareAbilities'),
    onlyTopLeaves: statics.some((st) => st.kind === 'onlyTopLeaves'),
    savesShields: statics.some((st) => st.kind === 'saveShield'),
    changesCosts: statics.some((st) => st.kind === 'cost'),
    changesAttacks: statics.some((st) => !ATTACK_NEUTRAL.has(st.kind)),
    replacesLeaving: statics.some((st) => st.kind === 'protect' || st.kind === 'mayReturnInstead' || st.kind === 'saver'),
    abilities: withBuiltins(d.flags, script?.abilities ?? []).map(shapeSteps),
    statics,
    powerStatics: statics.filter((st) => st.kind === 'power' || (st.kind === 'flags' && !!st.powerAttacker)),
    flagStatics: statics.filter((st) => st.kind === 'flags' && !!st.flags),
    useIf: script?.useIf,
    spell: shapeSteps(script?.spell),
    playable: unsupported.length === 0,
    unsupported,
    record: r,
  };
}

/**
 * The static kinds the attack step's actions (legal.ts computeLegal, STEP_ATTACK) never read: with only these in
 * play (DMState.nAttackStatic 0) its plain path gives the general path's answer. Audited against what the general
 * path reads: keyword flags ('flags'), canAttackCreature ('unattackableBy', 'attackOnly', 'attackUntapped'),
 * 'noCreatureAbilities', 'attackRaceIfAble', 'attackMeIfAble', 'grantTap'; 'shareAbilities' and 'stealth' are left out
 * too (kept on the general path). A new kind is on the general path until it is added here.
 */
const ATTACK_NEUTRAL: ReadonlySet<Static['kind']> = new Set<Static['kind']>([
  'cost',
  'power',
  'unblockableBy',
  'destroyInstead',
  'noShieldTrigger',
  'noUntap',
  'discardToBattle',
  'triggerSpellToHand',
  'breakToGraveyard',
  'breakReveal',
  'saveShield',
  'protect',
  'mayReturnInstead',
  'saver',
  'silentEntersTapped',
  'onlyTopLeaves',
  'cantCast',
  'ownerChoosesShields',
  'unchoosable',
  'evolutionEntersTapped',
  'anyEvolutionSource',
  'untappableByOpponent',
]);

let pool: CardPool | undefined;

export function cardPool(): CardPool {
  if (!pool) {
    const infos: CardInfo[] = cardDefs().map((d) => ({
      id: d.id,
      name: d.name,
      playable: d.playable,
      ...(d.playable ? {} : { unsupported: d.unsupported.join(' | ') }),
      set: d.set,
      data: d.record,
    }));
    pool = makeCardPool(infos, (c) => {
      const r = c.data as CardRecord;
      return r.name_ja ? [r.name_ja] : [];
    });
  }
  return pool;
}

let loaded = false;

/** All card definitions (loaded on first use, once per thread, and installed as the card table). */
export function cardDefs(): readonly CardDef[] {
  if (!loaded) {
    const url = new URL('../data/cards.json', import.meta.url);
    const records = JSON.parse(readFileSync(url, 'utf8')) as CardRecord[];
    knownRaces = [...new Set(records.flatMap((r) => r.races))].sort();
    installCardTable(records.map((r, i) => buildCardDef(i, r)));
    loaded = true;
  }
  return cardTable();
}

/** The definition with card id `id` (loads the catalog first); throws naming the id when there is none. */
export function cardById(id: string): CardDef {
  cardDefs();
  return defById(id);
}
