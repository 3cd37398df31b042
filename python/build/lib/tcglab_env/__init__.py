"""tcglab_env: Gymnasium / PettingZoo environments over tcglab's card game engines (docs/env.md).

Imports are lazy: `import tcglab_env` loads nothing but this file, and gymnasium / pettingzoo are imported
only if installed, when an environment is created.
"""
__version__ = "0.1.0"

__all__ = ["Connection", "EnvServerError", "Batch", "TcgVectorEnv", "TcgEnv", "TcgAECEnv", "find_server_command"]

_WHERE = {
    "Connection": "client",
    "EnvServerError": "client",
    "Batch": "client",
    "find_server_command": "client",
    "TcgVectorEnv": "vector",
    "TcgEnv": "gym_env",
    "TcgAECEnv": "aec_env",
}


def __getattr__(name):
    if name in _WHERE:
        import importlib

        return getattr(importlib.import_module("." + _WHERE[name], __name__), name)
    raise AttributeError("module 'tcglab_env' has no attribute %r" % name)
