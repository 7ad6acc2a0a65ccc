import { Bath, BedDouble, Maximize, Users, type LucideIcon } from 'lucide-react';
import type { Villa } from '#domain/schemas/villa.ts';
import { m } from '#web/i18n/messages.ts';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    // The term comes first in the markup (a <dl> needs it) and last on screen, under the value.
    <div className="flex flex-col rounded-2xl border border-sand-200 bg-white px-4 py-4 sm:px-5 sm:py-5">
      <dt className="order-last mt-1.5 text-sm text-ink-soft">{label}</dt>
      <dd className="font-display text-3xl leading-none text-teal-900 lining-nums">
        <Icon aria-hidden="true" className="mb-3 h-5 w-5 text-teal-700" />
        {value}
      </dd>
    </div>
  );
}

/** Guests, Bedrooms, Bathrooms, Villa Size (spec §2). */
export function VillaStats({ villa }: { villa: Villa }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
      <Stat icon={Users} label={m.booking_guests()} value={String(villa.guests)} />
      <Stat icon={BedDouble} label={m.villa_stat_bedrooms()} value={String(villa.bedrooms)} />
      <Stat icon={Bath} label={m.villa_stat_bathrooms()} value={String(villa.bathrooms)} />
      <Stat icon={Maximize} label={m.villa_stat_size()} value={villa.size || '—'} />
    </dl>
  );
}
