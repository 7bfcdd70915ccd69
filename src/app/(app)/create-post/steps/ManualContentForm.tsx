"use client";
import { Group, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { visibleLength } from "@/components/posts/text";
import { WIZARD_MAX_CHARS, type ContentFormProps } from "../wizard-types";
import { MediaThumb, MediaUpload } from "./MediaUpload";
import { RegeneratePanel } from "@/components/ai/RegeneratePanel";

/** Step 2 of "Write Myself" (and of editing any post): the text with its counter, and media uploads. */
export function ManualContentForm({ draft, onChange, editing, platforms, postId }: ContentFormProps) {
  const length = visibleLength(draft.content);
  const setAlt = (id: string, alt: string) => onChange((d) => ({ media: d.media.map((m) => (m.id === id ? { ...m, alt } : m)), altChanged: true }));
  return (
    <Stack gap="lg">
      <div>
        <Textarea
          label="Post content"
          description="Write your post. You will choose the networks in the next step."
          placeholder="What do you want to share?"
          value={draft.content}
          onChange={(e) => onChange({ content: e.currentTarget.value })}
          autosize
          minRows={7}
          maxRows={18}
          withAsterisk
          data-testid="post-content"
        />
        <Group justify="flex-end" mt={4}>
          <Text
            size="xs"
            c={length > WIZARD_MAX_CHARS ? "red" : "dimmed"}
            fw={length > WIZARD_MAX_CHARS ? 600 : undefined}
            data-testid="content-counter"
          >
            {length}/{WIZARD_MAX_CHARS} characters
          </Text>
        </Group>
      </div>

      {/* Editing a saved post: its text can be regenerated with AI (the AI methods have their own button). */}
      {editing && postId && (
        <RegeneratePanel
          postId={postId}
          content={draft.content}
          platforms={platforms}
          onText={(content) => onChange({ content })}
          saveLabel="Update Post"
        />
      )}

      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Media
        </Text>
        {editing ? (
          draft.media.length === 0 ? (
            <Text size="sm" c="dimmed">
              This post has no media. Media cannot be changed while editing a post.
            </Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
                {draft.media.map((item) => (
                  <MediaThumb key={item.id} item={item} onAltChange={(alt) => setAlt(item.id, alt)} />
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                Media cannot be changed while editing a post; their alt texts can.
              </Text>
            </>
          )
        ) : (
          <MediaUpload
            media={draft.media}
            onAdd={(item) => onChange((d) => ({ media: [...d.media, item] }))}
            onRemove={(id) => onChange((d) => ({ media: d.media.filter((m) => m.id !== id) }))}
            onAltChange={setAlt}
            platforms={platforms}
          />
        )}
      </Stack>
    </Stack>
  );
}
