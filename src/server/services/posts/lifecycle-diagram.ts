/**
 * docs/post-lifecycle.md, drawn from the lifecycle table: a state diagram (Mermaid) of every
 * allowed move and a table of every refusal. `npx tsx scripts/lifecycle-diagram.ts` writes it;
 * lifecycle.test.ts fails when the file and the table differ.
 */
import {
  FROM_STATES,
  LIFECYCLE,
  POST_ACTIONS,
  POST_STATUSES,
  rowOf,
  SETTLEMENTS,
  verdict,
  type FromState,
  type Move,
  type PostAction,
} from "./lifecycle";

const SENDS = { at: " (goes out at its date)", now: " (goes out now)", asked: " (goes out as its author asked)" } as const;
const ASKS = { at: "asks for its date", now: "asks to go out now", kept: "asks what it asked" } as const;

/** A move's words after its status: how it goes out, or what a submission asks for. */
function how(move: Move): string {
  if (move.sends) return SENDS[move.sends];
  return move.asks ? ` (${ASKS[move.asks]})` : "";
}

function node(state: FromState | "deleted"): string {
  return state === "new" || state === "deleted" ? "[*]" : state;
}

/** The Mermaid state diagram: one arrow per (from, to, how it goes out), labelled with every action taking it, then the worker's. */
export function lifecycleMermaid(): string {
  const arrows = new Map<string, string[]>();
  const add = (from: FromState, move: Move | undefined, label: string) => {
    if (!move) return;
    const key = `${node(from)} --> ${node(move.to)}${how(move)}`;
    arrows.set(key, [...(arrows.get(key) ?? []), label]);
  };
  for (const action of POST_ACTIONS) {
    for (const from of FROM_STATES) add(from, rowOf(action).from[from], rowOf(action).label);
  }
  // Submissions: the moves of an actor whose posts need approval (only where they differ).
  for (const action of POST_ACTIONS) {
    for (const from of FROM_STATES) add(from, rowOf(action).reviewed?.[from], `${rowOf(action).label} [needs approval]`);
  }
  const lines = [...arrows.entries()].map(([key, labels]) => {
    const [edge, words = ""] = key.split(/(?= \((?:goes out|asks))/);
    return `  ${edge}: ${labels.join(", ")}${words}`;
  });
  const settled = SETTLEMENTS.map((s) => `  ${s.from} --> ${s.to}: ${s.label}`);
  return ["```mermaid", "stateDiagram-v2", ...lines, ...settled, "```"].join("\n");
}

function cell(action: PostAction, from: FromState, video: boolean): string {
  const row = rowOf(action);
  // Actions on a stored post have no door without one.
  if (from === "new" && !row.from.new && !row.refusalFrom?.new) return "";
  const said = verdict(action, from, video);
  const reviewed = verdict(action, from, video, true);
  const needsApproval =
    reviewed.allowed && reviewed.move !== (said.allowed ? said.move : null) ? `; needing approval: → ${reviewed.move.to}${how(reviewed.move)}` : "";
  if (!said.allowed) return `refused: ${said.message}${needsApproval}`;
  return `→ ${said.move.to}${how(said.move)}${needsApproval}`;
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
    "Approval (the workspace's policy: everyone, contributors or never): where it applies to the member acting, the moves",
    'marked "needing approval" / "[needs approval]" are taken instead: the post is submitted to in_review, keeping what',
    "was asked. Nothing in_review or changes_requested is ever claimed for publishing; approving sends it as asked (a time",
    "that passed while in review needs a new one).",
    "",
    header,
    rule,
    ...rows,
    "",
  ].join("\n");
}
