// One name to add or rename in the catalogue: checked with the shared rule as the server checks it,
// the server's refusal (a name taken) shown on the field.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/api-client';

type NameSchema = z.ZodType<{ name: string }, unknown>;

interface CatalogueNameFormProps {
  label: string;
  submitLabel: string;
  schema: NameSchema;
  initial?: string;
  /** Saves the name; resolves with the server's message, rejects with its refusal. */
  onSave: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CatalogueNameForm({
  label,
  submitLabel,
  schema,
  initial = '',
  onSave,
  onCancel,
  autoFocus,
}: CatalogueNameFormProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await onSave(parsed.data.name);
      if (!initial) setValue(''); // an added name clears the field for the next one
    } catch (err) {
      setError(serverMessage(err) ?? 'The change could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <Field label={label} error={error} className="min-w-0 flex-1 basis-56">
        <Input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          autoFocus={autoFocus}
        />
      </Field>
      <div className={error ? 'flex gap-2 self-center' : 'flex gap-2'}>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
