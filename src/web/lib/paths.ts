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
  /** "Lost your link?": a fresh link to a booking by e-mail (decision 025). */
  findBooking: '/booking',
  /** A guest's own booking; its e-mail link adds `?token=` (decision 024). */
  booking: (id: string) => `/booking/${encodeURIComponent(id)}`,
} as const;
