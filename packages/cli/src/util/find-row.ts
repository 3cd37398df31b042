// Find one game's line in a (possibly huge) games.csv without loading it whole.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';

/** The CSV line (with newline) whose first field is game `i`, or undefined. */
export function findGameLine(file: string, i: number): string | undefined {
  if (!existsSync(file)) return undefined;
  const fd = openSync(file, 'r');
  const want = `${i},`;
  try {
    const buf = Buffer.alloc(1 << 20);
    let carry = '';
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n <= 0) return undefined;
      const text = carry + buf.toString('utf8', 0, n);
      let start = 0;
      for (;;) {
        const nl = text.indexOf('\n', start);
        if (nl < 0) break;
        if (text.startsWith(want, start)) return text.slice(start, nl + 1);
        start = nl + 1;
      }
      carry = text.slice(start);
    }
  } finally {
    closeSync(fd);
  }
}
