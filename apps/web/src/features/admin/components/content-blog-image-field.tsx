// The blog editor's image: chosen, checked in the browser with the photo rule (jpg, jpeg, png or
// gif by content, under 5 MB: the spec's messages), uploaded at once, then shown 16:9 as cards do.
// The server checks the bytes and size again.
import { useId, useState } from 'react';
import { checkUpload } from '@tm/shared/rules/uploads';
import { detectFileKind } from '@/lib/detect-file-kind';
import { serverMessage } from '@/lib/api-client';
import { mediaUrl } from '@/lib/media-url';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadBlogImage } from '../api/content-upload-blog-image';

export interface BlogImageValue {
  id: string | null;
  url: string;
}

interface Props {
  value: BlogImageValue | null;
  onChange: (value: BlogImageValue | null) => void;
}

export function ContentBlogImageField({ value, onChange }: Props) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const upload = useUploadBlogImage((p) => setProgress(p.percent));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const detected = await detectFileKind(file);
    const checked = checkUpload('profilePhoto', { name: file.name, size: file.size }, detected);
    if ('problem' in checked)
      return setProblem(`${checked.problem.title}: ${checked.problem.message}`);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (image) => onChange({ id: image._id, url: image.url }),
      onError: (error) => setProblem(serverMessage(error) ?? error.message),
      onSettled: () => setProgress(undefined),
    });
  };

  const src = mediaUrl(value?.url);
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-neutral-800">Image</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="aspect-video w-full max-w-xs overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
          {src ? (
            <img
              src={src}
              alt="Blog image preview"
              width={320}
              height={180}
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-sm text-neutral-500">
              No image
            </div>
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              type="file"
              accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
              className="peer sr-only"
              aria-describedby={problem ? errorId : undefined}
              disabled={upload.isPending}
              onChange={(e) => {
                const input = e.currentTarget;
                void choose(input.files?.[0]).finally(() => {
                  input.value = '';
                });
              }}
            />
            <label
              htmlFor={inputId}
              className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 shadow-xs peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600 hover:bg-neutral-50"
            >
              {src ? 'Replace image' : 'Upload image'}
            </label>
            {src && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(null)}
                disabled={upload.isPending}
              >
                Remove image
              </Button>
            )}
          </div>
          <p className="text-xs text-neutral-600">
            jpg, jpeg, png or gif, under 5 MB. Shown at 16:9 on cards.
          </p>
          {progress !== undefined && <ProgressBar percent={progress} label="Uploading image" />}
          {problem && (
            <p id={errorId} role="alert" className="text-sm text-danger-700">
              {problem}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
