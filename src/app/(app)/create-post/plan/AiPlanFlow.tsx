"use client";
/**
 * The AI plan flow of the wizard (spec part 1 §2, §4): 1 Content Method, 2 Generate Plan,
 * 3 Review & Edit, 4 Finish. Step 1 is the wizard's own; this component takes over from step 2.
 * Step 2's form is PlanSettings.tsx, step 3's drafts PlanReview.tsx (their images PlanImage.tsx).
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Card, Group, Stack, Stepper } from "@mantine/core";
import { IconArrowLeft, IconCalendarCheck } from "@tabler/icons-react";
import { notifyAiError } from "@/components/ai/usage";
import { notifyError, notifySuccess } from "@/components/notify";
import { notifyServerError } from "@/components/posts/feedback";
import { type NetworkKey } from "@/lib/networks";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";
import { STEP_LABELS } from "../methods";
import { StepHeading, useStepFocus } from "../StepHeading";
import { INITIAL_PLAN_SETTINGS, PlanSettings, type PlanSettingsValue } from "./PlanSettings";
import { PlanReview, type PlanPost } from "./PlanReview";

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

  const [active, setActive] = useState(1);
  // It takes over from the wizard's Next: its first step's heading takes focus too.
  const stepHeading = useStepFocus(active, { onMount: true });
  const [settings, setSettings] = useState<PlanSettingsValue>(INITIAL_PLAN_SETTINGS);
  const [posts, setPosts] = useState<PlanPost[]>([]);
  /** postId → the id of its image in the making. */
  const [images, setImages] = useState<Record<string, string>>({});
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
    const { subject, platforms, period, startTime, tone, includeImages } = settings;
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
            <PlanSettings
              value={settings}
              onChange={setSettings}
              connected={connected}
              loadingAccounts={loadingAccounts}
              generating={generate.isPending}
              onGenerate={() => void generatePlan()}
            />
          </Stepper.Step>
          <Stepper.Step label={labels[2]} description="Check each draft">
            {heading}
            <PlanReview posts={posts} setPosts={setPosts} images={images} approvalIssue={approvalIssue} timeZone={timeZone} />
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
