// End to end (built JS): games an agent loses by failing are counted where users look — the end table,
// summary.csv, the --json summary, the report header — and give exit code 3; an agent that fails in every
// game gets a warning.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIX_DECKS, REPO, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-agent-errors-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const BOT = `external:${process.execPath} ${join(REPO, 'test/fixtures/seat-one-crash.mjs')}`;
const ALWAYS = `${BOT} --always`;
const DECKS = ['--deck', join(FIX_DECKS, 'alpha.txt'), '--deck', join(FIX_DECKS, 'beta.txt')];
const csv = (f: string) =>
  readFileSync(f, 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(','));

describe('agent errors are first-class', () => {
  it('counted in the end table, summary.csv, games.csv and the report header; exit 3', () => {
    const dir = join(tmp, 'half');
    // The bot pilots alpha: it sits in seat 1 in the odd game of each pair and fails there.
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      ...DECKS,
      '--games',
      '4',
      '--workers',
      '1',
      '--pilot',
      `alpha=${BOT}`,
      '--field-agent',
      'random',
      '--out',
      dir,
    ]);
    expect(r.code).toBe(3);
    const head = r.stdout.split('\n')[0]!;
    expect(head).toMatch(/failed\s+agent err$/);
    expect(r.stdout.split('\n')[1]).toMatch(/\s0\s+2$/);
    expect(r.stderr).toMatch(/2 game\(s\) ended by an agent error \(external:.*seat-one-crash\.mjs 2 of 4\)/);
    expect(r.stderr).not.toMatch(/every one/);
    const summary = csv(join(dir, 'summary.csv'));
    expect(summary[1]![summary[0]!.indexOf('agent_errors')]).toBe('2');
    expect(readFileSync(join(dir, 'games.csv'), 'utf8').match(/,agent-error,/g)).toHaveLength(2);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/<span>Agent errors<\/span><b>2 <small/);
  });

  it('in the --json summary, with the exit code', () => {
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      ...DECKS,
      '--games',
      '4',
      '--workers',
      '1',
      '--pilot',
      `alpha=${BOT}`,
      '--json',
      '--out',
      join(tmp, 'json'),
    ]);
    expect(r.code).toBe(3);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ agentErrors: 2, failed: 0, exitCode: 3, warnings: [] });
    expect(j.pairs[0].agent_errors).toBe(2);
    expect(j.agents).toContainEqual({ agent: BOT, games: 4, agentErrors: 2 });
  });

  it('an agent that fails in every game is warned about', () => {
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      ...DECKS,
      '--games',
      '2',
      '--workers',
      '1',
      '--agent',
      ALWAYS,
      '--agent',
      'random',
      '--quiet',
      '--out',
      join(tmp, 'always'),
    ]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /warning: agent "external:.* --always" failed in every one of its 2 game\(s\): these results measure its failures, not its play/,
    );
  });

  it('failed games (exit 1) take precedence over agent errors (exit 3)', () => {
    // The bot pilots alpha and fails whenever it sits in seat 1; crashy's Boom crashes some of the other games.
    const crashy = join(REPO, 'packages/runner/test/fixtures/bad/crashy.txt');
    const r = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      crashy,
      '--games',
      '16',
      '--workers',
      '1',
      '--pilot',
      `alpha=${BOT}`,
      '--quiet',
      '--out',
      join(tmp, 'both'),
    ]);
    expect(r.stderr).toMatch(/game\(s\) failed/);
    expect(r.stderr).toMatch(/ended by an agent error/);
    expect(r.code).toBe(1);
  });

  it('merge of shards with agent errors exits 3 too', () => {
    const base = [
      'sim',
      '--game',
      'fixture-race',
      ...DECKS,
      '--games',
      '4',
      '--workers',
      '1',
      '--pilot',
      `alpha=${BOT}`,
      '--quiet',
      '--out',
      join(tmp, 'sh'),
    ];
    for (const k of [0, 1]) expect(tcglab([...base, '--shard', `${k}/2`]).code).toBe(3);
    const m = tcglab(['merge', join(tmp, 'merged'), join(tmp, 'sh/shard-0-of-2'), join(tmp, 'sh/shard-1-of-2')]);
    expect(m.stdout).toMatch(/merged 2 shards: 4 games, 0 failed, 2 ended by an agent error/);
    expect(m.code).toBe(3);
  });

  it('play and perf use the same exit codes', () => {
    const play = tcglab(['play', '--game', 'fixture-race', ...DECKS, '--agent', ALWAYS, '--agent', 'random']);
    expect(play.code).toBe(3);
    expect(play.stdout).toMatch(/by agent-error/);
    expect(play.stderr).toMatch(/agent error: seat 0: /);
    const perf = tcglab([
      'perf',
      '--game',
      'fixture-race',
      ...DECKS,
      '--games',
      '2',
      '--workers',
      '1',
      '--agent',
      ALWAYS,
      '--agent',
      'random',
      '--json',
    ]);
    expect(perf.code).toBe(3);
    expect(JSON.parse(perf.stdout)).toMatchObject({ agentErrors: 2, failed: 0 });
  });
});
