import { Group, NativeSelect, NumberInput, Radio, Skeleton, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lazy, Suspense } from 'react';
import { FileField, type FileKind } from '@/components/ui/file-field';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';
import type { FileValue } from '@/lib/files';

// tiptap is large: only screens that actually show a rich-text field load it.
const RichTextField = lazy(() =>
  import('@/features/backoffice/components/rich-text-field').then((module) => ({ default: module.RichTextField })),
);

interface BaseField {
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  placeholder?: string;
}

export type FieldDef = BaseField &
  (
    | { kind: 'text' | 'url' | 'email' | 'tel'; maxLength?: number }
    | { kind: 'textarea'; minRows?: number; maxLength?: number }
    | { kind: 'rich' }
    | { kind: 'number'; min?: number; decimalScale?: number }
    | { kind: 'select'; options: readonly { value: string; label: string }[] }
    | { kind: 'radio'; options: readonly { value: string; label: string }[] }
    | { kind: 'switch' }
    | { kind: Exclude<FileKind, 'document'> } // no back-office field takes the admin's mixed `document`
  );

const FILE_KINDS: readonly string[] = ['image', 'pdf', 'video'];

const isFileField = (field: FieldDef): boolean => FILE_KINDS.includes(field.kind);

export const fileFieldNames = (fields: readonly FieldDef[]): string[] => fields.filter(isFileField).map((field) => field.name);

/** Client-side checks: required fields must not be blank. */
export function requiredErrors(fields: readonly FieldDef[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required) continue;
    const value = values[field.name];
    const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    if (blank) errors[field.name] = `${field.label} is required`;
  }
  return errors;
}

/** One input for a field definition, wired to a Mantine form; every input carries its label. */
export function FormField({ field, form, disabled }: { field: FieldDef; form: UseFormReturnType<FormValues>; disabled?: boolean }) {
  const { name, label, description, placeholder } = field;
  const error = form.errors[name];
  const errorText = typeof error === 'string' ? error : null;
  const common = { label, description, placeholder, withAsterisk: field.required, disabled };

  switch (field.kind) {
    case 'text':
    case 'url':
    case 'email':
    case 'tel':
      return (
        <TextInput
          {...common}
          type={field.kind === 'text' ? 'text' : field.kind}
          maxLength={field.maxLength}
          {...form.getInputProps(name)}
          value={textValue(form.values[name])}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={field.minRows ?? 4}
          maxLength={field.maxLength}
          {...form.getInputProps(name)}
          value={textValue(form.values[name])}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          decimalScale={field.decimalScale}
          {...form.getInputProps(name)}
          value={textValue(form.values[name])}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={field.options.map((option) => ({ ...option }))}
          {...form.getInputProps(name)}
          value={textValue(form.values[name])}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} {...form.getInputProps(name)} value={textValue(form.values[name])}>
          <Group gap="lg" mt={6}>
            {field.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'switch':
      return <Switch label={label} description={description} disabled={disabled} {...form.getInputProps(name, { type: 'checkbox' })} />;
    case 'rich':
      return (
        <Suspense fallback={<Skeleton height={260} aria-label={`${label} (loading editor)`} />}>
          <RichTextField
            label={label}
            description={description}
            error={errorText}
            value={textValue(form.values[name])}
            onChange={(html) => {
              form.setFieldValue(name, html);
            }}
          />
        </Suspense>
      );
    case 'image':
    case 'pdf':
    case 'video':
      return (
        <FileField
          label={label}
          kind={field.kind}
          description={description}
          error={errorText}
          disabled={disabled}
          value={(form.values[name] ?? null) as FileValue}
          onChange={(value) => {
            form.setFieldValue(name, value);
            form.clearFieldError(name);
          }}
        />
      );
  }
}
