"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { type Length, type Tone, ToneLengthFields } from "@/components/ai/ToneLengthFields";
import { formatUsage, notifyAiError } from "@/components/ai/usage";
import { notifySuccess } from "@/components/notify";
import type { NetworkKey } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";

/** The topic to start from: the post's first sentence, shortened (the user can change it). */
function topicFrom(content: string): string {
  const first =
    content
      .replace(/\s+/g, " ")
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? "";
  return first.length > 200 ? `${first.slice(0, 200).replace(/\s+\S*$/, "")}` : first;
}

/**
 * Regenerating an existing post's text with AI (spec: "Regeneration of AI content is available for
 * a post"): the first regeneration of a post is free, later ones cost 1 prompt. The new text goes
 * into the editor; the post changes only when the user saves it.
 */
export function RegeneratePanel({
  postId,
  content,
  platforms,
  onText,
  saveLabel,
}: {
  postId: string;
  content: string;
  platforms?: NetworkKey[];
  onText: (text: string) => void;
  /** The button that keeps the new text ("Update Post", "Save Changes"). */
  saveLabel: string;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const regenerate = useMutation(trpc.ai.regenerate.mutationOptions());
  const [topic, setTopic] = useState(() => topicFrom(content));
  const [tone, setTone] = useState<Tone>("professional");
  const [length, setLength] = useState<Length>("medium");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState("The first regeneration of a post is free; later ones cost 1 AI prompt.");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function run() {
    if (!topic.trim()) return setError("Topic required");
    setError(null);
    try {
      const answer = await regenerate.mutateAsync({
        topic: topic.trim(),
        tone,
        length,
        postId,
        platforms: platforms && platforms.length > 0 ? platforms : undefined,
      });
      onText(answer.content);
      setNote(
        `${answer.metadata.promptsCharged === 0 ? "This regeneration was free." : `This regeneration cost ${answer.metadata.promptsCharged} AI prompt.`} AI prompts used: ${formatUsage(answer.aiPromptsUsed, answer.aiPromptsLimit)}. Press ${saveLabel} to keep it.`,
      );
      notifySuccess("Content regenerated", answer.message);
      void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
    } catch (err) {
      notifyAiError(err, "Regeneration failed", "Failed to regenerate content", () => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => router.push("/pricing"), 3000);
      });
    }
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="regenerate-panel">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Regenerate with AI
        </Text>
        <TextInput
          label="Topic"
          value={topic}
          onChange={(e) => {
            setTopic(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={3000}
          data-testid="regenerate-topic"
        />
        <ToneLengthFields tone={tone} length={length} onTone={setTone} onLength={setLength} />
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed" data-testid="regenerate-note">
            {note}
          </Text>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void run()}
            loading={regenerate.isPending}
            data-testid="regenerate-post"
          >
            Regenerate
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
