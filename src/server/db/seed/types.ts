/**
 * The shape of the demo content. Seed files are plain data so the villa team can read and edit them;
 * the seeder turns them into rows (ids, slugs and timestamps are added there).
 */
/** One of a villa's photos: its file in public/ (with variants made by the build) and alt text. */
export interface SeedPhoto {
  src: string;
  alt: string;
}

export interface SeedVilla {
  name: string;
  slug: string;
  subtitle: string;
  location: string;
  /** Under /images/villas/{slug}/; the first is the cover. Seeded as villa_photos rows. */
  photos: SeedPhoto[];
  featured: boolean;
  /** USD per night, whole dollars. */
  price: number;
  originalPrice: number | null;
  minimumNights: number;
  guests: number;
  bedrooms: number;
  bathrooms: number;
  /** Free text, e.g. '450 m²'. */
  size: string;
  description: string;
  highlights: string[];
  /** icon: a lucide-react icon name in kebab-case, e.g. 'waves', 'wifi', 'chef-hat'. */
  included: { icon: string; label: string }[];
  onRequest: { icon: string; label: string; price: string }[];
  amenities: string[];
  locationDetails: {
    description: string;
    nearby: { name: string; distance: string; type: string }[];
    latitude: number;
    longitude: number;
  };
  houseRules: { icon: string; rule: string }[];
  /** Filter tags (DESIGN.md decision 4): 'beachfront', 'luxury', ... */
  tags: string[];
}

export interface SeedTestimonial {
  name: string;
  location: string;
  rating: number;
  comment: string;
  /** Name of a seeded villa, or null for a general testimonial. */
  villaName: string | null;
  /** Public URL of an avatar under /images/avatars/, or null. */
  avatar: string | null;
  featured: boolean;
  /** How many days before the seed runs the stay was reviewed. */
  daysAgo: number;
}

export interface SeedReview {
  villaSlug: string;
  name: string;
  email: string | null;
  rating: number;
  comment: string;
  status: 'APPROVED' | 'PENDING' | 'REJECTED';
  /** How many days before the seed runs the review was sent. */
  daysAgo: number;
}

/** A staff block, placed relative to the seed day: nights from startInDays to endInDays inclusive. */
export interface SeedBlockedRange {
  villaSlug: string;
  startInDays: number;
  endInDays: number;
  reason: string;
}
