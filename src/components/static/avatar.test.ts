import { createElement as h, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar as MantineAvatar, MantineProvider, type AvatarProps } from "@mantine/core";
import { theme } from "@/components/theme";
import { Avatar } from "@/components/static/avatar";
import { normalizeHtml } from "@/components/static/compact.test";

const mantine = (name: string) =>
  normalizeHtml(
    renderToStaticMarkup(
      h(
        MantineProvider,
        { theme, withCssVariables: false, withGlobalClasses: false },
        h(MantineAvatar as FunctionComponent<AvatarProps>, { name, size: 24, color: "initials" }),
      ),
    ),
  );

describe("static Avatar", () => {
  it.each(["Mobile Bench", "ada@example.com", "Jean-Luc Picard de la Barre", "Zoë", "a", "王小明"])("renders what Mantine renders for %s", (name) => {
    expect(normalizeHtml(renderToStaticMarkup(h(Avatar, { name, size: 24 })))).toBe(mantine(name));
  });
});
