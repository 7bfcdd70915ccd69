import type { Metadata } from "next";
import { ApiKeysView } from "./ApiKeysView";

export const metadata: Metadata = {
  title: "API keys",
  description: "Keys that let other software use this workspace through the API.",
};

export default function ApiKeysPage() {
  return <ApiKeysView />;
}
