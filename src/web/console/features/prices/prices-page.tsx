import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { villaPricingQuery } from './api.ts';
import { PricingEditor } from './pricing-editor.tsx';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';

/**
 * /villas/:id/prices (issue 15 §4): a villa's base rate, weekend rate, minimum stay and check-in
 * days, its seasons and length-of-stay discounts and the extra-guest fee, with the quote of a
 * sample stay under the rules as they are being typed, before anything is saved. The owner
 * edits; the manager reads (decision 047).
 */
export function PricesPage({ id, me }: { id: string; me: Me }) {
  const pricing = useQuery(villaPricingQuery(id));
  // Counts the times the editor was drawn anew from what is stored (after "show theirs").
  const [drawn, setDrawn] = useState(0);
  const name = pricing.data?.villaName;
  return (
    <>
      <title>{`Prices${name ? ` of ${name}` : ''} · Console`}</title>
      <h1 className="text-3xl sm:text-4xl">Prices and stay rules</h1>
      {name && <p className="mt-1 text-lg text-ink-soft">{name}</p>}
      {name && <VillaSectionsNav villa={{ id, name }} />}
      {pricing.isPending && <p className="mt-4">Loading the prices…</p>}
      {pricing.isError && (
        <div className="mt-4">
          <FormAlertRegion message={messageOf(pricing.error)} />
        </div>
      )}
      {pricing.data && (
        <PricingEditor
          key={`${id}:${drawn}`}
          pricing={pricing.data}
          editable={me.role === 'owner'}
          onRedraw={() => setDrawn((times) => times + 1)}
        />
      )}
    </>
  );
}
