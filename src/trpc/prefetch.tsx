/**
 * Server-side data for a signed-in page's first paint: the page names the queries its client view
 * will ask for, they run in-process as the request's user (the same procedures and rules as
 * /api/trpc), and their answers reach the browser's query cache inside the HTML. The view then
 * renders its content on the server and hydrates once, instead of drawing skeletons, fetching after
 * hydration and rendering (and laying out) everything again. A query that fails here is left out:
 * the view fetches it itself and reports the error as before.
 */
import "server-only";
import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { headers } from "next/headers";
import superjson from "superjson";
import { appRouter, type AppRouter } from "@/server/api/root";
import { createContext } from "@/server/api/trpc";

export type PageQueries = (trpc: TRPCOptionsProxy<AppRouter>, queryClient: QueryClient) => Promise<unknown>;

export async function Prefetched({ queries, children }: { queries: PageQueries; children: ReactNode }) {
  // superjson as on the wire (dates stay dates); src/trpc/react.tsx reads it back.
  const queryClient = new QueryClient({ defaultOptions: { dehydrate: { serializeData: superjson.serialize } } });
  try {
    const ctx = await createContext({ headers: await headers() });
    await queries(createTRPCOptionsProxy<AppRouter>({ router: appRouter, ctx, queryClient }), queryClient);
  } catch {
    // Whatever did not load is fetched by the page in the browser.
  }
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
