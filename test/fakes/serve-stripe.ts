/**
 * The Stripe contract fake as a standalone server, for the browser tests:
 *   tsx test/fakes/serve-stripe.ts <port> <webhook URL>
 * Its hosted checkout page completes the session, POSTs the signed events to the webhook URL
 * (waiting for each answer) and then redirects the browser to the session's success_url.
 */
import { FAKE_STRIPE_PUBLISHABLE_KEY, FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, StripeFake } from "./stripe";

/** Environment that points the app at the Stripe fake on this port. */
export function stripeFakeEnv(port: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: `http://127.0.0.1:${port}`,
  };
}

async function main() {
  const port = Number(process.argv[2]);
  const webhookUrl = process.argv[3];
  if (!port || !webhookUrl) throw new Error("usage: serve-stripe.ts <port> <webhook URL>");
  const fake = new StripeFake({ webhookUrl });
  await fake.start(port);
  console.log(`stripe fake on http://127.0.0.1:${port}, webhooks to ${webhookUrl}`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1]?.endsWith("serve-stripe.ts")) void main();
