/** IANA zone names for the time-zone select, with their current UTC offset. */
import { describeTimeZone } from "@/lib/time";

/** Every zone the browser knows (UTC first); `current` is kept even when the list lacks it. */
export function timeZoneOptions(current: string | null | undefined): { value: string; label: string }[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const all = ["UTC", ...zones.filter((z) => z !== "UTC")];
  if (current && !all.includes(current)) all.splice(1, 0, current);
  return all.map((zone) => ({ value: zone, label: describeTimeZone(zone) }));
}
