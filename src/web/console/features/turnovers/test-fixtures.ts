/** Answers of the turnovers API for component tests, in the contract's shapes. */
import type { TurnoverChecklist, TurnoverTask } from '#domain/schemas/turnover.ts';

export const TASK_ID = '64b7f0c2a1b2c3d4e5f60901';
export const VILLA_ID = '64b7f0c2a1b2c3d4e5f60001';

export const HOUSEKEEPER = {
  id: 'u3',
  name: 'Ruwan Jayasinghe',
  email: 'ruwan@example.com',
  role: 'housekeeping',
  twoFactorEnabled: false,
} as const;

export const task = (over: Partial<TurnoverTask> = {}): TurnoverTask => ({
  id: TASK_ID,
  villa: { id: VILLA_ID, name: 'Villa Serenity' },
  departureOn: '2026-11-28',
  nextArrivalOn: '2026-11-28',
  nextArrivalGuests: 4,
  sameDay: true,
  source: 'booking',
  status: 'open',
  assignedTo: null,
  checklist: [
    { item: 'Strip and make the beds', ticked: false },
    { item: 'Fresh towels in both bathrooms', ticked: false },
    { item: 'Skim the pool', ticked: false },
  ],
  note: null,
  photos: [],
  startedAt: null,
  readyAt: null,
  updatedAt: '2026-11-28T04:00:00.000Z',
  version: 'v1',
  ...over,
});

export const checklist = (items: string[], version = 'c1'): TurnoverChecklist => ({
  villa: { id: VILLA_ID, name: 'Villa Serenity' },
  items,
  version,
});

/**
 * A stand-in for XMLHttpRequest, which the photo upload uses for its progress: each request waits
 * until the test says how far it got (`progress`) and answers it (`answer`).
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {
    // The answer is JSON whatever is asked.
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
