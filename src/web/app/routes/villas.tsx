import { Container } from '#web/components/ui/container.tsx';
import { villasQuery } from '#web/lib/villas-api.ts';
import { villaListQuery } from '#web/features/villas/villa-list-params.ts';
import { VillaList } from '#web/features/villas/villa-list.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';
import type { RouteParams } from '../routes.ts';

/**
 * The page's data: the list as the query string asks for it (?q=&filter=), known where the server
 * renders the page; a link from another page prefetches the unfiltered list.
 */
export const handle = {
  queries: (_params: RouteParams, search?: URLSearchParams) => [
    search ? villaListQuery(search) : villasQuery(),
  ],
};

export function Component() {
  return (
    <>
      <PageMeta
        title="Our Villas"
        description={
          "Browse our luxury private villas in Weligama and Ahangama on Sri Lanka's south coast: pools, chefs and the beach nearby. See prices and book."
        }
        path={paths.villas}
      />
      <section aria-labelledby="villas-title" className="bg-sand-100">
        <Container className="pt-14 pb-12 sm:pt-20 sm:pb-16">
          <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.3em] text-teal-700 uppercase">
            <span aria-hidden="true" className="h-px w-10 bg-gold-500" />
            The collection
          </p>
          <h1 id="villas-title" className="mt-4 max-w-3xl text-5xl leading-[1.05] sm:text-6xl">
            Our Luxury Villa Collection
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">
            Each villa is yours alone: a private pool, a host who knows the coast, and a chef who
            cooks to your taste. Find the one that suits your stay.
          </p>
        </Container>
      </section>
      <Container className="pt-10 pb-24 sm:pt-12">
        <VillaList />
      </Container>
    </>
  );
}
