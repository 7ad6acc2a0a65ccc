import { AboutPage } from '#web/features/about/about-page.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="About Us"
        description={
          "Meet the team behind our private villas on Sri Lanka's south coast: who we are, how we look after our guests, and why we love Weligama."
        }
        path={paths.about}
      />
      <AboutPage />
    </>
  );
}
