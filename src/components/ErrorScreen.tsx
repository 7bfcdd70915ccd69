"use client";
import { ErrorDetails } from "@/components/ErrorDetails";
import { SiteFrame } from "@/components/layout/SiteFrame";
import { MantineIsland } from "@/components/MantineIsland";

/** What app/error.tsx shows: the header and the error's details. */
export default function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <MantineIsland>
      <SiteFrame withFooter={false}>
        <ErrorDetails error={error} retry={retry} />
      </SiteFrame>
    </MantineIsland>
  );
}
