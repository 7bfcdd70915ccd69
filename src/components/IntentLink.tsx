"use client";
import { useState, type ComponentProps } from "react";
import Link from "next/link";

/**
 * The app's link: next/link (client-side navigation) that prefetches its page once the user shows
 * intent (pointer over it, keyboard focus, a touch) instead of as soon as it is on screen. With
 * next/link's default every link of the frame and page (about 15 on a signed-in page) was fetched
 * right after hydration, twice each, and decoding those answers kept a phone's main thread busy
 * while the page was becoming usable. The pages are dynamic, so a prefetch brings only the route's
 * outline; started on intent it is still ahead of the click.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  // next/link prefetches a visible link whose prefetch is on: turning it on is the prefetch.
  const [wanted, setWanted] = useState(false);
  // The caller's own handler still runs after.
  const wanting =
    <E,>(own?: (event: E) => void) =>
    (event: E) => {
      setWanted(true);
      own?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onMouseEnter={wanting(onMouseEnter)}
      onFocus={wanting(onFocus)}
      onTouchStart={wanting(onTouchStart)}
    />
  );
}
