// End to end (built JS): bad or huge input files and flags fail at once with one clear line and exit 2, and
// nothing is written — deck, spec and position files are read with size and line caps, strictly.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIX_DECKS, REPO, read, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-input-'));
const cwd = join(tmp, 'cwd');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
beforeAll(() => mkdirSync(cwd));

const ALPHA = join(FIX_DECKS, 'alpha.txt');
const BETA = join(FIX_DECKS, 'beta.txt');
const file = (name: string, content: string | Buffer): string => {
  const f = join(tmp, name);
  writeFileSync(f, content);
  return f;
};
const sim = (args: string[]) =>
  tcglab(['sim', '--game', 'fixture-race', '--games', '4', '--workers', '0', '--out', join(tmp, 'never'), ...args], { cwd });

/** Nothing was written: no --out folder, no reports/ in the working directory. */
function nothingWritten(): void {
  expect(existsSync(join(tmp, 'never'))).toBe(false);
  expect(existsSync(join(cwd, 'reports')) ? readdirSync(join(cwd, 'reports')) : []).toEqual([]);
}

describe('deck files are read with caps', () => {
  it.each([
    [
      'a 10 MB one-line file',
      () => file('big.txt', Buffer.alloc(10 * 1024 * 1024, 'a')),
      /big\.txt: 10\.0 MB is more than a deck file may hold \(256 KB\)/,
    ],
    [
      'a 200 KB line',
      () => file('line.txt', 'x'.repeat(200_000)),
      /line\.txt:1: the line is 200,000 characters long; a deck file line may have at most 300/,
    ],
    ['50,000 lines', () => file('lines.txt', '#\n'.repeat(50_000)), /lines\.txt: more than 2,000 lines/],
    [
      '50,000 distinct unknown names',
      () => file('names.txt', Array.from({ length: 50_000 }, (_, i) => `1 C${i}`).join('\n')),
      /names\.txt: 429 KB is more than a deck file may hold/,
    ],
    [
      'binary data',
      () => file('bin.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2, 0xff, 0xfe, 10, 65])),
      /bin\.txt: not a text deck file \(binary data or not UTF-8\)/,
    ],
    ['invalid UTF-8', () => file('latin1.txt', Buffer.from('4 Nine\n4 Caf\xe9\n', 'latin1')), /latin1\.txt: not a text deck file/],
    [
      'a huge count',
      () => file('count.txt', '99999999999999999999 Nine\n'),
      /count\.txt:1: count 99999999999999999999 is more than any deck holds/,
    ],
  ])('sim refuses %s before parsing it all, exit 2', (_what, make, msg) => {
    // No wall-clock bound (a timed test fails on a loaded machine): the message names the cap that stopped
    // the read, and reading the whole input (minutes, before) would run past the test timeout.
    const r = sim(['--deck', make(), '--deck', ALPHA]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.length).toBeLessThan(500);
    nothingWritten();
  });

  it('deck validate lists at most 20 problems of a file of unknown names and counts the rest', () => {
    const f = file('unknown.txt', Array.from({ length: 1500 }, (_, i) => `1 Nonesuch ${i}`).join('\n'));
    const r = tcglab(['deck', 'validate', '--game', 'fixture-race', f]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(21);
    expect(lines[0]).toMatch(/^BAD .*unknown\.txt:1: unknown card "Nonesuch 0"; nearest: /);
    expect(r.stderr).toMatch(/… and 1480 more unknown card\(s\)/);
  });

  it('deck validate says "not a text deck file" for binary input and does not echo it', () => {
    const r = tcglab(['deck', 'validate', '--game', 'fixture-race', file('bin2.txt', Buffer.alloc(4096, 0))]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^BAD .*bin2\.txt: not a text deck file/);
    expect(r.stderr.split('\n').length).toBe(2);
  });

  it('problems of many bad decks are listed at most 20 lines, the rest counted', () => {
    const files = Array.from({ length: 30 }, (_, i) => file(`bad-${String(i).padStart(2, '0')}.txt`, 'Nonesuch\n'));
    const r = sim(files.flatMap((f) => ['--deck', f]));
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n').length).toBeLessThanOrEqual(23);
    expect(r.stderr).toMatch(/… and \d+ more/);
    nothingWritten();
  });
});

describe('decks on the command line', () => {
  it('--decks nowhere says there is no such folder', () => {
    const r = tcglab(['sim', '--decks', join(tmp, 'nowhere'), '--out', join(tmp, 'never')], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^tcglab: no such deck folder: .*nowhere\n$/);
    nothingWritten();
  });
  it('a missing --deck file is named', () => {
    const r = sim(['--deck', join(tmp, 'missing.txt'), '--deck', ALPHA]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no such deck file or folder: .*missing\.txt/);
  });
  it('an empty deck given first: the game comes from the other decks and the empty one is named', () => {
    const empty = file('empty.txt', '');
    const r = tcglab(['sim', '--deck', empty, '--deck', ALPHA, '--out', join(tmp, 'never')], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/empty\.txt: the deck lists no cards/);
    expect(r.stderr).not.toMatch(/no game/);
    nothingWritten();
  });
  it('a bare `tcglab sim a.txt b.txt` plays deck a against deck b', () => {
    const out = join(tmp, 'bare');
    const r = tcglab(['sim', ALPHA, BETA, '--games', '2', '--workers', '0', '--quiet', '--out', out], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(existsSync(join(out, 'games.csv'))).toBe(true);
  });
  it('a deck file given where a spec file is expected is named as such', () => {
    const r = tcglab(['sim', join(tmp, 'nope.txt')], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no such deck file or folder/);
  });
});

describe('spec files are bounded and strict', () => {
  const spec = (name: string, body: string | Buffer) => file(name, body);
  const good = JSON.stringify({ game: 'fixture-race', decks: FIX_DECKS, games: 2, seed: 3 });
  it('a byte-order mark is accepted, as in deck files', () => {
    const out = join(tmp, 'bom');
    const r = tcglab(['sim', spec('bom.json', '\ufeff' + good), '--workers', '0', '--quiet', '--out', out], { cwd });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
  it.each([
    ['an unknown field', '{"gamez": 4}', /unknown field "gamez"; known: name, game, decks/],
    ['a string where a number goes', '{"games": "many"}', /"games" must be an integer; got "many"/],
    ['a list of numbers as decks', '{"decks": [1, 2]}', /"decks" must be a string or a list of strings/],
    [
      'a huge games count',
      '{"game": "fixture-race", "decks": "DECKS", "games": 1e20}',
      /--games 100000000000000000000 is more than 100,000,000/,
    ],
    ['not JSON', 'games: 4', /not valid JSON/],
    ['a JSON array', '[1]', /expected a JSON object/],
  ])('%s is refused', (_what, body, msg) => {
    const r = tcglab(['sim', spec('s.json', body.replace('DECKS', FIX_DECKS.replace(/\\/g, '/'))), '--out', join(tmp, 'never')], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    nothingWritten();
  });
  it('binary and oversized spec files are refused before parsing', () => {
    const bin = tcglab(['sim', spec('bin.json', Buffer.from([0, 1, 2, 3]))], { cwd });
    expect(bin.code).toBe(2);
    expect(bin.stderr).toMatch(/bin\.json: not a text spec file/);
    const big = tcglab(['sim', spec('big.json', `{"description": "${'x'.repeat(2 * 1024 * 1024)}"}`)], { cwd });
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/big\.json: 2\.0 MB is more than a spec file may hold \(1\.0 MB\)/);
    nothingWritten();
  });
});

describe('flags are bounded', () => {
  it.each([
    [['--games', '99999999999999999999'], /--games 99999999999999999999 is more than 100,000,000/],
    [['--games', '1e3'], /--games must be an integer ≥ 1; got "1e3"/],
    [['--games', '0x10'], /--games must be an integer/],
    [['--turn-limit', '99999999999'], /--turn-limit 99999999999 is more than/],
  ])('sim %j', (args, msg) => {
    const r = sim([...args, '--decks', FIX_DECKS]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    nothingWritten();
  });
  it('--workers above the core count is refused without --force (sim, bench-agents, perf)', () => {
    const n = String(availableParallelism() + 1);
    const cores = new RegExp(`--workers ${n} is more than this machine's ${availableParallelism()} core.*pass --force`);
    for (const args of [
      ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--out', join(tmp, 'never')],
      ['bench-agents', '--game', 'fixture-race', '--decks', FIX_DECKS, '--agents', 'random,greedy', '--out', join(tmp, 'never')],
      ['perf', '--game', 'fixture-race', '--decks', FIX_DECKS],
    ]) {
      const r = tcglab([...args, '--workers', n], { cwd });
      expect(r.code, args[0]).toBe(2);
      expect(r.stderr).toMatch(cores);
    }
    nothingWritten();
  });
  it('--workers above the games to play is clamped, with a note (--force past the cores)', () => {
    const n = String(availableParallelism() + 2);
    const r = tcglab(
      [
        'sim',
        '--game',
        'fixture-race',
        '--deck',
        ALPHA,
        '--deck',
        BETA,
        '--games',
        '2',
        '--workers',
        n,
        '--force',
        '--quiet',
        '--out',
        join(tmp, 'clamped'),
      ],
      { cwd },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`note: --workers ${n}: only 2 game\\(s\\) to play, so 2 worker thread\\(s\\)`));
    expect(JSON.parse(read(join(tmp, 'clamped/run.json'))).workers).toBe(2);
    // Resuming the finished run plays nothing, so there is nothing to clamp and no note.
    const again = tcglab(['sim', '--resume', join(tmp, 'clamped'), '--quiet'], { cwd });
    expect(again.code).toBe(0);
    expect(again.stderr).not.toMatch(/--workers/);
  });
  it.each([
    ['an empty --seed', '', /--seed must not be empty/],
    ['a newline in --seed', 'a\nb', /--seed holds a control character \(a newline or a tab\?\); got "a\\nb"/],
    ['a 201-character --seed', 'x'.repeat(201), /--seed is 201 characters long; a seed has at most 200/],
  ])('%s is refused by sim, bench-agents, play and perf', (_what, seed, msg) => {
    for (const args of [
      ['sim', '--game', 'fixture-race', '--decks', FIX_DECKS, '--workers', '0', '--out', join(tmp, 'never')],
      [
        'bench-agents',
        '--game',
        'fixture-race',
        '--decks',
        FIX_DECKS,
        '--agents',
        'random,greedy',
        '--workers',
        '0',
        '--out',
        join(tmp, 'never'),
      ],
      ['play', '--game', 'fixture-race', '--deck', ALPHA, '--deck', BETA],
      ['perf', '--game', 'fixture-race', '--decks', FIX_DECKS, '--games', '4', '--workers', '0'],
    ]) {
      const r = tcglab([...args, '--seed', seed], { cwd });
      expect(r.code, args[0]).toBe(2);
      expect(r.stderr, args[0]).toMatch(msg);
      expect(r.stdout, args[0]).toBe('');
    }
    nothingWritten();
  });
  it('a spec file seed is checked the same way', () => {
    const spec = file('seed-nl.json', JSON.stringify({ game: 'fixture-race', decks: FIX_DECKS, games: 4, seed: 'a\nb' }));
    const r = tcglab(['sim', spec, '--out', join(tmp, 'never')], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the spec file's "seed" holds a control character/);
    nothingWritten();
  });
  it('--resume of a folder that is not a run exits 2, as replay does', () => {
    const r = tcglab(['sim', '--resume', tmp], { cwd });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a run folder \(no run\.json\)/);
    const p = tcglab(['replay', '--run', tmp, '--game', '0'], { cwd });
    expect(p.code).toBe(2);
    expect(p.stderr).toMatch(/is not a run folder \(no run\.json\)/);
  });
});

describe('position files are as strict as spec files', () => {
  const base = {
    game: 'duel-masters',
    turn: 3,
    step: 'main',
    players: [
      { deck: ['dm01-012', 'dm01-012'], shields: ['dm01-012'], battle: [{ card: 'dm01-097', tapped: false }] },
      { deck: ['dm01-012', 'dm01-012'], shields: ['dm01-012'] },
    ],
  };
  const pos = (name: string, v: unknown, prefix = '') => file(name, prefix + JSON.stringify(v));
  it('the documented example and a position with a byte-order mark load', () => {
    expect(tcglab(['scenario', 'run', join(REPO, 'docs/examples/s-trigger.json')]).code).toBe(0);
    const r = tcglab(['scenario', 'legal', pos('bom-pos.json', base, '\ufeff')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
  it.each([
    ['an unknown top-level field', { ...base, stpe: 'main' }, /unknown field "stpe"; known: game, seed, turn/],
    [
      '"tapped": "yes"',
      { ...base, players: [{ ...base.players[0], battle: [{ card: 'dm01-097', tapped: 'yes' }] }, base.players[1]] },
      /players\[0\]\.battle\[0\]\.tapped must be true or false; got "yes"/,
    ],
    [
      'an unknown player field',
      { ...base, players: [{ ...base.players[0], graveyrd: [] }, base.players[1]] },
      /players\[0\]: unknown field "graveyrd"/,
    ],
    ['a step that does not exist', { ...base, step: 'combat' }, /step must be "charge" or "main" or "attack"; got "combat"/],
    ['three players', { ...base, players: [base.players[0], base.players[1], base.players[1]] }, /players must be an array of 2; got 3/],
    [
      'a number as a card',
      { ...base, players: [{ ...base.players[0], hand: [12] }, base.players[1]] },
      /players\[0\]\.hand\[0\] must be a string; got 12/,
    ],
  ])('%s is refused with its path', (_what, v, msg) => {
    const r = tcglab(['scenario', 'run', pos('p.json', v)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stdout).toBe('');
  });
  /** The first JSON position in a game's rules document (its ## Positions section), without its actions. */
  const documented = (doc: string): Record<string, unknown> => {
    const text = read(join(REPO, doc));
    const block = /## Positions[\s\S]*?```json\n([\s\S]*?)```/.exec(text)?.[1];
    if (!block) throw new Error(`${doc}: no JSON position under ## Positions`);
    const { actions: _actions, ...pos } = JSON.parse(block) as Record<string, unknown>;
    return pos;
  };
  it.each([
    ['divine-cross', 'docs/rules/divine-cross.md', ['main', 'damage'], '200', /players\[0\]\.main\.damage must be /],
    ['crossover-fc', 'docs/rules/crossover-fc.md', ['field', 1, 'tapped'], 'yes', /players\[0\]\.field\[1\]\.tapped must be true or false/],
  ] as const)('%s: the documented position loads; unknown fields and wrong types are refused with their path', (id, doc, at, bad, msg) => {
    const ok = documented(doc);
    expect(ok.game).toBe(id);
    const loaded = tcglab(['scenario', 'legal', pos(`${id}-doc.json`, ok)]);
    expect(loaded.stderr).toBe('');
    expect(loaded.code).toBe(0);
    const unknown = tcglab(['scenario', 'legal', pos(`${id}-unknown.json`, { ...ok, stpe: 'main' })]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown field "stpe"; known: game, seed, turn/);
    const wrong = structuredClone(ok) as { players: Record<string | number, unknown>[] };
    let node: Record<string | number, unknown> = wrong.players[0]!;
    for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
    node[at[at.length - 1]!] = bad;
    const typed = tcglab(['scenario', 'legal', pos(`${id}-typed.json`, wrong)]);
    expect(typed.code).toBe(2);
    expect(typed.stderr).toMatch(msg);
    expect(typed.stdout).toBe('');
  });
  it('binary and oversized position files are refused before parsing', () => {
    const bin = tcglab(['scenario', 'run', file('pos.bin', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))]);
    expect(bin.code).toBe(2);
    expect(bin.stderr).toMatch(/not a text position file/);
    const big = tcglab(['scenario', 'run', file('big-pos.json', `{"game":"duel-masters","x":"${'y'.repeat(5 * 1024 * 1024)}"}`)]);
    expect(big.code).toBe(2);
    expect(big.stderr).toMatch(/is more than a position file may hold \(4\.0 MB\)/);
  });
});
