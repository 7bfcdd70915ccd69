/** The connection budget (issue 27): pool sizes per role and the start-up warning. */
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/env";
import { databasePoolSize } from "@/server/db";
import { setProcessRole } from "@/server/process-role";
import { behindPgbouncer, budgetWarning, readBudget } from "@/server/services/ops/connection-budget";

afterEach(() => {
  delete process.env.DATABASE_POOL_SIZE;
  setProcessRole("web");
  resetEnvForTests();
});

describe("pool sizes", () => {
  it("web defaults to 10, a worker to 20, DATABASE_POOL_SIZE sets both", () => {
    expect(databasePoolSize()).toBe(10);
    setProcessRole("worker");
    expect(databasePoolSize()).toBe(20);
    process.env.DATABASE_POOL_SIZE = "7";
    resetEnvForTests();
    expect(databasePoolSize()).toBe(7);
  });
});

describe("budget warning", () => {
  const server = { maxConnections: 100, reserved: 3, openNow: 10, poolSize: 20 };

  it("three machines of web + worker with the old 20-connection pools exceed PostgreSQL's default 100", () => {
    expect(budgetWarning({ ...server, expectedProcesses: 6 })).toMatch(/6 processes × pool 20 = 120 connections, but PostgreSQL allows 97/);
    // The new defaults fit: 3 × (10 + 20) = 90.
    expect(budgetWarning({ ...server, poolSize: 15, expectedProcesses: 6 })).toBeNull();
  });

  it("without DATABASE_EXPECTED_PROCESSES, counts the connections open now", () => {
    expect(budgetWarning(server)).toBeNull();
    expect(budgetWarning({ ...server, openNow: 90 })).toMatch(/90 connections are open and this process may open 20 more \(110\)/);
  });

  it("reads the real server's numbers", async () => {
    const budget = await readBudget(10);
    expect(budget.maxConnections).toBeGreaterThan(0);
    expect(budget.reserved).toBeGreaterThanOrEqual(0);
    expect(budget.openNow).toBeGreaterThanOrEqual(1); // this test's own connection
  });

  it("is skipped behind pgbouncer", () => {
    expect(behindPgbouncer("postgresql://u@pgbouncer:6432/db?pgbouncer=true")).toBe(true);
    expect(behindPgbouncer("postgresql://u@db:5432/db")).toBe(false);
  });
});
