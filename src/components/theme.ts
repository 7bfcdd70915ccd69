import { createTheme } from "@mantine/core";

const systemFont =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * The app's Mantine theme. Its colour variables that carry text are computed in ./theme-contrast.ts
 * and kept in src/app/theme-variables.css (scripts/theme-css.ts writes it), not computed in the
 * browser: this module is in every page's JavaScript.
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: "md",
  fontFamily: systemFont,
  headings: { fontFamily: systemFont, fontWeight: "700" },
  cursorType: "pointer",
  // Names for Mantine's icon-only buttons, set once here (plain objects: no component import, so the
  // theme adds nothing to pages that do not use them).
  components: {
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    // A dialog's title bar is Mantine's <header>, which outside <main> or <section> is a second page
    // banner to screen readers (axe: landmark-no-duplicate-banner); the dialog is named by its title.
    ModalHeader: { defaultProps: { component: "div" } },
    DrawerHeader: { defaultProps: { component: "div" } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
    // Its show/hide button is out of the Tab order by default: keyboard users could not reveal the password.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true, visibilityToggleButtonProps: { "aria-label": "Show password" } } },
    // Its arrow buttons are icons only.
    Pagination: {
      defaultProps: {
        getControlProps: (control: "first" | "previous" | "next" | "last") => ({
          "aria-label": { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" }[control],
        }),
      },
    },
  },
});
