"""A tiny policy over tcglab's action features: a softmax over the legal actions, numpy only.

score(action k) = f_k . (w + U g), where f_k is the action's feature row (docs/env.md: kind, verb, the cards it
names and where they are) and g the observation's `global` segment (turn, step, counts). Categorical card-id
channels are left out: a linear model cannot use them. Shared by train_linear.py and linear_bot.py.
"""
import numpy as np


def segment(layout, name):
    for s in layout:
        if s["name"] == name:
            return s["offset"], s["offset"] + s["length"]
    raise KeyError(name)


class LinearPolicy:
    def __init__(self, session, seed=0):
        self.action_size = session["action_size"]
        self.g0, self.g1 = segment(session["obs_layout"], "global")
        keep = np.ones(self.action_size, dtype=np.float32)
        for s in session["action_layout"]:
            if s["name"].endswith("card_ids") or s["name"] == "card_id":
                keep[s["offset"]:s["offset"] + s["length"]] = 0
        self.keep = keep
        rng = np.random.default_rng(seed)
        self.w = np.zeros(self.action_size, dtype=np.float64)
        self.U = rng.normal(0, 0.01, (self.action_size, self.g1 - self.g0))

    def logits(self, obs, feats):
        """obs (obs_size,), feats (m, action_size) for the m legal actions -> (m,) scores."""
        g = obs[self.g0:self.g1]
        f = feats * self.keep
        return f @ (self.w + self.U @ g)

    def probs(self, obs, feats):
        z = self.logits(obs, feats)
        z = z - z.max()
        p = np.exp(z)
        return p / p.sum()

    def grad_log_prob(self, obs, feats, k):
        """d log p(k) / d (w, U) for the softmax over `feats`."""
        p = self.probs(obs, feats)
        f = feats * self.keep
        d = f[k] - p @ f
        return d, np.outer(d, obs[self.g0:self.g1])

    def save(self, path):
        np.savez(path, w=self.w, U=self.U, keep=self.keep, g=np.array([self.g0, self.g1]))

    @classmethod
    def load(cls, path):
        data = np.load(path)
        self = cls.__new__(cls)
        self.w, self.U, self.keep = data["w"], data["U"], data["keep"]
        self.g0, self.g1 = (int(x) for x in data["g"])
        self.action_size = len(self.w)
        return self
