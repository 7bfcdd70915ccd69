/**
 * The app loads only the @mantine/core stylesheets it uses (src/app/mantine-styles.css, written by
 * `npm run mantine-styles`). A component imported without its stylesheet renders unstyled, so the
 * file must be exactly what the code needs, for every component Mantine renders inside another too.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mantineStylesCss, mantineStylesInUse, STYLES_FILE, stylesReachedFrom } from "../../scripts/lib/mantine-styles";

describe("the Mantine stylesheets the app loads", () => {
  it("are the ones its code uses (run `npm run mantine-styles` after adding a Mantine component)", () => {
    const { sheets, unknownClasses } = mantineStylesInUse();
    expect(unknownClasses).toEqual([]);
    expect(readFileSync(STYLES_FILE, "utf8")).toBe(mantineStylesCss(sheets));
  });

  it("follow a component into the ones it renders inside", () => {
    const select = stylesReachedFrom([{ pkg: "core", name: "Select" }]);
    for (const part of ["Combobox", "Popover", "Input", "ScrollArea"]) expect(select).toContain(part);
    const datePicker = stylesReachedFrom([{ pkg: "dates", name: "DatePickerInput" }]);
    for (const part of ["Input", "Popover", "UnstyledButton"]) expect(datePicker).toContain(part);
    expect([...stylesReachedFrom([{ pkg: "core", name: "Modal" }])]).toEqual(
      expect.arrayContaining(["Modal", "ModalBase", "Overlay", "CloseButton"]),
    );
  });

  it("keep the whole stylesheet's order, so an overriding class comes after the one it overrides", () => {
    const { sheets } = mantineStylesInUse();
    expect(sheets.slice(0, 3)).toEqual(["baseline", "default-css-variables", "global"]);
    expect(sheets.indexOf("UnstyledButton")).toBeLessThan(sheets.indexOf("Button"));
    expect(sheets.indexOf("Paper")).toBeLessThan(sheets.indexOf("Card"));
  });
});
