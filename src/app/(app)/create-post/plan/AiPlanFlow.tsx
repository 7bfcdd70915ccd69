"use client";
/**
 * The AI plan flow of the wizard (spec part 1 §2, §4): 1 Content Method, 2 Generate Plan,
 * 3 Review & Edit, 4 Finish. Step 1 is the wizard's own; this component takes over from step 2.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Badge, Button, Card, Checkbox, Group, Loader, SegmentedControl, Stack, Stepper, Text, Textarea, TextInput } from "@mantine/core";
import { IconArrowLeft, IconCalendarCheck, IconCheck, IconPencil, IconSparkles, IconTrash } from "@tabler/icons-react";
import { DeferredSelect } from "@/components/DeferredSelect";
import { TONE_OPTIONS, type Tone } from "@/components/ai/ToneLengthFields";
import { notifyAiError } from "@/components/ai/usage";
import { notifyError, notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { formatDateTime } from "@/lib/time";
import { NETWORKS, CONTENT_PLAN_NETWORKS, isComingSoon, networkLabel, type NetworkKey } from "@/lib/networks";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { STEP_LABELS } from "../methods";
import { StepHeading, useStepFocus } from "../StepHeading";
import { MEDIA_POLL_MS, planCostLabel } from "@/components/ai/media";

const PERIODS = ["7", "15", "30"] as const;

/** A draft's AI image: polled every 3 seconds until it is ready or has failed. */
function PlanImage({ mediaId }: { mediaId: string }) {
  const trpc = useTRPC();
  const status = useQuery({
    ...trpc.media.status.queryOptions({ id: mediaId }),
    refetchInterval: (query) => (query.state.data?.data.status === "completed" || query.state.data?.data.status === "failed" ? false : MEDIA_POLL_MS),
  });
  const [broken, setBroken] = useState(false);
  const data = status.data?.data;
  if (data?.status === "failed") {
    return (
      <Text size="xs" c="red" data-testid="plan-image-failed">
        Image generation failed (its prompts were refunded).
      </Text>
    );
  }
  if (data?.status !== "completed" || !data.url) {
    return (
      <Group gap={6} data-testid="plan-image-pending">
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          Generating the image…
        </Text>
      </Group>
    );
  }
  if (broken) {
    return (
      <Text size="xs" c="red">
        Image loading failed
      </Text>
    );
  }
  return (
    <Group gap="xs" align="center">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own media URL */}
      <img
        src={data.url}
        alt="AI image for this post"
        style={{ maxHeight: 120, maxWidth: 200, borderRadius: 6 }}
        onError={() => setBroken(true)}
        data-testid="plan-image"
      />
      {data.offline && (
        <Badge size="xs" variant="light" color="gray">
          Offline generator
        </Badge>
      )}
    </Group>
  );
}

interface PlanPost {
  id: string;
  content: string;
  platforms: string[];
  scheduledAt: Date | string | null;
}

export interface AiPlanFlowProps {
  /** Networks connected and not expired. */
  usable: NetworkKey[];
  loadingAccounts: boolean;
  timeZone: string;
  /** Back to step 1 (the method choice). */
  onBack: () => void;
}

export function AiPlanFlow({ usable, loadingAccounts, timeZone, onBack }: AiPlanFlowProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const generate = useMutation(trpc.post.generateContentPlan.mutationOptions());
  const approve = useMutation(trpc.post.approveContentPlan.mutationOptions());
  const update = useMutation(trpc.post.update.mutationOptions());
  const remove = useMutation(trpc.post.delete.mutationOptions());

  const [active, setActive] = useState(1);
  // It takes over from the wizard's Next: its first step's heading takes focus too.
  const stepHeading = useStepFocus(active, { onMount: true });
  const [subject, setSubject] = useState("");
  const [platforms, setPlatforms] = useState<NetworkKey[]>([]);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>("7");
  const [startTime, setStartTime] = useState("09:00");
  const [tone, setTone] = useState<Tone>("professional");
  const [includeImages, setIncludeImages] = useState(false);
  const [posts, setPosts] = useState<PlanPost[]>([]);
  /** postId → the id of its image in the making. */
  const [images, setImages] = useState<Record<string, string>>({});
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editText, setEditText] = useState("");
  const [approvalIssue, setApprovalIssue] = useState<string | null>(null);
  const [approved, setApproved] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  const connected = (n: NetworkKey) => (usable as string[]).includes(n);

  function handleError(error: unknown, fallback: string) {
    const info = errorInfo(error, fallback);
    if (info.extra.requiresUpgrade) {
      notifyError("Premium Feature Required", "AI Content Planning is only available to Pro plan users. Please upgrade to access this feature.");
      later(() => router.push("/pricing"), 3000);
    } else if (info.extra.quotaExceeded) {
      notifyAiError(error, fallback, fallback, () => later(() => router.push("/pricing"), 3000));
    } else {
      notifyServerError(error, fallback);
    }
  }

  async function generatePlan() {
    if (!subject.trim()) return notifyError("Subject required", "Please enter a subject for your content plan");
    if (platforms.length === 0) return notifyError("Platform required", "Please select at least one platform first");
    try {
      const answer = await generate.mutateAsync({
        subject: subject.trim(),
        platforms,
        period: Number(period) as 7 | 15 | 30,
        startTime,
        tone,
        includeImages,
      });
      setPosts(answer.posts);
      setImages(Object.fromEntries(answer.images.map((image) => [image.postId, image.id])));
      setApprovalIssue(null);
      notifySuccess("Content plan generated", answer.message);
      setActive(2);
    } catch (error) {
      handleError(error, "Failed to generate content plan");
    }
  }

  async function saveEdit(id: string) {
    try {
      const answer = await update.mutateAsync({ id, content: editText });
      setPosts((list) => list.map((p) => (p.id === id ? { ...p, content: answer.post.content } : p)));
      setEditingId(null);
      notifySuccess("Post Updated!");
    } catch (error) {
      notifyServerError(error, "Failed to update post");
    }
  }

  async function deletePost(id: string) {
    if (!window.confirm("Are you sure you want to delete this post?")) return;
    try {
      await remove.mutateAsync({ id });
      setPosts((list) => list.filter((p) => p.id !== id));
    } catch (error) {
      notifyServerError(error, "Failed to delete post");
    }
  }

  async function approvePlan() {
    try {
      const answer = await approve.mutateAsync({ postIds: posts.map((p) => p.id) });
      if (answer.debug.finalScheduledCount === 0) {
        setApprovalIssue(answer.message);
        notifyError("Approval issue", answer.message);
        return;
      }
      setApproved(true);
      setActive(3);
      notifySuccess("Content plan approved", answer.message);
      later(() => router.push("/posts"), 2000);
    } catch (error) {
      handleError(error, "Failed to approve content plan");
    }
  }

  const labels = STEP_LABELS.plan;
  const heading = <StepHeading ref={stepHeading} step={active} of={labels.length} label={labels[active] ?? ""} />;
  return (
    <Stack gap="lg" data-testid="ai-plan-flow">
      <Card withBorder radius="md" padding="lg">
        <Stepper
          active={active}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(step) => {
            if (approved) return;
            if (step === 0) onBack();
            else if (step < active) setActive(step);
          }}
        >
          <Stepper.Step label={labels[0]} description="How to write it" />
          <Stepper.Step label={labels[1]} description="Subject and networks">
            {heading}
            <Stack gap="md" maw={640}>
              <TextInput
                label="Subject"
                placeholder="e.g. Remote work productivity"
                value={subject}
                onChange={(e) => setSubject(e.currentTarget.value)}
                maxLength={500}
                required
                data-testid="plan-subject"
              />
              <div>
                <Text size="sm" fw={500} mb={4}>
                  Platforms
                </Text>
                <Group gap="md">
                  {/* The sandbox is offered once connected (it is not a real network). */}
                  {CONTENT_PLAN_NETWORKS.filter((n) => NETWORKS[n].status !== "local" || connected(n)).map((n) => (
                    <Checkbox
                      key={n}
                      label={
                        <Group gap={4}>
                          {networkLabel(n)}
                          {!connected(n) && (
                            <Badge size="xs" variant="light" color={isComingSoon(n) ? "gray" : "orange"}>
                              {isComingSoon(n) ? "Coming Soon" : "Not connected"}
                            </Badge>
                          )}
                        </Group>
                      }
                      checked={platforms.includes(n)}
                      disabled={!connected(n) || loadingAccounts}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setPlatforms((list) => (on ? [...list, n] : list.filter((p) => p !== n)));
                      }}
                      data-testid={`plan-platform-${n}`}
                    />
                  ))}
                </Group>
              </div>
              <div>
                <Text size="sm" fw={500} mb={4}>
                  Period
                </Text>
                <SegmentedControl
                  value={period}
                  onChange={(v) => setPeriod(v as (typeof PERIODS)[number])}
                  data={PERIODS.map((p) => ({ value: p, label: `${p} days` }))}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  One post per day from tomorrow. Cost: <span data-testid="plan-cost">{planCostLabel(Number(period), includeImages)}</span>.
                </Text>
              </div>
              <Group grow>
                <TextInput label="Start time" type="time" value={startTime} onChange={(e) => setStartTime(e.currentTarget.value || "09:00")} />
                <DeferredSelect
                  label="Tone"
                  value={tone}
                  onChange={(v) => v && setTone(v as Tone)}
                  data={TONE_OPTIONS.map((o) => ({ ...o }))}
                  allowDeselect={false}
                />
              </Group>
              <Checkbox
                label="Include AI images"
                description="Each draft gets an AI image, added when it is ready (35, 75 or 150 AI prompts for 7, 15 or 30 days)."
                checked={includeImages}
                onChange={(e) => setIncludeImages(e.currentTarget.checked)}
                data-testid="plan-include-images"
              />
              <Group>
                <Button
                  leftSection={<IconSparkles size={16} />}
                  onClick={() => void generatePlan()}
                  loading={generate.isPending}
                  data-testid="generate-plan"
                >
                  Generate Plan
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={labels[2]} description="Check each draft">
            {heading}
            <Stack gap="sm">
              {approvalIssue && (
                <Alert color="red" title="Approval issue" data-testid="approval-issue">
                  {approvalIssue}
                </Alert>
              )}
              {posts.length === 0 && <Text c="dimmed">No drafts left in this plan. Go back to generate a new one.</Text>}
              {posts.map((post) => (
                <Card key={post.id} withBorder radius="sm" padding="sm" data-testid="plan-post">
                  <Group justify="space-between" mb={6}>
                    <Text size="sm" fw={500}>
                      {post.scheduledAt ? formatDateTime(post.scheduledAt, timeZone) : "No time"}
                    </Text>
                    <Group gap={6}>
                      {post.platforms.map((p) => (
                        <Badge key={p} size="sm" variant="light">
                          {networkLabel(p)}
                        </Badge>
                      ))}
                    </Group>
                  </Group>
                  {editingId === post.id ? (
                    <Stack gap={6}>
                      <Textarea value={editText} onChange={(e) => setEditText(e.currentTarget.value)} autosize minRows={3} maxLength={2000} />
                      <Group gap="xs">
                        <Button size="xs" leftSection={<IconCheck size={14} />} onClick={() => void saveEdit(post.id)} loading={update.isPending}>
                          Save
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditingId(null)}>
                          Cancel
                        </Button>
                      </Group>
                    </Stack>
                  ) : (
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {post.content}
                    </Text>
                  )}
                  {images[post.id] && (
                    <div style={{ marginTop: 6 }}>
                      <PlanImage mediaId={images[post.id]!} />
                    </div>
                  )}
                  {editingId !== post.id && (
                    <Group gap="xs" mt={6}>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => {
                          setEditingId(post.id);
                          setEditText(post.content);
                        }}
                      >
                        Edit
                      </Button>
                      <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => void deletePost(post.id)}>
                        Delete
                      </Button>
                    </Group>
                  )}
                </Card>
              ))}
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={labels[3]} description="Scheduled">
            {heading}
            <Alert color="green" icon={<IconCalendarCheck size={18} />} title="Content plan approved">
              Your posts are scheduled. Taking you to your posts…
            </Alert>
          </Stepper.Step>
        </Stepper>

        <Group justify="space-between" mt="xl">
          {!approved ? (
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => (active <= 1 ? onBack() : setActive((s) => s - 1))}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {active === 2 && posts.length > 0 && (
            <Button
              leftSection={<IconCalendarCheck size={16} />}
              onClick={() => void approvePlan()}
              loading={approve.isPending}
              data-testid="approve-plan"
            >
              Approve &amp; Schedule {posts.length} posts
            </Button>
          )}
        </Group>
      </Card>
    </Stack>
  );
}
