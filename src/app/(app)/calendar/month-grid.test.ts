import { describe, expect, it } from "vitest";
import {
  currentMonthGrid,
  layoutMonth,
  longDate,
  monthGridOf,
  movedToDay,
  rangeOf,
  showsToday,
  stepAnchor,
  titleOf,
  weekOf,
  type Placed,
} from "./month-grid";
import { dayIn, shownTime } from "@/lib/zone-clock";

describe("currentMonthGrid", () => {
  it("is the six Monday-first weeks around the month on the zone's calendar", () => {
    // 2026-11-30 20:00 UTC is already 1 December in Auckland.
    expect(currentMonthGrid("Pacific/Auckland", new Date("2026-11-30T20:00:00Z"))).toEqual({ from: "2026-11-30", to: "2027-01-11" });
    expect(currentMonthGrid("UTC", new Date("2026-11-30T20:00:00Z"))).toEqual({ from: "2026-10-26", to: "2026-12-07" });
    // A month starting on a Monday starts its grid that day.
    expect(currentMonthGrid("Europe/Berlin", new Date("2026-06-15T12:00:00Z"))).toEqual({ from: "2026-06-01", to: "2026-07-13" });
  });
});

describe("calendar navigation", () => {
  it("moves a month to the same day of the month, clamped, and a week by seven days", () => {
    expect(stepAnchor("month", "2026-11-27", 1)).toBe("2026-12-27");
    expect(stepAnchor("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(stepAnchor("month", "2026-03-31", -1)).toBe("2026-02-28");
    expect(stepAnchor("month", "2026-12-15", 1)).toBe("2027-01-15");
    expect(stepAnchor("month", "2026-01-15", -1)).toBe("2025-12-15");
    expect(stepAnchor("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(stepAnchor("week", "2026-03-02", -1)).toBe("2026-02-23");
  });

  it("shows the month's grid or the Monday-first week of the anchor", () => {
    expect(rangeOf("month", "2026-02-14")).toEqual(monthGridOf("2026-02-01"));
    expect(rangeOf("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-30" });
    expect(weekOf("2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-12-07" });
  });

  it("disables Today while today is in the view's own month or week", () => {
    expect(showsToday("month", "2026-11-01", "2026-11-27")).toBe(true);
    // The grid shows 1 December, but the view is of November.
    expect(showsToday("month", "2026-12-01", "2026-11-30")).toBe(false);
    expect(showsToday("week", "2026-11-23", "2026-11-29")).toBe(true);
    expect(showsToday("week", "2026-11-23", "2026-11-30")).toBe(false);
  });

  it("titles the month and the week", () => {
    expect(titleOf("month", "2026-11-27")).toBe("November 2026");
    expect(titleOf("week", "2026-11-27")).toBe("Nov 23 – 29, 2026");
    expect(titleOf("week", "2026-12-01")).toBe("Nov 30 – Dec 6, 2026");
    expect(titleOf("week", "2026-12-30")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(longDate("2026-11-27")).toBe("Friday, November 27, 2026");
  });
});

describe("times on the user's clock", () => {
  it("reads the day and the time shown on the zone's clock", () => {
    const at = new Date("2026-11-26T21:30:00Z");
    expect(dayIn("UTC", at)).toBe("2026-11-26");
    expect(dayIn("Pacific/Auckland", at)).toBe("2026-11-27");
    expect(shownTime(at, "Pacific/Auckland")).toBe("10:30am");
    expect(shownTime(new Date("2026-11-26T00:05:00Z"), "UTC")).toBe("12:05am");
    expect(shownTime(new Date("2026-11-26T12:00:00Z"), "UTC")).toBe("12:00pm");
    expect(shownTime(new Date("2026-11-26T23:29:00Z"), "UTC")).toBe("11:29pm");
  });

  it("moves a post to another day at the same time of day, across a DST change", () => {
    // 09:00 in Berlin in winter (08:00 UTC) is 07:00 UTC in summer.
    expect(movedToDay(new Date("2026-03-27T08:00:00Z"), "2026-03-30", "Europe/Berlin").toISOString()).toBe("2026-03-30T07:00:00.000Z");
    // 02:30 does not exist on 29 March in Berlin: an hour later.
    expect(movedToDay(new Date("2026-03-27T01:30:00Z"), "2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // Back across the autumn change in New York, and to the previous day.
    expect(movedToDay(new Date("2026-11-02T15:15:00Z"), "2026-10-31", "America/New_York").toISOString()).toBe("2026-10-31T14:15:00.000Z");
    // Auckland (UTC+13): the day is the zone's, not UTC's.
    expect(movedToDay(new Date("2026-11-26T21:00:00Z"), "2026-11-29", "Pacific/Auckland").toISOString()).toBe("2026-11-28T21:00:00.000Z");
  });
});

type Post = { id: string };
const at = (id: string, iso: string): Placed<Post> => ({ post: { id }, start: new Date(iso) });

function cell(weeks: ReturnType<typeof layoutMonth<Post>>, date: string) {
  const found = weeks.flat().find((d) => d.date === date);
  if (!found) throw new Error(`no cell ${date}`);
  return { ids: found.shown.map((p) => p.post.id), more: found.more, inMonth: found.inMonth, today: found.today };
}

describe("layoutMonth", () => {
  const base = { anchor: "2026-11-27", today: "2026-11-27", maxShown: 3, dayCounts: {} };

  it("lays out six weeks of seven days, with the month's days and today marked", () => {
    const weeks = layoutMonth<Post>({ ...base, entries: [], timeZone: "UTC" });
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]!.date).toBe("2026-10-26");
    expect(weeks[5]![6]!.date).toBe("2026-12-06");
    expect(cell(weeks, "2026-10-31")).toMatchObject({ inMonth: false, today: false });
    expect(cell(weeks, "2026-11-27")).toMatchObject({ inMonth: true, today: true });
  });

  it("puts each post on its day on the user's clock, near midnight included", () => {
    const entries = [at("late", "2026-11-10T23:29:00Z"), at("early", "2026-11-11T00:00:00Z"), at("nz", "2026-11-10T12:00:00Z")];
    const utc = layoutMonth({ ...base, entries, timeZone: "UTC" });
    expect(cell(utc, "2026-11-10").ids).toEqual(["nz", "late"]);
    expect(cell(utc, "2026-11-11").ids).toEqual(["early"]);
    // In Auckland (UTC+13) all three are on 11 November.
    const auckland = layoutMonth({ ...base, entries, timeZone: "Pacific/Auckland" });
    expect(cell(auckland, "2026-11-11").ids).toEqual(["nz", "late", "early"]);
    expect(cell(auckland, "2026-11-10").ids).toEqual([]);
  });

  it("places posts on their local day across a DST change", () => {
    // 29 March 2026 in Berlin has 23 hours: 00:30 and 23:30 local are both that day.
    const entries = [at("first", "2026-03-28T23:30:00Z"), at("last", "2026-03-29T21:30:00Z"), at("next", "2026-03-29T22:00:00Z")];
    const weeks = layoutMonth({ ...base, anchor: "2026-03-15", today: "2026-03-15", entries, timeZone: "Europe/Berlin" });
    expect(cell(weeks, "2026-03-29").ids).toEqual(["first", "last"]);
    expect(cell(weeks, "2026-03-30").ids).toEqual(["next"]);
  });

  it("shows the first three in time order and counts the rest of the day's posts as '+N more'", () => {
    const entries = [
      at("d", "2026-11-12T13:00:00Z"),
      at("b", "2026-11-12T09:00:00Z"),
      at("a", "2026-11-12T09:00:00Z"),
      at("c", "2026-11-12T10:00:00Z"),
      at("x", "2026-11-13T10:00:00Z"),
    ];
    // The server fetched 4 of the 12th's 9 posts; the 13th has one.
    const weeks = layoutMonth({ ...base, entries, timeZone: "UTC", dayCounts: { "2026-11-12": 9, "2026-11-13": 1 } });
    expect(cell(weeks, "2026-11-12")).toMatchObject({ ids: ["a", "b", "c"], more: 6 });
    expect(cell(weeks, "2026-11-13")).toMatchObject({ ids: ["x"], more: 0 });
    // Exactly three: no link; four: "+1 more"; a count missing falls back to the posts held.
    const three = layoutMonth({ ...base, entries: entries.slice(1, 4), timeZone: "UTC", dayCounts: { "2026-11-12": 3 } });
    expect(cell(three, "2026-11-12").more).toBe(0);
    expect(cell(layoutMonth({ ...base, entries: entries.slice(0, 4), timeZone: "UTC" }), "2026-11-12").more).toBe(1);
  });

  it("leaves out posts outside the grid's days", () => {
    const weeks = layoutMonth({ ...base, entries: [at("old", "2026-10-25T12:00:00Z"), at("in", "2026-10-26T00:00:00Z")], timeZone: "UTC" });
    expect(weeks.flat().flatMap((d) => d.shown.map((p) => p.post.id))).toEqual(["in"]);
  });

  it("draws a dragged post on its new day before the server confirms, with both days' counts", () => {
    const entries = [
      at("a", "2026-11-12T09:00:00Z"),
      at("b", "2026-11-12T10:00:00Z"),
      at("c", "2026-11-12T11:00:00Z"),
      at("d", "2026-11-12T12:00:00Z"),
    ];
    const weeks = layoutMonth({
      ...base,
      entries,
      timeZone: "UTC",
      dayCounts: { "2026-11-12": 5, "2026-11-14": 1 },
      moved: { a: new Date("2026-11-14T09:00:00Z") },
    });
    expect(cell(weeks, "2026-11-12")).toMatchObject({ ids: ["b", "c", "d"], more: 1 });
    expect(cell(weeks, "2026-11-14")).toMatchObject({ ids: ["a"], more: 1 });
  });
});
