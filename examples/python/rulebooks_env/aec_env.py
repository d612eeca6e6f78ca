"""A PettingZoo-AEC-style environment over the step server (no pettingzoo import).

Every seat is an agent (``player_0``, ``player_1``...), and they act one at a time:
``agent_selection`` is the first seat the rules wait for. Where the rules let several seats act at
once (simultaneous choices), they are asked one after the other, each step naming its seat (the
server's ``player`` argument); the rules apply the choices as they come, as any client would.

    env = RulebooksAECEnv("psi-wars")
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else pick(obs["action_mask"])
        env.step(action)

As in PettingZoo, once the game is over every agent is terminated and must be stepped with
``None`` once to leave ``agents``; ``rewards`` then hold the outcome's rewards (the library's
``rankRewards``: first place 1, last 0, places between evenly spaced, ties sharing).
"""
import random

from .client import StepServer, close_env_quietly, mask_from_ids
from .gym_env import _IDS_ABOVE

_SEED_SPACE = 2 ** 31


class RulebooksAECEnv:
    """All seats of one game, agent by agent. ``server``: a :class:`StepServer` to share (else the
    env starts its own, from ``command`` or RULEBOOKS_SERVE). ``max_steps`` truncates every agent
    once the game has taken that many steps."""

    metadata = {"name": "rulebooks_aec", "is_parallelizable": False}

    def __init__(self, game, players=None, config=None, server=None, max_steps=None, command=None):
        self._owns_server = server is None
        self.server = server if server is not None else StepServer(command=command)
        self.game = game
        self.config = config
        self.max_steps = max_steps
        spaces = self.server.spaces(game, players=players, config=config)
        self.action_space_n = spaces["actionSpace"]
        self.observation_layout = spaces["observation"]
        self.observation_size = None if spaces["observation"] is None else spaces["observation"]["size"]
        resolved = spaces["config"]
        if players is None and isinstance(resolved, dict) and isinstance(resolved.get("players"), int):
            players = resolved["players"]
        self.players = players
        self.env_id = None
        self.seed = None
        self._rng = random.Random()
        self.possible_agents = []
        self.agents = []
        self._actors = []
        self._steps = 0
        self._over = False
        self._outcome = None

    # -- names ----------------------------------------------------------------------------------

    @staticmethod
    def seat_of(agent):
        """``player_3`` -> 3."""
        return int(agent.rsplit("_", 1)[1])

    @staticmethod
    def agent_of(seat):
        return "player_%d" % seat

    def action_space(self, agent):
        """The number of actions (the mask's length), or None for a game without an action space."""
        return self.action_space_n

    def observation_space(self, agent):
        """The observation tensor's length, or None for a game without tensors (views instead)."""
        return self.observation_size

    # -- the episode ----------------------------------------------------------------------------

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._rng.randrange(_SEED_SPACE)
        else:
            self._rng.seed(seed)
        request = {"op": "reset", "game": self.game, "seed": seed, "players": self.players, "config": self.config, "maxSteps": self.max_steps}
        if self.env_id is not None:
            result = self.server.batch([{"op": "close", "env": self.env_id}, request])[1]
        else:
            result = self.server.request("reset", **{k: v for k, v in request.items() if k != "op"})
        self.env_id = result["env"]
        self.seed = seed
        self.possible_agents = [self.agent_of(seat) for seat in range(len(result["players"]) if isinstance(result["players"], list) else result["players"])]
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._outcome = None
        self._update(result)

    def _update(self, result):
        self._actors = list(result["actors"])
        self._steps = result["steps"]
        self._over = bool(result["over"])
        for agent in self.rewards:
            self.rewards[agent] = 0.0
        if self._over:
            self._outcome = result.get("outcome")
            rewards = result.get("rewards") or [0.0] * len(self.possible_agents)
            for agent in self.agents:
                self.rewards[agent] = float(rewards[self.seat_of(agent)])
                self.terminations[agent] = True
                self.infos[agent] = {"outcome": self._outcome}
        elif self.max_steps is not None and self._steps >= self.max_steps:
            for agent in self.agents:
                self.truncations[agent] = True
        for agent, reward in self.rewards.items():
            self._cumulative_rewards[agent] = self._cumulative_rewards.get(agent, 0.0) + reward
        self._select()

    def _select(self):
        """The next agent: the first seat the rules wait for; once the game is over or cut, the
        agents still to be stepped with None, in seat order."""
        if not self._over and not any(self.truncations.values()) and self._actors:
            self.agent_selection = self.agent_of(self._actors[0])
        elif self.agents:
            self.agent_selection = self.agents[0]

    def observe(self, agent):
        """``{"observation": tensor (or view), "action_mask": mask (or None)}`` for ``agent``, in
        one batch request."""
        seat = self.seat_of(agent)
        requests = [{"op": "observe", "env": self.env_id, "player": seat, "as": "view" if self.observation_size is None else "tensor"}]
        if self.action_space_n is not None:
            requests.append({"op": "legal", "env": self.env_id, "player": seat, "as": "ids" if self.action_space_n > _IDS_ABOVE else "mask"})
        results = self.server.batch(requests)
        observation = results[0]["tensor"] if "tensor" in results[0] else results[0]["view"]
        mask = None
        if len(results) > 1:
            mask = results[1]["mask"] if "mask" in results[1] else mask_from_ids(results[1]["ids"], self.action_space_n)
        return {"observation": observation, "action_mask": mask}

    def last(self, observe=True):
        """``(observation, cumulative reward, termination, truncation, info)`` of the selected agent."""
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def step(self, action):
        """Plays ``action`` (a number, or the action's JSON) for the selected agent; ``None`` for a
        terminated or truncated agent, which then leaves ``agents``."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError("%s is done: step it with None" % agent)
            self.agents.remove(agent)
            self._cumulative_rewards[agent] = 0.0
            self._select()
            return
        self._cumulative_rewards[agent] = 0.0
        result = self.server.step(self.env_id, action, player=self.seat_of(agent))
        self._update(result)

    def agent_iter(self, max_iter=2 ** 63):
        """The selected agent, until no agent is left (PettingZoo's loop)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def record(self):
        """The game so far as ``rulebooks replay`` reads it."""
        return self.server.record(self.env_id)

    def close(self):
        close_env_quietly(self.server, self.env_id)
        self.env_id = None
        if self._owns_server:
            self.server.close()
