import moment from 'moment';
import 'moment/locale/es';

moment.locale('es');

/**
 * Every date the product shows goes through this module, one format per purpose:
 * - a day, in the long form ('22 de noviembre de 2026'): `formatLongDate` (the statement PDF too);
 * - a payment in a list: the long form before today, relative today (`formatPaymentDate`);
 * - the moment a payment went through, on /payment/success: the spec's `formatDateTime`;
 * - a payment's date and time on its detail and receipt ('24/11/2026 16:52 h'):
 *   `formatOperationDateTime`; the month a payment falls in ('noviembre de 2026'): `formatMonth`;
 * - a due date weeks away, where the year goes without saying: `formatDayAndMonth`.
 */

/** 'LL' in Spanish: '22 de noviembre de 2026'. An ISO string or a Date; '' when it is no date. */
export function formatLongDate(date: Date | string): string {
  const parsed = typeof date === 'string' ? moment(date, moment.ISO_8601) : moment(date);
  return parsed.isValid() ? parsed.format('LL') : '';
}

/** Long format ('22 de noviembre de 2026') before today, relative ('hace 2 horas') today. */
export function formatPaymentDate(isoDate: string, now: Date = new Date()): string {
  const date = moment(isoDate, moment.ISO_8601);
  if (!date.isValid()) return '';
  return date.isBefore(moment(now).startOf('day')) ? formatLongDate(date.toDate()) : date.from(now);
}

/** DD-MM-YYYY HH:mm (spec section 9). */
export function formatDateTime(date: Date): string {
  return moment(date).format('DD-MM-YYYY HH:mm');
}

/** '10 de diciembre' for a date-only ISO string such as '2026-12-10' (a due date, weeks away). */
export function formatDayAndMonth(isoDate: string): string {
  const date = moment(isoDate, moment.ISO_8601);
  return date.isValid() ? date.format('D [de] MMMM') : '';
}

/** '24/11/2026 16:52 h': a payment's detail and its receipt. '' when it is no date. */
export function formatOperationDateTime(isoDate: string): string {
  const date = moment(isoDate, moment.ISO_8601);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm [h]') : '';
}

/** 'noviembre de 2026': the heading of a month of payments. '' when it is no date. */
export function formatMonth(isoDate: string): string {
  const date = moment(isoDate, moment.ISO_8601);
  return date.isValid() ? date.format('MMMM [de] YYYY') : '';
}
