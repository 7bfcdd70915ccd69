/**
 * postpilot/client-imports: a client component (a file that starts with "use client") must not
 * import server-only code. Next bundles such a file, and what it imports, for the browser: a
 * server import there either breaks the build or ships configuration, Prisma or secrets to it.
 * Which files are client is read from the directive itself, so a folder convention is not needed.
 * Type-only imports are erased at build time and stay allowed (`import type { AppRouter }`).
 */
import path from "node:path";

/** Project-relative module paths (without extension) that only the server may load. */
const SERVER_ONLY = [
  { prefix: "src/server/", what: "server code (src/server)" },
  { exact: "src/env", what: "the configuration (src/env.ts)" },
  { exact: "src/dev-secrets", what: "the development secrets (src/dev-secrets.ts)" },
  { prefix: "jobs/", what: "the worker (jobs/)" },
];
const SERVER_ONLY_PACKAGES = ["server-only", "@prisma/client", "pg", "ioredis", "bullmq"];

/** The directory ESLint lints from is the project root (package.json's). */
function projectPath(source, filename, root) {
  if (source.startsWith("@/")) return `src/${source.slice(2)}`;
  if (source.startsWith("./") || source.startsWith("../")) {
    return path
      .relative(root, path.resolve(path.dirname(filename), source))
      .split(path.sep)
      .join("/");
  }
  return undefined;
}

function serverOnly(source, filename, root) {
  if (SERVER_ONLY_PACKAGES.some((p) => source === p || source.startsWith(`${p}/`))) return `the server-only package "${source}"`;
  const file = projectPath(source, filename, root)?.replace(/\.(ts|tsx|js|mjs)$/, "");
  if (!file) return undefined;
  const hit = SERVER_ONLY.find((s) => (s.exact ? file === s.exact : `${file}/`.startsWith(s.prefix)));
  return hit?.what;
}

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") break;
    if (statement.directive === "use client") return true;
  }
  return false;
}

/** import type { X } / import { type X, type Y }: nothing reaches the bundle. */
function typeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type");
}

const clientImports = {
  meta: {
    type: "problem",
    docs: { description: "Client components must not import server-only code" },
    schema: [],
    messages: {
      serverImport:
        'A "use client" component must not import {{what}} ("{{source}}"): fetch it through tRPC (src/trpc) or pass it down from a server component.',
    },
  },
  create(context) {
    const filename = context.filename;
    const root = context.cwd;
    let client = false;
    const check = (node, sourceNode) => {
      if (!client || !sourceNode || typeof sourceNode.value !== "string") return;
      if (node.type !== "ImportExpression" && typeOnly(node)) return;
      const what = serverOnly(sourceNode.value, filename, root);
      if (what) context.report({ node: sourceNode, messageId: "serverImport", data: { what, source: sourceNode.value } });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source : undefined),
    };
  },
};

export default clientImports;
