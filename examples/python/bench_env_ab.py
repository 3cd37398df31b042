#!/usr/bin/env python3
"""Compare env servers request by request: each step request goes to every server in turn, from one Python process.

    PYTHONPATH=python taskset -c 0 python3 examples/python/bench_env_ab.py \\
        --server "node /tmp/base/packages/cli/dist/bin.js env --stdio" --server "node packages/cli/dist/bin.js env --stdio"

On a shared machine the load changes from one run of bench_env.py to the next by more than most changes gain; stepped
in turn (in alternating order), the servers see the same load. Prints, per server, the CPU time per step of Python
(its calls for that server) and of the server process, and the wall-clock steps/s of its requests.
"""
import argparse
import os
import shlex
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

from bench_env import cpu_seconds  # noqa: E402
from tcglab_env import TcgVectorEnv  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--server", action="append", required=True, help="a command that runs `tcglab env --stdio` (twice or more)")
    ap.add_argument("--game", default="duel-masters")
    ap.add_argument("--decks", default=None, help="deck folder (default decks/<game>, historical for Duel Masters)")
    ap.add_argument("--envs", type=int, default=64)
    ap.add_argument("--requests", type=int, default=500, help="step requests per server")
    args = ap.parse_args()
    decks = args.decks or os.path.join(ROOT, "decks", args.game, "historical" if args.game == "duel-masters" else "")
    envs = [TcgVectorEnv(game=args.game, decks=[decks], num_envs=args.envs, agents=(None, None), server=shlex.split(s))
            for s in args.server]
    rngs = [np.random.default_rng(0) for _ in envs]
    try:
        for e in envs:
            e.reset(seed=1)
        for _ in range(max(1, 2000 // args.envs)):  # warm-up (JIT, caches)
            for e, r in zip(envs, rngs):
                e.step(e.sample_actions(r))
        py = [0.0] * len(envs)
        wall = [0.0] * len(envs)
        srv0 = [cpu_seconds(e.conn._proc.pid) for e in envs]
        load0 = os.getloadavg()[0]
        for i in range(args.requests):
            for k in range(len(envs)) if i % 2 == 0 else reversed(range(len(envs))):
                e = envs[k]
                actions = e.sample_actions(rngs[k])
                t, c = time.perf_counter(), time.process_time()
                e.step(actions)
                py[k] += time.process_time() - c
                wall[k] += time.perf_counter() - t
        steps = args.requests * args.envs
        for k, e in enumerate(envs):
            srv = cpu_seconds(e.conn._proc.pid) - srv0[k]
            print("server %d (%s): %d envs, per step Python %.1f us, server %.1f us: %.0f steps per CPU-second; "
                  "%.0f steps/s wall" % (k + 1, args.server[k], args.envs, py[k] / steps * 1e6, srv / steps * 1e6,
                                         steps / (py[k] + srv), steps / wall[k]))
        print("load %.1f-%.1f" % (load0, os.getloadavg()[0]))
    finally:
        for e in envs:
            e.close()


if __name__ == "__main__":
    main()
