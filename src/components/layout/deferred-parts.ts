// Mantine parts the header loads after the page (DeferredTooltip).
export { Tooltip } from "@mantine/core";
