import type { Metadata } from "next";
import { IconActivity } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "Service Status",
  description: "Live status of the PostPilot services.",
};

export default function StatusPage() {
  return <PagePlaceholder icon={<IconActivity size={36} />} title="Service Status" description="Live health checks of the API, database, AI and e-mail services are coming to this page." />;
}
