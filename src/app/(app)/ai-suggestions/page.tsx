import type { Metadata } from "next";
import { AiSuggestions } from "./AiSuggestions";

export const metadata: Metadata = {
  title: "AI Suggestions",
  description: "Generate post ideas from a link or a subject with AI.",
};

export default function AiSuggestionsPage() {
  return <AiSuggestions />;
}
