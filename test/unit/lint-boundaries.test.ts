/**
 * The layer boundaries of eslint.config.mjs (docs/decisions.md "Layer boundaries"): snippets linted
 * with the project's real config at paths inside each layer. A violation must fail `npm run lint`;
 * the allowed imports next to it must not.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");
const BOUNDARY_RULES = new Set([
  "boundaries/dependencies",
  "@typescript-eslint/no-restricted-imports",
  "postpilot/client-imports",
  "postpilot/file-names",
]);

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads the whole config and its plugins (seconds on a busy machine).
  await eslint.lintText("export {};\n", { filePath: path.join(ROOT, "src/lint-warm-up.ts") });
}, 120_000);

/** The boundary errors ESLint reports for `code` as if it were the file `file` (relative to the root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`could not lint ${file}: ${fatal.map((m) => m.message).join("; ")}`);
  return messages.filter((m) => m.severity === 2 && m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("layer boundaries (ESLint)", () => {
  it("fails a page that imports a service, and passes one that only imports its types or goes through tRPC", async () => {
    const page = "src/app/(app)/lint-probe/page.tsx";
    const bad = await boundaryErrors(
      page,
      `import { listPosts } from "@/server/services/posts/list";\nexport default async function P() { return String(await listPosts); }\n`,
    );
    expect(bad).toEqual([expect.stringMatching(/boundaries\/dependencies: .*Pages and components must not import a service/)]);
    expect(
      await boundaryErrors(
        "src/components/lint-probe/Panel.tsx",
        `import { schedulePost } from "../../server/services/publishing/scheduler";\nexport const x = schedulePost;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(page, `import type { SandboxFeedPage } from "@/server/services/accounts/sandbox";\nexport type T = SandboxFeedPage;\n`),
    ).toEqual([]);
    expect(await boundaryErrors(page, `import { useTRPC } from "@/trpc/react";\nexport const x = useTRPC;\n`)).toEqual([]);
  });

  it("lets route handlers under src/app/api call services (they are doors of the API layer)", async () => {
    const code = `import { handleStripeEvent } from "@/server/services/billing/webhooks";\nexport const x = handleStripeEvent;\n`;
    expect(await boundaryErrors("src/app/api/lint-probe/route.ts", code)).toEqual([]);
  });

  it("fails a service that imports the API layer, the worker or Next", async () => {
    const service = "src/server/services/posts/lint-probe.ts";
    expect(await boundaryErrors(service, `import { createTRPCRouter } from "@/server/api/trpc";\nexport const x = createTRPCRouter;\n`)).toEqual([
      expect.stringContaining("Services must not import the API layer"),
    ]);
    expect(await boundaryErrors(service, `import { processors } from "../../../../jobs/registry";\nexport const x = processors;\n`)).toEqual([
      expect.stringContaining("Services must not import the worker"),
    ]);
    expect(await boundaryErrors(service, `import { headers } from "next/headers";\nexport const x = headers;\n`)).toEqual([
      expect.stringContaining("Services must not import tRPC, Next or React"),
    ]);
    expect(
      await boundaryErrors(
        service,
        `import { db } from "@/server/db";\nimport { enqueue } from "@/server/queue";\nexport const x = [db, enqueue];\n`,
      ),
    ).toEqual([]);
  });

  it("fails an integration that imports a service", async () => {
    const integration = "src/server/integrations/social/lint-probe.ts";
    expect(
      await boundaryErrors(integration, `import { recordActivity } from "@/server/services/activity";\nexport const x = recordActivity;\n`),
    ).toEqual([expect.stringContaining("Integrations must not import a service")]);
    expect(
      await boundaryErrors(integration, `import { recordActivity } from "../../services/activity";\nexport const x = recordActivity;\n`),
    ).toHaveLength(1);
    expect(await boundaryErrors(integration, `import { env } from "@/env";\nexport const x = env;\n`)).toEqual([]);
  });

  it('fails a "use client" component that imports server-only code, and only a client one', async () => {
    const client = (imports: string) => `"use client";\n${imports}\nexport function Probe() { return null; }\n`;
    const file = "src/components/lint-probe/Probe.tsx";
    expect(await boundaryErrors(file, client(`import { env } from "@/env";\nvoid env;`))).toEqual([
      expect.stringMatching(/postpilot\/client-imports: A "use client" component must not import the configuration \(src\/env\.ts\)/),
    ]);
    expect(await boundaryErrors(file, client(`import { requireUser } from "@/server/auth/page-guard";\nvoid requireUser;`))).toHaveLength(1);
    expect(await boundaryErrors(file, client(`import { db } from "../../server/db";\nvoid db;`))).toEqual([
      expect.stringContaining("server code (src/server)"),
    ]);
    expect(await boundaryErrors(file, client(`const load = () => import("@/server/logger");\nvoid load;`))).toHaveLength(1);
    // Types are erased, and the same import in a server component is fine.
    expect(await boundaryErrors(file, client(`import type { AppRouter } from "@/server/api/root";\nexport type R = AppRouter;`))).toEqual([]);
    expect(
      await boundaryErrors(
        "src/app/(app)/lint-probe/layout.tsx",
        `import { requireUser } from "@/server/auth/page-guard";\nexport const x = requireUser;\n`,
      ),
    ).toEqual([]);
  });
  it("holds one file-naming style: kebab-case modules, PascalCase only for React component files", async () => {
    const code = "export const x = 1;\n";
    expect(await boundaryErrors("src/server/lib/safeFetch.ts", code)).toEqual([
      expect.stringMatching(/postpilot\/file-names: File name "safeFetch.ts" is not kebab-case: rename it to "safe-fetch.ts"/),
    ]);
    expect(await boundaryErrors("src/components/posts/useAppUser.ts", code)).toHaveLength(1);
    expect(await boundaryErrors("src/components/posts/PostCard.ts", code)).toHaveLength(1);
    expect(await boundaryErrors("src/components/posts/PostCard.tsx", code)).toEqual([]);
    expect(await boundaryErrors("src/app/(app)/calendar/month-grid.test.ts", code)).toEqual([]);
    expect(await boundaryErrors("src/app/(app)/sandbox/[handle]/not-found.tsx", code)).toEqual([]);
  });
});
