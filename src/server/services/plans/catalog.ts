/**
 * The plan catalogue the seed writes (prices are ours to set; see docs/decisions.md).
 * Plans live in the database; this is only their starting content.
 */
import { DEFAULT_TEXT_GENERATOR } from "@/lib/ai-generators";

export interface PlanDefinition {
  name: string;
  priceCents: number;
  aiPromptsLimit: number;
  /** Posts a member may hold at once (every status); see postsLimitFor and docs/decisions.md. */
  postsLimit: number;
  popular: boolean;
  sortOrder: number;
  features: string[];
}

const PLANS: PlanDefinition[] = [
  {
    name: "Free Trial",
    priceCents: 0,
    aiPromptsLimit: 25,
    postsLimit: 2_000,
    popular: false,
    sortOrder: 0,
    features: ["25 AI prompts per month", "LinkedIn, X and Threads", "Scheduling and calendar", "3 connected accounts"],
  },
  {
    name: "Basic",
    priceCents: 900,
    aiPromptsLimit: 100,
    postsLimit: 20_000,
    popular: false,
    sortOrder: 1,
    features: ["100 AI prompts per month", "AI content plans", "AI images and short videos", "Email support"],
  },
  {
    name: "Pro",
    priceCents: 1900,
    aiPromptsLimit: 250,
    postsLimit: 50_000,
    popular: true,
    sortOrder: 2,
    features: ["250 AI prompts per month", "AI content plans", "AI images and short videos", "10 connected accounts", "Priority support"],
  },
  {
    name: "Enterprise",
    priceCents: 4900,
    aiPromptsLimit: 700,
    postsLimit: 100_000,
    popular: false,
    sortOrder: 3,
    features: ["700 AI prompts per month", "Everything in Pro", "Unlimited connected accounts", "Dedicated support"],
  },
];

/** Its posts cap is one of a plan's features, worded from the number (one home). */
function withPostsFeature(plan: PlanDefinition): PlanDefinition {
  const features = [...plan.features];
  features.splice(Math.min(3, features.length), 0, `Up to ${plan.postsLimit.toLocaleString("en")} posts`);
  return { ...plan, features };
}

export const PLAN_CATALOG: PlanDefinition[] = PLANS.map(withPostsFeature);

/** A catalogue entry as the Plan row the seed writes: the posts cap is read from here (postsLimitFor), not stored. */
export function planRow({ postsLimit: _cap, ...row }: PlanDefinition): Omit<PlanDefinition, "postsLimit"> {
  return row;
}

/**
 * The posts a member on `planName` may hold. A plan the catalogue does not know (renamed or added
 * by an admin) gets the largest cap: a rename must not shrink paying members' room.
 */
export function postsLimitFor(planName: string): number {
  return PLAN_CATALOG.find((plan) => plan.name === planName)?.postsLimit ?? Math.max(...PLAN_CATALOG.map((plan) => plan.postsLimit));
}

/** Admin AI settings and their defaults (spec part 2, §9); the key names no vendor (docs/decisions.md). */
export const DEFAULT_AI_SETTINGS = {
  ai_provider: DEFAULT_TEXT_GENERATOR,
  ai_model: "gpt-4.1-nano",
  max_tokens: "2000",
  temperature: "0.7",
} as const;
