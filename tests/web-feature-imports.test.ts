/**
 * ESLint's rule that keeps web features apart (eslint.config.js): a feature of the site or the
 * console imports no other feature, by alias, by '../other/' or in a lazy part's import(); shared
 * folders and the routes that put features together import freely.
 */
import { describe, expect, it } from 'vitest';
import { refusedLines } from '#tests/helpers/import-rules.ts';

describe('web features import no other feature (issue 24 §2)', () => {
  it("refuses a site feature's import of another, however written", async () => {
    const code = [
      "import { BookingPanel } from '../bookings/booking-panel.tsx';",
      "import { VillaList } from '#web/features/villas/villa-list.tsx';",
      "export const lazy = () => import('../reviews/villa-reviews.tsx');",
      "export const lazier = () => import('#web/features/reviews/review-form.tsx');",
      "import { TodayPage } from '#web/console/features/today/today-page.tsx';",
    ].join('\n');
    expect(await refusedLines('src/web/features/home/probe.tsx', code)).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses a console feature's import of another, or of a site feature", async () => {
    const code = [
      "import { movementsQuery } from '../calendar/api.ts';",
      "import { StaffCard } from '#web/console/features/staff/staff-card.tsx';",
      "import { VillaCard } from '#web/features/villas/villa-card.tsx';",
    ].join('\n');
    expect(await refusedLines('src/web/console/features/today/probe.tsx', code)).toEqual([1, 2, 3]);
  });

  it('lets a feature import its own files and the shared folders', async () => {
    const code = [
      "import { HomeHighlights } from './home-highlights.tsx';",
      "import { FeaturedVillas } from '#web/features/home/featured-villas.tsx';",
      "import { VillaCard } from '#web/components/villa-card.tsx';",
      "import { villasQuery } from '#web/lib/villas-api.ts';",
      "import { StatusBadge } from '#web/console/components/booking-status.tsx';",
      "export const lazy = () => import('./home-highlights.tsx');",
    ].join('\n');
    expect(await refusedLines('src/web/features/home/probe.tsx', code)).toEqual([]);
  });

  it('lets the routes put features together', async () => {
    const site = [
      "import { VillaDetailPage } from '#web/features/villa-detail/villa-detail-page.tsx';",
      "export const lazy = () => import('#web/features/bookings/booking-panel.tsx');",
    ].join('\n');
    expect(await refusedLines('src/web/app/routes/probe.tsx', site)).toEqual([]);
    const console = "import { TodayPage } from './features/today/today-page.tsx';";
    expect(await refusedLines('src/web/console/probe.tsx', console)).toEqual([]);
  });
});
