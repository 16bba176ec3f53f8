// Schemas of the operator console's parcel API (routes in admin.ts): the parcel row and page, receive,
// moves, batch dispatch, the audit log and users. Every business limit comes from the domain.
import { z } from 'zod';
import {
  COUNTRY_CODES,
  DELIVERY_TYPES,
  LIFECYCLE_ACTORS,
  OPERATOR_PARCEL_EVENTS,
  ORDER_TYPES,
  SHIPMENT_EVENTS,
  SHIPMENT_STATES,
  TRACK_NUMBER_MAX,
  USER_ROLES,
  moneySchema,
  parcelMeasurementsSchema,
} from '@posylka/domain';
import { violationSchema } from '../errors.js';

/** Parcels per page of GET /admin/parcels. */
export const ADMIN_PARCELS_PAGE_SIZE = 25;
/** Audit entries per page of GET /admin/audit. */
export const ADMIN_AUDIT_PAGE_SIZE = 50;
/** Users per page of GET /admin/users. */
export const ADMIN_USERS_PAGE_SIZE = 25;
/** Most parcels one dispatch batch may carry (a truck, not the whole warehouse). */
export const ADMIN_DISPATCH_MAX = 200;

/** A country code as typed in a URL (`us` or `US`); it must be one of SPEC §1's countries. */
const countryCode = z.string().trim().toUpperCase().pipe(z.enum(COUNTRY_CODES));
const page = z.coerce.number().int().min(1).max(10_000).default(1);
/** Decimal strings as stored, e.g. "1.250" kg, "30.0" cm. */
const measure = z.string().regex(/^\d+(\.\d+)?$/);
const iso = z.string();
const jsonRecord = z.record(z.string(), z.unknown());

// --- Who am I ----------------------------------------------------------------------------------

export const adminMeSchema = z.object({ id: z.uuid(), email: z.string(), role: z.enum(USER_ROLES) });
export type AdminMe = z.infer<typeof adminMeSchema>;

// --- Parcels -----------------------------------------------------------------------------------

export const adminParcelCustomerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The code printed on warehouse labels, e.g. UA100001. */
  customerCode: z.string(),
});

/** One parcel (a forwarding order with its shipment state) as the console's lists show it. */
export const adminParcelSchema = z.object({
  id: z.uuid(),
  /** Human number, e.g. "PS-000042". */
  number: z.string(),
  type: z.enum(ORDER_TYPES),
  countryCode: z.string(),
  /** The country's name in the request's language. */
  countryName: z.string(),
  trackNo: z.string().nullable(),
  name: z.string().nullable(),
  customer: adminParcelCustomerSchema,
  state: z.enum(SHIPMENT_STATES),
  isCheckoutCompleted: z.boolean(),
  isCreatedByWarehouse: z.boolean(),
  weightKg: measure.nullable(),
  /** International delivery for the measured weight (domain deliveryCostFor), tariff currency. */
  deliveryCost: moneySchema.nullable(),
  receivedAt: iso.nullable(),
  stateChangedAt: iso,
  /** The timer this state waits for (domain pendingTimer): disposal, release, auto-dispatch. */
  timer: z.object({ event: z.enum(SHIPMENT_EVENTS), dueAt: iso }).nullable(),
  waybillNumber: z.string().nullable(),
  consolidationId: z.uuid().nullable(),
  createdAt: iso,
});
export type AdminParcel = z.infer<typeof adminParcelSchema>;

export const adminParcelListQuerySchema = z.object({
  /** Track number, customer code, customer e-mail or order number ("PS-000042" or "42"). */
  query: z.string().trim().max(100).optional(),
  state: z.enum(SHIPMENT_STATES).optional(),
  country: countryCode.optional(),
  page,
});
export type AdminParcelListQuery = z.input<typeof adminParcelListQuerySchema>;

export const adminParcelListSchema = z.object({
  items: z.array(adminParcelSchema),
  /** Parcels matching the query (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  countPerPage: z.number().int(),
});
export type AdminParcelList = z.infer<typeof adminParcelListSchema>;

/**
 * The overview's numbers (GET /admin/parcels/counts): live parcels (not deleted; checkout completed
 * or created by the warehouse) per shipment state, every state present (0 when none), and the
 * buy-out queue (paid, not bought yet) with how many of its oldest page are past the 72 hours.
 */
export const adminParcelCountsSchema = z.object({
  states: z.record(z.enum(SHIPMENT_STATES), z.number().int().nonnegative()),
  buyouts: z.object({
    open: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
    /** Every row of the oldest page is overdue and more are open: the page shows "N+". */
    overdueMore: z.boolean(),
  }),
});
export type AdminParcelCounts = z.infer<typeof adminParcelCountsSchema>;

/** One step of the parcel (an order_events row), oldest first. */
export const adminTimelineEntrySchema = z.object({
  id: z.uuid(),
  event: z.enum(SHIPMENT_EVENTS),
  /** Null for the step that created the parcel (an unregistered parcel received). */
  fromState: z.enum(SHIPMENT_STATES).nullable(),
  toState: z.enum(SHIPMENT_STATES),
  actor: z.enum(LIFECYCLE_ACTORS),
  /** The operator's or customer's e-mail; null for the timer or a removed user. */
  actorEmail: z.string().nullable(),
  /** What came with the move, e.g. { waybillNumber } or { note }. */
  data: jsonRecord,
  at: iso,
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

/** A warehouse photo; `url` is the site path of its bytes (/api/admin/parcels/{id}/photos/{photoId}). */
export const adminPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedBy: z.string().nullable(),
  createdAt: iso,
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

/** One audit_log row: who did what to which entity, and the entity before and after. */
export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  /** e.g. parcel.receive, parcel.event.dispatch, parcel.photo, user.role */
  action: z.string(),
  /** order | buyout_order | user */
  entityType: z.string(),
  entityId: z.string(),
  actor: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  before: jsonRecord.nullable(),
  after: jsonRecord.nullable(),
  createdAt: iso,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** What the label printer needs. */
export const adminParcelLabelSchema = z.object({
  customerCode: z.string(),
  number: z.string(),
  trackNo: z.string().nullable(),
  countryCode: z.string(),
  weightKg: measure.nullable(),
});

/** One of our warehouses in the parcel's country (a country place), named in the request's language. */
export const adminWarehouseSchema = z.object({ id: z.string(), name: z.string() });
export type AdminWarehouse = z.infer<typeof adminWarehouseSchema>;

/**
 * The label named another customer than the declaration of the same track number (issue 13). The
 * label wins: its customer got the parcel as unregistered (`receivedOrder`); the declaration
 * (`declaredOrder`) stays declared with its track number freed. `role` says which of the two this
 * parcel is. The console shows "label code X, declared by customer Y".
 */
export const adminLabelConflictSchema = z.object({
  role: z.enum(['label', 'declared']),
  trackNo: z.string(),
  labelCustomerCode: z.string(),
  declaredCustomerCode: z.string(),
  declaredOrder: z.object({ id: z.uuid(), number: z.string() }),
  receivedOrder: z.object({ id: z.uuid(), number: z.string() }),
  at: iso,
});
export type AdminLabelConflict = z.infer<typeof adminLabelConflictSchema>;

export const adminParcelDetailSchema = adminParcelSchema.omit({ customer: true }).extend({
  customer: adminParcelCustomerSchema.extend({
    /** Cyrillic full name from the profile; '' when not filled in. */
    name: z.string(),
    phone: z.string().nullable(),
  }),
  items: z.array(
    z.object({ id: z.uuid(), name: z.string(), quantity: z.number().int(), unitPrice: moneySchema }),
  ),
  itemsTotal: moneySchema,
  consigneeAddress: z.object({ fullAddress: z.string(), warehouseType: z.enum(DELIVERY_TYPES) }).nullable(),
  /** The order's contact phone (12 digits). */
  phoneNumber: z.string().nullable(),
  dimensions: z.object({ lengthCm: measure, widthCm: measure, heightCm: measure }).nullable(),
  restrictedNote: z.string().nullable(),
  pausedOnce: z.boolean(),
  /** SPEC §3 additionalServices: 39 unregistered handling, 40 manual declaring. */
  additionalServices: z.array(z.object({ key: z.number().int(), cost: moneySchema })),
  buyoutOrderId: z.uuid().nullable(),
  timeline: z.array(adminTimelineEntrySchema),
  photos: z.array(adminPhotoSchema),
  /** This parcel's audit entries, newest first. */
  audit: z.array(adminAuditEntrySchema),
  /** The events an operator may apply now (domain allowedEvents), without receive. */
  allowedEvents: z.array(z.enum(SHIPMENT_EVENTS)),
  label: adminParcelLabelSchema,
  /**
   * The warehouse that received the parcel (its grid prices it); the country's first for a parcel
   * received before warehouses were recorded; null until received.
   */
  warehouse: adminWarehouseSchema.nullable(),
  /** The country's warehouses: the choices of the warehouse select (one: nothing to choose). */
  warehouses: z.array(adminWarehouseSchema),
  /** The warehouse may be changed now (domain canChangeWarehouse: received, not yet dispatched). */
  canChangeWarehouse: z.boolean(),
  labelConflict: adminLabelConflictSchema.nullable(),
  /**
   * Why a held parcel cannot leave (issue 13), in the request's language, on the rule's property;
   * empty unless `state` is held. The same reasons the customer's parcel page lists.
   */
  holdReasons: z.array(violationSchema),
});
export type AdminParcelDetail = z.infer<typeof adminParcelDetailSchema>;

// --- Receive -----------------------------------------------------------------------------------

/**
 * A parcel scanned in. The live declared order with this track number (any letter case) is
 * received. With no such order and a `customerCode`, the warehouse creates the customer's order as
 * unregistered (additional service 39); that needs `countryCode`, the country of this warehouse.
 * When the label's `customerCode` is another customer's than the declaration's, the label wins: the
 * label's customer gets it as unregistered and the answer's parcel carries the `labelConflict`.
 * Weight 0.01-300 kg and sides 1-300 cm (domain parcelMeasurementsSchema, 422 per field).
 */
export const adminReceiveBodySchema = z.object({
  trackNo: z.string().trim().min(1, 'required').max(TRACK_NUMBER_MAX),
  customerCode: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  countryCode: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined))
    .pipe(z.enum(COUNTRY_CODES).optional()),
  /**
   * The warehouse (place id of the parcel's country, e.g. us-or) that took the parcel; absent: the
   * one of the address on the label (the customer's default warehouse, else the country's first).
   * 422 when it is not one of the country's warehouses.
   */
  warehouseId: z
    .string()
    .trim()
    .max(16)
    .optional()
    .transform((v) => (v ? v : undefined)),
  ...parcelMeasurementsSchema.shape,
});
export type AdminReceiveBody = z.input<typeof adminReceiveBodySchema>;

export const adminReceiveResultSchema = z.object({
  /** received: a declared parcel arrived; unregistered: a new parcel was created for the customer. */
  outcome: z.enum(['received', 'unregistered']),
  parcel: adminParcelDetailSchema,
});
export type AdminReceiveResult = z.infer<typeof adminReceiveResultSchema>;

/** PUT /admin/parcels/{id}/warehouse: the parcel is at another warehouse of its country. */
export const adminWarehouseBodySchema = z.object({
  warehouseId: z.string().trim().min(1, 'required').max(16),
});
export type AdminWarehouseBody = z.infer<typeof adminWarehouseBodySchema>;

// --- Events and dispatch -----------------------------------------------------------------------

/**
 * A move by an operator (domain OPERATOR_PARCEL_EVENTS). `hand_to_np` needs the Nova Poshta waybill
 * (14 digits, 20 or 59 first; 409 otherwise); `restrict` keeps `note` as the restricted-goods note
 * the customer sees; any event may carry a note for the timeline.
 */
export const adminParcelEventBodySchema = z.object({
  event: z.enum(OPERATOR_PARCEL_EVENTS),
  waybillNumber: z.string().trim().max(20).optional(),
  note: z.string().trim().max(1000).optional(),
  /**
   * declare_manually: the goods the warehouse found (SPEC §4: they replace what the customer had
   * declared); checked by the domain's item rules, 422 per `items[i]` field.
   */
  items: z.array(z.unknown()).max(100).optional(),
});
export type AdminParcelEventBody = z.infer<typeof adminParcelEventBodySchema>;

export const adminDispatchBodySchema = z.object({
  orderIds: z.array(z.string().min(1).max(64)).min(1).max(ADMIN_DISPATCH_MAX),
});
export type AdminDispatchBody = z.infer<typeof adminDispatchBodySchema>;

/** One line per requested id, in request order: dispatched, or why not (in the request's language). */
export const adminDispatchResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({
        orderId: z.string(),
        ok: z.literal(true),
        number: z.string(),
        state: z.enum(SHIPMENT_STATES),
      }),
      z.object({ orderId: z.string(), ok: z.literal(false), errorDescription: z.string() }),
    ]),
  ),
  dispatched: z.number().int(),
  failed: z.number().int(),
});
export type AdminDispatchResult = z.infer<typeof adminDispatchResultSchema>;

// --- Audit and users (admin only) ---------------------------------------------------------------

export const adminAuditQuerySchema = z.object({
  entityType: z.string().trim().max(24).optional(),
  entityId: z.string().trim().max(64).optional(),
  page,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditListSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  countPerPage: z.number().int(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  customerCode: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: iso,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  /** E-mail (part) or customer code. */
  query: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  page,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  countPerPage: z.number().int(),
});

export const adminRoleBodySchema = z.object({ role: z.enum(USER_ROLES) });
export type AdminRoleBody = z.infer<typeof adminRoleBodySchema>;
