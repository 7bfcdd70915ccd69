/**
 * Seeds the four plans and the admin AI defaults (idempotent), and an admin user when
 * ADMIN_EMAIL and ADMIN_PASSWORD are set. Run with `npm run db:seed`; `npm start` runs it too.
 */
import { env } from "@/env";
import { db, disconnectDb } from "@/server/db";
import { hashPassword } from "@/server/services/auth/password";
import { normalizeEmail } from "@/server/services/auth/sign-in";
import { DEFAULT_AI_SETTINGS, PLAN_CATALOG, planRow } from "@/server/services/plans/catalog";

async function seedPlans() {
  for (const plan of PLAN_CATALOG.map(planRow)) {
    await db.plan.upsert({ where: { name: plan.name }, create: plan, update: plan });
  }
  console.log(`seed: ${PLAN_CATALOG.length} plans`);
}

async function seedAiSettings() {
  for (const [key, value] of Object.entries(DEFAULT_AI_SETTINGS)) {
    // Never overwrite what an admin has changed.
    await db.adminSetting.upsert({ where: { key }, create: { key, value, category: "ai" }, update: {} });
  }
}

async function seedAdmin() {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  if (ADMIN_PASSWORD.length < 8) throw new Error("ADMIN_PASSWORD must be at least 8 characters");
  const email = normalizeEmail(ADMIN_EMAIL);
  const existing = await db.user.findUnique({ where: { email } });
  if (existing) {
    await db.user.update({ where: { email }, data: { role: "admin", subscription: "Admin", status: "active", aiPromptsLimit: -1 } });
    console.log(`seed: ${email} is an admin`);
    return;
  }
  await db.user.create({
    data: {
      name: "Administrator",
      email,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      role: "admin",
      subscription: "Admin",
      aiPromptsLimit: -1,
    },
  });
  console.log(`seed: admin ${email} created`);
}

async function main() {
  await seedPlans();
  await seedAiSettings();
  await seedAdmin();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => disconnectDb());
