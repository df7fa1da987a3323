/**
 * Orders strings by UTF-16 code unit, as `Array.prototype.sort` does by default: the same on
 * every machine, unlike `localeCompare` (which follows the host's locale), and free of the
 * ICU collation data a first `localeCompare` loads (about 15 ms of a function's cold start).
 */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
