import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TurnoverAlert } from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messageOf } from '../lib/console-api.ts';
import { turnoverAlertsQuery } from '../lib/turnover-alerts-api.ts';
import { consolePaths } from '../paths.ts';
import { SameDayBadge, TurnoverStatusBadge, turnoverDays } from './turnover-status.tsx';

/**
 * Today's warnings from the Turnovers room (issue 27 §3), for every role: each arrival whose villa
 * was not marked ready by the evening before, and each problem reported, each linking to its task.
 * Nothing is drawn while all is well: Today stays short on a quiet day.
 */
export function TurnoverAlerts() {
  const alerts = useQuery(turnoverAlertsQuery);
  if (alerts.isPending) return null;
  if (alerts.isError) {
    return (
      <div className="mt-8">
        <FormAlertRegion message={messageOf(alerts.error)} />
      </div>
    );
  }
  const notReady = alerts.data.filter((alert) => alert.kind === 'not-ready');
  const problems = alerts.data.filter((alert) => alert.kind === 'problem');
  return (
    <>
      {notReady.length > 0 && (
        <Section id="today-not-ready" title="Not ready for arrival">
          <AlertList alerts={notReady} label="Villas not ready for arrival" />
        </Section>
      )}
      {problems.length > 0 && (
        <Section id="today-problems" title="Problems reported">
          <AlertList alerts={problems} label="Problems reported" />
        </Section>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function AlertList({ alerts, label }: { alerts: TurnoverAlert[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {alerts.map(({ kind, task }) => (
        <li
          key={`${kind}-${task.id}`}
          className="flex flex-col gap-2 rounded-2xl border border-danger/40 bg-danger/5 p-4"
        >
          <p className="flex flex-wrap items-center gap-2">
            <Link
              href={consolePaths.turnover(task.id)}
              className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
            >
              {task.villa.name}
            </Link>
            {task.sameDay && <SameDayBadge />}
            <TurnoverStatusBadge status={task.status} />
          </p>
          <p className="text-sm text-ink">{turnoverDays(task)}</p>
          {kind === 'problem' && task.note && <p className="text-sm text-danger">{task.note}</p>}
        </li>
      ))}
    </ul>
  );
}
