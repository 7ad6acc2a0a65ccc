import { ContactPage } from '#web/features/contact/contact-page.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

export function Component() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Write to our villa team in Weligama, Sri Lanka, by phone, e-mail or the contact form: we answer within 24 hours."
        path={paths.contact}
      />
      <ContactPage />
    </>
  );
}
