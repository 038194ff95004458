import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import classes from './field.module.css';

interface FieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
}

/** What the input or textarea of a field carries: its id, required flag, class and error links. */
interface ControlProps {
  id: string;
  required: boolean | undefined;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its error message (linked with aria-describedby; the * is not announced).
 * `children` draws the control from the props it must carry.
 */
function Field({ label, error, required, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        required,
        className: classes.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, required, ...input }: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} error={error} required={required}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field label={label} error={error} required={required}>
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  );
}
