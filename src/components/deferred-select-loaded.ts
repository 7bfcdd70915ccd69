// Loaded after the page is interactive (see DeferredSelect).
export { Select } from "@mantine/core";
