// Deck arguments: files and folders of deck files, the game they belong to, and parsing with clear errors.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Game } from '@tcglab/core';
import type { DeckSource } from '@tcglab/runner';
import { UsageError } from './errors.js';

/** Deck files of a folder: `*.txt`, sorted by name. */
export function deckFilesIn(dir: string): string[] {
  if (!existsSync(dir)) throw new UsageError(`deck folder ${dir} does not exist`);
  if (!statSync(dir).isDirectory()) throw new UsageError(`${dir} is not a folder`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f));
  if (files.length === 0) throw new UsageError(`deck folder ${dir} holds no .txt deck files`);
  return files;
}

/** Expand paths that may be folders into deck files. */
export function expandDeckPaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (existsSync(p) && statSync(p).isDirectory()) out.push(...deckFilesIn(p));
    else out.push(p);
  }
  return out;
}

/**
 * The game of a deck: its folder `…/decks/<game>/FILE` (any folder named after a known game id), else a
 * `# game: ID` header line in the file.
 */
export function inferGame(file: string, known: readonly string[]): string | undefined {
  const dir = basename(dirname(resolve(file)));
  if (known.includes(dir)) return dir;
  try {
    const m = /^#\s*game\s*:\s*([\w-]+)\s*$/im.exec(readFileSync(file, 'utf8'));
    if (m && known.includes(m[1]!)) return m[1]!;
  } catch {
    /* unreadable: the caller reports it */
  }
  return undefined;
}

/** Read and parse deck files; every problem (all files) is reported together, naming file and line. */
export function loadDeckSources(game: Game<unknown>, files: readonly string[]): DeckSource[] {
  const out: DeckSource[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      problems.push(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      continue;
    }
    try {
      const deck = game.parseDeck(text, file);
      out.push({ name: deck.name, file, text });
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  if (problems.length) throw new UsageError(`bad deck${problems.length > 1 ? 's' : ''} for ${game.id}:\n${problems.join('\n')}`);
  return out;
}
