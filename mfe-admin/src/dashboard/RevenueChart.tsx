import { Column } from '@ant-design/plots';
import type { RevenuePointDto } from '@dd/contracts/admin';
import { formatMoney } from '@dd/domain/pricing';
import { brand } from '@dd/ui/theme';

/** Captured revenue per day as columns (a lazy chunk: the chart library loads only with the dashboard's chart). */
export default function RevenueChart({ points }: { points: RevenuePointDto[] }) {
  const data = points.map((p) => ({ date: p.date.slice(5), amount: Number(p.amount) }));
  return (
    <Column
      data={data}
      xField="date"
      yField="amount"
      height={260}
      style={{ fill: brand.primary }}
      axis={{ x: { labelAutoHide: true, title: false }, y: { labelFormatter: (v: number) => formatMoney(v.toFixed(2)), title: false } }}
      tooltip={{ items: [{ channel: 'y', name: 'Captured', valueFormatter: (v: number) => formatMoney(v.toFixed(2)) }] }}
    />
  );
}
