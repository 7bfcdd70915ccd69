/**
 * Route handlers outside tRPC answer failures as the REST door does: the spec's
 * `{ success: false, message }` JSON with the mapped status, never a crash or an HTML page.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/media/upload/route";
import { env } from "@/env";
import { BASE } from "../helpers/api";
import { createUser } from "../helpers/users";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const mediaDir = () => path.resolve(env().DATA_DIR, "media");
const aside = () => `${mediaDir()}.aside`;

afterEach(async () => {
  await rm(mediaDir(), { force: true });
  await rename(aside(), mediaDir()).catch(() => undefined);
});

describe("route handler errors", () => {
  it("answers an upload the storage cannot write with the spec's JSON 500, without internals", async () => {
    const { token } = await createUser();
    // Storage breaks: a plain file where the media folder should be.
    await mkdir(mediaDir(), { recursive: true });
    await rename(mediaDir(), aside());
    await writeFile(mediaDir(), "not a folder");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(PNG)]), "a.png");
    const res = await upload(new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
  });
});
