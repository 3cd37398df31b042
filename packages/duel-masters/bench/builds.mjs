// Shared by the in-process A/B benches (ab.mjs, fixed-ab.mjs): a build of the Duel Masters package loaded from its
// dist folder, with the decks of a folder parsed by that build and a legal-action buffer of its size.
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The deck folder a bench reads when none is given: the repository's decks/duel-masters/. */
export const defaultDeckDir = new URL('../../../decks/duel-masters/', import.meta.url).pathname;

/** Load DIST (a packages/duel-masters/dist folder) and parse every .txt deck of DIR with it, in name order. */
export async function loadBuild(dist, dir = defaultDeckDir) {
  const texts = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => [readFileSync(dir + f, 'utf8'), f]);
  const { game } = await import(pathToFileURL(resolve(dist, 'index.js')).href);
  const decks = texts.map(([t, f]) => game.parseDeck(t, f));
  return { game, decks, legal: new Int32Array(game.maxLegalActions) };
}
