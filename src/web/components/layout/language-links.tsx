import { LANGUAGE_NAMES } from '#domain/languages.ts';
import { usePathname, useSearch } from '#web/app/navigation.tsx';
import { getLocale, m } from '#web/i18n/messages.ts';
import { localizedPath } from '#web/i18n/locale-path.ts';
import { useSite } from '#web/lib/site-context.tsx';

/**
 * The page in each language the site offers (issue 39 §2): the same page, with its query (a
 * villa's dates and party), so nothing chosen is lost. Plain links: each language is a build of
 * its own, loaded whole. Shown only when more than one language is offered. `path` sends every
 * language to that page instead (the not-found page: each language's home).
 */
export function LanguageLinks({ path, className = '' }: { path?: string; className?: string }) {
  const { languages } = useSite();
  const pathname = usePathname();
  const search = useSearch();
  if (languages.length < 2) return null;
  const current = getLocale();
  const target = path ?? (search ? `${pathname}?${search}` : pathname);
  return (
    <nav aria-label={m.site_languages()} className={className}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {languages.map((language) => (
          <li key={language}>
            <a
              href={localizedPath(language, target)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'page' : undefined}
              className="underline-offset-4 hover:underline aria-[current=page]:font-semibold"
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
