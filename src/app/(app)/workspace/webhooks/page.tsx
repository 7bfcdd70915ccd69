import type { Metadata } from "next";
import { WebhooksView } from "./WebhooksView";

export const metadata: Metadata = {
  title: "Webhooks",
  description: "Signed notices of this workspace's events, sent to your own URLs.",
};

export default function WebhooksPage() {
  return <WebhooksView />;
}
