import { StatusBoard } from "@/app/(site)/status/StatusBoard";
import { pageMetadata } from "@/app/(site)/_shared/metadata";

export const metadata = pageMetadata(
  "Service Status",
  "Live status of the PostPilot API, database, AI text and media providers, e-mail and sign-in, with recent incidents.",
);

export default function StatusPage() {
  return <StatusBoard />;
}
