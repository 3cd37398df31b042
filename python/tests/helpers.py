"""Shared test helpers: the repository root, the tcglab CLI command, deck paths."""
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

BIN = os.path.join(ROOT, "packages", "cli", "dist", "bin.js")
HIST = os.path.join(ROOT, "decks", "duel-masters", "historical")
DECK_A = os.path.join(HIST, "murky-riptide.txt")
DECK_B = os.path.join(HIST, "liquid-beast.txt")


def tcglab(*args):
    """Run the tcglab CLI (built) and return its stdout; raise with stderr on failure."""
    p = subprocess.run(["node", BIN] + list(args), cwd=ROOT, capture_output=True, text=True)
    if p.returncode != 0:
        raise AssertionError("tcglab %s failed (%d): %s" % (" ".join(args), p.returncode, p.stderr))
    return p.stdout


def tcglab_json(*args):
    return json.loads(tcglab(*args))


def index_of(legal, action):
    """The legal-list index of an engine action integer."""
    hits = [i for i, a in enumerate(legal) if int(a) == int(action)]
    if not hits:
        raise AssertionError("action %s is not legal here (legal: %s)" % (action, list(legal)))
    return hits[0]
