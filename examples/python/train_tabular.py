"""A short training loop over the Gym-style env: tabular Monte Carlo control, no ML dependency.

The learner plays seat 0 against the library's random bot. It keeps two tables of average returns:
one per (observation, action), keyed by the observation tensor's bytes, and one per action number
alone, which stands in for states it has not met yet (the tensors of a real game rarely repeat, so
the per-action table does most of the learning here); an action never tried is worth the mean
return so far. It picks epsilon-greedily among the legal
numbers of the mask and, after each episode, moves every visited entry toward the final reward.

    python3 examples/python/train_tabular.py --game magical-athlete --episodes 300

Prints the win rate of each block of episodes, and of a greedy evaluation against a random
learner on the same seeds at the end.
"""
import argparse
import os
import random
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from rulebooks_env import RulebooksEnv  # noqa: E402
from rulebooks_env.client import mask_ids  # noqa: E402


def observation_key(obs):
    """A hashable key for a tensor (numpy array or array('f'))."""
    return obs.tobytes() if hasattr(obs, "tobytes") else bytes(obs)


class TabularAgent:
    def __init__(self, epsilon=0.1, seed=0):
        self.epsilon = epsilon
        self.rng = random.Random(seed)
        self.q = defaultdict(float)  # (state, action) -> average return
        self.n = defaultdict(int)
        self.q_action = defaultdict(float)  # action -> average return, for unseen states
        self.n_action = defaultdict(int)
        self.mean = 0.0  # the average return so far: the value of an action never tried
        self.episodes = 0

    def value(self, state, action):
        if self.n[(state, action)] > 0:
            return self.q[(state, action)]
        if self.n_action[action] > 0:
            return self.q_action[action]
        return self.mean

    def act(self, obs, mask, explore=True):
        legal = mask_ids(mask)
        if explore and self.rng.random() < self.epsilon:
            return self.rng.choice(legal)
        state = observation_key(obs)
        best = max(self.value(state, a) for a in legal)
        return self.rng.choice([a for a in legal if self.value(state, a) == best])

    def learn(self, episode, reward):
        """Every-visit Monte Carlo: each (state, action) of the episode moves toward the reward."""
        self.episodes += 1
        self.mean += (reward - self.mean) / self.episodes
        for state, action in episode:
            self.n[(state, action)] += 1
            self.q[(state, action)] += (reward - self.q[(state, action)]) / self.n[(state, action)]
            self.n_action[action] += 1
            self.q_action[action] += (reward - self.q_action[action]) / self.n_action[action]


def play(env, agent, seed, explore=True, learn=True):
    obs, info = env.reset(seed=seed)
    episode = []
    while True:
        action = agent.act(obs, info["action_mask"], explore=explore)
        episode.append((observation_key(obs), action))
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            if learn:
                agent.learn(episode, reward)
            return reward


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="magical-athlete")
    parser.add_argument("--episodes", type=int, default=300)
    parser.add_argument("--block", type=int, default=50, help="episodes per printed line")
    parser.add_argument("--eval", type=int, default=100, help="greedy evaluation episodes")
    parser.add_argument("--max-steps", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    env = RulebooksEnv(args.game, seat=0, opponents="random", max_steps=args.max_steps)
    if env.action_space_n is None or env.observation_size is None:
        sys.exit("%s has no action space or observation tensor yet" % args.game)
    print("%s: %d actions, observation of %d numbers" % (args.game, env.action_space_n, env.observation_size))
    agent = TabularAgent(seed=args.seed)
    total = 0.0
    for episode in range(args.episodes):
        total += play(env, agent, seed=args.seed * 100000 + episode)
        if (episode + 1) % args.block == 0:
            print("episodes %4d-%4d: mean reward %.2f" % (episode + 2 - args.block, episode + 1, total / args.block))
            total = 0.0

    # Greedy against the same opponents and seeds as a learner that picks at random.
    seeds = [10 ** 9 + i for i in range(args.eval)]
    learned = sum(play(env, agent, s, explore=False, learn=False) for s in seeds) / len(seeds)
    random_agent = TabularAgent(epsilon=1.0, seed=args.seed)
    baseline = sum(play(env, random_agent, s, learn=False) for s in seeds) / len(seeds)
    print("greedy: mean reward %.2f over %d games; a random learner: %.2f" % (learned, len(seeds), baseline))
    env.close()


if __name__ == "__main__":
    main()
