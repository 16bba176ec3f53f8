// The hryvnia figure of every entry: the amount at the NBU rate the rates job stored for the day (the
// same reading orders and buy-outs price with), kept on the row so a report never re-prices history.
import { convert, isCurrencyCode, money, roundAmount } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { loadRates } from '../reference-data/index.js';
import type { LedgerDb } from './repository.js';

/** Read through `db`, which may be the open transaction (PGlite has one connection: never step outside it). */
export async function uahFigure(
  db: LedgerDb,
  amount: string,
  currency: string,
): Promise<{ amountUah: string; rate: string }> {
  if (currency === 'UAH') return { amountUah: roundAmount(amount), rate: '1' };
  if (!isCurrencyCode(currency)) return { amountUah: '0.00', rate: '0' };
  const rates = await loadRates(db as Database);
  return {
    amountUah: roundAmount(convert(money(amount, currency), 'UAH', rates).amount),
    rate: rates.uahPer[currency],
  };
}
