// The env server's session (JSON requests in, JSON lines out): what the Python client relies on, tested in JS.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSession } from '../src/env/session.js';
import { Wire } from '../src/env/wire.js';

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

  it('binary answers reuse one buffer: every answer of a long autoreset run reads as its JSON twin; act=false drops only the rows', async () => {
    const open = async (encoding: string, act: boolean) => {
      const s = new EnvSession();
      const o = { op: 'open', game: 'duel-masters', decks: [HIST], agents: [null, null], num_envs: 5, autoreset: true, encoding, act };
      expect((await ask(s, o)).act).toBe(act);
      return s;
    };
    const sessions = [await open('json', true), await open('binary', true), await open('binary', false)];
    /** An answer's tensors as plain arrays, read at once (a binary payload is only valid until the next request). */
    const decoded = (r: Record<string, any>): Record<string, number[]> => {
      const out: Record<string, number[]> = {};
      for (const key of ['obs', 'act', 'legal', 'final_obs']) {
        if (r[key] === undefined) continue;
        if (!r['_payload']) out[key] = (r[key] as number[]).map((x) => (key === 'legal' ? x : Math.fround(x)));
        else {
          const [off, len] = r[key] as [number, number];
          const bytes = (r['_payload'] as Buffer).buffer.slice((r['_payload'] as Buffer).byteOffset + off);
          out[key] = Array.from(key === 'legal' ? new Int32Array(bytes, 0, len / 4) : new Float32Array(bytes, 0, len / 4));
        }
      }
      return out;
    };
    let rs = await Promise.all(sessions.map((s) => ask(s, { op: 'reset', seed: 5 })));
    let finals = 0;
    for (let step = 0; step < 160; step++) {
      const [j, b, noAct] = rs.map(decoded) as [Record<string, number[]>, Record<string, number[]>, Record<string, number[]>];
      expect(b).toEqual(j);
      expect(noAct['act']).toBeUndefined();
      expect(noAct['obs']).toEqual(j['obs']);
      expect(noAct['legal']).toEqual(j['legal']);
      if (rs[0]!['final_envs']) finals++;
      const actions = (rs[0]!['count'] as number[]).map((c, k) => (c * 7 + step + k) % Math.min(c, 64));
      rs = await Promise.all(sessions.map((s) => ask(s, { op: 'step', actions })));
    }
    expect(finals).toBeGreaterThan(0); // final observations were compared too
  });

  it('the binary writer keeps what an answer wrote when it grows, and starts empty for the next answer', () => {
    const w = new Wire('binary');
    w.begin();
    const first = w.f32(3);
    first.set([1.5, -2, 3]);
    w.reserve(1 << 16); // grows the buffer: the first tensor's bytes move with it
    const ints = w.i32(2);
    ints.set([7, -8]);
    expect(w.field(first)).toBe('[0,12]');
    expect(w.field(ints)).toBe('[12,8]');
    const bytes = w.payload()!;
    expect(bytes.length).toBe(20);
    expect(Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, 3))).toEqual([1.5, -2, 3]);
    expect(Array.from(new Int32Array(bytes.buffer, bytes.byteOffset + 12, 2))).toEqual([7, -8]);
    w.begin();
    expect(w.payload()).toBeUndefined();
    expect(w.field(w.f32(1))).toBe('[0,4]');
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
