/** The gauge circle's radius in the SVG's 100×100 box. */
export const GAUGE_RADIUS = 40;
/** Its circumference, as the spec gives it (2π × 40, rounded to one decimal). */
export const GAUGE_CIRCUMFERENCE = 251.2;

/** How much of the arc stays empty for a score from 0 to 100 (stroke-dashoffset). */
export function gaugeDashOffset(score: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));
  return Number((GAUGE_CIRCUMFERENCE * (1 - clamped / 100)).toFixed(2));
}
