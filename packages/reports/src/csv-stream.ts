// Streaming CSV: reads a file chunk by chunk and yields one record at a time, so memory stays flat.
import { createReadStream } from 'node:fs';

/** A malformed CSV file: names the file and the 1-based line where the bad record starts. */
export class CsvFormatError extends Error {
  override name = 'CsvFormatError';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
  }
}

/** Split one complete CSV record (RFC 4180; quoted fields may hold commas, doubled quotes, newlines). */
export function splitCsvRecord(text: string): string[] {
  if (text.indexOf('"') < 0) return text.split(',');
  const out: string[] = [];
  let field = '';
  let quoted = false;
  let start = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      if (ch === 34) {
        field += text.slice(start, i);
        if (text.charCodeAt(i + 1) === 34) {
          field += '"';
          i += 2;
          start = i;
          continue;
        }
        quoted = false;
        i++;
        start = i;
        continue;
      }
      i++;
    } else if (ch === 34 && field === '' && start === i) {
      quoted = true;
      i++;
      start = i;
    } else if (ch === 44) {
      out.push(field + text.slice(start, i));
      field = '';
      i++;
      start = i;
    } else {
      i++;
    }
  }
  out.push(field + text.slice(start, n));
  return out;
}

function countQuotes(s: string): number {
  let c = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) c++;
  return c;
}

/**
 * Incremental record splitter: feed text chunks, receive records with the line they start on.
 * A record ends at a newline outside quotes (quote parity tells: RFC 4180 doubles quotes inside fields).
 */
export class CsvRecordSplitter {
  private carry = '';
  private pending = '';
  private pendingQuotes = 0;
  private pendingLine = 0;
  private line = 0;

  constructor(private readonly onRecord: (fields: string[], line: number, unterminated: boolean) => void) {}

  push(chunk: string): void {
    const data = this.carry + chunk;
    let pos = 0;
    for (;;) {
      const nl = data.indexOf('\n', pos);
      if (nl < 0) break;
      this.takeLine(data.slice(pos, nl));
      pos = nl + 1;
    }
    this.carry = data.slice(pos);
  }

  /** Flush the last line (a file may end without a newline). Throws on an unterminated quote. */
  end(file: string): void {
    if (this.carry !== '') this.takeLine(this.carry, true);
    this.carry = '';
    if (this.pendingQuotes % 2 === 1) throw new CsvFormatError(file, this.pendingLine, 'unterminated quoted field');
  }

  private takeLine(raw: string, last = false): void {
    this.line++;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (this.pendingQuotes % 2 === 1) {
      this.pending += '\n' + text;
      this.pendingQuotes += countQuotes(text);
      if (this.pendingQuotes % 2 === 0) this.emit(this.pending, this.pendingLine, last);
      return;
    }
    const q = countQuotes(text);
    if (q % 2 === 1) {
      this.pending = text;
      this.pendingQuotes = q;
      this.pendingLine = this.line;
      return;
    }
    this.emit(text, this.line, last);
  }

  private emit(text: string, line: number, last: boolean): void {
    this.pending = '';
    this.pendingQuotes = 0;
    if (text === '') return;
    this.onRecord(splitCsvRecord(text), line, last);
  }
}

/**
 * Stream the records of a CSV file (header included) to `onRecord`, one at a time. `unterminated` is true
 * for a last record that has no newline after it (a file cut short, e.g. by an interrupted run).
 */
export async function streamCsvRecords(file: string, onRecord: (fields: string[], line: number, unterminated: boolean) => void): Promise<void> {
  const splitter = new CsvRecordSplitter(onRecord);
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream) splitter.push(chunk as string);
  splitter.end(file);
}
