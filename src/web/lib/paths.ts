/** Every path of the site, in one place (spec §2). Components never build paths by hand. */
export const paths = {
  home: '/',
  villas: '/villas',
  villa: (slugOrId: string) => `/villa/${encodeURIComponent(slugOrId)}`,
  about: '/about',
  contact: '/contact',
  transport: '/transport',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cancellationPolicy: '/cancellation-policy',
  refundPolicy: '/refund-policy',
} as const;
