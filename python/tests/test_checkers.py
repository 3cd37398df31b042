"""Gymnasium's and PettingZoo's own API checkers on all three games, run wherever those packages are installed
(else skipped, saying which checker did not run)."""
import importlib.util
import os
import unittest
import warnings

from helpers import DECK_A, DECK_B, ROOT

# Two decks per game: the Duel Masters historical pair, and two shipped decks of each other game.
GAMES = {
    "duel-masters": [DECK_A, DECK_B],
    "divine-cross": [os.path.join(ROOT, "decks", "divine-cross", d) for d in ("red-aggro.txt", "blue-tempo.txt")],
    "crossover-fc": [os.path.join(ROOT, "decks", "crossover-fc", d) for d in ("armory.txt", "skies.txt")],
}

HAVE_GYM = importlib.util.find_spec("gymnasium") is not None
HAVE_PZ = importlib.util.find_spec("pettingzoo") is not None


@unittest.skipUnless(HAVE_GYM, "gymnasium is not installed: its env checker was not run")
class GymnasiumCheckerTest(unittest.TestCase):
    def test_check_env(self):
        from gymnasium.utils.env_checker import check_env

        from tcglab_env import TcgEnv

        for game, decks in GAMES.items():
            with self.subTest(game=game):
                env = TcgEnv(game=game, decks=decks, opponent="random")
                try:
                    with warnings.catch_warnings(record=True) as caught:
                        warnings.simplefilter("always")
                        check_env(env, skip_render_check=True)
                    # The checker warns that the Box observations are unbounded (they are: card ids, counts);
                    # nothing else.
                    other = [str(w.message) for w in caught if "infinity" not in str(w.message).lower()]
                    self.assertEqual(other, [])
                finally:
                    env.close()


@unittest.skipUnless(HAVE_PZ, "pettingzoo is not installed: its api_test was not run")
class PettingZooApiTest(unittest.TestCase):
    def test_api_test(self):
        from pettingzoo.test import api_test

        from tcglab_env import TcgAECEnv

        for game, decks in GAMES.items():
            with self.subTest(game=game):
                env = TcgAECEnv(game=game, decks=decks)
                try:
                    api_test(env, num_cycles=300)
                finally:
                    env.close()


if __name__ == "__main__":
    unittest.main()
