"""Seeding reproduces tcglab's games exactly: the same seed and actions give the same final checksum."""
import os
import shutil
import tempfile
import unittest

from helpers import DECK_A, DECK_B, HIST, index_of, tcglab, tcglab_json

from tcglab_env import TcgAECEnv, TcgEnv


class ReproduceTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # `tcglab play --seed 7 --json` is game 0 of a run with these two decks: every action, the checksum.
        cls.log = tcglab_json("play", "--deck", DECK_A, "--deck", DECK_B, "--seed", "7", "--json")

    def test_aec_env_replays_tcglab_play(self):
        env = TcgAECEnv(game="duel-masters", decks=[DECK_A, DECK_B])
        try:
            env.reset(seed=7, options={"game": 0})
            for entry in self.log["actions"]:
                agent = env.agent_selection
                self.assertEqual(agent, "player_%d" % entry["player"])
                obs, _, term, trunc, info = env.last()
                self.assertFalse(term or trunc)
                k = index_of(info["legal"], entry["action"])
                self.assertEqual(obs["action_mask"][k], 1)
                env.step(k)
            info = env.infos[env.agent_selection]
            self.assertEqual(info["checksum"], self.log["result"]["checksum"])
            self.assertEqual(info["winner"], self.log["result"]["winner"])
            self.assertEqual(info["reason"], self.log["result"]["reason"])
        finally:
            env.close()

    def test_gym_env_with_server_random_opponent_replays_tcglab_play(self):
        # tcglab play was random vs random: seat 1's random agent inside the server draws from the same agent
        # stream as in the run, so feeding seat 0's recorded actions replays the whole game.
        env = TcgEnv(game="duel-masters", decks=[DECK_A, DECK_B], opponent="random", seat=0)
        try:
            obs, info = env.reset(seed=7, options={"game": 0})
            mine = [e for e in self.log["actions"] if e["player"] == 0]
            reward = None
            for i, entry in enumerate(mine):
                obs, reward, term, trunc, info = env.step(index_of(info["legal"], entry["action"]))
                if term or trunc:
                    self.assertEqual(i, len(mine) - 1, "the game ended before seat 0's recorded actions ran out")
            self.assertEqual(info["checksum"], self.log["result"]["checksum"])
            winner = self.log["result"]["winner"]
            self.assertEqual(reward, 0.0 if winner < 0 else (1.0 if winner == 0 else -1.0))
        finally:
            env.close()

    def test_env_opened_on_a_run_folder_replays_its_games(self):
        out = tempfile.mkdtemp(prefix="tcglab-env-run-")
        try:
            run = os.path.join(out, "run")
            tcglab("sim", "--decks", HIST, "--games", "2", "--seed", "3", "--workers", "0", "--out", run, "--quiet")
            with open(os.path.join(run, "games.csv")) as f:
                rows = f.read().splitlines()[1:]
            game = 5
            row = rows[game].split(",")
            replay = tcglab_json("replay", "--run", run, "--game", str(game), "--json")
            env = TcgAECEnv(run=run)
            try:
                env.reset(options={"game": game})
                for entry in replay["actions"]:
                    _, _, _, _, info = env.last()
                    env.step(index_of(info["legal"], entry["action"]))
                self.assertEqual(env.infos[env.agent_selection]["checksum"], row[13])
            finally:
                env.close()
        finally:
            shutil.rmtree(out)


if __name__ == "__main__":
    unittest.main()
