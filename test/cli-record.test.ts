// `tcglab sim --record`: one JSON line per decision, in game order, the same bytes for any worker count.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-record-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const A = join(REPO, 'decks/duel-masters/historical/murky-riptide.txt');
const B = join(REPO, 'decks/duel-masters/historical/liquid-beast.txt');
const run = (workers: number, file: string, extra: string[] = []) =>
  tcglab([
    'sim',
    '--deck',
    A,
    '--deck',
    B,
    '--games',
    '4',
    '--seed',
    '8',
    '--workers',
    String(workers),
    '--force', // more worker threads than a small CI machine's cores: the point is the interleaving
    '--out',
    join(tmp, `run-${file}`),
    '--quiet',
    '--record',
    join(tmp, file),
    ...extra,
  ]);

describe('sim --record', () => {
  it('gzipped records are byte-identical in-process and with 1 and 3 workers, and cover every decision of games.csv', () => {
    // 4 games in batches of one: with 3 worker threads, games finish out of order and on different threads.
    expect(run(1, 'a.jsonl.gz').code).toBe(0);
    expect(run(3, 'b.jsonl.gz').code).toBe(0);
    expect(run(0, 'z.jsonl.gz').code).toBe(0);
    const a = readFileSync(join(tmp, 'a.jsonl.gz'));
    expect(a.equals(readFileSync(join(tmp, 'b.jsonl.gz')))).toBe(true);
    expect(a.equals(readFileSync(join(tmp, 'z.jsonl.gz')))).toBe(true);
    expect(readFileSync(join(tmp, 'run-a.jsonl.gz/games.csv')).equals(readFileSync(join(tmp, 'run-b.jsonl.gz/games.csv')))).toBe(true);
    const lines = gunzipSync(a)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, any>);
    const rows = readFileSync(join(tmp, 'run-a.jsonl.gz/games.csv'), 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(rows).toHaveLength(4);
    expect(lines.length).toBe(rows.reduce((n, r) => n + Number(r[12]), 0));
    let i = 0;
    for (const r of rows) {
      const game = Number(r[0]);
      for (let d = 0; d < Number(r[12]); d++, i++) {
        const x = lines[i]!;
        expect([x.game, x.decision]).toEqual([game, d]);
        expect(x.legal[x.action_index]).toBe(x.action);
        expect(x.act).toHaveLength(x.legal.length);
        expect(x.winner).toBe(Number(r[8]));
        expect(x.reward).toBe(x.winner < 0 ? 0 : x.winner === x.player ? 1 : -1);
      }
    }
    expect(lines[0]!.obs.length).toBeGreaterThan(100);
  });

  it('plain JSON lines with the view and texts; bad flags and an existing file are refused, nothing written', () => {
    expect(run(0, 'c.jsonl', ['--record-with', 'view,text']).code).toBe(0);
    const first = JSON.parse(readFileSync(join(tmp, 'c.jsonl'), 'utf8').split('\n')[0]!) as Record<string, any>;
    expect(first.view.you).toBe(first.player);
    expect(first.text).toHaveLength(first.legal.length);
    expect(first.obs).toBeUndefined();
    const again = run(0, 'c.jsonl');
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists/);
    const bad = run(0, 'd.jsonl', ['--record-with', 'obs,smell']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown field "smell"/);
    expect(existsSync(join(tmp, 'd.jsonl'))).toBe(false);
    expect(existsSync(join(tmp, 'run-d.jsonl'))).toBe(false);
  });
  it('obs and act (read from the state) are the floats of the view path: encode(view), encodeAction(view, action, text)', async () => {
    expect(run(0, 'e.jsonl', ['--record-with', 'obs,act,view,text']).code).toBe(0);
    const dm = (await import(join(REPO, 'packages/duel-masters/dist/index.js'))) as {
      observation: {
        size: number;
        actionSize: number;
        encode(view: unknown, out: Float32Array, offset: number): void;
        encodeAction(view: unknown, action: number, text: string, out: Float32Array, offset: number): void;
      };
    };
    const enc = dm.observation;
    const obs = new Float32Array(enc.size);
    const act = new Float32Array(enc.actionSize);
    const lines = readFileSync(join(tmp, 'e.jsonl'), 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(100);
    for (const l of lines) {
      const d = JSON.parse(l) as { view: unknown; obs: number[]; act: number[][]; legal: number[]; text: string[] };
      enc.encode(d.view, obs, 0);
      expect(Float32Array.from(d.obs)).toEqual(obs);
      d.legal.forEach((a, i) => {
        enc.encodeAction(d.view, a, d.text[i]!, act, 0);
        expect(Float32Array.from(d.act[i]!)).toEqual(act);
      });
    }
  });
});
