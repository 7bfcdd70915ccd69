/** The contact form and the service checks: both must fully work from the foundation on. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { db } from "@/server/db";
import { heartbeatKey } from "@/server/queue/heartbeat";
import { disconnectRedis, redis } from "@/server/redis";
import { SmtpFake } from "../fakes/smtp";
import { rest, trpc, trpcFailure } from "../helpers/api";

const original = { ...process.env };

beforeEach(async () => {
  await redis().flushdb();
});

afterEach(async () => {
  process.env = { ...original };
  resetEnvForTests();
  await disconnectRedis();
});

describe("POST /api/contact/submit", () => {
  it("stores the message and records it for the admin Activity tab", async () => {
    const res = await rest("POST", "/contact/submit", {
      body: { name: "Dana", email: "dana@example.com", subject: "billing", message: "How do invoices work?" },
      headers: { "x-forwarded-for": "198.51.100.20" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Message sent successfully! We'll get back to you within 24 hours." });
    const stored = await db.contactMessage.findFirstOrThrow({ where: { email: "dana@example.com" }, orderBy: { createdAt: "desc" } });
    expect(stored).toMatchObject({ name: "Dana", subject: "billing", message: "How do invoices work?", ip: "198.51.100.20" });
    const activity = await db.activityLog.findFirst({ where: { action: "contact.message" }, orderBy: { createdAt: "desc" } });
    expect(activity?.details).toMatchObject({ contactMessageId: stored.id });
  });

  it("answers 'Missing information' when a field is empty, through both doors", async () => {
    const before = await db.contactMessage.count();
    const res = await rest("POST", "/contact/submit", { body: { name: "Dana", email: "dana@example.com", subject: "general", message: "   " } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "Missing information — Please fill in all fields before submitting." });
    const noSubject = await trpcFailure(trpc().contact.submit.mutate({ name: "D", email: "d@example.com", message: "hi" } as never));
    expect(noSubject).toMatchObject({ status: 400, message: "Missing information — Please fill in all fields before submitting." });
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("e-mails the message to the team through SMTP when configured, and keeps it when mail fails", async () => {
    const smtp = new SmtpFake();
    process.env.SMTP_URL = await smtp.start();
    process.env.CONTACT_EMAIL = "team@postpilot.test";
    resetEnvForTests();
    try {
      const res = await rest("POST", "/contact/submit", {
        body: { name: "Eve", email: "eve@example.com", subject: "feature", message: "Please add Mastodon." },
        headers: { "x-forwarded-for": "198.51.100.31" },
      });
      expect(res.status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to).toEqual(["team@postpilot.test"]);
      expect(smtp.messages[0]!.data).toContain("Subject: [Feature Request] message from Eve");
      expect(smtp.messages[0]!.data).toContain("Please add Mastodon.");
      expect(smtp.messages[0]!.data).toMatch(/Reply-To: eve@example\.com/i);
      const stored = await db.contactMessage.findFirstOrThrow({ where: { email: "eve@example.com" }, orderBy: { createdAt: "desc" } });
      expect(stored.emailedAt).not.toBeNull();

      const status = await rest("GET", "/status/email");
      expect(status.body).toMatchObject({ configured: true, status: "operational" });

      smtp.refuse = true;
      const refused = await rest("POST", "/contact/submit", {
        body: { name: "Eve", email: "eve2@example.com", subject: "general", message: "Second try" },
        headers: { "x-forwarded-for": "198.51.100.32" },
      });
      expect(refused.status).toBe(200);
      const kept = await db.contactMessage.findFirstOrThrow({ where: { email: "eve2@example.com" } });
      expect(kept.emailedAt).toBeNull();
    } finally {
      await smtp.stop();
    }
  });

  it("is rate-limited per IP address", async () => {
    const body = { name: "Spammer", email: "spam@example.com", subject: "general", message: "buy now" };
    const headers = { "x-forwarded-for": "192.0.2.99" };
    for (let i = 0; i < 5; i += 1) expect((await rest("POST", "/contact/submit", { body, headers })).status).toBe(200);
    const blocked = await rest("POST", "/contact/submit", { body, headers });
    expect(blocked.status).toBe(429);
    const other = await rest("POST", "/contact/submit", { body, headers: { "x-forwarded-for": "192.0.2.100" } });
    expect(other.status).toBe(200);
  });
});

describe("health and service status", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function fakeOpenAI(status: number): Promise<string> {
    server = createServer((req, res) => {
      res.writeHead(req.url === "/v1/models" ? status : 404, { "content-type": "application/json" });
      res.end(JSON.stringify({ object: "list", data: [{ id: "gpt-4.1-nano", object: "model" }] }));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  it("reports database, queue and worker operational with response times and the heartbeat's age", async () => {
    await redis().set(heartbeatKey(), String(Date.now() - 5_000));
    const res = await rest<{ status: string; responseTime: number; workerHeartbeatAgeSeconds: number; services: { name: string; status: string }[] }>(
      "GET",
      "/health",
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("operational");
    expect(res.body.services.map((s) => s.name)).toEqual(["Database", "Queue", "Worker"]);
    expect(res.body.workerHeartbeatAgeSeconds).toBeGreaterThanOrEqual(5);
    expect(res.body.responseTime).toBeGreaterThanOrEqual(0);
    const database = await rest("GET", "/status/database");
    expect(database.body).toMatchObject({ success: true, status: "operational", name: "Database" });
  });

  it("answers 503 with 'degraded' when Redis is down", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1/0";
    resetEnvForTests();
    await disconnectRedis();
    const res = await rest("GET", "/health");
    expect(res.status).toBe(503);
    // Without Redis no heartbeat can be read either: the worker cannot work.
    expect(res.body).toMatchObject({ success: false, status: "degraded", failing: ["Queue", "Worker"], workerHeartbeatAgeSeconds: null });
    const services = (res.body as { services: { name: string; status: string }[] }).services;
    expect(services.map((s) => [s.name, s.status])).toEqual([
      ["Database", "operational"],
      ["Queue", "outage"],
      ["Worker", "outage"],
    ]);
  });

  it("says OpenAI is not configured without a key, and checks the real endpoint with one", async () => {
    delete process.env.OPENAI_API_KEY;
    resetEnvForTests();
    // A key an admin saved counts too (other tests may have left one).
    await db.adminSetting.deleteMany({ where: { key: { in: ["ai_api_key", "ai_provider"] } } });
    const unconfigured = await rest("GET", "/status/openai");
    expect(unconfigured.status).toBe(200);
    expect(unconfigured.body).toMatchObject({ configured: false, status: "operational" });

    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = await fakeOpenAI(200);
    resetEnvForTests();
    expect((await rest("GET", "/status/openai")).body).toMatchObject({ configured: true, status: "operational" });

    server!.close();
    process.env.OPENAI_BASE_URL = await fakeOpenAI(401);
    resetEnvForTests();
    const refused = await rest("GET", "/status/openai");
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, status: "outage" });
  });

  it("reports e-mail not configured and the auth service up", async () => {
    expect((await rest("GET", "/status/email")).body).toMatchObject({ configured: false, status: "operational" });
    expect((await rest("GET", "/status/auth")).body).toMatchObject({ status: "operational" });
    expect((await rest("GET", "/status/falai")).body).toMatchObject({ configured: false });
  });
});
