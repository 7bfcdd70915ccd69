import { writeFileSync } from "node:fs";
import { it } from "vitest";
import { openApiDocument } from "@/server/api/rest-adapter";
it("dumps", () => { writeFileSync("/tmp/client/doc.json", JSON.stringify(openApiDocument(), null, 1)); });
