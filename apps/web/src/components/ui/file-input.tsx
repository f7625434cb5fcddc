// A file field for the upload rules of core-marketplace §5 (shared rules/uploads.ts): each chosen
// file is checked by its first bytes, its name and its size before it is accepted. A refused
// choice is said at the field, with the §8 texts ("File Too Large: Please select an image smaller
// than 5MB."), and never removes what was accepted before: the photo already chosen stays chosen.
// Shows what is chosen (and what is already on file), and the upload's progress.
//
// Usage:
//   <Field label="Certificates" error={errors.certificates}>
//     <FileInput field="certificates" files={certs} onChange={setCerts} />
//   </Field>
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  UPLOAD_RULES,
  acceptAttribute,
  checkFileCount,
  checkUpload,
  type UploadField,
  type UploadProblem,
} from '@tm/shared/rules/uploads';
import { cn } from '@/lib/cn';
import { detectFileKind } from '@/lib/detect-file-kind';
import { useFieldControl } from './field';
import { CloseIcon } from './icons';
import { ProgressBar } from './progress-bar';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Checks files about to be added to a field holding `current` files; the first problem, or null. */
export async function checkChosenFiles(
  field: UploadField,
  chosen: File[],
  current: number,
): Promise<UploadProblem | null> {
  const rule = UPLOAD_RULES[field];
  if (rule.multiple) {
    const tooMany = checkFileCount(field, current + chosen.length);
    if (tooMany) return tooMany;
  }
  for (const file of chosen) {
    const result = checkUpload(
      field,
      { name: file.name, size: file.size },
      await detectFileKind(file),
    );
    if ('problem' in result) return result.problem;
  }
  return null;
}

interface FileInputProps {
  field: UploadField;
  files: File[];
  onChange: (files: File[]) => void;
  /** Told of a refused choice (the field already shows it). */
  onProblem?: (problem: UploadProblem) => void;
  /** Files already stored (shown as on file; new choices replace them). */
  existing?: ReadonlyArray<{ name: string; action?: ReactNode }>;
  /** 0–100 while the form uploads; null for an unknown size; undefined when not uploading. */
  progress?: number | null;
  /** Show a thumbnail of a chosen image (the profile photo). */
  preview?: boolean;
  disabled?: boolean;
  /** Accessible name when not inside a <Field>. */
  'aria-label'?: string;
}

export function FileInput({
  field,
  files,
  onChange,
  onProblem,
  existing = [],
  progress,
  preview,
  disabled,
  'aria-label': ariaLabel,
}: FileInputProps) {
  const control = useFieldControl();
  const rule = UPLOAD_RULES[field];
  const autoId = useId();
  const inputId = control?.id ?? autoId;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [refused, setRefused] = useState<UploadProblem | null>(null);
  const previewFile = preview ? files[0] : undefined;
  useEffect(() => {
    if (!previewFile) return setPreviewUrl(null);
    const url = URL.createObjectURL(previewFile);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [previewFile]);

  const choose = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (!chosen.length) return;
    const current = rule.multiple ? files.length : 0;
    const problem = await checkChosenFiles(field, chosen, current);
    setRefused(problem);
    // A refused choice changes nothing: what was accepted before stays.
    if (problem) return onProblem?.(problem);
    onChange(rule.multiple ? [...files, ...chosen] : chosen.slice(0, 1));
  };

  const hint = `${rule.kinds.join(', ')} · ${rule.strictlyUnder ? 'under' : 'up to'} ${formatBytes(rule.maxBytes)}${rule.multiple ? ` · up to ${rule.maxFiles} files` : ''}`;
  const showExisting = existing.length > 0 && files.length === 0;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {preview && previewUrl && (
          <img
            src={previewUrl}
            alt=""
            className="size-16 rounded-full border border-neutral-200 object-cover"
          />
        )}
        <input
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={acceptAttribute(field)}
          multiple={rule.multiple}
          disabled={disabled}
          aria-describedby={control?.describedBy}
          aria-invalid={control?.invalid || undefined}
          aria-label={control ? undefined : ariaLabel}
          onChange={(e) => {
            const input = e.currentTarget;
            void choose(input.files).finally(() => {
              input.value = ''; // the same file may be chosen again after a removal
            });
          }}
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cn(
            'inline-flex h-10 cursor-pointer items-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 shadow-xs hover:bg-neutral-50',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600',
            control?.invalid && 'border-danger-600',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          {rule.multiple
            ? files.length
              ? 'Add files'
              : 'Choose files'
            : files.length || showExisting
              ? 'Replace file'
              : 'Choose file'}
        </label>
        <span className="text-xs text-neutral-600">{hint}</span>
      </div>
      {(files.length > 0 || showExisting) && (
        <ul className="grid gap-1.5" aria-label={`${rule.label} chosen`}>
          {files.map((file, i) => (
            <li
              key={`${file.name}-${i}`}
              className="flex items-center gap-2 rounded-lg bg-neutral-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate text-neutral-900">{file.name}</span>
              <span className="shrink-0 text-xs text-neutral-600">{formatBytes(file.size)}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setRefused(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
                className="rounded p-1 text-neutral-600 hover:bg-neutral-200 hover:text-neutral-900"
                aria-label={`Remove ${file.name}`}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          {showExisting &&
            existing.map((doc, i) => (
              <li
                key={`${doc.name}-${i}`}
                className="flex items-center gap-2 rounded-lg bg-neutral-50 px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 truncate text-neutral-900">{doc.name}</span>
                <span className="shrink-0 text-xs text-success-700">On file</span>
                {doc.action}
              </li>
            ))}
        </ul>
      )}
      {refused && (
        <p role="alert" className="text-sm text-danger-700">
          {refused.title}: {refused.message}
          {files.length > 0 &&
            ` ${rule.multiple ? 'The files chosen before are kept.' : `${files[0]!.name} is kept.`}`}
        </p>
      )}
      {progress !== undefined && files.length > 0 && (
        <ProgressBar percent={progress} label={`Uploading ${rule.label.toLowerCase()}`} />
      )}
    </div>
  );
}
