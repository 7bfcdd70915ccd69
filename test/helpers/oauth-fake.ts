/**
 * The social network fake with its OAuth apps in the environment and an in-process worker pointed
 * at it, started once for a test file; the environment is put back when the file ends.
 */
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "@/env";
import type { SocialNetworkFake } from "../fakes/social-network";
import { startTestWorker } from "./worker";

export function startOAuthFakeWithWorker(fake: SocialNetworkFake, workerName: string): { configured: Record<string, string> } {
  const savedEnv = { ...process.env };
  const state = { configured: {} as Record<string, string> };
  let worker: Awaited<ReturnType<typeof startTestWorker>> | undefined;
  beforeAll(async () => {
    await fake.start();
    state.configured = { ...fake.envVars(), ...fake.oauthEnvVars() };
    worker = await startTestWorker(workerName, {
      ...state.configured,
      PUBLISH_ATTEMPTS: "2",
      PUBLISH_RETRY_DELAY_MS: "100",
      NETWORK_TIMEOUT_MS: "2000",
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await fake.stop();
    for (const key of Object.keys(state.configured)) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
    resetEnvForTests();
  });
  return state;
}
