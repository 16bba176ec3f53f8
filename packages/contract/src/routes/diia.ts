// Diia document sharing (SPEC §3 digital-ID data, §7 /diia/init and preloaded-user-data). The deep
// link is shown as a QR code (size 132); the sandbox Diia page opened from it shares test ID-card
// data, which is pushed on realtime channel docs#{uid} and can be read once more here.
import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

export const diiaInitBodySchema = z.object({ return_url: z.string().max(2000).optional() });
export const diiaInitResponseSchema = z.object({ deepLink: z.string(), requestId: z.uuid() });

export const diiaInitRoute = defineRoute({
  method: 'POST',
  path: '/diia/init',
  summary: 'Start a Diia sharing request: deep link (QR) and request id',
  tags: ['diia'],
  auth: true,
  body: diiaInitBodySchema,
  response: { 200: diiaInitResponseSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});

const dayMonthYear = z.object({ d: z.number().int(), m: z.number().int(), y: z.number().int() });
/** SPEC §3 "Digital-ID data". */
export const digitalIdDataSchema = z.object({
  firstNameUA: z.string(),
  lastNameUA: z.string(),
  middleNameUA: z.string(),
  docNumber: z.string(),
  department: z.string(),
  residenceUA: z.string(),
  taxpayerNumber: z.string(),
  birthday: dayMonthYear,
  issueDate: dayMonthYear,
});
export type DigitalIdData = z.infer<typeof digitalIdDataSchema>;

export const preloadedUserDataRoute = defineRoute({
  method: 'GET',
  path: '/app-centrifugo/preloaded-user-data/:id',
  summary: 'Digital-ID data shared for my Diia request, or {} while nothing is shared',
  tags: ['diia'],
  auth: true,
  params: z.object({ id: z.string().min(1).max(64) }),
  response: { 200: z.union([digitalIdDataSchema, z.object({}).strict()]), 401: errorBodySchema },
});

/** Sandbox Diia page (HTML) and its Share button (POST, then redirect to return_url). */
export const diiaSandboxPageRoute = defineRoute({
  method: 'GET',
  path: '/diia/sandbox/:requestId',
  summary: 'Sandbox Diia page: test ID-card data and a Share button (HTML)',
  tags: ['diia'],
  auth: false,
  params: z.object({ requestId: z.string().min(1).max(64) }),
  response: { 404: errorBodySchema },
});

export const diiaSandboxShareRoute = defineRoute({
  method: 'POST',
  path: '/diia/sandbox/:requestId',
  summary: 'Share the test ID-card data (303 to the request return_url)',
  tags: ['diia'],
  auth: false,
  params: z.object({ requestId: z.string().min(1).max(64) }),
  response: { 404: errorBodySchema },
});

/**
 * Diia partner callback (DIIA_PROVIDER=diia): Diia posts the shared documents as multipart/form-data
 * (field encodeData: the encrypted, signed metadata; the documents' files) with our request id in
 * the X-Document-Request-Trace-Id header, to the delivery URL that ends with our callback secret.
 */
export const diiaCallbackRoute = defineRoute({
  method: 'POST',
  path: '/diia/callback/:secret',
  summary: 'Diia sharing callback: documents of a request (multipart, server to server)',
  tags: ['diia'],
  auth: false,
  params: z.object({ secret: z.string().max(256) }),
  response: {
    200: z.object({ success: z.literal(true) }),
    400: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    503: errorBodySchema,
  },
});

/** Channel name the shared data is published on. */
export const docsChannel = (uid: string) => `docs#${uid}`;
