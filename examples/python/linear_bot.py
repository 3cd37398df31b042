#!/usr/bin/env python3
"""The trained linear policy as a tcglab external bot (JSON lines on stdin/stdout, docs/agents.md).

    pnpm -s tcglab bench-agents --game duel-masters --agent "external:python3 examples/python/linear_bot.py" \\
        --agent random --decks decks/duel-masters/historical --games 200

Each decision's view and legal actions come from tcglab; the bot asks its own `tcglab env` session to encode
them (op "encode": the same tensors the environment gives during training) and plays the action with the
highest score. Weights: examples/python/linear_policy.npz (train_linear.py), or the path in $TCGLAB_LINEAR_POLICY.
"""
import json
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
sys.path.insert(0, HERE)

from linear_policy import LinearPolicy  # noqa: E402
from tcglab_env import Connection  # noqa: E402
from tcglab_env.client import tensor_field  # noqa: E402


def main():
    policy = LinearPolicy.load(os.environ.get("TCGLAB_LINEAR_POLICY", os.path.join(HERE, "linear_policy.npz")))
    conn = Connection()
    try:
        for line in sys.stdin:
            line = line.strip()
            if not line:
                continue
            request = json.loads(line)
            if request.get("type") != "act":
                continue  # "start" needs no reply
            legal = request["legal"]
            answer = conn.request("encode", game=request["game"], view=request["view"], legal=legal, encoding="binary")
            obs = tensor_field(answer, "obs", "<f4", (answer["obs_size"],))
            feats = tensor_field(answer, "act", "<f4", (len(legal), answer["action_size"]))
            k = int(np.argmax(policy.logits(obs, feats)))
            sys.stdout.write(json.dumps({"action": legal[k]["action"]}) + "\n")
            sys.stdout.flush()
    finally:
        conn.close()


if __name__ == "__main__":
    main()
