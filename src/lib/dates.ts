import moment from 'moment';
import 'moment/locale/es';

moment.locale('es');

/** Long format ('22 de noviembre de 2026') before today, relative ('hace 2 horas') today. */
export function formatPaymentDate(isoDate: string, now: Date = new Date()): string {
  const date = moment(isoDate);
  if (!date.isValid()) return '';
  return date.isBefore(moment(now).startOf('day')) ? date.format('LL') : date.from(now);
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
