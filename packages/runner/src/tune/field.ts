// The field a deck is tuned against: deck files with weights, from folders, lists, `FILE@W` and `.field` files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/** Bad field input: a missing file, a bad weight, an empty field. */
export class FieldError extends Error {
  override name = 'FieldError';
}

export interface FieldEntry {
  readonly file: string;
  /** Relative weight (normalized later): a metagame share, a count of copies in a top cut, … */
  readonly weight: number;
}

function weightOf(text: string, where: string): number {
  const w = Number(text);
  if (!(w > 0) || !Number.isFinite(w)) throw new FieldError(`${where}: a weight must be a positive number; got "${text}"`);
  return w;
}

function folderDecks(dir: string): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f));
  if (files.length === 0) throw new FieldError(`--vs ${dir}: the folder holds no .txt deck files`);
  return files;
}

/** A `.field` file: `WEIGHT DECKFILE` per line (paths relative to the field file), `#` comments. */
function fieldFile(file: string, read: (file: string) => string): FieldEntry[] {
  const out: FieldEntry[] = [];
  read(file)
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const body = raw.replace(/#.*$/, '').trim();
      if (!body) return;
      const m = /^(\S+)\s+(.+)$/.exec(body);
      if (!m) throw new FieldError(`${file}:${i + 1}: expected "WEIGHT DECKFILE"; got "${body}"`);
      const path = isAbsolute(m[2]!) ? m[2]! : join(dirname(resolve(file)), m[2]!);
      for (const f of expand(path, `${file}:${i + 1}`)) out.push({ file: f, weight: weightOf(m[1]!, `${file}:${i + 1}`) });
    });
  if (out.length === 0) throw new FieldError(`${file}: the field file lists no deck`);
  return out;
}

function expand(path: string, where: string): string[] {
  if (!existsSync(path)) throw new FieldError(`${where}: ${path} does not exist`);
  return statSync(path).isDirectory() ? folderDecks(path) : [path];
}

/**
 * Resolve `--vs` values. Each is a deck file, a folder (its `*.txt` decks), a `.field` file, or a comma-separated
 * list of those; a deck file or folder may end in `@W` to weigh it (each of a folder's decks gets W; default 1).
 * The same file named twice has its weights added. `read` reads a `.field` file (the CLI passes its bounded reader).
 */
export function resolveField(values: readonly string[], read: (file: string) => string = (f) => readFileSync(f, 'utf8')): FieldEntry[] {
  const byFile = new Map<string, { file: string; weight: number }>();
  const add = (file: string, weight: number): void => {
    const key = resolve(file);
    const hit = byFile.get(key);
    if (hit) hit.weight += weight;
    else byFile.set(key, { file, weight });
  };
  if (values.length === 0) throw new FieldError('no --vs: give the decks to tune against (a folder, deck files, or a .field file)');
  for (const value of values) {
    const items = existsSync(value) ? [value] : value.split(',').map((s) => s.trim());
    for (const item of items.filter(Boolean)) {
      if (item.endsWith('.field')) {
        if (!existsSync(item)) throw new FieldError(`--vs ${item}: no such field file`);
        for (const e of fieldFile(item, read)) add(e.file, e.weight);
        continue;
      }
      const at = /^(.*)@([^@/\\]+)$/.exec(item);
      const path = at && !existsSync(item) ? at[1]! : item;
      const weight = at && !existsSync(item) ? weightOf(at[2]!, `--vs ${item}`) : 1;
      for (const f of expand(path, `--vs ${item}`)) add(f, weight);
    }
  }
  if (byFile.size === 0) throw new FieldError('the field is empty: --vs names no deck');
  return [...byFile.values()];
}
