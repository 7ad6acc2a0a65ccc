import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { usePathname } from '../navigation.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';

export function Component() {
  const pathname = usePathname();
  useEffect(() => {
    // The spec has the missing path 'logged to the console'. A warning, not console.error: a
    // visitor's mistyped link is not a fault of the site, and browser tests fail on console errors.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist."
        path={pathname}
        noIndex
      />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <Compass aria-hidden="true" className="h-12 w-12 text-gold-500" strokeWidth={1.25} />
        <p className="mt-6 text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">404</p>
        <h1 className="mt-3 text-5xl sm:text-6xl">Oops! Page not found</h1>
        <p className="mt-5 max-w-md text-lg leading-relaxed text-ink-soft">
          The page you were looking for has drifted out with the tide. Let us take you back to
          shore.
        </p>
        <ButtonLink to={paths.home} size="lg" className="mt-10">
          Return to Home
        </ButtonLink>
      </Container>
    </>
  );
}
