// The catalog rebuilds every choose / all step and its filter in one shape (catalog.ts shapedStep): matches() and the
// choice code read a dozen fields of them per card looked at, and several shapes make each read a megamorphic load.
import { describe, expect, it } from 'vitest';
import type { Step } from '../src/cards/types.js';
import { cardDefs } from '../src/catalog.js';

describe('catalog shapes', () => {
  it('gives every choose / all step, and every filter of one, the same fields in the same order', () => {
    const stepKeys = new Set<string>();
    const filterKeys = new Set<string>();
    let steps = 0;
    for (const d of cardDefs()) {
      for (const ab of [...d.abilities, ...(d.spell ? [d.spell] : [])]) {
        for (const st of ab.steps as readonly Step[]) {
          if (st.op !== 'choose' && st.op !== 'all') continue;
          steps++;
          stepKeys.add(Object.keys(st).join(','));
          filterKeys.add(Object.keys(st.filter).join(','));
        }
      }
    }
    expect(steps).toBeGreaterThan(400);
    expect([...stepKeys]).toEqual(['op,filter,count,upTo,chooser,toBreak,reg']);
    expect(filterKeys.size).toBe(1);
  });
});
