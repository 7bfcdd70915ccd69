import { openApiDocument } from "@/server/api/rest-adapter";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(openApiDocument());
}
