import { useParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { VillaDetailPage } from '../../features/villa-detail/villa-detail-page.tsx';
import { villaQuery } from '../../features/villas/api.ts';

/** The data this page needs, by route parameter (a slug or a 24-hex id, spec §5). */
export const handle = {
  queries: (params: RouteParams) => [villaQuery(params.slug ?? '')],
};

export function Component() {
  const { slug = '' } = useParams();
  return <VillaDetailPage slugOrId={slug} />;
}
