import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { badge, card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import {
  orderVillas,
  setVillaPublished,
  villasQuery,
  type ConsoleVilla,
  type ConsoleVillaSummary,
} from './api.ts';
import { NewVillaForm } from './new-villa-form.tsx';
import { PublishedBadge } from './published-badge.tsx';

type Direction = 'up' | 'down';

const moveButtonId = (id: string, direction: Direction) => `villa-move-${direction}-${id}`;

/** The list with the villa at `index` swapped with its neighbour above or below. */
function moved<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  const next = [...list];
  const [a, b] = [next[index], next[other]];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/**
 * Villas (issue 15 §2, owner and manager): every villa in the order the site shows them, whether
 * guests see it, moved up or down (buttons: by keyboard as by pointer), published or taken off
 * the site; and a new villa.
 */
export function VillasPage() {
  const queryClient = useQueryClient();
  const villas = useQuery(villasQuery);
  const [done, setDone] = useState<string | null>(null);
  // After a move, focus stays with the button pressed, on the villa in its new place.
  const [refocus, setRefocus] = useState<{ id: string; direction: Direction } | null>(null);

  const reorder = useMutation({
    mutationFn: (list: ConsoleVillaSummary[]) => orderVillas(list.map((villa) => villa.id)),
    onMutate: (list) => {
      setDone(null);
      const before = queryClient.getQueryData(villasQuery.queryKey);
      queryClient.setQueryData(villasQuery.queryKey, list);
      return { before };
    },
    onSuccess: (list) => queryClient.setQueryData(villasQuery.queryKey, list),
    onError: async (_error, _list, context) => {
      if (context?.before) queryClient.setQueryData(villasQuery.queryKey, context.before);
      await queryClient.invalidateQueries({ queryKey: villasQuery.queryKey });
    },
  });

  const publish = useMutation({
    mutationFn: (villa: ConsoleVillaSummary) => setVillaPublished(villa.id, !villa.published),
    onMutate: () => setDone(null),
    onSuccess: async (villa: ConsoleVilla) => {
      setDone(
        villa.published
          ? `${villa.name} is published: guests see it on the site now.`
          : `${villa.name} is unpublished: it is off the site, and its bookings stay as they are.`,
      );
      await queryClient.invalidateQueries({ queryKey: villasQuery.queryKey });
    },
  });

  useEffect(() => {
    if (!refocus) return;
    const list = villas.data ?? [];
    const index = list.findIndex((villa) => villa.id === refocus.id);
    // At the top or the bottom, the button pressed is disabled: the other one takes focus.
    const atEnd = refocus.direction === 'up' ? index === 0 : index === list.length - 1;
    const direction = atEnd ? (refocus.direction === 'up' ? 'down' : 'up') : refocus.direction;
    document.getElementById(moveButtonId(refocus.id, direction))?.focus();
    setRefocus(null);
  }, [refocus, villas.data]);

  const move = (index: number, direction: Direction) => {
    const list = villas.data;
    const villa = list?.[index];
    // One move at a time; the buttons stay enabled so that focus stays on them.
    if (!list || !villa || reorder.isPending) return;
    reorder.mutate(moved(list, index, direction));
    setRefocus({ id: villa.id, direction });
  };

  const failed = reorder.error ?? publish.error;
  return (
    <>
      <title>Villas · Console</title>
      <h1 id="villas-heading" className="text-4xl">
        Villas
      </h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        The site lists the villas in this order. An unpublished villa is off the site: guests cannot
        find, open or book it.
      </p>
      <div className="mt-6 space-y-6">
        <section aria-labelledby="villa-list-heading" className="space-y-3">
          <h2 id="villa-list-heading" className="text-2xl">
            Order on the site
          </h2>
          <p role="status" className="text-sm font-medium text-teal-800">
            {done}
          </p>
          <FormAlertRegion message={failed ? messageOf(failed) : null} />
          {villas.isPending && <p>Loading the villas…</p>}
          {villas.isError && <FormAlertRegion message={messageOf(villas.error)} />}
          {villas.data?.length === 0 && <p>There are no villas yet. Add the first below.</p>}
          {villas.data && villas.data.length > 0 && (
            <ol aria-labelledby="villa-list-heading" className="space-y-3">
              {villas.data.map((villa, index, list) => (
                <li key={villa.id} className={card}>
                  <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                    <img
                      src={villa.image}
                      alt=""
                      className="h-20 w-28 shrink-0 rounded-xl bg-sand-100 object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-ink-soft">{index + 1}.</p>
                      <p className="text-lg font-medium text-ink">
                        <Link
                          href={consolePaths.villa(villa.id)}
                          className="text-teal-800 underline"
                        >
                          {villa.name}
                        </Link>
                      </p>
                      <p className="text-sm text-ink-soft">{villa.location}</p>
                      <p className="mt-2 flex flex-wrap gap-2">
                        <PublishedBadge published={villa.published} />
                        {villa.featured && <span className={badge}>Featured</span>}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        id={moveButtonId(villa.id, 'up')}
                        type="button"
                        onClick={() => move(index, 'up')}
                        disabled={index === 0}
                        aria-label={`Move ${villa.name} up`}
                        className={secondaryButton}
                      >
                        <ArrowUp aria-hidden="true" className="h-4 w-4" />
                        Up
                      </button>
                      <button
                        id={moveButtonId(villa.id, 'down')}
                        type="button"
                        onClick={() => move(index, 'down')}
                        disabled={index === list.length - 1}
                        aria-label={`Move ${villa.name} down`}
                        className={secondaryButton}
                      >
                        <ArrowDown aria-hidden="true" className="h-4 w-4" />
                        Down
                      </button>
                      <button
                        type="button"
                        onClick={() => publish.mutate(villa)}
                        disabled={publish.isPending}
                        aria-label={`${villa.published ? 'Unpublish' : 'Publish'} ${villa.name}`}
                        className={villa.published ? secondaryButton : primaryButton}
                      >
                        {villa.published ? 'Unpublish' : 'Publish'}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
        <NewVillaForm />
      </div>
    </>
  );
}
