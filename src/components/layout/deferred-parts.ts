// Mantine parts the header loads after the page (DeferredTooltip, the small-screen navigation menu).
export { Menu, Tooltip } from "@mantine/core";
