import { ContactPage } from '#web/features/contact/contact-page.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';
import { m } from '#web/i18n/messages.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title={m.contact_meta_title()}
        description={m.contact_meta_description()}
        path={paths.contact}
      />
      <ContactPage />
    </>
  );
}
