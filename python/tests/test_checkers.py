"""Gymnasium's and PettingZoo's own API checkers, run wherever those packages are installed (else skipped)."""
import importlib.util
import unittest
import warnings

from helpers import DECK_A, DECK_B

HAVE_GYM = importlib.util.find_spec("gymnasium") is not None
HAVE_PZ = importlib.util.find_spec("pettingzoo") is not None


@unittest.skipUnless(HAVE_GYM, "gymnasium is not installed: its env checker was not run")
class GymnasiumCheckerTest(unittest.TestCase):
    def test_check_env(self):
        from gymnasium.utils.env_checker import check_env

        from tcglab_env import TcgEnv

        env = TcgEnv(game="duel-masters", decks=[DECK_A, DECK_B], opponent="random")
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                check_env(env, skip_render_check=True)
            # The checker warns that the Box observations are unbounded (they are: card ids, counts); nothing else.
            other = [str(w.message) for w in caught if "infinity" not in str(w.message).lower()]
            self.assertEqual(other, [])
        finally:
            env.close()


@unittest.skipUnless(HAVE_PZ, "pettingzoo is not installed: its api_test was not run")
class PettingZooApiTest(unittest.TestCase):
    def test_api_test(self):
        from pettingzoo.test import api_test

        from tcglab_env import TcgAECEnv

        env = TcgAECEnv(game="duel-masters", decks=[DECK_A, DECK_B])
        try:
            api_test(env, num_cycles=300)
        finally:
            env.close()


if __name__ == "__main__":
    unittest.main()
