/**
 * Mantine's PasswordInput as server-renderable HTML (see form.tsx), in a module of its own: its
 * show/hide button is a client island, and a page lists the islands of every module it imports.
 */
import { InputWrapper, useFieldIds, type FieldProps, type InputAttributes } from "@/components/static/form";
import { PasswordToggle } from "@/components/static/PasswordToggle";

/**
 * Mantine's PasswordInput (size sm). The show/hide button (out of the tab order, as Mantine's) is
 * the only client code: it switches the input's type.
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
      rightSection={<PasswordToggle />}
      rootClassName="m_f61ca620 mantine-PasswordInput-root"
      rootStyle={{ "--psi-icon-size": "var(--psi-icon-size-sm)", "--psi-button-size": "var(--psi-button-size-sm)" }}
    >
      <div className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input" data-variant="default" data-error={error ? true : undefined}>
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
