// Writing report CSVs: fixed column lists, numbers rounded for reading, NaN as an empty field.
import { stringify } from 'csv-stringify/sync';

/** Format a number for a CSV: integers as is, others to `digits` decimals, NaN/Infinity empty. */
export function num(v: number, digits = 4): string {
  if (!Number.isFinite(v)) return '';
  if (Number.isInteger(v)) return String(v);
  return String(Number(v.toFixed(digits)));
}

/** CSV text (header + rows) for objects with the given columns; numbers go through `num`. */
export function toCsv<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[], digits: Partial<Record<keyof T & string, number>> = {}): string {
  const out: string[][] = [columns as unknown as string[]];
  for (const r of rows) {
    out.push(
      columns.map((c) => {
        const v = (r as Record<string, unknown>)[c];
        if (typeof v === 'number') return num(v, digits[c] ?? 4);
        if (typeof v === 'boolean') return v ? '1' : '0';
        return v === undefined || v === null ? '' : String(v);
      }),
    );
  }
  return stringify(out);
}
