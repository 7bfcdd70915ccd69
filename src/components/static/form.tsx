/**
 * Server-renderable look-alikes of Mantine's form inputs (TextInput, PasswordInput, Textarea,
 * NativeSelect, Checkbox, and a search box with a clear button: SectionedInput, CloseButton): the HTML, global `m_…` classes and CSS variables Mantine renders, without
 * Mantine's React code (see README.md). PasswordInput is in PasswordInput.tsx (its show/hide button is
 * a client island, which every page importing this module would otherwise list).
 *
 * No state and no "use client": usable from server components and inside client islands alike
 * (useId is allowed in both). Public pages render the inputs on the server and let a small client
 * island own the <form> (it reads the values with FormData), so this module stays out of their
 * JavaScript. Labels are tied to their input (`for`/`id`), an error sets `aria-invalid` and is
 * referenced by `aria-describedby`, as Mantine does.
 *
 * Turbopack keeps a module's exports that any page uses and ships the module whole, so the parts
 * client islands need are separate small modules: FormButton.tsx (Button with its loading state),
 * Alert.tsx (Alert, labelled Divider), PasswordToggle.tsx, Tabs.tsx, Accordion.tsx.
 */
import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import classes from "@/components/static/form.module.css";
import { cx } from "@/components/static/box";

/** CSS variables and custom properties are allowed in `style`. */
type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

const SMALLER_TEXT = "calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))";

/** The Mantine component whose static class names (`mantine-<Kind>-…`) the parts carry. */
type InputKind = "TextInput" | "PasswordInput" | "Textarea" | "NativeSelect";

export interface FieldProps {
  /** Left out, as in Mantine, there is no <label>: the control then needs an aria-label. */
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the input in the error colour; marks the input aria-invalid. */
  error?: ReactNode;
  /** Shows the asterisk without the browser's own `required` check. */
  withAsterisk?: boolean;
  required?: boolean;
}

/** ids and aria attributes the wrapper and its input share. */
export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export function useFieldIds(id: string | undefined, { description, error }: Pick<FieldProps, "description" | "error">): FieldIds {
  const generated = useId();
  const base = id ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const describedBy = [error ? `${base}-error` : null, description ? `${base}-description` : null].filter(Boolean).join(" ");
  return { id: base, describedBy: describedBy || undefined, invalid: Boolean(error) };
}

/**
 * Mantine's Input.Wrapper: label (with the required asterisk), description, the input wrapper
 * (`children`: the control and its sections) and the error line.
 */
export function InputWrapper({
  kind,
  ids,
  label,
  description,
  error,
  withAsterisk,
  required,
  multiline,
  rightSection,
  rootClassName,
  rootStyle,
  pointer,
  children,
}: FieldProps & {
  kind: InputKind;
  ids: FieldIds;
  multiline?: boolean;
  rightSection?: ReactNode;
  rootClassName?: string;
  rootStyle?: Style;
  /** The whole input is a click target (a select): the right section lets clicks through. */
  pointer?: boolean;
  children: ReactNode;
}) {
  const wrapperStyle: Style = {
    ...(description && { "--input-margin-top": "calc(var(--mantine-spacing-xs) / 2)" }),
    ...(error && { "--input-margin-bottom": "calc(var(--mantine-spacing-xs) / 2)" }),
    "--input-height": "var(--input-height-sm)",
    "--input-fz": "var(--mantine-font-size-sm)",
    ...(multiline && { "--input-padding-y": "var(--input-padding-y-sm)" }),
    ...(pointer && { "--input-right-section-pointer-events": "none" }),
  };
  return (
    <div
      className={cx(rootClassName, `m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`)}
      style={rootStyle}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      {label !== undefined && (
        <label
          style={{ "--input-label-size": "var(--mantine-font-size-sm)" } as Style}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size="sm"
          data-required={required || withAsterisk ? true : undefined}
          htmlFor={ids.id}
          id={`${ids.id}-label`}
        >
          {label}
          {(required || withAsterisk) && (
            <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
              {" *"}
            </span>
          )}
        </label>
      )}
      {description && (
        <p
          style={{ "--input-description-size": SMALLER_TEXT } as Style}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size="sm"
          id={`${ids.id}-description`}
        >
          {description}
        </p>
      )}
      <div
        style={wrapperStyle}
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-multiline={multiline || undefined}
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {children}
        {rightSection && (
          <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
            {rightSection}
          </div>
        )}
      </div>
      {error && (
        <p
          style={{ "--input-error-size": SMALLER_TEXT } as Style}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size="sm"
          id={`${ids.id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

export type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "size">;

/** Mantine's TextInput (size sm). */
export function TextInput({ label, description, error, withAsterisk, required, id, className, ...input }: FieldProps & InputAttributes) {
  const ids = useFieldIds(id, { description, error });
  return (
    <InputWrapper kind="TextInput" ids={ids} label={label} description={description} error={error} withAsterisk={withAsterisk} required={required}>
      <input
        {...input}
        className={cx("m_8fb7ebe7 mantine-Input-input mantine-TextInput-input", className)}
        data-variant="default"
        data-error={error ? true : undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        required={required}
        id={ids.id}
      />
    </InputWrapper>
  );
}

/**
 * Mantine's Textarea. `minRows` with `autosize` grows with the text from that height, with CSS
 * (`field-sizing: content`) instead of Mantine's measuring code; browsers without it keep minRows.
 */
export function Textarea({
  label,
  description,
  error,
  withAsterisk,
  required,
  id,
  minRows,
  autosize,
  className,
  style,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; autosize?: boolean }) {
  const ids = useFieldIds(id, { description, error });
  const grow: Style | undefined =
    autosize && minRows
      ? { fieldSizing: "content", minHeight: `calc(${minRows}lh + 2 * var(--input-padding-y) + calc(0.125rem * var(--mantine-scale)))` }
      : undefined;
  return (
    <InputWrapper
      kind="Textarea"
      ids={ids}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      multiline
    >
      <textarea
        {...textarea}
        rows={minRows}
        className={cx("m_8fb7ebe7 mantine-Input-input mantine-Textarea-input", className)}
        style={{ ...grow, ...style }}
        data-variant="default"
        data-error={error ? true : undefined}
        data-no-overflow={autosize || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        required={required}
        id={ids.id}
      />
    </InputWrapper>
  );
}

/** Mantine's chevron of Select and NativeSelect (size sm). */
export function ComboboxChevron() {
  return (
    <svg
      style={{ "--combobox-chevron-size": "var(--combobox-chevron-size-sm)" } as Style}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size="sm"
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * Mantine's NativeSelect, which looks like its Select when closed: the browser's own list (keyboard
 * and screen readers included) instead of Mantine's combobox. With a `placeholder` a disabled empty
 * first option holds it, in the placeholder colour (CSS, form.module.css), until a value is chosen.
 * Uncontrolled unless `value` is given; `defaultValue` defaults to the placeholder.
 */
export function NativeSelect({
  label,
  description,
  error,
  withAsterisk,
  required,
  id,
  data,
  placeholder,
  className,
  rootStyle,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> & {
    data: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
    /** On the root, as Mantine's style props (`w`) are: its width in a row, say. */
    rootStyle?: Style;
  }) {
  const ids = useFieldIds(id, { description, error });
  const defaultValue = select.value === undefined && placeholder !== undefined ? (select.defaultValue ?? "") : select.defaultValue;
  return (
    <InputWrapper
      kind="NativeSelect"
      ids={ids}
      rootStyle={rootStyle}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      pointer
      rightSection={<ComboboxChevron />}
    >
      <select
        {...select}
        defaultValue={defaultValue}
        className={cx("m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input", classes.select, className)}
        data-variant="default"
        data-error={error ? true : undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={[ids.describedBy, select["aria-describedby"]].filter(Boolean).join(" ") || undefined}
        required={required}
        id={ids.id}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {data.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </InputWrapper>
  );
}

/** Mantine's Checkbox (filled, size sm, label on the right). */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  ...input
}: { label: ReactNode; description?: ReactNode; error?: ReactNode } & Omit<InputAttributes, "type">) {
  const ids = useFieldIds(id, { description, error });
  return (
    <div
      style={{ "--checkbox-radius": "var(--mantine-radius-sm)", "--checkbox-color": "var(--mantine-color-indigo-filled)" } as Style}
      className={cx("m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root", className)}
      data-variant="filled"
      data-label-position="right"
      data-checked={input.checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            {...input}
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-error={error ? true : undefined}
            data-with-error-styles="true"
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            id={ids.id}
            type="checkbox"
          />
          <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className="m_bf295423 mantine-Checkbox-icon">
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={ids.id}>
            {label}
          </label>
          {description && (
            <p className="m_328f68c0 mantine-Checkbox-description m_fe47ce59 mantine-InputWrapper-description" id={`${ids.id}-description`}>
              {description}
            </p>
          )}
          {error && (
            <p className="m_8e8a99cc mantine-Checkbox-error m_8f816625 mantine-InputWrapper-error" id={`${ids.id}-error`}>
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Mantine's CloseButton (variant subtle) with its × icon, e.g. to clear an input. */
export function CloseButton({ size = "sm", onClick, ...aria }: { size?: "xs" | "sm" | "md"; onClick: () => void; "aria-label": string }) {
  return (
    <button
      type="button"
      {...aria}
      onClick={onClick}
      style={{ "--cb-size": `var(--cb-size-${size})` } as Style}
      className="mantine-focus-auto mantine-active m_220c80f2 m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
      data-variant="subtle"
      data-size={size}
    >
      <svg
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        style={{ width: "var(--cb-icon-size, 70%)", height: "var(--cb-icon-size, 70%)" }}
      >
        <path
          d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </button>
  );
}

/**
 * Mantine's TextInput (size sm) without a visible label (name it with `aria-label`), with a left
 * section (an icon) and an optional right section (a clear button): a list's search box.
 */
export function SectionedInput({
  leftSection,
  rightSection,
  style,
  className,
  ...input
}: { leftSection: ReactNode; rightSection?: ReactNode; style?: Style; "aria-label": string; "data-testid"?: string } & Omit<
  InputAttributes,
  "style"
>) {
  const id = `mantine-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div style={style} className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="sm">
      <div
        style={{ "--input-height": "var(--input-height-sm)", "--input-fz": "var(--mantine-font-size-sm)" } as Style}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-with-right-section={rightSection ? true : undefined}
        data-with-left-section="true"
      >
        <div data-position="left" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
          {leftSection}
        </div>
        <input {...input} className={cx("m_8fb7ebe7 mantine-Input-input mantine-TextInput-input", className)} data-variant="default" id={id} />
        {rightSection && (
          <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
            {rightSection}
          </div>
        )}
      </div>
    </div>
  );
}
