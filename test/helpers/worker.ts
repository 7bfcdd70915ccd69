/** An in-process worker on its own queue prefix, pointed at a contract fake of the networks. */
import { resetEnvForTests } from "@/env";
import { closeQueues, setQueuePrefix } from "@/server/queue";
import { startWorker } from "../../jobs/worker-runtime";
import { cleanupPrefix, uniquePrefix } from "../worker/helpers";

export async function startTestWorker(label: string, env: Record<string, string>) {
  Object.assign(process.env, env);
  resetEnvForTests();
  const prefix = uniquePrefix(label);
  await closeQueues();
  setQueuePrefix(prefix);
  const worker = await startWorker({ prefix, schedulers: false, lockDuration: 5_000, stalledInterval: 1_000 });
  return {
    prefix,
    worker,
    async stop() {
      await worker.close();
      await closeQueues();
      await cleanupPrefix(prefix);
    },
  };
}
