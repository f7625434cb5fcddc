// Writing a message: Enter sends, Shift+Enter breaks the line; the same rule as the server checks
// the text (shared schema); typing and paused go to the other person; an image or a PDF can be
// attached (checked by content in the browser first, then by the server). Editing reuses it.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGING_LIMITS } from '@tm/shared/rules/messaging';
import { acceptAttribute, checkUpload } from '@tm/shared/rules/uploads';
import { messageBodySchema } from '@tm/shared/schemas/conversations';
import { Button } from '@/components/ui/button';
import { PaperclipIcon } from '@/components/ui/icons';
import { detectFileKind } from '@/lib/detect-file-kind';
import { cn } from '@/lib/cn';

/** "paused" after this long without a key. */
const PAUSE_MS = 3_000;

export function Composer({
  disabled,
  editing,
  onSend,
  onAttach,
  onTyping,
  onCancelEdit,
}: {
  disabled: boolean;
  /** The text of the message being edited, when editing. */
  editing: string | null;
  onSend: (body: string) => void;
  onAttach: (file: File, caption: string) => Promise<void>;
  onTyping: (typing: boolean) => void;
  onCancelEdit: () => void;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attaching, setAttaching] = useState(false);
  const typingRef = useRef(false);
  const pauseRef = useRef(0);
  const fileRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (editing !== null) {
      setDraft(editing);
      boxRef.current?.focus();
    }
  }, [editing]);
  useEffect(() => () => window.clearTimeout(pauseRef.current), []);

  const typing = (value: boolean) => {
    window.clearTimeout(pauseRef.current);
    if (value) pauseRef.current = window.setTimeout(() => typing(false), PAUSE_MS);
    if (typingRef.current === value) return;
    typingRef.current = value;
    onTyping(value);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const checked = messageBodySchema.safeParse(draft);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSend(checked.data);
    setDraft('');
    typing(false);
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
    if (e.key === 'Escape' && editing !== null) {
      setDraft('');
      onCancelEdit();
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const checked = checkUpload('messageAttachment', file, await detectFileKind(file));
    if ('problem' in checked) {
      setError(checked.problem.message);
      return;
    }
    setError(null);
    setAttaching(true);
    try {
      await onAttach(file, draft.trim());
      setDraft('');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The file could not be sent.');
    } finally {
      setAttaching(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const near = draft.length > MESSAGING_LIMITS.bodyMaxChars - 200;
  return (
    <form onSubmit={submit} className="border-t border-neutral-200 bg-white p-3">
      {editing !== null && (
        <p className="mb-2 flex items-center justify-between text-xs text-neutral-600">
          Editing your message
          <button
            type="button"
            className="underline"
            onClick={() => {
              setDraft('');
              onCancelEdit();
            }}
          >
            Cancel
          </button>
        </p>
      )}
      <div className="flex items-end gap-2">
        {editing === null && (
          <>
            <input
              ref={fileRef}
              type="file"
              className="sr-only"
              id="message-attachment"
              accept={acceptAttribute('messageAttachment')}
              disabled={disabled || attaching}
              onChange={(e) => void attach(e.target.files?.[0])}
            />
            <Button
              variant="secondary"
              size="md"
              className="w-11 shrink-0 px-0"
              disabled={disabled}
              loading={attaching}
              aria-label="Attach an image or a PDF"
              title="Attach an image or a PDF"
              onClick={() => fileRef.current?.click()}
            >
              {!attaching && <PaperclipIcon className="size-5" />}
            </Button>
          </>
        )}
        <label htmlFor="message-input" className="sr-only">
          Message
        </label>
        <textarea
          ref={boxRef}
          id="message-input"
          rows={1}
          value={draft}
          disabled={disabled}
          placeholder={disabled ? 'You cannot send messages here' : 'Write a message'}
          maxLength={MESSAGING_LIMITS.bodyMaxChars}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-error' : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            typing(e.target.value.length > 0);
          }}
          onKeyDown={onKey}
          onBlur={() => typing(false)}
          className={cn(
            'max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-neutral-300 px-3 py-2.5 text-base md:text-sm',
            'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-neutral-100',
          )}
        />
        <Button type="submit" disabled={disabled} className="shrink-0">
          {editing !== null ? 'Save' : 'Send'}
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <p id="message-error" role={error ? 'alert' : undefined} className="text-danger-700">
          {error}
        </p>
        {near && (
          <p className="text-neutral-600" aria-live="polite">
            {draft.length} / {MESSAGING_LIMITS.bodyMaxChars}
          </p>
        )}
      </div>
    </form>
  );
}
