"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Grid, Group, Loader, Skeleton, Stack, Tabs, Text, TextInput, Textarea, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle, IconBulb, IconCopy, IconLink, IconSparkles, IconWand } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import type { TextGeneratorId } from "@/lib/ai-generators";
import { formatUsage, generatorLabel, quotaError, quotaReached, urlProblem } from "@/components/ai/usage";
import { notifyError, notifySuccess } from "@/components/notify";
import { useAppUser } from "@/components/app/use-app-user";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

type Mode = "url" | "subject";

interface Suggestion {
  id: string;
  title: string;
  tone: string;
  content: string;
}

const TONE_COLORS: Record<string, string> = {
  professional: "indigo",
  casual: "teal",
  friendly: "green",
  enthusiastic: "orange",
  informative: "cyan",
};

/** /ai-suggestions: three post variations from a URL or a subject, each to use in the wizard or copy. */
export function AiSuggestions() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useAppUser();
  const suggest = useMutation(trpc.ai.suggestions.mutationOptions());

  const [mode, setMode] = useState<Mode>("url");
  const [url, setUrl] = useState("");
  const [subject, setSubject] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [generator, setGenerator] = useState<{ generator: TextGeneratorId; model: string | null } | null>(null);
  const [usage, setUsage] = useState<{ used: number; limit: number } | null>(null);
  const toPricing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (toPricing.current) clearTimeout(toPricing.current);
    },
    [],
  );

  const used = usage?.used ?? user?.aiPromptsUsed ?? null;
  const limit = usage?.limit ?? user?.aiPromptsLimit ?? null;
  const reached = used !== null && limit !== null && quotaReached(used, limit);

  async function generate() {
    const value = (mode === "url" ? url : subject).trim();
    if (!value) return setInputError(mode === "url" ? "URL required" : "Subject required");
    if (mode === "url") {
      const problem = urlProblem(value);
      if (problem) return setInputError(problem);
    }
    setInputError(null);
    try {
      const answer = await suggest.mutateAsync(mode === "url" ? { url: value } : { subject: value });
      setSuggestions(answer.suggestions);
      setGenerator({ generator: answer.generator, model: answer.model });
      setUsage({ used: answer.aiPromptsUsed, limit: answer.aiPromptsLimit });
      void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
    } catch (error) {
      const quota = quotaError(error);
      if (quota) {
        const u = quota.used ?? used;
        const l = quota.limit ?? limit;
        if (u !== null && l !== null) setUsage({ used: u, limit: l });
        // The server says what the call needs and what is left, then the spec's "You've used X/Y" sentence.
        notifyError(
          "AI Quota Exceeded",
          quota.message.includes("You've used") ? quota.message : `You've used ${u ?? "?"}/${l ?? "?"} AI prompts. Upgrade your plan to continue.`,
        );
        // Spec part 1 §8: a quota 403 sends the user to /pricing after 3 seconds.
        if (toPricing.current) clearTimeout(toPricing.current);
        toPricing.current = setTimeout(() => router.push("/pricing"), 3000);
        return;
      }
      notifyError("Generation failed", errorInfo(error, "Failed to generate AI suggestions. Please try again.").message);
    }
  }

  async function copy(content: string) {
    try {
      await navigator.clipboard.writeText(content);
      notifySuccess("Copied to clipboard");
    } catch {
      notifyError("Copy failed", "Your browser did not allow copying. Select the text and copy it instead.");
    }
  }

  return (
    <Stack gap="lg" data-testid="ai-suggestions">
      <div>
        <Title order={1}>AI Suggestions</Title>
        <Text c="dimmed">Turn a link or a subject into ready-to-use post variations in different tones.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Tabs
                value={mode}
                onChange={(v) => {
                  if (v === "url" || v === "subject") setMode(v);
                  setInputError(null);
                }}
              >
                <Tabs.List grow>
                  <Tabs.Tab value="url" leftSection={<IconLink size={16} />}>
                    From URL
                  </Tabs.Tab>
                  <Tabs.Tab value="subject" leftSection={<IconBulb size={16} />}>
                    From Subject
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="url" pt="md">
                  <TextInput
                    label="Article or page URL"
                    placeholder="https://example.com/article"
                    value={url}
                    onChange={(e) => {
                      setUrl(e.currentTarget.value);
                      setInputError(null);
                    }}
                    error={mode === "url" ? inputError : null}
                    maxLength={2048}
                    data-testid="suggest-url"
                  />
                </Tabs.Panel>
                <Tabs.Panel value="subject" pt="md">
                  <Textarea
                    label="Subject"
                    placeholder="e.g. Why small teams should write things down"
                    value={subject}
                    onChange={(e) => {
                      setSubject(e.currentTarget.value);
                      setInputError(null);
                    }}
                    error={mode === "subject" ? inputError : null}
                    autosize
                    minRows={3}
                    maxLength={1000}
                    data-testid="suggest-subject"
                  />
                </Tabs.Panel>
              </Tabs>
              <Button
                leftSection={<IconSparkles size={16} />}
                onClick={() => void generate()}
                loading={suggest.isPending}
                data-testid="suggest-generate"
              >
                Generate
              </Button>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c={reached ? "red" : "dimmed"} fw={reached ? 600 : undefined} data-testid="suggest-usage">
                  AI prompts used: {used !== null && limit !== null ? formatUsage(used, limit) : "…"}
                </Text>
                <LinkAnchor href="/pricing" size="sm">
                  Upgrade for more prompts
                </LinkAnchor>
              </Group>
              {reached && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                  You have used all your AI prompts. <LinkAnchor href="/pricing">Upgrade your plan</LinkAnchor> to continue.
                </Alert>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {suggest.isPending ? (
            <Card withBorder radius="md" padding="lg" data-testid="suggest-loading" aria-busy>
              <Stack gap="md">
                <Group gap="sm">
                  <Loader size="sm" />
                  <Text c="dimmed">Writing three variations in different tones…</Text>
                </Group>
                {[0, 1, 2].map((i) => (
                  <Stack key={i} gap={6}>
                    <Skeleton height={14} width="40%" />
                    <Skeleton height={64} />
                  </Stack>
                ))}
              </Stack>
            </Card>
          ) : suggestions.length === 0 ? (
            <Card withBorder radius="md" padding="xl" data-testid="suggest-empty">
              <Stack align="center" ta="center" gap="sm" py="xl">
                <ThemeIcon size={56} radius="xl" variant="light" color="violet" aria-hidden>
                  <IconWand size={30} />
                </ThemeIcon>
                <Title order={2} size="h3">
                  AI-Powered Content Generation
                </Title>
                <Text c="dimmed" maw={420}>
                  Enter a URL or a subject and press Generate: you get three variations in different tones to use as a post or copy.
                </Text>
              </Stack>
            </Card>
          ) : (
            <Stack gap="md">
              {generator && (
                <Group justify="flex-end">
                  <Badge variant="light" color={generator.generator === "offline" ? "gray" : "violet"} data-testid="suggest-generator">
                    {generatorLabel(generator.generator, generator.model)}
                  </Badge>
                </Group>
              )}
              {suggestions.map((s) => (
                <Card key={s.id} withBorder radius="md" padding="md" data-testid="suggestion">
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>{s.title}</Text>
                      <Badge variant="light" color={TONE_COLORS[s.tone] ?? "gray"} tt="capitalize">
                        {s.tone}
                      </Badge>
                    </Group>
                    <Textarea value={s.content} readOnly autosize minRows={3} aria-label={`${s.title} content`} />
                    <Group justify="flex-end" gap="xs">
                      <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={() => void copy(s.content)}>
                        Copy
                      </Button>
                      <Button
                        size="xs"
                        leftSection={<IconSparkles size={14} />}
                        onClick={() => router.push(`/create-post?content=${encodeURIComponent(s.content)}`)}
                      >
                        Use This!
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
