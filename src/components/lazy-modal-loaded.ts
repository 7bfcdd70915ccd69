// Loaded on first opening (see LazyModal).
export { Modal } from "@/components/Modal";
