import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { authFeature } from './auth/index.js';
import { accountSecurityFeature } from './account-security/index.js';
import { personalFeature } from './personal/index.js';
import { notificationSettingsFeature, unsubscribeFeature } from './notification-settings/index.js';
import { verificationFeature } from './verification/index.js';
import { telegramFeature } from './telegram/index.js';
import { phoneVerificationFeature } from './phone-verification/index.js';
import { realtimeFeature } from '../realtime/index.js';
import { extraFeature } from './extra/index.js';
import { hsFeature } from './hs/index.js';
import { dictionaryFeature } from './dictionary/index.js';
import { stockAddressesFeature } from './stock-addresses/index.js';
import { loyaltyFeature } from './loyalty/index.js';
import { alertsFeature } from './alerts/index.js';
import { contentFeature } from './content/index.js';
import { addressesFeature } from './addresses/index.js';
import { catalogFeature } from './catalog/index.js';
import { internationalFeature } from './international/index.js';
import { orderDocumentsFeature } from './order-documents/index.js';
import { identityDocumentsFeature } from './identity-documents/index.js';
import { promoFeature } from './promo/index.js';
import { ordersFeature } from './orders/index.js';
import { orderListFeature } from './order-list/index.js';
import { lifecycleFeature } from './lifecycle/index.js';
import { paymentsFeature } from './payments/index.js';
import { buyoutFeature } from './buyout/index.js';
import { buyoutProcessingFeature } from './buyout/index.js';
import { adminBuyoutFeature } from './admin/buyout/index.js';
import { adminPaymentsFeature } from './admin/payments/index.js';
import { adminNotificationsFeature } from './admin/notifications/index.js';
import { diiaFeature } from './diia/index.js';
import { adminFeature } from './admin/index.js';
import { receiptsFeature } from './receipts/index.js';

/** Feature plugins registered by the app under /api, in this order. */
export const features: readonly FastifyPluginAsyncZod[] = [
  authFeature,
  accountSecurityFeature,
  personalFeature,
  notificationSettingsFeature,
  unsubscribeFeature,
  telegramFeature,
  verificationFeature,
  phoneVerificationFeature,
  realtimeFeature,
  extraFeature,
  hsFeature,
  dictionaryFeature,
  stockAddressesFeature,
  loyaltyFeature,
  alertsFeature,
  contentFeature,
  addressesFeature,
  catalogFeature,
  internationalFeature,
  orderDocumentsFeature,
  identityDocumentsFeature,
  promoFeature,
  ordersFeature,
  orderListFeature,
  lifecycleFeature(),
  paymentsFeature,
  buyoutFeature,
  buyoutProcessingFeature,
  receiptsFeature,
  adminBuyoutFeature,
  adminPaymentsFeature,
  adminNotificationsFeature,
  diiaFeature,
  adminFeature,
];
