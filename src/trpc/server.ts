/**
 * The tRPC procedures for server components: the same procedures (and the same who-may-call rules)
 * the browser and the REST door use, called in-process as the request's user. Pages use this
 * instead of importing services (the layer rule in eslint.config.mjs).
 */
import { headers } from "next/headers";
import { createCaller } from "@/server/api/root";
import { createContext } from "@/server/api/trpc";

export async function serverApi() {
  return createCaller(await createContext({ headers: await headers() }));
}
