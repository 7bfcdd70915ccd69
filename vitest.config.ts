import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = fileURLToPath(new URL("./src/", import.meta.url));

export default defineConfig({
  // `@/x` = src/x (as in tsconfig). A regex so that scoped packages (`@prisma/...`) are untouched.
  resolve: { alias: [{ find: /^@\//, replacement: src }] },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Together the projects cover test/**/*.test.ts (e2e is Playwright's). `npm run test:unit` /
    // `test:integration` select one; `vitest run` runs both. (Includes live in the projects only:
    // a root `include` would be merged into each project.)
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["test/unit/**/*.test.ts", "src/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          exclude: ["test/unit/**", "test/e2e/**", "**/node_modules/**"],
        },
      },
    ],
  },
});
