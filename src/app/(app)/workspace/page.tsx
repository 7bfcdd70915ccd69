import type { Metadata } from "next";
import { WorkspaceSettings } from "./WorkspaceSettings";

export const metadata: Metadata = {
  title: "Workspace settings",
  description: "The active workspace's name, members, roles, invitations and AI prompts per member.",
};

export default function WorkspacePage() {
  return <WorkspaceSettings />;
}
