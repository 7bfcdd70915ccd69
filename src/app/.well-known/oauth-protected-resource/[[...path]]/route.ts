import { corsPreflight, protectedResourceMetadata } from "@/server/api/oauth-routes";

export const dynamic = "force-dynamic";

/** RFC 9728, at the root and with the MCP endpoint's path appended (/.well-known/oauth-protected-resource/api/mcp). */
export const GET = protectedResourceMetadata;
export const OPTIONS = corsPreflight;
