import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index';
import systemRoutes from './system/index';

/**
 * The route table under /api. Each resource is one plugin; add a line here for a new resource
 * (one line per plugin keeps concurrent work from colliding).
 */
export async function registerApiRoutes(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(authRoutes);
}
