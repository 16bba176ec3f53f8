import auth from './auth.js';
import common from './common.js';
import errors from './errors.js';
import home from './home.js';
import layout from './layout.js';
import orders from './orders.js';

export default { common, layout, home, auth, orders, errors };
