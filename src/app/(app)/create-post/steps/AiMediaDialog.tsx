"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Box, Button, Group, Progress, SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import { Modal } from "@/components/Modal";
import { IconAlertTriangle, IconMovie, IconPhoto, IconSparkles } from "@tabler/icons-react";
import { formatUsage, notifyAiError } from "@/components/ai/usage";
import { notifyError } from "@/components/notify";
import { defaultMediaPlatform, MEDIA_DIALOG_COSTS, MEDIA_POLL_MS } from "@/components/ai/media";
import type { NetworkKey } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";
import type { MediaItem } from "../wizard-types";

type Kind = "image" | "video";

/** Rough durations for the progress bar (it never claims to be done before the server says so). */
const EXPECTED_SECONDS: Record<Kind, number> = { image: 15, video: 60 };

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Attaches the finished file to the post. */
  onUse: (item: MediaItem) => void;
  /** The post's networks so far (sets the default platform). */
  platforms?: NetworkKey[];
}

/**
 * The AI media dialog (spec part 1): image/video toggle, prompt, platform, style (images only),
 * quality. Generation runs on the server's worker; the dialog polls the status every 3 seconds
 * with a progress bar, shows the result, and "Use in post" attaches it like an upload. An image
 * can be used only once it has loaded.
 */
export function AiMediaDialog({ opened, onClose, onUse, platforms }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const options = useQuery({ ...trpc.media.options.queryOptions(), staleTime: Infinity, enabled: opened });
  const generateImage = useMutation(trpc.media.generateImage.mutationOptions());
  const generateVideo = useMutation(trpc.media.generateVideo.mutationOptions());

  const [kind, setKind] = useState<Kind>("image");
  const [prompt, setPrompt] = useState("");
  const [promptError, setPromptError] = useState<string | null>(null);
  const [platform, setPlatform] = useState(() => defaultMediaPlatform(platforms));
  const [style, setStyle] = useState("realistic");
  const [quality, setQuality] = useState("hd");
  const [job, setJob] = useState<{ id: string; kind: Kind; startedAt: number; usage: string } | null>(null);
  const [imageState, setImageState] = useState<"loading" | "loaded" | "failed">("loading");
  const [elapsed, setElapsed] = useState(0);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  const status = useQuery({
    ...trpc.media.status.queryOptions({ id: job?.id ?? "" }),
    enabled: !!job,
    refetchInterval: (query) => (query.state.data?.data.status === "processing" || !query.state.data ? MEDIA_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  const result = job && status.data?.data.id === job.id ? status.data : undefined;
  const state = result?.data.status ?? (job ? "processing" : null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  // Seconds since the start, for the progress bar while processing.
  useEffect(() => {
    if (!job || state !== "processing") return;
    const tick = setInterval(() => setElapsed(Math.round((Date.now() - job.startedAt) / 1000)), 1000);
    return () => clearInterval(tick);
  }, [job, state]);

  // A failure is told once, with the spec's texts.
  const toldFailure = useRef<string | null>(null);
  useEffect(() => {
    if (job && state === "failed" && toldFailure.current !== job.id) {
      toldFailure.current = job.id;
      notifyError(
        job.kind === "video" ? "Video generation was unsuccessful" : "Generation failed",
        "Your AI prompts were refunded. Please try again.",
      );
    }
  }, [job, state]);

  function reset() {
    setJob(null);
    setImageState("loading");
    setElapsed(0);
  }

  function close() {
    reset();
    onClose();
  }

  async function start() {
    if (!prompt.trim()) return setPromptError("Prompt required");
    setPromptError(null);
    reset();
    try {
      const common = { prompt: prompt.trim(), platform: platform as "general", quality: quality as "hd" };
      const answer =
        kind === "image" ? await generateImage.mutateAsync({ ...common, style: style as "realistic" }) : await generateVideo.mutateAsync(common);
      setJob({ id: answer.data.id, kind, startedAt: Date.now(), usage: formatUsage(answer.aiPromptsUsed, answer.aiPromptsLimit) });
      void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
    } catch (error) {
      notifyAiError(error, kind === "video" ? "Video generation was unsuccessful" : "Generation failed", "Generation failed", () => {
        if (redirect.current) clearTimeout(redirect.current);
        redirect.current = setTimeout(() => router.push("/pricing"), 3000);
      });
    }
  }

  function use() {
    if (!result?.data.url || !job) return;
    const isVideo = job.kind === "video";
    onUse({
      id: result.data.id,
      url: result.data.url,
      mimeType: result.data.mimeType ?? (isVideo ? "video/mp4" : "image/png"),
      sizeBytes: 0,
      name: `AI ${isVideo ? "video" : "image"}${result.data.offline ? " (offline)" : ""}`,
    });
    close();
  }

  const starting = generateImage.isPending || generateVideo.isPending;
  const processing = starting || state === "processing";
  const completedUrl = state === "completed" ? result?.data.url : null;
  const usable = !!completedUrl && (job?.kind === "video" || imageState === "loaded");
  const progress = job ? Math.min(95, Math.round((elapsed / EXPECTED_SECONDS[job.kind]) * 100)) : 0;

  return (
    <Modal opened={opened} onClose={close} title="Generate media with AI" size="lg" data-testid="ai-media-dialog">
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as Kind)}
          disabled={processing}
          data={[
            { value: "image", label: "Image" },
            { value: "video", label: "Video" },
          ]}
          data-testid="ai-media-kind"
        />
        <Textarea
          label="Prompt"
          description={kind === "image" ? "Describe the picture you want." : "Describe the scene and the motion."}
          placeholder={kind === "image" ? "e.g. A sunlit home office with plants, top view" : "e.g. Waves rolling onto a beach at sunrise"}
          value={prompt}
          onChange={(e) => {
            setPrompt(e.currentTarget.value);
            setPromptError(null);
          }}
          error={promptError}
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
          disabled={processing}
          data-testid="ai-media-prompt"
        />
        {/* The platform on its own row: "General (square) (1024×1024)" must be readable whole. */}
        <Select
          label="Platform"
          data={(options.data?.data.platforms ?? []).map((p) => ({
            value: p.value,
            label: `${p.label} (${p.dimensions.width}×${p.dimensions.height})`,
          }))}
          value={platform}
          onChange={(v) => v && setPlatform(v)}
          allowDeselect={false}
          disabled={processing}
          data-testid="ai-media-platform"
        />
        <Group grow align="flex-start">
          {kind === "image" && (
            <Select
              label="Style"
              data={(options.data?.data.styles ?? []).map((s) => ({ value: s.value, label: s.label }))}
              value={style}
              onChange={(v) => v && setStyle(v)}
              allowDeselect={false}
              disabled={processing}
              data-testid="ai-media-style"
            />
          )}
          <Select
            label="Quality"
            data={(options.data?.data.qualities ?? []).map((q) => ({ value: q.value, label: q.label }))}
            value={quality}
            onChange={(v) => v && setQuality(v)}
            allowDeselect={false}
            disabled={processing}
            data-testid="ai-media-quality"
          />
        </Group>

        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="ai-media-cost">
            Costs {MEDIA_DIALOG_COSTS[kind]} AI prompts{job ? ` · used ${job.usage}` : ""}
          </Text>
          <Button leftSection={<IconSparkles size={16} />} onClick={() => void start()} loading={processing} data-testid="ai-media-generate">
            {job && state !== "processing" ? "Generate again" : "Generate"}
          </Button>
        </Group>

        {job && state === "processing" && (
          <Stack gap={4} data-testid="ai-media-progress">
            <Progress value={progress} animated striped aria-label="Generation progress" />
            <Text size="xs" c="dimmed">
              Generating your {job.kind}… {elapsed}s (checking every {MEDIA_POLL_MS / 1000} seconds)
            </Text>
          </Stack>
        )}

        {job && state === "failed" && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={job.kind === "video" ? "Video generation was unsuccessful" : "Generation failed"}
            data-testid="ai-media-failed"
          >
            Your {result?.data.promptsRefunded ?? MEDIA_DIALOG_COSTS[job.kind]} AI prompts were refunded. Try again, perhaps with a different prompt.
          </Alert>
        )}

        {job && completedUrl && (
          <Stack gap="xs" data-testid="ai-media-result">
            {/* The actions sit above the preview: a tall picture must not push them out of a small screen. */}
            <Group justify="space-between">
              <Group gap="xs">
                {job.kind === "video" ? <IconMovie size={16} /> : <IconPhoto size={16} />}
                <Text size="sm" fw={500}>
                  Result
                </Text>
                {result?.data.offline && (
                  <Badge variant="light" color="gray" data-testid="ai-media-offline">
                    Offline generator
                  </Badge>
                )}
              </Group>
              <Group gap="xs">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={use} disabled={!usable} data-testid="ai-media-use">
                  Use in post
                </Button>
              </Group>
            </Group>
            <Box style={{ display: "flex", justifyContent: "center", background: "var(--mantine-color-default-hover)", borderRadius: 8, padding: 8 }}>
              {job.kind === "video" ? (
                <video src={completedUrl} controls muted playsInline style={{ maxWidth: "100%", maxHeight: 320 }} data-testid="ai-media-video" />
              ) : imageState === "failed" ? (
                <Text c="red" size="sm" py="xl" data-testid="ai-media-image-failed">
                  Image loading failed
                </Text>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- our own media URL, size known only after loading
                <img
                  src={completedUrl}
                  alt={prompt}
                  style={{ maxWidth: "100%", maxHeight: 320, objectFit: "contain" }}
                  onLoad={() => setImageState("loaded")}
                  onError={() => {
                    setImageState("failed");
                    notifyError("Image loading failed", "The generated image could not be shown. Please try again.");
                  }}
                  data-testid="ai-media-image"
                />
              )}
            </Box>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
