// The bench's arithmetic and tables: medians with their spread over the rounds, and Markdown.

/** Median, min and max of the finite values (a failed run gives none), or null. */
function spread(
  values: readonly (number | null)[],
): { median: number; min: number; max: number; count: number } | null {
  const sorted = values.filter((v): v is number => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], count: sorted.length };
}

export const median = (values: readonly (number | null)[]): number | null =>
  spread(values)?.median ?? null;

/** A number for a table: `digits` decimals, '-' when there is none. */
export const fmt = (value: number | null | undefined, digits = 0): string =>
  value == null || !Number.isFinite(value) ? '-' : value.toFixed(digits);

/** CLS: 0 is written 0, anything else with enough decimals to show it is not 0. */
export function fmtCls(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '-';
  if (value === 0) return '0';
  return value < 0.001 ? value.toExponential(1) : value.toFixed(3);
}

/** "median (min–max)". */
export function cell(
  values: readonly (number | null)[],
  format: (value: number) => string = fmt,
): string {
  const s = spread(values);
  if (!s) return '-';
  return s.min === s.max
    ? format(s.median)
    : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}

export function markdownTable(header: readonly string[], rows: readonly string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}
