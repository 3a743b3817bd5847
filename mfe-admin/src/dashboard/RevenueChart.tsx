import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { RevenuePointDto } from '@dd/contracts/admin-stats';
import { formatMoney } from '@dd/domain/pricing';
import { loadStylesheet } from '@dd/ui/stylesheet';
import { brand } from '@dd/ui/theme';
import { dayLabels, legendValues } from './revenue-legend';

/** uPlot's stylesheet: the dashboard's lazy import of this module waits for it, so the chart never lays itself out unstyled. */
export const stylesReady = loadStylesheet(new URL('uplot/dist/uPlot.min.css', import.meta.url).href, 'uplot');

const HEIGHT = 260;
const money = (value: number) => formatMoney(value.toFixed(2));

function options(width: number, days: string[], amounts: number[]): uPlot.Options {
  const legend = legendValues(days, amounts);
  const axis = { stroke: brand.textMuted, ticks: { show: false } };
  return {
    width,
    height: HEIGHT,
    // Days by index, one column each; the y axis from $0.
    scales: { x: { time: false, range: [-0.5, days.length - 0.5] }, y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    series: [
      { label: 'Day', value: (_chart, index) => legend.day(index) },
      { label: 'Captured', fill: brand.primary, stroke: brand.primary, width: 0, paths: uPlot.paths.bars!({ size: [0.7, 24] }), points: { show: false }, value: (_chart, value) => legend.captured(value) },
    ],
    axes: [
      // Labels on whole days only, as many as fit.
      { ...axis, space: 44, incrs: [1, 2, 5, 7, 14, 30], grid: { show: false }, values: (_chart, splits) => dayLabels(days, splits) },
      { ...axis, size: 76, grid: { stroke: brand.border, width: 1 }, values: (_chart, splits) => splits.map(money) },
    ],
    cursor: { points: { show: false }, drag: { x: false, y: false } },
  };
}

/**
 * Captured revenue per day as columns: uPlot (a canvas, about 20 KB; a lazy chunk with the
 * dashboard's chart), as wide as its panel. Its legend reads the day under the pointer.
 */
export default function RevenueChart({ points }: { points: RevenuePointDto[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const days = points.map((point) => point.date.slice(5));
    const amounts = points.map((point) => Number(point.amount));
    const chart = new uPlot(options(element.clientWidth, days, amounts), [points.map((_, index) => index), amounts], element);
    const resized = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [points]);
  return <div ref={box} style={{ minWidth: 0 }} />;
}
