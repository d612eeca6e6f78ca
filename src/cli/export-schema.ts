/**
 * The JSON Schema of `rulebooks export`'s files, written beside the data as `schema.json` and
 * printed in docs/guides/datasets.md (a test keeps the two equal). It is the same for every game
 * and both view modes, so exports of several games can share one directory: what a game's views
 * and actions hold is that game's own types (see its API page), so they are only required to be
 * JSON here.
 */

const outcomeFields = {
  ranking: {
    description: 'Groups of tied seats, best first: [[2],[0,1]] is seat 2 first, seats 0 and 1 tied.',
    type: 'array',
    items: { type: 'array', items: { type: 'integer', minimum: 0 } },
  },
  scores: {
    description: "Each seat's final score, by seat (what a score is belongs to the game).",
    type: 'array',
    items: { type: 'number' },
  },
} as const;

/** The JSON Schema (draft 2020-12) of the rows of `<game>-steps.jsonl` and `<game>-games.jsonl`. */
export const EXPORT_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'rulebooks export',
  description:
    'One row of <game>-steps.jsonl (#/$defs/step) or of <game>-games.jsonl (#/$defs/game), as written by `rulebooks export`.',
  anyOf: [{ $ref: '#/$defs/step' }, { $ref: '#/$defs/game' }],
  $defs: {
    step: {
      description: 'One decision: the acting seat, what it saw, what it could do, what it did, and how the game ended.',
      type: 'object',
      additionalProperties: false,
      required: ['game', 'seed', 'step', 'seat', 'observation', 'legal', 'labels', 'action', 'actionIndex', 'outcome'],
      properties: {
        game: { description: 'Index of the game in this export (0-based); the same game as `simulate` with the same flags.', type: 'integer', minimum: 0 },
        seed: { description: 'Seed of the game: --seed + game.', type: 'integer' },
        step: { description: 'Index of the action within its game (0-based).', type: 'integer', minimum: 0 },
        seat: { description: 'The seat that acted.', type: 'integer', minimum: 0 },
        observation: {
          description: "With --view full, the seat's view (game.view(state, seat)) just before it acted; with --view key, a 16-hex-digit key of that view.",
          anyOf: [{ type: 'string', pattern: '^[0-9a-f]{16}$' }, { type: 'object' }],
        },
        legal: { description: "The seat's legal actions (game.legalActions(state, seat)), in the game's order.", type: 'array', minItems: 1, items: { type: 'object' } },
        labels: { description: 'The label of each legal action (game.describeAction), in the same order.', type: 'array', minItems: 1, items: { type: 'string' } },
        action: { description: 'The action taken: legal[actionIndex].', type: 'object' },
        actionIndex: { description: 'Index of the action taken in legal and labels.', type: 'integer', minimum: 0 },
        outcome: {
          description: 'How the game ended, from this seat: the same for every row of the game but rank and reward.',
          type: 'object',
          additionalProperties: false,
          required: ['ranking', 'scores', 'rank', 'reward'],
          properties: {
            ...outcomeFields,
            rank: { description: "The seat's place, 1-based; tied seats share the best place of their group.", type: 'integer', minimum: 1 },
            reward: {
              description: 'In [0, 1]: 1 for sole first, 0 for sole last, linear in the place between; tied seats share the mean of their places.',
              type: 'number',
              minimum: 0,
              maximum: 1,
            },
          },
        },
      },
    },
    game: {
      description: 'One game: how it was played and how it ended.',
      type: 'object',
      additionalProperties: false,
      required: ['game', 'seed', 'gameId', 'rulesVersion', 'players', 'config', 'bots', 'view', 'length', 'outcome', 'stats'],
      properties: {
        game: { description: 'Index of the game in this export (0-based).', type: 'integer', minimum: 0 },
        seed: { description: 'Seed of the game: --seed + game.', type: 'integer' },
        gameId: { description: "The game's id, as on the command line.", type: 'string' },
        rulesVersion: { description: "The game's rulesVersion: rows of another version may differ for the same seed.", type: 'string' },
        players: { description: 'Number of seats.', type: 'integer', minimum: 1 },
        config: { description: 'The config played (the game default with --players and --config laid over it).' },
        bots: { description: 'The bot of each seat, by name, in seat order.', type: 'array', items: { type: 'string' } },
        view: { description: 'What the observation of its steps holds.', enum: ['full', 'key'] },
        length: { description: 'Number of actions played: the number of step rows of this game.', type: 'integer', minimum: 0 },
        outcome: {
          description: 'How the game ended.',
          type: 'object',
          additionalProperties: false,
          required: ['ranking', 'scores'],
          properties: outcomeFields,
        },
        stats: { description: "The game's own per-game statistics (as simulate keeps them), or null for a game without any." },
      },
    },
  },
} as const;
