import { expect } from "@playwright/test";
import { Client } from "pg";

/** The e2e server's database (playwright.config.ts passes the same URL to the web server). */
const DATABASE_URL = process.env.E2E_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postpilot_e2e";

/** Changes a registered user directly (`set` is the SQL SET list): there is no checkout or admin step in these tests. */
export async function updateUser(email: string, set: string) {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(`UPDATE "User" SET ${set} WHERE email = $1`, [email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Buying a plan is the billing spec's business: here the account is made a paid Pro user directly. */
export function makePaid(email: string, aiPromptsLimit = 250) {
  return updateUser(email, `role = 'paid', subscription = 'Pro', "aiPromptsLimit" = ${Number(aiPromptsLimit)}`);
}
