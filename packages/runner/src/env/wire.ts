// Tensor fields of one env answer: JSON arrays, base64 strings, or views into one reused binary payload.
//
// In the binary encoding the tensors are written in place into one growing ArrayBuffer that is reused from
// answer to answer (no per-answer copies, no Buffer.concat): a tensor's field is `[offset, length]` in bytes,
// and the answer's raw bytes are a view of that buffer, valid until the next answer begins (the transport writes
// them before it reads the next request).
import { base64Of, f32Json, i32Json } from './floats.js';

export type WireEncoding = 'json' | 'base64' | 'binary';

export class Wire {
  private buf = new ArrayBuffer(1 << 12);
  private used = 0;
  private reserved = 0;

  constructor(readonly encoding: WireEncoding) {}

  /** Start an answer: the payload is empty again (the previous answer's bytes must have been written). */
  begin(): void {
    this.used = 0;
    this.reserved = 0;
  }

  /**
   * Make room for `floats` more 4-byte elements, so that the f32/i32 calls that follow (up to that many
   * elements) never move the buffer. Views taken before a reserve that grows the buffer must be done with.
   */
  reserve(floats: number): void {
    const need = this.used + floats * 4;
    if (this.encoding === 'binary' && need > this.buf.byteLength) {
      const next = new ArrayBuffer(Math.max(need, this.buf.byteLength * 2));
      new Uint8Array(next).set(new Uint8Array(this.buf, 0, this.used));
      this.buf = next;
    }
    this.reserved = need;
  }

  /** A float32 tensor of `n` elements to fill (zeroed in the JSON encodings, not zeroed in binary). */
  f32(n: number): Float32Array {
    return this.encoding === 'binary' ? new Float32Array(this.take(n), this.used - n * 4, n) : new Float32Array(n);
  }

  i32(n: number): Int32Array {
    return this.encoding === 'binary' ? new Int32Array(this.take(n), this.used - n * 4, n) : new Int32Array(n);
  }

  /** The field text of a tensor got from f32/i32 of this answer. */
  field(a: Float32Array | Int32Array): string {
    if (this.encoding === 'binary') return `[${a.byteOffset},${a.byteLength}]`;
    if (this.encoding === 'base64') return JSON.stringify(base64Of(a, 0, a.length));
    return a instanceof Float32Array ? f32Json(a, 0, a.length) : i32Json(a, 0, a.length);
  }

  /** The answer's raw bytes (binary encoding with at least one tensor), a view of the reused buffer. */
  payload(): Buffer | undefined {
    return this.encoding === 'binary' && this.used > 0 ? Buffer.from(this.buf, 0, this.used) : undefined;
  }

  private take(n: number): ArrayBuffer {
    if (this.used + n * 4 > this.reserved) this.reserve(n);
    this.used += n * 4;
    return this.buf;
  }
}
