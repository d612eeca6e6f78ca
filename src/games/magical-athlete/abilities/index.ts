/** Every character's race rules by id (MA-30 to MA-54). */
import type { CharacterId } from '../content/characters.js';
import type { AbilityRules } from './ability.js';
import { amazon } from './amazon.js';
import { bard } from './bard.js';
import { centaur } from './centaur.js';
import { conjurer } from './conjurer.js';
import { cupid } from './cupid.js';
import { demon } from './demon.js';
import { druid } from './druid.js';
import { ghoul } from './ghoul.js';
import { gladiator } from './gladiator.js';
import { martialArtist } from './martial-artist.js';
import { medusa } from './medusa.js';
import { merchant } from './merchant.js';
import { necromancer } from './necromancer.js';
import { ninja } from './ninja.js';
import { philosopher } from './philosopher.js';
import { pirate } from './pirate.js';
import { priest } from './priest.js';
import { prophet } from './prophet.js';
import { ranger } from './ranger.js';
import { siren } from './siren.js';
import { thief } from './thief.js';
import { troll } from './troll.js';
import { witch } from './witch.js';

const outsideTheRace = (id: CharacterId): AbilityRules => ({ id, cancellable: false });

export const ABILITIES: { readonly [id in CharacterId]: AbilityRules } = {
  amazon,
  assassin: outsideTheRace('assassin'),
  bard,
  centaur,
  conjurer,
  cupid,
  demon,
  druid,
  ghoul,
  gladiator,
  martialArtist,
  medusa,
  merchant,
  necromancer,
  ninja,
  philosopher,
  pirate,
  priest,
  prophet,
  ranger,
  siren,
  spy: outsideTheRace('spy'),
  thief,
  troll,
  witch,
};

/** The order in which shared-space abilities act on one landing: the Duty first (MA-23). */
export const SHARED_SPACE_ORDER: readonly CharacterId[] = ['troll', 'medusa', 'gladiator', 'druid', 'cupid'];

/** Characters with an instead-of-turn ability. */
export const INSTEAD_OF_TURN: readonly CharacterId[] = ['amazon', 'merchant', 'pirate', 'necromancer', 'priest'];
