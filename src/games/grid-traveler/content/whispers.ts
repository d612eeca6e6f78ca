/**
 * Whisper cards (GT-S12, GT-S74; GT-16, GT-28). An Overreach is played on its drawer at once and
 * lasts 5 rounds; another Whisper is played in Magick combat instead of an attack and lasts 3
 * combat turns. The rulebook names the two kinds but prints no card: these eight designs, two
 * copies each (16 cards), are reconstructed.
 */

/** Every Whisper design's id. */
export const WHISPER_IDS = ['nanyteBleed', 'sensorGhosts', 'drift', 'hubris', 'focus', 'ward', 'surge', 'insight'] as const;

/** A Whisper design's id. */
export type WhisperId = (typeof WHISPER_IDS)[number];

/** One Whisper design. */
export interface Whisper {
  /** Its id. */
  readonly id: WhisperId;
  /** Its name. */
  readonly name: string;
  /** An Overreach is played at once on its drawer (GT-S12). */
  readonly overreach: boolean;
  /** What it does, in a line. */
  readonly text: string;
}

/** The eight designs (GT-28). */
export const WHISPERS: readonly Whisper[] = [
  { id: 'nanyteBleed', name: 'Nanyte Bleed', overreach: true, text: 'the drawer loses 1 nanyte at the start of each of its turns' },
  { id: 'sensorGhosts', name: 'Sensor Ghosts', overreach: true, text: "the drawer's Sensors are 2 lower" },
  { id: 'drift', name: 'Drift', overreach: true, text: "the drawer's Speed is 2 lower" },
  { id: 'hubris', name: 'Hubris', overreach: true, text: "the drawer's Magick skills are 2 lower" },
  { id: 'focus', name: 'Focus', overreach: false, text: "the player's Magick skills are 2 higher" },
  { id: 'ward', name: 'Ward', overreach: false, text: 'each successful block costs the player 2 Health less' },
  { id: 'surge', name: 'Surge', overreach: false, text: "the player's Magick costs 1 nanyte less" },
  { id: 'insight', name: 'Insight', overreach: false, text: 'once a combat turn, a failed D12 of the player is rolled again' },
];

/** Copies of each design (GT-28). */
export const WHISPER_COPIES = 2;

/** Rounds an Overreach lasts (GT-S12, GT-16). */
export const OVERREACH_ROUNDS = 5;
/** Combat turns a played Whisper lasts (GT-S74, GT-16). */
export const WHISPER_COMBAT_TURNS = 3;

/** The design with this id, or undefined. */
export const whisperById = (id: string): Whisper | undefined => WHISPERS.find((w) => w.id === id);
