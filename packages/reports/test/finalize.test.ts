// finalizeRun and the streaming reader: files written, CSV round trips, clear errors for bad folders.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finalizeRun } from '../src/finalize.js';
import { CsvRecordSplitter, splitCsvRecord } from '../src/csv-stream.js';
import { parseCsv, GAME_COLUMNS } from '../src/game-row.js';
import { readGamesCsv } from '../src/games-reader.js';
import { SUMMARY_COLUMNS, summaryTable } from '../src/summary.js';
import { ROWS, gamesCsv, row, runFolder, tempDir } from './fixtures.js';
import { parseRunInfo } from '../src/run-info.js';
import { Aggregator } from '../src/aggregator.js';

describe('streaming CSV', () => {
  const tricky = 'a,"b, with comma","multi\nline ""quoted""",\r\n1,2,3,4\n"",x,"",\n';
  it('splits records exactly like the whole-text parser, whatever the chunking', () => {
    const expected = parseCsv(tricky).filter((r) => !(r.length === 1 && r[0] === ''));
    for (const size of [1, 2, 3, 7, 1000]) {
      const got: [string[], number][] = [];
      const s = new CsvRecordSplitter((f, line) => got.push([f, line]));
      for (let i = 0; i < tricky.length; i += size) s.push(tricky.slice(i, i + size));
      s.end('t.csv');
      expect(got.map((g) => g[0])).toEqual(expected);
      expect(got.map((g) => g[1])).toEqual([1, 3, 4]);
    }
  });
  it('keeps empty fields', () => {
    expect(splitCsvRecord('a,,b,')).toEqual(['a', '', 'b', '']);
    expect(splitCsvRecord('"",x')).toEqual(['', 'x']);
  });
  it('rejects an unterminated quote naming the line', () => {
    const s = new CsvRecordSplitter(() => {});
    s.push('a,b\n"open,c\n');
    expect(() => s.end('t.csv')).toThrow('t.csv:2: unterminated quoted field');
  });
  it('reads games.csv rows back unchanged, agent errors with commas and newlines included', async () => {
    const dir = tempDir();
    const rows = [...ROWS, row({ game: 12, pair: 3, deck_0: 'A "quoted", deck', deck_1: 'B', first: 0, winner: 1, turns: 3, reason: 'agent-error', agent_error: 'threw: bad\naction, 7' })];
    writeFileSync(join(dir, 'games.csv'), gamesCsv(rows));
    const got: unknown[] = [];
    const n = await readGamesCsv(join(dir, 'games.csv'), (r) => got.push(r));
    expect(n).toBe(rows.length);
    expect(got).toEqual(rows);
  });
});

describe('finalizeRun', () => {
  it('writes every report file with the documented columns', async () => {
    const dir = runFolder();
    const res = await finalizeRun(dir);
    expect(res.games).toBe(12);
    for (const f of ['summary.csv', 'matrix.csv', 'matrix-wide.csv', 'decks.csv', 'cards.csv']) expect(existsSync(join(dir, f))).toBe(true);
    const summary = parseCsv(readFileSync(join(dir, 'summary.csv'), 'utf8'));
    expect(summary[0]).toEqual([...SUMMARY_COLUMNS]);
    expect(summary).toHaveLength(4);
    const fw = Object.fromEntries(summary[0]!.map((c, i) => [c, summary[1]![i]]));
    expect(fw).toMatchObject({ deck_a: 'Fire', deck_b: 'Water', games: '8', a_wins: '5', b_wins: '2', draws: '1', a_win_rate: '0.6875', a_win_low: '0.3558', a_win_high: '0.8976', mirror: '0' });
    const wide = parseCsv(readFileSync(join(dir, 'matrix-wide.csv'), 'utf8'));
    expect(wide).toEqual([
      ['deck', 'Fire', 'Earth', 'Water'],
      ['Fire', '', '', '0.6875'],
      ['Earth', '', '', '0.5'],
      ['Water', '0.3125', '0.5', ''],
    ]);
    const decks = parseCsv(readFileSync(join(dir, 'decks.csv'), 'utf8'));
    const fire = Object.fromEntries(decks[0]!.map((c, i) => [c, decks[1]![i]]));
    expect(fire).toMatchObject({ rank: '1', deck: 'Fire', games: '8', wins: '5', losses: '2', draws: '1', win_rate: '0.6875', win_low: '0.3558', win_high: '0.8976', opponents: '1', mean_matchup_rate: '0.6875', mirror_games: '0', pilot: 'random' });
    // Pair-aware: Fire's 4 deals score 2, 1.5, 1, 1 points; CR1 variance 4/3 · 0.6875 / 64 against 0.6875·0.3125/8 for
    // independent games: design effect 0.5333, effective sample 15 games, Wilson there with t(0.975, 3) = 3.182446.
    expect(Number(fire.win_pair_low)).toBeCloseTo(0.3081, 4);
    expect(Number(fire.win_pair_high)).toBeCloseTo(0.9157, 4);
    for (const d of decks.slice(1).map((r) => Object.fromEntries(decks[0]!.map((c, i) => [c, r[i]])))) {
      expect(Number(d.rank_low)).toBeLessThanOrEqual(Number(d.rank));
      expect(Number(d.rank_high)).toBeGreaterThanOrEqual(Number(d.rank));
    }
    for (const f of ['metagame.csv', 'deck-order.csv']) expect(existsSync(join(dir, f))).toBe(true);
  });
  it('counts failed games from errors.csv per pair', async () => {
    const dir = runFolder();
    writeFileSync(join(dir, 'errors.csv'), 'game,pair,seed,error\n40,0,s,"boom, bang"\n41,0,s,x\n42,9,s,y\n');
    const res = await finalizeRun(dir);
    expect(res.failures).toBe(3);
    expect(res.summary[0]!.failed).toBe(2);
    expect(res.summary[1]!.failed).toBe(0);
  });
  it('works without run.json and warns about a broken one', async () => {
    const bare = await finalizeRun(runFolder(ROWS, null));
    expect(bare.games).toBe(12);
    expect(bare.cards.find((c) => c.card === 'f3')).toBeUndefined();
    const dir = runFolder();
    writeFileSync(join(dir, 'run.json'), '{ not json');
    const res = await finalizeRun(dir);
    expect(res.warnings.join('\n')).toMatch(/run\.json: not valid JSON/);
  });
  it('reads the runner\'s run.json: deck A from `pairs`, deck texts parsed by the game, names from its pool', async () => {
    const run = {
      format: 'tcglab-run/1',
      spec: {
        game: 'duel-masters',
        seed: '7',
        decks: [
          { name: 'Fire', file: 'fire.txt', text: '2 f1\n1 f2\n1 f3\n' },
          { name: 'Water', file: 'water.txt', text: '1 w1\n1 w2\n' },
          { name: 'Earth', file: 'earth.txt', text: 'bad line' },
        ],
        agents: ['random', 'greedy'],
        gamesPerPair: 8,
        pairing: 'round-robin',
      },
      pairs: [{ pair: 0, deck_a: 'Water', deck_b: 'Fire' }, { pair: 1, deck_a: 'Water', deck_b: 'Earth' }, { pair: 2, deck_a: 'Earth', deck_b: 'Earth' }],
      status: 'complete',
    };
    const game = {
      parseDeck(text: string, file: string) {
        if (text.startsWith('bad')) throw new Error(`${file}:1: not a deck line`);
        const cards = text.trim().split('\n').flatMap((l) => Array.from({ length: Number(l.split(' ')[0]) }, () => l.split(' ')[1]!));
        return { game: 'duel-masters', name: file, file, cards, meta: {} };
      },
      cards: { all: () => [], resolve: (id: string) => (id === 'f3' ? { id, name: 'Flame Three', playable: true, set: 'X', data: null } : undefined), suggest: () => [] },
    };
    const dir = runFolder(ROWS, run);
    const res = await finalizeRun(dir, { game });
    expect(res.summary[0]).toMatchObject({ deck_a: 'Water', deck_b: 'Fire', a_wins: 2, b_wins: 5, draws: 1 });
    expect(res.summary[0]!.a_win_rate).toBe(2.5 / 8);
    expect(res.cards.find((c) => c.deck === 'Fire' && c.card === 'f3')).toMatchObject({ copies: 1, drawn: 0 });
    expect(res.warnings.join('\n')).toMatch(/deck "Earth" in run\.json: earth\.txt:1: not a deck line/);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('Flame Three');
    expect(html).toContain('random vs greedy');
    expect(html).toContain('<dt>pairing</dt><dd>round-robin</dd>');
  });
  it('fails clearly for a folder without games.csv', async () => {
    const dir = tempDir();
    await expect(finalizeRun(dir)).rejects.toThrow(/no games\.csv/);
  });
  it('names the file and line of a malformed row', async () => {
    const dir = runFolder();
    const lines = readFileSync(join(dir, 'games.csv'), 'utf8').split('\n');
    lines[3] = lines[3]!.replace(/^2,/, 'two,');
    writeFileSync(join(dir, 'games.csv'), lines.join('\n'));
    await expect(finalizeRun(dir)).rejects.toThrow(`${join(dir, 'games.csv')}:4: column game must be an integer, got "two"`);
    writeFileSync(join(dir, 'games.csv'), lines.slice(0, 3).join('\n') + '\n1,2,3\n');
    await expect(finalizeRun(dir)).rejects.toThrow(`games.csv:4: 3 fields, expected ${GAME_COLUMNS.length}`);
    writeFileSync(join(dir, 'games.csv'), lines.slice(0, 3).join('\n') + '\n' + lines[2] + '\n');
    await expect(finalizeRun(dir)).rejects.toThrow('games.csv:4: game 1 appears twice');
    writeFileSync(join(dir, 'games.csv'), lines.slice(0, 3).join('\n') + '\n' + lines[3]!.slice(0, 30));
    await expect(finalizeRun(dir)).rejects.toThrow(/games\.csv:4: \d+ fields, expected 23 .*; the last line is cut short/);
    writeFileSync(join(dir, 'games.csv'), 'wrong,header\n');
    await expect(finalizeRun(dir)).rejects.toThrow(/games\.csv:1: unexpected header/);
  });
});

describe('run.json and the terminal table', () => {
  it('reads anything without throwing, keeping only what it understands', () => {
    for (const junk of [null, 3, 'x', [], { spec: 5 }, { spec: { decks: 'no', agents: 7 }, pairs: [{ pair: 'a' }], versions: [1] }]) {
      const r = parseRunInfo(junk);
      expect(r.decks).toEqual([]);
      expect(r.pairs).toEqual([]);
    }
    expect(parseRunInfo({ spec: { agents: [{ name: 'mcts' }, 'random'] }, command: ['tcglab', 'sim'] })).toMatchObject({ agents: ['mcts', 'random'], command: 'tcglab sim' });
  });
  it('prints one line per pair with the record, the pair-aware interval and the Wilson interval, labelled', () => {
    const agg = new Aggregator();
    for (const r of ROWS) agg.add(r);
    const rows = agg.summaryRows();
    const lines = summaryTable(rows).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/A win%\s+pair-aware 95%\s+Wilson 95%/);
    const pr = (x: number) => (100 * x).toFixed(1);
    expect([pr(rows[0]!.a_win_pair_low), pr(rows[0]!.a_win_pair_high)]).toEqual(['30.8', '91.6']);
    expect(lines[1]).toMatch(/^0\s+Fire\s+Water\s+8\s+5-2-1\s+68\.8%\s+\[30\.8%, 91\.6%\]\s+\[35\.6%, 89\.8%\]\s+81\.3%\s+7$/);
  });
});
