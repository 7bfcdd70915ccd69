import type { Metadata } from "next";
import { NetworkAppsView } from "./NetworkAppsView";

export const metadata: Metadata = {
  title: "Network apps",
  description: "Give this workspace its own developer apps at the social networks.",
};

export default function NetworkAppsPage() {
  return <NetworkAppsView />;
}
