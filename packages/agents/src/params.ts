// Typed reading of agent-spec parameters (`mcts:iters=400,c=0.7`), with errors that name the spec.
import type { AgentSpec } from './spec.js';

/** Reads parameters of one spec and refuses any key it was not asked about (typos fail loudly). */
export class SpecParams {
  private readonly used = new Set<string>();
  constructor(private readonly spec: AgentSpec) {}

  has(key: string): boolean {
    return this.spec.params[key] !== undefined;
  }

  number(key: string, fallback: number, opts: { min?: number; max?: number; integer?: boolean } = {}): number {
    this.used.add(key);
    const raw = this.spec.params[key];
    if (raw === undefined) return fallback;
    const v = Number(raw);
    if (!Number.isFinite(v) || (opts.integer && !Number.isInteger(v))) {
      throw new Error(`agent "${this.spec.text}": ${key}=${raw} is not ${opts.integer ? 'an integer' : 'a number'}`);
    }
    if (opts.min !== undefined && v < opts.min) throw new Error(`agent "${this.spec.text}": ${key} must be at least ${opts.min}`);
    if (opts.max !== undefined && v > opts.max) throw new Error(`agent "${this.spec.text}": ${key} must be at most ${opts.max}`);
    return v;
  }

  choice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
    this.used.add(key);
    const raw = this.spec.params[key];
    if (raw === undefined) return fallback;
    if (!(choices as readonly string[]).includes(raw)) {
      throw new Error(`agent "${this.spec.text}": ${key}=${raw}; expected one of ${choices.join(', ')}`);
    }
    return raw as T;
  }

  string(key: string, fallback: string): string {
    this.used.add(key);
    return this.spec.params[key] ?? fallback;
  }

  /** Throw if the spec holds a key nobody read. Call after reading every parameter. */
  done(): void {
    const extra = Object.keys(this.spec.params).filter((k) => !this.used.has(k));
    if (extra.length) throw new Error(`agent "${this.spec.text}": unknown parameter(s) ${extra.join(', ')}`);
  }
}
