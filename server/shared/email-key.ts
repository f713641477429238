/**
 * The one form in which staff e-mail addresses are compared, everywhere (sign-in, its failure
 * counters, the users command) and on SQLite and PostgreSQL alike: trimmed, NFKC-normalised and
 * lower-cased with Unicode's own mapping, never a locale's or a database's.
 */
export function emailKey(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}
