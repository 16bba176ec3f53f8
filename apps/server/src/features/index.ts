import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { authFeature } from './auth/index.js';
import { accountSecurityFeature } from './account-security/index.js';
import { accountFeature } from './account/index.js';
import { notificationSettingsFeature, unsubscribeFeature } from './notification-settings/index.js';
import { emailVerificationFeature } from './email-verification/index.js';
import { telegramFeature } from './telegram/index.js';
import { phoneVerificationFeature } from './phone-verification/index.js';
import { realtimeFeature } from '../realtime/index.js';
import { referenceDataFeature } from './reference-data/index.js';
import { customsCodesFeature } from './customs-codes/index.js';
import { dictionaryFeature } from './dictionary/index.js';
import { stockAddressesFeature } from './stock-addresses/index.js';
import { loyaltyFeature } from './loyalty/index.js';
import { alertsFeature } from './alerts/index.js';
import { contentFeature } from './content/index.js';
import { addressesFeature } from './addresses/index.js';
import { catalogFeature } from './catalog/index.js';
import { countryShopsFeature } from './country-shops/index.js';
import { orderDocumentsFeature } from './order-documents/index.js';
import { identityDocumentsFeature } from './identity-documents/index.js';
import { promoFeature } from './promo/index.js';
import { orderListFeature, ordersFeature } from './orders/index.js';
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
  accountFeature,
  notificationSettingsFeature,
  unsubscribeFeature,
  telegramFeature,
  emailVerificationFeature,
  phoneVerificationFeature,
  realtimeFeature,
  referenceDataFeature,
  customsCodesFeature,
  dictionaryFeature,
  stockAddressesFeature,
  loyaltyFeature,
  alertsFeature,
  contentFeature,
  addressesFeature,
  catalogFeature,
  countryShopsFeature,
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
