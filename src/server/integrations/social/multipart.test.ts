import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { multipartBody } from "./shared";

describe("multipart bodies for upload APIs", () => {
  it("reads back, through the standard parser, as exactly the file's bytes and the fields", async () => {
    // Bytes that contain CRLFs and dashes, as images do.
    const file = Buffer.concat([Buffer.from("\r\n--\r\n"), randomBytes(50 * 1024), Buffer.from("--\r\n")]);
    const { body, contentType } = multipartBody([
      { name: "media", filename: "image-1.png", type: "image/png", bytes: new Uint8Array(file) },
      { name: "media_category", value: "tweet_image" },
    ]);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    const media = form.get("media") as File;
    expect(media.name).toBe("image-1.png");
    expect(media.type).toBe("image/png");
    expect(Buffer.from(await media.arrayBuffer()).equals(file)).toBe(true);
    expect(form.get("media_category")).toBe("tweet_image");
  });

  it("keeps quotes and line breaks in names from breaking the envelope", async () => {
    const { body, contentType } = multipartBody([{ name: "file", filename: 'a"b\r\nc.png', type: "image/png", bytes: new Uint8Array([1, 2, 3]) }]);
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    expect([...form.keys()]).toEqual(["file"]);
    expect(Buffer.from(await (form.get("file") as File).arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });
});
