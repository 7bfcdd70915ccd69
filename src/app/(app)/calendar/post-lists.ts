/** The calendar's summary dialogs: what each lists (a status, or one day). */
export type ListKind = "scheduled" | "published" | "draft";
const LIST_TITLES: Record<ListKind, string> = { scheduled: "Scheduled Posts", published: "Published Posts", draft: "Draft Posts" };
/** A summary dialog: every post of a status, or of one day on the calendar. */
export type ListSpec = { title: string; status?: ListKind; from?: string; to?: string };

export function listOfStatus(kind: ListKind): ListSpec {
  return { title: LIST_TITLES[kind], status: kind };
}

export function listOfDay(date: string): ListSpec {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const label = new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  return { title: `Posts on ${label}`, from: date, to: next };
}
