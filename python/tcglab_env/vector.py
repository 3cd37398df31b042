"""Vectorised stepping: many tcglab games in one server, one request per step for all of them.

TcgVectorEnv follows Gymnasium's VectorEnv conventions (reset -> (obs, infos); step -> (obs, rewards,
terminations, truncations, infos); same-step autoreset: a finished game's final observation is in
infos["final_obs"] and the returned observation is already the next game's first) without requiring
gymnasium. Observations are dicts of batched arrays: "observation" (n, obs_size), "action_mask" (n, A),
"action_features" (n, A, F). An action is an index into the env's legal list (see docs/env.md).
"""
import os

import numpy as np

from .client import Batch, Connection, FeatureBuffers

__all__ = ["TcgVectorEnv", "open_request"]


def open_request(game=None, decks=None, run=None, agents=(None, "random"), num_envs=1, max_actions=64, seed=None,
                 games_per_pair=None, gauntlet=None, turn_limit=None, max_decisions=None, options=None,
                 autoreset=False, illegal="lose", view=False, text=False, action_features=True):
    """The fields of an `open` request (deck paths made absolute, so the server's folder does not matter).

    action_features=False: no feature rows per legal action (observations lose "action_features"; the server
    then builds no action texts either: the fastest for policies that pick from the mask alone)."""
    req = {
        "agents": list(agents),
        "num_envs": int(num_envs),
        "max_actions": int(max_actions),
        "autoreset": bool(autoreset),
        "illegal": illegal,
        "view": bool(view),
        "text": bool(text),
        "encoding": "binary",
    }
    if not action_features:
        req["act"] = False
    if run is not None:
        req["run"] = os.path.abspath(run)
    else:
        if game is not None:
            req["game"] = game
        if decks is not None:
            req["decks"] = [os.path.abspath(d) for d in ([decks] if isinstance(decks, str) else decks)]
        if seed is not None:
            req["seed"] = str(seed)
        for key, value in (("games_per_pair", games_per_pair), ("gauntlet", gauntlet), ("turn_limit", turn_limit),
                           ("max_decisions", max_decisions), ("options", options)):
            if value is not None:
                req[key] = value
    return req


def outcome_reward(winner, seat):
    """+1 when `seat` won, -1 when it lost, 0 for a draw or a game still going (winner -2)."""
    if winner < 0:
        return 0.0
    return 1.0 if winner == seat else -1.0


class TcgVectorEnv:
    """num_envs games stepped together.

    agents: per seat, a tcglab agent spec played inside the server (e.g. "random", "greedy", "mcts:iters=100")
    or None for a seat this client plays. With one client seat, rewards are that seat's; with both, a step's
    reward is for the seat that acted. Other arguments: see open_request and docs/env.md.
    """

    metadata = {"autoreset_mode": "SameStep"}

    def __init__(self, game=None, decks=None, num_envs=1, agents=(None, "random"), max_actions=64, seed=None,
                 run=None, server=None, address=None, **open_fields):
        from . import spaces

        self.conn = Connection(server=server, address=address)
        self.session = self.conn.request(
            "open", **open_request(game=game, decks=decks, run=run, agents=agents, num_envs=num_envs,
                                   max_actions=max_actions, seed=seed, autoreset=True, **open_fields)
        )
        self.num_envs = self.session["num_envs"]
        self.single_observation_space = spaces.observation_space(self.session)
        self.single_action_space = spaces.action_space(self.session)
        self.action_space = spaces.Discrete(self.session["max_actions"])  # per env; step takes an (n,) array
        self.last = None
        self._seat = [None, None]
        self._client_seats = [s for s, a in enumerate(self.session["agents"]) if a is None]
        self._buffers = FeatureBuffers()

    @staticmethod
    def _obs(b):
        obs = {"observation": b.obs, "action_mask": b.mask}
        if b.action_features is not None:
            obs["action_features"] = b.action_features
        return obs

    def _infos(self, b):
        infos = {
            "player": b.player, "game": b.game, "count": b.count, "winner": b.winner, "decisions": b.decisions,
            "turn": b.turn, "reason": b.reason, "checksum": b.checksum, "server_decisions": b.server_decisions,
        }
        if b.final_envs:
            infos["final_envs"] = np.asarray(b.final_envs)
            infos["final_obs"] = b.final_obs
            infos["final_games"] = np.asarray(b.final_games)
        return infos

    def reset(self, seed=None, options=None):
        """Start a game in every env: the next games of the envs' streams, or (seed) the streams from the start,
        or options={"games": [i, ...]}: exactly those game indices of the run (docs/env.md)."""
        req = {}
        if seed is not None:
            req["seed"] = str(seed)
        if options and "games" in options:
            req["games"] = [int(g) for g in options["games"]]
        self.last = None
        self.last = Batch(self.conn.request("reset", **req), self.session, self._buffers)
        return self._obs(self.last), self._infos(self.last)

    def step(self, actions):
        """actions: one legal-list index per env. Returns (obs, rewards, terminations, truncations, infos)."""
        acting = self.last.player
        acts = np.asarray(actions, dtype=np.int64).tolist()
        self.last = None  # (lets its feature array be recycled when the caller holds it no longer)
        b = Batch(self.conn.request("step", actions=acts), self.session, self._buffers)
        self.last = b
        rewards = np.zeros(self.num_envs, dtype=np.float32)
        if b.done.any():
            for j in np.flatnonzero(b.done):
                seat = self._client_seats[0] if len(self._client_seats) == 1 else int(acting[j])
                rewards[j] = outcome_reward(int(b.winner[j]), seat)
        terminated = b.done & ~b.truncated
        return self._obs(b), rewards, terminated, b.truncated.copy(), self._infos(b)

    def sample_actions(self, rng):
        """Uniformly random legal indices for the current decisions (numpy Generator `rng`)."""
        count = np.minimum(self.last.count, self.session["max_actions"])
        return (rng.random(self.num_envs) * count).astype(np.int64)

    def close(self):
        self.conn.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
