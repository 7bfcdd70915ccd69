import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";
import clientImports from "./eslint-rules/client-imports.mjs";
import fileNames from "./eslint-rules/file-names.mjs";

/**
 * Layer boundaries (docs/decisions.md "Layer boundaries", shared design): page → tRPC → procedure →
 * service → db / queue / integrations; the worker calls services. eslint-plugin-boundaries resolves
 * every import (aliases, relative paths) to the element it lands in. Type-only imports stay
 * allowed: they are erased and carry no behaviour (e.g. `import type { AppRouter }`).
 */
const LAYERS = [
  // Route handlers are doors of the API layer (OAuth callbacks, uploads, webhooks), like procedures.
  { type: "route-handler", pattern: "src/app/api/**", partialMatch: false },
  { type: "page", pattern: ["src/app/**", "src/components/**", "src/trpc/**"], partialMatch: false },
  { type: "api", pattern: "src/server/api/**", partialMatch: false },
  { type: "service", pattern: "src/server/services/**", partialMatch: false },
  { type: "integration", pattern: "src/server/integrations/**", partialMatch: false },
  { type: "worker", pattern: "jobs/**", partialMatch: false },
];
const forbid = (from, to, message) => ({
  from: { element: { type: from } },
  disallow: { to: { element: { types: to } }, dependency: { kind: "value" } },
  message,
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a deliberately unused name (e.g. a field dropped from a rest spread).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // CLI-only workaround for the Prisma driver adapter (shared/recipes/prisma-offline): it patches untyped internals.
    files: ["prisma/migrate-adapter.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/ban-ts-comment": "off",
    },
  },
  {
    // Browser globals that read like local names: a missing `const length = …` compiles (lib.dom
    // declares window.length) and fails only at render on the server. Write window.x when meant.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["length", "name", "status", "event", "origin", "top", "parent", "closed", "self"].map((name) => ({
          name,
          message: `Bare "${name}" is a browser global (window.${name}); declare the local or write window.${name}.`,
        })),
      ],
    },
  },
  {
    plugins: { postpilot: { rules: { "client-imports": clientImports, "file-names": fileNames } } },
    rules: { "postpilot/client-imports": "error", "postpilot/file-names": "error" },
  },
  {
    files: ["src/**/*.{ts,tsx}", "jobs/**/*.ts"],
    plugins: { boundaries },
    settings: { "boundaries/elements": LAYERS },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            forbid("page", ["service"], "Pages and components must not import a service: call a tRPC procedure (src/trpc) instead."),
            forbid("service", ["api", "route-handler"], "Services must not import the API layer: take plain arguments, return domain values."),
            forbid("service", ["worker"], "Services must not import the worker (jobs/): enqueue through src/server/queue."),
            forbid("integration", ["service"], "Integrations must not import a service: the service passes in what they need."),
            forbid("integration", ["api", "route-handler", "worker"], "Integrations must not import the API layer or the worker."),
          ],
        },
      ],
    },
  },
  {
    // Dialogs return focus to their opener on every closing, the first included (issue 25): only
    // src/components/Modal.tsx wraps Mantine's. Links prefetch on intent, not on sight (issue 25):
    // only src/components/IntentLink.tsx wraps next/link.
    files: ["src/**/*.tsx"],
    ignores: ["src/components/Modal.tsx", "src/components/IntentLink.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@mantine/core",
              importNames: ["Modal", "Drawer"],
              message: "Use Modal from @/components/Modal (it returns focus to the opener, first opening included).",
            },
            {
              name: "next/link",
              message: "Use IntentLink from @/components/IntentLink (it prefetches on intent, not as soon as the link is on screen).",
            },
          ],
        },
      ],
    },
  },
  {
    // Long component files are split by section (issue 29, item 10): a warning, which still fails
    // `npm run lint` (--max-warnings=0), so it is seen at once and can be silenced per file below.
    files: ["src/**/*.tsx"],
    ignores: [
      // Libraries of look-alikes of Mantine's markup (one small component each, no behaviour): long
      // because they copy that markup; kept whole so each mirrors one Mantine package part (see static/README.md).
      "src/components/static/docs.tsx",
      "src/components/static/form.tsx",
      // /status's first-load JavaScript is at its 150 kB budget (bench/bundle.ts): every module a
      // split adds costs about 10 bytes there (measured: whole 150,000 bytes, split 150,008 to 150,027).
      "src/app/(site)/status/StatusBoard.tsx",
    ],
    rules: { "max-lines": ["warn", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Services are called alike by procedures, the worker and tests.
    files: ["src/server/services/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(@trpc/|next(/|$)|react(-dom)?(/|$))", allowTypeImports: true, message: "Services must not import tRPC, Next or React." },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    // Written by openapi-typescript (npm run client:generate).
    "packages/client/src/openapi.generated.ts",
    // Written by packages/client/scripts/build.ts (npm pack of @postpilot/client).
    "packages/client/dist/**",
    ".data/**",
    "coverage/**",
    "playwright-report/**",
    "test-results/**",
    "src/generated/**",
  ]),
]);
