// The server's own words, one file per feature (issue 17 item 6): the namespace `server`, read by key
// through apps/server/src/http/server-texts.ts. Ukrainian is the source of the keys.
import errors from './server/errors.js';
import buyout from './server/buyout.js';
import buyoutProcessing from './server/buyout-processing.js';
import orders from './server/orders.js';
import orderDocuments from './server/order-documents.js';
import orderList from './server/order-list.js';
import admin from './server/admin.js';
import adminNotifications from './server/admin-notifications.js';
import lifecycle from './server/lifecycle.js';
import alerts from './server/alerts.js';
import phoneVerification from './server/phone-verification.js';
import referenceData from './server/reference-data.js';
import stockAddresses from './server/stock-addresses.js';
import telegram from './server/telegram.js';
import dictionary from './server/dictionary.js';
import receipts from './server/receipts.js';
import diiaSandbox from './server/diia-sandbox.js';
import paymentsSandbox from './server/payments-sandbox.js';
import mailLayout from './server/mail-layout.js';
import mailAccount from './server/mail-account.js';
import mailBuyout from './server/mail-buyout.js';
import mailMoney from './server/mail-money.js';
import mailParcels from './server/mail-parcels.js';
import mailReminders from './server/mail-reminders.js';

export default {
  errors,
  buyout,
  buyoutProcessing,
  orders,
  orderDocuments,
  orderList,
  admin,
  adminNotifications,
  lifecycle,
  alerts,
  phoneVerification,
  referenceData,
  stockAddresses,
  telegram,
  dictionary,
  receipts,
  diiaSandbox,
  paymentsSandbox,
  mailLayout,
  mailAccount,
  mailBuyout,
  mailMoney,
  mailParcels,
  mailReminders,
};
