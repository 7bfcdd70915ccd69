/**
 * The plan catalogue the seed writes (prices are ours to set; see docs/decisions.md).
 * Plans live in the database; this is only their starting content.
 */
import { DEFAULT_TEXT_GENERATOR } from "@/lib/ai-generators";

export interface PlanDefinition {
  name: string;
  priceCents: number;
  aiPromptsLimit: number;
  popular: boolean;
  sortOrder: number;
  features: string[];
}

export const PLAN_CATALOG: PlanDefinition[] = [
  {
    name: "Free Trial",
    priceCents: 0,
    aiPromptsLimit: 25,
    popular: false,
    sortOrder: 0,
    features: ["25 AI prompts per month", "LinkedIn, X and Threads", "Scheduling and calendar", "3 connected accounts"],
  },
  {
    name: "Basic",
    priceCents: 900,
    aiPromptsLimit: 100,
    popular: false,
    sortOrder: 1,
    features: ["100 AI prompts per month", "AI content plans", "AI images and short videos", "Email support"],
  },
  {
    name: "Pro",
    priceCents: 1900,
    aiPromptsLimit: 250,
    popular: true,
    sortOrder: 2,
    features: ["250 AI prompts per month", "AI content plans", "AI images and short videos", "10 connected accounts", "Priority support"],
  },
  {
    name: "Enterprise",
    priceCents: 4900,
    aiPromptsLimit: 700,
    popular: false,
    sortOrder: 3,
    features: ["700 AI prompts per month", "Everything in Pro", "Unlimited connected accounts", "Dedicated support"],
  },
];

/** Admin AI settings and their defaults (spec part 2, §9); the key names no vendor (docs/decisions.md). */
export const DEFAULT_AI_SETTINGS = {
  ai_provider: DEFAULT_TEXT_GENERATOR,
  ai_model: "gpt-4.1-nano",
  max_tokens: "2000",
  temperature: "0.7",
} as const;
