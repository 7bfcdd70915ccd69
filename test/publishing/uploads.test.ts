/** Media uploads: PNG, JPG or MP4 recognised by content, 10 MB each, usable only by their owner. */
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/media/upload/route";
import { GET as download } from "@/app/api/media/[key]/route";
import { db } from "@/server/db";
import { encryptSecret } from "@/server/lib/crypto";
import { mediaUrl } from "@/server/services/media/storage";
import { BASE, rest } from "../helpers/api";
import { createUser } from "../helpers/users";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64, 3)]);

async function send(bytes: Buffer, name: string, token?: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await upload(
    new Request(`${BASE}/api/media/upload`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
  return { status: res.status, body: (await res.json()) as { success: boolean; message?: string; data?: { url: string; mimeType: string } } };
}

describe("media uploads", () => {
  it("accepts PNG, JPG and MP4 by their content and serves them back", async () => {
    const { token } = await createUser();
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPG, "image/jpeg"],
      [MP4, "video/mp4"],
    ] as const) {
      const res = await send(bytes, "whatever.bin", token);
      expect(res.status).toBe(200);
      expect(res.body.data!.mimeType).toBe(type);
      const key = res.body.data!.url.split("/").pop()!;
      const served = await download(new Request(res.body.data!.url), { params: Promise.resolve({ key }) });
      expect(served.headers.get("content-type")).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("answers a Range request (a video player seeking) with 206 and only those bytes; past the end with 416", async () => {
    const { token } = await createUser();
    const video = Buffer.concat([MP4, Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256))]);
    const res = await send(video, "clip.mp4", token);
    const key = res.body.data!.url.split("/").pop()!;
    const get = (range?: string) =>
      download(new Request(res.body.data!.url, { headers: range ? { range } : {} }), { params: Promise.resolve({ key }) });
    const size = video.length;

    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    for (const [range, start, end] of [
      ["bytes=0-1023", 0, 1023],
      ["bytes=4000-", 4000, size - 1],
      ["bytes=-100", size - 100, size - 1],
      ["bytes=10-999999", 10, size - 1],
    ] as const) {
      const part = await get(range);
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers.get("content-length")).toBe(String(end - start + 1));
      expect(part.headers.get("content-type")).toBe("video/mp4");
      expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
    }
    const past = await get(`bytes=${size}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${size}`);
    expect(await past.json()).toEqual({ success: false, message: `The requested range is not within the file (${size} bytes).` });
    // Ranges a server may ignore (reversed, several, another unit): the whole file.
    for (const range of ["bytes=500-100", "bytes=0-1,5-6", "items=0-1"]) {
      const all = await get(range);
      expect(all.status).toBe(200);
      expect(Buffer.from(await all.arrayBuffer()).equals(video)).toBe(true);
    }
    const missing = `${crypto.randomUUID()}.mp4`;
    expect(
      (await download(new Request(mediaUrl(missing), { headers: { range: "bytes=0-1" } }), { params: Promise.resolve({ key: missing }) })).status,
    ).toBe(404);
  });

  it("refuses a file whose name lies about its content, files over 10 MB and anonymous uploads", async () => {
    const { token } = await createUser();
    const fake = await send(Buffer.from("<script>alert(1)</script>"), "photo.png", token);
    expect(fake).toEqual({ status: 400, body: { success: false, message: "Only PNG, JPG or MP4 files can be uploaded." } });
    const big = await send(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), "big.png", token);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe("Files can be at most 10MB each.");
    const anonymous = await send(PNG, "a.png");
    expect(anonymous.status).toBe(401);
  });

  it("lets only the uploader attach a file to a post", async () => {
    const owner = await createUser();
    const other = await createUser();
    const { body } = await send(PNG, "mine.png", owner.token);
    const res = await rest("POST", "/posts/publish", {
      token: other.token,
      body: { content: "Stolen image", platforms: ["x"], mediaUrls: [body.data!.url] },
    });
    expect(res.status).toBe(400);
  });

  it("accepts only our own media URLs, stores keys and builds URLs from them (old rows included)", async () => {
    const { user, token } = await createUser();
    await db.socialAccount.create({
      data: {
        userId: user.id,
        platform: "x",
        platformUserId: `x-${user.id}`,
        accountName: "x",
        username: "x_media",
        accessTokenEnc: encryptSecret("t"),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    const { body } = await send(PNG, "mine.png", token);
    const key = body.data!.url.split("/").pop()!;
    const schedule = (mediaUrls: string[]) =>
      rest<{ post: { id: string; media: string[]; mediaUrls: string } }>("POST", "/posts/schedule", {
        token,
        body: { content: "With an image", platforms: ["x"], scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), mediaUrls },
      });

    for (const foreign of [
      `https://attacker.example/api/media/${key}`,
      `http://169.254.169.254/api/media/${key}`,
      `javascript:alert(1)//x/api/media/${key}`,
      `${BASE}/api/media/${key}?x=1`,
      `${BASE}/other/api/media/${key}`,
    ]) {
      const refused = await schedule([foreign]);
      expect(refused.status, foreign).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message: "Media must be uploaded or generated here first." });
    }

    const accepted = await schedule([body.data!.url]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.post.media).toEqual([mediaUrl(key)]);
    expect(JSON.parse(accepted.body.post.mediaUrls)).toEqual([mediaUrl(key)]);
    const stored = await db.post.findUniqueOrThrow({ where: { id: accepted.body.post.id } });
    expect(stored.mediaKeys).toEqual([key]);

    // A row written before keys were stored, with a host the old path-only check let through.
    await db.post.update({ where: { id: stored.id }, data: { mediaKeys: [`https://attacker.example/api/media/${key}`] } });
    const read = await rest<{ post: { media: string[] } }>("GET", `/posts/${stored.id}`, { token });
    expect(read.body.post.media).toEqual([mediaUrl(key)]);
  });
});
