import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  blogCreateRequestSchema,
  blogListQuerySchema,
  blogUpdateRequestSchema,
  htmlPreviewRequestSchema,
  pageKeyParamSchema,
  pageUpdateRequestSchema,
} from '@tm/shared/schemas/content';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  blogImageSchema,
  blogListSchema,
  blogSchema,
  htmlPreviewSchema,
  pageSchema,
} from '@tm/shared/contract/content';
import { ok } from '../../../lib/envelope';
import { idempotencyKeyOf } from '../../../lib/idempotency-key';
import { currentUser } from '../../../plugins/app/auth';
import { listBlogs } from '../../../modules/content/list-blogs';
import { getBlogById } from '../../../modules/content/get-blog';
import { createBlog } from '../../../modules/content/create-blog';
import { updateBlog } from '../../../modules/content/update-blog';
import { updatePage } from '../../../modules/content/update-page';
import { getPageSource } from '../../../modules/content/get-page';
import { MSG_NO_IMAGE, uploadBlogImage } from '../../../modules/content/upload-blog-image';
import { withUploadedForm } from '../../../modules/files/with-uploaded-form';
import { previewHtml } from '../../../modules/content/preview-html';

/** Content admin: blogs (drafts included) and the policy pages. Admins only. */
const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-content'];
  const blog = okResponse(blogSchema);

  app.get(
    '/admin/blogs',
    { schema: { tags, querystring: blogListQuerySchema, response: okResponse(blogListSchema) } },
    async (request) => {
      return ok(await listBlogs({ db: app.db, ...request.query, includeDrafts: true }));
    },
  );

  app.get(
    '/admin/blogs/:id',
    { schema: { tags, params: idParamSchema, response: blog } },
    async (request) => ok(await getBlogById({ db: app.db, id: request.params.id })),
  );

  app.post(
    '/admin/blogs',
    { schema: { tags, body: blogCreateRequestSchema, response: blog } },
    async (request) => {
      const created = await createBlog({
        db: app.db,
        authorId: currentUser(request).id,
        input: request.body,
        idempotencyKey: idempotencyKeyOf(request),
      });
      return ok(created, created.published ? 'Blog published.' : 'Draft saved.');
    },
  );

  app.put(
    '/admin/blogs/:id',
    { schema: { tags, params: idParamSchema, body: blogUpdateRequestSchema, response: blog } },
    async (request) => {
      const updated = await updateBlog({ db: app.db, id: request.params.id, input: request.body });
      const message =
        request.body.published === true
          ? 'Blog published.'
          : request.body.published === false
            ? 'Blog unpublished.'
            : 'Blog saved.';
      return ok(updated, message);
    },
  );

  app.post(
    '/admin/blog-images',
    { schema: { tags, consumes: ['multipart/form-data'], response: okResponse(blogImageSchema) } },
    async (request) => {
      const files = {
        store: app.ports.files,
        allowed: ['blogImage'] as const,
        aliases: { image: 'blogImage' as const },
        expect: MSG_NO_IMAGE,
      };
      const image = await withUploadedForm(request, files, (form) =>
        uploadBlogImage({ db: app.db, ownerId: currentUser(request).id, form }),
      );
      return ok(image, 'Image uploaded.');
    },
  );

  // The editors' live preview: the same sanitiser as saving, so the preview is what will be stored
  // (and, on the cancellation policy, what visitors will read).
  app.post(
    '/admin/html-preview',
    { schema: { tags, body: htmlPreviewRequestSchema, response: okResponse(htmlPreviewSchema) } },
    async (request) => ok(await previewHtml({ db: app.db, html: request.body.html })),
  );

  // The page as stored, for the editor: the public read shows the cancellation policy's terms in
  // place of their placeholder, which the editor must keep.
  app.get(
    '/admin/pages/:key',
    { schema: { tags, params: pageKeyParamSchema, response: okResponse(pageSchema) } },
    async (request) => ok(await getPageSource({ db: app.db, key: request.params.key })),
  );

  app.put(
    '/admin/pages/:key',
    {
      schema: {
        tags,
        params: pageKeyParamSchema,
        body: pageUpdateRequestSchema,
        response: okResponse(pageSchema),
      },
    },
    async (request) => {
      const page = await updatePage({
        db: app.db,
        key: request.params.key,
        input: request.body,
        adminId: currentUser(request).id,
      });
      return ok(page, 'Page saved.');
    },
  );
};

export default adminContentRoutes;
