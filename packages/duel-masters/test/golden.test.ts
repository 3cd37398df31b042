// Golden replays: a few seeded random games whose full logs and final checksums are stored in test/golden/.
// Any rules change that alters them shows up as a reviewable diff. Regenerate ONLY on purpose:
//   UPDATE_GOLDEN=1 npx vitest run packages/duel-masters/test/golden.test.ts   (or: pnpm golden:update)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hex32, playGame, type Agent } from '@tcglab/core';
import { describe, expect, it } from 'vitest';
import { game } from '../src/game.js';

const DECKS = new URL('../../../decks/duel-masters/', import.meta.url);
const CASES = [
  { name: 'fire-rush-vs-water-blockers', decks: ['fire-rush.txt', 'water-blockers.txt'], seed: 'golden-1' },
  { name: 'light-guardians-vs-darkness-slayers', decks: ['light-guardians.txt', 'darkness-slayers.txt'], seed: 'golden-2' },
  { name: 'nature-beasts-vs-fire-rush', decks: ['nature-beasts.txt', 'fire-rush.txt'], seed: 'golden-3' },
];

function replay(c: (typeof CASES)[number]): string {
  const decks = c.decks.map((f) => game.parseDeck(readFileSync(new URL(f, DECKS), 'utf8'), f));
  const lines: string[] = [`# golden replay ${c.name}: seed ${c.seed}, random vs random, engine ${game.version}`];
  // The uniform random policy (the same as @tcglab/agents' RandomAgent), kept here so the engine's tests
  // depend on nothing but core.
  const random: Agent = { name: 'random', act: (ctx) => ctx.legal[ctx.rng.int(ctx.count)]! };
  const agents: [Agent, Agent] = [random, random];
  const rec = playGame({
    game,
    config: {
      decks: [decks[0]!, decks[1]!],
      shuffleSeeds: [`${c.seed}/0`, `${c.seed}/1`],
      engineSeed: c.seed,
      startWinner: 0,
    },
    agents,
    agentSeeds: [`${c.seed}/agent/0`, `${c.seed}/agent/1`],
    options: {
      onAction: (p, _a, text, events) => {
        lines.push(`P${p}> ${text}`);
        for (const e of events) lines.push(`   ${e}`);
      },
    },
  });
  lines.push(
    `# result: winner ${rec.winner}, reason ${rec.reason}, turns ${rec.turns}, decisions ${rec.decisions}, checksum ${hex32(rec.checksum)}`,
  );
  return lines.join('\n') + '\n';
}

describe('golden replays', () => {
  for (const c of CASES) {
    it(`${c.name} replays exactly as stored`, () => {
      const file = new URL(`golden/${c.name}.log`, import.meta.url);
      const now = replay(c);
      if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(file)) {
        if (process.env['CI'] && !existsSync(file)) throw new Error(`missing golden file ${file.pathname}`);
        writeFileSync(file, now);
      }
      expect(now).toBe(readFileSync(file, 'utf8'));
    });
  }
});
