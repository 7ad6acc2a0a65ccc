import {
  AirVent,
  Anchor,
  Baby,
  Bath,
  Bed,
  Bike,
  Car,
  ChefHat,
  CigaretteOff,
  CircleCheck,
  Clock,
  Coffee,
  ConciergeBell,
  Dog,
  Dumbbell,
  Fish,
  Flame,
  Flower,
  HeartPulse,
  Key,
  Moon,
  Mountain,
  Music,
  PartyPopper,
  PawPrint,
  PersonStanding,
  Plane,
  Sailboat,
  ShieldCheck,
  Ship,
  Snowflake,
  Sparkles,
  Sun,
  Trees,
  Tv,
  Umbrella,
  Users,
  Utensils,
  Waves,
  Wifi,
  Wine,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icon names a villa record may carry (lucide's kebab-case names), mapped to the icons we ship.
 * A short list rather than all of lucide keeps the page small; an unknown name gets a check mark.
 */
const ICONS: Record<string, LucideIcon> = {
  'air-vent': AirVent,
  anchor: Anchor,
  baby: Baby,
  bath: Bath,
  bed: Bed,
  bike: Bike,
  car: Car,
  'chef-hat': ChefHat,
  'circle-check': CircleCheck,
  'cigarette-off': CigaretteOff,
  clock: Clock,
  coffee: Coffee,
  'concierge-bell': ConciergeBell,
  dog: Dog,
  dumbbell: Dumbbell,
  fish: Fish,
  flame: Flame,
  flower: Flower,
  'heart-pulse': HeartPulse,
  key: Key,
  moon: Moon,
  mountain: Mountain,
  music: Music,
  'party-popper': PartyPopper,
  'paw-print': PawPrint,
  'person-standing': PersonStanding,
  plane: Plane,
  sailboat: Sailboat,
  'shield-check': ShieldCheck,
  ship: Ship,
  snowflake: Snowflake,
  sparkles: Sparkles,
  sun: Sun,
  trees: Trees,
  tv: Tv,
  umbrella: Umbrella,
  users: Users,
  utensils: Utensils,
  waves: Waves,
  wifi: Wifi,
  wine: Wine,
};

/** The names a villa's items may choose from (the console's icon lists). */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS);

export const FALLBACK_ICON: LucideIcon = CircleCheck;

/** The icon for a name like 'chef-hat' (also 'ChefHat' or 'chef_hat'), or the fallback. */
export function iconFor(name: string | null | undefined): LucideIcon {
  if (!name) return FALLBACK_ICON;
  const key = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
  return ICONS[key] ?? FALLBACK_ICON;
}

/** A decorative icon: the label beside it carries the meaning. */
export function AmenityIcon({ name, className = 'h-5 w-5' }: { name: string; className?: string }) {
  const Icon = iconFor(name);
  return <Icon aria-hidden="true" className={className} />;
}
