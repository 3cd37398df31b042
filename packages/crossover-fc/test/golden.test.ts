// Golden replay: one seeded random game's readable log and final checksum. A rules change shows up as a
// reviewable diff. Regenerate only on purpose (never in CI): pnpm golden:update
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hex32, Prng } from '@tcglab/core';
import { game } from '../src/index.js';

const FILE = new URL('./golden/skies-vs-bulwark-seed-golden.txt', import.meta.url);
const deck = (n: string) =>
  game.parseDeck(readFileSync(new URL(`../../../decks/crossover-fc/${n}.txt`, import.meta.url), 'utf8'), `${n}.txt`);

function play(): string {
  const s = game.newGame({
    decks: [deck('skies'), deck('bulwark')],
    shuffleSeeds: ['golden/0', 'golden/1'],
    engineSeed: 'golden',
    startWinner: 0,
  });
  game.setLogging!(s, true);
  const rng = new Prng('golden/agents');
  const legal = new Int32Array(game.maxLegalActions);
  const lines: string[] = [`# golden replay skies vs bulwark: seed golden, random vs random, engine ${game.version}`, ...game.drainLog!(s)];
  while (!game.isTerminal(s)) {
    const n = game.legalActions(s, legal);
    const a = legal[rng.int(n)]!;
    lines.push(`P${game.currentPlayer(s) + 1}> ${game.actionToString(s, a)}`);
    game.applyAction(s, a);
    for (const l of game.drainLog!(s)) lines.push(`    ${l}`);
  }
  const r = game.result(s);
  lines.push(`result: winner ${r.winner} (${r.reason}), turn ${game.turn(s)}, checksum ${hex32(game.checksum(s))}`);
  return lines.join('\n') + '\n';
}

describe('crossover-fc golden replay', () => {
  it('skies vs bulwark, seed golden, random agents: same log and checksum', () => {
    const text = play();
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(FILE, text);
    if (!existsSync(FILE)) throw new Error(`missing golden file ${FILE.pathname}: create it on purpose with pnpm golden:update`);
    expect(text).toBe(readFileSync(FILE, 'utf8'));
  });
});
