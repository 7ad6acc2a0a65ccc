/**
 * The Turnovers room's calls (issue 27 §3): housekeeping's day, one task and its changes (each
 * sent with the version the page read: a 412 when someone else saved meanwhile, decision 055), the
 * problem photos, the assignee (owner, manager) and each villa's checklist (the owner writes).
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  TurnoverChecklist,
  TurnoverRange,
  TurnoverTask,
  TurnoverUpdate,
} from '#domain/schemas/turnover.ts';
import {
  ApiError,
  consoleGet,
  consolePatch,
  consolePut,
  OFFLINE_MESSAGE,
} from '#web/console/lib/console-api.ts';

export const turnoversKey = ['console', 'turnovers'] as const;

export const turnoversQuery = (range: TurnoverRange) =>
  queryOptions({
    queryKey: [...turnoversKey, 'list', range],
    queryFn: () => consoleGet<TurnoverTask[]>(`/turnovers?range=${range}`),
  });

const taskPath = (id: string) => `/turnovers/${encodeURIComponent(id)}`;

/** The task as stored now; read past the cache, it is what someone else saved. */
export const fetchTurnover = (id: string) => consoleGet<TurnoverTask>(taskPath(id));

export const turnoverQuery = (id: string) =>
  queryOptions({ queryKey: [...turnoversKey, 'task', id], queryFn: () => fetchTurnover(id) });

export const updateTurnover = (id: string, change: TurnoverUpdate, version: string) =>
  consolePatch<TurnoverTask>(taskPath(id), change, version);

/** Who a task may be given to (owner, manager): the active team, by name and role only. */
export interface Assignee {
  id: string;
  name: string;
  role: string;
}

export const assigneesQuery = queryOptions({
  queryKey: [...turnoversKey, 'assignees'],
  queryFn: () => consoleGet<Assignee[]>('/turnovers/assignees'),
});

/** Null gives the task back to anyone in housekeeping. */
export const assignTurnover = (id: string, staffId: string | null) =>
  consolePut<TurnoverTask>(`${taskPath(id)}/assignee`, { staffId });

const checklistPath = (villaId: string) =>
  `/villas/${encodeURIComponent(villaId)}/turnover-checklist`;

export const fetchChecklist = (villaId: string) =>
  consoleGet<TurnoverChecklist>(checklistPath(villaId));

export const checklistQuery = (villaId: string) =>
  queryOptions({
    queryKey: [...turnoversKey, 'checklist', villaId],
    queryFn: () => fetchChecklist(villaId),
  });

export const saveChecklist = (villaId: string, items: string[], version: string) =>
  consolePut<TurnoverChecklist>(checklistPath(villaId), { items }, version);

/**
 * Sends one photo of a problem and tells how much of it has gone (0 to 1) as it goes: a phone's
 * photo is several megabytes on a villa's mobile signal, and a bar that moves says it is not
 * stuck. XMLHttpRequest, since fetch cannot tell an upload's progress; the errors are the
 * console's others (ApiError with the server's message).
 */
export function uploadTurnoverPhoto(
  id: string,
  file: File,
  onProgress: (share: number) => void,
): Promise<TurnoverTask> {
  const body = new FormData();
  body.set('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/console${taskPath(id)}/photos`);
    request.setRequestHeader('Accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, OFFLINE_MESSAGE));
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(answer as TurnoverTask);
        return;
      }
      const message = (answer as { message?: unknown } | null)?.message;
      reject(
        new ApiError(
          request.status,
          typeof message === 'string' && message
            ? message
            : `Request failed with status ${request.status}`,
        ),
      );
    };
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
