/** The switcher's cookie, written by the browser (no React here: the public invitation page uses it too). */
import { WORKSPACE_COOKIE } from "@/lib/workspace";

/** The cookie that makes `id` the active workspace for the whole app; null: back to the personal one. */
export function activeWorkspaceCookieString(id: string | null): string {
  return id
    ? `${WORKSPACE_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=31536000; samesite=lax`
    : `${WORKSPACE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Sets the active workspace for the following requests; null returns to the personal workspace. */
export function setActiveWorkspaceCookie(id: string | null): void {
  document.cookie = activeWorkspaceCookieString(id);
}
