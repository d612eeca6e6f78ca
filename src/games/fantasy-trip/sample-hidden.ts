/**
 * `sampleHidden` (DESIGN §6, FT-38): a state the viewer cannot tell from the real one. What other
 * sides hide is what their creations are, and so what their wizards spent: each creation not yet
 * shown is redrawn as a summoning, an illusion or an image, among those its caster knows that look
 * like it (never an image once it has done what no image can); the ST paid for it follows (cast
 * cost, and each renewal's upkeep for a summoning), and so does the caster's `fatigue`. A draw that
 * would put any wizard's ST at odds with its condition (fighting, unconscious, dead) is drawn again (up to 32 times, then the real state is kept: rare,
 * and a fallback a search bot can live with). History is not replayed: an earlier cast that a
 * redrawn world could not have paid for is not ruled out (FT-38).
 */
import type { Player } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { pretenceSpell, spellById, summoningOf } from './content/spells.js';
import { creatureById } from './content/creatures.js';
import { contentPack } from './content/editions.js';
import type { FantasyTripCreation, FantasyTripFigure, FantasyTripState } from './types.js';
import { cloneState } from './clone.js';
import { SECRET_PROTECTIONS } from './rules/spells.js';
import { isWeak, stNow } from './rules/figures.js';

const KINDS: readonly FantasyTripCreation['kind'][] = ['summoned', 'illusion', 'image'];

/** The ST a creation of `kind` looking like `looks` has cost after `renewals` keeps, or null if its caster could not have made it. */
function paidFor(caster: FantasyTripFigure, kind: FantasyTripCreation['kind'], looks: string, renewals: number): number | null {
  // An image or illusion of a large creature comes from the 4- or 7-hex spell (FT-57).
  const id = kind === 'summoned' ? summoningOf(looks)?.id : pretenceSpell(kind, creatureById(looks)!.hexes);
  const spell = id === undefined ? undefined : spellById(id);
  if (spell === undefined || !caster.spells.includes(spell.id)) return null;
  return spell.cost + (kind === 'summoned' ? spell.upkeep * renewals : 0);
}

/**
 * Redraws each secret protection on the figure (FT-49): which protection its caster cast (a real
 * one it knows, or a fake of any, and not one the figure already has) and whether it is real or a
 * fake, keeping the number of renewals. `paid` is what the real spell has cost so far, fake or not;
 * a fake costs its caster nothing, so the caster's `fatigue` follows the real ones only. The turn's
 * renewal offers follow the spell. A failed real cast left a fake (FT-49): its 1 ST stays spent in
 * every world drawn.
 */
function redrawSecrets(world: FantasyTripState, figure: FantasyTripFigure, rng: Rng): void {
  for (let i = 0; i < figure.effects.length; i++) {
    const effect = figure.effects[i]!;
    if (effect.secret === null) continue;
    const old = spellById(effect.spell)!;
    const caster = world.figures[effect.caster]!;
    const renewals = old.upkeep > 0 ? Math.round((effect.secret.paid - old.cost) / old.upkeep) : 0;
    const taken = (id: string): boolean => figure.effects.some((e, k) => k !== i && e.spell === id);
    // Every protection its caster knows and the figure has not, real or fake, but no real one the
    // figure's public history has ruled out (FT-49).
    const ways: { id: string; fake: boolean }[] = [];
    for (const id of SECRET_PROTECTIONS) {
      if (taken(id)) continue;
      ways.push({ id, fake: true });
      if (caster.spells.includes(id) && !effect.secret.notReal.includes(id)) ways.push({ id, fake: false });
    }
    if (ways.length === 0) continue;
    const way = ways[rng.int(0, ways.length - 1)]!;
    const spell = spellById(way.id)!;
    const fake = way.fake;
    const paid = spell.cost + spell.upkeep * renewals;
    caster.fatigue += (fake ? 0 : paid) - (effect.secret.fake ? 0 : effect.secret.paid);
    figure.effects[i] = { spell: spell.id, caster: effect.caster, power: effect.power, until: effect.until, attribute: effect.attribute, secret: { fake, paid, notReal: effect.secret.notReal } };
    world.turn.renewals = world.turn.renewals.map((r) => (r.figure === figure.id && r.secret && r.spell === effect.spell ? { figure: r.figure, spell: spell.id, secret: true } : r));
  }
}

export function sampleHidden(state: FantasyTripState, viewer: Player, rng: Rng): FantasyTripState {
  const hidden = state.figures.filter((f) => f.side !== viewer && f.creation !== null && !f.creation.shown && f.creature !== null);
  const secrets = state.figures.filter((f) => f.side !== viewer && f.effects.some((e) => e.secret !== null));
  if (hidden.length === 0 && secrets.length === 0) return cloneState(state);
  const pack = contentPack(state.config.edition);
  for (let attempt = 0; attempt < 32; attempt++) {
    const world = cloneState(state);
    for (const f of secrets) redrawSecrets(world, world.figures[f.id]!, rng);
    // Draw in figure order from the rng alone, so two states the viewer cannot tell apart give the same world.
    for (const f of hidden) {
      const figure = world.figures[f.id]!;
      const creation = figure.creation!;
      const caster = world.figures[creation.caster]!;
      // A creation seen doing what no image can (FT-38) is redrawn as a summoning or an illusion only.
      // One still there after its maker fell is a summoning: images and illusions went with it (R-29, FT-36).
      const options = KINDS.filter((kind) => paidFor(caster, kind, figure.creature!, creation.renewals) !== null && !(kind === 'image' && creation.notImage) && (kind === 'summoned' || caster.condition === 'fighting'));
      if (options.length === 0) continue;
      const kind = options[rng.int(0, options.length - 1)]!;
      const paid = paidFor(caster, kind, figure.creature!, creation.renewals)!;
      caster.fatigue += paid - creation.paid;
      (figure as { creation: FantasyTripCreation }).creation = { kind, caster: creation.caster, paid, renewals: creation.renewals, since: creation.since, shown: false, notImage: creation.notImage };
    }
    // Every wizard's redrawn ST must fit what everyone saw of it: fighting, unconscious or dead,
    // and weak (ST 3 or less now or before an Aid, −3 DX, S-90, FT-13) exactly when it is now, since that shows in the action
    // order, in the DX of its rolls, and in what its controller may do with it (FT-50).
    const consistent = world.figures.every((f, i) => {
      if (f.spells.length === 0) return true;
      const st = stNow(f);
      if (f.fatigue < 0) return false;
      if (isWeak(f) !== isWeak(state.figures[i]!)) return false;
      const condition = st < pack.deadBelow ? 'dead' : st <= pack.unconsciousAt ? 'unconscious' : 'fighting';
      return condition === f.condition;
    });
    if (consistent) return world;
  }
  return cloneState(state);
}
