/** The active workspace as the settings page's sections receive it (workspace.current's data). */
export interface CurrentWorkspace {
  id: string;
  name: string;
  kind: "personal" | "team";
  role: "OWNER" | "ADMIN" | "EDITOR" | "CONTRIBUTOR" | "CLIENT";
  paused: boolean;
}
