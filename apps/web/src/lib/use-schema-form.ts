// The one form approach of the web app (issue 9): react-hook-form holds the values and the errors,
// the shared zod schema checks them through zodResolver, and every error shows at once on submit
// (issue 14). A changed field clears its own error; the schema runs again only on the next submit,
// as the server's answer would. Screens keep their controlled fields: `values`, `errors` (one
// message per field) and `set(patch)`.
import { useCallback } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DIALOG_TITLES } from '@tm/shared/messages';

export interface FormFailure {
  dialog: { title: string; message: string };
  fieldErrors: Record<string, string>;
}

/** The first message under an error node (a list's own message, or one of its items'). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** One message per top-level field, in the order the schema reported them. */
export function fieldMessages(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, node] of Object.entries(errors)) {
    const message = firstMessage(node);
    if (message) out[field] = message;
  }
  return out;
}

export function useSchemaForm<V extends FieldValues>(opts: {
  defaultValues: V;
  /** The shared schema that checks the values now (the wizard's depends on its step). */
  schema: () => z.ZodType;
  /** What the schema reads, when it is more than the screen's values (stored files, a flag). */
  prepare?: (values: V) => unknown;
}) {
  const { schema, prepare } = opts;
  // `raw`: the screen sends what the user typed; the server parses it with the same schema.
  const resolver: Resolver<V> = (values, context, options) =>
    zodResolver(schema() as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true })(
      (prepare ? prepare(values) : values) as FieldValues,
      context,
      options as never,
    ) as ReturnType<Resolver<V>>;
  const form = useForm<V>({
    defaultValues: opts.defaultValues as never,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { setValue, clearErrors, setError } = form;
  const values = form.watch() as V;
  const errors = fieldMessages(form.formState.errors);

  const set = useCallback(
    (patch: Partial<V>) => {
      for (const [key, value] of Object.entries(patch)) {
        setValue(key as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
        clearErrors(key as Path<V>);
      }
    },
    [setValue, clearErrors],
  );

  /** Marks the fields a server answer named (or clears them all with {}). */
  const setErrors = useCallback(
    (fieldErrors: Record<string, string>) => {
      clearErrors();
      for (const [key, message] of Object.entries(fieldErrors))
        setError(key as Path<V>, { type: 'server', message });
    },
    [clearErrors, setError],
  );

  /** Submits when the schema passes; otherwise the "Error" dialog with the first message. */
  const submit = (onValid: (values: V) => void, onInvalid: (failure: FormFailure) => void) =>
    form.handleSubmit(
      (checked) => onValid(checked as V),
      (errs) => {
        const fieldErrors = fieldMessages(errs);
        const message = Object.values(fieldErrors)[0] ?? '';
        onInvalid({ dialog: { title: DIALOG_TITLES.error, message }, fieldErrors });
      },
    );

  return { form, values, errors, set, setErrors, submit, reset: form.reset };
}
