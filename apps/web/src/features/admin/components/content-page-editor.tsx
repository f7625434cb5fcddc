// Content admin: edit one policy page's title and HTML. The server sanitises the HTML and
// refuses a page left empty by that; its message is shown as is.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import { CANCELLATION_POLICY_TOKEN } from '@tm/shared/rules/cancellation-policy';
import {
  PAGE_LIMITS,
  pageUpdateRequestSchema,
  type PageDto,
  type PageUpdateRequest,
} from '@tm/shared/schemas/content';
import { serverMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast-store';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdatePolicyPage } from '../api/content-update-page';
import { ContentHtmlEditor } from './content-html-editor';

interface Props {
  pageKey: PolicyPageKey;
  /** The stored page, or null when it does not exist yet. */
  page: PageDto | null;
  defaultTitle: string;
}

export function ContentPageEditor({ pageKey, page, defaultTitle }: Props) {
  const update = useUpdatePolicyPage(pageKey);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, formState, reset } = useForm<PageUpdateRequest>({
    resolver: zodResolver(pageUpdateRequestSchema),
    defaultValues: { title: page?.title ?? defaultTitle, html: page?.html ?? '' },
  });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: (res) => {
        reset({ title: res.data.title, html: res.data.html });
        showToast(res.message, 'success');
      },
      onError: (error) => setFailure(serverMessage(error) ?? error.message),
    });
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-6"
      aria-label={`Edit ${defaultTitle}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-neutral-600">
        <span>
          {page ? `Last updated ${formatDate(page.updatedAt)}` : 'This page has no content yet.'}
        </span>
        <Link to={`/${pageKey}`} className="font-medium text-accent-700 hover:text-accent-900">
          View page →
        </Link>
      </div>
      <Field label="Title" required error={errors.title?.message}>
        <Input {...register('title')} maxLength={PAGE_LIMITS.titleMax} autoComplete="off" />
      </Field>
      {pageKey === 'cancellation-refund' && (
        <p className="rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-neutral-700">
          Visitors see the terms of the cancellation policy (its hours and refund share, set under{' '}
          <Link to="/admin/refunds" className="font-medium text-accent-700 hover:text-accent-900">
            Refunds
          </Link>
          ) where the page says <code className="font-mono">{CANCELLATION_POLICY_TOKEN}</code>, so
          the page always states the policy the product applies. Without it they are added at the
          end.
        </p>
      )}
      <Controller
        control={control}
        name="html"
        render={({ field }) => (
          <ContentHtmlEditor
            label="Content"
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            textareaRef={field.ref}
            error={errors.html?.message}
            maxLength={PAGE_LIMITS.htmlMax}
          />
        )}
      />
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-danger-100 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          {failure}
        </p>
      )}
      <div className="flex justify-end border-t border-neutral-200 pt-6">
        <Button type="submit" loading={update.isPending} disabled={!isDirty && !!page}>
          Save page
        </Button>
      </div>
    </form>
  );
}
