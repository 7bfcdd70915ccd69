"use client";
/**
 * The tRPC React client: pages call typed procedures through TanStack Query.
 *   const trpc = useTRPC();
 *   const me = useQuery(trpc.auth.me.queryOptions());
 *   const login = useMutation(trpc.auth.login.mutationOptions());
 */
import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import superjson from "superjson";
import type { AppRouter } from "@/server/api/root";
import { WORKSPACE_COOKIE, WORKSPACE_HEADER } from "@/lib/workspace";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Answers prefetched by a server page (src/trpc/prefetch.tsx) arrive superjson-encoded.
      hydrate: { deserializeData: superjson.deserialize },
      queries: {
        staleTime: 30_000,
        // 4xx answers (unauthorised, not found, validation) will not change on retry.
        retry: (failureCount, error) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus ?? 0;
          return status >= 500 && failureCount < 2;
        },
      },
    },
  });
}

function workspaceHeader(): Record<string, string> {
  if (typeof document === "undefined") return {};
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${WORKSPACE_COOKIE}=`));
  const id = match ? decodeURIComponent(match.slice(WORKSPACE_COOKIE.length + 1)) : "";
  return id ? { [WORKSPACE_HEADER]: id } : {};
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // Only unexpected failures (5xx) are logged in development; 4xx answers are shown to the user as toasts.
        loggerLink({
          enabled: (op) =>
            process.env.NODE_ENV === "development" &&
            op.direction === "down" &&
            op.result instanceof Error &&
            ((op.result as { data?: { httpStatus?: number } }).data?.httpStatus ?? 500) >= 500,
        }),
        // The server refuses batches larger than MAX_TRPC_BATCH_SIZE (src/server/api/limits.ts).
        // The workspace switcher's choice (a cookie, so server-rendered pages see it too) rides on every
        // call as X-Workspace-Id; without it the server acts in the personal workspace.
        httpBatchLink({ url: "/api/trpc", transformer: superjson, maxItems: 20, headers: workspaceHeader }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
