// The one form approach of the web app: react-hook-form holds the values and the errors,
// the shared zod schema checks them through zodResolver, and every error shows at once on submit
//. A changed field clears its own error; the schema runs again only on the next submit,
// as the server's answer would. Screens keep their controlled fields: `values`, `errors` (one
// message per field) and `set(patch)`. A screen whose values live in a store of their own (the
// tutor sign-up's draft, kept across reloads with its files) passes `store`: the form then reads
// and writes the store, and react-hook-form checks it and holds the errors.
import { useCallback } from 'react';
import {
  useForm,
  useWatch,
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
  /**
   * The shared schema that checks the values now (the wizard's depends on its step). A list is
   * checked in order and the first that fails reports (a step's own rules before all the steps').
   */
  schema: () => z.ZodType | readonly z.ZodType[];
  /** What the schema reads, when it is more than the screen's values (stored files, a flag). */
  prepare?: (values: V) => unknown;
  /** Values kept elsewhere (read and written there); react-hook-form checks them. */
  store?: { values: V; set: (patch: Partial<V>) => void };
}) {
  const { schema, prepare, store } = opts;
  // `raw`: the screen sends what the user typed; the server parses it with the same schema.
  const resolver: Resolver<V> = async (formValues, context, options) => {
    const values = store ? store.values : formValues;
    const input = (prepare ? prepare(values) : values) as FieldValues;
    const schemas = [schema()].flat();
    let result!: Awaited<ReturnType<Resolver<V>>>;
    for (const one of schemas) {
      const check = zodResolver(one as z.ZodType<FieldValues, FieldValues>, undefined, {
        raw: true,
      });
      result = (await check(input, context, options as never)) as typeof result;
      if (Object.keys(result.errors).length) break;
    }
    return result;
  };
  const form = useForm<V>({
    defaultValues: opts.defaultValues as never,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { setValue, clearErrors, setError } = form;
  const watched = useWatch({ control: form.control }) as V;
  const values = store ? store.values : watched;
  const errors = fieldMessages(form.formState.errors);

  const setStored = store?.set;
  const set = useCallback(
    (patch: Partial<V>) => {
      setStored?.(patch);
      for (const [key, value] of Object.entries(patch)) {
        if (!setStored)
          setValue(key as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
        clearErrors(key as Path<V>);
      }
    },
    [setStored, setValue, clearErrors],
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
      (checked) => onValid(store ? store.values : (checked as V)),
      (errs) => {
        const fieldErrors = fieldMessages(errs);
        const message = Object.values(fieldErrors)[0] ?? '';
        onInvalid({ dialog: { title: DIALOG_TITLES.error, message }, fieldErrors });
      },
    );

  return { form, values, errors, set, setErrors, clearErrors, submit, reset: form.reset };
}
