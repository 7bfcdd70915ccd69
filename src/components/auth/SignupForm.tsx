"use client";
import { useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Stack } from "@/components/static/layout";
import { FormButton } from "@/components/static/FormButton";
import { useAuthFormOptions } from "@/components/auth/auth-form-options";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import { clearNotifications, notifyError, notifySuccess } from "@/components/notify-on-use";
import { postJson } from "@/components/post-json";
import { safeCallbackUrl } from "@/lib/redirects";

/**
 * The sign-up form's island: its fields (`name`, `email`, `password`, `confirmPassword`:
 * AuthFields.tsx) go to POST /api/auth/register, then the new account signs in with next-auth.
 */
export function SignupForm({ children }: { children: ReactNode }) {
  const { callbackUrl, onSuccess } = useAuthFormOptions();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const confirm = String(form.get("confirmPassword") ?? "");
    if (password !== confirm) {
      notifyError("Password mismatch", "Please make sure your passwords match.");
      return;
    }

    setBusy(true);
    let token: string;
    try {
      // The browser's zone becomes the account's scheduling time zone (changeable in the profile).
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      // POST /api/auth/register: the tRPC procedure auth.register through the REST door.
      ({ token } = await postJson<{ token: string }>("/api/auth/register", { name, email, password, timeZone }, "Please try again."));
    } catch (error) {
      setBusy(false);
      notifyError("Registration failed", (error as Error).message);
      return;
    }
    clearNotifications();
    notifySuccess("Account created!", `Welcome to PostPilot, ${name}.`);

    try {
      const { signIn } = await nextAuthClient();
      const result = await signIn<"credentials">("token", { token, redirect: false });
      if (!result?.ok || result.error) throw new Error(result?.error ?? "sign-in refused");
      onSuccess?.();
      router.replace(safeCallbackUrl(callbackUrl, window.location.origin) ?? "/dashboard");
    } catch {
      notifyError("Authentication error", "Your account was created, but signing in failed. Please log in.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} data-testid="signup-form">
      <Stack gap="sm">
        {children}
        <FormButton type="submit" loading={busy} fullWidth style={{ marginTop: "var(--mantine-spacing-xs)" }}>
          Create account
        </FormButton>
      </Stack>
    </form>
  );
}
