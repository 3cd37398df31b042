// What the runner's bench scripts share: the bundled decks of a game as a random-vs-random round-robin spec (what
// `tcglab perf` plays), and the CPU seconds of every thread of this process.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The decks in decks/<gameId>/ (sorted by file name), as the runner's spec wants them. */
export function bundledDecks(gameId) {
  const folder = new URL(`../../../decks/${gameId}/`, import.meta.url).pathname;
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.txt'))
    .sort();
  return files.map((f) => ({ name: f.replace(/\.txt$/, ''), file: join(folder, f), text: readFileSync(join(folder, f), 'utf8') }));
}

/** A round robin of the bundled decks between random agents, at least `games` games (an even number per pair). */
export function randomSpec(gameId, games) {
  const decks = bundledDecks(gameId);
  const pairs = (decks.length * (decks.length - 1)) / 2;
  let per = Math.ceil(games / pairs);
  per += per % 2;
  return { game: gameId, decks, agents: ['random', 'random'], gamesPerPair: per, seed: 'perf', pairing: 'round-robin' };
}

/** utime + stime of every thread of this process (/proc/self/task), in seconds, by thread id. */
export function threadCpu() {
  const m = new Map();
  for (const id of readdirSync('/proc/self/task')) {
    try {
      const f = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      const r = f.slice(f.lastIndexOf(')') + 2).split(' ');
      m.set(id, (Number(r[11]) + Number(r[12])) / 100); // USER_HZ
    } catch {}
  }
  return m;
}
