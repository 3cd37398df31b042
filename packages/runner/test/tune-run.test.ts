// runTune in-process on the fixture game: finds planted weak cards, resumes exactly, refuses bad input unwritten.
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PoolError, resolvePool } from '../src/tune/pool.js';
import { FieldError, resolveField } from '../src/tune/field.js';
import { TuneBudgetError } from '../src/tune/plan.js';
import { runTune } from '../src/tune/run.js';
import { TuneInputError, type TuneSpec } from '../src/tune/spec.js';
import { FIXTURES, deck, game } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'tcglab-tune-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const out = () => join(root, `run-${n++}`);
const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');
const TUNE = join(FIXTURES, 'tune');

function spec(over: Partial<TuneSpec> = {}, pool = [join(TUNE, 'pool.txt')]): TuneSpec {
  const p = resolvePool(game.cards, pool);
  const field = resolveField([join(FIXTURES, 'decks/fixture-race')]).map((e) => ({ ...deck(e.file), weight: e.weight }));
  return {
    game: 'fixture-race',
    deck: deck(join(TUNE, 'planted.txt')),
    field,
    pool: p.ids,
    poolDescription: p.description,
    swaps: 1,
    agents: ['random', 'random'],
    budget: { games: 4_000 },
    seed: 'tune',
    finalists: 3,
    confirmShare: 0.25,
    alpha: 0.05,
    ...over,
  };
}

const sorted = (cards: readonly string[]) => [...cards].sort().join(' ');

describe('runTune (in-process, fixture game)', () => {
  it('finds the two planted weak cards and swaps the original cards back in (budget 8,000 games)', async () => {
    const r = await runTune({ spec: spec({ swaps: 2, budget: { games: 8_000 } }), game, workers: 0, outDir: out() });
    expect(r.complete).toBe(true);
    expect(r.search!.stages.map((s) => s.accepted)).toEqual([true, true]);
    const original = game.parseDeck(readFileSync(join(TUNE, 'original.txt'), 'utf8'), 'original.txt');
    expect(sorted(r.search!.best)).toBe(sorted(original.cards));
    const best = game.parseDeck(read(r.dir, 'best-deck.txt'), 'best-deck.txt');
    expect(sorted(best.cards)).toBe(sorted(original.cards));
    expect(read(r.dir, 'best-deck.txt')).toMatch(/# swap 1: −One \+Nine: \+\d/);
    const csv = read(r.dir, 'tune.csv').trim().split('\n');
    expect(csv[0]).toMatch(/^stage,candidate,out_id,out_name,in_id,in_name,outcome,race_deals/);
    expect(csv.filter((l) => l.includes(',accepted,'))).toHaveLength(2);
    expect(csv.filter((l) => l.includes(',eliminated,')).every((l) => /race round \d\/\d: ranked \d+ of \d+/.test(l))).toBe(true);
    expect(read(r.dir, 'report.html')).toContain('<h2>Deck tuning</h2>');
    expect(r.notes.join(' ')).toMatch(/random agents: a card's value here is how the deck plays itself/);
    expect(r.gamesDone).toBeLessThanOrEqual(8_000);
  });

  it('best-deck.txt keeps every line within the 300 characters of a deck file line, the reproduce command wrapped between arguments', async () => {
    const far = join(FIXTURES, 'decks', 'a folder with spaces', "and a quote ' in it", 'x'.repeat(60));
    const s = spec({ fieldArgs: Array.from({ length: 6 }, (_, k) => `${far}/deck-${k}.txt@2`) });
    const r = await runTune({ spec: s, game, workers: 0, outDir: out() });
    const text = read(r.dir, 'best-deck.txt');
    const lines = text.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(300);
    expect(sorted(game.parseDeck(text, 'best-deck.txt').cards)).toBe(sorted(r.search!.best));
    const at = lines.indexOf('# tuned by:');
    const cmd = lines.slice(at + 1).filter((l) => l.startsWith('#   '));
    expect(cmd.slice(0, -1).every((l) => l.endsWith(' \\'))).toBe(true);
    const joined = cmd.map((l) => l.slice(4).replace(/ \\$/, '')).join(' ');
    expect(joined).toBe(JSON.parse(read(r.dir, 'tune.json')).reproduce);
    expect(joined.length).toBeGreaterThan(600);
  });

  it('an interrupted run resumed (after a torn last line) equals the uninterrupted run, byte for byte', async () => {
    const s = spec();
    const full = await runTune({ spec: s, game, workers: 0, outDir: out(), batchSize: 3 });
    const ac = new AbortController();
    const dir = out();
    const cut = await runTune({
      spec: s,
      game,
      workers: 0,
      outDir: dir,
      batchSize: 5,
      signal: ac.signal,
      onLogged: (g) => g > 1_500 && ac.abort(),
    });
    expect(cut.interrupted).toBe(true);
    expect(JSON.parse(read(dir, 'tune.json')).status).toBe('interrupted');
    expect(existsSync(join(dir, 'tune.csv'))).toBe(false);
    appendFileSync(join(dir, 'tune-units.csv'), '1,race,3,99,0,tune/tu'); // a write cut short by a kill
    const res = await runTune({ resumeDir: dir, game, workers: 0 });
    expect(res.complete).toBe(true);
    expect(res.resumedGames).toBeGreaterThan(1_500);
    for (const f of ['tune.csv', 'tune-units.csv', 'best-deck.txt']) expect(read(dir, f)).toBe(read(full.dir, f));
    // Resuming a complete run plays nothing and writes the same results.
    const again = await runTune({ resumeDir: dir, game, workers: 0 });
    expect(again.played).toBe(0);
    expect(read(dir, 'tune.csv')).toBe(read(full.dir, 'tune.csv'));
  });
});

describe('deck agents', () => {
  it('--pilot/--field-agent: the tuned deck keeps its agent in both seats (greedy beats a random field), and no random note', async () => {
    const seats = await runTune({ spec: spec({ budget: { games: 3_000 } }), game, workers: 0, outDir: out() });
    const piloted = await runTune({
      spec: spec({ budget: { games: 3_000 }, agents: ['random', 'random'], pilots: ['greedy', 'random'] }),
      game,
      workers: 0,
      outDir: out(),
    });
    const rate = (r: typeof seats) => r.search!.stages[0]!.incumbentRate!.mean;
    expect(rate(piloted)).toBeGreaterThan(rate(seats) + 0.1);
    expect(piloted.tuneJson.reproduce).toContain('--pilot greedy --field-agent random');
    expect(piloted.notes.join(' ')).not.toMatch(/random agents/);
    expect(read(piloted.dir, 'best-deck.txt')).toContain('# agents: the tuned deck piloted by greedy, the field by random');
  });
});

describe('a time budget', () => {
  it('is turned into games by a calibration, said to be unreproducible, and that games budget reproduces it exactly', async () => {
    const timed = await runTune({ spec: spec({ budget: { seconds: 1 } }), game, workers: 0, outDir: out() });
    expect(timed.complete).toBe(true);
    const games = timed.tuneJson.budgetGames;
    expect(games).toBeGreaterThan(300);
    expect(timed.notes.join(' ')).toMatch(
      new RegExp(`time budget 1s → ${games} games .* not reproducible across machines .* rerun with --budget ${games}`),
    );
    expect(timed.tuneJson.reproduce).toContain(`--budget ${games}`);
    const again = await runTune({ spec: spec({ budget: { games } }), game, workers: 0, outDir: out() });
    for (const f of ['tune.csv', 'tune-units.csv', 'best-deck.txt']) expect(read(again.dir, f)).toBe(read(timed.dir, f));
  });
});

describe('bad input is refused before anything is written', () => {
  const refused = async (s: TuneSpec, err: new (...a: never[]) => Error, msg: RegExp, explicit?: ReadonlySet<string>) => {
    const dir = out();
    await expect(runTune({ spec: s, game, workers: 0, outDir: dir, ...(explicit ? { explicitPool: explicit } : {}) })).rejects.toSatisfy(
      (e: unknown) => e instanceof err && msg.test((e as Error).message),
    );
    expect(existsSync(dir)).toBe(false);
  };

  it('an unknown card, an unknown set, an unplayable card, an empty pool', () => {
    expect(() => resolvePool(game.cards, ['Nine,Sevn'])).toThrow(PoolError);
    expect(() => resolvePool(game.cards, ['Nine,Sevn'])).toThrow(/unknown card "Sevn"; nearest: Seven/);
    expect(() => resolvePool(game.cards, ['set:FX-9'])).toThrow(/unknown set "FX-9"; known sets: FX-1, FX-2/);
    expect(() => resolvePool(game.cards, ['Unfinished'])).toThrow(/Unfinished \(wip\) cannot be played \(its ability is not written\)/);
    expect(() => resolvePool(game.cards, [])).toThrow(/no --pool/);
    expect(() => resolvePool(game.cards, [' , '])).toThrow(/no card named/);
  });

  it('a field that names nothing or a bad weight', () => {
    expect(() => resolveField([])).toThrow(FieldError);
    expect(() => resolveField([join(FIXTURES, 'decks/fixture-race/alpha.txt@-2')])).toThrow(/weight must be a positive number/);
    expect(() => resolveField([join(root, 'nope.txt')])).toThrow(/does not exist/);
    const w = resolveField([`${join(FIXTURES, 'decks/fixture-race/alpha.txt')}@3,${join(FIXTURES, 'decks/fixture-race/beta.txt')}`]);
    expect(w.map((e) => e.weight)).toEqual([3, 1]);
  });

  it('a card named on the command line that no swap can put in the deck (an illegal deck after the swap)', async () => {
    // The planted deck holds 4 Fours: a fifth is over the copy limit whatever leaves.
    const p = resolvePool(game.cards, ['Four']);
    await refused(
      spec({ pool: p.ids }),
      TuneInputError,
      /Four cannot be swapped into strong \(planted\): every swap gives an illegal deck \(5 copies of Four; at most 4/,
      p.explicit,
    );
  });

  it('--swap-out limits the cards that may leave, and must name a card of the deck', async () => {
    const r = await runTune({ spec: spec({ swapOut: ['c1'], budget: { games: 3_000 } }), game, workers: 0, outDir: out() });
    expect(new Set(r.search!.stages[0]!.candidates.map((c) => c.candidate.out))).toEqual(new Set(['c1']));
    expect(r.tuneJson.reproduce).toContain('--swap-out c1');
    await refused(spec({ swapOut: ['c5'] }), TuneInputError, /--swap-out Five: strong \(planted\) holds no copy of it/);
  });

  it('a pool whose every swap is illegal, and a budget below the minimum (which it names)', async () => {
    await refused(
      spec({ pool: resolvePool(game.cards, ['Four,Three']).ids }),
      TuneInputError,
      /no legal swap: every swap of the pool into strong \(planted\) gives an illegal deck/,
    );
    await refused(
      spec({ budget: { games: 100 } }),
      TuneBudgetError,
      /a budget of 100 games is too small for 16 candidate swaps .* it needs at least \d+ games/,
    );
    await refused(spec({ finalists: 0 }), TuneInputError, /--finalists must be an integer/);
  });
});
