// Bounded reading of the text files users hand to tcglab (deck, spec and position files): a size cap checked
// before reading, binary data refused, a byte-order mark dropped, and caps on lines and line length, so a
// wrong or huge file fails at once with one line instead of being parsed for minutes.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { UsageError } from './errors.js';

export interface TextCaps {
  /** What the file is, in messages: `deck file`, `spec file`, `position file`. */
  readonly kind: string;
  readonly maxBytes: number;
  readonly maxLines?: number;
  readonly maxLineLength?: number;
}

/** A deck lists a few dozen lines; these caps leave room for long comments and still parse in milliseconds. */
export const DECK_FILE: TextCaps = { kind: 'deck file', maxBytes: 256 * 1024, maxLines: 2_000, maxLineLength: 300 };
export const SPEC_FILE: TextCaps = { kind: 'spec file', maxBytes: 1024 * 1024 };
export const POSITION_FILE: TextCaps = { kind: 'position file', maxBytes: 4 * 1024 * 1024 };

const fmtBytes = (n: number): string =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(0)} KB` : `${n} bytes`;
const fmtInt = (n: number): string => n.toLocaleString('en-US');

/** Read the file's bytes, refusing a missing file, a folder, or one over the size cap (checked before reading). */
function readCapped(file: string, caps: TextCaps): Buffer {
  let size: number;
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw new UsageError(`${file} is a folder, not a ${caps.kind}`);
    size = st.size;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT' ? `no such ${caps.kind}: ${file}` : `cannot read ${caps.kind} ${file} (${code ?? (e as Error).message})`,
    );
  }
  if (size > caps.maxBytes)
    throw new UsageError(`${file}: ${fmtBytes(size)} is more than a ${caps.kind} may hold (${fmtBytes(caps.maxBytes)})`);
  // Read at most one byte past the cap: a file that grew since stat, a pipe or a device is still bounded.
  const buf = Buffer.alloc(caps.maxBytes + 1);
  let n = 0;
  const fd = openSync(file, 'r');
  try {
    for (;;) {
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r <= 0 || (n += r) === buf.length) break;
    }
  } finally {
    closeSync(fd);
  }
  if (n > caps.maxBytes) throw new UsageError(`${file}: more than a ${caps.kind} may hold (${fmtBytes(caps.maxBytes)})`);
  return buf.subarray(0, n);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The text of a user-supplied file, or a UsageError (exit 2) with one line: no such file, a folder, too large,
 * not text (NUL bytes or invalid UTF-8), too many lines, a line too long. A leading byte-order mark is dropped.
 */
export function readTextInput(file: string, caps: TextCaps): string {
  const bytes = readCapped(file, caps);
  let text: string;
  try {
    if (bytes.includes(0)) throw new Error('NUL');
    text = utf8.decode(bytes); // drops a UTF-8 byte-order mark
  } catch {
    throw new UsageError(`${file}: not a text ${caps.kind} (binary data or not UTF-8)`);
  }
  if (caps.maxLines !== undefined || caps.maxLineLength !== undefined) {
    let line = 0;
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const end = nl < 0 ? text.length : nl;
      line++;
      if (caps.maxLines !== undefined && line > caps.maxLines) {
        throw new UsageError(`${file}: more than ${fmtInt(caps.maxLines)} lines; a ${caps.kind} may have at most ${fmtInt(caps.maxLines)}`);
      }
      if (caps.maxLineLength !== undefined && end - start > caps.maxLineLength) {
        throw new UsageError(
          `${file}:${line}: the line is ${fmtInt(end - start)} characters long; a ${caps.kind} line may have at most ${fmtInt(caps.maxLineLength)}`,
        );
      }
      if (nl < 0) break;
      start = nl + 1;
    }
  }
  return text;
}

/** Problems listed at most in one message; the rest are counted. */
const MAX_LISTED = 20;

/** Join problem lines, listing at most MAX_LISTED and counting the rest. */
export function listCapped(lines: readonly string[], max = MAX_LISTED): string {
  if (lines.length <= max + 1) return lines.join('\n');
  return [...lines.slice(0, max), `… and ${fmtInt(lines.length - max)} more`].join('\n');
}
