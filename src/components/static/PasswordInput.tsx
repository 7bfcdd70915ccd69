/**
 * Mantine's PasswordInput as server-renderable HTML (see form.tsx), in a module of its own: its
 * show/hide button is a client island, and a page lists the islands of every module it imports.
 */
import { InputWrapper, useFieldIds, type FieldProps, type InputAttributes } from "@/components/static/form";
import { PasswordToggle } from "@/components/static/PasswordToggle";
import classes from "@/components/static/form.module.css";

const ICON_STYLE = { width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" };

/** Mantine's eye icons (visibility off / on), both rendered; the toggle's aria-pressed shows one. */
function EyeIcons() {
  return (
    <>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={ICON_STYLE} className={classes.eye} aria-hidden="true">
        <path fill="none" d="M0 0h256v256H0z" />
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="16"
          d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z"
        />
        <circle cx="128" cy="128" r="40" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" />
      </svg>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={ICON_STYLE} className={classes.eyeOff} aria-hidden="true">
        <path fill="none" d="M0 0h256v256H0z" />
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="16"
          d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
        />
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="16"
          d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
        />
      </svg>
    </>
  );
}

/**
 * Mantine's PasswordInput (size sm). The show/hide button (in the Tab order, as the theme sets for
 * Mantine's) is the only client code: it switches the input's type.
 */
export function PasswordInput({ label, description, error, withAsterisk, required, id, ...input }: FieldProps & Omit<InputAttributes, "type">) {
  const ids = useFieldIds(id, { description, error });
  return (
    <InputWrapper
      kind="PasswordInput"
      ids={ids}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      required={required}
      rightSection={
        <PasswordToggle className={classes.toggle}>
          <EyeIcons />
        </PasswordToggle>
      }
      rootClassName="m_f61ca620 mantine-PasswordInput-root"
      rootStyle={{ "--psi-icon-size": "var(--psi-icon-size-sm)", "--psi-button-size": "var(--psi-button-size-sm)" }}
    >
      <div
        className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
        data-variant="default"
        data-error={error ? true : undefined}
      >
        <input
          {...input}
          required={required}
          data-invalid={ids.invalid || undefined}
          aria-invalid={ids.invalid || undefined}
          className="m_f2d85dd2 mantine-PasswordInput-innerInput"
          id={ids.id}
          type="password"
          aria-describedby={ids.describedBy}
        />
      </div>
    </InputWrapper>
  );
}
