#!/usr/bin/env python3
"""Train a linear softmax policy (numpy, REINFORCE with a running baseline) against tcglab's `random` agent on
the nine historical Duel Masters decks, and print its win rate as it climbs.

    PYTHONPATH=python python3 examples/python/train_linear.py --iterations 30 --out examples/python/linear_policy.npz

Each iteration plays `--batch` games per env (16 envs stepped together, all deck pairs and both seat orders in
turn, the learner in seat 0, the opponent inside the server) and takes one gradient step. The win rate printed
per iteration is that of the sampling policy on those games, with a 95% Wilson interval; the last line evaluates
the greedy policy (argmax) on fresh games.
"""
import argparse
import math
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))
sys.path.insert(0, HERE)

from linear_policy import LinearPolicy  # noqa: E402
from tcglab_env import TcgVectorEnv  # noqa: E402

DECKS = os.path.join(ROOT, "decks", "duel-masters", "historical")


def wilson(wins, n, z=1.96):
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def play(env, policy, rng, games, greedy=False, learn=None):
    """Play until `games` games have finished; returns (wins, draws, finished, trajectories)."""
    n = env.num_envs
    obs, infos = env.reset() if env.last is None else ({"observation": env.last.obs, "action_mask": env.last.mask,
                                                         "action_features": env.last.action_features}, None)
    traj = [[] for _ in range(n)]
    done_traj = []
    wins = draws = finished = 0
    while finished < games:
        actions = np.zeros(n, dtype=np.int64)
        for j in range(n):
            m = int(obs["action_mask"][j].sum())
            feats = obs["action_features"][j, :m]
            p = policy.probs(obs["observation"][j], feats)
            k = int(np.argmax(p)) if greedy else int(rng.choice(m, p=p))
            actions[j] = k
            if learn is not None:
                traj[j].append((obs["observation"][j].copy(), feats.copy(), k))
        obs, rewards, term, trunc, infos = env.step(actions)
        for j in np.flatnonzero(term | trunc):
            finished += 1
            wins += rewards[j] > 0
            draws += rewards[j] == 0
            if learn is not None:
                done_traj.append((traj[j], float(rewards[j])))
            traj[j] = []
    return wins, draws, finished, done_traj


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--iterations", type=int, default=30)
    ap.add_argument("--batch", type=int, default=64, help="games per iteration")
    ap.add_argument("--envs", type=int, default=16)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--eval-games", type=int, default=400)
    ap.add_argument("--out", default=os.path.join(HERE, "linear_policy.npz"))
    args = ap.parse_args()

    rng = np.random.default_rng(args.seed)
    env = TcgVectorEnv(game="duel-masters", decks=[DECKS], num_envs=args.envs, agents=(None, "random"), seed=args.seed)
    policy = LinearPolicy(env.session, seed=args.seed)
    env.reset(seed=args.seed)
    baseline = 0.0
    t0 = time.time()
    print("iteration  games  win rate  95% interval     steps/s")
    for it in range(1, args.iterations + 1):
        t = time.time()
        wins, draws, n, trajs = play(env, policy, rng, args.batch, learn=True)
        steps = sum(len(tr) for tr, _ in trajs)
        gw = np.zeros_like(policy.w)
        gU = np.zeros_like(policy.U)
        for tr, reward in trajs:
            adv = reward - baseline
            for obs, feats, k in tr:
                dw, dU = policy.grad_log_prob(obs, feats, k)
                gw += adv * dw
                gU += adv * dU
        baseline = 0.9 * baseline + 0.1 * float(np.mean([r for _, r in trajs]))
        policy.w += args.lr * gw / len(trajs)
        policy.U += args.lr * gU / len(trajs)
        score = wins + 0.5 * draws
        lo, hi = wilson(score, n)
        print("%9d  %5d  %7.1f%%  [%5.1f%%, %5.1f%%]  %7.0f" % (it, n, 100 * score / n, 100 * lo, 100 * hi, steps / (time.time() - t)))
        sys.stdout.flush()
    policy.save(args.out)
    env.close()
    # Fresh games (another seed) with the greedy policy.
    ev = TcgVectorEnv(game="duel-masters", decks=[DECKS], num_envs=args.envs, agents=(None, "random"), seed=args.seed + 1000)
    ev.reset(seed=args.seed + 1000)
    wins, draws, n, _ = play(ev, policy, rng, args.eval_games, greedy=True)
    ev.close()
    score = wins + 0.5 * draws
    lo, hi = wilson(score, n)
    print("greedy policy vs random, %d fresh games: %.1f%% [%.1f%%, %.1f%%]  (%.0f s in all; weights in %s)"
          % (n, 100 * score / n, 100 * lo, 100 * hi, time.time() - t0, args.out))


if __name__ == "__main__":
    main()
