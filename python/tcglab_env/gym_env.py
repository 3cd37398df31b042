"""The Gymnasium single-agent environment: you play one seat, a tcglab agent plays the other inside the server.

TcgEnv subclasses gymnasium.Env when gymnasium is installed; without it, it is a plain class with the same
methods and attributes (reset, step, render, close, observation_space, action_space, metadata, np_random).
"""
import numpy as np

from . import spaces
from .client import Batch, Connection, FeatureBuffers
from .vector import open_request, outcome_reward

try:  # pragma: no cover - depends on the machine
    import gymnasium as _gym

    _Base = _gym.Env
except ImportError:  # pragma: no cover - depends on the machine

    class _Base:
        metadata = {}
        render_mode = None
        np_random = None

        def reset(self, seed=None, options=None):
            if seed is not None or self.np_random is None:
                self.np_random = np.random.default_rng(seed)

        @property
        def unwrapped(self):
            return self


__all__ = ["TcgEnv"]


class TcgEnv(_Base):
    """One tcglab game at a time, seen from `seat`; `opponent` is any tcglab agent spec.

    Observation: {"observation": (obs_size,), "action_mask": (A,) int8, "action_features": (A, F)}.
    Action: an index into the legal action list (mask 1). An illegal index loses the game for your seat, as
    for any tcglab agent (reason agent-error), unless illegal="error". Reward: +1 win, -1 loss, 0 draw, at the
    end only. reset(seed=S) restarts the game stream of run seed S; reset(options={"game": i}) plays game i of
    the run (the same game `tcglab sim --seed S` plays as game i, or `tcglab play --seed S` for i = 0).
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game=None, decks=None, opponent="random", seat=0, max_actions=64, seed=None, run=None,
                 render_mode=None, server=None, address=None, **open_fields):
        if seat not in (0, 1):
            raise ValueError("seat must be 0 or 1")
        self.seat = seat
        self.render_mode = render_mode
        agents = [opponent, opponent]
        agents[seat] = None
        self.conn = Connection(server=server, address=address)
        self.session = self.conn.request(
            "open", **open_request(game=game, decks=decks, run=run, agents=agents, num_envs=1,
                                   max_actions=max_actions, seed=seed, **open_fields)
        )
        self.observation_space = spaces.observation_space(self.session)
        self.action_space = spaces.action_space(self.session)
        self.last = None
        self._buffers = FeatureBuffers()

    def _obs(self):
        b = self.last
        obs = {"observation": b.obs[0], "action_mask": b.mask[0]}
        if b.action_features is not None:
            obs["action_features"] = b.action_features[0]
        return obs

    def _info(self):
        b = self.last
        info = {
            "game": int(b.game[0]), "legal": b.legal[0], "count": int(b.count[0]), "turn": int(b.turn[0]),
            "decisions": int(b.decisions[0]),
        }
        if b.done[0]:
            info.update(winner=int(b.winner[0]), reason=b.reason[0], checksum=b.checksum[0])
            if b.agent_error[0]:
                info["agent_error"] = b.agent_error[0]
        if b.texts is not None:
            info["texts"] = b.texts[0]
        if b.views is not None:
            info["view"] = b.views[0]
        return info

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        req = {}
        if seed is not None:
            req["seed"] = str(seed)
        if options and "game" in options:
            req["games"] = [int(options["game"])]
        self.last = None
        self.last = Batch(self.conn.request("reset", **req), self.session, self._buffers)
        # The opponent may end the game before your first decision (it never does in the shipped games).
        return self._obs(), self._info()

    def step(self, action):
        if self.last is None:
            raise RuntimeError("call reset() before step()")
        if self.last.done[0]:
            raise RuntimeError("the game is over: call reset()")
        answer = self.conn.request("step", actions=[int(action)])
        self.last = None
        self.last = Batch(answer, self.session, self._buffers)
        b = self.last
        reward = outcome_reward(int(b.winner[0]), self.seat) if b.done[0] else 0.0
        return self._obs(), reward, bool(b.done[0] and not b.truncated[0]), bool(b.truncated[0]), self._info()

    def render(self):
        if self.last is None:
            return None
        text = self.conn.request("describe", env=0)["text"]
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self):
        self.conn.close()
