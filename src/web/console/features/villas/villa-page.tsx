import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { setVillaPublished, villaQuery, villasQuery, type ConsoleVilla } from './api.ts';
import { PublishedBadge } from './published-badge.tsx';
import { VillaForm } from './villa-form.tsx';
import { VillaTextsPart } from './villa-texts-part.tsx';

/** A villa's name, whether guests see it, the link to its page on the site, and publishing. */
export function VillaHeader({ villa }: { villa: ConsoleVilla }) {
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => setVillaPublished(villa.id, !villa.published),
    onSuccess: async (saved) => {
      queryClient.setQueryData(villaQuery(villa.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: villasQuery.queryKey, exact: true });
    },
  });
  return (
    <header>
      <p>
        <Link href={consolePaths.villas} className="text-sm text-teal-800 underline">
          All villas
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-4xl">{villa.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-3">
            <PublishedBadge published={villa.published} />
            {villa.published && (
              <a
                href={paths.villa(villa.slug)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm text-teal-800 underline"
              >
                {`See it on the site: /villa/${villa.slug}`}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={() => publish.mutate()}
          disabled={publish.isPending}
          className={villa.published ? secondaryButton : primaryButton}
        >
          {villa.published ? 'Unpublish' : 'Publish'}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-teal-800">
        {publish.isSuccess &&
          (villa.published
            ? 'Published: guests see the villa on the site now.'
            : 'Unpublished: the villa is off the site. Its bookings stay as they are.')}
      </p>
      <FormAlertRegion message={publish.isError ? messageOf(publish.error) : null} />
      <VillaSectionsNav villa={villa} />
    </header>
  );
}

/** A villa's details (issue 15 §2): every field of its page on the site. */
export function VillaPage({ id }: { id: string }) {
  const villa = useQuery(villaQuery(id));
  if (villa.isPending) return <p role="status">Loading the villa…</p>;
  if (villa.isError) {
    return (
      <>
        <title>Villa · Console</title>
        <h1 className="text-4xl">The villa could not be shown</h1>
        <div className="mt-4">
          <FormAlertRegion message={messageOf(villa.error)} />
        </div>
        <p className="mt-3">
          <Link href={consolePaths.villas} className="text-teal-800 underline">
            Go to all villas
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <title>{`${villa.data.name} · Villas · Console`}</title>
      <VillaHeader villa={villa.data} />
      {/* Above the details, whose save bar stays at the foot of the screen below them. */}
      <div className="mt-6">
        <VillaTextsPart villa={villa.data} />
      </div>
      <div className="mt-6">
        <VillaForm villa={villa.data} />
      </div>
    </>
  );
}
