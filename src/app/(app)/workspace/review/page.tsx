import type { Metadata } from "next";
import { ReviewSettings } from "./ReviewSettings";

export const metadata: Metadata = {
  title: "Review and approval",
  description: "Choose whose posts need approval before they are scheduled or published.",
};

export default function ReviewSettingsPage() {
  return <ReviewSettings />;
}
