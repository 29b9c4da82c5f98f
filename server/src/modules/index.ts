// Every API area, registered under /api by buildApp. Add a module here when it exists.
import type { FastifyPluginAsync } from 'fastify';

export const apiModules: FastifyPluginAsync[] = [];
