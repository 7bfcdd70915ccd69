import { authorizationServerMetadata, corsPreflight } from "@/server/api/oauth-routes";

export const dynamic = "force-dynamic";

/** RFC 8414: the MCP server's authorization server (this app). */
export const GET = authorizationServerMetadata;
export const OPTIONS = corsPreflight;
