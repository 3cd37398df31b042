// Generic conformance fuzz for any Game: the same checks for all three games (OpenSpiel RandomSimTest style).
import type { Game, GameConfig } from './contract.js';
import { Prng } from './rng.js';

export interface ConformanceOptions {
  /** Number of random games. */
  readonly games: number;
  /** Config of game i (decks, seeds). */
  readonly config: (i: number) => GameConfig;
  /**
   * Re-check the clone replay every `cloneEvery` actions (1 = after every action); a game with `cloneInto` is
   * checked the same way through one reused state (copied into from every game, of every deal).
   */
  readonly cloneEvery?: number;
  /** Check that views are JSON-serialisable and actionToString is non-empty every `viewEvery` actions. */
  readonly viewEvery?: number;
  /** Also run determinize on a clone every `determinizeEvery` actions and check conservation on it. */
  readonly determinizeEvery?: number;
  /**
   * Check every `uniqueActionTextsEvery` decisions (1 = at every decision; absent or 0 = never) that no two
   * legal actions have the same `actionToString` text, so a position file, a log or an external bot can name
   * each one. A game turns it on in its conformance test.
   */
  readonly uniqueActionTextsEvery?: number;
}

export interface ConformanceReport {
  readonly games: number;
  readonly actions: number;
  readonly reasons: Record<string, number>;
  readonly maxDecisions: number;
}

/**
 * Play `games` random games. After each action: a clone taken before the action, given the same action,
 * reaches the same checksum (so does a state reused through `cloneInto`, when the game has it); card counts
 * per player are conserved; legal actions are non-empty until the end (and, with `uniqueActionTextsEvery`,
 * their texts pairwise distinct); every game ends within its decision bound; replaying the same seed gives
 * the same checksum; `determinizeInto` (where the game has it) gives what clone + determinize give. Throws an Error naming the game index, decision and check that failed.
 */
export function runConformance<S>(game: Game<S>, opts: ConformanceOptions): ConformanceReport {
  const legal = new Int32Array(game.maxLegalActions);
  const reasons: Record<string, number> = {};
  let actions = 0;
  let maxDecisions = 0;
  const cloneEvery = opts.cloneEvery ?? 1;
  const viewEvery = opts.viewEvery ?? 17;
  const detEvery = opts.determinizeEvery ?? 13;
  const textEvery = opts.uniqueActionTextsEvery ?? 0;
  const texts = new Map<string, number>();
  let reused: S | undefined;
  let sampled: S | undefined;
  for (let g = 0; g < opts.games; g++) {
    const cfg = opts.config(g);
    const where = (n: number, what: string) => `${game.id} conformance game ${g} (engine seed ${cfg.engineSeed}), decision ${n}: ${what}`;
    const s = game.newGame(cfg);
    const rng = new Prng(`conformance/${cfg.engineSeed}`);
    const total0 = game.cardCount(s, 0);
    const total1 = game.cardCount(s, 1);
    const trail: number[] = [];
    let n = 0;
    while (!game.isTerminal(s)) {
      const count = game.legalActions(s, legal);
      if (count <= 0) throw new Error(where(n, 'no legal actions before the game ended'));
      if (textEvery > 0 && n % textEvery === 0) {
        const dup = duplicateText(game, s, legal, count, texts);
        if (dup) throw new Error(where(n, dup));
      }
      const a = legal[rng.int(count)]!;
      if (n % viewEvery === 0) {
        const text = game.actionToString(s, a);
        if (!text) throw new Error(where(n, `empty actionToString for ${a}`));
        JSON.stringify(game.view(s, game.currentPlayer(s)));
      }
      if (n % detEvery === 0) {
        const d = game.clone(s);
        game.determinize(d, game.currentPlayer(s), new Prng(`det/${g}/${n}`));
        if (game.cardCount(d, 0) !== total0 || game.cardCount(d, 1) !== total1) {
          throw new Error(where(n, 'determinize changed the card counts'));
        }
        if (game.determinizeInto) {
          // Twice from the same state (an engine may remember what every sample of it shares), each equal to
          // cloneInto + determinize with the same draws.
          for (let k = 0; k < 2; k++) {
            const seed = `det/${g}/${n}/${k}`;
            sampled = game.determinizeInto(s, sampled ?? game.clone(s), game.currentPlayer(s), new Prng(seed));
            const e = game.clone(s);
            game.determinize(e, game.currentPlayer(s), new Prng(seed));
            if (game.checksum(sampled) !== game.checksum(e)) throw new Error(where(n, 'determinizeInto differs from clone + determinize'));
          }
        }
      }
      const c = n % cloneEvery === 0 ? game.clone(s) : undefined;
      const into = c && game.cloneInto ? (reused = game.cloneInto(s, reused ?? game.clone(s))) : undefined;
      game.applyAction(s, a);
      trail.push(a);
      if (c) {
        game.applyAction(c, a);
        if (game.checksum(c) !== game.checksum(s)) throw new Error(where(n, `clone diverged after action ${a}`));
      }
      if (into) {
        game.applyAction(into, a);
        if (game.checksum(into) !== game.checksum(s)) throw new Error(where(n, `cloneInto diverged after action ${a}`));
      }
      if (game.cardCount(s, 0) !== total0 || game.cardCount(s, 1) !== total1) {
        throw new Error(where(n, `card count changed: ${game.cardCount(s, 0)}/${game.cardCount(s, 1)}, expected ${total0}/${total1}`));
      }
      n++;
      actions++;
      if (n > game.maxDecisions) throw new Error(where(n, `did not end within ${game.maxDecisions} decisions`));
    }
    maxDecisions = Math.max(maxDecisions, n);
    const r = game.result(s);
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
    // Determinism: the same config and actions give the same final state.
    const again = game.newGame(cfg);
    for (const a of trail) game.applyAction(again, a);
    if (game.checksum(again) !== game.checksum(s)) throw new Error(where(n, 'replaying the same seed diverged'));
  }
  return { games: opts.games, actions, reasons, maxDecisions };
}

/** The first two of the `count` legal actions whose texts are equal, described, or undefined when all differ. */
function duplicateText<S>(game: Game<S>, s: S, legal: Int32Array, count: number, texts: Map<string, number>): string | undefined {
  texts.clear();
  for (let k = 0; k < count; k++) {
    const a = legal[k]!;
    const text = game.actionToString(s, a);
    const other = texts.get(text);
    if (other !== undefined) return `legal actions ${other} and ${a} have the same text "${text}"`;
    texts.set(text, a);
  }
  return undefined;
}
