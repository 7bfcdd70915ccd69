/**
 * /status: the heading is server-rendered; the board (checks run from the browser one after
 * another) is a client island built from Mantine's classes without Mantine's React code
 * (src/components/static). Its icons are rendered here, so their code stays out of the browser.
 */
import {
  IconAlertTriangle,
  IconApi,
  IconChartLine,
  IconCheck,
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
} from "@tabler/icons-react";
import { Container, Stack } from "@/components/static/layout";
import { Text, Title } from "@/components/static/text";
import { DEFAULT_TEXT_GENERATOR, TEXT_GENERATORS } from "@/lib/ai-generators";
import { StatusBoard, type MetricInfo, type StatusIcons } from "@/app/(site)/status/StatusBoard";
import type { ServiceInfo } from "@/app/(site)/status/status-model";
import { pageMetadata } from "@/app/(site)/_shared/metadata";

export const metadata = pageMetadata(
  "Service Status",
  "Live status of the PostPilot API, database, AI text and media providers, e-mail and sign-in, with recent incidents.",
);

/** The six cards, checked one after another in this order (spec part 2 §7). */
const SERVICES: ServiceInfo[] = [
  { key: "health", name: "API", about: "REST and tRPC API with its database and job queue" },
  { key: "database", name: "Database", about: "PostgreSQL: posts, accounts and users" },
  // The provider an admin picked names the card once its check answers; until then the default one.
  { key: "openai", name: `AI text (${TEXT_GENERATORS[DEFAULT_TEXT_GENERATOR].label})`, about: "Post writing, suggestions and content plans" },
  { key: "falai", name: "AI media (fal.ai)", about: "AI images and short videos" },
  { key: "email", name: "E-mail", about: "Contact messages and notifications" },
  { key: "auth", name: "Authentication", about: "Sign-in, sessions and API tokens" },
];

const ICONS: StatusIcons = {
  services: {
    health: <IconApi size={22} />,
    database: <IconDatabase size={22} />,
    openai: <IconSparkles size={22} />,
    falai: <IconMovie size={22} />,
    email: <IconMail size={22} />,
    auth: <IconLock size={22} />,
  },
  overall: { operational: <IconCircleCheck size={28} />, degraded: <IconAlertTriangle size={28} />, outage: <IconCircleX size={28} /> },
  refresh: <IconRefresh size={18} />,
  incidents: { ongoing: <IconAlertTriangle size={16} />, resolved: <IconCheck size={16} /> },
};

/** The four metric cards' words (the board fills in the figures). */
const METRICS: MetricInfo[] = [
  { key: "uptime", label: "Uptime", note: "Service level target", color: "teal", icon: <IconTargetArrow size={24} />, testId: "metric-uptime" },
  {
    key: "requests",
    label: "Total Requests",
    note: "Status checks run from this page",
    color: "indigo",
    icon: <IconChartLine size={24} />,
    testId: "metric-requests",
  },
  {
    key: "responseTime",
    label: "Avg Response Time",
    note: "Round trip, measured in your browser",
    color: "blue",
    icon: <IconClock size={24} />,
    testId: "metric-response-time",
  },
  {
    key: "successRate",
    label: "Success Rate",
    note: "Of the checks run from this page",
    color: "green",
    icon: <IconCircleCheck size={24} />,
    testId: "metric-success-rate",
  },
];

export default function StatusPage() {
  return (
    <Container size="lg" style={{ paddingBlock: "calc(3rem * var(--mantine-scale))" }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Service Status</Title>
          <Text size="lg" dimmed>
            Live checks of the services PostPilot depends on, run from your browser one after another.
          </Text>
        </Stack>
        <StatusBoard services={SERVICES} metrics={METRICS} icons={ICONS} />
      </Stack>
    </Container>
  );
}
