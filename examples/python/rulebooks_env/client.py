"""A client of the rulebooks step server, protocol version 1 (standard library only).

The server (``rulebooks serve --stdio``) reads one JSON request per line and answers each with one
JSON line, in order. :class:`StepServer` starts it as a child process, numbers the requests, turns
error responses into :class:`RulebooksError` and decodes the base64 tensors and masks.

The command that starts the server is, in order of preference: the ``command`` argument, the
RULEBOOKS_SERVE environment variable (split like a shell line), ``npx rulebooks serve --stdio``.
"""
import base64
import json
import os
import shlex
import subprocess
import sys
from array import array

PROTOCOL = 1

# numpy is optional: used when it imports, unless RULEBOOKS_NO_NUMPY is set (how the tests check
# the path a machine without numpy takes).
np = None
if not os.environ.get("RULEBOOKS_NO_NUMPY"):
    try:
        import numpy as np  # type: ignore[no-redef]
    except ImportError:  # pragma: no cover - depends on the machine
        np = None


def have_numpy():
    """Whether tensors and masks come back as numpy arrays."""
    return np is not None


class RulebooksError(Exception):
    """An error response of the server: ``code`` is stable (e.g. ``ILLEGAL_ACTION``,
    ``UNKNOWN_ENV``, ``STEP_CAP``), ``message`` names the rule or field."""

    def __init__(self, code, message):
        super().__init__("%s: %s" % (code, message))
        self.code = code
        self.message = message


def _decode_numbers(data, dtype, typecode, use_numpy):
    """Base64 of little-endian 4-byte numbers -> a numpy array of ``dtype``, or ``array(typecode)``."""
    raw = base64.b64decode(data)
    if (np is not None) if use_numpy is None else use_numpy:
        return np.frombuffer(raw, dtype=dtype)
    out = array(typecode)
    out.frombytes(raw)
    if sys.byteorder == "big":  # the wire is little-endian
        out.byteswap()
    return out


def decode_tensor(data, use_numpy=None):
    """Base64 of little-endian float32s -> numpy float32 array, or ``array('f')``."""
    return _decode_numbers(data, "<f4", "f", use_numpy)


def decode_int32(data, use_numpy=None):
    """Base64 of little-endian int32s (legal ids, offsets, sparse indices) -> numpy int32 array,
    or ``array('i')``."""
    return _decode_numbers(data, "<i4", "i", use_numpy)


def decode_mask(data, use_numpy=None):
    """Base64 of one byte per action (1 legal, 0 not) -> numpy uint8 array, or ``array('B')``."""
    raw = base64.b64decode(data)
    if (np is not None) if use_numpy is None else use_numpy:
        return np.frombuffer(raw, dtype=np.uint8)
    return array("B", raw)


def mask_ids(mask):
    """The action numbers a mask marks legal, ascending."""
    if np is not None and isinstance(mask, np.ndarray):
        return np.flatnonzero(mask).tolist()
    return [i for i, legal in enumerate(mask) if legal]


def mask_from_ids(ids, size):
    """A mask of ``size`` bytes with 1 at each of ``ids`` (numpy uint8 array, or ``array('B')``)."""
    if np is not None:
        mask = np.zeros(size, dtype=np.uint8)
        mask[list(ids)] = 1
        return mask
    mask = array("B", bytes(size))
    for i in ids:
        mask[i] = 1
    return mask


def decode_result(result):
    """Decodes, in place, the tensor and mask of a result and of its ``observation`` and ``legal``
    parts (what ``then`` adds). Returns ``result``."""
    if not isinstance(result, dict):
        return result
    for part in (result, result.get("observation"), result.get("legal")):
        if isinstance(part, dict):
            if isinstance(part.get("tensor"), str):
                part["tensor"] = decode_tensor(part["tensor"])
            if isinstance(part.get("mask"), str):
                part["mask"] = decode_mask(part["mask"])
    return result


def default_command():
    """The server command: RULEBOOKS_SERVE if set, else ``npx rulebooks serve --stdio``."""
    override = os.environ.get("RULEBOOKS_SERVE")
    if override:
        return shlex.split(override)
    return ["npx", "rulebooks", "serve", "--stdio"]


def _plain(value):
    """JSON cannot hold numpy scalars: make action numbers plain ints."""
    if isinstance(value, bool):
        return value
    if np is not None and isinstance(value, np.integer):
        return int(value)
    return value


def close_env_quietly(server, env_id):
    """Closes ``env_id`` on ``server`` if it is still open: an env closed after its server has
    exited (the server's own error, or a broken pipe) is already gone, so only those are ignored;
    any other error is a bug and goes up."""
    if env_id is None:
        return
    try:
        server.close_env(env_id)
    except (RulebooksError, OSError):
        pass


class StepServer:
    """One server process. Every method sends one request and returns its ``result``, or raises
    :class:`RulebooksError`. Use it as a context manager, or call :meth:`close`.

    ``decode=False`` leaves tensors and masks as base64 strings (for callers that decode lazily).
    """

    def __init__(self, command=None, cwd=None, stderr=None, decode=True):
        if command is None:
            command = default_command()
        elif isinstance(command, str):
            command = shlex.split(command)
        self.command = list(command)
        self.decode = decode
        self._next_id = 0
        self._proc = subprocess.Popen(
            self.command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            cwd=cwd,
        )

    # -- the envelope ---------------------------------------------------------------------------

    def _write(self, message):
        self._next_id += 1
        message["id"] = self._next_id
        self._proc.stdin.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
        return self._next_id

    def _read(self, expected_id):
        line = self._proc.stdout.readline()
        if not line:
            try:
                code = self._proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                code = None
            raise RulebooksError("SERVER_EXIT", "the server closed its output (exit status %s): %s" % (code, " ".join(self.command)))
        response = json.loads(line)
        if response.get("id") != expected_id:
            raise RulebooksError("BAD_RESPONSE", "expected the response to request %r, got %r" % (expected_id, response.get("id")))
        return response

    def raw(self, op, **args):
        """Sends one request and returns the whole response (``ok``, ``result`` or ``error``)."""
        return self._read(self._send(op, args))

    def _send(self, op, args):
        message = {"op": op}
        message.update({k: _plain(v) for k, v in args.items() if v is not None})
        request_id = self._write(message)
        self._proc.stdin.flush()
        return request_id

    def _result(self, response, decode=None):
        if not response.get("ok"):
            error = response.get("error") or {}
            raise RulebooksError(error.get("code", "UNKNOWN"), error.get("message", ""))
        result = response.get("result")
        return decode_result(result) if (self.decode if decode is None else decode) else result

    def request(self, op, **args):
        """Sends one request (arguments that are None are left out) and returns its result."""
        return self._result(self.raw(op, **args))

    def submit(self, op, **args):
        """Sends one request without waiting; :meth:`collect` its ticket later, in the order of
        submission. Keeping two requests in flight lets Python work while the server does."""
        return self._send(op, args)

    def collect(self, ticket):
        """The result of a :meth:`submit` (raises :class:`RulebooksError` on an error response)."""
        return self._result(self._read(ticket))

    def request_raw(self, op, **args):
        """As :meth:`request`, with the result's base64 left as it came (the vector ops decode
        their own runs of numbers)."""
        return self._result(self.raw(op, **args), decode=False)

    def collect_raw(self, ticket):
        """As :meth:`collect`, with the result's base64 left as it came."""
        return self._result(self._read(ticket), decode=False)

    def submit_batch(self, requests):
        """Sends a ``batch`` without waiting; :meth:`collect_batch` its ticket later."""
        return self._send("batch", {"requests": [{k: _plain(v) for k, v in r.items() if v is not None} for r in requests]})

    def collect_batch(self, ticket, raise_errors=True):
        """The results of a :meth:`submit_batch`, as :meth:`batch` returns them."""
        results = self._result(self._read(ticket))["results"]
        out = []
        for item in results:
            if item.get("ok"):
                result = item.get("result")
                out.append(decode_result(result) if self.decode else result)
            else:
                error = item.get("error") or {}
                failure = RulebooksError(error.get("code", "UNKNOWN"), error.get("message", ""))
                if raise_errors:
                    raise failure
                out.append(failure)
        return out

    def batch(self, requests, raise_errors=True):
        """Runs ``requests`` (dicts with ``op`` and arguments, no ids) in one ``batch`` request.

        Returns one entry per request, in order: its result, or (with ``raise_errors=False``) a
        :class:`RulebooksError` in the place of a failed one. With ``raise_errors=True`` the first
        failure is raised, after the whole batch has run.
        """
        return self.collect_batch(self.submit_batch(requests), raise_errors)

    # -- the ops --------------------------------------------------------------------------------

    def hello(self):
        return self.request("hello")

    def spaces(self, game, players=None, config=None):
        return self.request("spaces", game=game, players=players, config=config)

    def reset(self, game, seed, players=None, config=None, max_steps=None, then=None):
        return self.request("reset", game=game, seed=seed, players=players, config=config, maxSteps=max_steps, then=then)

    def step(self, env, action, player=None, then=None):
        return self.request("step", env=env, action=action, player=player, then=then)

    def legal(self, env, player, as_="mask"):
        return self.request("legal", env=env, player=player, **{"as": as_})

    def observe(self, env, player, as_="tensor"):
        return self.request("observe", env=env, player=player, **{"as": as_})

    def labels(self, env, player):
        return self.request("labels", env=env, player=player)["labels"]

    def sample(self, env, player, seed):
        return self.request("sample", env=env, player=player, seed=seed)["env"]

    def bot(self, env, player, bot, seed):
        return self.request("bot", env=env, player=player, bot=bot, seed=seed)

    def record(self, env):
        return self.request("record", env=env)["record"]

    def close_env(self, env):
        return self.request("close", env=env)

    # -- the process ----------------------------------------------------------------------------

    def close(self):
        """Ends the server: closing its input makes it exit."""
        proc = self._proc
        if proc.poll() is None:
            try:
                proc.stdin.close()
            except OSError:
                pass
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):  # pragma: no cover - best effort at interpreter exit
        try:
            self.close()
        except Exception:
            pass
