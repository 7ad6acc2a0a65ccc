import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ReviewSource } from '#domain/schemas/console.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { FilterForm, SearchField } from '#web/console/components/filter-form.tsx';
import { Pager } from '#web/console/components/pager.tsx';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import {
  moderateReview,
  moderateTestimonial,
  moderationKey,
  reopenReview,
  reviewsQuery,
  testimonialsQuery,
  type ModerationFilters,
  type ModerationKind,
  type ModerationStatus,
} from './api.ts';
import {
  canUndo,
  DecidedCard,
  ModerationCard,
  STATUS_LABELS,
  type Decision,
  type ModerationItem,
  type ModerationPatch,
} from './moderation-item.tsx';

const KINDS: { kind: ModerationKind; label: string }[] = [
  { kind: 'reviews', label: 'Reviews' },
  { kind: 'testimonials', label: 'Testimonials' },
];

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Where a review came from (issue 27 §2): a verified stay's link, or the villa page. */
const SOURCES: { value: ReviewSource; label: string }[] = [
  { value: 'stay', label: 'Verified stays' },
  { value: 'page', label: 'The villa page' },
];

/** What the status region says after a change: where the guest's words are now. */
function doneMessage(kind: ModerationKind, patch: ModerationPatch): string {
  if (kind === 'reviews') {
    return patch.status === 'APPROVED'
      ? 'Review approved: it is on the villa page now.'
      : 'Review rejected: it stays off the villa page.';
  }
  if (patch.featured === true) return 'Testimonial featured: it is on the home page now.';
  if (patch.featured === false) return 'Testimonial no longer featured: it has left the home page.';
  return patch.status === 'APPROVED'
    ? 'Testimonial approved: it is on the site now.'
    : 'Testimonial rejected: it stays off the site.';
}

/** Puts a decision back: see `canUndo` for what each one does. */
async function undoDecision({ entry, to }: Decision): Promise<void> {
  const was = entry.item.status;
  if (entry.kind === 'reviews') {
    if (was === 'PENDING') await reopenReview(entry.item.id, to);
    else await moderateReview(entry.item.id, was);
  } else if (was !== 'PENDING') {
    await moderateTestimonial(entry.item.id, {
      status: was,
      ...(entry.item.featured ? { featured: true } : {}),
    });
  }
}

const EMPTY: Record<ModerationStatus, string> = {
  PENDING: 'Nothing is waiting. New ones appear here as guests send them.',
  APPROVED: 'None approved yet.',
  REJECTED: 'None rejected.',
};

/**
 * Moderation (issue 14 §4, owner and manager): reviews and testimonials the guests sent, waiting
 * first. Nothing a guest writes reaches the site before someone here approves it.
 */
export function ModerationPage() {
  const url = useUrlQuery();
  const kind: ModerationKind = url.text('show') === 'testimonials' ? 'testimonials' : 'reviews';
  const statusParam = url.text('status');
  const status: ModerationStatus = STATUSES.find((s) => s === statusParam) ?? 'PENDING';
  const fromParam = url.text('from');
  const from = kind === 'reviews' ? SOURCES.find((s) => s.value === fromParam)?.value : undefined;
  const filters: ModerationFilters = { status, q: url.text('q'), from, page: url.page };

  const reviews = useQuery({ ...reviewsQuery(filters), enabled: kind === 'reviews' });
  const testimonials = useQuery({
    ...testimonialsQuery(filters),
    enabled: kind === 'testimonials',
  });
  const shown = kind === 'reviews' ? reviews : testimonials;
  const entries: ModerationItem[] =
    kind === 'reviews'
      ? (reviews.data?.content ?? []).map((item) => ({ kind, item }))
      : (testimonials.data?.content ?? []).map((item) => ({ kind, item }));

  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const doneRegion = useRef<HTMLParagraphElement>(null);
  /**
   * Decisions taken on this list, each shown in its card's place with an Undo (decision 064) even
   * after the list loads again without it; another list (kind, status, search, page) has its own.
   */
  const listKey = `${kind} ${url.params.toString()}`;
  const [decided, setDecided] = useState<{ listKey: string; byId: Map<string, Decision> }>({
    listKey,
    byId: new Map(),
  });
  const decisions = decided.listKey === listKey ? decided.byId : new Map<string, Decision>();
  const [focusUndoOf, setFocusUndoOf] = useState<string | null>(null);
  const remember = (id: string, decision: Decision | null) =>
    setDecided((current) => {
      const byId = new Map(current.listKey === listKey ? current.byId : undefined);
      if (decision) byId.set(id, decision);
      else byId.delete(id);
      return { listKey, byId };
    });

  const change = useMutation({
    mutationFn: async ({ entry, patch }: { entry: ModerationItem; patch: ModerationPatch }) => {
      if (entry.kind === 'reviews') await moderateReview(entry.item.id, patch.status ?? 'APPROVED');
      else await moderateTestimonial(entry.item.id, patch);
    },
    onMutate: () => setDone(null),
    onSuccess: async (_answer, { entry, patch }) => {
      setDone(doneMessage(entry.kind, patch));
      // It leaves this list, but not at once: its card becomes what happened, with an Undo.
      if (patch.status && patch.status !== status) {
        const at = rows.findIndex((row) => row.item.id === entry.item.id);
        const decision: Decision = { entry, to: patch.status, at: Math.max(at, 0) };
        remember(entry.item.id, decision);
        // Its buttons are gone: the focus goes to the Undo in their place, or to what happened.
        if (canUndo(decision)) setFocusUndoOf(entry.item.id);
        else doneRegion.current?.focus();
      }
      await queryClient.invalidateQueries({ queryKey: moderationKey(entry.kind) });
    },
  });
  const undo = useMutation({
    mutationFn: undoDecision,
    onMutate: () => setDone(null),
    onSuccess: async (_answer, { entry }) => {
      // The list is read again with the item back in it before its row gives way to its card.
      await queryClient.invalidateQueries({ queryKey: moderationKey(entry.kind) });
      remember(entry.item.id, null);
      setDone(
        `Undone: the ${entry.kind === 'reviews' ? 'review' : 'testimonial'} by ${entry.item.name} is ${STATUS_LABELS[entry.item.status].toLowerCase()} again.`,
      );
      doneRegion.current?.focus();
    },
  });
  const failed = change.isError ? change.error : undo.isError ? undo.error : null;
  // Decided items keep the places they had, among those the server lists now.
  const rows = entries.filter((entry) => !decisions.has(entry.item.id));
  for (const { entry, at } of [...decisions.values()].sort((a, b) => a.at - b.at)) {
    rows.splice(at, 0, entry);
  }
  const label = KINDS.find((k) => k.kind === kind)?.label ?? 'Reviews';

  return (
    <>
      <title>{`Moderation · ${label} · Console`}</title>
      <h1 className="text-4xl">Moderation</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        What guests write reaches the site only once someone here approves it.
      </p>

      <nav aria-label="Reviews or testimonials" className="mt-6">
        <ul className="inline-flex rounded-full border border-teal-800 p-1">
          {KINDS.map((option) => (
            <li key={option.kind}>
              <Link
                href={url.hrefWith({
                  show: option.kind === 'reviews' ? null : option.kind,
                  from: null,
                  page: null,
                })}
                aria-current={option.kind === kind ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-5 text-sm font-medium ${
                  option.kind === kind
                    ? 'bg-teal-800 text-sand-50'
                    : 'text-teal-800 hover:bg-sand-100'
                }`}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6">
        <FilterForm
          key={url.params.toString()}
          label={`Filter the ${label.toLowerCase()}`}
          names={kind === 'reviews' ? ['status', 'from', 'q'] : ['status', 'q']}
          apply={(patch) =>
            url.apply({ ...patch, status: patch.status === 'PENDING' ? null : patch.status })
          }
        >
          <SelectField label="Status" name="status" defaultValue={status}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </SelectField>
          {kind === 'reviews' && (
            <SelectField label="From" name="from" defaultValue={from ?? ''}>
              <option value="">Anyone</option>
              {SOURCES.map((source) => (
                <option key={source.value} value={source.value}>
                  {source.label}
                </option>
              ))}
            </SelectField>
          )}
          <SearchField
            defaultValue={url.text('q') ?? ''}
            hint="A name, a villa or words of the text"
          />
        </FilterForm>
      </div>

      <div className="mt-6 space-y-3">
        <p
          ref={doneRegion}
          role="status"
          tabIndex={-1}
          className="text-sm font-medium text-teal-800 focus:outline-none"
        >
          {done}
        </p>
        <FormAlertRegion message={failed ? messageOf(failed) : null} />
        {shown.isPending && <p>Loading…</p>}
        {shown.isError && <FormAlertRegion message={messageOf(shown.error)} />}
        {shown.data && rows.length === 0 && <p className="text-ink-soft">{EMPTY[status]}</p>}
        {rows.length > 0 && (
          <ul aria-label={`${label}: ${STATUS_LABELS[status].toLowerCase()}`} className="space-y-3">
            {rows.map((entry) => {
              const decision = decisions.get(entry.item.id);
              return decision ? (
                <DecidedCard
                  key={entry.item.id}
                  decision={decision}
                  busy={undo.isPending && undo.variables.entry.item.id === entry.item.id}
                  takeFocus={focusUndoOf === entry.item.id}
                  onUndo={() => undo.mutate(decision)}
                />
              ) : (
                <ModerationCard
                  key={entry.item.id}
                  entry={entry}
                  busy={change.isPending && change.variables.entry.item.id === entry.item.id}
                  onChange={(patch) => change.mutate({ entry, patch })}
                />
              );
            })}
          </ul>
        )}
        {shown.data && (
          <Pager
            page={shown.data.number}
            totalPages={shown.data.totalPages}
            hrefFor={url.pageHref}
          />
        )}
      </div>
    </>
  );
}
