"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Box, Button, Card, Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { NETWORK_KEYS, NETWORKS } from "@/lib/networks";
import { useAppUser } from "@/components/app/use-app-user";
import { formatDateTime, todayIn, zonedDateTime } from "@/lib/time";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

const EXPIRY_DAYS = ["7", "14", "30", "90"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The link's scope and expiry as the procedure takes them, from the form's fields (dates in the user's zone). */
function linkInput(
  fields: { label: string; kind: string; postIds: string[]; from: string; to: string; networks: string[]; days: string },
  zone: string,
) {
  const expiresAt = new Date(Date.now() + Number(fields.days) * DAY_MS).toISOString();
  if (fields.kind === "posts") return { label: fields.label, postIds: fields.postIds, expiresAt };
  const from = zonedDateTime(fields.from, "00:00", zone);
  // The last day chosen is included: the range ends at the start of the day after it.
  const to = new Date(zonedDateTime(fields.to, "00:00", zone).getTime() + DAY_MS);
  return {
    label: fields.label,
    from: from.toISOString(),
    to: to.toISOString(),
    networks: fields.networks as (typeof NETWORK_KEYS)[number][],
    expiresAt,
  };
}

/** Choose posts or a date range, a label and an expiry; answers the new link's URL to the page. */
export function CreateReviewLinkForm({ onCreated }: { onCreated: (url: string) => void }) {
  const trpc = useTRPC();
  const { timeZone } = useAppUser();
  const [label, setLabel] = useState("");
  const [kind, setKind] = useState("posts");
  const [postIds, setPostIds] = useState<string[]>([]);
  const [from, setFrom] = useState(() => todayIn(timeZone));
  const [to, setTo] = useState("");
  const [networks, setNetworks] = useState<string[]>([]);
  const [days, setDays] = useState("14");
  const candidates = useQuery(trpc.reviewLinks.candidates.queryOptions());
  const create = useMutation(
    trpc.reviewLinks.create.mutationOptions({
      onSuccess: (answer) => {
        setLabel("");
        setPostIds([]);
        onCreated(answer.url);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(linkInput({ label, kind, postIds, from, to, networks, days }, timeZone));
  };
  const ready = label.trim() !== "" && (kind === "posts" ? postIds.length > 0 : from !== "" && to !== "");
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="new-review-link-heading">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h3" id="new-review-link-heading">
            New link
          </Title>
          <TextInput
            label="Label"
            description="Who it is for; shown as who approved or asked for changes."
            placeholder="Acme marketing team"
            required
            maxLength={80}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
          <Radio.Group label="What to share" value={kind} onChange={setKind}>
            <Group mt="xs">
              <Radio value="posts" label="Chosen posts" />
              <Radio value="range" label="A date range" />
            </Group>
          </Radio.Group>
          {kind === "posts" ? (
            <Checkbox.Group label="Posts" description="Upcoming posts and posts in review." value={postIds} onChange={setPostIds}>
              {candidates.error && <Alert color="red">{errorInfo(candidates.error, "The posts could not be loaded.").message}</Alert>}
              {candidates.data?.posts.length === 0 && (
                <Text size="sm" c="dimmed" mt="xs">
                  There are no upcoming posts to share yet.
                </Text>
              )}
              {/* The browser's own scrolling: Mantine's ScrollArea brings floating-ui (~20 kB gz) into the page. */}
              <Box mah={320} mt="xs" style={{ overflowY: "auto" }}>
                <Stack gap="xs" data-testid="review-link-candidates">
                  {candidates.data?.posts.map((post) => (
                    <Checkbox
                      key={post.id}
                      value={post.id}
                      label={post.excerpt}
                      description={`${post.scheduledAt ? formatDateTime(post.scheduledAt, timeZone) : "No date"} · ${post.platforms.map((p) => NETWORKS[p as keyof typeof NETWORKS]?.label ?? p).join(", ")}`}
                    />
                  ))}
                </Stack>
              </Box>
            </Checkbox.Group>
          ) : (
            <>
              <Group grow align="flex-start">
                <TextInput type="date" label="From" required value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
                <TextInput type="date" label="To (included)" required value={to} min={from} onChange={(e) => setTo(e.currentTarget.value)} />
              </Group>
              <Checkbox.Group label="Networks" description="None chosen: every network." value={networks} onChange={setNetworks}>
                <Group mt="xs" gap="md">
                  {NETWORK_KEYS.filter((key) => NETWORKS[key].capabilities.posts).map((key) => (
                    <Checkbox key={key} value={key} label={NETWORKS[key].label} />
                  ))}
                </Group>
              </Checkbox.Group>
            </>
          )}
          <NativeSelect
            label="Expires in"
            data={EXPIRY_DAYS.map((value) => ({ value, label: `${value} days` }))}
            value={days}
            onChange={(e) => setDays(e.currentTarget.value)}
            w={200}
          />
          {create.error && (
            <Alert color="red" role="alert">
              {errorInfo(create.error, "The link could not be created.").message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending} disabled={!ready}>
              Create link
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
