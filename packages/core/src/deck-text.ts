// The deck file format shared by every game: `4 Bolshack Dragon` or `4 dm01-008` per line, `#` comments.
import { DeckError, type CardPool, type Deck } from './contract.js';

export interface DeckLine {
  readonly count: number;
  readonly ref: string;
  readonly line: number;
}

export interface ParsedDeckText {
  readonly lines: readonly DeckLine[];
  /** `# key: value` comments (keys lower-cased), e.g. name, source, event, date. */
  readonly meta: Record<string, string>;
}

/** Copies one deck line may list (decks hold tens of cards; a larger count is a typo, not a deck). */
const MAX_COUNT = 999;

/**
 * Parse deck text. Each non-blank, non-comment line is `COUNT REF` (`4 Bolshack Dragon`, `4x dm01-008`,
 * `4 x dm01-008`); a line with only a REF counts once. Everything after `#` is a comment.
 */
export function parseDeckText(text: string, file: string): ParsedDeckText {
  const lines: DeckLine[] = [];
  const meta: Record<string, string> = {};
  const rows = text.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i]!;
    const hash = raw.indexOf('#');
    if (hash >= 0) {
      const m = /^#\s*([A-Za-z][\w -]*?)\s*:\s*(.+)$/.exec(raw.slice(hash).trim());
      if (m && hash === raw.search(/\S/)) meta[m[1]!.toLowerCase()] = m[2]!.trim();
    }
    const body = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
    if (!body) continue;
    const m = /^(\d+)\s*[xX×]?\s+(.+)$/.exec(body);
    if (m) {
      const count = Number(m[1]);
      if (count <= 0) throw new DeckError(file, i + 1, `count must be at least 1 in "${body}"`);
      if (count > MAX_COUNT) throw new DeckError(file, i + 1, `count ${m[1]} is more than any deck holds (at most ${MAX_COUNT} per line)`);
      lines.push({ count, ref: m[2]!.trim(), line: i + 1 });
    } else if (/^\d+\s*$/.test(body)) {
      throw new DeckError(file, i + 1, `a count with no card: "${body}"`);
    } else {
      lines.push({ count: 1, ref: body, line: i + 1 });
    }
  }
  return { lines, meta };
}

export interface DeckRules {
  /** Exact size, or a minimum when `minSize` is set instead. */
  readonly size?: number;
  readonly minSize?: number;
  readonly maxSize?: number;
  /** Copies allowed per key (name by default). */
  readonly maxCopies: number;
  /** What counts as "the same card" for the copy limit (default: the card's name). */
  readonly copyKey?: (id: string) => string;
  /** Cards exempt from the copy limit (CrossOver navigators), by id. */
  readonly copyExempt?: (id: string) => boolean;
  /** Extra whole-deck checks; return a problem or undefined. */
  readonly check?: (cards: readonly string[]) => string | undefined;
  /** Refuse cards that are not implemented (every game does; scenario tools may relax it). */
  readonly requirePlayable?: boolean;
}

/** Problems listed at most per deck (the rest are counted): a file of garbage fails fast with a short message. */
export const MAX_DECK_PROBLEMS = 20;

/** A reference as shown in a message: long ones are cut (a deck line is never that long on purpose). */
const shown = (ref: string): string => (ref.length > 60 ? `${ref.slice(0, 60)}…` : ref);

/** Resolve a parsed deck against a card pool and validate it; every problem is reported at once, naming file and line. */
export function buildDeck(game: string, text: string, file: string, pool: CardPool, rules: DeckRules): Deck {
  const parsed = parseDeckText(text, file);
  if (parsed.lines.length === 0) throw new DeckError(file, undefined, 'the deck lists no cards');
  const cards: string[] = [];
  const problems: DeckError[] = [];
  let unlisted = 0;
  let unknownCopies = 0; // listed copies of unknown cards: they count toward the deck's size in the messages
  const unplayable: string[] = [];
  const perKey = new Map<string, { n: number; line: number; name: string }>();
  for (const l of parsed.lines) {
    const info = pool.resolve(l.ref);
    if (!info) {
      // Suggestions cost a scan of the pool: only for the problems listed, and only for name-sized references.
      if (problems.length >= MAX_DECK_PROBLEMS) unlisted++;
      else {
        const near = l.ref.length <= 80 ? pool.suggest(l.ref, 3) : [];
        problems.push(new DeckError(file, l.line, `unknown card "${shown(l.ref)}"${near.length ? `; nearest: ${near.join(', ')}` : ''}`));
      }
      unknownCopies += l.count;
      continue;
    }
    if (rules.requirePlayable !== false && !info.playable) {
      unplayable.push(`line ${l.line}: ${info.name} (${info.id}): ${info.unsupported ?? 'not implemented'}`);
    }
    for (let k = 0; k < l.count; k++) cards.push(info.id);
    if (!rules.copyExempt?.(info.id)) {
      const key = rules.copyKey ? rules.copyKey(info.id) : info.name;
      const e = perKey.get(key) ?? { n: 0, line: l.line, name: info.name };
      e.n += l.count;
      e.line = l.line;
      perKey.set(key, e);
    }
  }
  // A file of mostly unknown names is not a deck: its first problems and the count of the rest say enough.
  if (unlisted > 0) throw combine(file, problems, unlisted);
  if (unplayable.length) {
    problems.push(
      new DeckError(
        file,
        undefined,
        `the deck holds ${unplayable.length} card line(s) whose behaviour is not implemented, so it cannot be played ` +
          `(tcglab never plays a card as a vanilla creature):\n  ${unplayable.slice(0, MAX_DECK_PROBLEMS).join('\n  ')}` +
          (unplayable.length > MAX_DECK_PROBLEMS ? `\n  … and ${unplayable.length - MAX_DECK_PROBLEMS} more` : ''),
      ),
    );
  }
  for (const [, e] of perKey) {
    if (e.n > rules.maxCopies) {
      problems.push(new DeckError(file, e.line, `${e.n} copies of ${e.name}; at most ${rules.maxCopies} are allowed`));
    }
  }
  const total = cards.length + unknownCopies;
  const has = `the deck has ${total} cards${unknownCopies ? ` (${unknownCopies} of them unknown)` : ''}`;
  if (rules.size !== undefined && total !== rules.size) {
    problems.push(new DeckError(file, undefined, `${has}; it must have exactly ${rules.size}`));
  }
  if (rules.minSize !== undefined && total < rules.minSize) {
    problems.push(new DeckError(file, undefined, `${has}; it needs at least ${rules.minSize}`));
  }
  if (rules.maxSize !== undefined && total > rules.maxSize) {
    problems.push(new DeckError(file, undefined, `${has}; at most ${rules.maxSize} are allowed`));
  }
  const extra = unknownCopies === 0 ? rules.check?.(cards) : undefined;
  if (extra) problems.push(new DeckError(file, undefined, extra));
  // Every problem at once (unknown cards, unplayable cards, copies, size), in that order.
  if (problems.length) throw combine(file, problems, unlisted);
  const base = file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return { game, name: parsed.meta['name'] ?? base, file, cards, meta: parsed.meta };
}

function combine(file: string, problems: DeckError[], unlisted = 0): DeckError {
  if (problems.length === 1 && unlisted === 0) return problems[0]!;
  const e = new DeckError(file, undefined, `${problems.length + unlisted} problems`);
  e.message = problems.map((p) => p.message).join('\n') + (unlisted ? `\n${file}: … and ${unlisted} more unknown card(s)` : '');
  return e;
}

/** Levenshtein distance (small strings; for suggestions only). */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev = new Array<number>(n + 1);
  let cur = new Array<number>(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

/** The `max` candidates nearest to `ref` (case-insensitive; substring matches first). */
export function nearest(ref: string, candidates: Iterable<string>, max = 3): string[] {
  const q = ref.toLowerCase();
  const scored: { c: string; d: number }[] = [];
  for (const c of candidates) {
    const l = c.toLowerCase();
    const d = l.includes(q) || q.includes(l) ? Math.abs(l.length - q.length) * 0.1 : editDistance(q, l);
    scored.push({ c, d });
  }
  scored.sort((x, y) => x.d - y.d || (x.c < y.c ? -1 : 1));
  return scored.slice(0, max).map((s) => s.c);
}

/** A simple CardPool over a list of CardInfo, with name/id lookup and suggestions. */
export function makeCardPool(
  cards: readonly import('./contract.js').CardInfo[],
  aliases?: (c: import('./contract.js').CardInfo) => string[],
): CardPool {
  const byKey = new Map<string, import('./contract.js').CardInfo>();
  for (const c of cards) {
    byKey.set(c.id.toLowerCase(), c);
    if (!byKey.has(c.name.toLowerCase())) byKey.set(c.name.toLowerCase(), c);
    for (const a of aliases?.(c) ?? []) if (!byKey.has(a.toLowerCase())) byKey.set(a.toLowerCase(), c);
  }
  const names = [...new Set(cards.map((c) => c.name))];
  return {
    all: () => cards,
    resolve: (ref) => byKey.get(ref.trim().toLowerCase()),
    suggest: (ref, max = 3) => nearest(ref, names, max),
  };
}
