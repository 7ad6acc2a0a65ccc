import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { paymentTermsSchema, type VillaPaymentTermsView } from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { card, secondaryButton } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import type { ConsoleVillaSummary } from '#domain/schemas/console-villas.ts';
import { consoleVillasQuery, fetchVillaTerms, saveVillaTerms, villaTermsQuery } from './api.ts';
import { readTerms, TERMS_LABELS } from './terms-form-data.ts';
import { TermsFields } from './terms-fields.tsx';
import { termsInWords } from './terms-words.ts';

type Choice = 'site' | 'own';

/** A villa's choice checked as the API takes it: null follows the site's terms. */
const villaTermsCheck = {
  safeParse: (input: unknown) => {
    const { choice, terms } = input as { choice: Choice; terms: unknown };
    if (choice === 'site') return { success: true as const, data: null };
    return paymentTermsSchema.safeParse(terms);
  },
};

/**
 * Each villa's own terms, on the settings page beside the site's so the owner compares them at a
 * glance: a villa follows the site's terms, or has its own three figures. One small form a villa,
 * saved alone with the version it was read at.
 */
export function VillasTerms({ owner }: { owner: boolean }) {
  const villas = useQuery(consoleVillasQuery);
  return (
    <section aria-labelledby="villas-terms-heading" className="mt-10">
      <h2 id="villas-terms-heading" className="text-2xl">
        Each villa&apos;s terms
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-soft">
        A villa follows the site&apos;s terms unless it has its own, such as a larger deposit for
        the largest house.
      </p>
      {villas.isPending && <p className="mt-4">Loading the villas…</p>}
      {villas.isError && <FormAlertRegion message={messageOf(villas.error)} />}
      {villas.data && (
        <ul className="mt-4 space-y-4">
          {villas.data.map((villa) => (
            <li key={villa.id}>
              <VillaTerms villa={villa} owner={owner} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VillaTerms({ villa, owner }: { villa: ConsoleVillaSummary; owner: boolean }) {
  const terms = useQuery(villaTermsQuery(villa.id));
  const headingId = useId();
  return (
    <section className={card} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl">
        <Link href={consolePaths.villa(villa.id)} className="text-teal-800 underline">
          {villa.name}
        </Link>
      </h3>
      {terms.isPending && <p className="mt-2">Loading…</p>}
      {terms.isError && <FormAlertRegion message={messageOf(terms.error)} />}
      {terms.data &&
        (owner ? (
          <VillaTermsForm view={terms.data} name={villa.name} />
        ) : (
          <p className="mt-2 text-ink">
            {terms.data.terms
              ? `Its own terms: ${termsInWords(terms.data.terms)}`
              : `The site's terms: ${termsInWords(terms.data.siteTerms)}`}
          </p>
        ))}
    </section>
  );
}

function VillaTermsForm({ view, name }: { view: VillaPaymentTermsView; name: string }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(view.terms ? 'own' : 'site');
  const shown = view.terms ?? view.siteTerms;
  const { state, props, pending, form } = useFormAction({
    labels: TERMS_LABELS,
    read: (data) => ({ choice: data.get('choice'), terms: readTerms(data) }),
    check: villaTermsCheck,
    fieldOf: (path) => String(path.at(-1)),
    keepsFields: true,
    send: (terms): Promise<VillaPaymentTermsView> =>
      saveVillaTerms(view.villaId, terms, conflict.takeVersion()),
    done: (saved) => {
      conflict.ask(null);
      queryClient.setQueryData(villaTermsQuery(view.villaId).queryKey, saved);
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  const conflict = useEditConflict(view.version, () => fetchVillaTerms(view.villaId), form);
  const errors = state.fields;
  const { theirs } = conflict;

  return (
    // Drawn anew from what was stored when a save (or theirs, shown) gives a new version; the
    // component stays, and with it what the last save said.
    <form
      key={view.version}
      {...props}
      aria-label={`Payment terms of ${name}`}
      className="mt-3 space-y-4"
    >
      <fieldset>
        <legend className="sr-only">Which terms {name} follows</legend>
        <div className="space-y-1">
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name="choice"
              value="site"
              checked={choice === 'site'}
              onChange={() => setChoice('site')}
              className="h-5 w-5 accent-teal-800"
            />
            <span>
              The site&apos;s terms{' '}
              <span className="text-sm text-ink-soft">({termsInWords(view.siteTerms)})</span>
            </span>
          </label>
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name="choice"
              value="own"
              checked={choice === 'own'}
              onChange={() => setChoice('own')}
              className="h-5 w-5 accent-teal-800"
            />
            Its own terms
          </label>
        </div>
      </fieldset>
      {choice === 'own' && <TermsFields terms={shown} errors={errors} />}
      <FormAlertRegion message={state.alert} />
      {theirs && (
        <EditConflict
          saved={`Someone else saved the terms of ${name} while you were editing them`}
          changed={changedParts(
            { terms: view.terms },
            { terms: theirs.terms },
            { terms: 'its terms' },
          )}
          onSaveMine={() => conflict.saveMine(theirs)}
          onShowTheirs={() => {
            conflict.ask(null);
            setChoice(theirs.terms ? 'own' : 'site');
            queryClient.setQueryData(villaTermsQuery(view.villaId).queryKey, theirs);
          }}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={pending} className={secondaryButton}>
          {pending ? 'Saving…' : `Save the terms of ${name}`}
        </button>
        <p id={`${id}-saved`} role="status" className="text-sm font-medium text-teal-800">
          {state.answer &&
            `Saved. Bookings of ${name} confirmed from now on follow ${
              state.answer.terms ? 'its own terms' : "the site's terms"
            }.`}
        </p>
      </div>
    </form>
  );
}
