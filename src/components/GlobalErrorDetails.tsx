"use client";
import { ErrorDetails } from "@/components/ErrorDetails";
import { MantineIsland } from "@/components/MantineIsland";

/** What app/global-error.tsx shows (a separate chunk: see there). */
export default function GlobalErrorDetails({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <MantineIsland>
      <ErrorDetails error={error} retry={retry} />
    </MantineIsland>
  );
}
