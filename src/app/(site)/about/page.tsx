import type { Metadata } from "next";
import { IconHeartHandshake } from "@tabler/icons-react";
import { PagePlaceholder } from "@/components/PagePlaceholder";

export const metadata: Metadata = {
  title: "About",
  description: "The story, mission and values behind PostPilot.",
};

export default function AboutPage() {
  return <PagePlaceholder icon={<IconHeartHandshake size={36} />} title="About" description="Our mission, our story since 2023 and the values that guide PostPilot are coming to this page." />;
}
