/**
 * One task's changes, sent one after another: a tick, a status, a note. Each goes with the version
 * the last answer gave (If-Match, decision 055), so two quick taps on a phone never refuse each
 * other; a change made by someone else meanwhile is a 412, which each caller answers in its own
 * way (ticks merge, a status asks: decision 094).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TurnoverTask } from '#domain/schemas/turnover.ts';
import { todayTurnoversKey } from '#web/console/lib/turnover-alerts-api.ts';
import { turnoverQuery, turnoversKey } from './api.ts';

export interface TaskSaver {
  /** The task as the last answer (or the page's read) has it. */
  latest: () => TurnoverTask;
  /** Shows an answer (or what is stored now) as the task, here and in the lists. */
  store: (saved: TurnoverTask) => void;
  /** Runs `job` once every change queued before it has its answer. */
  queue: <T>(job: () => Promise<T>) => Promise<T>;
}

export function useTaskSaver(task: TurnoverTask): TaskSaver {
  const queryClient = useQueryClient();
  const { queryKey } = turnoverQuery(task.id);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return {
    latest: () => queryClient.getQueryData(queryKey) ?? task,
    store: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      // The day's cards and Today's warnings read the task too: asked again when next shown.
      void queryClient.invalidateQueries({ queryKey: [...turnoversKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: todayTurnoversKey });
    },
    queue: (job) => {
      const run = chain.current.then(job, job);
      chain.current = run.catch(() => undefined);
      return run;
    },
  };
}
