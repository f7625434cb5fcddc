import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  CATALOGUE_MESSAGES as MSG,
  adminCatalogueSchema,
  categoryNameRequestSchema,
  subjectNameRequestSchema,
} from '@tm/shared/schemas/catalogue';
import { okResponse } from '@tm/shared/contract/envelope';
import { ok } from '../../../lib/envelope';
import { listCatalogue } from '../../../modules/catalogue/list-catalogue';
import { addCategory } from '../../../modules/catalogue/add-category';
import { renameCategory } from '../../../modules/catalogue/rename-category';
import { addSubcategory } from '../../../modules/catalogue/add-subcategory';
import { renameSubcategory } from '../../../modules/catalogue/rename-subcategory';

/** The catalogue of categories and subjects: admins add and rename (every answer is all of it). */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-catalogue'];
  const response = okResponse(adminCatalogueSchema);

  app.get('/admin/catalogue', { schema: { tags, response } }, async () =>
    ok(await listCatalogue(app.db)),
  );

  app.post(
    '/admin/categories',
    { schema: { tags, body: categoryNameRequestSchema, response } },
    async (request) =>
      ok(await addCategory({ db: app.db, name: request.body.name }), MSG.categoryAdded),
  );

  app.put(
    '/admin/categories/:id',
    { schema: { tags, params: idParamSchema, body: categoryNameRequestSchema, response } },
    async (request) =>
      ok(
        await renameCategory({ db: app.db, id: request.params.id, name: request.body.name }),
        MSG.categoryRenamed,
      ),
  );

  app.post(
    '/admin/categories/:id/subcategories',
    { schema: { tags, params: idParamSchema, body: subjectNameRequestSchema, response } },
    async (request) =>
      ok(
        await addSubcategory({
          db: app.db,
          categoryId: request.params.id,
          name: request.body.name,
        }),
        MSG.subjectAdded,
      ),
  );

  app.put(
    '/admin/subcategories/:id',
    { schema: { tags, params: idParamSchema, body: subjectNameRequestSchema, response } },
    async (request) =>
      ok(
        await renameSubcategory({ db: app.db, id: request.params.id, name: request.body.name }),
        MSG.subjectRenamed,
      ),
  );
};

export default adminCatalogueRoutes;
