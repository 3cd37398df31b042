"""The vector, Gymnasium and AEC environments: shapes, masks, rewards, autoreset, errors, the socket server."""
import json
import os
import subprocess
import sys
import unittest

import numpy as np
from helpers import BIN, DECK_A, DECK_B, HIST, ROOT

from tcglab_env import Connection, EnvServerError, TcgAECEnv, TcgEnv, TcgVectorEnv


def play_out(env, rng, max_steps=5000):
    """Random legal indices until the game ends; returns (steps, reward, info)."""
    obs, info = env.reset()
    for step in range(1, max_steps + 1):
        k = int(rng.integers(int(obs["action_mask"].sum())))
        obs, reward, term, trunc, info = env.step(k)
        if term or trunc:
            return step, reward, info
    raise AssertionError("no end within %d steps" % max_steps)


class VectorEnvTest(unittest.TestCase):
    def test_batched_random_play_with_autoreset(self):
        rng = np.random.default_rng(1)
        with TcgVectorEnv(game="duel-masters", decks=[HIST], num_envs=6, agents=(None, None), max_actions=32) as v:
            spec = v.session
            obs, infos = v.reset(seed=5)
            self.assertEqual(obs["observation"].shape, (6, spec["obs_size"]))
            self.assertEqual(obs["action_mask"].shape, (6, 32))
            self.assertEqual(obs["action_features"].shape, (6, 32, spec["action_size"]))
            # Env j starts game j of the run (whose indices interleave the deck pairs and their twin deals).
            self.assertEqual(list(infos["game"]), list(range(6)))
            finished = 0
            rewards = []
            for _ in range(3000):
                counts = np.minimum(infos["count"], 32)
                np.testing.assert_array_equal(obs["action_mask"].sum(axis=1), counts)
                self.assertTrue(np.all(counts > 0))
                # Unmasked action rows are zero; masked rows hold features (a kind one-hot at least).
                self.assertEqual(float(np.abs(obs["action_features"][obs["action_mask"] == 0]).sum()), 0.0)
                self.assertTrue(np.all(obs["action_features"][obs["action_mask"] == 1].sum(axis=1) > 0))
                obs, rew, term, trunc, infos = v.step(v.sample_actions(rng))
                done = term | trunc
                if done.any():
                    finished += int(done.sum())
                    rewards.extend(rew[done].tolist())
                    self.assertEqual(infos["final_obs"].shape, (int(done.sum()), spec["obs_size"]))
                    self.assertEqual(sorted(infos["final_envs"].tolist()), sorted(np.flatnonzero(done).tolist()))
                if finished >= 8:
                    break
            self.assertGreaterEqual(finished, 8)
            self.assertTrue(set(rewards) <= {-1.0, 0.0, 1.0})

    def test_recycled_feature_arrays_and_no_features(self):
        """Feature arrays a caller still holds are never reused; without features the rest is the same."""
        rng = np.random.default_rng(4)
        kw = dict(game="duel-masters", decks=[HIST], num_envs=4, agents=(None, None), seed=3)
        with TcgVectorEnv(**kw) as v, TcgVectorEnv(action_features=False, **kw) as bare:
            self.assertNotIn("action_features", bare.single_observation_space.spaces)
            obs, _ = v.reset()
            obs2, _ = bare.reset()
            held, copies, ids = [], [], set()
            for step in range(60):
                self.assertEqual(sorted(obs2), ["action_mask", "observation"])
                np.testing.assert_array_equal(obs["observation"], obs2["observation"])
                np.testing.assert_array_equal(obs["action_mask"], obs2["action_mask"])
                ids.add(id(obs["action_features"]))
                if step < 10:  # keep these (a view of one), and check later that nothing overwrote them
                    held.append(obs["action_features"] if step % 2 else obs["action_features"][1:])
                    copies.append(held[-1].copy())
                actions = v.sample_actions(rng)
                obs, *_ = v.step(actions)
                obs2, *_ = bare.step(actions)
            for h, c in zip(held, copies):
                np.testing.assert_array_equal(h, c)
            self.assertLess(len(ids), 40)  # the others were recycled

    def test_same_seed_same_games(self):
        def run():
            rng = np.random.default_rng(9)
            with TcgVectorEnv(game="duel-masters", decks=[DECK_A, DECK_B], num_envs=3, agents=(None, "random")) as v:
                obs, _ = v.reset(seed=11)
                trace = [obs["observation"].copy()]
                for _ in range(60):
                    obs, rew, term, trunc, infos = v.step(v.sample_actions(rng))
                    trace.append(obs["observation"].copy())
                return np.stack(trace)

        np.testing.assert_array_equal(run(), run())


class GymEnvTest(unittest.TestCase):
    def test_random_episodes_against_greedy(self):
        env = TcgEnv(game="duel-masters", decks=[HIST], opponent="greedy", seat=1, render_mode="ansi")
        try:
            self.assertEqual(env.observation_space["observation"].shape, (env.session["obs_size"],))
            rng = np.random.default_rng(3)
            for _ in range(2):
                steps, reward, info = play_out(env, rng)
                self.assertIn(reward, (-1.0, 0.0, 1.0))
                self.assertRegex(info["checksum"], "^[0-9a-f]{8}$")
            self.assertIn("Duel Masters", env.render() or "")
        finally:
            env.close()

    def test_an_illegal_index_loses_the_game(self):
        env = TcgEnv(game="duel-masters", decks=[DECK_A, DECK_B], opponent="random")
        try:
            obs, info = env.reset(seed=2)
            obs, reward, term, trunc, info = env.step(63)
            self.assertTrue(term)
            self.assertEqual(reward, -1.0)
            self.assertEqual(info["reason"], "agent-error")
            self.assertIn("not in [0,", info["agent_error"])
        finally:
            env.close()

    def test_bad_requests_are_errors_and_the_session_goes_on(self):
        with Connection() as c:
            with self.assertRaisesRegex(EnvServerError, "no game is open"):
                c.request("step", actions=[0])
            with self.assertRaisesRegex(EnvServerError, "unknown game"):
                c.request("open", game="chess", decks=[HIST])
            with self.assertRaisesRegex(EnvServerError, "does not exist"):
                c.request("open", game="duel-masters", decks=["/no/such/deck.txt"])
            with self.assertRaisesRegex(EnvServerError, "at least one seat"):
                c.request("open", game="duel-masters", decks=[HIST], agents=["random", "random"])
            with self.assertRaisesRegex(EnvServerError, "unknown op"):
                c.request("fly")
            spec = c.request("open", game="duel-masters", decks=[HIST], agents=[None, "random"])
            self.assertEqual(spec["game"], "duel-masters")
            answer = c.request("reset")
            self.assertEqual(len(answer["obs"]), spec["obs_size"])  # JSON arrays by default


class AecEnvTest(unittest.TestCase):
    def test_two_seats_alternate_and_both_finish(self):
        env = TcgAECEnv(game="duel-masters", decks=[DECK_A, DECK_B])
        rng = np.random.default_rng(4)
        try:
            env.reset(seed=1)
            seen = set()
            for agent in env.agent_iter(20000):
                obs, reward, term, trunc, info = env.last()
                seen.add(agent)
                if term or trunc:
                    env.step(None)
                    continue
                env.step(int(rng.integers(int(obs["action_mask"].sum()))))
            self.assertEqual(seen, {"player_0", "player_1"})
            self.assertEqual(env.agents, [])
            other = env.observe  # observing the waiting seat works too (mask all zero)
            env.reset(seed=1)
            waiting = "player_1" if env.agent_selection == "player_0" else "player_0"
            o = other(waiting)
            self.assertEqual(int(o["action_mask"].sum()), 0)
            self.assertEqual(o["observation"].shape, (env.session["obs_size"],))
        finally:
            env.close()


class SocketTest(unittest.TestCase):
    def test_port_server_serves_sessions(self):
        p = subprocess.Popen(["node", BIN, "env", "--port", "0"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            address = json.loads(p.stdout.readline())["listening"]
            self.assertTrue(address.startswith("127.0.0.1:"))
            rng = np.random.default_rng(0)
            for _ in range(2):  # two sessions in turn on one server
                env = TcgEnv(game="duel-masters", decks=[HIST], address=address)
                try:
                    steps, reward, info = play_out(env, rng)
                    self.assertIn(reward, (-1.0, 0.0, 1.0))
                finally:
                    env.close()
        finally:
            p.terminate()
            p.wait(timeout=10)
            p.stdout.close()


    def test_unix_socket_server(self):
        import tempfile

        path = os.path.join(tempfile.mkdtemp(prefix="tcglab-sock-"), "env.sock")
        p = subprocess.Popen(["node", BIN, "env", "--socket", path], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            address = json.loads(p.stdout.readline())["listening"]
            self.assertEqual(address, "unix:" + path)
            with TcgVectorEnv(game="duel-masters", decks=[HIST], num_envs=4, address=address) as v:
                obs, infos = v.reset(seed=2)
                obs, rew, term, trunc, infos = v.step(v.sample_actions(np.random.default_rng(1)))
                self.assertEqual(obs["observation"].shape[0], 4)
        finally:
            p.terminate()
            p.wait(timeout=10)
            p.stdout.close()


class WithoutGymnasiumTest(unittest.TestCase):
    def test_the_package_works_with_numpy_alone(self):
        # A fresh interpreter where importing gymnasium and pettingzoo fails, as on a machine without them.
        code = (
            "import sys; sys.modules['gymnasium'] = None; sys.modules['pettingzoo'] = None\n"
            "sys.path.insert(0, %r)\n"
            "import numpy as np\n"
            "from tcglab_env import TcgEnv, TcgAECEnv, spaces\n"
            "assert not spaces.HAVE_GYMNASIUM\n"
            "e = TcgEnv(game='duel-masters', decks=[%r])\n"
            "obs, info = e.reset(seed=1)\n"
            "assert e.observation_space.contains(obs), 'observation out of its space'\n"
            "a = e.action_space.sample(mask=obs['action_mask'])\n"
            "assert obs['action_mask'][a] == 1\n"
            "obs, r, term, trunc, info = e.step(a)\n"
            "e.close()\n"
            "z = TcgAECEnv(game='duel-masters', decks=[%r])\n"
            "z.reset(seed=1)\n"
            "obs, r, term, trunc, info = z.last()\n"
            "z.step(z.action_space(z.agent_selection).sample(mask=obs['action_mask']))\n"
            "z.close()\n"
            "print('ok')\n"
        ) % (os.path.join(ROOT, "python"), HIST, HIST)
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(out.stdout.strip(), "ok")


if __name__ == "__main__":
    unittest.main()
