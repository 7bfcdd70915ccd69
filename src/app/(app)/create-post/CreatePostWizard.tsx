"use client";
import dynamic from "next/dynamic";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Card, LoadingOverlay, Stack, Stepper, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { LinkAnchor } from "@/components/links";
import { notifyError, notifySuccess } from "@/components/notify";
import { accountLimits, usableNetworks } from "@/components/posts/usable-networks";
import { hasPaidRole, hasPremiumAccess } from "@/lib/access";
import { notifyPublishResult } from "@/components/posts/feedback";
import { mediaFromPost } from "@/components/posts/editor/draft";
import { usePostEditor, type EditorField, type SaveMode } from "@/components/posts/editor/use-post-editor";
import { formatDateTime, zonedParts } from "@/lib/time";
import { useAppUser, useRefreshPosts } from "@/components/app/use-app-user";
import { NETWORK_KEYS, type NetworkKey } from "@/lib/networks";
import { useTRPC } from "@/trpc/react";
import { CONTENT_FORMS, STEP_LABELS, type MethodCard } from "./methods";
import { MethodStep } from "./steps/MethodStep";
import { StepHeading, useStepFocus } from "./StepHeading";
import { WizardNav } from "./WizardNav";
import classes from "./create-post.module.css";
import { EMPTY_DRAFT, type ContentMethod, type PostDraft } from "./wizard-types";

// The AI content plan flow and the later steps are not on screen when the page opens: each loads
// when first shown (the page's first-load JavaScript keeps to the first two steps).
const AiPlanFlow = dynamic(() => import("./plan/AiPlanFlow").then((m) => m.AiPlanFlow), { ssr: false });
const PlatformStep = dynamic(() => import("./steps/PlatformStep").then((m) => m.PlatformStep), { ssr: false });
const PublishStep = dynamic(() => import("./steps/PublishStep").then((m) => m.PublishStep), { ssr: false });

const LAST_STEP = 3;

function isNetworkKey(value: string): value is NetworkKey {
  return (NETWORK_KEYS as readonly string[]).includes(value);
}

/**
 * Create Post: 1 Content Method, 2 Create Content, 3 Select Platforms, 4 Publish Options.
 * ?content=... prefills the text and opens step 2; ?edit={postId} loads a post to edit.
 */
/** Posts written with the AI or link method are stored as AI-generated. */
function textSource(method: ContentMethod | null): "manual" | "ai" | "link" {
  return method === "ai" || method === "link" ? method : "manual";
}

export function CreatePostWizard() {
  const trpc = useTRPC();
  const router = useRouter();
  const searchParams = useSearchParams();
  const queryClient = useQueryClient();
  const refresh = useRefreshPosts();
  const { user, timeZone } = useAppUser();
  const accountsQuery = useQuery(trpc.accounts.list.queryOptions());

  // Query parameters are read once, when the page opens.
  const [initial] = useState(() => ({ edit: searchParams.get("edit"), content: searchParams.get("content") }));
  const startsInContent = !!initial.edit || !!initial.content;
  const [active, setActive] = useState(startsInContent ? 1 : 0);
  const [method, setMethod] = useState<ContentMethod | null>(startsInContent ? "manual" : null);
  const [loadingEdit, setLoadingEdit] = useState(!!initial.edit);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const accounts = accountsQuery.data?.data ?? [];
  const usable = usableNetworks(accountsQuery.data?.data);
  const editor = usePostEditor({
    usable,
    accountsLoading: accountsQuery.isLoading,
    accountLimits: accountLimits(accountsQuery.data?.data),
    timeZone,
    initial: (): PostDraft => (initial.content && !initial.edit ? { ...EMPTY_DRAFT, content: initial.content } : EMPTY_DRAFT),
  });
  const { draft, change, togglePlatform, platforms, post: editing, saving: submitting } = editor;
  const resetEditor = editor.reset;

  useEffect(() => {
    if (initial.edit || initial.content !== null) router.replace("/create-post", { scroll: false });
  }, [initial, router]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // Each new step (Next, Back, starting over after a post) focuses its heading.
  const stepHeading = useStepFocus(active);

  // Load the post to edit once the user's time zone is known (its time is shown in that zone).
  const editLoad = useRef(false);
  const userLoaded = !!user;
  useEffect(() => {
    const id = initial.edit;
    if (!id || !userLoaded || editLoad.current) return;
    editLoad.current = true;
    queryClient
      .fetchQuery(trpc.post.byId.queryOptions({ id }))
      .then(({ post }) => {
        if (post.status === "published") {
          notifyError("Load Failed", "Published posts cannot be edited.");
          setActive(0);
          setMethod(null);
          return;
        }
        const parts = post.scheduledAt && post.status !== "failed" ? zonedParts(post.scheduledAt, timeZone) : null;
        setMethod("manual");
        setActive(1);
        resetEditor(
          {
            content: post.content,
            media: mediaFromPost(post),
            platforms: post.platforms.filter(isNetworkKey),
            publishMode: post.status === "scheduled" ? "schedule" : post.status === "failed" ? "now" : null,
            date: parts?.date ?? null,
            time: parts?.time ?? "",
          },
          { id: post.id, status: post.status },
        );
      })
      .catch(() => {
        notifyError("Load Failed", "Failed to load post for editing");
        setActive(0);
        setMethod(null);
      })
      .finally(() => setLoadingEdit(false));
  }, [initial.edit, userLoaded, queryClient, trpc, timeZone, resetEditor]);

  function later(fn: () => void, ms: number) {
    timers.current.push(setTimeout(fn, ms));
  }

  function chooseMethod(card: MethodCard) {
    // The gated cards need the user's plan; it is loaded with the page.
    if (card.gate && !user) return;
    if (card.key === "video") {
      if (hasPremiumAccess(user)) router.push("/ai-videos");
      else {
        notifyError("Premium Feature Required", "AI Video Generation is only available to premium users. Upgrade to unlock this feature!");
        later(() => router.push("/pricing"), 3000);
      }
      return;
    }
    if (card.key === "ai-plan" && !hasPaidRole(user)) {
      notifyError("Premium Feature Required", "AI Content Planning is only available to Pro plan users. Please upgrade to access this feature.");
      later(() => router.push("/pricing"), 3000);
      return;
    }
    setMethod(card.key);
  }

  /** Whether the current step's requirement is met; tells the user what is missing if not. */
  function stepComplete(step: number): boolean {
    if (step === 0 && !method) {
      notifyError("Method required", "Please choose how you want to create your post.");
      return false;
    }
    if (step === 1) return editor.check("content");
    if (step === 2) return editor.check("platforms");
    return true;
  }

  function next() {
    if (stepComplete(active)) setActive((s) => Math.min(s + 1, LAST_STEP));
  }

  function resetWizard() {
    resetEditor();
    setMethod(null);
    setActive(0);
  }

  /** The step that holds a field the editor found missing. */
  const STEP_OF: Partial<Record<EditorField, number>> = { content: 1, platforms: 2 };

  /** Publish Now / Schedule Post / Update Post: one save that also publishes, schedules or republishes. */
  async function submit() {
    const mode: SaveMode | null = draft.publishMode;
    const failureTitle = mode === "now" ? "Failed to publish post" : editing ? "Failed to update post" : "Failed to schedule post";
    const saved = await editor.submit({ mode, withDate: mode === "schedule", withMedia: !editing, source: textSource(method), failureTitle });
    if (!saved.ok) {
      const step = STEP_OF[saved.field];
      if (step !== undefined) setActive(step);
      return;
    }
    const { answer } = saved;
    if (editing) {
      notifySuccess("Post Updated!", "Your changes have been saved.");
      if (mode === "now") notifyPublishResult(answer);
      void refresh();
      later(() => router.push("/posts"), 1500);
    } else if (mode === "now") {
      const outcome = notifyPublishResult(answer);
      // The post exists now (even when no network took it): start over rather than post it twice.
      if (outcome !== "failed") resetWizard();
      void refresh();
    } else if (answer.post.status === "in_review") {
      notifySuccess("Submitted for review", answer.message);
      resetWizard();
      void refresh();
    } else {
      notifySuccess(
        "Post Scheduled",
        `Your post will be published on ${formatDateTime(saved.at ?? answer.post.scheduledAt ?? new Date(), timeZone)}.`,
      );
      resetWizard();
      void refresh();
    }
  }

  /** Save as draft, at any step: networks and date are optional (a date is kept when one is set). */
  async function submitDraft() {
    const saved = await editor.submit({
      mode: "draft",
      withDate: draft.publishMode === "schedule",
      withMedia: true,
      source: textSource(method),
      failureTitle: "Failed to save the draft",
    });
    if (!saved.ok) {
      if (saved.field === "content") setActive(Math.max(active, 1));
      return;
    }
    const at = saved.at;
    notifySuccess(
      "Draft saved",
      at ? `Your draft is saved for ${formatDateTime(at, timeZone)}; find it in Drafts.` : "Your post is saved in Drafts.",
    );
    void refresh();
    if (editing) later(() => router.push("/posts"), 1500);
    else resetWizard();
  }

  const labels = STEP_LABELS[method === "ai-plan" ? "plan" : "single"];
  const heading = <StepHeading ref={stepHeading} step={active} of={LAST_STEP + 1} label={labels[active] ?? ""} />;
  const ContentForm = CONTENT_FORMS[method ?? "manual"];
  const canSubmit = !!draft.publishMode && (draft.publishMode === "now" || (!!draft.date && !!draft.time));

  // The AI plan flow has its own steps 2 to 4 (Generate Plan, Review & Edit, Finish).
  if (method === "ai-plan" && active > 0 && !editing) {
    return (
      <Stack gap="lg" data-testid="create-post-wizard">
        <div>
          <Title order={1}>Create Post</Title>
          <Text c="dimmed">Plan a week or a month of posts: AI writes one draft per day, you review them, then approve the plan.</Text>
        </div>
        <AiPlanFlow usable={usable} loadingAccounts={accountsQuery.isLoading} timeZone={timeZone} onBack={() => setActive(0)} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="create-post-wizard">
      <div>
        <Title order={1}>{editing ? "Edit Post" : "Create Post"}</Title>
        <Text c="dimmed">
          {editing ? "Change your post, then update it." : "Write a post, pick your networks, then publish it now or schedule it."}
        </Text>
      </div>

      {editing && (
        <Alert color="blue" variant="light" icon={<IconPencil size={18} />}>
          You are editing an existing post. <LinkAnchor href="/posts">Cancel and go back to your posts</LinkAnchor>.
        </Alert>
      )}

      <Card withBorder radius="md" padding="lg" pos="relative">
        <LoadingOverlay visible={loadingEdit} zIndex={10} overlayProps={{ blur: 1 }} />
        <Stepper
          active={active}
          onStepClick={(step) => {
            if (step < active && !(editing && step === 0)) setActive(step);
          }}
          size="sm"
          allowNextStepsSelect={false}
          classNames={{ steps: classes.stepperSteps, separator: classes.stepperSeparator }}
        >
          <Stepper.Step label={labels[0]} description="How to write it" allowStepSelect={!editing && active > 0}>
            {heading}
            <MethodStep method={method} premium={hasPremiumAccess(user)} paid={hasPaidRole(user)} onChoose={chooseMethod} />
          </Stepper.Step>
          <Stepper.Step label={labels[1]} description="Text and media" allowStepSelect={active > 1}>
            {heading}
            <ContentForm
              draft={draft}
              onChange={change}
              onSwitchMethod={(m) => setMethod(m)}
              editing={!!editing}
              postId={editing?.id}
              platforms={platforms}
            />
          </Stepper.Step>
          <Stepper.Step label={labels[2]} description="Where to post" allowStepSelect={active > 2}>
            {heading}
            <PlatformStep
              selected={platforms}
              accounts={accounts}
              loading={accountsQuery.isLoading}
              content={draft.content}
              media={draft.media}
              onToggle={togglePlatform}
            />
          </Stepper.Step>
          <Stepper.Step label={labels[3]} description="Now or later">
            {heading}
            <PublishStep
              draft={draft}
              platforms={platforms}
              timeZone={timeZone}
              scheduleDisabledReason={editing?.status === "failed" ? "Failed posts can be republished now." : undefined}
              onChange={change}
            />
          </Stepper.Step>
        </Stepper>

        <WizardNav
          active={active}
          lastStep={LAST_STEP}
          editing={!!editing}
          submitting={submitting}
          showDraft={active > 0 || draft.content.trim() !== ""}
          publishMode={draft.publishMode}
          canSubmit={canSubmit}
          onBack={() => setActive((s) => s - 1)}
          onDraft={() => void submitDraft()}
          onNext={next}
          onSubmit={() => void submit()}
        />
      </Card>
    </Stack>
  );
}
