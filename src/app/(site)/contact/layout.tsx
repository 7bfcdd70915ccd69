import type { ReactNode } from "react";
import { TRPCReactProvider } from "@/trpc/react";

/** This public page calls the API; the static ones do not ship the tRPC client (see src/components/providers.tsx). */
export default function WithApiClient({ children }: { children: ReactNode }) {
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
