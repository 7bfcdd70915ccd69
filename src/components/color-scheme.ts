/**
 * Mantine's localStorage key for the chosen colour scheme: read by ColorSchemeScript before the
 * page paints, written by the header's toggle. Its own module, so the toggle's island does not
 * ship the script's text and component.
 */
export const COLOR_SCHEME_STORAGE_KEY = "mantine-color-scheme-value";
