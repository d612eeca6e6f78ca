/** A seat's view in a few lines (`describeView`): the turn, then every figure. Reads only the view. */
import type { FantasyTripView } from './types.js';

export function describeView(view: FantasyTripView): string {
  const lines = [`Turn ${view.turn.number}, ${view.turn.phase}${view.survivors === null ? '' : ` (over: ${view.survivors.map((s) => `side ${s + 1}`).join(', ') || 'nobody'} left)`}`];
  for (const f of view.figures) {
    const gear = view.items.filter((i) => i.holder === f.id).map((i) => `${i.ref}${i.state === 'slung' ? ' (slung)' : ''}`);
    const state = f.condition !== 'fighting' ? f.condition : f.posture === 'down' ? 'down' : f.posture === 'prone' || f.posture === 'kneeling' ? f.posture : 'standing';
    lines.push(`  side ${f.side + 1} ${f.name}: ST ${f.st - f.hits}/${f.st} DX ${f.dx}, at (${f.at.q},${f.at.r})${f.hexes > 1 ? ` (head of ${f.hexes} hexes)` : ''} facing ${f.facing}, ${state}${gear.length > 0 ? `; ${gear.join(', ')}` : ''}`);
  }
  const ground = view.items.filter((i) => i.holder === null);
  if (ground.length > 0) lines.push(`  on the ground: ${ground.map((i) => `${i.ref}${i.state === 'broken' ? ' (broken)' : ''} at (${i.at?.q},${i.at?.r})`).join(', ')}`);
  return lines.join('\n');
}
