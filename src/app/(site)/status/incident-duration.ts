// Apart from status-model.ts: only the incident list (loaded after the page) uses it, so it stays
// out of the page's first load.

/** "38 minutes", "1 hour 5 minutes", "ongoing for 3 minutes": how long an incident lasted (or lasts). */
export function incidentDuration(startedAt: Date, endedAt: Date | null, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.round(((endedAt ?? now).getTime() - startedAt.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? "" : "s"}` : "",
    rest > 0 || hours === 0 ? `${rest} minute${rest === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return endedAt ? parts.join(" ") : `ongoing for ${parts.join(" ")}`;
}
