/**
 * /api/health stays the status page's check, but a monitor probing it every few seconds must not
 * write on every probe (issue 27): incidents are written when a service changes state only.
 * A statement-level trigger counts every INSERT/UPDATE/DELETE statement on "ServiceIncident",
 * including the ones that change no row.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { heartbeatKey } from "@/server/queue/heartbeat";
import { redis } from "@/server/redis";
import { rest } from "../helpers/api";

beforeAll(async () => {
  await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS ops_test_incident_writes (op text NOT NULL)`);
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION ops_test_count_incident_writes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO ops_test_incident_writes VALUES (TG_OP); RETURN NULL; END $$`);
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ops_test_incident_writes ON "ServiceIncident"`);
  await db.$executeRawUnsafe(`CREATE TRIGGER ops_test_incident_writes AFTER INSERT OR UPDATE OR DELETE ON "ServiceIncident"
    FOR EACH STATEMENT EXECUTE FUNCTION ops_test_count_incident_writes()`);
});

afterAll(async () => {
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ops_test_incident_writes ON "ServiceIncident"`);
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ops_test_count_incident_writes()`);
  await db.$executeRawUnsafe(`DROP TABLE IF EXISTS ops_test_incident_writes`);
});

beforeEach(async () => {
  await db.serviceIncident.deleteMany({});
  await db.$executeRawUnsafe(`DELETE FROM ops_test_incident_writes`);
});

const writes = async () => (await db.$queryRawUnsafe<{ op: string }[]>(`SELECT op FROM ops_test_incident_writes`)).map((r) => r.op);

describe("/api/health writes incidents on changes only", () => {
  it("a steady state writes nothing however often it is probed; a change writes once", async () => {
    await redis().set(heartbeatKey(), String(Date.now()));
    for (let i = 0; i < 5; i++) expect((await rest("GET", "/health")).status).toBe(200);
    expect(await writes()).toEqual([]);

    await redis().set(heartbeatKey(), String(Date.now() - 600_000));
    for (let i = 0; i < 5; i++) expect((await rest("GET", "/health")).status).toBe(503);
    expect(await writes()).toEqual(["INSERT"]);

    await redis().set(heartbeatKey(), String(Date.now()));
    for (let i = 0; i < 5; i++) expect((await rest("GET", "/health")).status).toBe(200);
    expect(await writes()).toEqual(["INSERT", "UPDATE"]);
    expect(await db.serviceIncident.count({ where: { service: "Worker", endedAt: { not: null } } })).toBe(1);
  });
});
