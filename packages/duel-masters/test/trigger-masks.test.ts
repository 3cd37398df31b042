// Trigger dispatch by per-definition event masks (cards/table.ts): a clear bit must mean "no ability on this event".
import { describe, expect, it } from 'vitest';
import { mayTrigger } from '../src/cards/table.js';
import type { TriggerEvent } from '../src/cards/types.js';
import { cardDefs } from '../src/catalog.js';
import type { DMState } from '../src/state.js';

describe('trigger event masks', () => {
  it('every definition with an ability on an event may trigger on it; a definition without abilities never does', () => {
    const defs = cardDefs();
    const events = new Set<TriggerEvent>();
    for (const d of defs) for (const ab of d.abilities) events.add(ab.on);
    expect(events.size).toBeGreaterThan(20);
    // mayTrigger reads only the instance's definition index: a state of one card per definition is enough.
    const s = { def: Int16Array.from(defs, (d) => d.index) } as unknown as DMState;
    let skipped = 0;
    for (const d of defs) {
      for (const e of events) {
        const has = d.abilities.some((ab) => ab.on === e);
        if (has) expect(mayTrigger(s, d.index, e), `${d.id} on ${e}`).toBe(true);
        else if (!mayTrigger(s, d.index, e)) skipped++;
        if (d.abilities.length === 0) expect(mayTrigger(s, d.index, e)).toBe(false);
      }
    }
    // The masks do skip: most (definition, event) pairs have no ability.
    expect(skipped).toBeGreaterThan(defs.length * events.size * 0.9);
  });
});
