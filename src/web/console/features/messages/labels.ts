import type { MessageKind, MessageStatus } from '#domain/schemas/console.ts';

export const KIND_LABELS: Record<MessageKind, string> = {
  contact: 'Contact message',
  transport: 'Transport request',
};

export const STATUS_LABELS: Record<MessageStatus, string> = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  ANSWERED: 'Answered',
};
