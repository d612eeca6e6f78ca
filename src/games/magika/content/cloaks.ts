/**
 * Cloaks (XI, L289-307): six colours, one for each of the "threads of power". Mages who don the
 * same colour are a team; a mage with no cloak donned is Black, which the rulebook also calls
 * "neutral (team) status" (TM-9: alignment and team are kept apart).
 */

/** The six cloak colours, in the rulebook's order (L290). */
export const CLOAK_COLORS = ['red', 'blue', 'yellow', 'green', 'orange', 'violet'] as const;
/** A cloak colour. */
export type CloakColor = (typeof CLOAK_COLORS)[number];

/** Cloaks of each colour in the cavern at the start (MG-4): enough for a full team of every colour. */
export const CLOAKS_PER_COLOR = 3;

/** Cloaks a mage may carry at once, donned or not (L72, L296). */
export const MAX_CLOAKS = 2;

/** Mages a team may have (L110-111, L291-293). */
export const MAX_TEAM = 3;
