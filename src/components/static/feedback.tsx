/**
 * Mantine's Skeleton, Progress and Loader as static markup (see README.md): a module of their own,
 * so the header's placeholder does not bring the surfaces with it.
 */
import { spacing, type MantineSize, type Style } from "@/components/static/box";

/**
 * Mantine's Skeleton. `radius` "default" leaves the radius to the stylesheet (the theme's default, md),
 * as Mantine does when none is given; a width left out fills the line.
 */
export function Skeleton({
  width,
  height,
  radius = "md",
  style,
}: {
  width?: number;
  height: number;
  radius?: MantineSize | "default";
  style?: Style;
}) {
  return (
    <div
      className="m_18320242 mantine-Skeleton-root"
      data-visible="true"
      data-animate="true"
      style={
        {
          "--skeleton-height": spacing(height),
          ...(width !== undefined && { "--skeleton-width": spacing(width) }),
          ...(radius !== "default" && { "--skeleton-radius": `var(--mantine-radius-${radius})` }),
          ...style,
        } as Style
      }
    />
  );
}

/** Mantine's Progress (one section, value 0–100); the bar is the progressbar and carries its name. */
export function Progress({
  value,
  color = "indigo",
  size = "md",
  "aria-label": label,
}: {
  value: number;
  color?: string;
  size?: MantineSize;
  "aria-label": string;
}) {
  return (
    <div className="m_db6d6462 mantine-Progress-root" data-size={size} style={{ "--progress-size": `var(--progress-size-${size})` } as Style}>
      <div
        className="m_2242eb65 mantine-Progress-section"
        aria-label={label}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        style={{ "--progress-section-size": `${value}%`, "--progress-section-color": `var(--mantine-color-${color}-filled)` } as Style}
      />
    </div>
  );
}

/** Mantine's Loader (oval, primary colour, size md). */
export function Loader() {
  return <span className="m_b34414df m_5ae2e3c mantine-Loader-root" />;
}
