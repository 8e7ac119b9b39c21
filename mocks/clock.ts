/** Dates relative to today, so that a demo always looks current. */

export function daysFromToday(days: number, from: Date = new Date()): Date {
  const date = new Date(from);
  date.setDate(date.getDate() + days);
  return date;
}

/** '2026-11-22' in local time. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A moment earlier today: two hours ago, but never before midnight. */
export function earlierToday(now: Date = new Date()): Date {
  const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return twoHoursAgo > midnight ? twoHoursAgo : midnight;
}
