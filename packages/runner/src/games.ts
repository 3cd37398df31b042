// The game registry: games are loaded on demand by id, so a worker loads only the card data it needs.
import { pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import type { Game } from '@tcglab/core';

/** Command-line id → package. Every game package exports its definition as `game`. */
export const GAME_PACKAGES: Readonly<Record<string, string>> = {
  'duel-masters': '@tcglab/duel-masters',
  'divine-cross': '@tcglab/divine-cross',
  'crossover-fc': '@tcglab/crossover-fc',
};

export const GAME_IDS = Object.keys(GAME_PACKAGES);

/**
 * Extra game modules from the environment: `TCGLAB_GAME_MODULES="id=/path/module.js;id2=…"`. Tests use it to
 * register a fixture game in the CLI and its worker threads (which inherit the environment); a plugin game
 * can use it too. Each module must export `game`.
 */
export function extraGameModules(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const out: Record<string, string> = {};
  const raw = env['TCGLAB_GAME_MODULES'];
  if (!raw) return out;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const file = part.slice(eq + 1).trim();
    out[part.slice(0, eq).trim()] = pathToFileURL(isAbsolute(file) ? file : resolve(file)).href;
  }
  return out;
}

/** Every id `loadGame` accepts. */
export function knownGameIds(): string[] {
  return [...GAME_IDS, ...Object.keys(extraGameModules())];
}

const cache = new Map<string, Game<unknown>>();

/** Load a game by id; a clear error for an unknown id or a package that does not export a game yet. */
export async function loadGame(id: string): Promise<Game<unknown>> {
  const hit = cache.get(id);
  if (hit) return hit;
  const pkg = extraGameModules()[id] ?? GAME_PACKAGES[id];
  if (!pkg) throw new Error(`unknown game "${id}"; known games: ${knownGameIds().join(', ')}`);
  const mod = (await import(pkg)) as { game?: Game<unknown> };
  if (!mod.game) throw new Error(`game "${id}" is not available yet: package ${pkg} does not export a game definition (\`game\`)`);
  cache.set(id, mod.game);
  return mod.game;
}
