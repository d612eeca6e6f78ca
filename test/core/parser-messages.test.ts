/**
 * A game's own parsers name a bad value in their refusal. Behind `defineGame` they only ever see a
 * plain JSON snapshot, but called on their own (as the games' tests and internal helpers do) a
 * message built with `JSON.stringify` would throw a TypeError on a BigInt or a circular value in
 * place of the RuleError it was writing (issue 21, item 3): they use `showValue`, which never throws.
 */
import { describe, it } from 'vitest';
import { RuleError, createRng, isRecord, type Player } from '../../src/index.js';
import * as fantasyTripParse from '../../src/games/fantasy-trip/parse.js';
import * as fantasyTripConfig from '../../src/games/fantasy-trip/parse-config.js';
import * as gridTravelerParse from '../../src/games/grid-traveler/parse.js';
import * as gridTravelerConfig from '../../src/games/grid-traveler/parse-config.js';
import * as magicalAthleteParse from '../../src/games/magical-athlete/parse.js';
import * as magikaParse from '../../src/games/magika/parse.js';
import * as magikaConfig from '../../src/games/magika/parse-config.js';
import * as psiWarsParse from '../../src/games/psi-wars/parse.js';
import * as psiWarsConfig from '../../src/games/psi-wars/parse-config.js';
import { fantasyTrip } from '../../src/games/fantasy-trip/index.js';
import { gridTraveler } from '../../src/games/grid-traveler/index.js';
import { magicalAthlete } from '../../src/games/magical-athlete/index.js';
import { magika } from '../../src/games/magika/index.js';
import { psiWars } from '../../src/games/psi-wars/index.js';
import type { AnyGame } from '../../src/index.js';

type Path = readonly (string | number)[];

const RAW: readonly { game: AnyGame; parseConfig: (input: unknown) => unknown; parseAction: (input: unknown) => unknown }[] = [
  { game: magicalAthlete, parseConfig: magicalAthleteParse.parseConfig, parseAction: magicalAthleteParse.parseAction },
  { game: psiWars, parseConfig: psiWarsConfig.parseConfig, parseAction: psiWarsParse.parseAction },
  { game: magika, parseConfig: magikaConfig.parseConfig, parseAction: magikaParse.parseAction },
  { game: fantasyTrip, parseConfig: fantasyTripConfig.parseConfig, parseAction: fantasyTripParse.parseAction },
  { game: gridTraveler, parseConfig: gridTravelerConfig.parseConfig, parseAction: gridTravelerParse.parseAction },
];

function pathsOf(value: unknown, prefix: (string | number)[] = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (isRecord(value)) for (const key of Object.keys(value)) pathsOf(value[key], [...prefix, key], out);
  return out;
}

function replaced(root: unknown, path: Path, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(root)) as unknown;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

function onlyRuleErrors(context: string, run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RuleError)) throw new Error(`${context}: threw ${String(error)}, not a RuleError`);
  }
}

describe("the games' own parsers refuse BigInt and circular values with a RuleError", () => {
  for (const { game, parseConfig, parseAction } of RAW) {
    it(game.id, () => {
      const loop: Record<string, unknown> = {};
      loop.loop = loop;
      for (const players of [game.minPlayers, game.maxPlayers]) {
        const config = game.defaultConfig(players);
        for (const path of pathsOf(config)) {
          for (const bad of [7n, loop]) onlyRuleErrors(`${game.id} parseConfig at ${path.join('.')}`, () => parseConfig(replaced(config, path, bad)));
        }
      }
      const state = game.setup(game.defaultConfig(game.minPlayers), createRng(1));
      for (const action of game.legalActions(state, game.actors(state)[0] as Player).slice(0, 5)) {
        for (const path of pathsOf(action)) {
          for (const bad of [7n, loop]) onlyRuleErrors(`${game.id} parseAction at ${path.join('.')}`, () => parseAction(replaced(action, path, bad)));
        }
      }
    });
  }
});
