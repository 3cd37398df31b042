// rollout@1 (ISMCTS with rollouts played by MAST or a hand-made policy) and the Duel Masters playout policy (Game.playoutAction).
import { describe, expect, it } from 'vitest';
import { playGame, Prng, type Agent, type DecisionContext, type Game } from '@tcglab/core';
import type { DMState } from '@tcglab/duel-masters';
import { createAgent, RandomAgent, RolloutMctsAgent } from '../src/index.js';
import { REAL_GAMES, realDeal } from './real-games.js';

const DM = REAL_GAMES[0]!;

/** Wraps an agent and checks that every answer is one of the decision's legal actions. */
class LegalCheck implements Agent {
  illegal = 0;
  decisions = 0;
  constructor(readonly inner: Agent) {}
  get name(): string {
    return this.inner.name;
  }
  act(ctx: DecisionContext): number {
    const a = this.inner.act(ctx);
    this.decisions++;
    let ok = false;
    for (let i = 0; i < ctx.count; i++) if (ctx.legal[i] === a) ok = true;
    if (!ok) this.illegal++;
    return a;
  }
}

function play(g: (typeof REAL_GAMES)[number], spec: string, i: number): { checksum: number; reason: string; check: LegalCheck } {
  const check = new LegalCheck(createAgent(spec));
  const r = playGame({
    game: g.game,
    config: realDeal(g, 'rollout', i),
    agents: i % 2 ? [new RandomAgent(), check] : [check, new RandomAgent()],
    agentSeeds: [`a/${i}`, `b/${i}`],
  });
  return { checksum: r.checksum, reason: r.reason, check };
}

describe('rollout@1', () => {
  it('builds from its spec with its defaults', () => {
    const a = createAgent('rollout@1');
    expect(a).toBeInstanceOf(RolloutMctsAgent);
    expect((a as RolloutMctsAgent).deterministic).toBe(true);
    expect(a.name).toBe('rollout@1');
    expect((createAgent('rollout@1:ms=5') as RolloutMctsAgent).deterministic).toBe(false);
    expect(() => createAgent('rollout@1:iters=4,ms=5')).toThrow(/iters= or ms=/);
  });

  it('plays only legal actions in Duel Masters and finishes its games', () => {
    for (let i = 0; i < 4; i++) {
      const { reason, check } = play(DM, i % 2 ? 'rollout@1:iters=6' : 'rollout@1:iters=6,rollout=policy', i);
      expect(reason).not.toBe('agent-error');
      expect(check.decisions).toBeGreaterThan(5);
      expect(check.illegal).toBe(0);
    }
  });

  it('is deterministic with iters= (the same seeds give the same game), for every rollout policy', () => {
    for (const spec of [
      'rollout@1:iters=6,rollout=policy,eps=0.2,eval=1',
      'rollout@1:iters=6',
      'rollout@1:iters=6,rollout=random',
      'rollout@1:iters=6,expand=mast',
    ]) {
      for (let i = 0; i < 2; i++) {
        const a = play(DM, spec, i);
        const b = play(DM, spec, i);
        expect(a.reason).not.toBe('agent-error');
        expect(a.check.illegal).toBe(0);
        expect(a.checksum).toBe(b.checksum);
      }
    }
    // The policy matters: random rollouts play another game on the same deal.
    const differs = [0, 1, 2].some(
      (i) => play(DM, 'rollout@1:iters=6', i).checksum !== play(DM, 'rollout@1:iters=6,rollout=random', i).checksum,
    );
    expect(differs).toBe(true);
  });

  it('falls back to random rollouts in games without a hand-made policy, and says so', () => {
    for (const g of REAL_GAMES.slice(1)) {
      const { reason, check } = play(g, 'rollout@1:iters=4,rollout=policy', 0);
      expect(reason).not.toBe('agent-error');
      expect(check.illegal).toBe(0);
      expect((check.inner as RolloutMctsAgent).fellBack).toBe(true);
    }
    expect((play(DM, 'rollout@1:iters=2,rollout=policy', 0).check.inner as RolloutMctsAgent).fellBack).toBe(false);
    // MAST needs no game knowledge: it runs everywhere without falling back.
    const mast = play(REAL_GAMES[1]!, 'rollout@1:iters=4', 0);
    expect(mast.check.illegal).toBe(0);
    expect((mast.check.inner as RolloutMctsAgent).fellBack).toBe(false);
  });
});

describe('the Duel Masters rollout policy', () => {
  it('answers a legal action at every decision of random games, and declares S-Triggers, charges, summons', () => {
    const game = DM.game as Game<DMState>;
    const legal = new Int32Array(game.maxLegalActions);
    const rng = new Prng('policy');
    let decisions = 0;
    let charges = 0;
    let summons = 0;
    for (let i = 0; i < 12; i++) {
      const s = game.newGame(realDeal(DM, 'policy', i));
      for (let k = 0; k < 3000 && !game.isTerminal(s); k++) {
        const count = game.legalActions(s, legal);
        const a = count === 1 ? legal[0]! : game.playoutAction!(s, legal, count, rng);
        if (count > 1) {
          decisions++;
          expect(Array.from(legal.subarray(0, count))).toContain(a);
          let trig = -1;
          let charge = false;
          for (let j = 0; j < count; j++) {
            if (legal[j]! >= 7000 && legal[j]! < 7256) trig = legal[j]!;
            if (legal[j]! >= 1000 && legal[j]! < 2000) charge = true;
          }
          if (trig >= 0) expect(a).toBeGreaterThanOrEqual(7000);
          if (charge && s.mana[s.active]!.length < 7) expect(a >= 1000 && a < 2000).toBe(true);
          if (a >= 1000 && a < 2000) charges++;
          if (a >= 2000 && a < 3000) summons++;
        }
        game.applyAction(s, a);
      }
      expect(game.isTerminal(s)).toBe(true);
    }
    expect(decisions).toBeGreaterThan(200);
    expect(charges).toBeGreaterThan(30);
    expect(summons).toBeGreaterThan(30);
  });
});
