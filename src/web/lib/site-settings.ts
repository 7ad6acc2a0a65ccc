/**
 * Company name, contact details and social links in one place (DESIGN.md decision 6). Social links
 * are hidden while unset.
 */
export const siteSettings = {
  companyName: 'Serendib Shores Villas',
  tagline:
    'Refined luxury private villas with personalised service on the south coast of Sri Lanka.',
  foundedYear: 2022,
  phone: '+94 77 123 4567',
  phoneHref: 'tel:+94771234567',
  email: 'reservations@serendibshores.lk',
  address: 'Weligama, Southern Province, Sri Lanka',
  social: {
    instagram: null as string | null,
    facebook: null as string | null,
  },
} as const;
