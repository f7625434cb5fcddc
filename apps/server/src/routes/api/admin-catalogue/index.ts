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
import {
  SEARCH_SYNONYM_MESSAGES,
  searchSynonymRequestSchema,
  searchSynonymTermQuerySchema,
} from '@tm/shared/schemas/search';
import { searchSynonymsSchema } from '@tm/shared/contract/discovery';
import {
  SEARCH_DICTIONARY_CHANNEL,
  forgetSearchDictionary,
} from '../../../modules/discovery/search-dictionary';
import {
  listSearchSynonyms,
  removeSearchSynonym,
  saveSearchSynonym,
} from '../../../modules/discovery/search-synonyms';

/** The catalogue of categories and subjects: admins add and rename (every answer is all of it). */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-catalogue'];
  const response = okResponse(adminCatalogueSchema);
  // The search reads subject names and synonyms from a per-process dictionary: an edit here
  // refreshes it at once, on this node and (pub/sub) on the others.
  const listening = app.ports.pubsub
    .subscribe(SEARCH_DICTIONARY_CHANNEL, () => forgetSearchDictionary(app.db))
    .catch((err: unknown) => {
      app.log.error({ err }, 'search dictionary: cannot listen for other nodes');
      return null;
    });
  app.addHook('onClose', async () => {
    await (
      await listening
    )?.();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    forgetSearchDictionary(app.db);
    await app.ports.pubsub.publish(SEARCH_DICTIONARY_CHANNEL, '1').catch((err: unknown) => {
      // The other nodes re-read it within a minute anyway.
      app.log.error({ err }, 'search dictionary: cannot tell other nodes');
    });
  });

  // What families type and what they mean (docs/decisions/tutor-search.md).
  const synonyms = okResponse(searchSynonymsSchema);
  app.get('/admin/search-synonyms', { schema: { tags, response: synonyms } }, async () =>
    ok(await listSearchSynonyms(app.db)),
  );
  app.put(
    '/admin/search-synonyms',
    { schema: { tags, body: searchSynonymRequestSchema, response: synonyms } },
    async (request) =>
      ok(
        await saveSearchSynonym(app.db, request.body.term, request.body.means),
        SEARCH_SYNONYM_MESSAGES.saved,
      ),
  );
  app.delete(
    '/admin/search-synonyms',
    { schema: { tags, querystring: searchSynonymTermQuerySchema, response: synonyms } },
    async (request) =>
      ok(await removeSearchSynonym(app.db, request.query.term), SEARCH_SYNONYM_MESSAGES.removed),
  );

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
