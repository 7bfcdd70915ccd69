/**
 * Look-alikes of the /status page's panels (on-time publishing, recent incidents): a titled section
 * card and Mantine's Timeline. Apart from cards.tsx because the panels load after the board (an
 * island ships every export of a module it imports), so none of this is first-load JavaScript.
 */
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";
import { filledColor } from "@/components/static/colors";
import { spacing, type MantineSize } from "@/components/static/box";

type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

/** Mantine's Timeline with every item active (what the incident list shows). */
export function Timeline({ bulletSize, lineWidth, children }: { bulletSize: number; lineWidth: number; children: ReactNode }) {
  return (
    <div
      className="m_43657ece mantine-Timeline-root"
      data-align="left"
      style={{ "--tl-bullet-size": spacing(bulletSize), "--tl-line-width": spacing(lineWidth) } as Style}
    >
      {children}
    </div>
  );
}

export function TimelineItem({
  color,
  bullet,
  title,
  children,
  ...rest
}: {
  color: string;
  bullet: ReactNode;
  title: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div
      {...rest}
      className="m_436178ff mantine-Timeline-item"
      data-line-active="true"
      data-active="true"
      style={{ "--tli-color": filledColor(color) } as Style}
    >
      <div className="m_8affcee1 mantine-Timeline-itemBullet" data-with-child="true" data-align="left" data-active="true">
        {bullet}
      </div>
      <div className="m_540e8f41 mantine-Timeline-itemBody">
        <div className="m_2ebe8099 mantine-Timeline-itemTitle">{title}</div>
        <div className="mantine-Timeline-itemContent">{children}</div>
      </div>
    </div>
  );
}

/** surfaces.tsx's Card (with border) rendered as a `<section>`: a titled panel of a page. */
export function SectionCard({
  padding = "md",
  style,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, "style"> & { padding?: MantineSize; style?: Style; "data-testid"?: string; "data-status"?: string }) {
  return (
    <section
      {...rest}
      className="m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root"
      data-with-border="true"
      data-orientation="vertical"
      style={{ "--paper-radius": "var(--mantine-radius-md)", "--card-padding": `var(--mantine-spacing-${padding})`, ...style } as Style}
    />
  );
}
