/**
 * The compact look-alikes (compact.tsx) render what Mantine renders for the same props: the same
 * elements, classes, data attributes and CSS variables (attribute and declaration order aside).
 */
import { createElement as h, type FunctionComponent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge, Button, MantineProvider } from "@mantine/core";
import { cssVariablesResolver, theme } from "@/components/theme";
import { CompactBadge, CompactButton, type CompactVariant } from "@/components/static/compact";

/** Attributes sorted per tag and style declarations sorted, so only content differences remain. */
export function normalizeHtml(html: string): string {
  return html.replace(/<([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*(\/?)>/gi, (_all, tag: string, attrs: string, close: string) => {
    const list = [...attrs.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map(([, name, value = ""]) => {
      if (name === "style") value = value.split(";").filter(Boolean).sort().join(";");
      if (name === "class") value = value.split(/\s+/).filter(Boolean).sort().join(" ");
      return `${name}="${value}"`;
    });
    return `<${tag}${list.length ? " " : ""}${list.sort().join(" ")}${close}>`;
  });
}

const mantine = (element: ReactElement) =>
  normalizeHtml(
    renderToStaticMarkup(h(MantineProvider, { theme, cssVariablesResolver, withCssVariables: false, withGlobalClasses: false }, element)),
  );
const plain = (element: ReactElement) => normalizeHtml(renderToStaticMarkup(element));

const icon = h("svg", { "data-icon": true });
// Mantine's polymorphic components do not fit createElement's overloads.
const MantineButton = Button as unknown as FunctionComponent<Record<string, unknown>>;
const MantineBadge = Badge as unknown as FunctionComponent<Record<string, unknown>>;
const buttonCases: Array<{ variant?: CompactVariant; color?: string; size?: "xs" | "sm"; disabled?: boolean; loading?: boolean }> = [
  {},
  { size: "xs" },
  { size: "xs", color: "teal" },
  { size: "xs", color: "orange", loading: true },
  { size: "xs", color: "teal", disabled: true },
  { size: "xs", loading: true, disabled: true },
  { size: "xs", variant: "default" },
  { size: "xs", variant: "default", disabled: true },
  { size: "xs", variant: "subtle" },
  { size: "xs", variant: "subtle", color: "red", disabled: true },
  { size: "xs", variant: "light", color: "orange" },
  { size: "sm", variant: "outline", color: "gray" },
];

describe("CompactButton", () => {
  it.each(buttonCases)("renders as Mantine's Button: %o", (props) => {
    const common = { ...props, leftSection: icon, "aria-label": "Edit: a post", "data-testid": "b", onClick: () => undefined };
    expect(plain(h(CompactButton, { ...common, children: "Edit" }))).toBe(mantine(h(MantineButton, common, "Edit")));
  });
});

describe("CompactBadge", () => {
  it.each([
    { color: "teal", variant: "light" as const, size: "sm" as const },
    { color: "gray", variant: "outline" as const, size: "sm" as const, keepCase: true },
    { color: "yellow", variant: "filled" as const, size: "sm" as const },
    { variant: "light" as const },
  ])("renders as Mantine's Badge: %o", ({ keepCase, ...props }) => {
    expect(plain(h(CompactBadge, { ...props, keepCase, children: "X" }))).toBe(
      mantine(h(MantineBadge, { ...props, tt: keepCase ? "none" : undefined }, "X")),
    );
  });
});
