/**
 * The plain-fetch calls of the public pages' islands must be the requests tRPC's own client sends
 * and read the answers as it does (superjson's dates included): checked against a small router
 * served by tRPC's fetch adapter, and against httpBatchLink's requests for the same calls.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { TRPCError, initTRPC } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { z } from "zod";
import { errorInfo } from "@/trpc/errors";
import { ProcedureError, decodeSuperjson, mutateProcedure, queryProcedure } from "@/trpc/fetch-procedure";

const t = initTRPC.create({
  transformer: superjson,
  errorFormatter: ({ shape }) => ({ ...shape, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, extra: { name: "Database" } } }),
});
const router = t.router({
  status: t.router({
    health: t.procedure
      .input(z.void())
      .query(() => ({ at: new Date("2026-01-02T03:04:05.000Z"), list: [{ startedAt: new Date(0), endedAt: null }], gone: undefined })),
    down: t.procedure.input(z.void()).query(() => {
      throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Database is experiencing issues: timed out" });
    }),
  }),
  membership: t.router({
    upgrade: t.procedure.input(z.object({ planName: z.string() })).mutation(({ input }) => ({ message: `Now on ${input.planName}` })),
  }),
});

const requests: Array<{ url: string; method: string; body: string | null }> = [];

async function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(new URL(String(input), "http://localhost"), init);
  requests.push({
    url: request.url.replace("http://localhost", ""),
    method: request.method,
    body: request.method === "GET" ? null : await request.clone().text(),
  });
  return fetchRequestHandler({ endpoint: "/api/trpc", req: request, router, createContext: () => ({}) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe("tRPC over plain fetch", () => {
  it("sends the requests httpBatchLink sends", async () => {
    const client = createTRPCClient<typeof router>({
      links: [httpBatchLink({ url: "http://localhost/api/trpc", transformer: superjson, fetch: serve })],
    });
    await client.status.health.query();
    await client.membership.upgrade.mutate({ planName: "Pro" });
    const fromClient = requests.splice(0);

    vi.stubGlobal("fetch", serve);
    await queryProcedure("status.health" as never);
    await mutateProcedure("membership.upgrade" as never, { planName: "Pro" });
    expect(requests).toEqual(fromClient);
  });

  it("decodes dates and undefined as superjson does", async () => {
    vi.stubGlobal("fetch", serve);
    const answer = await queryProcedure("status.health" as never);
    expect(answer).toEqual({ at: new Date("2026-01-02T03:04:05.000Z"), list: [{ startedAt: new Date(0), endedAt: null }], gone: undefined });
    const sample = { a: new Date(1), "b.c": [new Date(2)], d: { e: undefined as undefined } };
    const { json, meta } = superjson.serialize(sample);
    expect(decodeSuperjson(json, meta as never)).toEqual(superjson.deserialize({ json, meta }));
  });

  it("throws the server's message, status and extra fields", async () => {
    vi.stubGlobal("fetch", serve);
    const error = await queryProcedure("status.down" as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcedureError);
    expect(errorInfo(error, "fallback")).toEqual({ message: "Database is experiencing issues: timed out", status: 503, extra: { name: "Database" } });
  });

  it("falls back when the answer is not tRPC's", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await queryProcedure("status.health" as never).catch((e: unknown) => e);
    expect(errorInfo(error, "The service did not answer.")).toEqual({ message: "The service did not answer.", status: 502, extra: {} });
  });
});
