import type { Metadata } from "next";
import { IconCalendar } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Calendar",
  description: "See your scheduled and published posts on a calendar.",
};

export default function CalendarPage() {
  return <PagePlaceholder icon={<IconCalendar size={36} />} title="Calendar" description="A week and month calendar of your scheduled and published posts is coming soon." />;
}
