
import { renderToStaticMarkup } from "react-dom/server";
import { MantineProvider, Button, Badge, Card, Text, Alert, Anchor, Group, Stack } from "@mantine/core";
import { theme, cssVariablesResolver } from "@/components/theme";
export function dump() {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false}>
      <Button size="xs" color="teal" leftSection={<b/>} onClick={() => {}} aria-label="x">Approve</Button>
      {"\n"}
      <Button size="xs" color="teal" loading leftSection={<b/>}>Approve</Button>
      {"\n"}
      <Button size="xs" variant="default" disabled leftSection={<b/>}>Edit</Button>
      {"\n"}
      <Button size="xs" variant="subtle" color="red" leftSection={<b/>}>Delete</Button>
      {"\n"}
      <Button size="xs" variant="light" color="orange" leftSection={<b/>}>RC</Button>
      {"\n"}
      <Badge color="teal" variant="light" size="sm">Published</Badge>
      {"\n"}
      <Badge variant="outline" color="gray" size="sm" tt="none">X</Badge>
      {"\n"}
      <Card withBorder radius="md" padding="md" data-testid="post-card">c</Card>
      {"\n"}
      <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>t</Text>
      {"\n"}
      <Text size="xs" c="dimmed">t</Text>
      {"\n"}
      <Alert color="red" variant="light" p="xs" icon={<b/>} title="T">a</Alert>
      {"\n"}
      <Anchor href="/x" target="_blank" size="xs">a</Anchor>
      {"\n"}
      <Group gap={6}>g</Group><Group gap={2} c="dimmed" wrap="nowrap" title="m">g</Group>
      {"\n"}
      <Group gap="xs" mt="auto" pt="xs" justify="flex-end">g</Group>
      {"\n"}
      <Stack gap="sm" h="100%">s</Stack>
    </MantineProvider>,
  );
  return html;
}
