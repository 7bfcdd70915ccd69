"use client";
import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { nextAuthClient } from "@/components/auth/nextauth-client";
import type { AuthFormProps } from "@/components/auth/LoginForm";
import { clearNotifications, notifyError, notifySuccess } from "@/components/notify";
import { safeCallbackUrl } from "@/lib/redirects";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

export function SignupForm({ callbackUrl, onSuccess }: AuthFormProps) {
  const trpc = useTRPC();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const router = useRouter();
  const [signingIn, setSigningIn] = useState(false);

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

    let token: string;
    try {
      // The browser's zone becomes the account's scheduling time zone (changeable in the profile).
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      ({ token } = await register.mutateAsync({ name, email, password, timeZone }));
    } catch (error) {
      notifyError("Registration failed", errorInfo(error, "Please try again.").message);
      return;
    }
    clearNotifications();
    notifySuccess("Account created!", `Welcome to PostPilot, ${name}.`);

    setSigningIn(true);
    try {
      const { signIn } = await nextAuthClient();
      const result = await signIn<"credentials">("token", { token, redirect: false });
      if (!result?.ok || result.error) throw new Error(result?.error ?? "sign-in refused");
      onSuccess?.();
      router.replace(safeCallbackUrl(callbackUrl, window.location.origin) ?? "/dashboard");
    } catch {
      notifyError("Authentication error", "Your account was created, but signing in failed. Please log in.");
    } finally {
      setSigningIn(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} data-testid="signup-form">
      <Stack gap="sm">
        <TextInput name="name" label="Name" placeholder="Your name" autoComplete="name" required />
        <TextInput name="email" type="email" label="Email" placeholder="you@example.com" autoComplete="email" required />
        <PasswordInput
          name="password"
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
        />
        <PasswordInput name="confirmPassword" label="Confirm password" autoComplete="new-password" required />
        <Button type="submit" loading={register.isPending || signingIn} fullWidth mt="xs">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
