/**
 * Team workspaces by plan (issue 26; docs/decisions.md "Team workspaces and members"): who may own
 * one, how many, and how many members each holds. Pure: the server's rules, the switcher and
 * /pricing read the same table.
 */
import type { AccessSubject } from "./access";

export interface TeamAllowance {
  /** Team workspaces the user may own (personal not counted). */
  workspaces: number;
  /** Members per team workspace, the owner included. */
  members: number;
}

/** By subscription name; a plan not listed has no team workspaces. */
export const TEAM_PLANS: Readonly<Record<string, TeamAllowance>> = {
  Pro: { workspaces: 3, members: 5 },
  Enterprise: { workspaces: 20, members: 25 },
};

/** The team allowance of a user (admins get Enterprise's), or null when their plan has none. */
export function teamAllowance(user: AccessSubject | null | undefined): TeamAllowance | null {
  if (!user) return null;
  if (user.role === "admin") return TEAM_PLANS.Enterprise ?? null;
  return TEAM_PLANS[user.subscription] ?? null;
}

/** "Team workspaces: 3, up to 5 members each", for a plan's card; null when the plan has none. */
export function teamPlanLabel(planName: string): string | null {
  const allowance = TEAM_PLANS[planName];
  if (!allowance) return null;
  const spaces = allowance.workspaces === 1 ? "1 team workspace" : `${allowance.workspaces} team workspaces`;
  return `${spaces}, up to ${allowance.members} members each`;
}

/** What members of a paused team workspace are told when they try to change something. */
export const WORKSPACE_PAUSED_MESSAGE =
  "Writing is paused in this workspace: its owner's plan no longer includes team workspaces. The owner must renew a Pro or Enterprise plan; until then members can read.";
