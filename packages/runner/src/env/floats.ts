// Float32 tensors as text: the shortest decimal that reads back as the same float32 (JSON responses, records).

/** The shortest decimal string `s` with Math.fround(Number(s)) === x (x a float32 value). */
export function f32String(x: number): string {
  if (Number.isInteger(x)) return String(x);
  for (let p = 1; p < 9; p++) {
    const s = Number(x.toPrecision(p));
    if (Math.fround(s) === x) return String(s);
  }
  return String(x);
}

/** `[a, b, …]` of a[from, to) as JSON numbers. */
export function f32Json(a: Float32Array, from: number, to: number): string {
  let s = '[';
  for (let k = from; k < to; k++) s += (k > from ? ',' : '') + f32String(a[k]!);
  return s + ']';
}

/** `[a, b, …]` of an int32 range as JSON numbers. */
export function i32Json(a: Int32Array, from: number, to: number): string {
  let s = '[';
  for (let k = from; k < to; k++) s += (k > from ? ',' : '') + String(a[k]!);
  return s + ']';
}

/** The bytes of a typed-array range as base64 (little-endian, as numpy's frombuffer reads them). */
export function base64Of(a: Float32Array | Int32Array, from: number, to: number): string {
  return Buffer.from(a.buffer, a.byteOffset + from * 4, (to - from) * 4).toString('base64');
}
