/** Events as one line of combat report each (`describeEvent`). */
import type { Hex } from '../../core/hex.js';
import type { FantasyTripAim, FantasyTripEvent, FantasyTripOption } from './types.js';
import { spellById } from './content/spells.js';
import { creatureById } from './content/creatures.js';

/**
 * The six hex directions as a player reads them off the map `describeView` draws: the arena is
 * drawn pointy-top with screen axes (row r grows downward, `core/hex.ts`), so direction 0 (+q)
 * points east and the others follow clockwise.
 */
export const DIRECTION_NAMES = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;

/** Row letters: A, B, …, Z, then AA, AB, … (an arena of radius 15 has 31 rows). */
function rowName(index: number): string {
  const letter = (i: number): string => String.fromCharCode(65 + i);
  return index < 26 ? letter(index) : `${letter(Math.floor(index / 26) - 1)}${letter(index % 26)}`;
}

/**
 * A hex's label on the text map of an arena of `radius`: its row as letters from the top (A is
 * row r = −radius) and its column on the map's ruler, counted in half hexes from the left edge
 * (`2q + r + 2·radius + 1`), so hexes in one column line up on the map. The centre of a
 * radius-7 arena is H15. Hexes outside the arena keep their axial coordinates.
 */
export function hexLabel(h: Hex, radius: number): string {
  const row = h.r + radius;
  const column = 2 * h.q + h.r + 2 * radius + 1;
  if (row < 0 || row > 2 * radius || column < 1 || column > 4 * radius + 1) return `off the map (${h.q},${h.r})`;
  return `${rowName(row)}${column}`;
}
const seat = (p: number): string => `Side ${p + 1}`;
const list = (items: readonly string[]): string => items.join(', ');

/** What each option is called in a report (the screen's names, S-10…S-32). */
export const OPTION_NAMES: Readonly<Record<FantasyTripOption, string>> = {
  move: 'moves',
  charge: 'charges',
  dodge: 'dodges',
  ready: 'readies a weapon',
  standUp: 'gets up',
  shiftAttack: 'shifts and attacks',
  shiftDefend: 'shifts and defends',
  disengage: 'disengages',
  pickUp: 'bends to pick up a weapon',
  grapple: 'closes to grapple',
  hthAttack: 'fights on the ground',
  drawDagger: 'reaches for a dagger',
  breakFree: 'struggles to break free',
  fire: 'takes aim',
  lastShot: 'gets off one last shot',
  cast: 'gathers a spell',
  disbelieve: 'stares hard, doubting',
  dropProne: 'drops flat',
  dropKneeling: 'drops to one knee',
  crawl: 'crawls',
};

/** Where an aimed blow, shot or throw goes, as a report names it (FT-59). */
export const AIM_NAMES: Readonly<Record<FantasyTripAim, string>> = { head: 'head', hand: 'hand', weaponArm: 'weapon arm', shieldArm: 'shield arm', leg: 'leg' };

/** What an aimed hit did, in words (FT-59). */
function aimedResult(aim: FantasyTripAim, result: Extract<FantasyTripEvent, { type: 'aimedHit' }>['result']): string {
  switch (result) {
    case 'none':
      return 'no lasting harm';
    case 'stunned':
      return 'stunned, −4 DX next turn';
    case 'knockedOut':
      return 'knocked out';
    case 'dropped':
      return aim === 'hand' ? 'drops what it holds' : aim === 'shieldArm' ? 'drops the shield' : 'drops the weapon';
    case 'hobbled':
      return 'down on one knee for 3 turns';
    case 'disabled':
      return `the ${AIM_NAMES[aim]} is useless for the rest of the fight`;
    case 'lost':
      return `the ${AIM_NAMES[aim]} is lost`;
  }
}

/** What a crippling roll did, in words (FT-60). */
const CRIPPLED: Readonly<Record<Extract<FantasyTripEvent, { type: 'rolledToCripple' }>['result'], string>> = {
  none: 'no crippling hit',
  rightLeg: 'the right leg is crippled',
  leftLeg: 'the left leg is crippled',
  weaponArm: 'the weapon arm is crippled',
  shieldArm: 'the shield arm is crippled',
  head: 'a blow to the head: ST to nothing, out cold',
};

const spellName = (id: string): string => spellById(id)?.name ?? id;
const creatureName = (id: string): string => creatureById(id)?.name.toLowerCase() ?? id;

export function describeEvent(event: FantasyTripEvent): string {
  switch (event.type) {
    case 'turnStarted':
      return `— Turn ${event.turn} —`;
    case 'initiativeRolled':
      return `Initiative: ${list(event.rolls.flatMap((r, s) => (r === null ? [] : [`${seat(s)} ${r}`])))}${event.winner === null ? ' — a tie, roll again' : ` — ${seat(event.winner)} wins`}.`;
    case 'moveOrder':
      return `Movement order: ${list(event.order.map(seat))}.`;
    case 'optionChosen':
      return `${event.name} ${OPTION_NAMES[event.option]}.`;
    case 'moved':
      return event.hexes > 1 ? `${event.name} picks a way over a body to ${hexLabel(event.to, event.arenaRadius)}.` : `${event.name} moves to ${hexLabel(event.to, event.arenaRadius)}.`;
    case 'faced':
      return `${event.name} turns to face ${DIRECTION_NAMES[event.facing]}.`;
    case 'actionOrder':
      return `Action order set${event.tieRolls.length > 0 ? ` (ties rolled: ${list(event.tieRolls.map((t) => `${t.die}`))})` : ''}.`;
    case 'attacked': {
      const roll = `${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}`;
      const result = event.hit ? (event.multiplier > 1 ? `a ${event.multiplier === 3 ? 'triple' : 'double'}-damage hit` : 'a hit') : event.fumble === 'drop' ? 'a miss, and the weapon is dropped' : event.fumble === 'break' ? 'a miss, and the weapon breaks' : 'a miss';
      return `${event.name} attacks ${event.targetName} with ${event.weapon ?? 'bare hands'}: ${roll}, ${result}.`;
    }
    case 'damaged':
      return `${event.name} takes ${event.hits} hit${event.hits === 1 ? '' : 's'} (${event.rolled} rolled${event.stopped > 0 ? `, ${event.stopped} stopped` : ''})${event.st === null ? '' : `; ST ${event.st}`}.`;
    case 'dazed':
      return `${event.name} is dazed.`;
    case 'knockedDown':
      return `${event.name} is knocked down!`;
    case 'stoodUp':
      return `${event.name} gets back on their feet.`;
    case 'unconscious':
      return `${event.name} falls unconscious.`;
    case 'died':
      return `${event.name} is slain.`;
    case 'itemDropped':
      return `${event.name} drops the ${event.ref}.`;
    case 'itemBroken':
      return `${event.name}'s ${event.ref} breaks.`;
    case 'itemReadied':
      return `${event.name} readies the ${event.ref}.`;
    case 'disengaged':
      return `${event.name} steps back to ${hexLabel(event.to, event.arenaRadius)}.`;
    case 'passed':
      return `${event.name} holds.`;
    case 'staffExploded':
      return `The staff explodes in ${event.name}'s hands!`;
    case 'wallBroken':
      return `The lightning blasts through the wall at ${hexLabel(event.at, event.arenaRadius)}.`;
    case 'wallHeld':
      return `The wall at ${hexLabel(event.at, event.arenaRadius)} holds the lightning (${event.hits} hits).`;
    case 'itemCracked':
      return `${event.name}'s ${event.ref} cracks: half damage from now on.`;
    case 'crossed':
      return `${event.name} hops onto the body: ${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}, ${event.success ? 'keeps its feet' : 'falls'}.`;
    case 'finished':
      return `${event.name} finishes off ${event.targetName}.`;
    case 'hthAsked':
      return `${event.name} closes on ${event.targetName}, offering hand-to-hand.`;
    case 'teleported':
      return `${event.name} vanishes and appears at ${hexLabel(event.to, event.arenaRadius)}.`;
    case 'missileReversed':
      return `The missile turns back from ${event.name} onto ${event.shooterName}!`;
    case 'shot': {
      const roll = `${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}`;
      const result = event.hit ? (event.multiplier > 1 ? `a ${event.multiplier === 3 ? 'triple' : 'double'}-damage hit` : 'a hit') : event.fumble === 'drop' ? 'a miss, and the weapon is dropped' : event.fumble === 'break' ? 'a miss, and the weapon breaks' : 'a miss';
      return `${event.name} ${event.mode === 'thrown' ? 'throws the' : 'shoots the'} ${event.weapon} at ${event.targetName}: ${roll}, ${result}.`;
    }
    case 'breathed': {
      const roll = `${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}`;
      const result = event.hit ? (event.multiplier > 1 ? `a ${event.multiplier === 3 ? 'triple' : 'double'}-damage hit` : 'a hit') : 'a miss';
      return `${event.name} breathes fire at ${event.targetName} for ${event.cost} ST: ${roll}, ${result}.`;
    }
    case 'grappled': {
      const roll = event.dice.join(', then ');
      if (event.result === 'joined') return `${event.name} throws themselves into the hand-to-hand with ${event.targetName}.`;
      if (event.result === 'agreed') return `${event.targetName} accepts ${event.name}'s grapple: both go down in hand-to-hand.`;
      if (event.result === 'refused') return `${event.targetName} will not close with ${event.name}: no hand-to-hand.`;
      const outcome = event.result === 'hth' ? 'both go down in hand-to-hand' : event.result === 'repelled' ? `${event.name} is thrown back` : `${event.targetName} strikes ${event.name} and throws them back`;
      return `${event.name} grapples ${event.targetName}: ${event.targetName} rolls ${roll}, ${outcome}.`;
    }
    case 'hthRoll': {
      const total = event.dice.reduce((a, b) => a + b, 0);
      const what = event.attempt === 'drawDagger' ? 'draw a dagger' : 'break free';
      return `${event.name} tries to ${what}: ${event.dice.join('+')}=${total} against DX ${event.adjDX}, ${event.success ? 'success' : 'no luck'}.`;
    }
    case 'retreated':
      return `${event.strikerName} forces ${event.victimName} back to ${hexLabel(event.to, event.arenaRadius)}.`;
    case 'advanced':
      return `${event.name} follows up to ${hexLabel(event.to, event.arenaRadius)}.`;
    case 'spellCast': {
      const roll = `${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}`;
      const what = event.spell === null ? 'a creation spell' : `${spellName(event.spell)}${event.power > 1 ? ` (${event.power} ST)` : ''}`;
      const where = event.looks !== null && event.kind === 'creation' ? ` — it would be a ${creatureName(event.looks)}` : event.looks !== null ? ` to ${event.looks.toUpperCase()}` : event.at !== null ? ` at ${hexLabel(event.at, event.arenaRadius)}` : '';
      const result = event.success ? (event.multiplier > 1 ? `it works, ${event.multiplier === 3 ? 'triple' : 'double'} strength` : 'it works') : 'it fails';
      return `${event.name} casts ${what}${where}: ${roll}, ${result}${event.cost === null ? '' : ` (${event.cost} ST)`}.`;
    }
    case 'spellTookHold':
      return `${spellName(event.spell)} takes hold on ${event.name}${event.until === null ? '' : ` until turn ${event.until}`}.`;
    case 'spellEnded':
      return `${spellName(event.spell)} on ${event.name} ends.`;
    case 'spellResisted':
      return `${spellName(event.spell)} has no effect on ${event.name}.`;
    case 'saved':
      if (event.against === 'rope' || event.against === 'giant-rope') return `${event.name} rolls ${event.dice.join('+')} against the rope: ${event.success ? 'it falls away' : 'it holds'}.`;
      return `${event.name} rolls ${event.dice.join('+')} to stay up${event.against === 'slippery-floor' ? ' on the slippery floor' : ''}: ${event.success ? 'stays up' : 'fails'}.`;
    case 'created':
      return `A ${creatureName(event.looks)} appears at ${hexLabel(event.at, event.arenaRadius)}: ${event.name}.`;
    case 'vanished': {
      const what = event.kind === null ? '' : event.kind === 'summoned' ? ' (it was real)' : ` (it was ${event.kind === 'image' ? 'an image' : 'an illusion'})`;
      const why = { hit: 'is struck and', touched: 'touches its foe and', disbelieved: 'is disbelieved and', killed: 'is destroyed and', notRenewed: 'is let go and', casterFell: 'loses its maker and', destroyed: 'is unmade and' }[event.why];
      return `${event.name} ${why} vanishes${what}.`;
    }
    case 'disbelief':
      return `${event.name} tries to disbelieve ${event.targetName}${event.dice === null ? '' : ` (${event.dice.join('+')})`}: ${event.vanished ? 'it vanishes!' : 'it stays'}.`;
    case 'renewed':
      return `${event.name}: ${event.spell !== null ? spellName(event.spell) : event.secret ? 'a secret spell' : 'the creation'} is ${event.keep ? 'kept up' : 'let go'}.`;
    case 'secretCast': {
      if (event.spell === null) return `${event.name} casts something in secret on ${event.targetName}.`;
      if (event.fake === true) return `${event.name} makes a show of casting ${spellName(event.spell)} on ${event.targetName} (a fake).`;
      const roll = event.dice === null ? '' : `: ${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}`;
      return `${event.name} casts ${spellName(event.spell)} in secret on ${event.targetName}${roll}, ${event.success ? 'it works' : 'it fails'}${event.cost === null ? '' : ` (${event.cost} ST)`}.`;
    }
    case 'secretShown':
      return event.fake ? `The ${spellName(event.spell)} on ${event.name} was a fake!` : `${event.name}'s secret ${spellName(event.spell)} shows itself.`;
    case 'secretEnded':
      return `${event.spell === null ? 'A secret spell' : `The secret ${spellName(event.spell)}`} on ${event.name} ends.`;
    case 'terrainCreated':
      return `A ${event.kind === 'slippery' ? 'slippery floor' : event.kind} appears at ${hexLabel(event.at, event.arenaRadius)}.`;
    case 'rolledToMiss':
      return `${event.name} shoots past ${event.pastName}: ${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)} against DX ${event.adjDX}, ${event.hit ? `hits ${event.pastName} instead${event.multiplier > 1 ? ` (${event.multiplier === 3 ? 'triple' : 'double'} damage)` : ''}` : 'misses'}.`;
    case 'pileHit':
      return `The shot goes into the pile and strikes ${event.targetName}.`;
    case 'aimed':
      return `${event.name} aims at ${event.targetName}'s ${AIM_NAMES[event.aim]} (−${event.penalty} DX).`;
    case 'aimedHit':
      return `${event.name} is hit in the ${AIM_NAMES[event.aim]}: ${aimedResult(event.aim, event.result)}.`;
    case 'rolledToCripple':
      return `${event.name} rolls for a crippling hit on ${event.targetName}: ${event.dice.join('+')}=${event.dice.reduce((a, b) => a + b, 0)}, ${CRIPPLED[event.result]}.`;
    case 'postureChanged':
      return `${event.name} ${event.posture === 'prone' ? 'drops flat' : 'kneels'}.`;
    case 'waited':
      return `${event.name} holds back, waiting for an opening on ${event.targetName}${event.turns > 1 ? ` (${event.turns} turns)` : ''}.`;
    case 'fightEnded':
      return event.draw ? `The fight ends in a draw${event.survivors.length > 0 ? ` between ${list(event.survivors.map(seat))}` : ''}.` : `${seat(event.survivors[0] as number)} wins the fight!`;
  }
}
