import { formatMonth } from '../../../lib/dates';
import type { PaymentEntry } from '../../../services/provider';
import { SETTLEMENTS, settlementOf, type Settlement } from '../../../services/paymentStatus';

/**
 * 'Tus pagos': the filter by status (kept in the URL as `?estado=`) and the months the
 * payments fall in. Pure: the page renders what these say.
 */

export interface StatusFilter {
  /** Its value in the URL. */
  key: string;
  label: string;
  /** The statuses it shows; null: all. */
  settlement: Settlement | null;
}

/** 'Todos', then each settlement's filter, in the order of its row (services/paymentStatus.ts). */
export const STATUS_FILTERS: readonly StatusFilter[] = [
  { key: 'todos', label: 'Todos', settlement: null },
  ...(Object.entries(SETTLEMENTS) as [Settlement, (typeof SETTLEMENTS)[Settlement]][]).flatMap(
    ([settlement, { filter }]) => (filter ? [{ ...filter, settlement }] : []),
  ),
];

const [ALL] = STATUS_FILTERS as [StatusFilter];

const FILTER_PARAMETER = 'estado';

/** The filter a URL asks for; 'Todos' for none, or for one this page does not have. */
export function filterOf(search: URLSearchParams): StatusFilter {
  const key = search.get(FILTER_PARAMETER);
  return STATUS_FILTERS.find((filter) => filter.key === key) ?? ALL;
}

/** The URL's query for a filter: 'Todos' is the page without one. */
export function searchOf(filter: StatusFilter): string {
  return filter === ALL ? '' : `?${FILTER_PARAMETER}=${filter.key}`;
}

export function applyFilter(
  payments: readonly PaymentEntry[],
  filter: StatusFilter,
): PaymentEntry[] {
  if (filter.settlement === null) return [...payments];
  return payments.filter((payment) => settlementOf(payment.statusName) === filter.settlement);
}

export interface MonthOfPayments {
  /** 'noviembre de 2026'; '' for payments without a date. */
  month: string;
  payments: PaymentEntry[];
}

const timeOf = (payment: PaymentEntry) =>
  payment.createdAt === null ? Number.NEGATIVE_INFINITY : Date.parse(payment.createdAt);

/** Newest first, in months; payments without a date last, in a group of their own. */
export function groupByMonth(payments: readonly PaymentEntry[]): MonthOfPayments[] {
  const sorted = [...payments].sort((a, b) => timeOf(b) - timeOf(a));
  const months: MonthOfPayments[] = [];
  for (const payment of sorted) {
    const month = payment.createdAt === null ? '' : formatMonth(payment.createdAt);
    const last = months.at(-1);
    if (last && last.month === month) last.payments.push(payment);
    else months.push({ month, payments: [payment] });
  }
  return months;
}
