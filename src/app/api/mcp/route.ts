import { handleMcpRequest, mcpMethodNotAllowed } from "@/server/api/mcp";
import { corsPreflight, withCors } from "@/server/api/oauth-routes";
import { withErrorResponses } from "@/server/api/error-response";

export const dynamic = "force-dynamic";

/** The MCP server (Streamable HTTP, stateless): src/server/api/mcp.ts. */
const post = withErrorResponses("mcp", handleMcpRequest);

export async function POST(req: Request) {
  return withCors(await post(req));
}

export async function GET() {
  return withCors(mcpMethodNotAllowed());
}

export { GET as DELETE };
export const OPTIONS = corsPreflight;
