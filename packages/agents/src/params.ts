// Declared agent parameters: each agent kind lists its parameters (type, range, default) once, and every spec
// is checked against that declaration when it is parsed, before any game is played.

/** One declared parameter. Numbers are written in decimal (`iters=400`, `c=0.7`, `eps=1e-2`). */
export type ParamDecl =
  | {
      readonly type: 'int' | 'number';
      readonly doc: string;
      readonly min?: number;
      readonly max?: number;
      readonly default?: number;
    }
  | { readonly type: 'choice'; readonly doc: string; readonly choices: readonly string[]; readonly default?: string }
  | { readonly type: 'bool'; readonly doc: string; readonly default?: boolean }
  | { readonly type: 'string'; readonly doc: string; readonly maxLength?: number; readonly default?: string };

/** A parameter value after checking: its declared type, or the default (absent when neither). */
export type ParamValue = number | string | boolean;

/** Checked parameters of one spec: every declared parameter that was given or has a default. */
export type ParamValues = Readonly<Record<string, ParamValue>>;

export interface ParamSchema {
  readonly [key: string]: ParamDecl;
}

const INT = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Check one raw value against its declaration; returns the value or a problem (without the spec's name). */
export function checkParam(key: string, raw: string, d: ParamDecl): { value: ParamValue } | { problem: string } {
  switch (d.type) {
    case 'int':
    case 'number': {
      const isInt = d.type === 'int';
      const v = Number(raw);
      if (!(isInt ? INT : DECIMAL).test(raw) || !Number.isFinite(v) || (isInt && !Number.isSafeInteger(v))) {
        return { problem: `${key}=${raw} is not ${isInt ? 'an integer' : 'a number'}` };
      }
      if (d.min !== undefined && v < d.min) return { problem: `${key} must be at least ${d.min}; got ${raw}` };
      if (d.max !== undefined && v > d.max) return { problem: `${key} must be at most ${d.max}; got ${raw}` };
      return { value: v };
    }
    case 'choice':
      return d.choices.includes(raw) ? { value: raw } : { problem: `${key}=${raw}; expected one of ${d.choices.join(', ')}` };
    case 'bool':
      if (raw === 'true' || raw === '1') return { value: true };
      if (raw === 'false' || raw === '0') return { value: false };
      return { problem: `${key}=${raw}; expected true or false` };
    case 'string':
      if (d.maxLength !== undefined && raw.length > d.maxLength) return { problem: `${key} is longer than ${d.maxLength} characters` };
      return { value: raw };
  }
}

/**
 * Check raw `key=value` parameters against a schema: unknown keys, types and ranges. Returns the checked values
 * (defaults filled in) or throws an Error naming the spec and every problem.
 */
export function checkParams(kind: string, text: string, schema: ParamSchema, raw: Readonly<Record<string, string>>): ParamValues {
  const out: Record<string, ParamValue> = {};
  const problems: string[] = [];
  const unknown = Object.keys(raw).filter((k) => !Object.hasOwn(schema, k));
  if (unknown.length) {
    const known = Object.keys(schema);
    problems.push(
      `unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; ${kind} ${known.length ? `takes ${known.join(', ')}` : 'takes no parameters'}`,
    );
  }
  for (const [key, d] of Object.entries(schema)) {
    const v = raw[key];
    if (v === undefined) {
      if (d.default !== undefined) out[key] = d.default;
      continue;
    }
    const r = checkParam(key, v, d);
    if ('problem' in r) problems.push(r.problem);
    else out[key] = r.value;
  }
  if (problems.length) throw new Error(`agent "${text}": ${problems.join('; ')}`);
  return out;
}

/** One line per parameter, for help texts and docs: `iters  int ≥ 1 [400]  iterations per decision`. */
export function describeParams(schema: ParamSchema): string[] {
  return Object.entries(schema).map(([k, d]) => {
    let type: string = d.type;
    if (d.type === 'int' || d.type === 'number') {
      if (d.min !== undefined && d.max !== undefined) type += ` in [${d.min}, ${d.max}]`;
      else if (d.min !== undefined) type += ` ≥ ${d.min}`;
      else if (d.max !== undefined) type += ` ≤ ${d.max}`;
    } else if (d.type === 'choice') type = d.choices.join('|');
    const def = d.default !== undefined ? ` [${String(d.default)}]` : '';
    return `${k}=${type}${def}: ${d.doc}`;
  });
}
