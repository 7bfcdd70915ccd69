/**
 * The content methods of step 1 and the form each one shows in step 2. A method's step-2 form
 * is its own component taking ContentFormProps; add the AI generator, link and plan forms here.
 */
import type { ComponentType, ReactNode } from "react";
import { IconBrain, IconCalendarStats, IconLink, IconMovie, IconPencil } from "@tabler/icons-react";
import { AiContentForm } from "./steps/AiContentForm";
import { ComingSoonMethod } from "./steps/ComingSoonMethod";
import { ManualContentForm } from "./steps/ManualContentForm";
import type { ContentFormProps, ContentMethod } from "./wizard-types";

export interface MethodCard {
  key: ContentMethod | "video";
  title: string;
  description: string;
  icon: ReactNode;
  color: string;
  /** Which gate the card shows a badge for. */
  gate?: "premium" | "paid";
}

export const METHOD_CARDS: MethodCard[] = [
  {
    key: "manual",
    title: "Write Myself",
    description: "Write your own post, add images or a video.",
    icon: <IconPencil size={24} />,
    color: "indigo",
  },
  {
    key: "ai",
    title: "Use AI Generator",
    description: "Describe a topic and let AI write the post.",
    icon: <IconBrain size={24} />,
    color: "violet",
  },
  { key: "link", title: "Generate from Link", description: "Turn an article or page into a post.", icon: <IconLink size={24} />, color: "cyan" },
  {
    key: "video",
    title: "AI Video Generation",
    description: "Create a short AI video for TikTok and YouTube.",
    icon: <IconMovie size={24} />,
    color: "grape",
    gate: "premium",
  },
  {
    key: "ai-plan",
    title: "AI Content Planning",
    description: "Plan a week or a month of posts in one go.",
    icon: <IconCalendarStats size={24} />,
    color: "orange",
    gate: "paid",
  },
];

export const STEP_LABELS: Record<"single" | "plan", [string, string, string, string]> = {
  single: ["Content Method", "Create Content", "Select Platforms", "Publish Options"],
  plan: ["Content Method", "Generate Plan", "Review & Edit", "Finish"],
};

function AiForm(props: ContentFormProps) {
  return <AiContentForm {...props} mode="ai" />;
}

function LinkForm(props: ContentFormProps) {
  return <AiContentForm {...props} mode="link" />;
}

function PlanForm({ onSwitchMethod }: ContentFormProps) {
  return <ComingSoonMethod title="AI content planning" onSwitchMethod={onSwitchMethod} />;
}

/** Step 2 per method. */
export const CONTENT_FORMS: Record<ContentMethod, ComponentType<ContentFormProps>> = {
  manual: ManualContentForm,
  ai: AiForm,
  link: LinkForm,
  "ai-plan": PlanForm,
};
