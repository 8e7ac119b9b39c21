/**
 * A DNI as a receipt shows it: its first and last digits, the middle hidden ('30.***.222'),
 * enough for the cardholder to recognise it and too little to reuse it. Null for no DNI.
 */
export function maskDni(dni: string): string | null {
  const digits = dni.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 8) return null;
  return `${digits.slice(0, digits.length - 6)}.***.${digits.slice(-3)}`;
}
