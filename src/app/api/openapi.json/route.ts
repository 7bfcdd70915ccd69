import { openApiDocument } from "@/server/api/restAdapter";

export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(openApiDocument());
}
