// The game registry: games are loaded on demand by id, so a worker loads only the card data it needs.
import type { Game } from '@tcglab/core';

/** Command-line id → package. Every game package exports its definition as `game`. */
export const GAME_PACKAGES: Readonly<Record<string, string>> = {
  'duel-masters': '@tcglab/duel-masters',
  'divine-cross': '@tcglab/divine-cross',
  'crossover-fc': '@tcglab/crossover-fc',
};

export const GAME_IDS = Object.keys(GAME_PACKAGES);

const cache = new Map<string, Game<unknown>>();

/** Load a game by id; a clear error for an unknown id. */
export async function loadGame(id: string): Promise<Game<unknown>> {
  const hit = cache.get(id);
  if (hit) return hit;
  const pkg = GAME_PACKAGES[id];
  if (!pkg) throw new Error(`unknown game "${id}"; known games: ${GAME_IDS.join(', ')}`);
  const mod = (await import(pkg)) as { game?: Game<unknown> };
  if (!mod.game) throw new Error(`package ${pkg} does not export a game definition (\`game\`)`);
  cache.set(id, mod.game);
  return mod.game;
}
