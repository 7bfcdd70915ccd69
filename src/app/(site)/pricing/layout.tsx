// Mantine and the tRPC client for this page (see _shared/MantinePage.tsx).
export { default } from "@/app/(site)/_shared/MantinePage";
