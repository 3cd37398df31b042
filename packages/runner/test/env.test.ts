// The env server's session (JSON requests in, JSON lines out): what the Python client relies on, tested in JS.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSession } from '../src/env/session.js';

const HIST = join(import.meta.dirname, '../../../decks/duel-masters/historical');
const A = join(HIST, 'murky-riptide.txt');
const B = join(HIST, 'liquid-beast.txt');

async function ask(s: EnvSession, req: Record<string, unknown>): Promise<Record<string, any>> {
  const a = await s.handleLine(JSON.stringify(req));
  const out = JSON.parse(a.line) as Record<string, any>;
  if (a.payload) out['_payload'] = a.payload;
  return out;
}

describe('tcglab env session', () => {
  it('open → reset → step: observations, legal lists, action rows; the opponent plays inside', async () => {
    const s = new EnvSession();
    const spec = await ask(s, {
      op: 'open',
      game: 'duel-masters',
      decks: [A, B],
      agents: [null, 'random'],
      num_envs: 2,
      max_actions: 8,
      text: true,
    });
    expect(spec.ok).toBe(true);
    expect(spec.obs_layout.at(-1).offset + spec.obs_layout.at(-1).length).toBe(spec.obs_size);
    const r = await ask(s, { op: 'reset', seed: 3 });
    expect(r.player).toEqual([0, 0]);
    expect(r.obs).toHaveLength(2 * spec.obs_size);
    expect(r.legal).toHaveLength(r.count[0] + r.count[1]);
    const rows = Math.min(r.count[0], 8) + Math.min(r.count[1], 8);
    expect(r.act).toHaveLength(rows * spec.action_size);
    expect(r.texts[0]).toHaveLength(r.count[0]);
    let last = r;
    let steps = 0;
    while (!last.done[0] && steps < 3000) {
      last = await ask(s, { op: 'step', actions: [0, 0].map((_, j) => (last.done[j] ? null : last.count[j] - 1)) });
      steps++;
      if (!last.done[0]) expect(last.player[0]).toBe(0); // seat 1 is the server's
    }
    expect(last.done[0]).toBe(1);
    expect(last.checksum[0]).toMatch(/^[0-9a-f]{8}$/);
    expect(last.player[0]).toBe(-1);
    await s.close();
  });

  it('binary answers: raw little-endian bytes after the line, the same numbers as JSON', async () => {
    const make = async (encoding: string) => {
      const s = new EnvSession();
      await ask(s, { op: 'open', game: 'duel-masters', decks: [A, B], agents: [null, null], num_envs: 3, encoding });
      return { s, r: await ask(s, { op: 'reset', seed: 9 }) };
    };
    const j = await make('json');
    const b = await make('binary');
    const payload = b.r['_payload'] as Buffer;
    expect(payload.length).toBe(b.r.bin_bytes);
    const [off, len] = b.r.obs as [number, number];
    const obs = new Float32Array(payload.buffer.slice(payload.byteOffset + off, payload.byteOffset + off + len));
    expect(Array.from(obs)).toEqual(j.r.obs.map((x: number) => Math.fround(x)));
    const [loff, llen] = b.r.legal as [number, number];
    expect(Array.from(new Int32Array(payload.buffer.slice(payload.byteOffset + loff, payload.byteOffset + loff + llen)))).toEqual(
      j.r.legal,
    );
  });

  it('autoreset replaces a finished game within the step and returns its final observation', async () => {
    const s = new EnvSession();
    await ask(s, {
      op: 'open',
      game: 'duel-masters',
      decks: [A, B],
      agents: [null, 'random'],
      num_envs: 1,
      autoreset: true,
      max_actions: 4,
    });
    let r = await ask(s, { op: 'reset', seed: 1 });
    const first = r.game[0];
    for (let i = 0; i < 5000 && !r.done[0]; i++) r = await ask(s, { op: 'step', actions: [0] });
    expect(r.done[0]).toBe(1);
    expect(r.final_envs).toEqual([0]);
    expect(r.final_games).toEqual([first]);
    expect(r.game[0]).not.toBe(first);
    expect(r.player[0]).toBe(0); // already deciding in the next game
  });

  it('encode: a view and legal actions given by the client encode as the session does', async () => {
    const s = new EnvSession();
    await ask(s, { op: 'open', game: 'duel-masters', decks: [A, B], agents: [null, null], view: true, text: true });
    const r = await ask(s, { op: 'reset', seed: 4 });
    const legal = (r.legal as number[]).map((action, k) => ({ action, text: r.texts[0][k] as string }));
    const e = await ask(s, { op: 'encode', game: 'duel-masters', view: r.views[0], legal });
    expect(e.obs).toEqual(r.obs);
    expect(e.act).toEqual(r.act);
    expect((await ask(s, { op: 'encode', game: 'duel-masters', view: r.views[0], legal: [{ action: 1 }] })).error).toMatch(
      /"legal" must be/,
    );
  });

  it('bad requests answer ok:false and the session goes on; an illegal index loses the game', async () => {
    const s = new EnvSession();
    expect((await s.handleLine('{nope')).line).toMatch(/"ok":false.*not JSON/);
    expect((await ask(s, { op: 'reset' })).error).toMatch(/no game is open/);
    expect((await ask(s, { op: 'open', game: 'duel-masters', decks: [A], num_envs: 0 })).error).toMatch(/num_envs/);
    expect((await ask(s, { op: 'open', game: 'duel-masters', decks: [A], color: 'red' })).error).toMatch(/unknown field "color"/);
    expect((await ask(s, { op: 'open', game: 'duel-masters', decks: [A], agents: [null, 'nonsense'] })).error).toMatch(/unknown agent/);
    expect((await ask(s, { op: 'open', game: 'duel-masters', decks: [A], agents: [null, 'random'] })).ok).toBe(true);
    await ask(s, { op: 'reset', seed: 2 });
    expect((await ask(s, { op: 'step', actions: [0, 1] })).error).toMatch(/one entry per env/);
    const lost = await ask(s, { op: 'step', actions: [99] });
    expect(lost.done[0]).toBe(1);
    expect(lost.winner[0]).toBe(1);
    expect(lost.reason[0]).toBe('agent-error');
    expect((await ask(s, { op: 'step', actions: [0] })).error).toMatch(/is over/);
  });
});
