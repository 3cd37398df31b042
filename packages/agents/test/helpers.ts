// Test helpers: decision contexts and mid-game states of the fixture game, and paired games between two agent specs.
import { AgentError, deriveSeed, playGame, Prng, type Agent, type DecisionContext, type Game, type GameConfig } from '@tcglab/core';
import { createAgent } from '../src/index.js';
import { miniDeck, miniGame, type MiniState } from './fixtures/mini-shields.js';

export const flatDeck = miniDeck('flat', [4, 4, 4, 4, 4]);

export function miniConfig(i: number): GameConfig {
  return {
    decks: [flatDeck, flatDeck],
    shuffleSeeds: [`t/${i}/0`, `t/${i}/1`],
    engineSeed: `t/${i}/e`,
    startWinner: (i % 2) as 0 | 1,
  };
}

/** Game `i` of the fixture game between `spec` (seat 0) and `greedy` (seat 1), agent streams from run seed `run`. */
export function playAgainstGreedy(spec: string, i: number, run: number) {
  return playGame({
    game: miniGame,
    config: miniConfig(i),
    agents: [createAgent(spec) as Agent<MiniState>, createAgent('greedy') as Agent<MiniState>],
    agentSeeds: [deriveSeed(run, i, 0), deriveSeed(run, i, 1)],
  });
}

/** A's score over `pairs` deals, each played twice with the agents' seats swapped. */
export function pairedScore(a: string, b: string, pairs: number): { score: number; games: number; errors: number } {
  let score = 0;
  let games = 0;
  let errors = 0;
  for (let i = 0; i < pairs; i++) {
    for (const aSeat of [0, 1]) {
      const A = createAgent(a) as Agent<MiniState>;
      const B = createAgent(b) as Agent<MiniState>;
      const agents: [Agent<MiniState>, Agent<MiniState>] = aSeat === 0 ? [A, B] : [B, A];
      const r = playGame({
        game: miniGame,
        config: miniConfig(i),
        agents,
        agentSeeds: [deriveSeed(7, i, aSeat, 0), deriveSeed(7, i, aSeat, 1)],
      });
      if (r.reason === 'agent-error') errors++;
      score += r.winner === -1 ? 0.5 : r.winner === aSeat ? 1 : 0;
      games++;
    }
  }
  return { score, games, errors };
}

/** A decision context over a fixed state, as the match loop builds it (peek refused). */
export function ctxFor(s: MiniState, seed: string, game: Game<MiniState> = miniGame): DecisionContext<MiniState> {
  const legal = new Int32Array(game.maxLegalActions);
  const count = game.legalActions(s, legal);
  const player = game.currentPlayer(s);
  return {
    game,
    player,
    legal,
    count,
    rng: new Prng(seed),
    turn: game.turn(s),
    decision: 0,
    view: () => game.view(s, player),
    sample: (rng) => {
      const c = game.clone(s);
      game.determinize(c, player, rng);
      return c;
    },
    actionToString: (a) => game.actionToString(s, a),
    peek: () => {
      throw new AgentError('no peeking');
    },
  };
}

/** A mid-game state: 18 random actions from a fresh game (fewer if it ends). */
export function midGame(i: number): MiniState {
  const s = miniGame.newGame(miniConfig(i));
  const rng = new Prng(`mid/${i}`);
  const legal = new Int32Array(miniGame.maxLegalActions);
  for (let k = 0; k < 18 && !miniGame.isTerminal(s); k++) miniGame.applyAction(s, legal[rng.int(miniGame.legalActions(s, legal))]!);
  return s;
}

/**
 * The first 30 mid-game states (midGame) whose decision has a choice (two or more legal actions), each with its index,
 * a context seeded `${tag}/${i}`, and `fresh` for another context of the same decision (a second agent's, or the same
 * seed after `s` has moved on).
 */
export function* choiceDecisions(
  tag: string,
): Generator<{ s: MiniState; i: number; c: DecisionContext<MiniState>; fresh: () => DecisionContext<MiniState> }> {
  for (let i = 0; i < 30; i++) {
    const s = midGame(i);
    if (miniGame.isTerminal(s)) continue;
    const fresh = () => ctxFor(s, `${tag}/${i}`);
    const c = fresh();
    if (c.count < 2) continue;
    yield { s, i, c, fresh };
  }
}
