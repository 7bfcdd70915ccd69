"use client";
import dynamic from "next/dynamic";
import { useRef, useState, type DragEvent } from "react";
import { ActionIcon, Box, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { IconMovie, IconPhotoUp, IconSparkles, IconX } from "@tabler/icons-react";
import { DeferredTooltip } from "@/components/layout/DeferredTooltip";
import { notifyError } from "@/components/notify";
import type { NetworkKey } from "@/lib/networks";
import type { MediaItem } from "../wizard-types";
import classes from "../create-post.module.css";

// The AI media dialog is loaded when it is opened.
const AiMediaDialog = dynamic(() => import("./AiMediaDialog").then((m) => m.AiMediaDialog), { ssr: false });

/** The server accepts at most this many media files per post. */
export const MAX_MEDIA = 4;

interface UploadAnswer {
  success?: boolean;
  message?: string;
  data?: { id: string; url: string; mimeType: string; sizeBytes: number };
}

async function uploadFile(file: File): Promise<MediaItem> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/api/media/upload", { method: "POST", body, credentials: "same-origin" });
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
  if (!response.ok || !answer?.success || !answer.data) {
    throw new Error(answer?.message || `Upload failed (HTTP ${response.status}).`);
  }
  return { ...answer.data, name: file.name };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Longest alt text (the server's rules.ts has the same). */
export const MAX_ALT_CHARS = 1000;

export function MediaThumb({ item, onRemove, onAltChange }: { item: MediaItem; onRemove?: () => void; onAltChange?: (alt: string) => void }) {
  const isVideo = item.mimeType.startsWith("video/");
  return (
    <Paper withBorder radius="md" className={classes.thumb} data-testid="media-item">
      <Box className={classes.thumbMedia}>
        {isVideo ? (
          <video src={item.url} muted playsInline preload="metadata" className={classes.thumbImg} />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- user media served by /api/media, sizes unknown
          <img src={item.url} alt={item.name} className={classes.thumbImg} />
        )}
        {isVideo && (
          <ThemeIcon size="sm" variant="filled" color="dark" className={classes.thumbBadge} aria-hidden>
            <IconMovie size={12} />
          </ThemeIcon>
        )}
        {onRemove && (
          <DeferredTooltip label="Remove">
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              radius="xl"
              className={classes.thumbRemove}
              onClick={onRemove}
              aria-label={`Remove ${item.name}`}
            >
              <IconX size={12} />
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Box>
      <Box px={6} py={4}>
        <Text size="xs" truncate title={item.name}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {item.sizeBytes > 0 ? formatSize(item.sizeBytes) : isVideo ? "Video" : "Image"}
        </Text>
        {onAltChange && (
          <TextInput
            size="xs"
            mt={4}
            label={`Alt text (describes the ${isVideo ? "video" : "image"} for people who cannot see it)`}
            placeholder="Optional"
            value={item.alt ?? ""}
            maxLength={MAX_ALT_CHARS}
            onChange={(e) => onAltChange(e.currentTarget.value)}
            data-testid="media-alt"
          />
        )}
      </Box>
    </Paper>
  );
}

/**
 * Click or drop PNG, JPG or MP4 files; each is uploaded at once and shown as a thumbnail.
 * "Generate with AI" opens the AI media dialog; its result is attached the same way.
 */
export function MediaUpload({
  media,
  onAdd,
  onRemove,
  onAltChange,
  platforms,
}: {
  media: MediaItem[];
  onAdd: (item: MediaItem) => void;
  onRemove: (id: string) => void;
  onAltChange?: (id: string, alt: string) => void;
  /** The post's networks so far: the AI media dialog sizes for the only one, if there is one. */
  platforms?: NetworkKey[];
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const full = media.length + uploading.length >= MAX_MEDIA;

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const room = MAX_MEDIA - media.length - uploading.length;
    if (room <= 0) {
      notifyError("Too many files", `A post can carry at most ${MAX_MEDIA} media files.`);
      return;
    }
    if (files.length > room)
      notifyError("Too many files", `A post can carry at most ${MAX_MEDIA} media files; only the first ${room} will be uploaded.`);
    const batch = files.slice(0, room);
    setUploading((u) => [...u, ...batch.map((f) => f.name)]);
    await Promise.all(
      batch.map(async (file) => {
        try {
          onAdd(await uploadFile(file));
        } catch (error) {
          notifyError("Upload failed", `${file.name}: ${error instanceof Error ? error.message : "Please try again."}`);
        } finally {
          setUploading((u) => {
            const i = u.indexOf(file.name);
            return i < 0 ? u : [...u.slice(0, i), ...u.slice(i + 1)];
          });
        }
      }),
    );
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files].filter((f) => f.type.startsWith("image/") || f.type.startsWith("video/")));
  }

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p="lg"
        className={classes.dropzone}
        data-dragging={dragging || undefined}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        role="button"
        tabIndex={0}
        data-testid="media-dropzone"
      >
        <Group justify="center" gap="md" wrap="nowrap">
          <ThemeIcon size={42} radius="xl" variant="light" aria-hidden>
            <IconPhotoUp size={22} />
          </ThemeIcon>
          <div>
            <Text fw={500} size="sm">
              Click to upload or drag and drop
            </Text>
            <Text size="xs" c="dimmed">
              PNG, JPG or MP4, up to 10MB each
            </Text>
          </div>
        </Group>
        <input
          ref={input}
          type="file"
          accept="image/*,video/*"
          multiple
          hidden
          data-testid="media-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = "";
            void addFiles(files);
          }}
        />
      </Paper>
      <Group justify="flex-end">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconSparkles size={14} />}
          onClick={() => (full ? notifyError("Too many files", `A post can carry at most ${MAX_MEDIA} media files.`) : setAiOpen(true))}
          data-testid="ai-media-open"
        >
          Generate image or video with AI
        </Button>
      </Group>
      {/* Mounted only while open: each opening starts fresh, with the current networks' default. */}
      {aiOpen && <AiMediaDialog opened onClose={() => setAiOpen(false)} onUse={onAdd} platforms={platforms} />}
      {(media.length > 0 || uploading.length > 0) && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
          {media.map((item) => (
            <MediaThumb
              key={item.id}
              item={item}
              onRemove={() => onRemove(item.id)}
              onAltChange={onAltChange && ((alt) => onAltChange(item.id, alt))}
            />
          ))}
          {uploading.map((name, i) => (
            <Paper key={`${name}-${i}`} withBorder radius="md" className={classes.thumb}>
              <Box className={classes.thumbMedia}>
                <Loader size="sm" />
              </Box>
              <Box px={6} py={4}>
                <Text size="xs" truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  Uploading…
                </Text>
              </Box>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
