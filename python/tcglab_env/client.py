"""The connection to a `tcglab env` server: JSON lines over a child process's stdio or a local socket.

One request, one answer line, in order (docs/env.md). Tensors arrive as base64 little-endian float32/int32 and
are decoded with numpy.frombuffer, so a batched step costs one json.loads and a few memory copies.
"""
import base64
import json
import os
import shlex
import shutil
import socket
import subprocess
import sys

import numpy as np

__all__ = ["EnvServerError", "Connection", "find_server_command", "Batch", "FeatureBuffers", "tensor_field"]


class EnvServerError(RuntimeError):
    """The server answered {"ok": false, "error": ...} (a bad request), or it is gone."""


def _find_upwards(start, rel):
    d = os.path.abspath(start)
    while True:
        p = os.path.join(d, rel)
        if os.path.exists(p):
            return p
        parent = os.path.dirname(d)
        if parent == d:
            return None
        d = parent


def find_server_command():
    """The command that starts `tcglab env --stdio`.

    In order: $TCGLAB_ENV_CMD (a shell-style command line), the built CLI of the tcglab checkout that holds
    the current folder or this package (packages/cli/dist/bin.js, run with node), `tcglab` on PATH.
    """
    cmd = os.environ.get("TCGLAB_ENV_CMD")
    if cmd:
        return shlex.split(cmd)
    rel = os.path.join("packages", "cli", "dist", "bin.js")
    for start in (os.getcwd(), os.path.dirname(__file__)):
        p = _find_upwards(start, rel)
        if p:
            node = shutil.which("node")
            if not node:
                raise EnvServerError("found %s but no `node` on PATH to run it" % p)
            return [node, p, "env", "--stdio"]
    exe = shutil.which("tcglab")
    if exe:
        return [exe, "env", "--stdio"]
    raise EnvServerError(
        "cannot find the tcglab server: build it (npx -y pnpm@10 install && npx -y pnpm@10 build) and run from "
        "the checkout, or set TCGLAB_ENV_CMD to a command that runs `tcglab env --stdio`"
    )


def _widen_pipe(f):
    """Ask Linux for a 1 MiB pipe buffer (F_SETPIPE_SZ), so a batched answer crosses in one go instead of
    64 KiB at a time with a context switch each; silently keeps the default elsewhere."""
    try:
        import fcntl

        fcntl.fcntl(f.fileno(), 1031, 1 << 20)  # F_SETPIPE_SZ
    except (ImportError, OSError, ValueError, AttributeError):
        pass


class Connection:
    """A session with a `tcglab env` server.

    server: the command (a list) that starts `tcglab env --stdio` (default: find_server_command()).
    address: connect to a running `tcglab env --socket PATH` / `--port N` instead ("unix:PATH" or "HOST:PORT").
    """

    def __init__(self, server=None, address=None, cwd=None):
        self._proc = None
        self._sock = None
        if address:
            if address.startswith("unix:"):
                self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self._sock.connect(address[5:])
            else:
                host, _, port = address.rpartition(":")
                self._sock = socket.create_connection((host or "127.0.0.1", int(port)))
                self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self._r = self._sock.makefile("rb")
            self._w = self._sock.makefile("wb")
        else:
            cmd = list(server) if server else find_server_command()
            self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd)
            self._r = self._proc.stdout
            self._w = self._proc.stdin
            _widen_pipe(self._r)
        self._next_id = 0

    def request(self, op, **fields):
        """Send one request and return its answer (a dict); raise EnvServerError on {"ok": false}."""
        fields["op"] = op
        try:
            self._w.write(json.dumps(fields, separators=(",", ":")).encode() + b"\n")
            self._w.flush()
            line = self._r.readline()
        except (BrokenPipeError, ConnectionError) as e:
            raise EnvServerError("the tcglab env server is gone (%s)" % e) from None
        if not line:
            code = self._proc.poll() if self._proc else None
            raise EnvServerError("the tcglab env server closed the connection" + ("" if code is None else " (exit code %s)" % code))
        answer = json.loads(line)
        nbytes = answer.get("bin_bytes")
        if nbytes:
            payload = self._r.read(nbytes)
            if len(payload) != nbytes:
                raise EnvServerError("the tcglab env server closed the connection in the middle of an answer")
            answer["_payload"] = payload
        if not answer.get("ok"):
            raise EnvServerError(answer.get("error", "unknown error"))
        return answer

    def close(self):
        if self._proc is None and self._sock is None:
            return
        try:
            self.request("close")
        except (EnvServerError, OSError, ValueError):
            pass
        for f in (self._w, self._r):
            try:
                f.close()
            except OSError:
                pass
        if self._proc is not None:
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
            self._proc = None
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass


def tensor_field(answer, key, dtype, shape):
    """A tensor field of an answer: [offset, length] into the raw bytes (binary), base64, or a JSON array."""
    value = answer[key]
    if isinstance(value, str):
        arr = np.frombuffer(base64.b64decode(value), dtype=dtype)
    elif "_payload" in answer and isinstance(value, list) and len(value) == 2 and "bin_bytes" in answer:
        offset, length = value
        arr = np.frombuffer(answer["_payload"], dtype=dtype, count=length // 4, offset=offset)
    else:
        arr = np.asarray(value, dtype=dtype)
    return arr.reshape(shape)


class FeatureBuffers:
    """The padded (n, A, F) action-feature arrays of successive batches, recycled.

    A fresh 1-2 MB array per step costs more than the rest of a step's Python work (allocation, page faults,
    zeroing). An array is handed out again only when nothing but this pool references it any more (CPython's
    reference count: a caller that kept the array, a view of it or an observation dict holding it keeps it
    alive and untouched), and then only the rows its last batch filled are cleared.
    """

    def __init__(self, keep=3):
        self._keep = keep
        self._pool = []  # [array, filled-rows mask]

    def take(self, shape, mask):
        """A zeroed float32 array of `shape` whose rows `mask` the caller fills."""
        for entry in self._pool:
            arr = entry[0]
            if arr.shape == shape and sys.getrefcount(arr) <= self._free_refs:
                arr[entry[1]] = 0
                entry[1] = mask
                return arr
        arr = np.zeros(shape, dtype=np.float32)
        self._pool.append([arr, mask])
        if len(self._pool) > self._keep:
            self._pool.pop(0)
        return arr

    # References to a pooled array nobody else holds, as sys.getrefcount sees it inside take(): the pool's list
    # entry, the loop variable and getrefcount's argument (measured once, so the interpreter's own way of
    # counting does not matter).
    _free_refs = None


def _measure_free_refs():
    pool = FeatureBuffers()
    pool._pool.append([np.zeros((1, 1, 1), dtype=np.float32), None])
    for entry in pool._pool:
        arr = entry[0]
        return sys.getrefcount(arr)


FeatureBuffers._free_refs = _measure_free_refs()


_INT_FIELDS = ("envs", "player", "count", "game", "done", "truncated", "winner", "decisions", "turn")
_SLOTS = {}


def _slots(a_max):
    """[[0, 1, …, a_max - 1]] (cached): slot k of an env is filled when k < its count."""
    r = _SLOTS.get(a_max)
    if r is None:
        r = _SLOTS[a_max] = np.arange(a_max)[None, :]
    return r


class Batch:
    """One reset/step answer as numpy arrays (n = the envs it covers, A = max_actions, F = action features).

    obs (n, obs_size) float32; mask (n, A) int8 (1 for the first min(count, A) slots); action_features (n, A, F)
    float32 (None when the session was opened with act=False; `buffers`: a FeatureBuffers to recycle them); player, count, game, done, truncated, winner, decisions, turn (n,) int arrays; reason, checksum,
    agent_error: lists of str; legal: the full legal action integers of each env (list of int32 arrays);
    final_obs: observations of the games that ended in this step (autoreset), rows in final_envs order.
    """

    __slots__ = (
        "envs", "obs", "mask", "action_features", "player", "count", "game", "done", "truncated", "winner",
        "reason", "checksum", "agent_error", "decisions", "turn", "server_decisions", "final_envs",
        "final_games", "final_obs", "views", "texts", "_legal_flat", "_legal",
    )

    def __init__(self, answer, spec, buffers=None):
        n = len(answer["envs"])
        size = spec["obs_size"]
        a_max = spec["max_actions"]
        f = spec["action_size"]
        # The per-env integers in one conversion (one (9, n) array; each field is its own row, a contiguous view).
        ints = np.array([answer[k] for k in _INT_FIELDS], dtype=np.int64).reshape(len(_INT_FIELDS), n)
        self.envs, self.player, self.count, self.game, done, truncated, self.winner, self.decisions, self.turn = ints
        self.done = done.astype(bool)
        self.truncated = truncated.astype(bool)
        self.reason = answer["reason"]
        self.checksum = answer["checksum"]
        self.agent_error = answer["agent_error"]
        self.server_decisions = answer.get("server_decisions", 0)
        self.obs = tensor_field(answer, "obs", "<f4", (n, size))
        filled = _slots(a_max) < self.count[:, None]
        self.mask = filled.astype(np.int8)
        self.action_features = None
        if "act" in answer:
            act = tensor_field(answer, "act", "<f4", (-1, f))
            if buffers is None:
                self.action_features = np.zeros((n, a_max, f), dtype=np.float32)
            else:
                self.action_features = buffers.take((n, a_max, f), filled)
            if len(act):
                self.action_features[filled] = act
        self._legal_flat = tensor_field(answer, "legal", "<i4", (-1,))
        self._legal = None
        self.final_envs = answer.get("final_envs", [])
        self.final_games = answer.get("final_games", [])
        self.final_obs = tensor_field(answer, "final_obs", "<f4", (len(self.final_envs), size)) if self.final_envs else None
        self.views = answer.get("views")
        self.texts = answer.get("texts")

    @property
    def legal(self):
        if self._legal is None:
            self._legal = np.split(self._legal_flat, np.cumsum(self.count)[:-1]) if len(self.count) else []
        return self._legal
