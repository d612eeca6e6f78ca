/**
 * The content packs of the two shipped editions (FT-1): Legacy (2018–19, the GM screen; the
 * default) and classic Melee (1977–80), which exists to compare with engines built on the old rules.
 * A pack is frozen plain data; rules code reads every edition-dependent number from it.
 *
 * What differs in classic (spec §2.4 [C] column, R-01, R-12, R-17):
 * - armour: only leather (2 / −2 / MA 8), chainmail (3 / −4 / MA 6) and plate (5 / −6 / MA 4), and
 *   only the small and large shields; cloth, half-plate, fine plate and the tower and spike shields
 *   are Legacy items and are not in the pack;
 * - life: unconscious at ST 1, dead at ST 0 (Legacy: unconscious at 0, dead below 0);
 * - a pole weapon in a charge doubles its damage instead of adding a die;
 * - rolls of 4 and 5 on four dice are ordinary rolls, not automatic hits.
 * Weapons, creatures and the injury thresholds are the same in both.
 */
import { RuleError } from '../../../core/errors.js';
import { deepFreeze } from '../../../core/json.js';
import { ARMOR_BY_ID, SHIELDS, SHIELD_BY_ID, armorRow } from './armor.js';
import { CREATURE_BY_ID } from './creatures.js';
import { entryById, tableById } from '../../../core/lookup.js';
import type { ContentPack, Edition } from './schema.js';
import { WEAPON_BY_ID } from './weapons.js';

/**
 * Reactions to injury by basic ST (screen, REACTIONS TO INJURY), in rising `minBasicST`: the row
 * that applies is the last one whose `minBasicST` is at most the figure's basic ST. Both editions.
 */
const INJURY: ContentPack['injury'] = deepFreeze([
  { minBasicST: 0, dazed: 5, knockdown: 8 },
  { minBasicST: 30, dazed: 9, knockdown: 16 },
  { minBasicST: 50, dazed: 15, knockdown: 25 },
]);

const LEGACY: ContentPack = deepFreeze({
  edition: 'legacy',
  weapons: WEAPON_BY_ID,
  armors: ARMOR_BY_ID,
  shields: SHIELD_BY_ID,
  creatures: CREATURE_BY_ID,
  injury: INJURY,
  // A figure is dead when ST < deadBelow, else unconscious when ST <= unconsciousAt: Legacy is
  // unconscious at 0 and dead at -1 or less.
  unconsciousAt: 0,
  deadBelow: 0,
  poleCharge: 'extraDie',
  fourDiceCriticals: true,
});

const CLASSIC: ContentPack = deepFreeze({
  edition: 'classic',
  weapons: WEAPON_BY_ID,
  armors: tableById([
    armorRow('leather', 'Leather armor', 2, -2, 8),
    armorRow('chainmail', 'Chainmail', 3, -4, 6),
    armorRow('plate', 'Plate armor', 5, -6, 4),
  ]),
  shields: tableById(SHIELDS.filter((shield) => shield.id === 'small-shield' || shield.id === 'large-shield')),
  creatures: CREATURE_BY_ID,
  injury: INJURY,
  // Classic: unconscious at ST 1, dead at 0 or less.
  unconsciousAt: 1,
  deadBelow: 1,
  poleCharge: 'double',
  fourDiceCriticals: false,
});

const PACKS: Readonly<Record<Edition, ContentPack>> = Object.freeze({ legacy: LEGACY, classic: CLASSIC });

/**
 * The frozen content pack of `edition` (default Legacy). The same object is returned on every call.
 * Life and death read from it as: a figure is **dead** when its ST is below `deadBelow`, and
 * otherwise **unconscious** when its ST is at most `unconsciousAt`.
 *
 * Throws a RuleError `BAD_CONFIG` for a string that is not an {@link Edition} (configs are parsed
 * before they get here, so that means a caller skipped parsing).
 */
export function contentPack(edition: Edition = 'legacy'): ContentPack {
  const pack = entryById(PACKS, edition);
  if (pack === undefined) throw new RuleError('BAD_CONFIG', `"${String(edition)}" is not an edition of The Fantasy Trip`, 'FT-1');
  return pack;
}
