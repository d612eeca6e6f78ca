/**
 * The one list of games (DESIGN §11). Adding a game means adding its entry here; everything else
 * derives from it or is checked against it by test/manifest.test.ts:
 * - tsup builds `dist/games/<id>/index.{js,cjs,d.ts}` for each entry (tsup.config.ts);
 * - the CLI registry loads `../games/<id>/index` and its exports named here (src/cli/registry.ts);
 * - `npm run bench` measures each entry's workloads (bench/games.ts);
 * - package.json `exports` must hold `./<id>`, and typedoc.json's entryPoints its index (checked);
 * - the conformance suite must be registered in test/conformance/<id>.test.ts (checked).
 * It is plain data with no imports, so build scripts and worker threads can read it cheaply.
 */

/** One game of the package. */
export interface GameManifestEntry {
  /** The game's `id`: its CLI name, the `game` of its records, its folder and its subpath. */
  readonly id: string;
  /** The game's display title. */
  readonly title: string;
  /** The module export holding the Game object, e.g. `psiWars`. */
  readonly exportName: string;
  /** The export holding the game's simulation statistics plugin, if it has one. */
  readonly statsExportName?: string;
  /** The export holding the game's own bots (a record of factories), if it has any. */
  readonly botsExportName?: string;
  /**
   * What `npm run bench` measures: one workload per player count, with an optional config and an
   * optional bot (a name among the game's bots) that every seat plays instead of random choices.
   */
  readonly bench: readonly { readonly players: number; readonly config?: unknown; readonly bot?: string }[];
}

/** Every game the package ships, in the order the CLI lists them. */
export const GAME_MANIFEST: readonly GameManifestEntry[] = [
  {
    id: 'magical-athlete',
    title: 'Magical Athlete',
    exportName: 'magicalAthlete',
    statsExportName: 'magicalAthleteStats',
    botsExportName: 'magicalAthleteBots',
    bench: [{ players: 4 }, { players: 5 }],
  },
  {
    id: 'psi-wars',
    title: 'Psi Wars',
    exportName: 'psiWars',
    statsExportName: 'psiWarsStats',
    botsExportName: 'psiWarsBots',
    bench: [{ players: 2 }],
  },
  {
    id: 'fantasy-trip',
    title: 'The Fantasy Trip',
    exportName: 'fantasyTrip',
    statsExportName: 'fantasyTripStats',
    botsExportName: 'fantasyTripBots',
    bench: [{ players: 2 }],
  },
  {
    id: 'magika',
    title: 'Magika',
    exportName: 'magika',
    statsExportName: 'magikaStats',
    botsExportName: 'magikaBots',
    // Random orders wander for the whole turn limit; the heuristic bot plays contests as people do.
    bench: [{ players: 13, bot: 'heuristic' }],
  },
  {
    id: 'grid-traveler',
    title: 'GRID Traveler: Magick Journey',
    exportName: 'gridTraveler',
    statsExportName: 'gridTravelerStats',
    botsExportName: 'gridTravelerBots',
    bench: [{ players: 4, bot: 'heuristic' }],
  },
];
