// Mantine parts loaded after the page (DeferredTooltip: row actions on the admin and create-post pages).
export { Tooltip } from "@mantine/core";
