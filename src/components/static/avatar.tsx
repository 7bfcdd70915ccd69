/**
 * Mantine's Avatar (variant light, `color="initials"`) as plain markup, for the header's user
 * controls (see README.md). Mantine does not export its initials helpers, so the two small functions
 * are copied here; avatar.test.ts renders both and compares.
 */
import type { CSSProperties } from "react";

/** Mantine's palette for `color="initials"`, in its order. */
const INITIALS_COLORS = ["blue", "cyan", "grape", "green", "indigo", "lime", "orange", "pink", "red", "teal", "violet"];

/** Mantine's getInitials: the first letters of the first two words, or the first two letters of one. */
export function initials(name: string): string {
  const words = name.split(" ");
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** Mantine's getInitialsColor: the same name always gets the same colour. */
export function initialsColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) - hash + name.charCodeAt(i)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length]!;
}

export function Avatar({ name, src, size }: { name: string; src?: string | null; size: number }) {
  const color = initialsColor(name);
  const style = {
    "--avatar-size": `calc(${size / 16}rem * var(--mantine-scale))`,
    "--avatar-bg": `var(--mantine-color-${color}-light)`,
    "--avatar-color": `var(--mantine-color-${color}-light-color)`,
    "--avatar-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  } as CSSProperties;
  return (
    <div className="m_f85678b6 mantine-Avatar-root" style={style}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 24 px avatar from any host; next/image would need each host configured
        <img className="m_11f8ac07 mantine-Avatar-image" src={src} alt="" />
      ) : (
        <span className="m_104cd71f mantine-Avatar-placeholder">{initials(name)}</span>
      )}
    </div>
  );
}
