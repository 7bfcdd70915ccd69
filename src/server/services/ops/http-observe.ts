/**
 * What the web process does around every HTTP request (issue 27), installed by
 * src/instrumentation.ts on Node's http.Server: a request id (request-context.ts) set on the
 * request's headers and the response's X-Request-Id, the request's timing by route template
 * (metrics.ts), and one log line per API request (pages and assets at debug level).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { requestIdFrom, requestStorage } from "@/server/lib/request-context";
import { metrics, routeLabel } from "./metrics";

export const REQUEST_ID_HEADER = "x-request-id";

export function observeHttp(serverClass: typeof Server, log: Logger): void {
  const marker = Symbol.for("postpilot.httpObserve");
  const proto = serverClass.prototype as Server & { [marker]?: boolean };
  if (proto[marker]) return;
  proto[marker] = true;
  const storage = requestStorage();
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    const apply = () => (emit as (event: string | symbol, ...rest: unknown[]) => boolean).apply(this, [event, ...args]);
    if (event !== "request") return apply();
    const req = args[0] as IncomingMessage;
    const res = args[1] as ServerResponse;
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const path = (req.url ?? "/").split("?")[0]!;
      const route = routeLabel(path, res.statusCode);
      metrics().httpDuration.observe({ method: req.method ?? "GET", route, status: String(res.statusCode) }, seconds);
      const line = { requestId, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) };
      // Probes and scrapes come every few seconds: not worth a line each.
      if (path.startsWith("/api/") && !path.startsWith("/api/health") && path !== "/api/metrics") log.info(line, "request");
      else log.debug(line, "request");
    });
    return storage.run({ requestId }, apply);
  } as Server["emit"];
}
