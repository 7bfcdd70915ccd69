import { templateCsv, templateJson } from "@/server/services/imports/format";

export const dynamic = "force-static";

/** GET /api/imports/template?format=csv|json: the import file template (issue 28), for download. */
export function GET(req: Request) {
  const format = new URL(req.url).searchParams.get("format") === "json" ? "json" : "csv";
  const body = format === "json" ? templateJson() : templateCsv();
  return new Response(body, {
    headers: {
      "content-type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="postpilot-import-template.${format}"`,
    },
  });
}
