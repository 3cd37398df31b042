#!/usr/bin/env python3
"""Steps per second from Python: uniformly random legal actions, both seats played from Python.

    PYTHONPATH=python python3 examples/python/bench_env.py --envs 1 64 --steps 40000
    taskset -c 0 python3 examples/python/bench_env.py ...   # one core for Python and the server together
    python3 examples/python/bench_env.py --no-features ...  # observation and mask only (open act=false)

A step is one decision of one game (the vector env steps `envs` games per request). Prints, per batch size,
wall-clock steps/s, and steps per CPU-second of Python and the server together (their user + system time, read
from /proc): what one dedicated core would give, also on a busy machine where the wall clock measures the load
(printed: the 1-minute load average before and after).
"""
import argparse
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

from tcglab_env import TcgVectorEnv  # noqa: E402


def cpu_seconds(pid=None):
    """User + system CPU seconds of this process (pid None) or of another one (Linux /proc)."""
    if pid is None:
        t = os.times()
        return t.user + t.system
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="duel-masters")
    ap.add_argument("--decks", default=None, help="deck folder (default decks/<game>, historical for Duel Masters)")
    ap.add_argument("--envs", type=int, nargs="+", default=[1, 64])
    ap.add_argument("--steps", type=int, default=40000)
    ap.add_argument("--no-features", action="store_true",
                    help="no action-feature rows (observation and legal-action mask only)")
    args = ap.parse_args()
    decks = args.decks or os.path.join(ROOT, "decks", args.game, "historical" if args.game == "duel-masters" else "")
    rng = np.random.default_rng(0)
    for n in args.envs:
        load0 = os.getloadavg()[0]
        with TcgVectorEnv(game=args.game, decks=[decks], num_envs=n, agents=(None, None),
                          action_features=not args.no_features) as env:
            env.reset(seed=1)
            for _ in range(max(1, 2000 // n)):  # warm-up (JIT, caches)
                env.step(env.sample_actions(rng))
            server = env.conn._proc.pid
            steps = games = 0
            t = time.perf_counter()
            py0, srv0 = cpu_seconds(), cpu_seconds(server)
            while steps < args.steps:
                _, _, term, trunc, _ = env.step(env.sample_actions(rng))
                steps += n
                games += int((term | trunc).sum())
            dt = time.perf_counter() - t
            py, srv = cpu_seconds() - py0, cpu_seconds(server) - srv0
            cpu = py + srv
        print("%s  %3d envs%s: %8.0f steps/s wall, %8.0f steps per CPU-second (%d steps, %d games, %.1f s wall, "
              "%.2f s CPU: Python %.2f, server %.2f; per step Python %.1f us, server %.1f us; load %.1f-%.1f)"
              % (args.game, n, " (no features)" if args.no_features else "", steps / dt, steps / cpu, steps, games, dt,
                 cpu, py, srv, py / steps * 1e6, srv / steps * 1e6, load0, os.getloadavg()[0]))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
