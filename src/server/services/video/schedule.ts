/**
 * Where a batch's videos go on the calendar: the setting's preferred times (HH:MM in the user's
 * time zone), as many per day as its posting frequency says, day after day, after the last slot
 * this setting already uses. DST-correct through zonedDateTime.
 */
import { dayjs, zonedDateTime } from "@/lib/time";
import type { PostingFrequency } from "./constants";

const PER_DAY: Record<PostingFrequency, number> = { "1x_day": 1, "2x_day": 2, "3x_day": 3 };

/** The times of day used: the earliest `frequency` preferred times (fewer if fewer are given). */
export function dailyTimes(preferredTimes: string[], frequency: string): string[] {
  const perDay = PER_DAY[frequency as PostingFrequency] ?? 1;
  return [...new Set(preferredTimes)].sort().slice(0, perDay);
}

/** Only slots at least this far ahead: a video needs time to be generated before it is due. */
export const SLOT_LEAD_MS = 15 * 60_000;

/**
 * `count` publishing times after `after` (and at least SLOT_LEAD_MS after `now`), at the
 * setting's daily times in `zone`.
 */
export function nextSlots(options: {
  preferredTimes: string[];
  postingFrequency: string;
  zone: string;
  count: number;
  now: Date;
  after?: Date | null;
}): Date[] {
  const times = dailyTimes(options.preferredTimes, options.postingFrequency);
  if (times.length === 0 || options.count <= 0) return [];
  const earliest = Math.max(options.now.getTime() + SLOT_LEAD_MS, (options.after?.getTime() ?? 0) + 1);
  const slots: Date[] = [];
  let day = dayjs(earliest).tz(options.zone).format("YYYY-MM-DD");
  // Each day has at least one time, so `count` slots need at most count + 1 days.
  for (let d = 0; slots.length < options.count && d <= options.count + 1; d++) {
    for (const time of times) {
      const at = zonedDateTime(day, time, options.zone);
      if (at.getTime() >= earliest && slots.length < options.count) slots.push(at);
    }
    day = dayjs.utc(day).add(1, "day").format("YYYY-MM-DD");
  }
  return slots;
}
