import { readFileSync, readdirSync } from 'node:fs';
import { game } from '/work/main/packages/crossover-fc/dist/index.js';
import { Prng } from '@tcglab/core';
const dir = '/work/main/decks/crossover-fc/';
const decks = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => game.parseDeck(readFileSync(dir + f, 'utf8'), f));
const legal = new Int32Array(game.maxLegalActions);
for (let i = 0; i < 20; i++) {
  const s = game.newGame({ decks: [decks[i % 4], decks[(i + 1) % 4]], shuffleSeeds: [`a${i}`, `b${i}`], engineSeed: `e${i}`, startWinner: i % 2 });
  game.setLogging(s, true);
  const r = new Prng(`r${i}`);
  while (!game.isTerminal(s)) { const n = game.legalActions(s, legal); const a = legal[r.int(n)];
    const c = game.clone(s); const txt = game.actionToString(s, a);
    try { game.applyAction(s, a); } catch (e) { console.log('game', i, txt); console.log(game.describe(c)); console.log(s.log.slice(-30).join('\n')); console.log(JSON.stringify({step:s.step, dec:s.decision, dm:s.dmStage, cr:s.crStage, crLen:s.crLen, tr:s.trLen, ta:s.trActive, res:s.resolving, ch:s.chLen})); process.exit(1);} 
    game.drainLog(s);
  }
}
