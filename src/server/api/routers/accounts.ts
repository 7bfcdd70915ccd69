import { z } from "zod";
import type { OpenApiMethod } from "trpc-to-openapi";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { notImplemented, rest } from "@/server/api/rest";
import { pendingResponse, type Network } from "@/server/api/schemas/common";

/**
 * Connect, status and disconnect for one network. The spec fixes the methods per network:
 * YouTube connects with POST; LinkedIn disconnects with DELETE, the others with POST.
 */
function networkRouter(network: Network, methods: { auth: OpenApiMethod; disconnect: OpenApiMethod }) {
  const authProcedure = protectedProcedure.meta(rest(methods.auth, `/${network}/auth`, "accounts")).input(z.void()).output(pendingResponse);
  return createTRPCRouter({
    auth: methods.auth === "GET" ? authProcedure.query(notImplemented) : authProcedure.mutation(notImplemented),
    status: protectedProcedure.meta(rest("GET", `/${network}/status`, "accounts")).input(z.void()).output(pendingResponse).query(notImplemented),
    disconnect: protectedProcedure
      .meta(rest(methods.disconnect, `/${network}/disconnect`, "accounts"))
      .input(z.void())
      .output(pendingResponse)
      .mutation(notImplemented),
  });
}

export const accountsRouter = createTRPCRouter({
  linkedin: networkRouter("linkedin", { auth: "GET", disconnect: "DELETE" }),
  x: networkRouter("x", { auth: "GET", disconnect: "POST" }),
  threads: networkRouter("threads", { auth: "GET", disconnect: "POST" }),
  facebook: networkRouter("facebook", { auth: "GET", disconnect: "POST" }),
  instagram: networkRouter("instagram", { auth: "GET", disconnect: "POST" }),
  tiktok: networkRouter("tiktok", { auth: "GET", disconnect: "POST" }),
  youtube: networkRouter("youtube", { auth: "POST", disconnect: "POST" }),
});
