"""The Python side of ``npm run bench -- --serve`` (bench/serve.ts): steps per second through the
step server, doing per step what the in-process side does (the actor's legal actions, a random
pick among them, the step, the next actor's observation tensor).

    python3 examples/python/bench_serve.py --game psi-wars --envs 64 --seconds 3

``--envs 1`` steps one env with one request per step; ``--envs B`` steps B envs per ``batch``
request of ``step`` requests, or with ``--vector`` per ``vstep`` of a vector of B games (sparse
tensors and legal ids as base64 runs of numbers, read with a few numpy operations). Tensors and masks come back with the step through ``then`` when the server accepts
``"player": "actor"`` there (the seat that acts after the step); otherwise a second request per
step asks for them (``--probe`` prints which). Prints one JSON line: steps, seconds, steps/s.
"""
import argparse
import base64
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from rulebooks_env.client import RulebooksError, StepServer, np  # noqa: E402
from rulebooks_env.vector import VectorGame  # noqa: E402

THEN_ACTOR = {"observe": {"player": "actor", "as": "tensor"}, "legal": {"player": "actor", "as": "mask"}}

# How the legal actions travel: "mask" (N bytes, base64) or "ids" (the legal numbers, from which the
# driver builds the same mask: cheaper on the wire when N is large and few actions are legal).
LEGAL_AS = "mask"


def supports_then_actor(server, game, players, config):
    """Whether the server takes ``"player": "actor"`` in ``then`` (one round trip per step)."""
    try:
        result = server.request("reset", game=game, seed=1, players=players, config=config, then=THEN_ACTOR)
    except RulebooksError as error:
        if error.code == "BAD_REQUEST":
            return False
        raise
    server.request("close", env=result["env"])
    return True


def pick_from_mask(raw, rng):
    """A uniformly random legal number of a mask (the raw bytes), without a Python loop over it."""
    if np is not None:
        ids = np.flatnonzero(np.frombuffer(raw, dtype=np.uint8))
        return int(ids[rng.randrange(len(ids))])
    k = rng.randrange(raw.count(1))
    at = raw.find(1)
    for _ in range(k):
        at = raw.find(1, at + 1)
    return at


def decode_tensor(data):
    raw = base64.b64decode(data)
    if np is not None:
        return np.frombuffer(raw, dtype="<f4")
    return raw  # the learner would wrap these bytes in array('f'); decoding them is the cost


class Driver:
    def __init__(self, server, game, players, config, envs, seed, then_actor, tensors):
        self.server = server
        self.game = game
        self.players = players
        self.config = config
        self.envs = envs
        self.rng = random.Random(seed)
        self.next_seed = seed
        self.then_actor = then_actor
        self.tensors = tensors
        self.ids = [None] * envs
        self.actor = [None] * envs
        self.mask = [None] * envs
        self.checksum = 0.0
        self.space = server.request("spaces", game=game, players=players, config=config)["actionSpace"]

    def _seed(self):
        self.next_seed += 1
        return self.next_seed

    def _then(self):
        then = dict(THEN_ACTOR)
        then["legal"] = {"player": "actor", "as": LEGAL_AS}
        if not self.tensors:
            del then["observe"]
        return then

    def _call(self, requests):
        """Hands ``requests`` to the runner (see :func:`run`) and returns their results: the driver's
        methods are generators, so that two drivers can keep the server busy in turn."""
        results = yield requests
        return results

    def _mask_of(self, legal):
        """The mask's bytes, from a mask on the wire or built from the legal ids."""
        if "mask" in legal:
            return base64.b64decode(legal["mask"])
        mask = bytearray(self.space)
        for i in legal["ids"]:
            mask[i] = 1
        return bytes(mask)

    def _absorb(self, indices, results):
        """Takes in the actor, mask and tensor of each result (after a step or reset)."""
        for i, result in zip(indices, results):
            if "env" in result and result.get("env") is not None:
                self.ids[i] = result["env"]
            if result["over"]:
                self.actor[i] = None
                continue
            self.actor[i] = result["actors"][0]
            if "legal" in result:
                self.mask[i] = self._mask_of(result["legal"])
                if "observation" in result:
                    tensor = decode_tensor(result["observation"]["tensor"])
                    self.checksum += float(tensor[0]) if np is not None else tensor[0]

    def _fetch(self, indices):
        """Without ``then`` on the actor: the masks and tensors in a second round trip."""
        requests = []
        for i in indices:
            requests.append({"op": "legal", "env": self.ids[i], "player": self.actor[i], "as": LEGAL_AS})
            if self.tensors:
                requests.append({"op": "observe", "env": self.ids[i], "player": self.actor[i], "as": "tensor"})
        results = yield from self._call(requests)
        per = 2 if self.tensors else 1
        for k, i in enumerate(indices):
            self.mask[i] = self._mask_of(results[per * k])
            if self.tensors:
                tensor = decode_tensor(results[per * k + 1]["tensor"])
                self.checksum += float(tensor[0]) if np is not None else tensor[0]

    def reset(self, indices):
        requests = []
        for i in indices:
            if self.ids[i] is not None:
                requests.append({"op": "close", "env": self.ids[i]})
            request = {"op": "reset", "game": self.game, "seed": self._seed(), "players": self.players, "config": self.config}
            if self.then_actor:
                request["then"] = self._then()
            requests.append(request)
        results = yield from self._call(requests)
        self._absorb(indices, [r for r in results if "actors" in r])
        if not self.then_actor:
            yield from self._fetch(list(indices))

    def step_all(self):
        """One step in every env. Returns the number of steps taken."""
        indices = list(range(self.envs))
        requests = []
        for i in indices:
            request = {"op": "step", "env": self.ids[i], "action": pick_from_mask(self.mask[i], self.rng), "player": self.actor[i]}
            if self.then_actor:
                request["then"] = self._then()
            requests.append(request)
        results = yield from self._call(requests)
        self._absorb(indices, results)
        ended = [i for i in indices if self.actor[i] is None]
        if not self.then_actor:
            going = [i for i in indices if self.actor[i] is not None]
            if going:
                yield from self._fetch(going)
        if ended:
            yield from self.reset(ended)
        return len(indices)


def _submit(server, requests):
    """One request alone when there is one (the single mode), else one batch."""
    if len(requests) == 1:
        request = dict(requests[0])
        return (True, server.submit(request.pop("op"), **request))
    return (False, server.submit_batch(requests))


def _collect(server, ticket):
    alone, request_id = ticket
    return [server.collect(request_id)] if alone else server.collect_batch(request_id)


def run(server, drivers, make, until):
    """Runs ``make(driver)`` (a generator of request lists) for every driver again and again until
    ``until()`` is true, with one request of each driver in flight: while Python reads one driver's
    results and picks its actions, the server already works on the other's. Returns the steps."""
    steps = 0
    gens = [make(d) for d in drivers]
    pending = [(k, _submit(server, next(g))) for k, g in enumerate(gens)]
    while pending:
        k, ticket = pending.pop(0)
        results = _collect(server, ticket)
        try:
            pending.append((k, _submit(server, gens[k].send(results))))
        except StopIteration as done:
            steps += done.value or 0
            if until():
                continue
            gens[k] = make(drivers[k])
            pending.append((k, _submit(server, next(gens[k]))))
    return steps


def run_vector(server, args, tensors):
    """The ``--vector`` loop: ``--pipeline`` vectors splitting ``--envs`` games, each with one step
    in flight while Python picks the next actions of the other. Returns (steps, seconds, cpu0)."""
    groups = args.pipeline if args.envs >= args.pipeline else 1
    sizes = [args.envs // groups + (1 if k < args.envs % groups else 0) for k in range(groups)]
    observe = args.observe if tensors else "none"
    vectors = [VectorGame(server, args.game, count=n, seed=args.seed + 1000003 * k, players=args.players, config=args.config, observe=observe) for k, n in enumerate(sizes)]
    rng = np.random.default_rng(args.seed) if np is not None else random.Random(args.seed)
    checksum = 0.0

    def loop(seconds):
        nonlocal checksum
        for vec in vectors:
            vec.submit(vec.random_actions(rng))
        steps = 0
        end = time.perf_counter() + seconds
        while True:
            for vec in vectors:
                vec.collect()
                steps += vec.count
                if vec.observations is not None:
                    checksum += float(vec.observations[0][0])
                if time.perf_counter() < end:
                    vec.submit(vec.random_actions(rng))
            if time.perf_counter() >= end:
                # Collect what is still in flight (not counted), so the vectors are at rest.
                for vec in vectors:
                    if vec._pending is not None:
                        vec.collect()
                return steps

    loop(args.warmup)
    return vectors, loop, groups


def process_cpu_seconds(pid):
    """CPU seconds (user + system) a process has used so far, from /proc (Linux); None elsewhere."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--config", type=json.loads)
    parser.add_argument("--envs", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--warmup", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-tensors", action="store_true", help="masks only (a game without observation tensors)")
    parser.add_argument("--no-then-actor", action="store_true", help="ask for masks and tensors in a second round trip")
    parser.add_argument("--probe", action="store_true", help="print whether then accepts the actor, and stop")
    parser.add_argument("--pipeline", type=int, default=1, help="split the envs into this many groups, each with a request in flight")
    parser.add_argument("--legal", choices=["mask", "ids"], default="mask", help="how legal actions travel (the driver builds a mask from ids)")
    parser.add_argument("--vector", action="store_true", help="step a vector of --envs games with vstep (legal ids, tensors as --observe)")
    parser.add_argument("--observe", choices=["shared", "sparse", "tensor", "none"], default="shared", help="with --vector: how tensors travel")
    args = parser.parse_args(argv)
    global LEGAL_AS
    LEGAL_AS = args.legal

    with StepServer(decode=False) as server:
        then_actor = not args.no_then_actor and supports_then_actor(server, args.game, args.players, args.config)
        if args.probe:
            print(json.dumps({"thenActor": then_actor}))
            return
        if args.vector:
            _, loop, groups = run_vector(server, args, not args.no_tensors)
            pid = server._proc.pid
            server_cpu0 = process_cpu_seconds(pid)
            cpu0 = time.process_time()
            start = time.perf_counter()
            steps = loop(args.seconds)
            elapsed = time.perf_counter() - start
            python_cpu = time.process_time() - cpu0
            server_cpu1 = process_cpu_seconds(pid)
            server_cpu = None if server_cpu0 is None or server_cpu1 is None else server_cpu1 - server_cpu0
            print(json.dumps({"steps": steps, "seconds": elapsed, "stepsPerSecond": steps / elapsed, "pythonCpuSeconds": python_cpu, "serverCpuSeconds": server_cpu, "thenActor": True, "numpy": np is not None, "envs": args.envs, "legal": "ids", "pipeline": groups, "vector": True, "observe": args.observe}))
            return
        groups = args.pipeline if args.envs >= args.pipeline else 1
        sizes = [args.envs // groups + (1 if k < args.envs % groups else 0) for k in range(groups)]
        drivers = [Driver(server, args.game, args.players, args.config, n, args.seed + 1000003 * k, then_actor, not args.no_tensors) for k, n in enumerate(sizes)]
        run(server, drivers, lambda d: d.reset(list(range(d.envs))), lambda: True)
        end = time.perf_counter() + args.warmup
        run(server, drivers, Driver.step_all, lambda: time.perf_counter() >= end)
        pid = server._proc.pid
        server_cpu0 = process_cpu_seconds(pid)
        cpu0 = time.process_time()
        start = time.perf_counter()
        end = start + args.seconds
        steps = run(server, drivers, Driver.step_all, lambda: time.perf_counter() >= end)
        elapsed = time.perf_counter() - start
        python_cpu = time.process_time() - cpu0
        server_cpu1 = process_cpu_seconds(pid)
        server_cpu = None if server_cpu0 is None or server_cpu1 is None else server_cpu1 - server_cpu0
    print(json.dumps({"steps": steps, "seconds": elapsed, "stepsPerSecond": steps / elapsed, "pythonCpuSeconds": python_cpu, "serverCpuSeconds": server_cpu, "thenActor": then_actor, "numpy": np is not None, "envs": args.envs, "legal": args.legal, "pipeline": groups}))


if __name__ == "__main__":
    main()
