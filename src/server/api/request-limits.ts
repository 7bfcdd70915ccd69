/** Largest JSON request body either door accepts; media uploads go through their own route. */
export const MAX_JSON_BODY_BYTES = 1_000_000;
/** Most procedures one tRPC request may carry (the app's client batches at most this many). */
export const MAX_TRPC_BATCH_SIZE = 20;
/** next-auth's form posts (sign-in, sign-out, CSRF token) are tiny. */
export const MAX_AUTH_FORM_BYTES = 16 * 1024;
/** Stripe's webhook events are well under this. */
export const MAX_WEBHOOK_BYTES = 1_000_000;
