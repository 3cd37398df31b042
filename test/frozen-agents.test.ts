// The frozen references greedy@1, mcts@1 and mcts-cheat@1 replay the games the code of commit b781ea1 played.
//
// The fixture holds games.csv rows written by the b781ea1 build (its header says how). Those rows also depend on
// the engines and on the runner's seeding: a run whose game engine has changed version since then is skipped here
// (and says so), and since runner 3 (numeric stream seeds, 2026-11-27) every run is; the agents package's
// frozen-agents test still compares the agents, action for action, with the pristine b781ea1 agent code on the
// current engines, for all three games.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO, read, tcglab } from './helpers.js';

interface FrozenRun {
  readonly name: string;
  readonly args: string;
  readonly game: string;
  readonly engineVersion: string;
  readonly agents: readonly string[];
  readonly rows: readonly string[];
}
const fixture = JSON.parse(read(join(REPO, 'test/fixtures/frozen-agents-b781ea1.json'))) as { columns: string; runs: FrozenRun[] };
const tmp = mkdtempSync(join(tmpdir(), 'tcglab-frozen-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** b781ea1's agent names as the frozen versions: greedy → greedy@1, mcts:… → mcts@1:…, mcts-cheat → mcts-cheat@1. */
function frozenSpec(spec: string): string {
  return spec.replace(/^(greedy|mcts-cheat|mcts)(?=$|:)/, '$1@1');
}

/** The fixture's columns of a games.csv. */
function pick(csv: string, columns: string): string[] {
  const [head, ...lines] = csv.trim().split('\n');
  const names = head!.split(',');
  const idx = columns.split(',').map((c) => names.indexOf(c));
  return lines.map((l) => {
    const cells = csvCells(l);
    return idx.map((i) => cells[i]).join(',');
  });
}

/** The cells of one CSV line (RFC 4180 quoting; no line breaks inside cells in games.csv). */
function csvCells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') ((cur += '"'), i++);
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (out.push(cur), (cur = ''));
    else cur += ch;
  }
  out.push(cur);
  return out;
}

describe('frozen agents replay the b781ea1 games', () => {
  it('maps the old names to the frozen versions', () => {
    expect(frozenSpec('greedy')).toBe('greedy@1');
    expect(frozenSpec('greedy:samples=2')).toBe('greedy@1:samples=2');
    expect(frozenSpec('mcts:iters=6,c=1.2')).toBe('mcts@1:iters=6,c=1.2');
    expect(frozenSpec('mcts-cheat:iters=6')).toBe('mcts-cheat@1:iters=6');
    expect(frozenSpec('random')).toBe('random');
  });
  for (const run of fixture.runs) {
    it(`${run.name}: ${run.agents.map(frozenSpec).join(' vs ')} on ${run.game}`, (ctx) => {
      const out = join(tmp, run.name);
      const args = run.args.split(' ');
      args.splice(args.indexOf('--agents'), 2); // the agents come from run.agents, renamed
      const r = tcglab([
        'sim',
        ...args,
        ...run.agents.flatMap((a) => ['--agent', frozenSpec(a)]),
        '--workers',
        '1',
        '--quiet',
        '--out',
        out,
      ]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const versions = (JSON.parse(read(join(out, 'run.json'))) as { versions: { game: string; runner: string } }).versions;
      const version = versions.game;
      // b781ea1 seeded each game's streams from strings (runner 1; runner 2 played the same games in another order);
      // runner 3 seeds them with numeric keys, so its games are other games and these rows cannot come back.
      if (versions.runner !== '1' && versions.runner !== '2') {
        ctx.skip(`runner ${versions.runner} seeds games numerically; the fixture's games were seeded from strings (runner 1)`);
        return;
      }
      if (version !== run.engineVersion) {
        ctx.skip(`the ${run.game} engine is ${version}, the fixture was played on ${run.engineVersion}`);
        return;
      }
      // The same games, compared without their index (the runner's game-index layout may differ from b781ea1's).
      const noIndex = (rows: readonly string[]) => rows.map((r) => r.slice(r.indexOf(',') + 1)).sort();
      const now = pick(read(join(out, 'games.csv')), fixture.columns);
      expect(now).toHaveLength(run.rows.length);
      expect(noIndex(now)).toEqual(noIndex(run.rows));
    });
  }
});
