/**
 * docs/post-lifecycle.md, drawn from the lifecycle table: a state diagram (Mermaid) of every
 * allowed move and a table of every refusal. `npx tsx scripts/lifecycle-diagram.ts` writes it;
 * lifecycle.test.ts fails when the file and the table differ.
 */
import { FROM_STATES, LIFECYCLE, POST_ACTIONS, POST_STATUSES, rowOf, SETTLEMENTS, verdict, type FromState, type PostAction } from "./lifecycle";

const SENDS = { at: " (goes out at its date)", now: " (goes out now)", asked: " (goes out as its author asked)" } as const;

function node(state: FromState | "deleted"): string {
  return state === "new" || state === "deleted" ? "[*]" : state;
}

/** The Mermaid state diagram: one arrow per (from, to, how it goes out), labelled with every action taking it, then the worker's. */
export function lifecycleMermaid(): string {
  const arrows = new Map<string, string[]>();
  for (const action of POST_ACTIONS) {
    for (const from of FROM_STATES) {
      const move = rowOf(action).from[from];
      if (!move) continue;
      const key = `${node(from)} --> ${node(move.to)}${move.sends ? SENDS[move.sends] : ""}`;
      arrows.set(key, [...(arrows.get(key) ?? []), rowOf(action).label]);
    }
  }
  const lines = [...arrows.entries()].map(([key, labels]) => {
    const [edge, how = ""] = key.split(/(?= \(goes out)/);
    return `  ${edge}: ${labels.join(", ")}${how}`;
  });
  const settled = SETTLEMENTS.map((s) => `  ${s.from} --> ${s.to}: ${s.label}`);
  return ["```mermaid", "stateDiagram-v2", ...lines, ...settled, "```"].join("\n");
}

function cell(action: PostAction, from: FromState, video: boolean): string {
  const row = rowOf(action);
  // Actions on a stored post have no door without one.
  if (from === "new" && !row.from.new && !row.refusalFrom?.new) return "";
  const said = verdict(action, from, video);
  if (!said.allowed) return `refused: ${said.message}`;
  return `→ ${said.move.to}${said.move.sends ? SENDS[said.move.sends] : ""}`;
}

/** The whole of docs/post-lifecycle.md. */
export function lifecycleDocument(): string {
  const header = `| action | ${FROM_STATES.join(" | ")} | an AI video's post | in flight | answers |`;
  const rule = `|${" --- |".repeat(FROM_STATES.length + 4)}`;
  const rows = POST_ACTIONS.map((action) => {
    const row = LIFECYCLE[action];
    const video = row.videoPosts === "refused" ? "refused (published: as published)" : "as any post";
    const cells = FROM_STATES.map((from) => cell(action, from, false));
    return `| ${row.label} (\`${action}\`; ${row.doors.join(", ")}) | ${cells.join(" | ")} | ${video} | ${row.inFlight === "refuse" ? "refused" : "allowed"} | ${row.answers} |`;
  });
  return [
    "# The post lifecycle",
    "",
    "Generated from `src/server/services/posts/lifecycle.ts` by `npx tsx scripts/lifecycle-diagram.ts`; do not edit by hand",
    "(`src/server/services/posts/lifecycle.test.ts` fails when this file and the table differ).",
    "",
    `Statuses: ${POST_STATUSES.join(", ")}; \`[*]\` is "no post" (created by the move, or deleted).`,
    "",
    lifecycleMermaid(),
    "",
    "Every move that goes out starts a new publish attempt, queued after the commit. An attempt never posts again to a",
    "network an earlier attempt of the post published to: a failed post that is republished (even with edited text) skips",
    "the networks it reached, which keep the text they received. While a publish of the post's current attempt is reaching",
    'networks, a change is refused ("in flight").',
    "",
    header,
    rule,
    ...rows,
    "",
  ].join("\n");
}
