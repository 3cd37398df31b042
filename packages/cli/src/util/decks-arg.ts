// Deck arguments: files and folders of deck files, the game they belong to, and parsing with clear errors.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Game } from '@tcglab/core';
import type { DeckSource } from '@tcglab/runner';
import { UsageError } from './errors.js';
import { DECK_FILE, listCapped, readTextInput } from './text-input.js';

/** Deck files of a folder: `*.txt`, sorted by name. */
export function deckFilesIn(dir: string): string[] {
  if (!existsSync(dir)) throw new UsageError(`no such deck folder: ${dir}`);
  if (!statSync(dir).isDirectory()) throw new UsageError(`${dir} is not a folder (give a deck file with --deck)`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f));
  if (files.length === 0) throw new UsageError(`deck folder ${dir} holds no .txt deck files`);
  return files;
}

/** Expand paths that may be folders into deck files; a path that does not exist is refused here. */
export function expandDeckPaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (!existsSync(p)) throw new UsageError(`no such deck file or folder: ${p}`);
    if (statSync(p).isDirectory()) out.push(...deckFilesIn(p));
    else out.push(p);
  }
  return out;
}

/**
 * The game of a deck: its folder `…/decks/<game>/FILE` (any folder named after a known game id), else a
 * `# game: ID` header line in the file (read with the deck-file caps; an unreadable file tells nothing).
 */
export function inferGame(file: string, known: readonly string[]): string | undefined {
  const dir = basename(dirname(resolve(file)));
  if (known.includes(dir)) return dir;
  try {
    const m = /^#\s*game\s*:\s*([\w-]+)\s*$/im.exec(readTextInput(file, DECK_FILE));
    if (m && known.includes(m[1]!)) return m[1]!;
  } catch {
    /* unreadable: the caller reports it when it parses the deck */
  }
  return undefined;
}

/** The game of a set of decks: the first deck that tells (folder or header), so an empty deck first does not hide it. */
export function inferGameOf(files: readonly string[], known: readonly string[]): string | undefined {
  for (const f of files) {
    const g = inferGame(f, known);
    if (g) return g;
  }
  return undefined;
}

/** A usage error for a run without a game: names what was looked at. */
export function noGameError(files: readonly string[], known: readonly string[]): UsageError {
  const where = files.length ? ` (none of the decks is in a decks/<game>/ folder or has a "# game:" line)` : '';
  return new UsageError(`no game: pass --game ID (${known.join(', ')})${where}`);
}

/** Read one deck file with the deck-file caps and parse it; a problem is a message naming file and line. */
export function readDeck(game: Game<unknown>, file: string): { source?: DeckSource; cards?: number; problem?: string } {
  let text: string;
  try {
    text = readTextInput(file, DECK_FILE);
  } catch (e) {
    return { problem: (e as Error).message };
  }
  try {
    const deck = game.parseDeck(text, file);
    return { source: { name: deck.name, file, text }, cards: deck.cards.length };
  } catch (e) {
    return { problem: (e as Error).message };
  }
}

/** Read and parse deck files; every problem (all files, at most 20 lines listed) is reported together. */
export function loadDeckSources(game: Game<unknown>, files: readonly string[]): DeckSource[] {
  const out: DeckSource[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const r = readDeck(game, file);
    if (r.source) out.push(r.source);
    else problems.push(...r.problem!.split('\n'));
  }
  if (problems.length) {
    const bad = files.length - out.length;
    throw new UsageError(`bad deck${bad > 1 ? 's' : ''} for ${game.id}:\n${listCapped(problems)}`);
  }
  return out;
}
