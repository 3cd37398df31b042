// Terminal width of text: East Asian wide and full-width characters take two columns, combining marks none,
// so tables of deck names such as 「火文明速攻」 line up (Unicode UAX #11, the ranges terminals render wide).

const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initials
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility, Kanbun, CJK strokes, enclosed, compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xff60], // full-width forms
  [0xffe0, 0xffe6], // full-width signs
  [0x1f300, 0x1f64f], // pictographs, emoticons
  [0x1f900, 0x1f9ff], // supplemental symbols and pictographs
  [0x20000, 0x3fffd], // CJK extensions B–G
];

function isWide(cp: number): boolean {
  for (const [a, b] of WIDE) if (cp >= a && cp <= b) return true;
  return false;
}

/** Columns `s` takes in a terminal. */
export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x200b || (cp >= 0xfe00 && cp <= 0xfe0f)) continue;
    w += isWide(cp) ? 2 : 1;
  }
  return w;
}

/** `s` padded with spaces to `width` columns (left-aligned). */
export function padEndW(s: string, width: number): string {
  return s + ' '.repeat(Math.max(0, width - textWidth(s)));
}

/** `s` padded with spaces to `width` columns (right-aligned). */
export function padStartW(s: string, width: number): string {
  return ' '.repeat(Math.max(0, width - textWidth(s))) + s;
}
