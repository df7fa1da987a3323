/**
 * Where an instance's counts are kept: one shard per instance and hour, `shards/<day>/<hour>/<instance>`,
 * which the instance rewrites whole as its counts of that hour grow, so that a busy instance
 * leaves one shard an hour, not one a write. The hour is the UTC hour its counts came in.
 * Earlier releases wrote `shards/<day>/<instance>-<n>`, once each: those can be merged at once.
 */

const HOUR_MS = 3_600_000;

/** After its hour ends, how long an instance may still write a shard (its last counts, a retry); never after. */
export const WRITE_GRACE_MS = 10 * 60_000;

/** After its hour ends, when the merge may take a shard: well after the last write can land. */
export const MERGE_AFTER_MS = 2 * WRITE_GRACE_MS;

/** The day of a moment, in UTC: "2026-11-28". */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

export const shardKey = (day: string, hour: number, instance: string) => `shards/${day}/${String(hour).padStart(2, '0')}/${instance}`;

/** When the hour `hour` of `day` (UTC) ends, in milliseconds since the epoch. */
export const hourEnd = (day: string, hour: number) => Date.parse(`${day}T00:00:00Z`) + (hour + 1) * HOUR_MS;

export interface ShardName {
  day: string;
  /** The UTC hour of its counts; undefined for a shard of an earlier release, written once. */
  hour?: number;
}

const SHARD = /^shards\/(\d{4}-\d{2}-\d{2})\/(?:([01]\d|2[0-3])\/)?[^/]+$/;

/** What a stored key names: a shard's day and hour, or nothing for any other key. */
export function shardName(key: string): ShardName | undefined {
  const match = SHARD.exec(key);
  if (!match) return undefined;
  return { day: match[1] as string, hour: match[2] === undefined ? undefined : Number(match[2]) };
}

/** Whether no instance writes the shard any more, so that it can be merged and deleted. */
export const isSettled = ({ day, hour }: ShardName, now: number) => hour === undefined || now >= hourEnd(day, hour) + MERGE_AFTER_MS;
