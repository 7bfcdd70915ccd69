import { IconFileCode, IconLock, IconWorld } from "@tabler/icons-react";
import { METHOD_COLOR, type EndpointDoc, type EndpointGroup, type FieldDoc } from "@/app/(site)/docs/api-reference";
import { AccordionRoot, Badge, BorderedScrollTable, Card, Code, List, PlainAnchor } from "@/components/static/docs";
import { AccordionItem } from "@/components/static/docs-client";
import { Tbody, Td, Th, Thead, Tr } from "@/components/static/table";
import { Group, Stack, hiddenFrom, visibleFrom } from "@/components/static/layout";
import { ListItem, Text, Title } from "@/components/static/text";

/** The served OpenAPI document (src/app/api/openapi.json). */
export const OPENAPI_URL = "/api/openapi.json";

const MONO = "var(--mantine-font-family-monospace)";

function FieldTable({ title, fields, showLocation = false }: { title: string; fields: FieldDoc[]; showLocation?: boolean }) {
  if (fields.length === 0) return null;
  return (
    <div>
      <Text size="sm" style={{ marginBottom: "calc(0.25rem * var(--mantine-scale))", fontWeight: 600 }}>
        {title}
      </Text>
      <BorderedScrollTable minWidth={520} verticalSpacing={6} fz="sm">
        <Thead>
          <Tr>
            <Th>Name</Th>
            {showLocation && <Th>In</Th>}
            <Th>Type</Th>
            <Th>Required</Th>
            <Th>Notes</Th>
          </Tr>
        </Thead>
        <Tbody>
          {fields.map((field) => (
            <Tr key={`${field.location}:${field.name}`}>
              <Td>
                <Code>{field.name}</Code>
              </Td>
              {showLocation && <Td>{field.location}</Td>}
              <Td style={{ wordBreak: "break-word" }}>
                <Text size="sm" dimmed style={{ fontFamily: MONO }}>
                  {field.type}
                </Text>
              </Td>
              <Td>{field.required ? "yes" : "no"}</Td>
              <Td>
                <Text size="xs" dimmed>
                  {field.notes}
                </Text>
              </Td>
            </Tr>
          ))}
        </Tbody>
      </BorderedScrollTable>
    </div>
  );
}

function AuthBadge({ requiresAuth }: { requiresAuth: boolean }) {
  return requiresAuth ? (
    <Badge color="gray" size="sm" leftSection={<IconLock size={12} />}>
      Bearer token
    </Badge>
  ) : (
    <Badge color="teal" size="sm" leftSection={<IconWorld size={12} />}>
      Public
    </Badge>
  );
}

function Endpoint({ endpoint, id }: { endpoint: EndpointDoc; id: string }) {
  const nothingToSend = endpoint.parameters.length === 0 && endpoint.body.length === 0;
  return (
    <AccordionItem
      id={id}
      variant="contained"
      data-testid="api-endpoint"
      data-endpoint={`${endpoint.method} ${endpoint.path}`}
      control={
        <Group gap="sm" wrap="wrap" align="center">
          <Badge variant="filled" color={METHOD_COLOR[endpoint.method]} radius="sm" style={{ width: "calc(4.5rem * var(--mantine-scale))" }}>
            {endpoint.method}
          </Badge>{" "}
          <Text size="sm" style={{ wordBreak: "break-all", fontFamily: MONO, fontWeight: 600 }}>
            {endpoint.path}
          </Text>{" "}
          <Text size="sm" dimmed className={visibleFrom("sm")}>
            {endpoint.summary}
          </Text>
          <Group gap={4} style={{ marginLeft: "auto" }}>
            <AuthBadge requiresAuth={endpoint.requiresAuth} />
          </Group>
        </Group>
      }
    >
      <Stack gap="md">
        {endpoint.summary && (
          <Text size="sm" className={hiddenFrom("sm")}>
            {endpoint.summary}
          </Text>
        )}
        <Text size="sm" dimmed>
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
          <Text size="sm" dimmed>
            No parameters and no request body.
          </Text>
        )}
        {endpoint.response.length > 0 && (
          <Text size="sm">
            <Text component="span" style={{ fontWeight: 600 }}>
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
    <Card component="section" aria-labelledby="api-auth-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="api-auth-title">
          Authentication
        </Title>
        <List ordered spacing={6} size="sm">
          <ListItem>
            Sign in with <Code>POST /api/auth/login</Code> and your e-mail and password; the answer carries a <Code>token</Code>.
          </ListItem>
          <ListItem>
            Send it with every call that needs it: <Code>Authorization: Bearer &lt;token&gt;</Code>. Endpoints marked <strong>Public</strong> need no
            token.
          </ListItem>
          <ListItem>
            Errors are JSON <Code>{"{ success: false, message }"}</Code> with the matching HTTP status (401 without a valid token, 400 for invalid
            input).
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
        <Text dimmed>
          Every endpoint of the REST API ({count} in all), generated from the server&apos;s own OpenAPI document, so this page always matches the
          running version. Base URL: <Code>{baseUrl}</Code>
        </Text>
        <PlainAnchor
          href={OPENAPI_URL}
          target="_blank"
          rel="noopener"
          style={{ alignItems: "center", gap: 6, marginTop: "var(--mantine-spacing-xs)", display: "inline-flex" }}
        >
          <IconFileCode size={18} aria-hidden />
          OpenAPI 3 document ({OPENAPI_URL})
        </PlainAnchor>
      </div>

      <Authentication baseUrl={baseUrl} />

      {groups.map((group, groupIndex) => (
        <Stack key={group.tag} gap="sm" component="section" aria-labelledby={`api-${group.tag}`} data-testid="api-group">
          <Group gap="xs" align="baseline">
            <Title order={3} size="h4" id={`api-${group.tag}`}>
              {group.title}
            </Title>
            <Text size="sm" dimmed>
              {group.endpoints.length} {group.endpoints.length === 1 ? "endpoint" : "endpoints"}
            </Text>
          </Group>
          <AccordionRoot variant="contained">
            {group.endpoints.map((endpoint, index) => (
              <Endpoint key={endpoint.id} endpoint={endpoint} id={`api-endpoint-${groupIndex}-${index}`} />
            ))}
          </AccordionRoot>
        </Stack>
      ))}
    </Stack>
  );
}
