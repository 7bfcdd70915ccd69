"use client";
import { useEffect } from "react";
import { ErrorDetails } from "@/components/ErrorDetails";
import { SiteFrame } from "@/components/layout/SiteFrame";

/** Error boundary for every page below the root layout. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <SiteFrame withFooter={false}>
      <ErrorDetails error={error} retry={retry} />
    </SiteFrame>
  );
}
