// The Divine Cross card JSON format: types, validation with clear errors, and compilation to flyweight defs.
//
// A card file is `{ "format": "tcglab-divine-cross-cards/1", "cards": [ … ] }`; docs/divine-cross-cards.md
// documents every field. Effects are small op objects (`{ "op": "damage", "target": "opp-main",
// "amount": 300 }`) compiled once into numeric Op records; effect lists get integer ids so that the
// state's resolution frames hold numbers only.

export const KIND_UNIT = 0;
export const KIND_EVENT = 1;
export const KIND_ACTION = 2;
export const KIND_ASSIST = 3;
export const KIND_NAMES = ['unit', 'event', 'action', 'assist'] as const;

/** Attribute bits (204). The tri-colour icon is red|green|blue (204.2a). */
export const ATTR_RED = 1;
export const ATTR_GREEN = 2;
export const ATTR_BLUE = 4;
export const ATTR_COLORLESS = 8;
const ATTR_BY_NAME: Record<string, number> = {
  red: ATTR_RED,
  green: ATTR_GREEN,
  blue: ATTR_BLUE,
  colorless: ATTR_COLORLESS,
  tricolor: ATTR_RED | ATTR_GREEN | ATTR_BLUE,
};

// Effect targets.
export const T_SELF = 0; // the unit the ability belongs to (skill user, EX power's unit)
export const T_OWN_MAIN = 1;
export const T_OPP_MAIN = 2;
export const T_OWN_STANDBY = 3; // choose one
export const T_OPP_STANDBY = 4; // choose one
export const T_OWN_UNIT = 5; // choose one in your Area
export const T_OPP_UNIT = 6; // choose one in the opponent's Area
export const T_OWN_STANDBY_ALL = 7;
export const T_OPP_STANDBY_ALL = 8;
export const TARGET_NAMES = [
  'self',
  'own-main',
  'opp-main',
  'own-standby',
  'opp-standby',
  'own-unit',
  'opp-unit',
  'own-standby-all',
  'opp-standby-all',
] as const;
/** Targets that ask the controller to choose one unit. */
export function isChosenTarget(t: number): boolean {
  return t === T_OWN_STANDBY || t === T_OPP_STANDBY || t === T_OWN_UNIT || t === T_OPP_UNIT;
}

// Effect op codes.
export const OP_DRAW = 1;
export const OP_DRAW_UNTIL = 2;
export const OP_DRAW_UP_TO = 3; // damage modifier: draw 0..max (overdraw allowed, 1102.2), +plusEach per card
export const OP_DAMAGE = 4;
export const OP_HEAL = 5;
export const OP_STUN = 6;
export const OP_CURE = 7;
export const OP_KO = 8;
export const OP_PLUS = 9; // damage modifier
export const OP_PLUS_PER = 10; // damage modifier
export const OP_MAY = 11;
export const OP_DISCARD = 12; // discard N chosen hand cards; if you do (in full), then … (925.1)
export const OP_RPS = 13;
export const OP_TICKET = 14;
export const OP_KO_PILE = 15; // 920: put N hand cards into your KO pile, shortfall from deck top/hand/discard
export const OP_CHARGE = 16; // 906
export const OP_SWAP = 17; // 912
export const OP_MODIFY = 18; // 919 / "+N this turn" continuous effects
export const OP_SEARCH = 19; // look through the deck for a card (909.2 fail to find), to hand, shuffle
export const OP_DISCARD_ENERGY = 20;
export const OP_NAMES: Record<string, number> = {
  draw: OP_DRAW,
  'draw-until': OP_DRAW_UNTIL,
  'draw-up-to': OP_DRAW_UP_TO,
  damage: OP_DAMAGE,
  heal: OP_HEAL,
  stun: OP_STUN,
  cure: OP_CURE,
  ko: OP_KO,
  plus: OP_PLUS,
  'plus-per': OP_PLUS_PER,
  may: OP_MAY,
  discard: OP_DISCARD,
  rps: OP_RPS,
  ticket: OP_TICKET,
  'ko-pile': OP_KO_PILE,
  charge: OP_CHARGE,
  swap: OP_SWAP,
  modify: OP_MODIFY,
  search: OP_SEARCH,
  'discard-energy': OP_DISCARD_ENERGY,
};

// Counters for `plus-per` and `damagePer`.
export const C_OWN_ENERGY = 0; // energy on the unit using the skill
export const C_OPP_ENERGY = 1; // energy on the opponent's Main unit
export const C_OWN_KO = 2;
export const C_OPP_KO = 3;
export const C_OWN_STANDBY = 4;
export const C_OPP_STANDBY = 5;
export const C_HAND = 6;
export const COUNTER_NAMES = ['own-energy', 'opp-energy', 'own-ko', 'opp-ko', 'own-standby', 'opp-standby', 'hand'] as const;

// Stats that `modify` and static EX powers change.
export const STAT_HP = 0;
export const STAT_RETREAT = 1;
export const STAT_COST = 2;
export const STAT_POWER = 3; // skill damage dealt by the unit (704.6b, the TP's group)
export const STAT_GUARD = 4; // skill damage taken by the unit (704.6b, the defender's group)
export const STAT_NAMES = ['hp', 'retreat', 'cost', 'power', 'guard'] as const;

// Search filters.
export const F_ANY = 0;
export const F_UNIT = 1;
export const F_COMMAND = 2;
const FILTER_NAMES = ['any', 'unit', 'command'] as const;

// Trigger events (807) for triggered EX powers.
export const EV_GAME_START = 0;
export const EV_TURN_START = 1;
export const EV_DRAW_START = 2;
export const EV_MAIN_START = 3;
export const EV_BATTLE_START = 4;
export const EV_USING_SKILL = 5;
export const EV_AFTER_SKILL = 6;
export const EV_BATTLE_END = 7;
export const EV_TURN_END = 8;
export const EV_TOOK_SKILL_DAMAGE = 9; // this unit took ≥100 skill damage (923)
export const EV_PUT_STANDBY = 10; // this unit was put into a Standby area from hand (603)
export const EV_OPP_EX_RESOLVED = 11; // an EX power of the opponent finished resolving
export const EVENT_NAMES = [
  'game-start',
  'turn-start',
  'draw-phase-start',
  'main-start',
  'battle-start',
  'using-skill',
  'after-skill',
  'battle-end',
  'turn-end',
  'took-skill-damage',
  'put-standby',
  'opp-ex-resolved',
] as const;

export const TURN_YOURS = 0;
export const TURN_OPPONENTS = 1;
export const TURN_ANY = 2;
export const WHERE_AREA = 0;
export const WHERE_MAIN = 1;
export const WHERE_STANDBY = 2;

export const EX_STATIC = 0;
export const EX_ACTIVATED = 1;
export const EX_TRIGGERED = 2;

// Static EX power kinds.
export const S_NO_SKILL_DAMAGE = 0; // 924
export const S_SKILL_FAIL_RPS = 1; // 917.1b: "RPS; if you win, the opponent's skill fails"
export const S_MODIFY = 2; // 919 and damage ups/downs: stat, target, amount
const STATIC_NAMES = ['no-skill-damage', 'skill-fail-rps', 'modify'] as const;

/** One compiled effect op. Numeric fields only (plus list ids), shared by every state. */
export interface Op {
  readonly code: number;
  readonly target: number;
  readonly amount: number; // -1 = "all" for heal
  readonly count: number;
  readonly per: number;
  readonly stat: number;
  readonly filter: number;
  /** Sub-lists (list ids, -1 when absent). */
  readonly then: number;
  readonly else: number;
  readonly perWin: number;
  /** For `may`: the op id of the optional action. */
  readonly inner: number;
}

export interface SkillDef {
  readonly name: string;
  readonly cost: number;
  /** Printed damage, 0 when the skill has none. */
  readonly damage: number;
  /** `N×` damage: damagePer × counter (704.6a when the product is 0). -1 when not used. */
  readonly damagePerCounter: number;
  readonly damagePer: number;
  readonly whileStunned: boolean; // 922
  /** The skill fails unless its user wins an RPS (917.1b, condition in the skill's own text). */
  readonly failUnlessRpsWin: boolean;
  readonly beforeDamage: number; // list ids (704.4, 704.6b, 704.7, 704.8)
  readonly modifiers: number;
  readonly damageEffects: number;
  readonly effects: number;
  readonly text: string;
}

export interface ExDef {
  readonly name: string;
  readonly type: number; // EX_STATIC / EX_ACTIVATED / EX_TRIGGERED
  readonly uses: number; // activated: times per turn
  readonly on: number; // triggered: event
  readonly turn: number;
  readonly where: number;
  readonly stacks: boolean; // false = "does not stack" (807.2), per name
  readonly effects: number; // list id
  readonly staticKind: number;
  readonly stat: number;
  readonly target: number;
  readonly amount: number;
  readonly text: string;
}

export interface CardDef {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly nameJa: string | undefined;
  readonly kind: number;
  readonly hp: number;
  readonly attrs: number;
  readonly adv: number;
  readonly retreat: number;
  readonly skills: readonly SkillDef[];
  readonly ex: readonly ExDef[];
  /** Command text (event/action), list id; -1 for units and assists. */
  readonly effects: number;
  readonly text: string;
  readonly synthetic: boolean;
  readonly set: string;
  /** Bit (1 << stat) set when a static EX power of this card modifies that stat (a fast skip). */
  readonly statMask: number;
  /** Bit (1 << event) set when a triggered EX power of this card listens to that event. */
  readonly trigMask: number;
  /** Why it cannot be played, when some of its text is unknown or unsupported. */
  readonly unsupported: string | undefined;
  readonly raw: unknown;
}

/** Everything compiled from one card file: defs plus the shared op and list tables. */
export interface CardSet {
  readonly defs: readonly CardDef[];
  readonly ops: readonly Op[];
  readonly lists: readonly (readonly number[])[];
  readonly byId: ReadonlyMap<string, CardDef>;
}

export class CardFormatError extends Error {
  override name = 'CardFormatError';
}

type Json = Record<string, unknown>;

class Compiler {
  ops: Op[] = [];
  lists: number[][] = [[]]; // list 0 is the empty list
  constructor(private readonly where: string) {}

  fail(path: string, msg: string): never {
    throw new CardFormatError(`${this.where}: ${path}: ${msg}`);
  }

  obj(v: unknown, path: string): Json {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, 'must be an object');
    return v as Json;
  }

  int(o: Json, key: string, path: string, dflt?: number, min = 0): number {
    const v = o[key];
    if (v === undefined) {
      if (dflt === undefined) this.fail(`${path}.${key}`, 'is required');
      return dflt;
    }
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) {
      this.fail(`${path}.${key}`, `must be an integer ≥ ${min}, got ${JSON.stringify(v)}`);
    }
    return v;
  }

  str(o: Json, key: string, path: string, dflt?: string): string {
    const v = o[key];
    if (v === undefined) {
      if (dflt === undefined) this.fail(`${path}.${key}`, 'is required');
      return dflt;
    }
    if (typeof v !== 'string' || v === '') this.fail(`${path}.${key}`, 'must be a non-empty string');
    return v;
  }

  bool(o: Json, key: string, path: string, dflt: boolean): boolean {
    const v = o[key];
    if (v === undefined) return dflt;
    if (typeof v !== 'boolean') this.fail(`${path}.${key}`, 'must be true or false');
    return v;
  }

  oneOf(o: Json, key: string, path: string, names: readonly string[], dflt?: string): number {
    const v = this.str(o, key, path, dflt);
    const i = names.indexOf(v);
    if (i < 0) this.fail(`${path}.${key}`, `"${v}" is not one of: ${names.join(', ')}`);
    return i;
  }

  onlyKeys(o: Json, path: string, allowed: readonly string[]): void {
    for (const k of Object.keys(o)) {
      if (!allowed.includes(k)) this.fail(`${path}.${k}`, `unknown field (allowed: ${allowed.join(', ')})`);
    }
  }

  attrs(o: Json, key: string, path: string): number {
    const v = o[key] ?? [];
    if (!Array.isArray(v)) this.fail(`${path}.${key}`, 'must be an array of attribute names');
    let m = 0;
    for (const a of v) {
      const bit = typeof a === 'string' ? ATTR_BY_NAME[a] : undefined;
      if (bit === undefined) {
        this.fail(`${path}.${key}`, `${JSON.stringify(a)} is not one of: ${Object.keys(ATTR_BY_NAME).join(', ')}`);
      }
      m |= bit;
    }
    return m;
  }

  /** Compile an optional effect list; returns its list id (0 = empty). */
  list(v: unknown, path: string, ctx: 'command' | 'skill-mod' | 'plain'): number {
    if (v === undefined) return 0;
    if (!Array.isArray(v)) this.fail(path, 'must be an array of effects');
    if (v.length === 0) return 0;
    const ids = v.map((e, i) => this.op(e, `${path}[${i}]`, ctx));
    this.lists.push(ids);
    return this.lists.length - 1;
  }

  op(v: unknown, path: string, ctx: 'command' | 'skill-mod' | 'plain'): number {
    const o = this.obj(v, path);
    const name = this.str(o, 'op', path);
    const code = OP_NAMES[name];
    if (code === undefined) this.fail(`${path}.op`, `unknown op "${name}" (known: ${Object.keys(OP_NAMES).join(', ')})`);
    const base = { code, target: 0, amount: 0, count: 0, per: 0, stat: 0, filter: 0, then: 0, else: 0, perWin: 0, inner: -1 };
    const target = (dflt?: string) => this.oneOf(o, 'target', path, TARGET_NAMES, dflt);
    const keys = (...k: string[]) => this.onlyKeys(o, path, ['op', ...k]);
    let rec: Op;
    switch (code) {
      case OP_DRAW:
      case OP_DRAW_UNTIL:
        keys('count');
        rec = { ...base, count: this.int(o, 'count', path, undefined, 1) };
        break;
      case OP_DRAW_UP_TO:
        if (ctx !== 'skill-mod') this.fail(path, '"draw-up-to" is a damage modifier: use it in a skill\'s "modifiers"');
        keys('count', 'amount');
        rec = { ...base, count: this.int(o, 'count', path, undefined, 1), amount: this.int(o, 'amount', path) };
        if (rec.count > 60) this.fail(`${path}.count`, 'at most 60 (each number is one choice)');
        break;
      case OP_DAMAGE:
        keys('target', 'amount');
        rec = { ...base, target: target(), amount: this.int(o, 'amount', path, undefined, 1) };
        break;
      case OP_HEAL: {
        keys('target', 'amount');
        const a = o['amount'];
        rec = { ...base, target: target(), amount: a === 'all' ? -1 : this.int(o, 'amount', path, undefined, 1) };
        break;
      }
      case OP_STUN:
      case OP_CURE:
      case OP_KO:
        keys('target');
        rec = { ...base, target: target() };
        break;
      case OP_PLUS:
        if (ctx !== 'skill-mod') this.fail(path, '"plus" is a damage modifier: use it in a skill\'s "modifiers"');
        keys('amount');
        rec = { ...base, amount: this.int(o, 'amount', path, undefined, -100000) };
        break;
      case OP_PLUS_PER:
        if (ctx !== 'skill-mod') this.fail(path, '"plus-per" is a damage modifier: use it in a skill\'s "modifiers"');
        keys('amount', 'per');
        rec = { ...base, amount: this.int(o, 'amount', path, undefined, 1), per: this.oneOf(o, 'per', path, COUNTER_NAMES) };
        break;
      case OP_MAY: {
        keys('do', 'then', 'else');
        const inner = this.op(o['do'], `${path}.do`, 'plain');
        const ic = this.ops[inner]!.code;
        if (ic !== OP_DRAW && ic !== OP_DAMAGE && ic !== OP_HEAL && ic !== OP_STUN) {
          this.fail(`${path}.do`, '"may" supports draw, damage, heal or stun as its optional action');
        }
        if (ic !== OP_DRAW && isChosenTarget(this.ops[inner]!.target)) {
          this.fail(`${path}.do.target`, '"may" needs a fixed target (self, own-main, opp-main or an -all target)');
        }
        rec = { ...base, inner, then: this.list(o['then'], `${path}.then`, ctx), else: this.list(o['else'], `${path}.else`, ctx) };
        break;
      }
      case OP_DISCARD:
        keys('count', 'then');
        rec = { ...base, count: this.int(o, 'count', path, undefined, 1), then: this.list(o['then'], `${path}.then`, ctx) };
        break;
      case OP_RPS:
        keys('times', 'win', 'lose', 'perWin');
        rec = {
          ...base,
          count: this.int(o, 'times', path, 1, 1),
          then: this.list(o['win'], `${path}.win`, ctx),
          else: this.list(o['lose'], `${path}.lose`, ctx),
          perWin: this.list(o['perWin'], `${path}.perWin`, ctx),
        };
        break;
      case OP_TICKET:
      case OP_SWAP:
        keys();
        rec = base;
        break;
      case OP_KO_PILE:
        keys('count');
        rec = { ...base, count: this.int(o, 'count', path, undefined, 1) };
        break;
      case OP_CHARGE:
        keys('target');
        rec = { ...base, target: target('self') };
        if (rec.target !== T_SELF && rec.target !== T_OWN_MAIN && rec.target !== T_OWN_UNIT) {
          this.fail(`${path}.target`, 'charge targets self, own-main or own-unit');
        }
        break;
      case OP_MODIFY:
        keys('stat', 'target', 'amount');
        rec = {
          ...base,
          stat: this.oneOf(o, 'stat', path, STAT_NAMES),
          target: target(),
          amount: this.int(o, 'amount', path, undefined, -100000),
        };
        break;
      case OP_SEARCH:
        keys('filter');
        rec = { ...base, filter: this.oneOf(o, 'filter', path, FILTER_NAMES, 'any') };
        break;
      case OP_DISCARD_ENERGY:
        keys('target', 'count');
        rec = { ...base, target: target(), count: this.int(o, 'count', path, undefined, 1) };
        break;
      default:
        this.fail(path, `op "${name}" is not supported here`);
    }
    this.ops.push(rec);
    return this.ops.length - 1;
  }

  skill(v: unknown, path: string): SkillDef {
    const o = this.obj(v, path);
    this.onlyKeys(o, path, [
      'name',
      'cost',
      'damage',
      'damagePer',
      'whileStunned',
      'failUnlessRpsWin',
      'beforeDamage',
      'modifiers',
      'damageEffects',
      'effects',
      'text',
    ]);
    let damagePerCounter = -1;
    let damagePer = 0;
    if (o['damagePer'] !== undefined) {
      const d = this.obj(o['damagePer'], `${path}.damagePer`);
      this.onlyKeys(d, `${path}.damagePer`, ['amount', 'per']);
      damagePer = this.int(d, 'amount', `${path}.damagePer`, undefined, 1);
      damagePerCounter = this.oneOf(d, 'per', `${path}.damagePer`, COUNTER_NAMES);
      if (o['damage'] !== undefined) this.fail(path, 'give either "damage" or "damagePer", not both');
    }
    return {
      name: this.str(o, 'name', path),
      cost: this.int(o, 'cost', path),
      damage: this.int(o, 'damage', path, 0),
      damagePerCounter,
      damagePer,
      whileStunned: this.bool(o, 'whileStunned', path, false),
      failUnlessRpsWin: this.bool(o, 'failUnlessRpsWin', path, false),
      beforeDamage: this.list(o['beforeDamage'], `${path}.beforeDamage`, 'plain'),
      modifiers: this.list(o['modifiers'], `${path}.modifiers`, 'skill-mod'),
      damageEffects: this.list(o['damageEffects'], `${path}.damageEffects`, 'plain'),
      effects: this.list(o['effects'], `${path}.effects`, 'plain'),
      text: typeof o['text'] === 'string' ? o['text'] : '',
    };
  }

  ex(v: unknown, path: string): ExDef {
    const o = this.obj(v, path);
    this.onlyKeys(o, path, [
      'name',
      'type',
      'uses',
      'on',
      'turn',
      'where',
      'stacks',
      'effects',
      'static',
      'stat',
      'target',
      'amount',
      'text',
    ]);
    const type = this.oneOf(o, 'type', path, ['static', 'activated', 'triggered']);
    const name = this.str(o, 'name', path);
    const text = typeof o['text'] === 'string' ? o['text'] : '';
    const where = this.oneOf(o, 'where', path, ['area', 'main', 'standby'], 'area');
    const common = {
      name,
      type,
      text,
      where,
      uses: 0,
      on: -1,
      turn: TURN_YOURS,
      stacks: true,
      effects: 0,
      staticKind: -1,
      stat: 0,
      target: 0,
      amount: 0,
    };
    if (type === EX_STATIC) {
      const staticKind = this.oneOf(o, 'static', path, STATIC_NAMES);
      if (staticKind === S_MODIFY) {
        return {
          ...common,
          staticKind,
          stat: this.oneOf(o, 'stat', path, STAT_NAMES),
          target: this.oneOf(o, 'target', path, TARGET_NAMES),
          amount: this.int(o, 'amount', path, undefined, -100000),
        };
      }
      return { ...common, staticKind };
    }
    const effects = this.list(o['effects'], `${path}.effects`, 'plain');
    if (effects === 0) this.fail(`${path}.effects`, 'an activated or triggered EX power needs effects');
    if (type === EX_ACTIVATED) return { ...common, effects, uses: this.int(o, 'uses', path, 1, 1) };
    return {
      ...common,
      effects,
      on: this.oneOf(o, 'on', path, EVENT_NAMES),
      turn: this.oneOf(o, 'turn', path, ['yours', 'opponents', 'any'], 'yours'),
      stacks: this.bool(o, 'stacks', path, true),
    };
  }

  card(v: unknown, index: number): CardDef {
    const path = `cards[${index}]`;
    const o = this.obj(v, path);
    this.onlyKeys(o, path, [
      'id',
      'name',
      'nameJa',
      'kind',
      'hp',
      'attributes',
      'advantage',
      'retreat',
      'skills',
      'ex',
      'effects',
      'text',
      'synthetic',
      'set',
      'unsupported',
      'notes',
    ]);
    const id = this.str(o, 'id', path);
    const p = `${path} (${id})`;
    const kind = this.oneOf(o, 'kind', p, KIND_NAMES);
    const isUnit = kind === KIND_UNIT;
    if (isUnit && o['effects'] !== undefined) this.fail(`${p}.effects`, 'units have skills and ex, not effects');
    if (!isUnit && (o['hp'] !== undefined || o['retreat'] !== undefined)) this.fail(p, 'only units have hp and retreat');
    if ((kind === KIND_EVENT || kind === KIND_ACTION) && (o['skills'] !== undefined || o['ex'] !== undefined)) {
      this.fail(p, 'events and actions have effects, not skills or ex');
    }
    const skillsRaw = o['skills'] ?? [];
    const exRaw = o['ex'] ?? [];
    if (!Array.isArray(skillsRaw) || !Array.isArray(exRaw)) this.fail(p, 'skills and ex must be arrays');
    if (skillsRaw.length > 4 || exRaw.length > 4) this.fail(p, 'at most 4 skills and 4 EX powers per card');
    const synthetic = this.bool(o, 'synthetic', p, false);
    const unsupported = o['unsupported'];
    if (unsupported !== undefined && typeof unsupported !== 'string') this.fail(`${p}.unsupported`, 'must be a string');
    const ex = exRaw.map((e, i) => this.ex(e, `${p}.ex[${i}]`));
    let statMask = 0;
    let trigMask = 0;
    for (const e of ex) {
      if (e.type === EX_STATIC && e.staticKind === S_MODIFY) statMask |= 1 << e.stat;
      if (e.type === EX_TRIGGERED) trigMask |= 1 << e.on;
    }
    return {
      index,
      id,
      statMask,
      trigMask,
      name: this.str(o, 'name', p),
      nameJa: typeof o['nameJa'] === 'string' ? o['nameJa'] : undefined,
      kind,
      hp: isUnit ? this.int(o, 'hp', p, undefined, 1) : 0,
      attrs: this.attrs(o, 'attributes', p),
      adv: this.attrs(o, 'advantage', p),
      retreat: isUnit ? this.int(o, 'retreat', p, 0) : 0,
      skills: skillsRaw.map((s, i) => this.skill(s, `${p}.skills[${i}]`)),
      ex,
      effects: isUnit || kind === KIND_ASSIST ? 0 : this.list(o['effects'], `${p}.effects`, 'command'),
      text: typeof o['text'] === 'string' ? o['text'] : '',
      synthetic,
      set: this.str(o, 'set', p, id.replace(/-\d+$/, '')),
      unsupported: unsupported as string | undefined,
      raw: o,
    };
  }
}

export const CARD_FORMAT = 'tcglab-divine-cross-cards/1';

/** Validate and compile a card file's JSON. Throws CardFormatError naming the card and field. */
export function compileCards(json: unknown, where: string): CardSet {
  const c = new Compiler(where);
  const top = c.obj(json, '(top)');
  if (top['format'] !== CARD_FORMAT) c.fail('format', `must be "${CARD_FORMAT}"`);
  const cards = top['cards'];
  if (!Array.isArray(cards) || cards.length === 0) c.fail('cards', 'must be a non-empty array');
  const defs = (cards as unknown[]).map((v, i) => c.card(v, i));
  const byId = new Map<string, CardDef>();
  for (const d of defs) {
    if (byId.has(d.id)) c.fail(`cards[${d.index}].id`, `duplicate id ${d.id}`);
    byId.set(d.id, d);
  }
  return { defs, ops: c.ops, lists: c.lists, byId };
}
