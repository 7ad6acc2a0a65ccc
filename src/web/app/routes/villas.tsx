import { Container } from '#web/components/ui/container.tsx';
import { villasQuery } from '#web/lib/villas-api.ts';
import { villaListQuery } from '#web/features/villas/villa-list-params.ts';
import { VillaList } from '#web/features/villas/villa-list.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';
import { m } from '#web/i18n/messages.ts';
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
        title={m.villas_meta_title()}
        description={m.villas_meta_description()}
        path={paths.villas}
      />
      <section aria-labelledby="villas-title" className="bg-sand-100">
        <Container className="pt-14 pb-12 sm:pt-20 sm:pb-16">
          <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.3em] text-teal-700 uppercase">
            <span aria-hidden="true" className="h-px w-10 bg-gold-500" />
            {m.villas_eyebrow()}
          </p>
          <h1 id="villas-title" className="mt-4 max-w-3xl text-5xl leading-[1.05] sm:text-6xl">
            {m.villas_title()}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{m.villas_intro()}</p>
        </Container>
      </section>
      <Container className="pt-10 pb-24 sm:pt-12">
        <VillaList />
      </Container>
    </>
  );
}
