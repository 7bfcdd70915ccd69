/** Writes docs/post-lifecycle.md from the post lifecycle table (services/posts/lifecycle.ts). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { lifecycleDocument } from "@/server/services/posts/lifecycle-diagram";
import { ROOT } from "./lib/project";

writeFileSync(path.join(ROOT, "docs/post-lifecycle.md"), lifecycleDocument());
