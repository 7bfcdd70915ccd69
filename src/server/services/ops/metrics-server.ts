/**
 * The worker's Prometheus endpoint (issue 27): GET /metrics on WORKER_METRICS_PORT (off by default:
 * a worker needs no port, and two workers on one machine would fight over a default one). When
 * METRICS_TOKEN is set it is required here too.
 */
import { createServer, type Server } from "node:http";
import { exposition, metricsAuthorized } from "./metrics";

export async function serveMetrics(port: number, host: string, token: string | undefined): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
        res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
        return;
      }
      if (token && !metricsAuthorized(req.headers.authorization, token)) {
        res.writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" }).end("a valid metrics token is required\n");
        return;
      }
      try {
        const { body, contentType } = await exposition("worker");
        res.writeHead(200, { "content-type": contentType }).end(body);
      } catch (err) {
        res.writeHead(500, { "content-type": "text/plain" }).end(`metrics failed: ${(err as Error).message}\n`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return server;
}
