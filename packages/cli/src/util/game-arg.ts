// The game named on the command line (or in a file), loaded; an unknown id is a usage error (exit 2).
import type { Game } from '@tcglab/core';
import { loadGame } from '@tcglab/runner';
import { UsageError } from './errors.js';

export async function loadGameArg(id: string): Promise<Game<unknown>> {
  try {
    return await loadGame(id);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}
