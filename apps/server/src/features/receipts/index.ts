// Receipts (issue 14 item 8): the customer's PDF receipt of each payment, surcharge and refund of a
// buy-out order, in five languages, read from the money ledger.
export { receiptsFeature } from './routes.js';
