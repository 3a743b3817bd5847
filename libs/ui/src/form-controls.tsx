import type { ReactNode } from 'react';
import { Checkbox, Input } from 'antd';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '@dd/api-client';
import { FormField, fieldA11y } from './form-field';
import { brand } from './theme';
import { useUiText } from './i18n';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Ids are `${form}-${name}`: unique on the page. */
  form: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  multiline?: boolean;
  /** A single line stops at it; a text area counts up to it instead and never cuts a paste silently (the schema says when it is over). */
  maxLength?: number;
  readOnly?: boolean;
}

/** An antd input bound to react-hook-form, labelled, with the schema's message under it (every form of every app). */
export function TextField<T extends FieldValues>({ control, name, label, form, type = 'text', multiline, maxLength, ...rest }: TextFieldProps<T>) {
  const id = `${form}-${String(name)}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          ...fieldA11y(id, fieldState.error?.message),
          name: field.name,
          value: (field.value as string | null | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          ref: field.ref,
          ...rest,
        };
        return (
          <FormField id={id} label={label} error={fieldState.error?.message}>
            {multiline ? (
              <>
                <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 6 }} />
                {maxLength && <CharacterCount length={props.value.length} max={maxLength} />}
              </>
            ) : type === 'password' ? (
              <Input.Password {...props} maxLength={maxLength} />
            ) : (
              <Input {...props} type={type} maxLength={maxLength} />
            )}
          </FormField>
        );
      }}
    />
  );
}

/**
 * Puts a failed call's field messages under the form's fields (`fields`: the API's field name -> the
 * form's), where the person looks, not only in a toast that goes away (issue 36 item 15).
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Partial<Record<string, FieldPath<T>>>): void {
  for (const [apiField, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fields[apiField];
    if (field) setError(field, { message }, { shouldFocus: true });
  }
}

/** "12 / 1000" under a text area, red once over. */
function CharacterCount({ length, max }: { length: number; max: number }) {
  return <div style={{ textAlign: 'right', fontSize: 13, marginTop: 4, color: length > max ? brand.error : brand.textMuted }}>{`${length} / ${max}`}</div>;
}

/** A checkbox bound to react-hook-form, with its message under it. */
export function CheckField<T extends FieldValues>({ control, name, form, children }: { control: Control<T>; name: FieldPath<T>; form: string; children: ReactNode }) {
  const id = `${form}-${String(name)}`;
  const tr = useUiText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div style={{ marginBottom: 12 }}>
          <Checkbox
            id={id}
            name={field.name}
            checked={!!field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-invalid={!!fieldState.error}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          >
            {children}
          </Checkbox>
          {fieldState.error && (
            <div id={`${id}-error`} role="alert" style={{ color: brand.error, fontSize: 13, marginTop: 4 }}>
              {fieldState.error.message && tr(fieldState.error.message)}
            </div>
          )}
        </div>
      )}
    />
  );
}
