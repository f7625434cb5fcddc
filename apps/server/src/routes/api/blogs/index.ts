import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogListQuerySchema, blogSlugParamSchema } from '@tm/shared/schemas/content';
import { okResponse } from '@tm/shared/contract/envelope';
import { blogListSchema, blogSchema } from '@tm/shared/contract/content';
import { ok } from '../../../lib/envelope';
import { listBlogs } from '../../../modules/content/list-blogs';
import { getPublishedBlog } from '../../../modules/content/get-blog';

/** Public blog (core-marketplace §2 Blogs, §7): published posts only. */
const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags: ['content'],
        querystring: blogListQuerySchema,
        response: okResponse(blogListSchema),
      },
    },
    async (request) => {
      return ok(await listBlogs({ db: app.db, ...request.query }));
    },
  );

  app.get(
    '/blogs/:slug',
    {
      schema: { tags: ['content'], params: blogSlugParamSchema, response: okResponse(blogSchema) },
    },
    async (request) => {
      return ok(await getPublishedBlog({ db: app.db, slug: request.params.slug }));
    },
  );
};

export default blogRoutes;
