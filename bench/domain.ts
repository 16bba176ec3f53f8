// Domain benchmark: the forwarding results panel is recomputed on every keystroke of the products
// step, so its cost matters. The baseline is the same arithmetic in plain binary floats (wrong for
// money, but the cheapest possible), measured in the same run; the ratio shows what exact decimals cost.
import {
  COUNTRIES,
  NBU_RATES_SNAPSHOT,
  estimateCustoms,
  forwardingResults,
  forwardingSettingsFor,
  money,
} from '@posylka/domain';
import { opsPerSecond } from './lib/ops.js';

export interface DomainBenchRow {
  name: string;
  opsPerSecond: number;
  baselineOpsPerSecond: number;
  ratio: number;
}

const us = COUNTRIES.find((c) => c.code === 'US');
if (!us) throw new Error('US missing from reference countries');
const settings = forwardingSettingsFor(us);
const items = Array.from({ length: 10 }, (_, i) => ({ quantity: (i % 3) + 1, price: `${19 + i}.99` }));

function floatBaseline(): number {
  let sum = 0;
  for (const item of items) sum += item.quantity * Number(item.price);
  const eur = sum * 0.98;
  const excess = Math.max(0, eur - 150);
  const duty = excess * 0.1;
  const vat = (excess + duty) * 0.2;
  return Math.round((duty + vat + excess * 0.03 + sum * 0.01 + sum * 0.02) * 100) / 100;
}

export function domainBench(): DomainBenchRow[] {
  const baseline = opsPerSecond(floatBaseline);
  const row = (name: string, fn: () => unknown): DomainBenchRow => {
    const ops = opsPerSecond(fn);
    return {
      name,
      opsPerSecond: ops,
      baselineOpsPerSecond: baseline,
      ratio: Number((ops / baseline).toFixed(4)),
    };
  };
  return [
    row('forwardingResults, 10 rows USD', () =>
      forwardingResults({ items, currency: 'USD', rates: NBU_RATES_SNAPSHOT, settings }),
    ),
    row('estimateCustoms, 10 items EUR', () =>
      estimateCustoms(
        items.map((i) => ({ value: money(i.price, 'EUR') })),
        money('150', 'EUR'),
      ),
    ),
  ];
}
