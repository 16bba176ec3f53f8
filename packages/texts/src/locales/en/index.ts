import auth from './auth.js';
import common from './common.js';
import errors from './errors.js';
import home from './home.js';
import layout from './layout.js';
import orders from './orders.js';
import myAddress from './my-address.js';
import banners from './banners.js';
import content from './content.js';
import calculators from './calculators.js';
import addresses from './addresses.js';
import catalog from './catalog.js';
import pages from './pages.js';
import phone from './phone.js';
import widgets from './widgets.js';
import forwardingDocuments from './forwarding-documents.js';
import forwardingSuccess from './forwarding-success.js';
import forwarding from './forwarding.js';
import buyoutPayment from './buyout-payment.js';
import buyoutPassport from './buyout-passport.js';
import identityDocument from './identity-document.js';
import buyoutCheckout from './buyout-checkout.js';
import buyoutShow from './buyout-show.js';
import forwardingShow from './forwarding-show.js';
import profile from './profile.js';
import notificationSettings from './notification-settings.js';
import tariffs from './tariffs.js';

export default {
  common,
  layout,
  home,
  auth,
  orders,
  errors,
  myAddress,
  banners,
  content,
  calculators,
  addresses,
  catalog,
  pages,
  phone,
  widgets,
  forwardingDocuments,
  forwardingSuccess,
  forwarding,
  buyoutPayment,
  buyoutPassport,
  identityDocument,
  buyoutCheckout,
  buyoutShow,
  forwardingShow,
  profile,
  notificationSettings,
  tariffs,
};
