// The operator console's parcel API (issue 5, design §4): who am I, find parcels, one parcel with
// its label, timeline, photos, audit and the moves allowed now, receive (scan in, weigh, measure),
// photos, state events, batch dispatch, the audit log and role changes. Every /admin route answers
// 401 to anonymous callers and 403 to customers; the audit log, the user list and role changes are
// for admins only (403 to operators). Buy-out processing lives in admin-buyout.ts.
import { STAFF_ROLES } from '@posylka/domain';
import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminDispatchBodySchema,
  adminDispatchResultSchema,
  adminMeSchema,
  adminParcelCountsSchema,
  adminParcelDetailSchema,
  adminParcelEventBodySchema,
  adminParcelListQuerySchema,
  adminParcelListSchema,
  adminPhotoSchema,
  adminReceiveBodySchema,
  adminReceiveResultSchema,
  adminRoleBodySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminWarehouseBodySchema,
} from './admin-schemas.js';
import { defineRoute, type RouteDef } from './route.js';

export * from './admin-schemas.js';

// --- Routes ------------------------------------------------------------------------------------

// Any text: an id that is not a parcel (malformed included) answers 404.
const idParams = z.object({ id: z.string().min(1).max(64) });
const photoParams = z.object({ id: z.string().min(1).max(64), photoId: z.string().min(1).max(64) });

const denied = { 401: errorBodySchema, 403: errorBodySchema };
const readFailures = { ...denied, 404: errorBodySchema };
const writeFailures = { ...readFailures, 409: errorBodySchema, 422: validationErrorBodySchema };

export const adminMeRoute = defineRoute({
  method: 'GET',
  path: '/admin/me',
  summary: 'Operator console: the signed-in operator or admin (403 for customers)',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  response: { 200: adminMeSchema, ...denied },
});

export const adminParcelsRoute = defineRoute({
  method: 'GET',
  path: '/admin/parcels',
  summary: 'Operator: find parcels by track, customer code, e-mail or number; state and country filters',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  querystring: adminParcelListQuerySchema,
  response: { 200: adminParcelListSchema, ...denied, 422: validationErrorBodySchema },
});

export const adminParcelCountsRoute = defineRoute({
  method: 'GET',
  path: '/admin/parcels/counts',
  summary: 'Operator: live parcels per shipment state (every state, 0 when none) and the buy-out queue size',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  response: { 200: adminParcelCountsSchema, ...denied },
});

export const adminParcelRoute = defineRoute({
  method: 'GET',
  path: '/admin/parcels/:id',
  summary: 'Operator: one parcel with items, customer, address, label, timeline, photos, audit, moves',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: idParams,
  response: { 200: adminParcelDetailSchema, ...readFailures },
});

export const adminReceiveRoute = defineRoute({
  method: 'POST',
  path: '/admin/parcels/receive',
  summary:
    'Operator: scan a parcel in with weight and sizes. 200 a declared parcel received; 201 an ' +
    "unregistered parcel created for the label's customer code (also when it is not the declaring " +
    "customer's: labelConflict); 404 nothing to match; 409 China 2-17 Feb; 422 another country's warehouse",
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  body: adminReceiveBodySchema,
  response: { 200: adminReceiveResultSchema, 201: adminReceiveResultSchema, ...writeFailures },
});

/** Multipart field of the photo upload (one or more image files, jpeg/png/webp by content, 5 MB each). */
export const ADMIN_PHOTO_FIELD = 'files';

export const adminUploadPhotosRoute = defineRoute({
  method: 'POST',
  path: '/admin/parcels/:id/photos',
  summary: 'Operator: add warehouse photos (multipart `files`, jpeg/png/webp by content, 5 MB each)',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: idParams,
  response: { 201: z.object({ items: z.array(adminPhotoSchema) }), ...writeFailures },
});

export const adminPhotoRoute = defineRoute({
  method: 'GET',
  path: '/admin/parcels/:id/photos/:photoId',
  summary: 'Operator: the bytes of a warehouse photo',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: photoParams,
  response: { ...readFailures },
});

export const adminParcelEventRoute = defineRoute({
  method: 'POST',
  path: '/admin/parcels/:id/events',
  summary:
    'Operator: move a parcel (delay, restrict, depart, arrive, hand to Nova Poshta...); 409 if not allowed',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: idParams,
  body: adminParcelEventBodySchema,
  response: { 200: adminParcelDetailSchema, ...writeFailures },
});

export const adminParcelWarehouseRoute = defineRoute({
  method: 'PUT',
  path: '/admin/parcels/:id/warehouse',
  summary:
    "Operator: the warehouse of the parcel's country that holds it; the delivery cost follows its " +
    'grid. 409 once the parcel has left the warehouse; 422 for a warehouse of another country',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  params: idParams,
  body: adminWarehouseBodySchema,
  response: { 200: adminParcelDetailSchema, ...writeFailures },
});

export const adminDispatchRoute = defineRoute({
  method: 'POST',
  path: '/admin/parcels/dispatch',
  summary: 'Operator: dispatch a batch of parcels; each id answers on its own (partial success is 200)',
  tags: ['admin'],
  auth: true,
  roles: STAFF_ROLES,
  body: adminDispatchBodySchema,
  response: { 200: adminDispatchResultSchema, ...denied, 422: validationErrorBodySchema },
});

export const adminAuditRoute = defineRoute({
  method: 'GET',
  path: '/admin/audit',
  summary: 'Admin: the audit log, newest first, optionally of one entity',
  tags: ['admin'],
  auth: true,
  roles: ['admin'],
  querystring: adminAuditQuerySchema,
  response: { 200: adminAuditListSchema, ...denied, 422: validationErrorBodySchema },
});

export const adminUsersRoute = defineRoute({
  method: 'GET',
  path: '/admin/users',
  summary: 'Admin: find users by e-mail or customer code, with their role',
  tags: ['admin'],
  auth: true,
  roles: ['admin'],
  querystring: adminUserListQuerySchema,
  response: { 200: adminUserListSchema, ...denied, 422: validationErrorBodySchema },
});

export const adminUserRoleRoute = defineRoute({
  method: 'PUT',
  path: '/admin/users/:id/role',
  summary: "Admin: change a user's role (customer, operator, admin); 409 for one's own role",
  tags: ['admin'],
  auth: true,
  roles: ['admin'],
  params: idParams,
  body: adminRoleBodySchema,
  response: { 200: adminUserSchema, ...writeFailures },
});

/** Every parcel-console route: the access tests walk this table. */
export const ADMIN_ROUTES: readonly RouteDef[] = [
  adminMeRoute,
  adminParcelsRoute,
  adminParcelCountsRoute,
  adminParcelRoute,
  adminReceiveRoute,
  adminUploadPhotosRoute,
  adminPhotoRoute,
  adminParcelEventRoute,
  adminParcelWarehouseRoute,
  adminDispatchRoute,
  adminAuditRoute,
  adminUsersRoute,
  adminUserRoleRoute,
];

/** The routes an operator may not use either (403): only admins. */
export const ADMIN_ONLY_ROUTES: readonly RouteDef[] = [adminAuditRoute, adminUsersRoute, adminUserRoleRoute];
