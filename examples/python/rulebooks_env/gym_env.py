"""Gymnasium-style environments over the step server (no gymnasium import).

One seat learns; the library's bots play every other seat through the server's ``bot`` op, each
move seeded from the episode's seed and the step count, so an episode reset with the same seed and
given the same actions replays exactly. The reward is 0 until the game ends, then the seat's entry
in the outcome's rewards (the server's ``rewards``, the library's ``rankRewards``: first place 1,
last 0, places between evenly spaced, ties sharing).

    env = RulebooksEnv("psi-wars", seat=0, opponents="random")
    obs, info = env.reset(seed=1)
    while True:
        action = pick(obs, info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

A game without an action space takes JSON actions (``info["legal_actions"]`` lists them); one
without observation tensors gives its view (a dict) as the observation.
"""
import random

from .client import RulebooksError, StepServer, close_env_quietly, mask_from_ids, np

_SEED_SPACE = 2 ** 31

# Above this many action numbers the legal actions travel as ids and the mask is built here: a game
# with thousands of numbers and a handful legal (Psi Wars: 5 616, about 3 legal) would otherwise send
# kilobytes of zeros per step.
_IDS_ABOVE = 1024


def _bot_seed(seed, steps, player):
    """The seed of a bot's move: a function of the episode seed, the step and the seat only."""
    return (seed * 1000003 + steps * 7919 + player * 104729 + 12345) % _SEED_SPACE


class _Setup:
    """What the single and the vector env share: the game's spaces and the requests they send."""

    def __init__(self, game, seat, opponents, config, players, server, max_steps, command):
        self.owns_server = server is None
        self.server = server if server is not None else StepServer(command=command)
        self.game = game
        self.seat = seat
        self.config = config
        self.players = players
        self.max_steps = max_steps
        spaces = self.server.spaces(game, players=players, config=config)
        self.resolved_config = spaces["config"]
        self.action_space_n = spaces["actionSpace"]
        layout = spaces["observation"]
        self.observation_layout = layout
        self.observation_size = None if layout is None else layout["size"]
        self.then = {
            "observe": {"player": seat, "as": "view" if layout is None else "tensor"},
            "legal": {"player": seat, "as": "actions" if self.action_space_n is None else "ids" if self.action_space_n > _IDS_ABOVE else "mask"},
        }
        self.opponents = opponents

    def describe(self, env):
        """Gives ``env`` (a single or vector env) the attributes a learner reads: its server, game,
        seat, ``action_space_n``, ``observation_size`` and ``observation_layout``."""
        env.server = self.server
        env.game = self.game
        env.seat = self.seat
        env.action_space_n = self.action_space_n
        env.observation_size = self.observation_size
        env.observation_layout = self.observation_layout

    def opponent(self, player):
        """The bot name playing ``player``."""
        opponents = self.opponents
        if isinstance(opponents, str):
            return opponents
        return opponents[player]

    def reset_request(self, seed):
        return {"op": "reset", "game": self.game, "seed": seed, "players": self.players, "config": self.config, "maxSteps": self.max_steps, "then": self.then}

    def truncated(self, result):
        return self.max_steps is not None and not result["over"] and result["steps"] >= self.max_steps

    def opponents_to_move(self, result):
        """Whether the bots move next: the game goes on, the cap is not reached, the seat waits."""
        return not result["over"] and self.seat not in result["actors"] and not self.truncated(result)

    def bot_request(self, env, seed, result):
        player = result["actors"][0]
        return {"op": "bot", "env": env, "player": player, "bot": self.opponent(player), "seed": _bot_seed(seed, result["steps"], player)}

    def step_request(self, env, action, player):
        return {"op": "step", "env": env, "action": action, "player": player, "then": self.then}

    def observation(self, result):
        part = result["observation"]
        return part["tensor"] if "tensor" in part else part["view"]

    def info(self, env, seed, result):
        legal = result["legal"]
        info = {"env": env, "seed": seed, "steps": result["steps"], "actors": result["actors"], "outcome": result.get("outcome")}
        if "mask" in legal:
            info["action_mask"] = legal["mask"]
        elif "ids" in legal:
            info["action_mask"] = mask_from_ids(legal["ids"], self.action_space_n)
        else:
            info["legal_actions"] = legal["actions"]
        return info

    def reward(self, result):
        rewards = result.get("rewards")
        return float(rewards[self.seat]) if result["over"] and rewards is not None else 0.0

    def close(self):
        if self.owns_server:
            self.server.close()


def _move_of(bot_result):
    """What to step with for a bot's move: its number when the game has one, else its JSON."""
    return bot_result["id"] if bot_result.get("id") is not None else bot_result["action"]


class RulebooksEnv:
    """One game, one learning seat; the library's bots (``opponents``: a bot name for every other
    seat, or a list/dict by seat) play the rest.

    ``server``: a :class:`StepServer` to share (else the env starts its own, from ``command`` or
    RULEBOOKS_SERVE). ``max_steps``: the episode is truncated once the game has taken that many
    steps (all seats' actions count).
    """

    def __init__(self, game, seat=0, opponents="random", config=None, players=None, server=None, max_steps=None, command=None):
        self._setup = _Setup(game, seat, opponents, config, players, server, max_steps, command)
        self._setup.describe(self)
        self.env_id = None
        self.seed = None
        self._result = None
        self._rng = random.Random()

    def reset(self, seed=None, options=None):
        """Starts a new game. Returns ``(observation, info)``; ``info["action_mask"]`` marks the
        seat's legal action numbers. ``seed=None`` draws one from the env's own generator, which a
        seeded reset reseeds (as Gymnasium does)."""
        if seed is None:
            seed = self._rng.randrange(_SEED_SPACE)
        else:
            self._rng.seed(seed)
        setup = self._setup
        if self.env_id is not None:
            _, result = self.server.batch([{"op": "close", "env": self.env_id}, setup.reset_request(seed)])
        else:
            result = self.server.request("reset", **{k: v for k, v in setup.reset_request(seed).items() if k != "op"})
        self.env_id = result["env"]
        self.seed = seed
        self._result = self._advance(result)
        return setup.observation(self._result), setup.info(self.env_id, seed, self._result)

    def step(self, action):
        """Plays the seat's ``action`` (its number, or its JSON), then the bots until the seat acts
        again or the game ends. Returns ``(observation, reward, terminated, truncated, info)``."""
        if self._result is None:
            raise RuntimeError("call reset() before step()")
        setup = self._setup
        result = self.server.step(self.env_id, action, player=self.seat, then=setup.then)
        result = self._advance(result)
        self._result = result
        return (setup.observation(result), setup.reward(result), bool(result["over"]), setup.truncated(result), setup.info(self.env_id, self.seed, result))

    def _advance(self, result):
        setup = self._setup
        while setup.opponents_to_move(result):
            request = setup.bot_request(self.env_id, self.seed, result)
            move = self.server.bot(self.env_id, request["player"], request["bot"], request["seed"])
            result = self.server.step(self.env_id, _move_of(move), player=request["player"], then=setup.then)
        return result

    def record(self):
        """The game so far as ``rulebooks replay`` reads it."""
        return self.server.record(self.env_id)

    def close(self):
        close_env_quietly(self.server, self.env_id)
        self.env_id = None
        self._setup.close()


class VectorRulebooksEnv:
    """``n`` copies of :class:`RulebooksEnv` stepped together: every call sends one ``batch``
    request for the learner's moves and, while some bots still have to move, one per round of bot
    moves (a ``bot`` batch, then a ``step`` batch).

    An episode that ends is reset at once with the next seed of the env's generator (Gymnasium's
    same-step autoreset): the returned observation is the new episode's, and
    ``infos["final_observation"][i]`` / ``infos["final_info"][i]`` hold the last one's.
    Observations and masks are stacked into 2-D numpy arrays when numpy is present, else lists.
    """

    def __init__(self, n, game, seat=0, opponents="random", config=None, players=None, server=None, max_steps=None, command=None):
        if n < 1:
            raise ValueError("n must be at least 1")
        self.n = n
        self._setup = _Setup(game, seat, opponents, config, players, server, max_steps, command)
        self._setup.describe(self)
        self.env_ids = [None] * n
        self.seeds = [None] * n
        self._results = [None] * n
        self._rng = random.Random()

    def _reset_some(self, indices, seeds):
        """Starts new games in the envs at ``indices`` with ``seeds`` (one batch), then lets their
        bots move."""
        requests = []
        for i, seed in zip(indices, seeds):
            if self.env_ids[i] is not None:
                requests.append({"op": "close", "env": self.env_ids[i]})
            self.seeds[i] = seed
            requests.append(self._setup.reset_request(seed))
        results = [r for r in self.server.batch(requests) if "env" in r]
        for i, result in zip(indices, results):
            self.env_ids[i] = result["env"]
            self._results[i] = result
        self._advance(list(indices))

    def reset(self, seed=None, options=None):
        """Starts ``n`` games, seeded ``seed``, ``seed+1``... (or from the env's generator, which a
        seeded reset reseeds; later autoresets draw from it). Returns ``(observations, infos)``;
        ``infos["action_mask"]`` stacks the masks."""
        if seed is not None:
            self._rng.seed(seed)
            seeds = [seed + i for i in range(self.n)]
        else:
            seeds = [self._rng.randrange(_SEED_SPACE) for _ in range(self.n)]
        self._reset_some(range(self.n), seeds)
        return self._stack_obs(), self._infos()

    def step(self, actions):
        """Plays ``actions[i]`` for the seat in env ``i`` (one batch), then the bots, and resets the
        envs whose episode ended. Returns ``(observations, rewards, terminated, truncated, infos)``."""
        setup = self._setup
        requests = [setup.step_request(self.env_ids[i], actions[i], self.seat) for i in range(self.n)]
        self._results = self.server.batch(requests)
        self._advance(list(range(self.n)))
        rewards = [setup.reward(r) for r in self._results]
        terminated = [bool(r["over"]) for r in self._results]
        truncated = [setup.truncated(r) for r in self._results]
        ended = [i for i in range(self.n) if terminated[i] or truncated[i]]
        final_observation = [None] * self.n
        final_info = [None] * self.n
        for i in ended:
            final_observation[i] = setup.observation(self._results[i])
            final_info[i] = setup.info(self.env_ids[i], self.seeds[i], self._results[i])
        if ended:
            self._reset_some(ended, [self._rng.randrange(_SEED_SPACE) for _ in ended])
        infos = self._infos()
        if ended:
            infos["final_observation"] = final_observation
            infos["final_info"] = final_info
        if np is not None:
            return self._stack_obs(), np.asarray(rewards, dtype=np.float32), np.asarray(terminated), np.asarray(truncated), infos
        return self._stack_obs(), rewards, terminated, truncated, infos

    def _advance(self, indices):
        setup = self._setup
        waiting = [i for i in indices if setup.opponents_to_move(self._results[i])]
        while waiting:
            bot_requests = [setup.bot_request(self.env_ids[i], self.seeds[i], self._results[i]) for i in waiting]
            moves = self.server.batch(bot_requests)
            step_requests = [setup.step_request(self.env_ids[i], _move_of(move), request["player"]) for i, move, request in zip(waiting, moves, bot_requests)]
            for i, result in zip(waiting, self.server.batch(step_requests)):
                self._results[i] = result
            waiting = [i for i in waiting if setup.opponents_to_move(self._results[i])]

    def _stack_obs(self):
        obs = [self._setup.observation(r) for r in self._results]
        if np is not None and self.observation_size is not None:
            return np.stack(obs)
        return obs

    def _infos(self):
        setup = self._setup
        each = [setup.info(self.env_ids[i], self.seeds[i], r) for i, r in enumerate(self._results)]
        infos = {key: [info.get(key) for info in each] for key in each[0]}
        if np is not None and "action_mask" in infos:
            infos["action_mask"] = np.stack(infos["action_mask"])
        return infos

    def records(self):
        """Each env's game so far, as ``rulebooks replay`` reads it (one batch)."""
        return [r["record"] for r in self.server.batch([{"op": "record", "env": e} for e in self.env_ids])]

    def close(self):
        live = [e for e in self.env_ids if e is not None]
        if live:
            try:
                self.server.batch([{"op": "close", "env": e} for e in live], raise_errors=False)
            except (RulebooksError, OSError):
                # The server has exited: its envs are gone already.
                pass
        self.env_ids = [None] * self.n
        self._setup.close()
