"use client";
/**
 * The signed-in user as the header and the public pages' buttons see it, read from next-auth's
 * session endpoint by a plain fetch: next-auth's SessionProvider (about 10 kB) stays out of the
 * public pages. Each mount of a reader fetches again (the header remounts when moving between the
 * public and the signed-in area, i.e. after signing in or out); the last answer is shown meanwhile.
 */
import { useEffect, useSyncExternalStore } from "react";
import { sessionUser, type SessionUser } from "@/lib/signed-in-user";

export interface SessionUserState {
  status: "loading" | "authenticated" | "unauthenticated";
  user: SessionUser | null;
}

const LOADING: SessionUserState = { status: "loading", user: null };
let current: SessionUserState = LOADING;
const listeners = new Set<() => void>();

let inFlight: Promise<SessionUserState> | null = null;

/** Reads the session again (after signing in, out, or renaming) and tells every reader. */
export function refreshSessionUser(): Promise<SessionUserState> {
  inFlight ??= readSession().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function readSession(): Promise<SessionUserState> {
  const data = await fetch("/api/nextauth/session", { cache: "no-store", credentials: "same-origin" })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  const user = sessionUser(data);
  current = { status: user ? "authenticated" : "unauthenticated", user };
  listeners.forEach((listener) => listener());
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionUser(): SessionUserState {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => LOADING,
  );
  useEffect(() => {
    void refreshSessionUser();
  }, []);
  return state;
}
