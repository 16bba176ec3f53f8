// The money ledger (issue 14, docs/decisions/013-money-ledger.md): every movement of money is one
// appended row; every figure is a sum over them.
export {
  appendEntry,
  entriesBetween,
  entriesOfOrder,
  entriesOfPayment,
  findEntryByKey,
  hasEntryWithKeyPrefix,
  lockPayment,
  type LedgerDb,
} from './repository.js';
export {
  recordCapture,
  recordDeliveryMoney,
  recordRefund,
  recordReversal,
  type Owner,
  type RefundMeta,
} from './record.js';
export { orderBalance, refundsOf, restOfPayment } from './balance.js';
export { uahFigure } from './rate.js';
