/**
 * The Magical Athlete track as a stadium loop: 31 spaces (0 the start, 30 the goal, MA-5) laid
 * along a rounded rectangle, with a gap where the goal meets the start. `spaceAt` gives a space's
 * centre and the unit vector pointing into the infield, where racers' name tags are stacked.
 */
export const GOAL = 30;
/** Spaces plus one empty slot between the goal and the start, for the finish line. */
const SLOTS = GOAL + 2;

export interface Stadium {
  readonly cx: number;
  readonly cy: number;
  /** Half the length of each straight. */
  readonly half: number;
  /** Radius of the two bends. */
  readonly radius: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
  /** Unit vector towards the infield. */
  readonly nx: number;
  readonly ny: number;
}

const perimeter = (s: Stadium): number => 4 * s.half + 2 * Math.PI * s.radius;

/**
 * The point `d` along the loop, starting at the middle of the bottom straight and running
 * anticlockwise on screen (right along the bottom, up the right bend, left along the top).
 */
function along(s: Stadium, d: number): Point {
  const { cx, cy, half, radius } = s;
  const bend = Math.PI * radius;
  let rest = ((d % perimeter(s)) + perimeter(s)) % perimeter(s);
  if (rest < half) return { x: cx + rest, y: cy + radius, nx: 0, ny: -1 };
  rest -= half;
  if (rest < bend) {
    const angle = Math.PI / 2 - rest / radius;
    return { x: cx + half + radius * Math.cos(angle), y: cy + radius * Math.sin(angle), nx: -Math.cos(angle), ny: -Math.sin(angle) };
  }
  rest -= bend;
  if (rest < 2 * half) return { x: cx + half - rest, y: cy - radius, nx: 0, ny: 1 };
  rest -= 2 * half;
  if (rest < bend) {
    const angle = -Math.PI / 2 - rest / radius;
    return { x: cx - half + radius * Math.cos(angle), y: cy + radius * Math.sin(angle), nx: -Math.cos(angle), ny: -Math.sin(angle) };
  }
  rest -= bend;
  return { x: cx - half + rest, y: cy + radius, nx: 0, ny: -1 };
}

/** The centre of space `space` (0–30). */
export function spaceAt(s: Stadium, space: number): Point {
  return along(s, (space + 0.5) * (perimeter(s) / SLOTS));
}

/** The finish line: the middle of the empty slot between the goal and the start. */
export function finishLine(s: Stadium): Point {
  return along(s, (GOAL + 1.5) * (perimeter(s) / SLOTS));
}

/** The loop as an SVG path, for the lane the spaces sit on. */
export function lanePath(s: Stadium): string {
  const { cx, cy, half, radius } = s;
  return `M${cx - half} ${cy + radius} H${cx + half} A${radius} ${radius} 0 0 0 ${cx + half} ${cy - radius} H${cx - half} A${radius} ${radius} 0 0 0 ${cx - half} ${cy + radius} Z`;
}
