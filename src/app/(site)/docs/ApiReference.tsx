import {
  Accordion,
  AccordionControl,
  AccordionItem,
  AccordionPanel,
  Anchor,
  Badge,
  Card,
  Code,
  Group,
  List,
  ListItem,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from "@mantine/core";
import { IconFileCode, IconLock, IconWorld } from "@tabler/icons-react";
import { METHOD_COLOR, type EndpointDoc, type EndpointGroup, type FieldDoc } from "@/app/(site)/docs/api-reference";

/** The served OpenAPI document (src/app/api/openapi.json). */
export const OPENAPI_URL = "/api/openapi.json";

function FieldTable({ title, fields, showLocation = false }: { title: string; fields: FieldDoc[]; showLocation?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <TableScrollContainer minWidth={520}>
        <Table withTableBorder verticalSpacing={6} fz="sm">
          <TableThead>
            <TableTr>
              <TableTh>Name</TableTh>
              {showLocation && <TableTh>In</TableTh>}
              <TableTh>Type</TableTh>
              <TableTh>Required</TableTh>
              <TableTh>Notes</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {fields.map((field) => (
              <TableTr key={`${field.location}:${field.name}`}>
                <TableTd>
                  <Code>{field.name}</Code>
                </TableTd>
                {showLocation && <TableTd>{field.location}</TableTd>}
                <TableTd style={{ wordBreak: "break-word" }}>
                  <Text size="sm" ff="monospace" c="dimmed">
                    {field.type}
                  </Text>
                </TableTd>
                <TableTd>{field.required ? "yes" : "no"}</TableTd>
                <TableTd>
                  <Text size="xs" c="dimmed">
                    {field.notes}
                  </Text>
                </TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>
    </div>
  );
}

function AuthBadge({ requiresAuth }: { requiresAuth: boolean }) {
  return requiresAuth ? (
    <Badge variant="light" color="gray" size="sm" leftSection={<IconLock size={12} />}>
      Bearer token
    </Badge>
  ) : (
    <Badge variant="light" color="teal" size="sm" leftSection={<IconWorld size={12} />}>
      Public
    </Badge>
  );
}

function Endpoint({ endpoint }: { endpoint: EndpointDoc }) {
  const nothingToSend = endpoint.parameters.length === 0 && endpoint.body.length === 0;
  return (
    <AccordionItem value={endpoint.id} data-testid="api-endpoint" data-endpoint={`${endpoint.method} ${endpoint.path}`}>
      <AccordionControl>
        <Group gap="sm" wrap="wrap" align="center">
          <Badge color={METHOD_COLOR[endpoint.method]} variant="filled" w={72} radius="sm">
            {endpoint.method}
          </Badge>{" "}
          <Text ff="monospace" fw={600} size="sm" style={{ wordBreak: "break-all" }}>
            {endpoint.path}
          </Text>{" "}
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {endpoint.summary}
          </Text>
          <Group ml="auto" gap={4}>
            <AuthBadge requiresAuth={endpoint.requiresAuth} />
          </Group>
        </Group>
      </AccordionControl>
      <AccordionPanel>
        <Stack gap="md">
          {endpoint.summary && (
            <Text size="sm" hiddenFrom="sm">
              {endpoint.summary}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {endpoint.requiresAuth ? (
              <>
                Send <Code>Authorization: Bearer &lt;token&gt;</Code>.
              </>
            ) : (
              "No token needed."
            )}
          </Text>
          <FieldTable title="Parameters" fields={endpoint.parameters} showLocation />
          <FieldTable title="Request body (JSON)" fields={endpoint.body} />
          {nothingToSend && (
            <Text size="sm" c="dimmed">
              No parameters and no request body.
            </Text>
          )}
          {endpoint.response.length > 0 && (
            <Text size="sm">
              <Text span fw={600}>
                Answers
              </Text>{" "}
              {endpoint.response.map((field, index) => (
                <span key={field.name}>
                  {index > 0 && ", "}
                  <Code>{field.name}</Code>
                </span>
              ))}
            </Text>
          )}
        </Stack>
      </AccordionPanel>
    </AccordionItem>
  );
}

function Authentication({ baseUrl }: { baseUrl: string }) {
  const login = `curl -X POST ${baseUrl}/auth/login \\
  -H "Content-Type: application/json" \\
  -d '{"email": "you@example.com", "password": "your-password"}'

# → { "success": true, "token": "eyJhbGciOi…", "user": { … } }`;
  const call = `curl ${baseUrl}/dashboard \\
  -H "Authorization: Bearer eyJhbGciOi…"`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="api-auth-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="api-auth-title">
          Authentication
        </Title>
        <List type="ordered" spacing={6} size="sm">
          <ListItem>
            Sign in with <Code>POST /api/auth/login</Code> and your e-mail and password; the answer carries a{" "}
            <Code>token</Code>.
          </ListItem>
          <ListItem>
            Send it with every call that needs it: <Code>Authorization: Bearer &lt;token&gt;</Code>. Endpoints marked{" "}
            <strong>Public</strong> need no token.
          </ListItem>
          <ListItem>
            Errors are JSON <Code>{"{ success: false, message }"}</Code> with the matching HTTP status (401 without a
            valid token, 400 for invalid input).
          </ListItem>
        </List>
        <Code block>{login}</Code>
        <Code block>{call}</Code>
      </Stack>
    </Card>
  );
}

export function ApiReference({ groups, baseUrl }: { groups: EndpointGroup[]; baseUrl: string }) {
  const count = groups.reduce((sum, group) => sum + group.endpoints.length, 0);
  return (
    <Stack gap="xl">
      <div>
        <Title order={2} size="h3">
          API Reference
        </Title>
        <Text c="dimmed">
          Every endpoint of the REST API ({count} in all), generated from the server&apos;s own OpenAPI document, so this
          page always matches the running version. Base URL: <Code>{baseUrl}</Code>
        </Text>
        <Anchor href={OPENAPI_URL} target="_blank" rel="noopener" mt="xs" display="inline-flex" style={{ alignItems: "center", gap: 6 }}>
          <IconFileCode size={18} aria-hidden />
          OpenAPI 3 document ({OPENAPI_URL})
        </Anchor>
      </div>

      <Authentication baseUrl={baseUrl} />

      {groups.map((group) => (
        <Stack key={group.tag} gap="sm" component="section" aria-labelledby={`api-${group.tag}`} data-testid="api-group">
          <Group gap="xs" align="baseline">
            <Title order={3} size="h4" id={`api-${group.tag}`}>
              {group.title}
            </Title>
            <Text size="sm" c="dimmed">
              {group.endpoints.length} {group.endpoints.length === 1 ? "endpoint" : "endpoints"}
            </Text>
          </Group>
          <Accordion variant="contained" multiple chevronPosition="right">
            {group.endpoints.map((endpoint) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} />
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
