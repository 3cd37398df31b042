// End to end (built JS): bench-agents writes its results as pairs finish, stops cleanly on Ctrl-C (exit 130,
// the resume command printed), survives kill -9, resumes byte for byte (SPRT included), has its own report.html,
// and `tcglab report` recognises its folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ENV, FIX_DECKS, REPO, read, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-bench-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lines = (f: string): number => (existsSync(f) ? readFileSync(f, 'utf8').split('\n').length - 1 : 0);
const bench = ['bench-agents', '--game', 'fixture-race', '--decks', FIX_DECKS, '--agent', 'greedy', '--agent', 'random'];

/** Start a benchmark in the background; resolves its exit code (-1 when killed by a signal) and stderr. */
function start(args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<{ code: number; stderr: string }>((r) =>
    child.on('exit', (code, sig) => r({ code: sig ? -1 : (code ?? -1), stderr })),
  );
  return { child, exited };
}

async function waitForLines(file: string, n: number): Promise<void> {
  for (let t = 0; t < 1200 && lines(file) < n; t++) await sleep(25);
}

describe('bench-agents survives interruption', () => {
  const full = join(tmp, 'full');
  it('Ctrl-C: exit 130, the pairs so far written, the resume command printed; --resume completes it byte for byte', async () => {
    const args = [...bench, '--games', '1000', '--seed', 'int'];
    expect(tcglab([...args, '--workers', '1', '--out', full]).code).toBe(0);
    expect(readdirSync(full).sort()).toEqual(['bench.json', 'games.csv', 'report.html', 'report.txt', 'summary.csv']);
    const dir = join(tmp, 'sigint');
    const { child, exited } = start([...args, '--workers', '2', '--out', dir]);
    await waitForLines(join(dir, 'games.csv'), 41);
    child.kill('SIGINT');
    const { code, stderr } = await exited;
    expect(code).toBe(130);
    expect(stderr).toMatch(/stopping: finishing the pairs in flight/);
    expect(stderr).toMatch(
      new RegExp(
        `interrupted: \\d+ of 500 pairs written; continue with: tcglab bench-agents --resume ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    const j = JSON.parse(read(join(dir, 'bench.json')));
    expect(j.status).toBe('interrupted');
    const written = lines(join(dir, 'games.csv'));
    expect(written).toBeGreaterThan(40);
    expect(written).toBeLessThan(1001);
    expect(read(join(full, 'games.csv')).startsWith(read(join(dir, 'games.csv')))).toBe(true);
    expect(existsSync(join(dir, 'summary.csv'))).toBe(false);
    const res = tcglab(['bench-agents', '--resume', dir, '--workers', '1', '--json']);
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out).toMatchObject({ status: 'complete', pairs: 500, exitCode: 0 });
    expect(out.resumedFrom).toBe((written - 1) / 2);
    expect(read(join(dir, 'games.csv'))).toBe(read(join(full, 'games.csv')));
    expect(read(join(dir, 'summary.csv'))).toBe(read(join(full, 'summary.csv')));
  });

  it('kill -9 mid-write and a torn last line: --resume ends at the same SPRT stop, byte for byte', async () => {
    const args = [...bench, '--games', '4000', '--seed', 'sprt', '--sprt', 'elo0=150,elo1=250'];
    const whole = join(tmp, 'sprt-full');
    const a = tcglab([...args, '--workers', '2', '--out', whole]);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/SPRT elo0=150 elo1=250 .* after \d+ pairs: H[01] accepted/);
    const dir = join(tmp, 'sprt-killed');
    const { child, exited } = start([...args, '--workers', '2', '--out', dir]);
    await waitForLines(join(dir, 'games.csv'), 21);
    child.kill('SIGKILL');
    await exited;
    const size = statSync(join(dir, 'games.csv')).size;
    truncateSync(join(dir, 'games.csv'), size - 5); // a torn last line
    expect(JSON.parse(read(join(dir, 'bench.json'))).status).toBe('running');
    const res = tcglab(['bench-agents', '--resume', dir, '--workers', '1']);
    expect(res.code).toBe(0);
    expect(read(join(dir, 'games.csv'))).toBe(read(join(whole, 'games.csv')));
    expect(read(join(dir, 'summary.csv'))).toBe(read(join(whole, 'summary.csv')));
    expect(res.stdout.match(/SPRT.*/)![0]).toBe(a.stdout.match(/SPRT.*/)![0]);
    // A resume of a complete benchmark plays nothing and changes nothing.
    const again = tcglab(['bench-agents', '--resume', dir, '--json']);
    expect(again.code).toBe(0);
    expect(read(join(dir, 'games.csv'))).toBe(read(join(whole, 'games.csv')));
  });
});

describe('the bench folder', () => {
  it('report.html in the run report style; `tcglab report` rebuilds the reports from bench.json and games.csv', () => {
    const dir = join(tmp, 'full');
    const html = read(join(dir, 'report.html'));
    expect(html).toMatch(/<title>tcglab bench-agents — fixture-race<\/title>/);
    expect(html).toMatch(/--ink: #1a1a1a/); // the run report's stylesheet
    expect(html).toMatch(/<svg class="ibar"/);
    expect(html).toMatch(/<dt>Resume<\/dt><dd><code>tcglab bench-agents --resume /);
    const summary = read(join(dir, 'summary.csv'));
    rmSync(join(dir, 'summary.csv'));
    rmSync(join(dir, 'report.html'));
    const r = tcglab(['report', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/500 pairs \(complete\); wrote summary\.csv, report\.txt, report\.html/);
    expect(read(join(dir, 'summary.csv'))).toBe(summary);
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
  });

  it('without --out, a new folder under reports/ (never overwritten)', () => {
    const cwd = join(tmp, 'cwd');
    mkdirSync(cwd);
    const args = [...bench, '--games', '4', '--workers', '0'];
    expect(tcglab(args, { cwd }).code).toBe(0);
    expect(tcglab(args, { cwd }).code).toBe(0);
    const dirs = readdirSync(join(cwd, 'reports')).sort();
    expect(dirs).toHaveLength(2);
    expect(dirs[0]).toMatch(/^\d{4}-\d\d-\d\d-bench-fixture-race-bench$/);
    expect(dirs[1]).toMatch(/-bench-2$/);
  });

  it('bad resumes and reused folders exit 2 and write nothing', () => {
    const dir = join(tmp, 'full');
    const before = read(join(dir, 'games.csv'));
    const flags = tcglab(['bench-agents', '--resume', dir, '--seed', 'x', '--games', '8']);
    expect(flags.code).toBe(2);
    expect(flags.stderr).toMatch(/--resume takes the whole benchmark from .*bench\.json; drop --games, --seed/);
    const none = tcglab(['bench-agents', '--resume', tmp]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/is not a bench-agents folder \(no bench\.json\)/);
    const reuse = tcglab([...bench, '--games', '4', '--out', dir]);
    expect(reuse.code).toBe(2);
    expect(reuse.stderr).toMatch(/already holds a benchmark or a run/);
    expect(read(join(dir, 'games.csv'))).toBe(before);
  });

  it('an agent that fails in every game: exit 3, a warning, infinite Elo printed the same way everywhere', () => {
    const bot = `external:${process.execPath} ${join(REPO, 'test/fixtures/seat-one-crash.mjs')} --always`;
    const dir = join(tmp, 'errors');
    const r = tcglab([
      'bench-agents',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--agent',
      'random',
      '--agent',
      bot,
      '--games',
      '6',
      '--workers',
      '1',
      '--out',
      dir,
    ]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/warning: agent "external:.* --always" failed in every one of its 6 game\(s\)/);
    // A perfect record: every Elo bound that is infinite prints as +inf, never as a huge finite number.
    // (3 pairs: the pair-aware interval's t quantile on 2 degrees of freedom puts the lower bound below 0 Elo.)
    expect(r.stdout).toMatch(/\+inf \[[+-]\d+, \+inf\]/);
    // (Paths are cut out first: the temporary folder's random name may hold a dash and digits.)
    expect(r.stdout.split(tmp).join('<tmp>')).not.toMatch(/(?<![\w/])[+-]\d{4,}/);
    const summary = read(join(dir, 'summary.csv')).trim().split('\n');
    const cols = summary[0]!.split(',');
    expect(summary[1]!.split(',')[cols.indexOf('elo_high')]).toBe('inf');
    expect(read(join(dir, 'report.html'))).toMatch(/\+inf <span class="muted">\[[+-]\d+, \+inf\]/);
  });
});
