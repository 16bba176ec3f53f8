import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { authFeature } from './auth/index.js';
import { personalFeature } from './personal/index.js';
import { verificationFeature } from './verification/index.js';
import { extraFeature } from './extra/index.js';
import { hsFeature } from './hs/index.js';

/** Feature plugins registered by the app under /api, in this order. */
export const features: readonly FastifyPluginAsyncZod[] = [
  authFeature,
  personalFeature,
  verificationFeature,
  extraFeature,
  hsFeature,
];
