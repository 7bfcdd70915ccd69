"use client";
import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { ScrollTable, Caption, Thead, Tbody, Tr, Th, Td } from "@/components/static/table";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { DeferredSelect } from "@/components/DeferredSelect";
import { LinkAnchor } from "@/components/links";
import { notifyServerError } from "@/components/posts/feedback";
import { formatCount } from "@/lib/numbers";
import { POST_NETWORKS, networkLabel } from "@/lib/networks";
import { POST_STATUSES } from "@/lib/post-statuses";
import { useTRPC } from "@/trpc/react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

/** What the upload and imports.get answer: the router's own output type (one home for its shape). */
type ImportReport = inferRouterOutputs<AppRouter>["imports"]["get"]["import"];
type Problem = ImportReport["problems"][number];

async function uploadImport(file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/api/imports/upload", { method: "POST", body, credentials: "same-origin" });
  const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string; import?: ImportReport } | null;
  if (!response.ok || !answer?.success || !answer.import) throw new Error(answer?.message || `Upload failed (HTTP ${response.status}).`);
  return answer.import;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

function ProblemTable({ problems, caption, testId }: { problems: Problem[]; caption: string; testId: string }) {
  if (problems.length === 0) return null;
  return (
    <ScrollTable minWidth={480} maxHeight={420} withTableBorder data-testid={testId} captionSide="top">
      <Caption side="top">{caption}</Caption>
      <Thead>
        <Tr>
          <Th scope="col">Row</Th>
          <Th scope="col">Column</Th>
          <Th scope="col">Problem</Th>
        </Tr>
      </Thead>
      <Tbody>
        {problems.map((p, i) => (
          <Tr key={`${p.row}-${p.column}-${i}`} data-testid="problem-row" striped>
            <Td>{p.file ? "file" : p.row}</Td>
            <Td>{p.column}</Td>
            <Td>{p.message}</Td>
          </Tr>
        ))}
      </Tbody>
    </ScrollTable>
  );
}

function ImportSection() {
  const trpc = useTRPC();
  const params = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mode, setMode] = useState<"all_or_nothing" | "skip_bad">("all_or_nothing");
  const shownId = report?.id ?? params.get("import");
  const upload = useMutation({
    mutationFn: uploadImport,
    onSuccess: (answer) => {
      setUploadError(null);
      setReport(answer);
      setMode(answer.problemRows > 0 ? "skip_bad" : "all_or_nothing");
    },
    onError: (error: Error) => {
      setReport(null);
      setUploadError(error.message);
    },
  });
  const run = useMutation(trpc.imports.run.mutationOptions());
  const live = useQuery({
    ...trpc.imports.get.queryOptions({ id: shownId ?? "" }),
    enabled: !!shownId,
    refetchInterval: (query) => {
      const status = query.state.data?.import.status;
      return status === "queued" || status === "running" ? 1000 : false;
    },
  });
  const current: ImportReport | null = (live.data?.import as ImportReport | undefined) ?? report;
  const running = current?.status === "queued" || current?.status === "running";
  const done = current?.status === "finished" || current?.status === "failed";

  function check() {
    if (!file) {
      setUploadError("Choose a CSV or JSON file first.");
      return;
    }
    run.reset();
    upload.mutate(file);
  }

  function start() {
    if (!current) return;
    run.mutate(
      { id: current.id, mode },
      {
        onSuccess: () => void live.refetch(),
        onError: (error) => notifyServerError(error, "The import could not start."),
      },
    );
  }

  const canImport =
    current?.status === "checked" && !current.fileProblems && current.readyRows > 0 && (mode === "skip_bad" || current.problemRows === 0);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="import-title">
      <Stack gap="md">
        <Title order={2} id="import-title">
          Import posts
        </Title>
        <Text>
          One row per post: its text, its networks, a time with its offset (empty: a draft) and media by URL. Start from a template:{" "}
          <Anchor href="/api/imports/template?format=csv" download>
            CSV template
          </Anchor>{" "}
          or{" "}
          <Anchor href="/api/imports/template?format=json" download>
            JSON template
          </Anchor>
          . Nothing is created until you import the checked file; a file uploaded again skips the rows already imported.
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label="File to import (CSV or JSON, up to 10 MB)"
            placeholder="Choose a file"
            accept=".csv,.json,text/csv,application/json"
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ "aria-label": "Clear the chosen file" }}
            w={360}
            data-testid="import-file"
          />
          <Button leftSection={<IconFileImport size={18} />} onClick={check} loading={upload.isPending}>
            Check file
          </Button>
        </Group>
        {uploadError && (
          <Alert color="red" title="The file could not be checked" role="alert">
            {uploadError}
          </Alert>
        )}

        {current && (
          <Stack gap="sm" data-testid="import-report">
            <Title order={3}>Report for {current.fileName}</Title>
            <Text data-testid="import-summary">
              {plural(current.totalRows, "row")}: {plural(current.readyRows, "row")} ready to import, {plural(current.problemRows, "row")} with
              problems
              {current.duplicateRows > 0 ? `, ${plural(current.duplicateRows, "row")} imported already (skipped)` : ""}.
            </Text>
            {current.fileProblems && (
              <Alert color="red" title="Fix the file's columns">
                Fix the problems marked “file” and upload it again.
              </Alert>
            )}
            <ProblemTable problems={current.problems} caption="Problems found by the dry run" testId="import-problems" />
            {current.problemRows > 0 && current.status === "checked" && (
              <Text size="sm" c="dimmed">
                Fix these rows in your file and choose it again above, or import skipping them.
              </Text>
            )}

            {current.status === "checked" && !current.fileProblems && current.readyRows > 0 && (
              <Stack gap="sm">
                <Radio.Group label="How to import" value={mode} onChange={(value) => setMode(value as typeof mode)}>
                  <Stack gap="xs" mt="xs">
                    <Radio value="all_or_nothing" label="All or nothing: import only if every row is fine" />
                    <Radio value="skip_bad" label="Skip the rows with problems and import the rest" />
                  </Stack>
                </Radio.Group>
                <Group>
                  <Button onClick={start} loading={run.isPending} disabled={!canImport}>
                    Import {plural(current.readyRows, "post")}
                  </Button>
                </Group>
              </Stack>
            )}

            {running && (
              <Stack gap={4}>
                <Text id="import-progress-label">
                  Importing: {formatCount(current.processed)} of {formatCount(current.readyRows)} rows
                </Text>
                <Progress
                  value={current.readyRows ? (100 * current.processed) / current.readyRows : 0}
                  aria-labelledby="import-progress-label"
                  animated
                />
              </Stack>
            )}

            {done && (
              <Alert
                color={current.status === "finished" ? "green" : "red"}
                title={current.status === "finished" ? "Import finished" : "Import failed"}
                data-testid="import-result"
                role="status"
              >
                {current.status === "finished"
                  ? `${plural(current.created, "post")} created, ${plural(current.skipped, "row")} skipped as imported already, ${plural(current.failed, "row")} failed.`
                  : current.error}{" "}
                <LinkAnchor href="/posts?tab=scheduled">See your posts</LinkAnchor>
              </Alert>
            )}
            <ProblemTable problems={current.failures} caption="Rows that failed during the import" testId="import-failures" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ExportSection() {
  const [format, setFormat] = useState("csv");
  const [status, setStatus] = useState<string | null>(null);
  const [network, setNetwork] = useState<string | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const query = new URLSearchParams({ format });
  if (status) query.set("status", status);
  if (network) query.set("network", network);
  if (from) query.set("from", new Date(`${from}T00:00:00`).toISOString());
  if (to) query.set("to", new Date(`${to}T23:59:59.999`).toISOString());

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="export-title">
      <Stack gap="md">
        <Title order={2} id="export-title">
          Export posts
        </Title>
        <Text>Your posts with their outcome on each network and their links, as a file you can import again.</Text>
        <Group align="flex-end" gap="sm">
          <DeferredSelect
            label="Status"
            placeholder="Every status"
            data={POST_STATUSES.map((s) => ({ value: s, label: s.replace("_", " ") }))}
            value={status}
            onChange={setStatus}
            clearable
            w={180}
          />
          <DeferredSelect
            label="Network"
            placeholder="Every network"
            data={POST_NETWORKS.map((n) => ({ value: n, label: networkLabel(n) }))}
            value={network}
            onChange={setNetwork}
            clearable
            w={200}
          />
          <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170} />
          <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
          <DeferredSelect
            label="Format"
            data={[
              { value: "csv", label: "CSV" },
              { value: "json", label: "JSON" },
            ]}
            value={format}
            onChange={(v) => setFormat(v ?? "csv")}
            allowDeselect={false}
            w={120}
          />
          <Button component="a" href={`/api/exports/posts/download?${query}`} download leftSection={<IconDownload size={18} />}>
            Download export
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /posts/import: import posts from a file (dry run, then import) and export them (issue 28). */
export function ImportExportView() {
  return (
    <Stack gap="lg" data-testid="import-page">
      <div>
        <Title order={1}>Import and export posts</Title>
        <Text c="dimmed">
          Move many posts in or out at once. <LinkAnchor href="/posts">Back to posts</LinkAnchor>
        </Text>
      </div>
      <ImportSection />
      <ExportSection />
    </Stack>
  );
}
