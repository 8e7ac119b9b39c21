import moment from 'moment';
import 'moment/locale/es';

moment.locale('es');

// Every date the product shows goes through this module, one format per purpose: one place
// to change how a date reads.

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

/** DD-MM-YYYY HH:mm (spec section 9): '26-11-2026 13:49'. '' when it is no date. */
export function formatDateTime(date: Date | string): string {
  const parsed = typeof date === 'string' ? moment(date, moment.ISO_8601) : moment(date);
  return parsed.isValid() ? parsed.format('DD-MM-YYYY HH:mm') : '';
}

/** '10 de diciembre' for a date-only ISO string such as '2026-12-10' (a due date, weeks away). */
export function formatDayAndMonth(isoDate: string): string {
  const date = moment(isoDate, moment.ISO_8601);
  return date.isValid() ? date.format('D [de] MMMM') : '';
}

/** 'noviembre de 2026': the heading of a month of payments. '' when it is no date. */
export function formatMonth(isoDate: string): string {
  const date = moment(isoDate, moment.ISO_8601);
  return date.isValid() ? date.format('MMMM [de] YYYY') : '';
}
