/** What a masked DNI looks like: '**.***.' and its last three digits. */
const MASKED = /^\*\*\.\*\*\*\.\d{3}$/;

/**
 * A DNI as a receipt shows it: only its last three digits ('**.***.222'), always behind the
 * same stars, so that not even its length shows. Null for no DNI.
 */
export function maskDni(dni: string): string | null {
  const digits = dni.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 8) return null;
  return `**.***.${digits.slice(-3)}`;
}

/**
 * A masked DNI read back from storage, masked again: the older mask ('30.***.222') showed its
 * first digits too, and must never be shown. Anything else (a whole DNI) is no masked DNI: null.
 */
export function remaskStoredDni(stored: unknown): string | null {
  if (typeof stored !== 'string') return null;
  if (MASKED.test(stored)) return stored;
  const older = /^\d{1,2}\.\*\*\*\.(\d{3})$/.exec(stored);
  return older ? `**.***.${older[1]}` : null;
}
