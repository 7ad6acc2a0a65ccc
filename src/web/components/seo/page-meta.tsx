import { absoluteUrl, useSite } from '#web/lib/site-context.tsx';
import { siteSettings } from '#web/lib/site-settings.ts';
import { getLocale } from '#web/i18n/messages.ts';
import { localizedPath } from '#web/i18n/locale-path.ts';

export interface PageMetaProps {
  /** The page's own title; the company name is added after it. */
  title: string;
  description: string;
  /** The page's path (within its language), made absolute for the canonical address. */
  path: string;
  /** A site path of a JPEG for sharing previews (chat apps do not show AVIF or WebP). */
  image?: string;
  imageAlt?: string;
  /** Pages that must not appear in search results (not found). */
  noIndex?: boolean;
}

/** Sharing previews need one picture; villa photos are 1600 x 1067. */
const SHARE_IMAGE = { width: 1600, height: 1067 };

/**
 * A page's title, description, canonical and language addresses, Open Graph and Twitter card. React
 * places the tags in the document head, on the server and when the page changes in the browser.
 */
export function PageMeta({
  title,
  description,
  path,
  image = siteSettings.company.image,
  imageAlt = siteSettings.companyName,
  noIndex = false,
}: PageMetaProps) {
  const { publicUrl, languages } = useSite();
  const fullTitle = `${title} | ${siteSettings.companyName}`;
  const url = absoluteUrl(publicUrl, localizedPath(getLocale(), path));
  const imageUrl = absoluteUrl(publicUrl, image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* The page in each language offered, and English for any other reader (issue 39 §2). */}
      {!noIndex &&
        languages.length > 1 &&
        [...languages, 'x-default' as const].map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={absoluteUrl(
              publicUrl,
              language === 'x-default' ? path : localizedPath(language, path),
            )}
          />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteSettings.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
