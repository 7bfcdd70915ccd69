"use client";
import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Button, Paper, Select, Stack, TextInput, Textarea, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "@/components/notify";
import { errorInfo } from "@/trpc/errors";
import { useTRPC } from "@/trpc/react";

const SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "support", label: "Technical Support" },
  { value: "billing", label: "Billing Question" },
  { value: "feature", label: "Feature Request" },
  { value: "partnership", label: "Partnership" },
] as const;

type Subject = (typeof SUBJECTS)[number]["value"];

const SENT = "Message sent successfully!";

/** The server's message repeats the toast title; show only the rest under it. */
function withoutPrefix(text: string, prefix: string): string {
  return (text.startsWith(prefix) ? text.slice(prefix.length) : text).trim();
}

const EMPTY = { name: "", email: "", subject: null as Subject | null, message: "" };

/** Contact form: idle, sending, then reset on success. */
export function ContactForm() {
  const trpc = useTRPC();
  const submit = useMutation(trpc.contact.submit.mutationOptions());
  const [values, setValues] = useState(EMPTY);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { name, email, subject, message } = values;
    if (!name.trim() || !email.trim() || !subject || !message.trim()) {
      notifyError("Missing information", "Please fill in all fields before submitting.");
      return;
    }
    try {
      const result = await submit.mutateAsync({ name, email, subject, message });
      notifySuccess(SENT, withoutPrefix(result.message, SENT) || "We'll get back to you within 24 hours.");
      setValues(EMPTY);
    } catch (error) {
      notifyError("Failed to send message", errorInfo(error, "Please try again later.").message);
    }
  }

  const sending = submit.isPending;
  return (
    <Paper withBorder radius="md" p="xl">
      <form onSubmit={handleSubmit} noValidate data-testid="contact-form">
        <Stack gap="md">
          <Title order={2} size="h3">
            Send us a message
          </Title>
          <TextInput
            label="Name"
            placeholder="Your name"
            autoComplete="name"
            withAsterisk
            value={values.name}
            onChange={(e) => set("name", e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            withAsterisk
            value={values.email}
            onChange={(e) => set("email", e.currentTarget.value)}
          />
          <Select
            label="Subject"
            placeholder="Choose a subject"
            data={SUBJECTS.map((s) => ({ ...s }))}
            withAsterisk
            value={values.subject}
            onChange={(value) => set("subject", (value as Subject | null) ?? null)}
          />
          <Textarea
            label="Message"
            placeholder="How can we help?"
            minRows={5}
            autosize
            withAsterisk
            value={values.message}
            onChange={(e) => set("message", e.currentTarget.value)}
          />
          <Button type="submit" loading={sending} leftSection={<IconSend size={18} />} size="md">
            {sending ? "Sending..." : "Send Message"}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
