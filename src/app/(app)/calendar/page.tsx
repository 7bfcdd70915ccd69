import type { Metadata } from "next";
import { CalendarView } from "./CalendarView";

export const metadata: Metadata = {
  title: "Calendar",
  description: "See your scheduled and published posts on a calendar.",
};

export default function CalendarPage() {
  return <CalendarView />;
}
