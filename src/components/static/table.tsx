/**
 * Mantine's Table as plain elements with its classes (see ui.tsx): Mantine's Table component carries
 * Table.ScrollContainer, built on ScrollArea, which brings floating-ui (~20 kB gz) into every page
 * that shows a table. The scroll container here is the browser's own horizontal scrolling.
 */
import type { HTMLAttributes, ReactNode, ThHTMLAttributes, TdHTMLAttributes } from "react";
import { spacing, type MantineSize } from "@/components/static/ui";

export function ScrollTable({
  minWidth,
  verticalSpacing,
  fz,
  children,
}: {
  minWidth: number;
  verticalSpacing?: MantineSize;
  fz?: MantineSize;
  children: ReactNode;
}) {
  return (
    <div style={{ overflowX: "auto" }}>
      <div style={{ minWidth: spacing(minWidth) }}>
        <table
          className="m_b23fa0ef mantine-Table-table"
          style={{
            ...(verticalSpacing && { "--table-vertical-spacing": spacing(verticalSpacing) }),
            ...(fz && { fontSize: `var(--mantine-font-size-${fz})` }),
          }}
        >
          {children}
        </table>
      </div>
    </div>
  );
}

export function Thead({ children }: { children: ReactNode }) {
  return <thead className="m_b242d975 mantine-Table-thead">{children}</thead>;
}

export function Tbody({ children }: { children: ReactNode }) {
  return <tbody className="m_b2404537 mantine-Table-tbody">{children}</tbody>;
}

/** `hover`: highlight on hover (Mantine's highlightOnHover). */
export function Tr({ hover, ...props }: HTMLAttributes<HTMLTableRowElement> & { hover?: boolean; "data-testid"?: string; "data-email"?: string }) {
  return <tr {...props} className="m_4e7aa4fd mantine-Table-tr" data-with-row-border="true" data-hover={hover || undefined} />;
}

export function Th(props: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...props} className="m_4e7aa4f3 mantine-Table-th" />;
}

export function Td(props: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} className="m_4e7aa4ef mantine-Table-td" />;
}
