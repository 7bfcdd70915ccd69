/**
 * The login and sign-up forms: their fields (static/form.tsx, server-renderable) inside the client
 * islands that own the <form> and its submit button. No "use client": /auth renders the fields on
 * the server (only the islands ship JavaScript); the sign-in modal, a client component, imports the
 * same components.
 */
import { TextInput } from "@/components/static/form";
import { PasswordInput } from "@/components/static/PasswordInput";
import { LoginForm } from "@/components/auth/LoginForm";
import { SignupForm } from "@/components/auth/SignupForm";

export function LoginPanel() {
  return (
    <LoginForm>
      <TextInput name="email" type="email" label="Email" placeholder="you@example.com" autoComplete="email" required />
      <PasswordInput name="password" label="Password" placeholder="Your password" autoComplete="current-password" required />
    </LoginForm>
  );
}

export function SignupPanel() {
  return (
    <SignupForm>
      <TextInput name="name" label="Name" placeholder="Your name" autoComplete="name" required />
      <TextInput name="email" type="email" label="Email" placeholder="you@example.com" autoComplete="email" required />
      <PasswordInput name="password" label="Password" description="At least 8 characters" autoComplete="new-password" required />
      <PasswordInput name="confirmPassword" label="Confirm password" autoComplete="new-password" required />
    </SignupForm>
  );
}
