import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@tm/shared/errors';
import { okResponse, stringList } from '@tm/shared/contract/envelope';
import { ok } from '../../../lib/envelope';
import {
  listCategories,
  listSubcategories,
  listSubjects,
} from '../../../modules/lookups/catalogue';
import { listCities, listCountries, listStates } from '../../../modules/lookups/locations';

// core-marketplace §7 lookups. Public (the sign-up screens call them before the form is sent).
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(120, { error: `${label} is too long.` });
const names = okResponse(stringList);
const DAY = 'public, max-age=86400';

const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { tags: ['lookups'], response: names } },
    async (_request, reply) => {
      // The catalogue is editable: let browsers reuse it briefly only.
      reply.header('cache-control', 'public, max-age=60');
      return ok(await listCategories(app.db));
    },
  );

  // Every subject of every category, each once, sorted (the dashboard's Subjects filter).
  app.get(
    '/subjects',
    { schema: { tags: ['lookups'], response: names } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return ok(await listSubjects(app.db));
    },
  );

  // A category name may hold "/" ("School (ICSE/ISC)"): sent encoded (%2F) or not, so
  // the name is everything between /categories/ and the last /subcategories.
  const categoryPath = z.object({
    '*': z
      .string()
      .regex(/^.+\/subcategories$/s, { error: 'No API route for this path.' })
      .transform((p) => p.slice(0, -'/subcategories'.length))
      .pipe(name('Category')),
  });
  app.get(
    '/categories/*',
    {
      schema: {
        tags: ['lookups'],
        summary: 'GET /categories/{category}/subcategories',
        params: categoryPath,
        response: names,
      },
    },
    async (request, reply) => {
      const subs = await listSubcategories(app.db, request.params['*']);
      if (!subs) throw new AppError('NOT_FOUND', 'Category not found.');
      reply.header('cache-control', 'public, max-age=60');
      return ok(subs);
    },
  );

  app.get(
    '/get-countries',
    { schema: { tags: ['lookups'], response: names } },
    async (_request, reply) => {
      reply.header('cache-control', DAY);
      return ok(listCountries());
    },
  );

  app.get(
    '/get-states/:country',
    {
      schema: {
        tags: ['lookups'],
        params: z.object({ country: name('Country') }),
        response: names,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', DAY);
      return ok(listStates(request.params.country));
    },
  );

  app.get(
    '/get-cities/:country/:state',
    {
      schema: {
        tags: ['lookups'],
        params: z.object({ country: name('Country'), state: name('State') }),
        response: names,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', DAY);
      return ok(listCities(request.params.country, request.params.state));
    },
  );
};

export default lookupRoutes;
