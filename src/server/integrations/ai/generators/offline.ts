/** The offline generator as a registry entry: the template writer of ../offline.ts, no key, no network. */
import { TEXT_GENERATORS } from "@/lib/ai-generators";
import { writeOfflinePost } from "../offline";
import type { TextGenerator, TextGeneratorDefinition, TextRequest, TextResult } from "./types";

export class OfflineTextGenerator implements TextGenerator {
  readonly kind = "offline" as const;

  async generate(request: TextRequest): Promise<TextResult> {
    return { text: writeOfflinePost(request.brief), model: "offline", offline: true };
  }
}

export const offlineGenerator: TextGeneratorDefinition = {
  id: "offline",
  label: TEXT_GENERATORS.offline.label,
  settings: { apiKey: null, models: ["offline"], defaultModel: "offline", maxTemperature: 2 },
  baseUrl: () => "",
  create: () => new OfflineTextGenerator(),
  healthCheck: async () => ({ description: "The offline text generator is in use" }),
};
