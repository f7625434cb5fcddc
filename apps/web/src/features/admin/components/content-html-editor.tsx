// The content editors' HTML box with a live preview (no rich-text editor: admins write HTML).
// The preview is the server's sanitised result, i.e. exactly what visitors will see.
import { useId, type Ref } from 'react';
import { RichHtml } from '@/components/content/rich-html';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useHtmlPreview } from '../api/content-preview-html';

interface ContentHtmlEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  required?: boolean;
  maxLength: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

export function ContentHtmlEditor({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  required,
  maxLength,
  textareaRef,
}: ContentHtmlEditorProps) {
  const previewId = useId();
  const preview = useHtmlPreview(value);
  const empty = value.trim().length === 0;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Field
        label={label}
        error={error}
        required={required}
        hint="HTML: <h2>, <p>, <ul>/<ol>/<li>, <a href>, <strong>, <em>, <blockquote>, <img src>, tables. Scripts, styles and event handlers are removed when saved."
      >
        <Textarea
          ref={textareaRef}
          name={name}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          spellCheck
          className="min-h-96 font-mono text-sm md:text-sm"
        />
      </Field>
      <div>
        <div className="mb-1.5 flex items-center justify-between">
          <h3 id={previewId} className="text-sm font-medium text-neutral-800">
            Preview
          </h3>
          {preview.isFetching && <Spinner label="Updating preview" className="text-accent-600" />}
        </div>
        <div
          aria-labelledby={previewId}
          role="region"
          className="max-h-[36rem] min-h-96 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-5"
        >
          {empty ? (
            <p className="text-sm text-neutral-500">The preview appears here as you type.</p>
          ) : preview.isError ? (
            <p className="text-sm text-danger-700">
              The preview could not be updated. Your text is not lost; keep editing or save.
            </p>
          ) : preview.data !== undefined ? (
            preview.data ? (
              <RichHtml html={preview.data} />
            ) : (
              <p className="text-sm text-warning-700">
                Nothing is left once unsafe HTML is removed.
              </p>
            )
          ) : (
            <p className="text-sm text-neutral-500">Preparing the preview…</p>
          )}
        </div>
      </div>
    </div>
  );
}
