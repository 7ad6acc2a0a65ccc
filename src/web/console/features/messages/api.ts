/** Messages' calls (issue 14 §4): contact messages and transport requests, and the replies to them. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type {
  ConsoleMessage,
  MessageKind,
  MessageStatus,
  MessageSummary,
} from '#domain/schemas/console.ts';
import { consoleGet, consolePatch, consolePost } from '#web/console/lib/console-api.ts';
import { apiQuery } from '#web/console/components/url-query.ts';

export interface MessageFilters {
  kind: MessageKind | undefined;
  status: MessageStatus | undefined;
  q: string | undefined;
  /** Zero-based. */
  page: number;
}

export const MESSAGES_PAGE_SIZE = 20;

/** Every list and every message: a reply or a new status changes both. */
export const messagesKey = ['console', 'messages'] as const;

export const messagesQuery = (filters: MessageFilters) =>
  queryOptions({
    queryKey: [...messagesKey, 'list', filters],
    queryFn: () =>
      consoleGet<Paged<MessageSummary>>(
        `/messages${apiQuery({ ...filters, size: MESSAGES_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

const messagePath = (kind: MessageKind, id: string) =>
  `/messages/${kind}/${encodeURIComponent(id)}`;

export const messageQuery = (kind: MessageKind, id: string) =>
  queryOptions({
    queryKey: [...messagesKey, kind, id],
    queryFn: () => consoleGet<ConsoleMessage>(messagePath(kind, id)),
  });

export const setMessageStatus = (kind: MessageKind, id: string, status: MessageStatus) =>
  consolePatch(messagePath(kind, id), { status });

/** E-mails the guest, keeps the reply with the message and marks it answered; answers the message. */
export const sendReply = (kind: MessageKind, id: string, body: string) =>
  consolePost<ConsoleMessage>(`${messagePath(kind, id)}/replies`, { body });
