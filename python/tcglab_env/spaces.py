"""Observation and action spaces: Gymnasium's when it is installed, else small stand-ins with the same shape.

The stand-ins (Box, Discrete, Dict) have the attributes and methods the environments and most training code
use: shape, dtype, n, spaces, sample(mask=...), contains, seed. They exist so that tcglab_env works with numpy
alone; install gymnasium to get the real classes (then these names are gymnasium.spaces' own).
"""
import numpy as np

try:  # pragma: no cover - depends on the machine
    from gymnasium import spaces as _gs

    Box = _gs.Box
    Discrete = _gs.Discrete
    Dict = _gs.Dict
    HAVE_GYMNASIUM = True
except ImportError:  # pragma: no cover - depends on the machine
    HAVE_GYMNASIUM = False

    class _Space:
        def __init__(self, shape, dtype, seed=None):
            self.shape = shape
            self.dtype = np.dtype(dtype) if dtype is not None else None
            self.np_random = np.random.default_rng(seed)

        def seed(self, seed=None):
            self.np_random = np.random.default_rng(seed)
            return [seed]

    class Box(_Space):
        def __init__(self, low, high, shape, dtype=np.float32, seed=None):
            super().__init__(tuple(shape), dtype, seed)
            self.low = np.full(self.shape, low, dtype=self.dtype)
            self.high = np.full(self.shape, high, dtype=self.dtype)

        def sample(self, mask=None):
            lo = np.where(np.isfinite(self.low), self.low, -1.0)
            hi = np.where(np.isfinite(self.high), self.high, 1.0)
            return self.np_random.uniform(lo, hi).astype(self.dtype)

        def contains(self, x):
            x = np.asarray(x)
            return x.shape == self.shape and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high))

        def __repr__(self):
            return "Box(%s, %s)" % (self.shape, self.dtype)

    class Discrete(_Space):
        def __init__(self, n, seed=None, start=0):
            super().__init__((), np.int64, seed)
            self.n = int(n)
            self.start = int(start)

        def sample(self, mask=None):
            if mask is not None:
                legal = np.flatnonzero(np.asarray(mask))
                if len(legal) == 0:
                    return self.start
                return int(self.start + self.np_random.choice(legal))
            return int(self.start + self.np_random.integers(self.n))

        def contains(self, x):
            try:
                v = int(x)
            except (TypeError, ValueError):
                return False
            return self.start <= v < self.start + self.n

        def __repr__(self):
            return "Discrete(%d)" % self.n

    class Dict(_Space):
        def __init__(self, spaces, seed=None):
            super().__init__(None, None, seed)
            self.spaces = dict(spaces)

        def __getitem__(self, key):
            return self.spaces[key]

        def sample(self, mask=None):
            return {k: s.sample() for k, s in self.spaces.items()}

        def contains(self, x):
            return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(s.contains(x[k]) for k, s in self.spaces.items())

        def seed(self, seed=None):
            for s in self.spaces.values():
                s.seed(seed)
            return [seed]

        def __repr__(self):
            return "Dict(%s)" % ", ".join("%r: %r" % kv for kv in self.spaces.items())


def observation_space(spec):
    """The per-decision observation: the tensor, the legal-action mask, one feature row per legal action."""
    a_max = spec["max_actions"]
    parts = {
        "observation": Box(-np.inf, np.inf, (spec["obs_size"],), np.float32),
        "action_mask": Box(0, 1, (a_max,), np.int8),
    }
    if spec.get("act", True):  # a session opened with act=False sends no action features
        parts["action_features"] = Box(-np.inf, np.inf, (a_max, spec["action_size"]), np.float32)
    return Dict(parts)


def action_space(spec):
    """An index into the legal action list (the mask says which indices are legal)."""
    return Discrete(spec["max_actions"])
