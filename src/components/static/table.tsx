/**
 * Mantine's Table as plain elements with its classes (see README.md): Mantine's Table component carries
 * Table.ScrollContainer, built on ScrollArea, which brings floating-ui (~20 kB gz) into every page
 * that shows a table. The scroll container here is the browser's own horizontal scrolling.
 */
import type { HTMLAttributes, ReactNode, ThHTMLAttributes, TdHTMLAttributes } from "react";
import { spacing, type MantineSize } from "@/components/static/box";

/**
 * `maxHeight`: the rows scroll under it (Mantine's Table.ScrollContainer maxHeight). `striped` rows
 * are marked on each body row (Tr's `striped`), as Mantine's context would; `withTableBorder` and
 * `captionSide` (the Caption's `side`) as Mantine's props.
 */
export function ScrollTable({
  minWidth,
  maxHeight,
  verticalSpacing = 7,
  fz,
  withTableBorder,
  captionSide,
  children,
  "data-testid": testId,
}: {
  minWidth: number;
  maxHeight?: number;
  /** Mantine's default: 7 px. */
  verticalSpacing?: MantineSize | number;
  fz?: MantineSize;
  withTableBorder?: boolean;
  captionSide?: "top" | "bottom";
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div style={{ overflowX: "auto", ...(maxHeight !== undefined && { maxHeight: spacing(maxHeight), overflowY: "auto" }) }}>
      <div style={{ minWidth: spacing(minWidth) }}>
        <table
          className="m_b23fa0ef mantine-Table-table"
          data-testid={testId}
          data-with-table-border={withTableBorder || undefined}
          style={{
            ...(captionSide && { "--table-caption-side": captionSide }),
            ...{ "--table-vertical-spacing": spacing(verticalSpacing) },
            ...(fz && { fontSize: `var(--mantine-font-size-${fz})` }),
          }}
        >
          {children}
        </table>
      </div>
    </div>
  );
}

/** Mantine's Table.Caption; `side` is the table's captionSide (Mantine's default: bottom). */
export function Caption({ side = "bottom", children }: { side?: "top" | "bottom"; children: ReactNode }) {
  return (
    <caption className="m_9e5a3ac7 mantine-Table-caption" data-side={side}>
      {children}
    </caption>
  );
}

export function Thead({ children }: { children: ReactNode }) {
  return <thead className="m_b242d975 mantine-Table-thead">{children}</thead>;
}

export function Tbody({ children }: { children: ReactNode }) {
  return <tbody className="m_b2404537 mantine-Table-tbody">{children}</tbody>;
}

/** `hover`: highlight on hover (Mantine's highlightOnHover); `striped`: a row of a striped table's body. */
export function Tr({
  hover,
  striped,
  ...props
}: HTMLAttributes<HTMLTableRowElement> & { hover?: boolean; striped?: boolean; "data-testid"?: string; "data-email"?: string }) {
  return (
    <tr
      {...props}
      className="m_4e7aa4fd mantine-Table-tr"
      data-with-row-border="true"
      data-striped={striped ? "odd" : undefined}
      data-hover={hover || undefined}
    />
  );
}

export function Th(props: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...props} className="m_4e7aa4f3 mantine-Table-th" />;
}

export function Td(props: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} className="m_4e7aa4ef mantine-Table-td" />;
}
