"""Many games stepped together through the server's vector ops (``vreset``, ``vstep``, ``vclose``).

One request steps every game of the vector; the answer carries each slot's next actor, its
observation tensor and its legal action numbers as a few base64 runs of numbers, decoded here with
a handful of array operations (numpy when present). A game that ends is replaced at once by the
vector's next game (its entry is in :attr:`VectorGame.ended`), and seats the caller does not play
are played by library bots inside the server, so a step is always one round trip.

    vec = VectorGame(server, "psi-wars", count=64, seed=1)
    rng = random.Random(1)
    while training:
        vec.step(vec.random_actions(rng))   # or your policy's numbers, one per slot
        vec.observations                    # (64, size) float32 array with numpy
        vec.actors, vec.ended               # who acts now in each slot; games that just ended
    vec.close()
"""
import mmap
import sys
from array import array

from .client import decode_int32 as _int32s, decode_mask as _bytes, decode_tensor as _float32s, np

_LITTLE = sys.byteorder == "little"


class VectorGame:
    """``count`` games of ``game`` on ``server`` (a :class:`StepServer`), stepped together.

    The caller plays ``seats`` (default: every seat, self-play); ``opponents`` names the library
    bot of the other seats (one name, default ``"random"``), or is a list by seat with ``None`` at
    the caller's seats (then leave ``seats`` out). Game ``k`` of the vector (counted from 0 in the
    order begun) is seeded ``deriveSeed(seed, k)``; its seed is in :attr:`seeds` and in its
    :attr:`ended` entry, and ``records=True`` adds the record ``rulebooks replay`` reads.

    ``observe``: ``"shared"`` (default; the server writes each frame's dense tensors into a file
    this process maps into memory: the cheapest way, for a server on the same machine, which a
    stdio server always is), ``"sparse"`` (the entries that are not 0, on the wire, scattered here
    into a dense array), ``"tensor"`` (dense on the wire) or ``"none"``. ``legal``: ``"ids"`` (default; the
    legal numbers of each slot), ``"mask"`` or ``"none"``. ``max_steps`` truncates a game.

    After every call, :attr:`actors` (the seat each slot waits for), :attr:`steps`,
    :attr:`observations` (``(count, size)`` float32 with numpy, else a list of ``array('f')``),
    :attr:`legal_ids` and :attr:`legal_offsets` (slot ``i``'s legal numbers are
    ``legal_ids[legal_offsets[i]:legal_offsets[i + 1]]``) and :attr:`ended` describe the vector.
    """

    def __init__(self, server, game, count, seed, players=None, config=None, seats=None, opponents=None,
                 observe="shared", legal="ids", max_steps=None, records=False):
        self.server = server
        self.game = game
        self.count = count
        self._observe = observe
        self._legal = legal
        self._pending = None
        self._map = None
        result = server.request_raw("vreset", game=game, count=count, seed=seed, players=players, config=config,
                                seats=seats, opponents=opponents, observe=observe, legal=legal,
                                maxSteps=max_steps, records=records if records else None)
        self.vec = result["vec"]
        self.players = result["players"]
        self.config = result["config"]
        self.action_space_n = result["actionSpace"]
        self.observation_size = result["observationSize"]
        self.envs = list(result["envs"])
        self.seeds = list(result["seeds"])  # the seed of the game each slot plays now
        self._dense = None
        if np is not None and self.observation_size is not None:
            self._dense = np.zeros((count, self.observation_size), dtype=np.float32)
        self._absorb(result)

    # -- stepping -------------------------------------------------------------------------------

    def step(self, actions):
        """Plays ``actions[i]`` (an action number) for the seat slot ``i`` waits for, in every slot.
        Raises :class:`RulebooksError` (and nothing is played) if any is refused."""
        self.submit(actions)
        return self.collect()

    def submit(self, actions):
        """Sends the step without waiting for it; :meth:`collect` it later. Two vectors on one server
        can each have a step in flight, so that Python works while the server does."""
        if self._pending is not None:
            raise RuntimeError("collect() the step in flight first")
        if np is not None and isinstance(actions, np.ndarray):
            actions = actions.tolist()
        else:
            actions = [int(a) for a in actions]
        self._pending = self.server.submit("vstep", vec=self.vec, actions=actions)

    def collect(self):
        """Reads the answer to :meth:`submit`; returns ``self``."""
        ticket, self._pending = self._pending, None
        if ticket is None:
            raise RuntimeError("no step in flight")
        self._absorb(self.server.collect_raw(ticket))
        return self

    def _absorb(self, result):
        self.actors = result["actors"]
        self.steps = result["steps"]
        self.ended = result["ended"]
        for entry in self.ended:
            self.envs[entry["slot"]] = entry["next"]
            self.seeds[entry["slot"]] = entry["nextSeed"]
        observation = result.get("observation")
        self.observations = None if observation is None else self._observations(observation)
        legal = result.get("legal")
        self.legal_ids = self.legal_offsets = self.mask = None
        if legal is not None:
            if "ids" in legal:
                self.legal_ids = _int32s(legal["ids"])
                self.legal_offsets = _int32s(legal["offsets"])
            else:
                masks = _bytes(legal["mask"])
                n = self.action_space_n
                if np is not None:
                    self.mask = masks.reshape(self.count, n)
                else:
                    self.mask = [masks[i * n:(i + 1) * n] for i in range(self.count)]

    def _observations(self, observation):
        size = observation["size"]
        if "file" in observation:
            return self._from_file(observation["file"], size)
        if "tensor" in observation:
            values = _float32s(observation["tensor"])
            if np is not None:
                return values.reshape(self.count, size)
            return [values[i * size:(i + 1) * size] for i in range(self.count)]
        index = _int32s(observation["index"])
        value = _float32s(observation["value"])
        if np is not None:
            dense = self._dense
            dense.fill(0.0)
            dense.reshape(-1)[index] = value
            return dense
        rows = [array("f", bytes(4 * size)) for _ in range(self.count)]
        for at, v in zip(index, value):
            rows[at // size][at % size] = v
        return rows

    def _from_file(self, path, size):
        """The frame's tensors from the vector's shared file: copied out of the mapping, so that
        they stay as they are when the next step rewrites the file."""
        if self._map is None:
            with open(path, "rb") as f:
                self._map = mmap.mmap(f.fileno(), self.count * size * 4, access=mmap.ACCESS_READ)
        if np is not None:
            np.copyto(self._dense, np.frombuffer(self._map, dtype="<f4", count=self.count * size).reshape(self.count, size))
            return self._dense
        values = array("f")
        values.frombytes(self._map[:self.count * size * 4])
        if not _LITTLE:
            values.byteswap()
        return [values[i * size:(i + 1) * size] for i in range(self.count)]

    # -- reading the legal actions --------------------------------------------------------------

    def legal(self, slot):
        """Slot ``slot``'s legal action numbers (a list)."""
        if self.legal_ids is not None:
            return [int(i) for i in self.legal_ids[self.legal_offsets[slot]:self.legal_offsets[slot + 1]]]
        if self.mask is not None:
            row = self.mask[slot]
            return [i for i in range(len(row)) if row[i]]
        raise RuntimeError("this vector was opened with legal='none'")

    def action_mask(self):
        """Every slot's mask, ``(count, N)`` uint8 with numpy (built from the ids when they came as
        ids), else a list of ``array('B')``."""
        if self.mask is not None:
            return self.mask
        if self.legal_ids is None:
            raise RuntimeError("this vector was opened with legal='none'")
        if np is not None:
            mask = np.zeros((self.count, self.action_space_n), dtype=np.uint8)
            counts = np.diff(self.legal_offsets)
            mask[np.repeat(np.arange(self.count), counts), self.legal_ids] = 1
            return mask
        out = []
        for slot in range(self.count):
            row = array("B", bytes(self.action_space_n))
            for i in self.legal(slot):
                row[i] = 1
            out.append(row)
        return out

    def random_actions(self, rng):
        """One uniformly random legal number per slot (``rng``: a ``random.Random``, or a numpy
        ``Generator`` when the legal actions came as ids and numpy is present)."""
        if self.legal_ids is not None and np is not None:
            offsets = self.legal_offsets
            counts = offsets[1:] - offsets[:-1]
            draws = rng.random(self.count) if hasattr(rng, "integers") else np.array([rng.random() for _ in range(self.count)])
            return self.legal_ids[offsets[:-1] + (draws * counts).astype(np.int64)]
        return [rng.choice(self.legal(slot)) for slot in range(self.count)]

    # -- the rest -------------------------------------------------------------------------------

    def record(self, slot):
        """Slot ``slot``'s game so far, as ``rulebooks replay`` reads it."""
        return self.server.record(self.envs[slot])

    def close(self):
        """Ends the vector's games on the server."""
        if self._map is not None:
            self._map.close()
            self._map = None
        if self.vec is not None:
            self.server.request("vclose", vec=self.vec)
            self.vec = None
