"""Tests of the Python client and envs against a real step server.

Run from the repository root (CI: test/python/python.test.ts):

    RULEBOOKS_SERVE="node --import tsx src/cli/main.ts serve --stdio" \\
    RULEBOOKS_CLI="node --import tsx src/cli/main.ts" \\
    python3 -m unittest discover -s examples/python/tests -t examples/python

One server process serves every test; they stay short (a few whole games).
"""
import json
import os
import random
import shlex
import subprocess
import tempfile
import unittest
from array import array

from rulebooks_env import RulebooksAECEnv, RulebooksEnv, RulebooksError, StepServer, VectorGame, VectorRulebooksEnv, decode_mask, decode_tensor
from rulebooks_env.client import mask_ids, np

SERVER = None
GAME = None  # a game with an action space and observation tensors, Psi Wars when it has them


def setUpModule():
    global SERVER, GAME
    SERVER = StepServer()
    games = SERVER.hello()["games"]
    spaced = [g["id"] for g in games if g["actionSpace"] and g["observation"]]
    if not spaced:
        raise AssertionError("no game has both an action space and observation tensors: %s" % games)
    GAME = "psi-wars" if "psi-wars" in spaced else spaced[0]


def tearDownModule():
    SERVER.close()


def cli():
    override = os.environ.get("RULEBOOKS_CLI")
    return shlex.split(override) if override else ["npx", "rulebooks"]


def rank_rewards(outcome):
    """The server's rewards for an outcome (the library's rankRewards): place i of n is worth
    (n-1-i)/(n-1), a tied group shares the mean of its places."""
    n = len(outcome["scores"])
    rewards = [1.0 if n <= 1 else 0.0] * n
    place = 0
    for group in outcome["ranking"]:
        worth = 1.0 if n <= 1 else (n - 1 - (place + (len(group) - 1) / 2)) / (n - 1)
        for seat in group:
            rewards[seat] = worth
        place += len(group)
    return rewards


def assert_replays(test, record):
    """``rulebooks replay`` verifies ``record``: it replays to the record's own result."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "record.json")
        with open(path, "w") as f:
            json.dump(record, f)
        replay = subprocess.run(cli() + ["replay", path], capture_output=True, text=True, timeout=60)
    test.assertEqual(replay.returncode, 0, replay.stderr)
    test.assertIn("Verified", replay.stdout)


def first_legal(mask):
    return mask_ids(mask)[0]


def seeded_pick(seed):
    """A learner that picks among the legal numbers with its own seeded generator."""
    import random

    rng = random.Random(seed)
    return lambda mask: rng.choice(mask_ids(mask))


def play_episode(env, seed, max_actions=5000):
    pick = seeded_pick(seed)
    obs, info = env.reset(seed=seed)
    rewards, actions = [], []
    for _ in range(max_actions):
        action = pick(info["action_mask"])
        actions.append(action)
        obs, reward, terminated, truncated, info = env.step(action)
        rewards.append(reward)
        if terminated or truncated:
            return {"actions": actions, "rewards": rewards, "outcome": info["outcome"], "terminated": terminated, "obs": list(obs)}
    raise AssertionError("the episode did not end within %d learner actions" % max_actions)


class ProtocolTest(unittest.TestCase):
    def test_hello_names_the_protocol_and_the_games(self):
        hello = SERVER.hello()
        self.assertEqual(hello["protocol"], 1)
        self.assertIn("vstep", hello["ops"])
        self.assertIn(GAME, [g["id"] for g in hello["games"]])

    def test_errors_surface_as_rulebooks_error_with_the_code(self):
        with self.assertRaises(RulebooksError) as caught:
            SERVER.reset("no-such-game", seed=1)
        self.assertEqual(caught.exception.code, "UNKNOWN_GAME")
        with self.assertRaises(RulebooksError) as caught:
            SERVER.step("e999999", 0)
        self.assertEqual(caught.exception.code, "UNKNOWN_ENV")
        with self.assertRaises(RulebooksError) as caught:
            SERVER.request("no-such-op")
        self.assertEqual(caught.exception.code, "BAD_REQUEST")

    def test_an_illegal_number_is_refused_and_changes_nothing(self):
        env = SERVER.reset(GAME, seed=5, then={"legal": {"player": 0, "as": "mask"}})
        try:
            actor = env["actors"][0]
            mask = SERVER.legal(env["env"], actor, "mask")["mask"]
            illegal = [i for i, legal in enumerate(mask) if not legal]
            self.assertTrue(illegal, "every action number is legal at the start")
            with self.assertRaises(RulebooksError) as caught:
                SERVER.step(env["env"], illegal[0], player=actor)
            self.assertIn(caught.exception.code, ("ILLEGAL_ACTION", "MALFORMED_ACTION"))
            with self.assertRaises(RulebooksError) as caught:
                SERVER.step(env["env"], len(mask) + 10, player=actor)
            self.assertEqual(caught.exception.code, "MALFORMED_ACTION")
            after = SERVER.step(env["env"], mask_ids(mask)[0], player=actor)
            self.assertEqual(after["steps"], 1)
        finally:
            SERVER.close_env(env["env"])

    def test_batch_answers_each_request_in_order_with_its_own_error(self):
        env = SERVER.reset(GAME, seed=2)["env"]
        try:
            results = SERVER.batch(
                [{"op": "legal", "env": env, "player": 0, "as": "ids"}, {"op": "step", "env": "nope", "action": 0}, {"op": "observe", "env": env, "player": 0, "as": "tensor"}],
                raise_errors=False,
            )
            self.assertIn("ids", results[0])
            self.assertIsInstance(results[1], RulebooksError)
            self.assertEqual(results[1].code, "UNKNOWN_ENV")
            self.assertEqual(len(results[2]["tensor"]), results[2]["size"])
            with self.assertRaises(RulebooksError):
                SERVER.batch([{"op": "close", "env": "nope"}])
        finally:
            SERVER.close_env(env)

    def test_requests_in_flight_are_collected_in_order(self):
        first = SERVER.submit("reset", game=GAME, seed=31)
        second = SERVER.submit_batch([{"op": "hello"}, {"op": "step", "env": "nope", "action": 0}])
        reset = SERVER.collect(first)
        env, actor = reset["env"], reset["actors"][0]
        try:
            hello, failure = SERVER.collect_batch(second, raise_errors=False)
            self.assertEqual(hello["protocol"], 1)
            self.assertEqual(failure.code, "UNKNOWN_ENV")
            self.assertEqual(SERVER.step(env, SERVER.legal(env, actor, "ids")["ids"][0], player=actor)["steps"], 1)
        finally:
            SERVER.close_env(env)

    def test_masks_agree_with_legal_ids_along_a_game(self):
        env = SERVER.reset(GAME, seed=11)
        env_id = env["env"]
        try:
            result = env
            for step in range(60):
                if result["over"]:
                    break
                actor = result["actors"][0]
                ids, mask = SERVER.batch([{"op": "legal", "env": env_id, "player": actor, "as": "ids"}, {"op": "legal", "env": env_id, "player": actor, "as": "mask"}])
                self.assertEqual(sorted(ids["ids"]), mask_ids(mask["mask"]), "step %d" % step)
                self.assertEqual(mask["size"], env["actionSpace"])
                result = SERVER.step(env_id, ids["ids"][step % len(ids["ids"])], player=actor)
        finally:
            SERVER.close_env(env_id)

    def test_tensors_and_masks_decode_without_numpy(self):
        # The wire: little-endian float32s and one byte per action, base64.
        import base64
        import struct

        tensor = decode_tensor(base64.b64encode(struct.pack("<3f", 0.5, -1.0, 2.0)).decode(), use_numpy=False)
        self.assertIsInstance(tensor, array)
        self.assertEqual(list(tensor), [0.5, -1.0, 2.0])
        mask = decode_mask(base64.b64encode(bytes([0, 1, 1, 0])).decode(), use_numpy=False)
        self.assertEqual(mask_ids(mask), [1, 2])
        if np is not None:
            self.assertEqual(decode_tensor(base64.b64encode(struct.pack("<3f", 0.5, -1.0, 2.0)).decode(), use_numpy=True).tolist(), [0.5, -1.0, 2.0])


class GymEnvTest(unittest.TestCase):
    def test_spaces_and_reset(self):
        env = RulebooksEnv(GAME, seat=0, server=SERVER)
        try:
            obs, info = env.reset(seed=3)
            self.assertGreater(env.action_space_n, 0)
            self.assertEqual(len(obs), env.observation_size)
            self.assertEqual(len(info["action_mask"]), env.action_space_n)
            self.assertIn(0, info["actors"])
            self.assertTrue(mask_ids(info["action_mask"]))
            # The env may fetch ids and build the mask itself (large action spaces): it must be the server's mask.
            self.assertEqual(mask_ids(info["action_mask"]), mask_ids(SERVER.legal(env.env_id, 0, "mask")["mask"]))
        finally:
            env.close()

    def test_a_seeded_episode_replays_identically_with_rulebooks_replay(self):
        env = RulebooksEnv(GAME, seat=1, opponents="random", server=SERVER)
        try:
            first = play_episode(env, seed=7)
            record = env.record()
            again = play_episode(env, seed=7)
            self.assertEqual(again, first, "the same seed and learner give the same episode")
            self.assertEqual(env.record(), record)
        finally:
            env.close()
        self.assertTrue(first["terminated"])
        self.assertEqual(sum(first["rewards"][:-1]), 0.0)
        self.assertEqual(record["result"]["outcome"], first["outcome"])
        # "Verified" says the replay reached the record's result, which is the episode's outcome.
        assert_replays(self, record)

    def test_the_learner_is_rewarded_by_the_outcome(self):
        env = RulebooksEnv(GAME, seat=0, server=SERVER)
        try:
            episode = play_episode(env, seed=21)
        finally:
            env.close()
        self.assertAlmostEqual(episode["rewards"][-1], rank_rewards(episode["outcome"])[0])

    def test_max_steps_truncates(self):
        env = RulebooksEnv(GAME, seat=0, server=SERVER, max_steps=6)
        try:
            obs, info = env.reset(seed=4)
            truncated = False
            for _ in range(10):
                obs, reward, terminated, truncated, info = env.step(first_legal(info["action_mask"]))
                if terminated or truncated:
                    break
            self.assertTrue(truncated)
            self.assertGreaterEqual(info["steps"], 6)
        finally:
            env.close()

    def test_vector_env_matches_single_envs(self):
        vector = VectorRulebooksEnv(3, GAME, seat=0, server=SERVER)
        singles = [RulebooksEnv(GAME, seat=0, server=SERVER) for _ in range(3)]
        try:
            obs, infos = vector.reset(seed=40)
            single = [env.reset(seed=40 + i) for i, env in enumerate(singles)]
            for step in range(15):
                for i in range(3):
                    self.assertEqual(list(obs[i]), list(single[i][0]), "env %d, step %d" % (i, step))
                    self.assertEqual(mask_ids(infos["action_mask"][i]), mask_ids(single[i][1]["action_mask"]))
                actions = [mask_ids(infos["action_mask"][i])[-1] for i in range(3)]
                obs, rewards, terminated, truncated, infos = vector.step(actions)
                single = []
                for i, env in enumerate(singles):
                    o, r, term, trunc, info = env.step(actions[i])
                    self.assertEqual(bool(terminated[i]), term)
                    self.assertEqual(float(rewards[i]), r)
                    single.append((o, info))
                if any(terminated) or any(truncated):
                    break  # the vector env has reset that env: the singles have not
        finally:
            vector.close()
            for env in singles:
                env.close()


class VectorGameTest(unittest.TestCase):
    def test_frames_agree_with_the_single_env_ops(self):
        for observe in ("shared", "sparse", "tensor"):
            vec = VectorGame(SERVER, GAME, count=3, seed=9, observe=observe)
            try:
                rng = random.Random(4)
                for step in range(12):
                    for slot in range(3):
                        env, actor = vec.envs[slot], vec.actors[slot]
                        tensor = SERVER.observe(env, actor)["tensor"]
                        self.assertEqual(list(vec.observations[slot]), list(tensor), "%s, slot %d, step %d" % (observe, slot, step))
                        ids = SERVER.legal(env, actor, "ids")["ids"]
                        self.assertEqual(vec.legal(slot), ids)
                        self.assertEqual(mask_ids(vec.action_mask()[slot]), sorted(ids))
                    actions = vec.random_actions(rng)
                    for slot in range(3):
                        self.assertIn(int(actions[slot]), vec.legal(slot))
                    vec.step(actions)
                    self.assertEqual(list(vec.steps), [step + 1] * 3)
            finally:
                vec.close()

    def test_masks_mark_the_legal_numbers_of_each_slot(self):
        vec = VectorGame(SERVER, GAME, count=3, seed=9, observe="none", legal="mask")
        try:
            rng = random.Random(4)
            for step in range(6):
                for slot in range(3):
                    ids = SERVER.legal(vec.envs[slot], vec.actors[slot], "ids")["ids"]
                    self.assertEqual(len(vec.action_mask()[slot]), vec.action_space_n)
                    self.assertEqual(mask_ids(vec.action_mask()[slot]), sorted(ids), "slot %d, step %d" % (slot, step))
                    self.assertEqual(vec.legal(slot), sorted(ids))
                vec.step([rng.choice(vec.legal(slot)) for slot in range(3)])
        finally:
            vec.close()

    def test_ended_games_are_replaced_and_their_records_replay(self):
        vec = VectorGame(SERVER, GAME, count=2, seed=5, seats=[1], opponents="random", records=True)
        try:
            rng = random.Random(2)
            ended = []
            while len(ended) < 2:
                self.assertEqual(list(vec.actors), [1, 1])
                vec.step(vec.random_actions(rng))
                ended.extend(vec.ended)
            first = ended[0]
            with self.assertRaises(RulebooksError) as closed:
                SERVER.record(first["env"])  # an ended game's env is closed; its record came with it
            self.assertEqual(closed.exception.code, "UNKNOWN_ENV")
            self.assertFalse(first["truncated"])
            self.assertEqual(first["rewards"], rank_rewards(first["outcome"]))
            record = first["record"]
            self.assertEqual(record["seed"], first["seed"])
            self.assertEqual(record["result"]["outcome"], first["outcome"])
            assert_replays(self, record)
        finally:
            vec.close()

    def test_a_refused_step_changes_nothing(self):
        vec = VectorGame(SERVER, GAME, count=2, seed=3)
        try:
            legal = [vec.legal(0), vec.legal(1)]
            illegal = next(i for i in range(vec.action_space_n) if i not in legal[1])
            with self.assertRaises(RulebooksError) as caught:
                vec.step([legal[0][0], illegal])
            self.assertEqual(caught.exception.code, "ILLEGAL_ACTION")
            self.assertIn("actions[1]", caught.exception.message)
            self.assertEqual([vec.record(0)["actions"], vec.record(1)["actions"]], [[], []])
            vec.step([legal[0][0], legal[1][0]])
            self.assertEqual(list(vec.steps), [1, 1])
        finally:
            vec.close()
        with self.assertRaises(RulebooksError) as caught:
            SERVER.request("vstep", vec=vec.vec or "v0", actions=[0, 0])
        self.assertEqual(caught.exception.code, "UNKNOWN_ENV")


class AECEnvTest(unittest.TestCase):
    def test_a_whole_game_agent_by_agent(self):
        env = RulebooksAECEnv(GAME, server=SERVER)
        try:
            env.reset(seed=9)
            self.assertEqual(env.agents, env.possible_agents)
            pick = seeded_pick(9)
            moves = 0
            done_steps = 0
            for agent in env.agent_iter(max_iter=20000):
                obs, reward, termination, truncation, info = env.last()
                if termination or truncation:
                    done_steps += 1
                    env.step(None)
                    continue
                self.assertEqual(len(obs["observation"]), env.observation_size)
                env.step(pick(obs["action_mask"]))
                moves += 1
            self.assertEqual(env.agents, [])
            self.assertEqual(done_steps, len(env.possible_agents))
            record = env.record()
            self.assertEqual(len(record["actions"]), moves)
            expected = rank_rewards(record["result"]["outcome"])
            for agent in env.possible_agents:
                self.assertAlmostEqual(env.rewards[agent], expected[env.seat_of(agent)])
        finally:
            env.close()


if __name__ == "__main__":
    unittest.main()
