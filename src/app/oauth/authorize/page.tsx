import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MantineShell } from "@/components/providers";
import { getSessionUser } from "@/server/auth/page-guard";
import { signInUrl } from "@/lib/redirects";
import { consentScreen } from "@/server/api/oauth-routes";
import classes from "./consent.module.css";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Allow access to PostPilot",
  robots: { index: false, follow: false },
  // Not no-referrer: a browser then sends `Origin: null` with the form's POST, and the cookie-mutation
  // origin check refuses it. same-origin: the query (state, challenge) is never sent elsewhere.
  referrer: "same-origin",
};

type Search = Record<string, string | string[] | undefined>;

/** The OAuth parameters the client sent (the first of each), passed on through the form. */
const PARAMS = ["client_id", "redirect_uri", "response_type", "code_challenge", "code_challenge_method", "scope", "state", "resource"] as const;

function firstOf(search: Search): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const name of PARAMS) {
    const value = search[name];
    out[name] = Array.isArray(value) ? value[0] : value;
  }
  return out;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <MantineShell>
      <main className={classes.main}>
        <div className={classes.card}>{children}</div>
      </main>
    </MantineShell>
  );
}

/**
 * The MCP server's consent screen (issue 28, OAuth 2.1 authorization endpoint): a signed-in member
 * sees which application asks, chooses one of their workspaces, reads the scopes asked, and approves
 * or denies. The form posts to /api/oauth/authorize, which checks everything again.
 */
export default async function AuthorizePage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = firstOf(await searchParams);
  const user = await getSessionUser();
  if (!user) {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === "string"));
    redirect(signInUrl(`/oauth/authorize?${query.toString()}`));
  }
  const screen = await consentScreen(params, user.id);
  if (screen.kind === "error") {
    return (
      <Shell>
        <h1 className={classes.title}>This request cannot be approved</h1>
        <p className={classes.error}>{screen.message}</p>
      </Shell>
    );
  }
  if (screen.kind === "redirect") redirect(screen.to);
  return (
    <Shell>
      <h1 className={classes.title}>Allow {screen.clientName} to use PostPilot?</h1>
      <p className={classes.muted}>
        Signed in as {user.email}. {screen.clientName} (returning to {screen.redirectHost}) will act as you in the workspace you choose, with your
        role there, until you revoke it.
      </p>
      <form method="post" action="/api/oauth/authorize">
        {PARAMS.map((name) => (params[name] !== undefined ? <input key={name} type="hidden" name={name} value={params[name]} /> : null))}
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>Workspace</legend>
          {screen.workspaces.map((w, i) => (
            <label key={w.id} className={classes.option}>
              <input type="radio" name="workspace_id" value={w.id} defaultChecked={i === 0} required />
              <span>
                {w.name} <span className={classes.muted}>({w.role})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <section aria-labelledby="scopes-heading">
          <h2 id="scopes-heading" className={classes.legend}>
            It asks to
          </h2>
          <ul className={classes.scopes} data-testid="oauth-scopes">
            {screen.scopes.map((item) => (
              <li key={item.scope}>{item.label}</li>
            ))}
          </ul>
        </section>
        <div className={classes.actions}>
          <button type="submit" name="decision" value="deny" className={`${classes.button} ${classes.deny}`}>
            Deny
          </button>
          <button type="submit" name="decision" value="approve" className={`${classes.button} ${classes.approve}`}>
            Approve
          </button>
        </div>
      </form>
    </Shell>
  );
}
