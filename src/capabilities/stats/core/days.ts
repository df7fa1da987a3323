/** The longest range a report reads (GET /api/stats?days=, site_stats' days): as long as counts are kept by default. */
export const MAX_DAYS = 90;

/** The last `days` days, today (UTC) included. */
export function lastDays(now: Date, days: number): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** How long counts are kept when STATS_RETENTION_DAYS does not say: as far back as /api/stats reads. */
export const DEFAULT_RETENTION_DAYS = 90;
const MAX_RETENTION_DAYS = 3_650;

/** STATS_RETENTION_DAYS as a number of days (1 to 3,650); the default when unset, and (said in the log) when it is not one. */
export function retentionDays(setting: string | undefined, warn: (message: string) => void = console.warn): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(setting);
  if (Number.isInteger(days) && days >= 1 && days <= MAX_RETENTION_DAYS) return days;
  warn(`stats: STATS_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}; keeping ${DEFAULT_RETENTION_DAYS}`);
  return DEFAULT_RETENTION_DAYS;
}
