"use client";
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, type ReactNode } from "react";
import { ActionButton } from "@/components/static/cards-button";
import { Badge, Grid, Loader, ThemeIcon } from "@/components/static/cards";
import { Group, Stack } from "@/components/static/layout";
import { Card, Paper } from "@/components/static/surfaces";
import { Text, Title } from "@/components/static/text";
import { notifyError } from "@/components/notify-on-use";
import type { ProcedureOutput } from "@/trpc/fetch-procedure";
import {
  OVERALL_TEXT,
  STATUS_COLOR,
  STATUS_LABEL,
  healthMetrics,
  overallStatus,
  withoutPrefix,
  type CheckSample,
  type OverallStatus,
  type ServiceInfo,
  type ServiceKey,
  type ServiceStatus,
} from "@/app/(site)/status/status-model";

/** Spec part 2 §9: the checks run again every 60 seconds. */
const REFRESH_MS = 60_000;

// Below the service cards and filled by requests of their own after the page loads: their code
// loads then too (React's lazy, not next/dynamic, whose loader costs about 2 kB on the page).
const PublishingOnTime = lazy(() => import("@/app/(site)/status/PublishingOnTime").then((m) => ({ default: m.PublishingOnTime })));
const RecentIncidents = lazy(() => import("@/app/(site)/status/RecentIncidents").then((m) => ({ default: m.RecentIncidents })));

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

/** A REST answer read as JSON: dates are ISO strings there, not Dates. */
type OverRest<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** A check that answered with an error: its message, and the service's name as the server knows it. */
class CheckFailed extends Error {
  constructor(
    message: string,
    readonly serviceName: unknown,
  ) {
    super(message);
  }
}

/** One of the spec's checks (part 2 §9: GET /api/health, /api/status/<service>), plain JSON over fetch. */
async function check<T>(path: string, signal: AbortSignal): Promise<OverRest<T>> {
  const res = await fetch(path, { signal });
  const body = (await res.json().catch(() => null)) as (OverRest<T> & { message?: string; name?: unknown }) | null;
  if (res.ok && body) return body;
  throw new CheckFailed(body?.message ?? `HTTP ${res.status}`, body?.name);
}

async function serviceCheck(path: string, signal: AbortSignal): Promise<CheckAnswer> {
  const r = await check<ProcedureOutput<"status.database">>(path, signal);
  return {
    name: r.name,
    status: r.status,
    configured: r.configured,
    description: r.description,
    serverTime: r.responseTime,
    lastChecked: new Date(r.lastChecked),
  };
}

async function healthCheck(signal: AbortSignal): Promise<CheckAnswer> {
  const r = await check<ProcedureOutput<"status.health">>("/api/health", signal);
  const parts = r.services.map((s) => s.name.toLowerCase()).join(" and ");
  return {
    status: r.status,
    configured: true,
    description: `API answers; ${parts} healthy${r.workerHeartbeatAgeSeconds === null ? "" : ` (worker heartbeat ${r.workerHeartbeatAgeSeconds} s ago)`}${r.workersAlive ? `; ${r.workersAlive} worker process${r.workersAlive === 1 ? "" : "es"} alive` : ""}`,
    serverTime: r.responseTime,
    lastChecked: new Date(r.timestamp),
  };
}

/** The check behind each card: GET /api/health for the API, /api/status/<service> for the others. */
function runCheck(key: ServiceKey, signal: AbortSignal): Promise<CheckAnswer> {
  return key === "health" ? healthCheck(signal) : serviceCheck(`/api/status/${key}`, signal);
}

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
  results: Partial<Record<ServiceKey, ServiceResult>>;
  /** The service being checked right now. */
  current: ServiceKey | null;
  running: boolean;
  samples: CheckSample[];
  /** Rounds of checks finished (the incident and on-time panels reload after each). */
  rounds: number;
}

type Action =
  | { type: "run-start" }
  | { type: "check-start"; key: ServiceKey }
  | { type: "check-done"; key: ServiceKey; result: ServiceResult }
  | { type: "run-end" };

const INITIAL: State = { results: {}, current: null, running: false, samples: [], rounds: 0 };

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
      return { ...state, running: false, current: null, rounds: state.rounds + 1 };
  }
}

/** Runs the six checks one after another on load, every 60 seconds and on demand. */
function useServiceChecks(services: ServiceInfo[]) {
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
        for (const service of services) {
          if (signal.aborted) return;
          dispatch({ type: "check-start", key: service.key });
          const started = performance.now();
          try {
            const answer = await runCheck(service.key, signal);
            const elapsedMs = Math.round(performance.now() - started);
            dispatch({ type: "check-done", key: service.key, result: { ...answer, elapsedMs } });
          } catch (error) {
            if (signal.aborted) return;
            const elapsedMs = Math.round(performance.now() - started);
            // A 503 names the service as the server knows it (the chosen AI text provider).
            const name = error instanceof CheckFailed && typeof error.serviceName === "string" ? error.serviceName : undefined;
            const title = `${name ?? service.name} is experiencing issues`;
            const message = error instanceof Error && error.message && error.message.length < 300 ? error.message : "The service did not answer.";
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
    [services],
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

const OVERALL_COLOR: Record<OverallStatus, string> = { checking: "blue", operational: "teal", degraded: "yellow", outage: "red" };

/** The board's icons, rendered by the server page (so their code is not part of the page's JavaScript). */
export interface StatusIcons {
  services: Record<ServiceKey, ReactNode>;
  overall: Record<Exclude<OverallStatus, "checking">, ReactNode>;
  refresh: ReactNode;
  incidents: { ongoing: ReactNode; resolved: ReactNode };
}

/**
 * A metric card's words, colour and icon, given by the server page (static: not part of the page's
 * JavaScript); the board fills in the value.
 */
export interface MetricInfo {
  key: "uptime" | "requests" | "responseTime" | "successRate";
  label: string;
  note: string;
  color: string;
  icon: ReactNode;
  testId: string;
}

function OverallBanner({
  overall,
  detail,
  running,
  onRefresh,
  icons,
}: {
  overall: OverallStatus;
  detail: string;
  running: boolean;
  onRefresh: () => void;
  icons: StatusIcons;
}) {
  const color = OVERALL_COLOR[overall];
  return (
    <Paper
      radius="md"
      data-testid="overall-status"
      data-status={overall}
      style={{
        backgroundColor: `var(--mantine-color-${color}-light)`,
        border: `1px solid var(--mantine-color-${color}-outline)`,
        padding: "var(--mantine-spacing-lg)",
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={48} radius="xl" color={color} variant="filled">
            {overall === "checking" ? <Loader size={22} color="white" /> : icons.overall[overall]}
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" style={{ color: `var(--mantine-color-${color}-light-color)` }} aria-live="polite">
              {OVERALL_TEXT[overall]}
            </Title>
            <Text size="sm" dimmed>
              {detail}
            </Text>
          </div>
        </Group>
        <ActionButton variant="default" leftSection={icons.refresh} onClick={onRefresh} loading={running} loaderSize="xs">
          Refresh
        </ActionButton>
      </Group>
    </Paper>
  );
}

function MetricCard({
  label,
  value,
  note,
  icon,
  color,
  testId,
}: {
  label: string;
  value: string;
  note: string;
  icon: ReactNode;
  color: string;
  testId: string;
}) {
  return (
    <Card padding="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" dimmed style={{ fontWeight: 500 }}>
            {label}
          </Text>
          <Text style={{ fontSize: "calc(1.75rem * var(--mantine-scale))", fontWeight: 700, lineHeight: 1.2 }} data-testid={testId}>
            {value}
          </Text>
          <Text size="xs" dimmed style={{ marginTop: "calc(0.25rem * var(--mantine-scale))" }}>
            {note}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" color={color}>
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

function ServiceCard({
  service,
  icon,
  result,
  checkingNow,
}: {
  service: ServiceInfo;
  icon: ReactNode;
  result: ServiceResult | undefined;
  checkingNow: boolean;
}) {
  const status: ServiceStatus = result?.status ?? "checking";
  const detail = result && !result.configured ? fallbackDetail(result.description) : "";
  return (
    <Card padding="lg" data-testid="service-card" data-service={service.key} data-status={status}>
      <Stack gap="sm" style={{ height: "100%" }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" color={STATUS_COLOR[status]}>
              {icon}
            </ThemeIcon>
            <Title order={3} size="h5">
              {result?.name ?? service.name}
            </Title>
          </Group>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {checkingNow && result && <Loader size={14} aria-label={`Checking ${service.name}`} />}
            <Badge color={STATUS_COLOR[status]} leftSection={status === "checking" ? <Loader size={10} color="gray" /> : undefined}>
              {STATUS_LABEL[status]}
            </Badge>
          </Group>
        </Group>
        {result ? (
          result.configured ? (
            <Text size="sm">{result.description}</Text>
          ) : (
            <div>
              <Text size="sm" style={{ fontWeight: 500, color: "var(--mantine-color-yellow-light-color)" }} data-testid="not-configured">
                {NOT_CONFIGURED}
              </Text>
              {detail && (
                <Text size="sm" dimmed>
                  {detail}
                </Text>
              )}
            </div>
          )
        ) : (
          <Text size="sm" dimmed>
            {service.about}
          </Text>
        )}
        <Group
          gap="lg"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)", marginTop: "auto", paddingTop: "var(--mantine-spacing-xs)" }}
        >
          <div>
            <Text size="xs" dimmed>
              Last checked
            </Text>
            <Text size="sm" style={{ fontWeight: 500 }} data-testid="last-checked">
              {result ? formatTime(result.lastChecked) : "—"}
            </Text>
          </div>
          <div>
            <Text size="xs" dimmed>
              Response time
            </Text>
            <Text
              size="sm"
              style={{ fontWeight: 500 }}
              data-testid="response-time"
              title={result?.serverTime != null ? `Server-side check: ${result.serverTime} ms` : undefined}
            >
              {result ? `${result.elapsedMs} ms` : "—"}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The live part of /status: the overall banner with Refresh, the metrics, the six service cards,
 * the on-time publishing panel and the recent incidents. `services`, `metrics` and `icons` come from the page.
 */
export function StatusBoard({ services, metrics: metricCards, icons }: { services: ServiceInfo[]; metrics: MetricInfo[]; icons: StatusIcons }) {
  const { results, current, running, samples, rounds, refresh } = useServiceChecks(services);
  const statuses = services.map((s) => results[s.key]?.status ?? "checking");
  const overall = overallStatus(statuses);
  const metrics = healthMetrics(samples);
  const values: Record<MetricInfo["key"], string> = {
    uptime: metrics.uptime,
    requests: String(metrics.totalRequests),
    responseTime: metrics.avgResponseTime === null ? "—" : `${metrics.avgResponseTime} ms`,
    successRate: metrics.successRate === null ? "—" : `${metrics.successRate}%`,
  };

  const lastChecked = services
    .map((s) => results[s.key]?.lastChecked)
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const checkingName = services.find((s) => s.key === current)?.name;
  const detail =
    running && checkingName
      ? `Checking ${checkingName}…`
      : lastChecked
        ? `Last updated ${formatTime(lastChecked)} · checks run again every 60 seconds`
        : "Checking each service in turn…";

  return (
    <>
      <OverallBanner overall={overall} detail={detail} running={running} onRefresh={refresh} icons={icons} />

      <Grid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {metricCards.map((m) => (
          <MetricCard key={m.key} label={m.label} value={values[m.key]} note={m.note} icon={m.icon} color={m.color} testId={m.testId} />
        ))}
      </Grid>

      <Stack gap="md" component="section" aria-labelledby="services-title">
        <Title order={2} size="h3" id="services-title">
          Services
        </Title>
        <Grid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {services.map((service) => (
            <ServiceCard
              key={service.key}
              service={service}
              icon={icons.services[service.key]}
              result={results[service.key]}
              checkingNow={current === service.key}
            />
          ))}
        </Grid>
      </Stack>

      <Suspense fallback={null}>
        <PublishingOnTime reloadKey={rounds} />
        <RecentIncidents reloadKey={rounds} bullets={icons.incidents} />
      </Suspense>
    </>
  );
}
