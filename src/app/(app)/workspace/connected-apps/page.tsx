import type { Metadata } from "next";
import { ConnectedAppsView } from "./ConnectedAppsView";

export const metadata: Metadata = {
  title: "Connected apps",
  description: "Apps and AI assistants connected to this workspace through OAuth, and disconnecting them.",
};

export default function ConnectedAppsPage() {
  return <ConnectedAppsView />;
}
