#!/usr/bin/env python3
"""A tcglab external bot in Python: reads JSON-line requests on stdin, answers one JSON line per decision.

Run it with:  tcglab sim ... --agents "external:python3 examples/bots/random_bot.py",random
Protocol (docs/agents.md): a {"type": "start", ...} line opens each game (no reply); each
{"type": "act", "view": ..., "legal": [{"action": N, "text": "..."}], "seed": S, ...} line wants exactly
one reply line {"action": N} with one of the listed integers. Anything printed for people goes to stderr.

This bot plays a uniformly random legal action, drawn from a generator seeded with the request's "seed",
so its games are reproducible like those of the built-in agents. With --prefer-attacks it first looks for
an action whose text starts with "attack" (a tiny example of reading the display strings).
"""
import json
import random
import sys


def choose(request, prefer_attacks):
    rng = random.Random(request["seed"])
    legal = request["legal"]
    if prefer_attacks:
        attacks = [a for a in legal if a["text"].lower().startswith("attack")]
        if attacks:
            return rng.choice(attacks)["action"]
    return rng.choice(legal)["action"]


def main():
    prefer_attacks = "--prefer-attacks" in sys.argv[1:]
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request = json.loads(line)
        if request.get("type") != "act":
            continue  # "start" (and any future message type) needs no reply
        reply = {"action": choose(request, prefer_attacks)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
