/**
 * Company name, contact details and social links in one place (DESIGN.md decision
 * 6), for the pages and the e-mails alike. Social links are hidden while unset.
 */
/** The company's name alone, for what needs nothing else of the settings (the console's pages). */
export const COMPANY_NAME = 'Serendib Shores Villas';

export const siteSettings = {
  companyName: COMPANY_NAME,
  tagline:
    'Refined luxury private villas with personalised service on the south coast of Sri Lanka.',
  foundedYear: 2022,
  phone: '+94 77 123 4567',
  phoneHref: 'tel:+94771234567',
  email: 'reservations@serendibshores.lk',
  address: 'Weligama, Southern Province, Sri Lanka',
  /** The company as search engines see it (JSON-LD, components/seo); the office is in Weligama. */
  company: {
    locality: 'Weligama',
    region: 'Southern Province',
    country: 'LK',
    latitude: 5.97315,
    longitude: 80.42969,
    /** The picture that stands for the company in search results and shared links (a JPEG). */
    image: '/images/villas/villa-ahangama/beach-sunset.jpg',
    priceRange: '$$$',
  },
  social: {
    instagram: null as string | null,
    facebook: null as string | null,
  },
} as const;

/**
 * The brand's colours for what cannot read the stylesheet (the e-mails): the values of
 * src/web/styles.css's --color-* properties. Its own export, so the pages' bundles leave it out.
 */
export const brandColours = {
  sand50: '#fbf8f3',
  sand200: '#ece3d3',
  ink: '#1c2b2d',
  inkSoft: '#4a5a5c',
  teal800: '#0f4c4a',
  gold600: '#876022',
  gold100: '#f5ead3',
} as const;
