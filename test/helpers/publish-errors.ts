import { expect } from "vitest";
import { PublishError } from "@/server/integrations/social/types";

/** The PublishError a provider call ends with (the test fails if it succeeds or throws anything else). */
export async function publishFailure(promise: Promise<unknown>): Promise<PublishError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(PublishError);
    return err as PublishError;
  }
  throw new Error("expected the call to fail");
}
