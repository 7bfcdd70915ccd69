/** The switcher's cookie, written by the browser (no React here: the public invitation page uses it too). */
import { WORKSPACE_COOKIE } from "@/lib/workspace";

/** Sets the active workspace for the following requests; null returns to the personal workspace. */
export function setActiveWorkspaceCookie(id: string | null): void {
  document.cookie = id
    ? `${WORKSPACE_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=31536000; samesite=lax`
    : `${WORKSPACE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
