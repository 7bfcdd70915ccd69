/** The contract every AI text generator implements (one file per vendor beside this one). */
import type { Env } from "@/env";
import type { TextGeneratorId } from "@/lib/ai-generators";
import type { TextBrief } from "@/server/services/ai/brief";

export interface TextRequest {
  system: string;
  prompt: string;
  maxTokens: number;
  temperature: number;
  model: string;
  /** The same request in structured form: what the offline generator writes from (a model reads `prompt`). */
  brief: TextBrief;
}

export interface TextResult {
  text: string;
  /** The model that wrote it, or "offline". */
  model: string;
  offline: boolean;
}

export interface TextGenerator {
  readonly kind: TextGeneratorId;
  generate(request: TextRequest): Promise<TextResult>;
}

/** The vendor failed (error answer, timeout, empty answer); the caller refunds and answers 502. */
export class TextGenerationError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "TextGenerationError";
  }
}

/** What a generator is handed: the service reads the settings, the generator never does. */
export interface GeneratorConnection {
  /** Null for a generator that needs no key. */
  apiKey: string | null;
  baseUrl: string;
  timeoutMs: number;
}

/** Configuration variables that hold an optional text (where a vendor's key can come from). */
type OptionalTextVariable = { [K in keyof Env]-?: undefined extends Env[K] ? (Env[K] extends string | undefined ? K : never) : never }[keyof Env];

/** The settings a generator needs, declared once: the admin page, validation and defaults read them. */
export interface GeneratorSettingsSpec {
  /** Null: the generator needs no key. */
  apiKey: {
    /** The environment variable used when no key is saved in Admin → Settings. */
    envVar: OptionalTextVariable;
    label: string;
    placeholder: string;
  } | null;
  models: readonly [string, ...string[]];
  defaultModel: string;
  /** The highest temperature the vendor accepts (the admin's 0-2 setting is capped to it). */
  maxTemperature: number;
}

export interface HealthAnswer {
  description: string;
}

export interface TextGeneratorDefinition {
  id: TextGeneratorId;
  label: string;
  settings: GeneratorSettingsSpec;
  /** The vendor's API root from configuration (tests point it at a contract fake). */
  baseUrl(): string;
  create(connection: GeneratorConnection): TextGenerator;
  /** The cheapest authenticated call that proves the vendor answers; throws when it does not. */
  healthCheck(connection: GeneratorConnection, signal: AbortSignal): Promise<HealthAnswer>;
}

/** Any answer below 500 proves the vendor is up; a refused key is an outage for us. */
export async function probe(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<void> {
  const res = await fetch(url, { headers, signal });
  await res.body?.cancel();
  if (res.status === 401 || res.status === 403) throw new Error(`credentials refused (${res.status})`);
  if (res.status >= 500) throw new Error(`answered ${res.status}`);
}
