/**
 * A villa's page content as the console's villa form sends it back (PUT
 * /api/console/villas/:id): what the console shows of it, field for field.
 */
import type { ConsoleVilla, VillaContentInput } from '#domain/schemas/console-villas.ts';

export const villaContentOf = (villa: ConsoleVilla): VillaContentInput => ({
  name: villa.name,
  subtitle: villa.subtitle,
  location: villa.location,
  description: villa.description,
  highlights: villa.highlights,
  amenities: villa.amenities,
  included: villa.included,
  onRequest: villa.onRequest,
  size: villa.size,
  guests: villa.guests,
  bedrooms: villa.bedrooms,
  bathrooms: villa.bathrooms,
  locationDetails: villa.locationDetails,
  houseRules: villa.houseRules,
  tags: villa.tags,
  featured: villa.featured,
});
