/** Which media generator the app under test uses: the fal contract fake, or the offline one. */
import { resetEnvForTests } from "@/env";
import type { FalFake } from "../fakes/fal";

const FAL_VARS = ["FAL_KEY", "FAL_QUEUE_URL", "FAL_POLL_INTERVAL_MS", "FAL_TIMEOUT_MS", "FAL_IMAGE_MODEL", "FAL_VIDEO_MODEL"];

/** fal.ai (the fake) from now on; worker processes spawned later inherit it. */
export function useFalFake(fake: FalFake): void {
  Object.assign(process.env, fake.envVars());
  resetEnvForTests();
}

/** No FAL_KEY: the labelled offline generator. */
export function useOfflineMedia(): void {
  for (const name of FAL_VARS) delete process.env[name];
  resetEnvForTests();
}
