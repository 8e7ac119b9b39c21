import type { Cents } from '../../src/lib/money';

/** A test's own figure as cents (the app reads cents only at its edges). */
export const asCents = (cents: number): Cents => cents as Cents;
