"""The PettingZoo AEC environment: both seats are played by the caller, one decision at a time.

TcgAECEnv subclasses pettingzoo.AECEnv when pettingzoo is installed; without it, it is a plain class with
the same API (agents, possible_agents, agent_selection, rewards, terminations, truncations, infos, reset,
step, observe, last, agent_iter, observation_space, action_space, render, close).
"""
import numpy as np

from . import spaces
from .client import Batch, Connection, tensor_field
from .vector import open_request, outcome_reward

try:  # pragma: no cover - depends on the machine
    from pettingzoo import AECEnv as _Base
except ImportError:  # pragma: no cover - depends on the machine

    class _Base:
        metadata = {}

        @property
        def num_agents(self):
            return len(self.agents)

        @property
        def max_num_agents(self):
            return len(self.possible_agents)

        @property
        def unwrapped(self):
            return self

        def agent_iter(self, max_iter=2**63):
            n = 0
            while self.agents and n < max_iter:
                yield self.agent_selection
                n += 1

        def last(self, observe=True):
            agent = self.agent_selection
            obs = self.observe(agent) if observe else None
            return (obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                    self.infos[agent])


__all__ = ["TcgAECEnv", "env"]

AGENTS = ["player_0", "player_1"]


class TcgAECEnv(_Base):
    """A two-player tcglab game: agent "player_k" plays seat k.

    observe(agent) gives {"observation", "action_mask", "action_features"} from that seat's view (the mask is
    all zero for the seat not to act). Actions are legal-list indices (docs/env.md); rewards +1/-1/0 at the
    end. reset(seed=S, options={"game": i}) plays game i of run seed S: the game `tcglab play --seed S` plays
    for i = 0, so feeding it the same actions reproduces its checksum (infos[agent]["checksum"] at the end).
    """

    metadata = {"render_modes": ["ansi"], "name": "tcglab_v1", "is_parallelizable": False}

    def __init__(self, game=None, decks=None, max_actions=64, seed=None, run=None, render_mode=None, server=None,
                 address=None, **open_fields):
        super().__init__()
        self.render_mode = render_mode
        self.conn = Connection(server=server, address=address)
        self.session = self.conn.request(
            "open", **open_request(game=game, decks=decks, run=run, agents=(None, None), num_envs=1,
                                   max_actions=max_actions, seed=seed, **open_fields)
        )
        self.possible_agents = list(AGENTS)
        self.agents = []
        self._obs_space = spaces.observation_space(self.session)
        self._act_space = spaces.action_space(self.session)
        self.last_batch = None
        self.agent_selection = None
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self._skip_agent_selection = None

    def observation_space(self, agent):
        return self._obs_space

    def action_space(self, agent):
        return self._act_space

    def reset(self, seed=None, options=None):
        req = {}
        if seed is not None:
            req["seed"] = str(seed)
        if options and "game" in options:
            req["games"] = [int(options["game"])]
        self.last_batch = Batch(self.conn.request("reset", **req), self.session)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._after_batch()

    def _after_batch(self):
        b = self.last_batch
        if b.done[0]:
            for seat, a in enumerate(AGENTS):
                if a not in self.agents:
                    continue
                self.rewards[a] = outcome_reward(int(b.winner[0]), seat)
                self.terminations[a] = not bool(b.truncated[0])
                self.truncations[a] = bool(b.truncated[0])
                self.infos[a] = {"winner": int(b.winner[0]), "reason": b.reason[0], "checksum": b.checksum[0],
                                 "game": int(b.game[0]), "decisions": int(b.decisions[0])}
            for a in self.agents:
                self._cumulative_rewards[a] += self.rewards[a]
        else:
            self.agent_selection = AGENTS[int(b.player[0])]
            for a in self.agents:
                self.infos[a] = {"legal": b.legal[0], "game": int(b.game[0])} if a == self.agent_selection else {"game": int(b.game[0])}

    def observe(self, agent):
        b = self.last_batch
        seat = AGENTS.index(agent)
        if not b.done[0] and int(b.player[0]) == seat:
            obs = {"observation": b.obs[0], "action_mask": b.mask[0]}
            if b.action_features is not None:
                obs["action_features"] = b.action_features[0]
            return obs
        answer = self.conn.request("observe", env=0, seat=seat)
        a_max = self.session["max_actions"]
        obs = {
            "observation": tensor_field(answer, "obs", "<f4", (self.session["obs_size"],)),
            "action_mask": np.zeros(a_max, dtype=np.int8),
        }
        if self.session.get("act", True):
            obs["action_features"] = np.zeros((a_max, self.session["action_size"]), dtype=np.float32)
        return obs

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.last_batch = Batch(self.conn.request("step", actions=[int(action)]), self.session)
        self._after_batch()

    def _dead_step(self, action):
        """An agent whose game is over takes its last step (action None) and leaves (PettingZoo's convention)."""
        if action is not None:
            raise ValueError("when an agent is done, the only valid action is None")
        agent = self.agent_selection
        for d in (self.terminations, self.truncations, self.rewards, self._cumulative_rewards, self.infos):
            del d[agent]
        self.agents.remove(agent)
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = agent
            self.agent_selection = done[0]
        else:
            if self._skip_agent_selection is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        for a in self.agents:
            self.rewards[a] = 0.0

    def render(self):
        if self.last_batch is None:
            return None
        text = self.conn.request("describe", env=0)["text"]
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self):
        self.conn.close()


def env(**kwargs):
    """PettingZoo-style constructor: tcglab_env.aec_env.env(game=..., decks=[...])."""
    return TcgAECEnv(**kwargs)
