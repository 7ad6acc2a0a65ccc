import { AboutPage } from '#web/features/about/about-page.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';
import { m } from '#web/i18n/messages.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.about_meta_title()}
        description={m.about_meta_description()}
        path={paths.about}
      />
      <AboutPage />
    </>
  );
}
