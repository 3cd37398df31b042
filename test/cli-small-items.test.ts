// End to end: the smaller usability items — JSON on stdout through pnpm, full-width deck names in the end table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textWidth } from '../packages/core/src/text-width.js';
import { esc } from '../packages/reports/src/html/escape.js';
import { describe, expect, it } from 'vitest';
import { ENV, REPO, tcglab } from './helpers.js';

/** pnpm as the README runs it: the pnpm running this test suite, else `npx -y pnpm@10`. */
function pnpm(args: string[]): { code: number; stdout: string; stderr: string } {
  const exec = process.env['npm_execpath'];
  const [cmd, pre] = exec && /pnpm/.test(exec) ? [process.execPath, [exec]] : ['npx', ['-y', 'pnpm@10']];
  const r = spawnSync(cmd, [...pre, ...args], { cwd: REPO, env: ENV, encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe('pnpm -s tcglab … --json (the README form) prints only JSON on stdout', () => {
  it('parses', () => {
    const r = pnpm(['-s', 'tcglab', 'cards', 'coverage', '--game', 'fixture-race', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).total).toEqual({ total: 12, playable: 11, unsupported: 1 });
  });
});

describe('the end table lines up full-width deck names', () => {
  it('every column starts at the same terminal column on every line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcglab-e2e-wide-'));
    try {
      const decks = ['火文明速攻', 'Water', '光と闇のコントロール'].map((name, k) => {
        const f = join(dir, `d${k}.txt`);
        writeFileSync(f, `# name: ${name}\n4 Nine\n4 Eight\n4 Two\n4 One\n`);
        return f;
      });
      const r = tcglab([
        'sim',
        '--game',
        'fixture-race',
        ...decks.flatMap((f) => ['--deck', f]),
        '--games',
        '2',
        '--workers',
        '0',
        '--out',
        join(dir, 'run'),
      ]);
      expect(r.code).toBe(0);
      const lines = r.stdout.split('\n').slice(0, 4);
      // Fields are separated by two or more spaces; compare terminal columns (full-width characters count two).
      const fields = (l: string) =>
        [...l.matchAll(/\S+(?: \S+)*/g)].map((m) => [textWidth(l.slice(0, m.index)), textWidth(l.slice(0, m.index + m[0].length))]);
      const ends = lines.map((l) => `${fields(l)[2]![0]}/${fields(l)[3]![1]}`); // deck B starts, games ends
      expect(new Set(ends).size, lines.join('\n')).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('report.html shows every interval and whole deck names', () => {
  it('heatmap cells print the 95% interval; long deck names are not cut', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tcglab-e2e-html-'));
    try {
      const long = 'A Very Long Deck Name That Goes On And On (Somebody, Some Event 2005)';
      const decks = [long, 'Short'].map((name, k) => {
        const f = join(dir, `d${k}.txt`);
        writeFileSync(f, `# name: ${name}\n4 Nine\n4 Eight\n4 Two\n4 One\n`);
        return f;
      });
      const r = tcglab([
        'sim',
        '--game',
        'fixture-race',
        ...decks.flatMap((f) => ['--deck', f]),
        '--games',
        '20',
        '--workers',
        '0',
        '--quiet',
        '--out',
        join(dir, 'run'),
      ]);
      expect(r.code).toBe(0);
      const html = readFileSync(join(dir, 'run/report.html'), 'utf8');
      const heat = html.slice(html.indexOf('<svg class="heatmap"'), html.indexOf('</svg>', html.indexOf('<svg class="heatmap"')));
      expect(heat).toContain(`</title>${esc(long)}</text>`);
      expect(heat).not.toContain('…');
      // Two rated cells (the two directions of the one pairing), each with its interval printed as text.
      expect(heat.match(/<text class="n ci"[^>]*>\d+–\d+<\/text>/g)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
