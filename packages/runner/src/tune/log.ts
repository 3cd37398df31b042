// tune-units.csv: one row per deal unit played, written in task order as units finish; the source of resume.
import { closeSync, existsSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import type { Phase } from './search.js';
import type { UnitRow } from './play-unit.js';

const UNITS_HEADER = 'stage,phase,deck,unit,opponent,seed,points,checksums,error\n';

export interface LoggedUnit extends UnitRow {
  readonly opponent: number;
  readonly seed: string;
}

export const unitKey = (stage: number, phase: Phase, deck: number, unit: number): string => `${stage}/${phase}/${deck}/${unit}`;

const field = (v: string): string => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function unitLine(stage: number, phase: Phase, deck: number, unit: number, u: LoggedUnit): string {
  const pts = Number.isNaN(u.points) ? '' : String(u.points);
  return `${stage},${phase},${deck},${unit},${u.opponent},${field(u.seed)},${pts},${u.checksums},${field(u.error.replace(/[\r\n]+/g, ' '))}\n`;
}

/** Split one line of our own format: the first eight fields hold no comma (a seed may be quoted); the rest is the error. */
function splitLine(line: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  while (out.length < 9) {
    if (line[i] === '"') {
      let j = i + 1;
      let v = '';
      for (;;) {
        const q = line.indexOf('"', j);
        if (q < 0) return undefined;
        v += line.slice(j, q);
        if (line[q + 1] === '"') {
          v += '"';
          j = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(v);
      if (out.length < 9 && line[i] !== ',') return undefined;
      i++;
    } else {
      const c = out.length < 8 ? line.indexOf(',', i) : -1;
      out.push(c < 0 ? line.slice(i) : line.slice(i, c));
      if (c < 0) break;
      i = c + 1;
    }
  }
  return out.length === 9 ? out : undefined;
}

/**
 * Read the units of an earlier invocation. A last line cut short by a kill is dropped (and cut off the file,
 * so appending continues cleanly); any other malformed line is an error naming the file and line.
 */
export function readUnits(file: string): Map<string, LoggedUnit> {
  const map = new Map<string, LoggedUnit>();
  if (!existsSync(file)) return map;
  const text = readFileSync(file, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, end)));
  const lines = text.slice(0, end).split('\n');
  if (lines[0] + '\n' !== UNITS_HEADER) throw new Error(`${file}: not a tune units file (header "${lines[0]}")`);
  for (let n = 1; n < lines.length - 1; n++) {
    const f = splitLine(lines[n]!);
    if (!f || (f[1] !== 'race' && f[1] !== 'confirm')) throw new Error(`${file}:${n + 1}: malformed unit row`);
    const [stage, phase, deck, unit, opponent, seed, points, checksums, error] = f as [string, Phase, ...string[]];
    map.set(unitKey(Number(stage), phase, Number(deck), Number(unit)), {
      opponent: Number(opponent),
      seed: seed!,
      points: points === '' ? NaN : Number(points),
      checksums: checksums!,
      error: error!,
    });
  }
  return map;
}

/** Appends unit rows (the header first when the file is new). */
export class UnitLog {
  private fd: number;
  constructor(readonly file: string) {
    const fresh = !existsSync(file);
    this.fd = openSync(file, 'a');
    if (fresh) writeSync(this.fd, UNITS_HEADER);
  }
  write(text: string): void {
    if (text) writeSync(this.fd, text);
  }
  close(): void {
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}
