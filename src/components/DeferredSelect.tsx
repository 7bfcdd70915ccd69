"use client";
import { useEffect, useState, type ComponentType } from "react";
import { TextInput, type SelectProps } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";

/** The label of the chosen entry (data: strings, { value, label } items, or { group, items }). */
function selectedLabel(data: readonly unknown[], value: string | null | undefined): string {
  for (const entry of data) {
    if (typeof entry === "string") {
      if (entry === value) return entry;
    } else if (entry && typeof entry === "object") {
      const item = entry as { value?: string; label?: string; items?: unknown[] };
      if (item.items) {
        const label = selectedLabel(item.items, value);
        if (label) return label;
      } else if (item.value === value) {
        return item.label ?? item.value ?? "";
      }
    }
  }
  return "";
}

let loadedSelect: ComponentType<SelectProps> | null = null;

/**
 * Mantine's Select, attached once the page is interactive: the Select brings Combobox and its
 * positioning library (floating-ui, ~25 kB gz together), which then stay out of the page's
 * first-load JavaScript. Until it arrives (a moment after hydration) a look-alike read-only field
 * shows the current choice; it is marked aria-disabled so nothing (a person or a test) picks from
 * it before the real list is there.
 */
export function DeferredSelect(props: SelectProps) {
  const [Select, setSelect] = useState<ComponentType<SelectProps> | null>(() => loadedSelect);
  useEffect(() => {
    if (Select) return;
    let live = true;
    void import("@/components/deferred-select-loaded").then((module) => {
      loadedSelect = module.Select as ComponentType<SelectProps>;
      if (live) setSelect(() => loadedSelect);
    });
    return () => {
      live = false;
    };
  }, [Select]);
  if (Select) return <Select {...props} />;
  const {
    label,
    "aria-label": ariaLabel,
    description,
    withAsterisk,
    disabled,
    data = [],
    value,
    defaultValue,
    placeholder,
    size,
    className,
    style,
    w,
  } = props;
  return (
    <div aria-disabled="true">
      <TextInput
        readOnly
        label={label}
        aria-label={ariaLabel}
        description={description}
        withAsterisk={withAsterisk}
        disabled={disabled}
        size={size}
        className={className}
        style={style}
        w={w}
        placeholder={typeof placeholder === "string" ? placeholder : undefined}
        value={selectedLabel(data, value ?? defaultValue)}
        rightSection={<IconChevronDown size={16} />}
        rightSectionPointerEvents="none"
      />
    </div>
  );
}
