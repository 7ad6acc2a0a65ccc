/**
 * The twelve months' chart drawn with Chart.js (decision 098): only the parts it uses are
 * registered, so the bundler leaves the rest of the library out, and this module is imported
 * lazily by months-chart.tsx, so Chart.js is a chunk the Reports room fetches and no other page.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { formatCents } from '#domain/money.ts';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** The theme's colours (src/web/theme.css): teal for the rate, gold for the money. */
const TEAL = '#0f4c4a';
const GOLD = '#c19a4f';
const INK_SOFT = '#4b5563';

export interface MonthsChartData {
  labels: string[];
  /** Occupancy per month in percent (0-100), null for a month with no night available. */
  occupancy: (number | null)[];
  /** Revenue per month in cents; null when the reader may not see the money. */
  revenueCents: number[] | null;
}

export function drawMonthsChart(context: CanvasRenderingContext2D, data: MonthsChartData) {
  const withMoney = data.revenueCents !== null;
  return new Chart(context, {
    data: {
      labels: data.labels,
      datasets: [
        {
          type: 'line',
          label: 'Occupancy (%)',
          data: data.occupancy,
          borderColor: TEAL,
          backgroundColor: TEAL,
          yAxisID: 'occupancy',
          order: 0,
        },
        ...(data.revenueCents
          ? [
              {
                type: 'bar' as const,
                label: 'Revenue ($)',
                data: data.revenueCents.map((cents) => cents / 100),
                backgroundColor: GOLD,
                yAxisID: 'revenue',
                order: 1,
              },
            ]
          : []),
      ],
    },
    options: {
      // The figures are in the table too; a chart that moves helps nobody read it.
      animation: false,
      maintainAspectRatio: false,
      responsive: true,
      plugins: {
        legend: { labels: { color: INK_SOFT } },
        tooltip: {
          callbacks: {
            label: (item) =>
              item.dataset.yAxisID === 'revenue'
                ? `Revenue: ${formatCents(Math.round((item.parsed.y ?? 0) * 100))}`
                : `Occupancy: ${item.parsed.y}%`,
          },
        },
      },
      scales: {
        occupancy: {
          type: 'linear',
          position: withMoney ? 'right' : 'left',
          min: 0,
          max: 100,
          ticks: { color: INK_SOFT, callback: (value) => `${value}%` },
          grid: { drawOnChartArea: !withMoney },
        },
        ...(withMoney
          ? {
              revenue: {
                type: 'linear' as const,
                position: 'left' as const,
                min: 0,
                ticks: {
                  color: INK_SOFT,
                  callback: (value: number | string) => formatCents(Number(value) * 100),
                },
              },
            }
          : {}),
        x: { ticks: { color: INK_SOFT } },
      },
    },
  });
}
