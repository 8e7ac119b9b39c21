/**
 * Did the cardholder ask the browser to save data (Save-Data, "Ahorro de datos")? Then no
 * code is downloaded ahead of the press that needs it.
 */
export const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
