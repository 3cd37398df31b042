// Validating the Divine Cross card JSON and compiling it into flyweight defs: skills, EX powers, cards. A card file
// is `{ "format": "tcglab-divine-cross-cards/1", "cards": [ … ] }` (docs/divine-cross-cards.md documents every
// field). Effects compile into numeric Op records; effect lists get integer ids, so that the state's resolution
// frames hold numbers only.
import {
  COUNTER_NAMES,
  EMPTY_LIST,
  EVENT_NAMES,
  EX_ACTIVATED,
  EX_STATIC,
  EX_TRIGGERED,
  KIND_ACTION,
  KIND_ASSIST,
  KIND_EVENT,
  KIND_NAMES,
  KIND_UNIT,
  MAX_SKILLS,
  NO_COUNTER,
  S_MODIFY,
  STAT_NAMES,
  STATIC_NAMES,
  TARGET_NAMES,
  TURN_YOURS,
} from './codes.js';
import { compileOp, type ListContext, type OpCompiler } from './compile-ops.js';
import { JsonReader } from './read-json.js';
import type { CardDef, CardSet, ExDef, Op, SkillDef } from './types.js';

class Compiler implements OpCompiler {
  readonly r: JsonReader;
  readonly ops: Op[] = [];
  readonly lists: number[][] = [[]]; // EMPTY_LIST: list 0 is the empty list
  constructor(where: string) {
    this.r = new JsonReader(where);
  }

  list(v: unknown, path: string, ctx: ListContext): number {
    if (v === undefined) return EMPTY_LIST;
    if (!Array.isArray(v)) this.r.fail(path, 'must be an array of effects');
    if (v.length === 0) return EMPTY_LIST;
    const ids = v.map((e, i) => this.op(e, `${path}[${i}]`, ctx));
    this.lists.push(ids);
    return this.lists.length - 1;
  }

  op(v: unknown, path: string, ctx: ListContext): number {
    this.ops.push(compileOp(this, v, path, ctx));
    return this.ops.length - 1;
  }

  opAt(id: number): Op {
    return this.ops[id]!;
  }

  skill(v: unknown, path: string): SkillDef {
    const o = this.r.obj(v, path);
    this.r.onlyKeys(o, path, [
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
    let damagePerCounter = NO_COUNTER;
    let damagePer = 0;
    if (o['damagePer'] !== undefined) {
      const d = this.r.obj(o['damagePer'], `${path}.damagePer`);
      this.r.onlyKeys(d, `${path}.damagePer`, ['amount', 'per']);
      damagePer = this.r.int(d, 'amount', `${path}.damagePer`, undefined, 1);
      damagePerCounter = this.r.oneOf(d, 'per', `${path}.damagePer`, COUNTER_NAMES);
      if (o['damage'] !== undefined) this.r.fail(path, 'give either "damage" or "damagePer", not both');
    }
    return {
      name: this.r.str(o, 'name', path),
      cost: this.r.int(o, 'cost', path),
      damage: this.r.int(o, 'damage', path, 0),
      damagePerCounter,
      damagePer,
      whileStunned: this.r.bool(o, 'whileStunned', path, false),
      failUnlessRpsWin: this.r.bool(o, 'failUnlessRpsWin', path, false),
      beforeDamage: this.list(o['beforeDamage'], `${path}.beforeDamage`, 'plain'),
      modifiers: this.list(o['modifiers'], `${path}.modifiers`, 'skill-mod'),
      damageEffects: this.list(o['damageEffects'], `${path}.damageEffects`, 'plain'),
      effects: this.list(o['effects'], `${path}.effects`, 'plain'),
      text: typeof o['text'] === 'string' ? o['text'] : '',
    };
  }

  ex(v: unknown, path: string): ExDef {
    const o = this.r.obj(v, path);
    this.r.onlyKeys(o, path, [
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
    const type = this.r.oneOf(o, 'type', path, ['static', 'activated', 'triggered']);
    const name = this.r.str(o, 'name', path);
    const text = typeof o['text'] === 'string' ? o['text'] : '';
    const where = this.r.oneOf(o, 'where', path, ['area', 'main', 'standby'], 'area');
    const common = {
      name,
      type,
      text,
      where,
      uses: 0,
      on: -1,
      turn: TURN_YOURS,
      stacks: true,
      effects: EMPTY_LIST,
      staticKind: -1,
      stat: 0,
      target: 0,
      amount: 0,
    };
    if (type === EX_STATIC) {
      const staticKind = this.r.oneOf(o, 'static', path, STATIC_NAMES);
      if (staticKind === S_MODIFY) {
        return {
          ...common,
          staticKind,
          stat: this.r.oneOf(o, 'stat', path, STAT_NAMES),
          target: this.r.oneOf(o, 'target', path, TARGET_NAMES),
          amount: this.r.int(o, 'amount', path, undefined, -100000),
        };
      }
      return { ...common, staticKind };
    }
    const effects = this.list(o['effects'], `${path}.effects`, 'plain');
    if (effects === EMPTY_LIST) this.r.fail(`${path}.effects`, 'an activated or triggered EX power needs effects');
    if (type === EX_ACTIVATED) return { ...common, effects, uses: this.r.int(o, 'uses', path, 1, 1) };
    return {
      ...common,
      effects,
      on: this.r.oneOf(o, 'on', path, EVENT_NAMES),
      turn: this.r.oneOf(o, 'turn', path, ['yours', 'opponents', 'any'], 'yours'),
      stacks: this.r.bool(o, 'stacks', path, true),
    };
  }

  card(v: unknown, index: number): CardDef {
    const path = `cards[${index}]`;
    const o = this.r.obj(v, path);
    this.r.onlyKeys(o, path, [
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
    const id = this.r.str(o, 'id', path);
    const p = `${path} (${id})`;
    const kind = this.r.oneOf(o, 'kind', p, KIND_NAMES);
    const isUnit = kind === KIND_UNIT;
    if (isUnit && o['effects'] !== undefined) this.r.fail(`${p}.effects`, 'units have skills and ex, not effects');
    if (!isUnit && (o['hp'] !== undefined || o['retreat'] !== undefined)) this.r.fail(p, 'only units have hp and retreat');
    if ((kind === KIND_EVENT || kind === KIND_ACTION) && (o['skills'] !== undefined || o['ex'] !== undefined)) {
      this.r.fail(p, 'events and actions have effects, not skills or ex');
    }
    const skillsRaw = o['skills'] ?? [];
    const exRaw = o['ex'] ?? [];
    if (!Array.isArray(skillsRaw) || !Array.isArray(exRaw)) this.r.fail(p, 'skills and ex must be arrays');
    if (skillsRaw.length > MAX_SKILLS || exRaw.length > MAX_SKILLS)
      this.r.fail(p, `at most ${MAX_SKILLS} skills and ${MAX_SKILLS} EX powers per card`);
    const synthetic = this.r.bool(o, 'synthetic', p, false);
    const unsupported = o['unsupported'];
    if (unsupported !== undefined && typeof unsupported !== 'string') this.r.fail(`${p}.unsupported`, 'must be a string');
    const ex = exRaw.map((e, i) => this.ex(e, `${p}.ex[${i}]`));
    let statMask = 0;
    let trigMask = 0;
    let activatedMask = 0;
    for (const e of ex) {
      if (e.type === EX_STATIC && e.staticKind === S_MODIFY) statMask |= 1 << e.stat;
      if (e.type === EX_TRIGGERED) trigMask |= 1 << e.on;
    }
    for (let k = 0; k < ex.length; k++) {
      if (ex[k]!.type === EX_ACTIVATED) activatedMask |= 1 << k;
    }
    return {
      index,
      id,
      statMask,
      trigMask,
      activatedMask,
      name: this.r.str(o, 'name', p),
      nameJa: typeof o['nameJa'] === 'string' ? o['nameJa'] : undefined,
      kind,
      hp: isUnit ? this.r.int(o, 'hp', p, undefined, 1) : 0,
      attrs: this.r.attrs(o, 'attributes', p),
      adv: this.r.attrs(o, 'advantage', p),
      retreat: isUnit ? this.r.int(o, 'retreat', p, 0) : 0,
      skills: skillsRaw.map((s, i) => this.skill(s, `${p}.skills[${i}]`)),
      ex,
      effects: isUnit || kind === KIND_ASSIST ? EMPTY_LIST : this.list(o['effects'], `${p}.effects`, 'command'),
      text: typeof o['text'] === 'string' ? o['text'] : '',
      synthetic,
      set: this.r.str(o, 'set', p, id.replace(/-\d+$/, '')),
      unsupported: unsupported as string | undefined,
      raw: o,
    };
  }
}

export const CARD_FORMAT = 'tcglab-divine-cross-cards/1';

/** Validate and compile a card file's JSON. Throws CardFormatError naming the card and field. */
export function compileCards(json: unknown, where: string): CardSet {
  const c = new Compiler(where);
  const top = c.r.obj(json, '(top)');
  if (top['format'] !== CARD_FORMAT) c.r.fail('format', `must be "${CARD_FORMAT}"`);
  const cards = top['cards'];
  if (!Array.isArray(cards) || cards.length === 0) c.r.fail('cards', 'must be a non-empty array');
  const defs = (cards as unknown[]).map((v, i) => c.card(v, i));
  const byId = new Map<string, CardDef>();
  for (const d of defs) {
    if (byId.has(d.id)) c.r.fail(`cards[${d.index}].id`, `duplicate id ${d.id}`);
    byId.set(d.id, d);
  }
  return { defs, ops: c.ops, lists: c.lists, byId };
}
