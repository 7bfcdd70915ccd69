/**
 * npm run media:copy-to-s3: copies DATA_DIR/media into the bucket named by the S3_* settings
 * (environment or .env), skipping files already there with the same size. Run it before switching
 * MEDIA_STORAGE to s3, and once more after (files uploaded in between are then copied too).
 */
import { localMediaStore, S3ObjectStore, s3OptionsFromEnv } from "@/server/integrations/storage";
import { copyMedia } from "@/server/services/media/copy";
import { loadDotEnv } from "./lib/project";

async function main(): Promise<void> {
  loadDotEnv();
  const source = localMediaStore();
  const target = new S3ObjectStore(s3OptionsFromEnv());
  console.log(`Copying ${source.dir} into bucket ${s3OptionsFromEnv().bucket}${process.env.S3_ENDPOINT ? ` at ${process.env.S3_ENDPOINT}` : ""}`);
  const summary = await copyMedia(source, target);
  target.destroy();
  console.log(
    `Done: ${summary.copied} copied (${(summary.bytes / 1024 / 1024).toFixed(1)} MB), ${summary.skipped} already there, ${summary.ignored} other files left alone.`,
  );
}

main().catch((error: unknown) => {
  console.error(`media:copy-to-s3 failed: ${(error as Error).message}`);
  process.exit(1);
});
