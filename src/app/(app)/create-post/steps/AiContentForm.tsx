"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge, Button, Divider, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconLink, IconRefresh, IconSparkles } from "@tabler/icons-react";
import { type Length, type Tone, ToneLengthFields } from "@/components/ai/ToneLengthFields";
import type { TextGeneratorId } from "@/lib/ai-generators";
import { formatUsage, generatorLabel, notifyAiError, quotaReached, urlProblem } from "@/components/ai/usage";
import { notifySuccess } from "@/components/notify";
import { useTRPC } from "@/trpc/react";
import type { ContentFormProps } from "../wizard-types";
import { ManualContentForm } from "./ManualContentForm";

interface Generated {
  generator: TextGeneratorId;
  model: string | null;
  aiPromptsUsed: number;
  aiPromptsLimit: number;
}

/**
 * Step 2 of "Use AI Generator" (mode "ai": a topic) and "Generate from Link" (mode "link": a URL):
 * tone, length, Generate; the text then lands in the editable post text with the upload area.
 * Regenerate calls ai.regenerate: an existing post by postId, a new post's text by the generationId
 * ai.generate answered (the first regeneration is free; saving the post keeps it free).
 */
export function AiContentForm(props: ContentFormProps & { mode: "ai" | "link" }) {
  const { mode, draft, onChange, postId } = props;
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const generate = useMutation(trpc.ai.generate.mutationOptions());
  const fromLink = useMutation(trpc.ai.generateFromLink.mutationOptions());
  const regenerate = useMutation(trpc.ai.regenerate.mutationOptions());

  const [topic, setTopic] = useState("");
  const [url, setUrl] = useState("");
  const [tone, setTone] = useState<Tone>("professional");
  const [length, setLength] = useState<Length>("medium");
  const [inputError, setInputError] = useState<string | null>(null);
  const [result, setResult] = useState<Generated | null>(null);
  const [regenNote, setRegenNote] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const busy = generate.isPending || fromLink.isPending || regenerate.isPending;
  // The text is written to fit the tightest limit of the networks selected so far.
  const selected = props.platforms ?? draft.platforms ?? [];
  const platforms = selected.length > 0 ? selected : undefined;

  function toPricing() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => router.push("/pricing"), 3000);
  }

  function done(answer: Generated & { content: string; generationId?: string }) {
    // A new generation replaces the text (and the id its free regeneration belongs to); a regeneration keeps the id.
    onChange(answer.generationId ? { content: answer.content, generationId: answer.generationId } : { content: answer.content });
    setResult({ generator: answer.generator, model: answer.model, aiPromptsUsed: answer.aiPromptsUsed, aiPromptsLimit: answer.aiPromptsLimit });
    void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
  }

  async function run(again: boolean) {
    if (mode === "ai") {
      if (!topic.trim()) return setInputError("Topic required");
    } else {
      const problem = urlProblem(url);
      if (problem) return setInputError(problem);
    }
    setInputError(null);
    try {
      // Regenerate: an existing post by its id, the unsaved text by its generationId (first time free either way).
      const target = postId ? { postId } : draft.generationId ? { generationId: draft.generationId } : null;
      if (again && target) {
        const answer = await regenerate.mutateAsync({ topic: mode === "ai" ? topic.trim() : url.trim(), tone, length, ...target, platforms });
        done(answer);
        setRegenNote(
          answer.metadata.promptsCharged === 0
            ? postId
              ? "This regeneration was free: the first regeneration of a post is free."
              : "This regeneration was free: the first regeneration of a post is free once you schedule or publish it."
            : `This regeneration cost ${answer.metadata.promptsCharged} prompt.`,
        );
        notifySuccess("Content regenerated", answer.message);
      } else if (mode === "ai") {
        done(await generate.mutateAsync({ topic: topic.trim(), tone, length, platforms }));
        notifySuccess("Content generated", "Review and edit the text, then choose your networks.");
      } else {
        const answer = await fromLink.mutateAsync({ url: url.trim(), tone, length, platforms });
        done(answer);
        notifySuccess("Content generated", `Written from “${answer.source.title || answer.source.url}”.`);
      }
    } catch (error) {
      if (again) notifyAiError(error, "Regeneration failed", "Failed to regenerate content", toPricing);
      else if (mode === "ai") notifyAiError(error, "Generation failed", "Failed to generate AI content. Please try again.", toPricing);
      else notifyAiError(error, "Generation failed", "Failed to generate content from link.", toPricing);
    }
  }

  const generated = result !== null || draft.content.trim().length > 0;

  return (
    <Stack gap="lg" data-testid={`ai-form-${mode}`}>
      <Stack gap="sm">
        {mode === "ai" ? (
          <TextInput
            label="Topic"
            description="What should the post be about?"
            placeholder="e.g. Five tips for remote team meetings"
            value={topic}
            onChange={(e) => {
              setTopic(e.currentTarget.value);
              setInputError(null);
            }}
            error={inputError}
            withAsterisk
            maxLength={1000}
            data-testid="ai-topic"
          />
        ) : (
          <TextInput
            label="Link"
            description="A public article or page to write the post from."
            placeholder="https://example.com/article"
            leftSection={<IconLink size={16} />}
            value={url}
            onChange={(e) => {
              setUrl(e.currentTarget.value);
              setInputError(null);
            }}
            error={inputError}
            withAsterisk
            maxLength={2048}
            data-testid="ai-url"
          />
        )}
        <ToneLengthFields tone={tone} length={length} onTone={setTone} onLength={setLength} testIdPrefix="ai" />
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Button
              leftSection={<IconSparkles size={16} />}
              onClick={() => void run(false)}
              loading={generate.isPending || fromLink.isPending}
              disabled={busy}
              data-testid="ai-generate"
            >
              Generate
            </Button>
            {result && (
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} />}
                onClick={() => void run(true)}
                loading={regenerate.isPending}
                disabled={busy}
                data-testid="ai-regenerate"
              >
                Regenerate
              </Button>
            )}
          </Group>
          {result && (
            <Group gap="xs">
              <Badge variant="light" color={result.generator === "offline" ? "gray" : "violet"} data-testid="ai-generator">
                {generatorLabel(result.generator, result.model)}
              </Badge>
              <Text size="xs" c={quotaReached(result.aiPromptsUsed, result.aiPromptsLimit) ? "red" : "dimmed"} data-testid="ai-usage">
                AI prompts used: {formatUsage(result.aiPromptsUsed, result.aiPromptsLimit)}
              </Text>
            </Group>
          )}
        </Group>
        {(postId || result) && (
          <Text size="xs" c="dimmed" data-testid="ai-regen-note">
            {regenNote ??
              (postId
                ? "Regenerating an existing post: the first regeneration is free, later ones cost 1 prompt."
                : "The first regeneration is free when you keep the post; later ones cost 1 prompt.")}
          </Text>
        )}
      </Stack>

      {generated ? (
        <>
          <Divider label="Your post" labelPosition="left" />
          <ManualContentForm
            draft={draft}
            onChange={onChange}
            onSwitchMethod={props.onSwitchMethod}
            editing={props.editing}
            platforms={props.platforms}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {mode === "ai"
            ? "Describe a topic and press Generate: the text appears here for you to edit."
            : "Paste a link and press Generate: the text appears here for you to edit."}
        </Text>
      )}
    </Stack>
  );
}
