// The documented switches for the rules' ambiguities (docs/rules/crossover-fc.md, "Defaults"): defaults and
// validation of GameConfig.options and a position's "options".
import { RulesError } from '@tcglab/core';
import type { COOptions } from './state.js';

export const DEFAULT_OPTIONS: COOptions = Object.freeze({
  startingHp: 30,
  deckOut: 'empty',
  handLimit: 7,
  autoPass: true,
  chainResolution: 'all',
  charactersAsInterrupts: false,
  layer3: 'gain-after-loss',
} as const);

/** Options from GameConfig.options / a position, validated (docs/rules/crossover-fc.md lists them). */
export function readOptions(o: Readonly<Record<string, unknown>> | undefined): COOptions {
  if (!o) return DEFAULT_OPTIONS;
  const r = { ...DEFAULT_OPTIONS } as { -readonly [K in keyof COOptions]: COOptions[K] };
  for (const [k, v] of Object.entries(o)) {
    if (k === 'startingHp') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) throw new RulesError(`option startingHp must be a positive integer`);
      r.startingHp = v;
    } else if (k === 'deckOut') {
      if (v !== 'empty' && v !== 'failed-draw') throw new RulesError(`option deckOut must be "empty" or "failed-draw"`);
      r.deckOut = v;
    } else if (k === 'handLimit') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new RulesError(`option handLimit must be a non-negative integer`);
      r.handLimit = v;
    } else if (k === 'autoPass') {
      if (typeof v !== 'boolean') throw new RulesError(`option autoPass must be true or false`);
      r.autoPass = v;
    } else if (k === 'chainResolution') {
      if (v !== 'all' && v !== 'one') throw new RulesError(`option chainResolution must be "all" or "one"`);
      r.chainResolution = v;
    } else if (k === 'charactersAsInterrupts') {
      if (typeof v !== 'boolean') throw new RulesError(`option charactersAsInterrupts must be true or false`);
      r.charactersAsInterrupts = v;
    } else if (k === 'layer3') {
      if (v !== 'gain-after-loss' && v !== 'loss-after-gain')
        throw new RulesError(`option layer3 must be "gain-after-loss" or "loss-after-gain"`);
      r.layer3 = v;
    } else {
      throw new RulesError(`unknown crossover-fc option "${k}" (known: ${Object.keys(DEFAULT_OPTIONS).join(', ')})`);
    }
  }
  return r;
}
