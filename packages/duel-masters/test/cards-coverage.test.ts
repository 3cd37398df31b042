// Every scripted card has its own describe in its set's test file, and every set file loads on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SCRIPTS } from '../src/scripts/index.js';

const TEST_DIR = new URL('./', import.meta.url);
const SCRIPT_DIR = new URL('../src/scripts/', import.meta.url);

/** The set a card id belongs to: `dm05-017` → `dm05`; the English redesign `tcg-dm01-027` → `dm01`. */
const setOf = (id: string) => /(dm\d\d)-/.exec(id)![1]!;

/** Card ids a test file gives a describe of its own: in describe titles, and in the rows of describe tables. */
function describedIds(text: string): Set<string> {
  const ids = new Set<string>();
  for (const m of text.matchAll(/^describe(?:\.each\([\s\S]*?\))?\(\s*(['"`])(.*?)\1/gm)) {
    for (const id of m[2]!.matchAll(/\(((?:tcg-)?dm\d\d-s?\d+)\)/g)) ids.add(id[1]!);
  }
  for (const line of text.matchAll(/^describe.*$/gm)) for (const id of line[0].matchAll(/\(((?:tcg-)?dm\d\d-s?\d+)\)/g)) ids.add(id[1]!);
  // Table-driven describes (`for (const [id, …] of [['dm06-018', …], …])` and `describe.each([...])`).
  for (const row of text.matchAll(/^\s*\[\s*['"].*$/gm)) {
    const id = /['"(]((?:tcg-)?dm\d\d-s?\d+)['")]/.exec(row[0]);
    if (id) ids.add(id[1]!);
  }
  return ids;
}

describe('card tests', () => {
  it('every scripted card has a describe naming its id in cards-<set>.test.ts', () => {
    const described = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const id of Object.keys(SCRIPTS)) {
      const set = setOf(id);
      if (!described.has(set)) {
        const file = `cards-${set}.test.ts`;
        const text = readdirSync(TEST_DIR).includes(file) ? readFileSync(new URL(file, TEST_DIR), 'utf8') : '';
        described.set(set, describedIds(text));
      }
      if (!described.get(set)!.has(id)) missing.push(id);
    }
    expect(missing).toEqual([]);
  });
});

describe('set files', () => {
  const files = readdirSync(SCRIPT_DIR).filter((f) => /^dm\d\d\.ts$/.test(f));
  it('there is one per set', () => {
    expect(files.length).toBe(12);
  });
  it.each(files)('%s loads on its own, before anything else of the engine (no import cycle through it)', async (file) => {
    vi.resetModules();
    const mod = (await import(new URL(file, SCRIPT_DIR).href)) as Record<string, unknown>;
    const table = Object.values(mod)[0] as Record<string, { lines: string[] }>;
    expect(Object.keys(table).length).toBeGreaterThan(0);
  });
});
