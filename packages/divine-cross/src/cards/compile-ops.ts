// Compiling one effect op of the card JSON (`{ "op": "damage", "target": "opp-main", "amount": 300 }`): a table of
// builders, one per op, each reading and validating its own fields.
import {
  COUNTER_NAMES,
  EMPTY_LIST,
  FILTER_NAMES,
  HEAL_ALL,
  isChosenTarget,
  NO_OP,
  OP_CHARGE,
  OP_CURE,
  OP_DAMAGE,
  OP_DISCARD,
  OP_DISCARD_ENERGY,
  OP_DRAW,
  OP_DRAW_UNTIL,
  OP_DRAW_UP_TO,
  OP_HEAL,
  OP_KO,
  OP_KO_PILE,
  OP_MAY,
  OP_MODIFY,
  OP_NAMES,
  OP_PLUS,
  OP_PLUS_PER,
  OP_RPS,
  OP_SEARCH,
  OP_STUN,
  OP_SWAP,
  OP_TICKET,
  STAT_NAMES,
  T_OWN_MAIN,
  T_OWN_UNIT,
  T_SELF,
  TARGET_NAMES,
} from './codes.js';
import type { Json, JsonReader } from './read-json.js';
import type { Op } from './types.js';

/** Where an effect list appears: a command's text, a skill's damage modifiers (704.6b), or anywhere else. */
export type ListContext = 'command' | 'skill-mod' | 'plain';

/** What a builder needs from the compiler: the field readers, and compiling nested ops and lists. */
export interface OpCompiler {
  readonly r: JsonReader;
  /** Compile an optional effect list; its list id (EMPTY_LIST when absent or empty). */
  list(v: unknown, path: string, ctx: ListContext): number;
  /** Compile one op; its op id. */
  op(v: unknown, path: string, ctx: ListContext): number;
  opAt(id: number): Op;
}

/** The reading of one op's own fields; `base` has every field at its default. */
type Build = (c: OpCompiler, o: Json, path: string, ctx: ListContext, base: Op) => Op;

const MAX_DRAW_UP_TO = 60; // each number is one choice

function keys(c: OpCompiler, o: Json, path: string, ...k: string[]): void {
  c.r.onlyKeys(o, path, ['op', ...k]);
}

function target(c: OpCompiler, o: Json, path: string, dflt?: string): number {
  return c.r.oneOf(o, 'target', path, TARGET_NAMES, dflt);
}

function modifierOnly(c: OpCompiler, ctx: ListContext, path: string, name: string): void {
  if (ctx !== 'skill-mod') c.r.fail(path, `"${name}" is a damage modifier: use it in a skill's "modifiers"`);
}

const draw: Build = (c, o, path, _ctx, base) => {
  keys(c, o, path, 'count');
  return { ...base, count: c.r.int(o, 'count', path, undefined, 1) };
};

const targetOnly: Build = (c, o, path, _ctx, base) => {
  keys(c, o, path, 'target');
  return { ...base, target: target(c, o, path) };
};

const noFields: Build = (c, o, path, _ctx, base) => {
  keys(c, o, path);
  return base;
};

const BUILDERS: Readonly<Record<number, Build>> = {
  [OP_DRAW]: draw,
  [OP_DRAW_UNTIL]: draw,
  [OP_DRAW_UP_TO]: (c, o, path, ctx, base) => {
    modifierOnly(c, ctx, path, 'draw-up-to');
    keys(c, o, path, 'count', 'amount');
    const rec = { ...base, count: c.r.int(o, 'count', path, undefined, 1), amount: c.r.int(o, 'amount', path) };
    if (rec.count > MAX_DRAW_UP_TO) c.r.fail(`${path}.count`, `at most ${MAX_DRAW_UP_TO} (each number is one choice)`);
    return rec;
  },
  [OP_DAMAGE]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'target', 'amount');
    return { ...base, target: target(c, o, path), amount: c.r.int(o, 'amount', path, undefined, 1) };
  },
  [OP_HEAL]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'target', 'amount');
    const a = o['amount'];
    return { ...base, target: target(c, o, path), amount: a === 'all' ? HEAL_ALL : c.r.int(o, 'amount', path, undefined, 1) };
  },
  [OP_STUN]: targetOnly,
  [OP_CURE]: targetOnly,
  [OP_KO]: targetOnly,
  [OP_PLUS]: (c, o, path, ctx, base) => {
    modifierOnly(c, ctx, path, 'plus');
    keys(c, o, path, 'amount');
    return { ...base, amount: c.r.int(o, 'amount', path, undefined, -100000) };
  },
  [OP_PLUS_PER]: (c, o, path, ctx, base) => {
    modifierOnly(c, ctx, path, 'plus-per');
    keys(c, o, path, 'amount', 'per');
    return { ...base, amount: c.r.int(o, 'amount', path, undefined, 1), per: c.r.oneOf(o, 'per', path, COUNTER_NAMES) };
  },
  [OP_MAY]: (c, o, path, ctx, base) => {
    keys(c, o, path, 'do', 'then', 'else');
    const inner = c.op(o['do'], `${path}.do`, 'plain');
    const io = c.opAt(inner);
    if (io.code !== OP_DRAW && io.code !== OP_DAMAGE && io.code !== OP_HEAL && io.code !== OP_STUN) {
      c.r.fail(`${path}.do`, '"may" supports draw, damage, heal or stun as its optional action');
    }
    if (io.code !== OP_DRAW && isChosenTarget(io.target)) {
      c.r.fail(`${path}.do.target`, '"may" needs a fixed target (self, own-main, opp-main or an -all target)');
    }
    return { ...base, inner, then: c.list(o['then'], `${path}.then`, ctx), else: c.list(o['else'], `${path}.else`, ctx) };
  },
  [OP_DISCARD]: (c, o, path, ctx, base) => {
    keys(c, o, path, 'count', 'then');
    return { ...base, count: c.r.int(o, 'count', path, undefined, 1), then: c.list(o['then'], `${path}.then`, ctx) };
  },
  [OP_RPS]: (c, o, path, ctx, base) => {
    keys(c, o, path, 'times', 'win', 'lose', 'perWin');
    return {
      ...base,
      count: c.r.int(o, 'times', path, 1, 1),
      then: c.list(o['win'], `${path}.win`, ctx),
      else: c.list(o['lose'], `${path}.lose`, ctx),
      perWin: c.list(o['perWin'], `${path}.perWin`, ctx),
    };
  },
  [OP_TICKET]: noFields,
  [OP_SWAP]: noFields,
  [OP_KO_PILE]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'count');
    return { ...base, count: c.r.int(o, 'count', path, undefined, 1) };
  },
  [OP_CHARGE]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'target');
    const rec = { ...base, target: target(c, o, path, 'self') };
    if (rec.target !== T_SELF && rec.target !== T_OWN_MAIN && rec.target !== T_OWN_UNIT) {
      c.r.fail(`${path}.target`, 'charge targets self, own-main or own-unit');
    }
    return rec;
  },
  [OP_MODIFY]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'stat', 'target', 'amount');
    return {
      ...base,
      stat: c.r.oneOf(o, 'stat', path, STAT_NAMES),
      target: target(c, o, path),
      amount: c.r.int(o, 'amount', path, undefined, -100000),
    };
  },
  [OP_SEARCH]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'filter');
    return { ...base, filter: c.r.oneOf(o, 'filter', path, FILTER_NAMES, 'any') };
  },
  [OP_DISCARD_ENERGY]: (c, o, path, _ctx, base) => {
    keys(c, o, path, 'target', 'count');
    return { ...base, target: target(c, o, path), count: c.r.int(o, 'count', path, undefined, 1) };
  },
};

/** Read and validate one op object (the op record; the caller stores it and assigns its id). */
export function compileOp(c: OpCompiler, v: unknown, path: string, ctx: ListContext): Op {
  const o = c.r.obj(v, path);
  const name = c.r.str(o, 'op', path);
  const code = OP_NAMES[name];
  if (code === undefined) c.r.fail(`${path}.op`, `unknown op "${name}" (known: ${Object.keys(OP_NAMES).join(', ')})`);
  const build = BUILDERS[code];
  if (!build) c.r.fail(path, `op "${name}" is not supported here`);
  const none = EMPTY_LIST;
  const base: Op = { code, target: 0, amount: 0, count: 0, per: 0, stat: 0, filter: 0, then: none, else: none, perWin: none, inner: NO_OP };
  return build(c, o, path, ctx, base);
}
