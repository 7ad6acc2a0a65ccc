import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { usePathname } from '../navigation.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LanguageLinks } from '#web/components/layout/language-links.tsx';
import { m } from '#web/i18n/messages.ts';
import { useSite } from '#web/lib/site-context.tsx';

export function Component() {
  const pathname = usePathname();
  const { languages } = useSite();
  useEffect(() => {
    // The spec has the missing path 'logged to the console'. A warning, not console.error: a
    // visitor's mistyped link is not a fault of the site, and browser tests fail on console errors.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageMeta
        title={m.not_found_title()}
        description={m.not_found_description()}
        path={pathname}
        noIndex
      />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <Compass aria-hidden="true" className="h-12 w-12 text-gold-500" strokeWidth={1.25} />
        <p className="mt-6 text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">404</p>
        <h1 className="mt-3 text-5xl sm:text-6xl">{m.not_found_heading()}</h1>
        <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">{m.not_found_text()}</p>
        <ButtonLink to={paths.home} size="lg" className="mt-10">
          {m.not_found_home()}
        </ButtonLink>
        {/* An address in a language we do not have (/es/…) lands here: the ones we have. */}
        {languages.length > 1 && (
          <div className="mt-10 text-sm text-ink-soft">
            <p>{m.not_found_other_languages()}</p>
            <LanguageLinks path={paths.home} className="mt-2 flex justify-center" />
          </div>
        )}
      </Container>
    </>
  );
}
