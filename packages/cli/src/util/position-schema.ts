// Position files are as strict as spec files: each shipped game's position format (docs/positions.md and the
// rules documents) declared as a small schema, checked before the game builds the state, so an unknown field
// or a wrong type (`"tapped": "yes"`) is an error naming its path instead of being ignored or coerced.

/** A schema node. Objects list every field they accept; `required` fields must be present. */
export type Schema =
  | 'string'
  | 'bool'
  | 'int'
  | 'nat'
  | 'pos'
  | 'number'
  | 'seed'
  | 'scalars'
  | 'null'
  | { readonly enum: readonly (string | number | null)[] }
  | { readonly list: Schema; readonly len?: number; readonly max?: number }
  | { readonly obj: Readonly<Record<string, Schema>>; readonly required?: readonly string[] }
  | { readonly any: readonly Schema[] };

const WHAT: Record<string, string> = {
  string: 'a string',
  bool: 'true or false',
  int: 'an integer',
  nat: 'an integer ≥ 0',
  pos: 'an integer ≥ 1',
  number: 'a number',
  seed: 'a string or a number',
  scalars: 'an object of strings, numbers and booleans',
  null: 'null',
};

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function describe(s: Schema): string {
  if (typeof s === 'string') return WHAT[s]!;
  if ('enum' in s) return s.enum.map((x) => JSON.stringify(x)).join(' or ');
  if ('list' in s) return s.len !== undefined ? `an array of ${s.len}` : 'an array';
  if ('obj' in s) return 'an object';
  return s.any.map(describe).join(' or ');
}

function matchesScalar(s: string, v: unknown): boolean {
  switch (s) {
    case 'string':
      return typeof v === 'string';
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return Number.isInteger(v);
    case 'nat':
      return Number.isInteger(v) && (v as number) >= 0;
    case 'pos':
      return Number.isInteger(v) && (v as number) >= 1;
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'seed':
      return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
    case 'scalars':
      return isObj(v) && Object.values(v).every((x) => ['string', 'number', 'boolean'].includes(typeof x));
    default:
      return v === null;
  }
}

const shown = (v: unknown): string => {
  const j = JSON.stringify(v) ?? String(v);
  return j.length > 40 ? `${j.slice(0, 40)}…` : j;
};

/** The first problem of `v` against `s`, as `path: problem`, or undefined when it conforms. */
export function checkSchema(s: Schema, v: unknown, path = '(root)'): string | undefined {
  if (typeof s === 'string') return matchesScalar(s, v) ? undefined : `${path} must be ${WHAT[s]}; got ${shown(v)}`;
  if ('enum' in s) return s.enum.includes(v as string) ? undefined : `${path} must be ${describe(s)}; got ${shown(v)}`;
  if ('list' in s) {
    if (!Array.isArray(v)) return `${path} must be an array; got ${shown(v)}`;
    if (s.len !== undefined && v.length !== s.len) return `${path} must be an array of ${s.len}; got ${v.length}`;
    if (s.max !== undefined && v.length > s.max) return `${path} holds ${v.length} entries; at most ${s.max}`;
    for (let i = 0; i < v.length; i++) {
      const p = checkSchema(s.list, v[i], `${path}[${i}]`);
      if (p) return p;
    }
    return undefined;
  }
  if ('obj' in s) {
    if (!isObj(v)) return `${path} must be an object; got ${shown(v)}`;
    for (const k of Object.keys(v)) {
      if (!Object.hasOwn(s.obj, k)) return `${path}: unknown field "${k}"; known: ${Object.keys(s.obj).join(', ')}`;
    }
    for (const k of s.required ?? []) if (v[k] === undefined) return `${path}.${k} is required`;
    for (const [k, sub] of Object.entries(s.obj)) {
      if (v[k] === undefined) continue;
      const p = checkSchema(sub, v[k], path === '(root)' ? k : `${path}.${k}`);
      if (p) return p;
    }
    return undefined;
  }
  // A union: the alternative of the value's shape decides (an object is checked against the object alternative).
  const alt = s.any.find((a) =>
    typeof a === 'object' && 'obj' in a ? isObj(v) : typeof a === 'object' && 'list' in a ? Array.isArray(v) : false,
  );
  if (alt) return checkSchema(alt, v, path);
  return s.any.some((a) => checkSchema(a, v, path) === undefined) ? undefined : `${path} must be ${describe(s)}; got ${shown(v)}`;
}

const ids: Schema = { list: 'string' };
const seat: Schema = { enum: [0, 1] };
const actions: Schema = { list: 'string' };

const DM_PLAYER: Schema = {
  obj: {
    deck: ids,
    hand: ids,
    shields: ids,
    graveyard: ids,
    mana: { list: { any: ['string', { obj: { card: 'string', tapped: 'bool' }, required: ['card'] }] } },
    battle: { list: { any: ['string', { obj: { card: 'string', tapped: 'bool', sick: 'bool', under: ids }, required: ['card'] }] } },
  },
};

const DC_UNIT: Schema = {
  any: [
    'string',
    'null',
    { obj: { card: 'string', damage: 'nat', stunned: 'bool', energy: ids, assist: { any: ['string', 'null'] } }, required: ['card'] },
  ],
};
const DC_PLAYER: Schema = { obj: { deck: ids, hand: ids, discard: ids, ko: ids, main: DC_UNIT, standby: { list: DC_UNIT, max: 3 } } };
const DC_STEPS: Schema = { enum: ['setup', 'draw', 'main', 'skill'] };

const CO_SET: Schema = { any: ['string', { obj: { card: 'string', owner: seat, controller: seat }, required: ['card'] }] };
const CO_PLAYER: Schema = {
  obj: {
    deck: ids,
    hand: ids,
    dust: ids,
    field: {
      list: {
        any: ['string', { obj: { card: 'string', tapped: 'bool', damage: 'int', owner: seat, set: { list: CO_SET } }, required: ['card'] }],
      },
    },
    hp: 'int',
    energy: 'int',
    navigatorPlayed: 'bool',
  },
};
const CO_PHASES: Schema = { enum: ['setup', 'mulligan', 'turn-start', 'main', 'end-phase'] };

/** The declared position formats of the shipped games (docs/positions.md, docs/rules/<game>.md#positions). */
export const POSITION_SCHEMAS: Readonly<Record<string, Schema>> = {
  'duel-masters': {
    obj: {
      game: { enum: ['duel-masters'] },
      seed: 'seed',
      turn: 'pos',
      activePlayer: seat,
      firstPlayer: seat,
      step: { enum: ['charge', 'main', 'attack'] },
      charged: 'bool',
      turnLimit: 'pos',
      options: 'scalars',
      players: { list: DM_PLAYER, len: 2 },
      actions,
    },
    required: ['game', 'players'],
  },
  'divine-cross': {
    obj: {
      game: { enum: ['divine-cross'] },
      seed: 'seed',
      turn: 'nat',
      activePlayer: seat,
      firstPlayer: seat,
      step: DC_STEPS,
      phase: DC_STEPS,
      ticket: { enum: [0, 1, null] },
      used: { obj: { charge: 'bool', retreat: 'bool', event: 'bool' } },
      turnLimit: 'pos',
      players: { list: DC_PLAYER, len: 2 },
      actions,
    },
    required: ['game', 'players'],
  },
  'crossover-fc': {
    obj: {
      game: { enum: ['crossover-fc'] },
      seed: 'seed',
      turn: 'pos',
      activePlayer: seat,
      firstPlayer: seat,
      startWinner: seat,
      phase: CO_PHASES,
      step: CO_PHASES,
      turnLimit: 'int',
      options: 'scalars',
      players: { list: CO_PLAYER, len: 2 },
      actions,
    },
    required: ['game', 'players'],
  },
};
