export * from "./catalogue";
export { recordWebhookEvent, type WebhookEventInput } from "./record";
