"use client";
import { useCallback, useEffect, useReducer, useRef, type ReactNode } from "react";
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  IconActivity,
  IconAlertTriangle,
  IconApi,
  IconChartLine,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconDatabase,
  IconLock,
  IconMail,
  IconMovie,
  IconRefresh,
  IconSparkles,
  IconTargetArrow,
  type Icon,
} from "@tabler/icons-react";
import type { TRPCClient } from "@trpc/client";
import { notifyError } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPCClient } from "@/trpc/react";
import type { AppRouter } from "@/server/api/root";
import { PublishingOnTime } from "@/app/(site)/status/PublishingOnTime";
import { DEFAULT_TEXT_GENERATOR, TEXT_GENERATORS } from "@/lib/ai-generators";
import { RecentIncidents } from "@/app/(site)/status/RecentIncidents";
import {
  OVERALL_TEXT,
  STATUS_COLOR,
  STATUS_LABEL,
  healthMetrics,
  overallStatus,
  withoutPrefix,
  type CheckSample,
  type OverallStatus,
  type ServiceStatus,
} from "@/app/(site)/status/status-model";

/** Spec part 2 §9: the checks run again every 60 seconds. */
const REFRESH_MS = 60_000;

type Client = TRPCClient<AppRouter>;

/** What a successful check tells us, in one shape for /api/health and the /api/status/* calls. */
interface CheckAnswer {
  status: "operational" | "degraded" | "outage";
  configured: boolean;
  description: string;
  /** Time the server spent on the check itself. */
  serverTime: number;
  lastChecked: Date;
  /** The server's name for the service when it depends on settings (the chosen AI text provider). */
  name?: string;
}

interface ServiceDef {
  key: string;
  name: string;
  icon: Icon;
  /** Shown until the first check answers. */
  about: string;
  check: (client: Client, signal: AbortSignal) => Promise<CheckAnswer>;
}

function fromServiceCheck(r: { name: string; status: CheckAnswer["status"]; configured: boolean; description: string; responseTime: number; lastChecked: Date }): CheckAnswer {
  return { name: r.name, status: r.status, configured: r.configured, description: r.description, serverTime: r.responseTime, lastChecked: r.lastChecked };
}

/** The six cards, checked one after another in this order (spec part 2 §7). */
const SERVICES: ServiceDef[] = [
  {
    key: "health",
    name: "API",
    icon: IconApi,
    about: "REST and tRPC API with its database and job queue",
    check: async (client, signal) => {
      const r = await client.status.health.query(undefined, { signal });
      const parts = r.services.map((s) => s.name.toLowerCase()).join(" and ");
      return {
        status: r.status,
        configured: true,
        description: `API answers; ${parts} healthy${r.workerHeartbeatAgeSeconds === null ? "" : ` (worker heartbeat ${r.workerHeartbeatAgeSeconds} s ago)`}`,
        serverTime: r.responseTime,
        lastChecked: r.timestamp,
      };
    },
  },
  {
    key: "database",
    name: "Database",
    icon: IconDatabase,
    about: "PostgreSQL: posts, accounts and users",
    check: async (client, signal) => fromServiceCheck(await client.status.database.query(undefined, { signal })),
  },
  {
    key: "openai",
    // The provider an admin picked names the card once its check answers; until then the default one.
    name: `AI text (${TEXT_GENERATORS[DEFAULT_TEXT_GENERATOR].label})`,
    icon: IconSparkles,
    about: "Post writing, suggestions and content plans",
    check: async (client, signal) => fromServiceCheck(await client.status.openai.query(undefined, { signal })),
  },
  {
    key: "falai",
    name: "AI media (fal.ai)",
    icon: IconMovie,
    about: "AI images and short videos",
    check: async (client, signal) => fromServiceCheck(await client.status.falai.query(undefined, { signal })),
  },
  {
    key: "email",
    name: "E-mail",
    icon: IconMail,
    about: "Contact messages and notifications",
    check: async (client, signal) => fromServiceCheck(await client.status.email.query(undefined, { signal })),
  },
  {
    key: "auth",
    name: "Authentication",
    icon: IconLock,
    about: "Sign-in, sessions and API tokens",
    check: async (client, signal) => fromServiceCheck(await client.status.auth.query(undefined, { signal })),
  },
];

interface ServiceResult {
  status: ServiceStatus;
  configured: boolean;
  description: string;
  /** Round trip measured in the browser. */
  elapsedMs: number;
  serverTime: number | null;
  lastChecked: Date;
  name?: string;
}

interface State {
  results: Record<string, ServiceResult | undefined>;
  /** The service being checked right now. */
  current: string | null;
  running: boolean;
  samples: CheckSample[];
}

type Action =
  | { type: "run-start" }
  | { type: "check-start"; key: string }
  | { type: "check-done"; key: string; result: ServiceResult }
  | { type: "run-end" };

const INITIAL: State = { results: {}, current: null, running: false, samples: [] };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "run-start":
      return { ...state, running: true };
    case "check-start":
      return { ...state, current: action.key };
    case "check-done":
      return {
        ...state,
        results: { ...state.results, [action.key]: action.result },
        samples: [...state.samples, { ok: action.result.status !== "outage", elapsedMs: action.result.elapsedMs }],
      };
    case "run-end":
      return { ...state, running: false, current: null };
  }
}

/** Runs the six checks one after another on load, every 60 seconds and on demand. */
function useServiceChecks() {
  const client = useTRPCClient();
  const [state, dispatch] = useReducer(reducer, INITIAL);
  /** Signal of the run in progress (one run at a time; an unmounted page's run is aborted). */
  const activeRun = useRef<AbortSignal | null>(null);
  const signalRef = useRef<AbortSignal | null>(null);

  const runAll = useCallback(
    async (signal: AbortSignal) => {
      if (signal.aborted || (activeRun.current && !activeRun.current.aborted)) return;
      activeRun.current = signal;
      dispatch({ type: "run-start" });
      try {
        for (const service of SERVICES) {
          if (signal.aborted) return;
          dispatch({ type: "check-start", key: service.key });
          const started = performance.now();
          try {
            const answer = await service.check(client, signal);
            const elapsedMs = Math.round(performance.now() - started);
            dispatch({ type: "check-done", key: service.key, result: { ...answer, elapsedMs } });
          } catch (error) {
            if (signal.aborted) return;
            const elapsedMs = Math.round(performance.now() - started);
            const info = errorInfo(error, "The service did not answer.");
            // A 503 names the service as the server knows it (the chosen AI text provider).
            const name = typeof info.extra.name === "string" ? info.extra.name : undefined;
            const title = `${name ?? service.name} is experiencing issues`;
            const message = info.message;
            dispatch({
              type: "check-done",
              key: service.key,
              result: { name, status: "outage", configured: true, description: message, elapsedMs, serverTime: null, lastChecked: new Date() },
            });
            notifyError(title, withoutPrefix(message, title) || "The service did not answer.");
          }
        }
      } finally {
        if (activeRun.current === signal) activeRun.current = null;
        if (!signal.aborted) dispatch({ type: "run-end" });
      }
    },
    [client],
  );

  useEffect(() => {
    const controller = new AbortController();
    signalRef.current = controller.signal;
    const first = setTimeout(() => void runAll(controller.signal), 0);
    const timer = setInterval(() => void runAll(controller.signal), REFRESH_MS);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [runAll]);

  const refresh = useCallback(() => {
    if (signalRef.current) void runAll(signalRef.current);
  }, [runAll]);

  return { ...state, refresh };
}

function formatTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

const OVERALL_LOOK: Record<OverallStatus, { color: string; icon: Icon }> = {
  checking: { color: "blue", icon: IconActivity },
  operational: { color: "teal", icon: IconCircleCheck },
  degraded: { color: "yellow", icon: IconAlertTriangle },
  outage: { color: "red", icon: IconCircleX },
};

function OverallBanner({ overall, detail, running, onRefresh }: { overall: OverallStatus; detail: string; running: boolean; onRefresh: () => void }) {
  const { color, icon: StatusIcon } = OVERALL_LOOK[overall];
  return (
    <Paper
      radius="md"
      p="lg"
      data-testid="overall-status"
      data-status={overall}
      style={{
        backgroundColor: `var(--mantine-color-${color}-light)`,
        border: `1px solid var(--mantine-color-${color}-outline)`,
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="xl" color={color} variant="filled" aria-hidden>
            {overall === "checking" ? <Loader size={22} color="white" /> : <StatusIcon size={28} />}
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" c={`var(--mantine-color-${color}-light-color)`} aria-live="polite">
              {OVERALL_TEXT[overall]}
            </Title>
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          </div>
        </Group>
        <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={onRefresh} loading={running} loaderProps={{ size: "xs" }}>
          Refresh
        </Button>
      </Group>
    </Paper>
  );
}

function MetricCard({ label, value, note, icon, color, testId }: { label: string; value: string; note: string; icon: ReactNode; color: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} data-testid={testId}>
            {value}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {note}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

const NOT_CONFIGURED = "Not configured — local fallback in use";

/** "Not configured: the offline text generator is in use" → "The offline text generator is in use". */
function fallbackDetail(description: string): string {
  const rest = description.replace(/^not configured[:.\s-]*/i, "");
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : "";
}

function ServiceCard({ service, result, checkingNow }: { service: ServiceDef; result: ServiceResult | undefined; checkingNow: boolean }) {
  const status: ServiceStatus = result?.status ?? "checking";
  const ServiceIcon = service.icon;
  const detail = result && !result.configured ? fallbackDetail(result.description) : "";
  return (
    <Card withBorder radius="md" padding="lg" data-testid="service-card" data-service={service.key} data-status={status}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant="light" color={STATUS_COLOR[status]} aria-hidden>
              <ServiceIcon size={22} />
            </ThemeIcon>
            <Title order={3} size="h5">
              {result?.name ?? service.name}
            </Title>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {checkingNow && result && <Loader size={14} aria-label={`Checking ${service.name}`} />}
            <Badge color={STATUS_COLOR[status]} variant="light" leftSection={status === "checking" ? <Loader size={10} color="gray" /> : undefined}>
              {STATUS_LABEL[status]}
            </Badge>
          </Group>
        </Group>
        {result ? (
          result.configured ? (
            <Text size="sm">{result.description}</Text>
          ) : (
            <div>
              <Text size="sm" fw={500} c="var(--mantine-color-yellow-light-color)" data-testid="not-configured">
                {NOT_CONFIGURED}
              </Text>
              {detail && (
                <Text size="sm" c="dimmed">
                  {detail}
                </Text>
              )}
            </div>
          )
        ) : (
          <Text size="sm" c="dimmed">
            {service.about}
          </Text>
        )}
        <Group gap="lg" mt="auto" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <div>
            <Text size="xs" c="dimmed">
              Last checked
            </Text>
            <Text size="sm" fw={500} data-testid="last-checked">
              {result ? formatTime(result.lastChecked) : "—"}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Response time
            </Text>
            <Text size="sm" fw={500} data-testid="response-time" title={result?.serverTime != null ? `Server-side check: ${result.serverTime} ms` : undefined}>
              {result ? `${result.elapsedMs} ms` : "—"}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}

export function StatusBoard() {
  const { results, current, running, samples, refresh } = useServiceChecks();
  const statuses = SERVICES.map((s) => results[s.key]?.status ?? "checking");
  const overall = overallStatus(statuses);
  const metrics = healthMetrics(samples);

  const lastChecked = SERVICES.map((s) => results[s.key]?.lastChecked)
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const checkingName = SERVICES.find((s) => s.key === current)?.name;
  const detail = running && checkingName
    ? `Checking ${checkingName}…`
    : lastChecked
      ? `Last updated ${formatTime(lastChecked)} · checks run again every 60 seconds`
      : "Checking each service in turn…";

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Service Status</Title>
          <Text c="dimmed" size="lg">
            Live checks of the services PostPilot depends on, run from your browser one after another.
          </Text>
        </Stack>

        <OverallBanner overall={overall} detail={detail} running={running} onRefresh={refresh} />

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <MetricCard label="Uptime" value={metrics.uptime} note="Service level target" icon={<IconTargetArrow size={24} />} color="teal" testId="metric-uptime" />
          <MetricCard
            label="Total Requests"
            value={String(metrics.totalRequests)}
            note="Status checks run from this page"
            icon={<IconChartLine size={24} />}
            color="indigo"
            testId="metric-requests"
          />
          <MetricCard
            label="Avg Response Time"
            value={metrics.avgResponseTime === null ? "—" : `${metrics.avgResponseTime} ms`}
            note="Round trip, measured in your browser"
            icon={<IconClock size={24} />}
            color="blue"
            testId="metric-response-time"
          />
          <MetricCard
            label="Success Rate"
            value={metrics.successRate === null ? "—" : `${metrics.successRate}%`}
            note="Of the checks run from this page"
            icon={<IconCircleCheck size={24} />}
            color="green"
            testId="metric-success-rate"
          />
        </SimpleGrid>

        <Stack gap="md" component="section" aria-labelledby="services-title">
          <Title order={2} size="h3" id="services-title">
            Services
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {SERVICES.map((service) => (
              <ServiceCard key={service.key} service={service} result={results[service.key]} checkingNow={current === service.key} />
            ))}
          </SimpleGrid>
        </Stack>

        <PublishingOnTime reloadKey={lastChecked?.getTime()} />
        <RecentIncidents reloadKey={lastChecked?.getTime()} />
      </Stack>
    </Container>
  );
}
