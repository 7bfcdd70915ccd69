"use client";
import { forwardRef, useEffect, useRef } from "react";
import { Title } from "@mantine/core";

/**
 * Focuses the heading of each new wizard step, which screen readers then read out (focus would stay
 * on Next, or fall to the body when the pressed button goes away). Not on the first render, unless
 * `onMount` (a flow that takes over from the wizard's first step).
 */
export function useStepFocus(active: number, { onMount = false } = {}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null>(onMount ? null : active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    heading.current?.focus();
  }, [active]);
  return heading;
}

/** "Step 2 of 4: Create Content": the heading of the step on screen (h2 under the page's h1). */
export const StepHeading = forwardRef<HTMLHeadingElement, { step: number; of: number; label: string }>(function StepHeading(
  { step, of, label },
  ref,
) {
  return (
    <Title order={2} size="h4" mb="md" ref={ref} tabIndex={-1} data-testid="wizard-step-heading">
      Step {step + 1} of {of}: {label}
    </Title>
  );
});
