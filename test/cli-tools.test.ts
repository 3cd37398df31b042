// End to end (built JS): play, replay, deck validate, cards, scenario, perf on the fixture game.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIX, FIX_DECKS, tcglab } from './helpers.js';

const tmp = mkdtempSync(join(tmpdir(), 'tcglab-e2e-tools-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('play and replay', () => {
  it('play prints every action with card names; --json is machine-readable; it is game 0 of a run with the same seed', () => {
    const args = [
      'play',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      join(FIX_DECKS, 'beta.txt'),
      '--seed',
      '5',
      '--agents',
      'random,random',
    ];
    const t = tcglab(args);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/^T +\d+ seat \d: play (Nine|Eight|Two|One|Five|Six|Four|Three) \(c\d\)$/m);
    expect(t.stdout).toMatch(/result: (seat \d \((alpha|beta)\) wins|draw) by \w/);
    const j = JSON.parse(tcglab([...args, '--json']).stdout);
    expect(j.actions.length).toBe(j.result.decisions);
    const sim = tcglab([
      'sim',
      '--game',
      'fixture-race',
      '--deck',
      join(FIX_DECKS, 'alpha.txt'),
      '--deck',
      join(FIX_DECKS, 'beta.txt'),
      '--seed',
      '5',
      '--games',
      '2',
      '--workers',
      '1',
      '--out',
      join(tmp, 'p'),
      '--quiet',
    ]);
    expect(sim.code).toBe(0);
    const row0 = readFileSync(join(tmp, 'p/games.csv'), 'utf8').split('\n')[1] ?? '';
    expect(row0.split(',')[13]).toBe(j.result.checksum);
    const r = tcglab(['replay', '--run', join(tmp, 'p'), '--game', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ok: checksum [0-9a-f]{8} matches games.csv/);
    const out = tcglab(['replay', '--run', join(tmp, 'p'), '--game', '2']);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/this run has games 0..1/);
  });
});

describe('deck validate', () => {
  it('accepts good decks and names file and line of bad ones, exit 1', () => {
    const ok = tcglab(['deck', 'validate', '--game', 'fixture-race', FIX_DECKS]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/ok {2}.*alpha\.txt: alpha, 16 cards/);
    const bad = tcglab(['deck', 'validate', '--game', 'fixture-race', join(FIX_DECKS, 'alpha.txt'), join(FIX, 'bad/typo.txt')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/BAD .*typo\.txt:3: unknown card "Eigth"/);
    // The game comes from the folder decks/<game>/ when --game is absent.
    expect(tcglab(['deck', 'validate', join(FIX_DECKS, 'beta.txt')]).code).toBe(0);
    const unknown = tcglab(['deck', 'validate', join(FIX, 'bad/typo.txt')]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/cannot tell the game; pass --game/);
  });
});

describe('cards', () => {
  it('show resolves ids and names and suggests near names; coverage counts per set', () => {
    expect(tcglab(['cards', 'show', 'Nine', '--game', 'fixture-race']).stdout).toMatch(/^Nine \(c9\), set FX-1: playable/);
    const miss = tcglab(['cards', 'show', 'Nien', '--game', 'fixture-race']);
    expect(miss.code).toBe(2);
    expect(miss.stderr).toMatch(/nearest: Nine/);
    const cov = JSON.parse(tcglab(['cards', 'coverage', '--game', 'fixture-race', '--json']).stdout);
    expect(cov.total).toEqual({ total: 12, playable: 11, unsupported: 1 });
    expect(cov.sets.map((s: { set: string }) => s.set)).toEqual(['FX-1', 'FX-2']);
    expect(tcglab(['cards', 'coverage', '--game', 'fixture-race']).stdout).toMatch(/total\s+12\s+11\s+1\s+91\.7%/);
  });
});

describe('scenario', () => {
  let posFiles = 0;
  const pos = (actions: string[]) => {
    const f = join(tmp, `pos-${actions.length}-${posFiles++}.json`);
    writeFileSync(
      f,
      JSON.stringify({
        game: 'fixture-race',
        hands: [['c9', 'c8', 'c1'], ['c2']],
        decks: [['c3'], ['c4']],
        scores: [5, 0],
        toAct: 0,
        actions,
      }),
    );
    return f;
  };
  it('applies actions by exact text or unique prefix and prints the state or JSON', () => {
    const r = tcglab(['scenario', 'run', pos(['play Nine (c9)', 'play Eig']), '--json']);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ status: 'over', winner: 0, reason: 'score', turn: 1, toAct: -1, legal: [] });
    expect(j.state.scores).toEqual([22, 0]);
    const legal = tcglab(['scenario', 'legal', pos([])]);
    expect(legal.stdout.trim().split('\n')).toEqual(['end turn', 'play Nine (c9)', 'play Eight (c8)', 'play One (c1)']);
    expect(tcglab(['scenario', 'run', pos(['end turn'])]).stdout).toMatch(/turn 2, seat 1 to act/);
  });
  it('an action matching none or several legal actions is an error listing the legal ones', () => {
    const none = tcglab(['scenario', 'run', pos(['play Seven'])]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(
      /action 1: "play Seven" matches no legal action; the legal actions are:\n {2}end turn\n {2}play Nine \(c9\)/,
    );
    const many = tcglab(['scenario', 'run', pos(['play'])]);
    expect(many.code).toBe(2);
    expect(many.stderr).toMatch(/"play" matches 3 legal actions/);
  });
  it('a CrossOver position starts at setup, and --json prints its state (docs/positions.md)', () => {
    const f = join(tmp, 'co-setup.json');
    const deck = [...Array<string>(7).fill('sx-011'), ...Array<string>(5).fill('sx-010')];
    const players = [{ deck }, { deck }];
    writeFileSync(f, JSON.stringify({ game: 'crossover-fc', phase: 'setup', startWinner: 1, players, actions: ['choose to go second'] }));
    const r = tcglab(['scenario', 'run', f, '--json']);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ status: 'ongoing', toAct: 0, legal: ['keep the hand', 'mulligan'] });
    expect(j.state).toMatchObject({ game: 'crossover-fc', step: 'setup: mulligans', firstPlayer: 0, startWinner: 1, toAct: 0 });
    expect(j.state.players[0].hand).toEqual(Array<string>(7).fill('sx-011'));
    expect(j.state.players[0].deck).toEqual(Array<string>(5).fill('sx-010'));
  });
});

describe('perf', () => {
  it('prints games/s and decisions/s as JSON', () => {
    const r = tcglab([
      'perf',
      '--game',
      'fixture-race',
      '--decks',
      FIX_DECKS,
      '--games',
      '200',
      '--workers',
      '1',
      '--repeat',
      '2',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ game: 'fixture-race', workers: 1, repeat: 2, games: 204, failed: 0 });
    expect(j.gamesPerSecond).toBeGreaterThan(0);
    expect(j.decisionsPerSecond).toBeGreaterThan(j.gamesPerSecond);
    // The first written batch comes after the pool's start-up, within the run; games are written after it.
    expect(j.firstBatchSecondsMedian).toBeGreaterThan(0);
    expect(j.firstBatchSecondsMedian).toBeLessThanOrEqual(j.secondsMedian);
    expect(j.gamesPerSecondAfterFirstBatch).toBeGreaterThan(0);
  });
});
