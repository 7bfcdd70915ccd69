/**
 * postpilot/file-names: one file-naming style (docs/decisions.md "Layer boundaries", naming).
 * Modules are kebab-case (`safe-fetch.ts`, `use-app-user.ts`); a `.tsx` file named after the React
 * component it exports keeps the component's PascalCase name (`PostCard.tsx`). Dots separate kinds
 * (`month-grid.test.ts`, `vitest.config.ts`); Next's reserved names (`page.tsx`, `not-found.tsx`) are
 * kebab-case already.
 */
import path from "node:path";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*$/;

const fileNames = {
  meta: {
    type: "suggestion",
    docs: { description: "File names are kebab-case, or PascalCase for React component files (.tsx)" },
    schema: [],
    messages: {
      kebab: 'File name "{{name}}" is not kebab-case: rename it to "{{suggestion}}" (PascalCase is for .tsx component files).',
    },
  },
  create(context) {
    const base = path.basename(context.filename);
    const [stem, ...kinds] = base.split(".");
    const ext = kinds.at(-1);
    if (KEBAB.test(stem) || (ext === "tsx" && COMPONENT.test(stem))) return {};
    return {
      Program(node) {
        const suggestion = `${stem.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}${kinds.length ? `.${kinds.join(".")}` : ""}`;
        context.report({ node, messageId: "kebab", data: { name: base, suggestion } });
      },
    };
  },
};

export default fileNames;
