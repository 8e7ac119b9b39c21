import moment from 'moment';
import 'moment/locale/es';

moment.locale('es');

// Every date the product shows goes through this module, one format per purpose: one place
// to change how a date reads. Dates and times read as in Buenos Aires, whatever the phone's zone.

/** Buenos Aires time: Argentina keeps UTC−3 all year (no daylight saving since 2009). */
const ARGENTINA_UTC_OFFSET_MINUTES = -180;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The moment as Buenos Aires reads it; a date with no time ('2026-12-10') is that day anywhere. */
function inArgentina(date: Date | string): moment.Moment {
  if (typeof date === 'string' && DATE_ONLY.test(date)) return moment(date, 'YYYY-MM-DD', true);
  const parsed = typeof date === 'string' ? moment(date, moment.ISO_8601) : moment(date);
  return parsed.isValid() ? parsed.utcOffset(ARGENTINA_UTC_OFFSET_MINUTES) : parsed;
}

/** A phone set to another zone than Argentina's at that moment: a time shown says whose it is. */
function phoneElsewhere(date: moment.Moment): boolean {
  return date.toDate().getTimezoneOffset() !== -ARGENTINA_UTC_OFFSET_MINUTES;
}

/** 'LL' in Spanish: '22 de noviembre de 2026'. An ISO string or a Date; '' when it is no date. */
export function formatLongDate(date: Date | string): string {
  const parsed = inArgentina(date);
  return parsed.isValid() ? parsed.format('LL') : '';
}

/** Long format ('22 de noviembre de 2026') before today, relative ('hace 2 horas') today. */
export function formatPaymentDate(isoDate: string, now: Date = new Date()): string {
  const date = inArgentina(isoDate);
  if (!date.isValid()) return '';
  return date.isBefore(inArgentina(now).startOf('day')) ? date.format('LL') : date.from(now);
}

/**
 * DD-MM-YYYY HH:mm (spec section 9): '26-11-2026 13:49', with ' (hora de Argentina)' on a phone
 * set to another zone. '' when it is no date.
 */
export function formatDateTime(date: Date | string): string {
  const parsed = inArgentina(date);
  if (!parsed.isValid()) return '';
  const time = parsed.format('DD-MM-YYYY HH:mm');
  return phoneElsewhere(parsed) ? `${time} (hora de Argentina)` : time;
}

/** '10 de diciembre' for a date-only ISO string such as '2026-12-10' (a due date, weeks away). */
export function formatDayAndMonth(isoDate: string): string {
  const date = inArgentina(isoDate);
  return date.isValid() ? date.format('D [de] MMMM') : '';
}

/** 'noviembre de 2026': the heading of a month of payments. '' when it is no date. */
export function formatMonth(isoDate: string): string {
  const date = inArgentina(isoDate);
  return date.isValid() ? date.format('MMMM [de] YYYY') : '';
}
