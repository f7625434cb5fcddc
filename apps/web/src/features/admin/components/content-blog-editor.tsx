// Content admin: create or edit a blog (title, slug, description, image, HTML content) and save
// it as a draft or publish it. Validation uses the shared request schema's rules and messages;
// the server sanitises the HTML and answers a taken slug with 409.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  BLOG_LIMITS,
  MSG_SLUG,
  SLUG_PATTERN,
  blogCreateRequestSchema,
  type BlogDto,
} from '@tm/shared/schemas/content';
import { ApiError, serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSaveBlog } from '../api/content-save-blog';
import { ContentBlogImageField, type BlogImageValue } from './content-blog-image-field';
import { ContentHtmlEditor } from './content-html-editor';

const blogFormSchema = z.object({
  title: blogCreateRequestSchema.shape.title,
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(BLOG_LIMITS.slugMax, { error: `Slug must be at most ${BLOG_LIMITS.slugMax} characters.` })
    .refine((v) => v === '' || SLUG_PATTERN.test(v), { error: MSG_SLUG }),
  description: z.string().max(BLOG_LIMITS.descriptionMax, {
    error: `Description must be at most ${BLOG_LIMITS.descriptionMax} characters.`,
  }),
  content: z.string().max(BLOG_LIMITS.contentMax, {
    error: `Content must be at most ${BLOG_LIMITS.contentMax} characters.`,
  }),
});
type BlogFormInput = z.input<typeof blogFormSchema>;
type BlogFormValues = z.output<typeof blogFormSchema>;

interface Props {
  /** The blog being edited, or null for a new one. */
  blog: BlogDto | null;
  onDone: () => void;
}

export function ContentBlogEditor({ blog, onDone }: Props) {
  const save = useSaveBlog();
  // One create attempt per editor: a second press of Save answers the blog the first one made.
  const [createKey] = useState(newIdempotencyKey);
  const [image, setImage] = useState<BlogImageValue | null>(
    blog?.image ? { id: null, url: blog.image } : null,
  );
  const [imageChanged, setImageChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<
    BlogFormInput,
    unknown,
    BlogFormValues
  >({
    resolver: zodResolver(blogFormSchema),
    defaultValues: {
      title: blog?.title ?? '',
      slug: blog?.slug ?? '',
      description: blog?.description ?? '',
      content: blog?.content ?? '',
    },
  });
  const { errors } = formState;

  const submit = (publish: boolean) =>
    handleSubmit((values) => {
      setFailure(null);
      const fields = {
        title: values.title,
        description: values.description,
        content: values.content,
        ...(values.slug ? { slug: values.slug } : {}),
      };
      const imageId = imageChanged ? (image?.id ?? null) : undefined;
      const input = blog
        ? {
            id: blog._id,
            body: {
              ...fields,
              ...(imageId !== undefined ? { imageId } : {}),
              ...(publish ? { published: true } : {}),
            },
          }
        : {
            id: null,
            body: { ...fields, ...(imageId ? { imageId } : {}), published: publish },
            idempotencyKey: createKey,
          };
      save.mutate(input, {
        onSuccess: (res) => {
          showToast(res.message, 'success');
          onDone();
        },
        onError: (error) => {
          const message = serverMessage(error) ?? error.message;
          if (error instanceof ApiError && error.status === 409) setError('slug', { message });
          else setFailure(message);
        },
      });
    });

  const heading = blog ? 'Edit blog' : 'New blog';
  return (
    <form
      noValidate
      aria-labelledby="blog-editor-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false)();
      }}
      className="grid gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-editor-title" className="text-xl font-semibold text-neutral-900">
          {heading}
        </h2>
        {blog && (
          <span className="text-sm text-neutral-600">{blog.published ? 'Published' : 'Draft'}</span>
        )}
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...register('title')} maxLength={BLOG_LIMITS.titleMax} autoComplete="off" />
        </Field>
        <Field
          label="Slug"
          error={errors.slug?.message}
          hint={
            blog
              ? 'The address: /blog-details?slug=…  Changing it breaks links already shared.'
              : 'Leave empty to make one from the title.'
          }
        >
          <Input
            {...register('slug')}
            maxLength={BLOG_LIMITS.slugMax}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
      </div>

      <Field
        label="Description"
        error={errors.description?.message}
        hint="Shown on cards and in link previews."
      >
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Textarea
              {...field}
              rows={3}
              className="min-h-20"
              maxLength={BLOG_LIMITS.descriptionMax}
              showCount
            />
          )}
        />
      </Field>

      <ContentBlogImageField
        value={image}
        onChange={(next) => {
          setImage(next);
          setImageChanged(true);
        }}
      />

      <Controller
        control={control}
        name="content"
        render={({ field }) => (
          <ContentHtmlEditor
            label="Content"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            textareaRef={field.ref}
            error={errors.content?.message}
            maxLength={BLOG_LIMITS.contentMax}
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

      <div className="flex flex-col-reverse gap-3 border-t border-neutral-200 pt-6 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="secondary"
          // both save buttons hold while either request is in flight.
          disabled={save.isPending}
          loading={save.isPending && !save.variables?.body.published}
        >
          {blog ? 'Save changes' : 'Save draft'}
        </Button>
        {!blog?.published && (
          <Button
            onClick={() => void submit(true)()}
            disabled={save.isPending}
            loading={save.isPending && !!save.variables?.body.published}
          >
            {blog ? 'Save and publish' : 'Publish'}
          </Button>
        )}
      </div>
    </form>
  );
}
