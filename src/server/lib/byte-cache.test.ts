import { describe, expect, it } from "vitest";
import { ByteCache } from "./byte-cache";

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe("byte cache", () => {
  it("loads a key once and serves the same bytes after", async () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50, ttlMs: 1000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return bytes(10);
    };
    expect(await cache.get("a", load)).toEqual(bytes(10));
    expect(await cache.get("a", load)).toEqual(bytes(10));
    expect(loads).toBe(1);
    expect(cache.size).toBe(10);
  });

  it("shares one load between concurrent gets of a key", async () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50, ttlMs: 1000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return bytes(5);
    };
    const got = await Promise.all(Array.from({ length: 20 }, () => cache.get("a", load)));
    expect(loads).toBe(1);
    expect(got.every((b) => b?.length === 5)).toBe(true);
  });

  it("never holds more than its budget: the least recently used goes first", async () => {
    const cache = new ByteCache({ maxBytes: 30, maxEntryBytes: 30, ttlMs: 1000 });
    const loaded: string[] = [];
    const load = (key: string) => async () => {
      loaded.push(key);
      return bytes(10);
    };
    for (const key of ["a", "b", "c"]) await cache.get(key, load(key));
    await cache.get("a", load("a")); // a is now the most recently used
    await cache.get("d", load("d")); // pushes out b
    expect(cache.size).toBe(30);
    loaded.length = 0;
    await cache.get("a", load("a"));
    await cache.get("c", load("c"));
    await cache.get("d", load("d"));
    expect(loaded).toEqual([]);
    await cache.get("b", load("b"));
    expect(loaded).toEqual(["b"]);
    expect(cache.size).toBe(30);
  });

  it("hands out but never keeps entries over the per-entry limit, missing keys or failed loads", async () => {
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 20, ttlMs: 1000 });
    let loads = 0;
    const big = async () => {
      loads += 1;
      return bytes(21);
    };
    expect((await cache.get("big", big))?.length).toBe(21);
    await cache.get("big", big);
    expect(loads).toBe(2);
    expect(await cache.get("gone", async () => null)).toBeNull();
    await expect(cache.get("down", async () => Promise.reject(new Error("store down")))).rejects.toThrow("store down");
    expect(await cache.get("down", async () => bytes(3))).toEqual(bytes(3));
    expect(cache.size).toBe(3);
  });

  it("loads again once an entry expired or was deleted; a zero budget turns it off", async () => {
    let now = 0;
    const cache = new ByteCache({ maxBytes: 100, maxEntryBytes: 50, ttlMs: 1000, now: () => now });
    let version = 1;
    const load = async () => bytes(4, version);
    expect((await cache.get("a", load))?.[0]).toBe(1);
    version = 2;
    now = 999;
    expect((await cache.get("a", load))?.[0]).toBe(1);
    now = 1000;
    expect((await cache.get("a", load))?.[0]).toBe(2);
    version = 3;
    cache.delete("a");
    expect((await cache.get("a", load))?.[0]).toBe(3);
    expect(cache.size).toBe(4);

    const off = new ByteCache({ maxBytes: 0, maxEntryBytes: 0, ttlMs: 1000 });
    let loads = 0;
    await off.get("a", async () => (loads++, bytes(1)));
    await off.get("a", async () => (loads++, bytes(1)));
    expect(loads).toBe(2);
    expect(off.size).toBe(0);
  });
});
