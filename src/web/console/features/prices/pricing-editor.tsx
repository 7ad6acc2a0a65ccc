import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PricingRules, Season } from '#domain/pricing.ts';
import type { VillaPricing } from '#domain/schemas/pricing.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { secondaryButton } from '#web/console/components/classes.ts';
import { SaveBar } from '#web/console/components/save-bar.tsx';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { fetchVillaPricing, saveVillaPricing, villaPricingQuery } from './api.ts';
import {
  dollarsField,
  fieldOfPath,
  readPricingForm,
  type Draft,
  type FieldErrors,
  type RowKeys,
} from './pricing-draft.ts';
import { DiscountFields, SeasonFields, Section, WeekdayChoice } from './pricing-fields.tsx';
import { firstStay, SampleStay, SampleStayButton, type Stay } from './sample-stay.tsx';

let rowCounter = 0;
const newKey = (prefix: string) => `${prefix}${(rowCounter += 1)}`;

/** A new season's fields before the owner types: the villa's own stay rules, any day. */
const NEW_SEASON: Partial<Season> = { checkInDays: null };

interface Rows {
  seasons: { key: string; start: Partial<Season> }[];
  discounts: { key: string; start: Partial<PricingRules['lengthDiscounts'][number]> }[];
}

/** What each part of the rules is called, to say what someone else changed. */
const PARTS: Record<keyof PricingRules, string> = {
  baseRate: 'the nightly rate',
  weekendRate: 'the weekend rate',
  minimumNights: 'the minimum stay',
  checkInDays: 'the check-in days',
  seasons: 'the seasons',
  lengthDiscounts: 'the discounts',
  extraGuest: 'the extra-guest fee',
};

/** A save's outcome: the prices stored, or theirs when someone else had saved meanwhile (412). */
type Outcome = { saved: VillaPricing } | { theirs: VillaPricing };

/**
 * The prices form: the rules as stored, drawn into fields; what is typed read back as a draft (the
 * sample stay quotes it at once), checked, and saved with the version it started from (412: someone
 * else saved meanwhile, and the owner chooses whose to keep).
 */
export function PricingEditor({
  pricing,
  editable,
  onRedraw,
}: {
  pricing: VillaPricing;
  editable: boolean;
  /** Draws the editor anew from the prices stored (the cache's). */
  onRedraw: () => void;
}) {
  const queryClient = useQueryClient();
  const { rules } = pricing;
  // The rows shown, each under a key of its own, and what each started with.
  const [rows, setRows] = useState<Rows>(() => ({
    seasons: rules.seasons.map((season) => ({ key: newKey('s'), start: season })),
    discounts: rules.lengthDiscounts.map((discount) => ({ key: newKey('d'), start: discount })),
  }));
  const keys: RowKeys = {
    seasons: rows.seasons.map((row) => row.key),
    discounts: rows.discounts.map((row) => row.key),
  };
  const [draft, setDraft] = useState<Draft>({ rules, errors: {} });
  const [stay, setStay] = useState<Stay>(firstStay);
  // Counts the times the sheet closed: the panel's fields are drawn again with the stay it chose.
  const [sampleDrawn, setSampleDrawn] = useState(0);
  // Problems show beside the fields once a save was tried, then follow the typing.
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const conflict = useEditConflict(pricing.version, () => fetchVillaPricing(pricing.villaId), form);

  // The save runs on the one form hook (decision 079): the draft's check, the send with the
  // version the form started from, a refusal's issues beside their fields, the focus, one send at
  // a time. The check's issues name the form's fields already (a one-part path, `[name]`); the
  // server's count the rows by position ('seasons.1.nightlyRate').
  const run = useFormAction<string, { rules: PricingRules; version: string }, Outcome>({
    labels: () => null,
    keepsFields: true,
    read: (data) => data,
    fieldOf: (path) => (typeof path === 'string' ? fieldOfPath(path, keys) : String(path[0] ?? '')),
    check: {
      safeParse: (data) => {
        const version = conflict.takeVersion();
        const next = readPricingForm(data as FormData, keys);
        setDraft(next);
        setTried(true);
        setSaved(null);
        if (next.rules) return { success: true, data: { rules: next.rules, version } };
        const issues = Object.entries(next.errors).map(([field, message = '']) => ({
          path: [field],
          message,
        }));
        return { success: false, error: { issues } };
      },
    },
    send: async ({ rules, version }) => {
      try {
        return { saved: await saveVillaPricing(pricing.villaId, rules, version) };
      } catch (error) {
        const stored = await conflict.storedAfter(error);
        if (stored) return { theirs: stored };
        throw error;
      }
    },
    done: (outcome) => {
      if ('theirs' in outcome) {
        conflict.ask(outcome.theirs);
        setSaved(null);
        return;
      }
      conflict.ask(null);
      queryClient.setQueryData(villaPricingQuery(pricing.villaId).queryKey, outcome.saved);
      setTried(false);
      setSaved('Saved. The site and new quotes use these prices now.');
    },
    // The alert after a check follows the typing (below); a refusal's says the server's message.
    checkAlert: () => null,
  });

  const reread = () => {
    // A disabled form sends nothing: the manager's sample stay is priced with the saved rules.
    if (editable && form.current) setDraft(readPricingForm(new FormData(form.current), keys));
  };
  // A row added or removed changes what the form holds: read it again, and move focus. Only the
  // rows start it: a draft read on every keystroke comes from onInput.
  useEffect(() => {
    reread();
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target) form.current?.querySelector<HTMLElement>(target)?.focus();
  }, [rows]);

  // The hook's messages (the check's as it ran, the server's) until the next edit; after a try,
  // the draft's own follow the typing.
  const shown: FieldErrors = { ...(tried ? draft.errors : {}), ...run.state.fields };
  const error = (name: string) => shown[name];

  const onInput = () => {
    reread();
    setSaved(null);
    for (const name of Object.keys(run.state.fields)) run.edited(name);
  };

  const showTheirs = (stored: VillaPricing) => {
    queryClient.setQueryData(villaPricingQuery(pricing.villaId).queryKey, stored);
    onRedraw();
  };

  const addSeason = () => {
    const key = newKey('s');
    focusAfter.current = `[name="seasons.${key}.name"]`;
    setRows((now) => ({ ...now, seasons: [...now.seasons, { key, start: NEW_SEASON }] }));
  };
  const removeSeason = (key: string) => {
    focusAfter.current = '#add-season';
    setRows((now) => ({ ...now, seasons: now.seasons.filter((row) => row.key !== key) }));
  };
  const addDiscount = () => {
    const key = newKey('d');
    focusAfter.current = `[name="lengthDiscounts.${key}.minimumNights"]`;
    setRows((now) => ({ ...now, discounts: [...now.discounts, { key, start: {} }] }));
  };
  const removeDiscount = (key: string) => {
    focusAfter.current = '#add-discount';
    setRows((now) => ({ ...now, discounts: now.discounts.filter((row) => row.key !== key) }));
  };

  const formAlert =
    run.state.alert ??
    (tried && !draft.rules
      ? `Some fields need your attention.${shown[''] ? ` ${shown['']}` : ''}`
      : null);

  const { theirs } = conflict;
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form
        {...run.props}
        ref={(node) => {
          form.current = node;
          run.form.current = node;
        }}
        onInput={onInput}
        onChange={onInput}
        aria-label="Prices and stay rules"
        className="space-y-6"
      >
        {!editable && (
          <p className="rounded-xl bg-sand-100 px-4 py-3 text-sm text-teal-900">
            Only the owner can change prices. You can try a sample stay on the right (above on a
            phone).
          </p>
        )}
        <fieldset disabled={!editable} className="min-w-0 space-y-6">
          <Section title="Every night" id="prices-base">
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label="Nightly rate (US$)"
                name="baseRate"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={dollarsField(rules.baseRate)}
                error={error('baseRate')}
              />
              <TextField
                label="Weekend rate (US$)"
                name="weekendRate"
                inputMode="decimal"
                autoComplete="off"
                hint="Friday and Saturday nights; blank for the nightly rate."
                defaultValue={dollarsField(rules.weekendRate)}
                error={error('weekendRate')}
              />
              <TextField
                label="Minimum stay (nights)"
                name="minimumNights"
                inputMode="numeric"
                autoComplete="off"
                required
                defaultValue={String(rules.minimumNights)}
                error={error('minimumNights')}
              />
            </div>
            <WeekdayChoice
              name="checkInDays"
              legend="Guests may arrive on"
              days={rules.checkInDays}
              error={error('checkInDays')}
            />
          </Section>

          <Section
            title="Seasons"
            id="prices-seasons"
            intro="A season's rates and rules replace the ones above for its nights. Where seasons overlap, the shorter one counts."
          >
            {rows.seasons.length === 0 && <p className="text-sm text-ink-soft">No seasons yet.</p>}
            <ol className="space-y-4">
              {rows.seasons.map((row, index) => (
                <li key={row.key}>
                  <SeasonFields
                    rowKey={row.key}
                    number={index + 1}
                    start={row.start}
                    error={error}
                    onRemove={() => removeSeason(row.key)}
                  />
                </li>
              ))}
            </ol>
            <button
              id="add-season"
              type="button"
              onClick={addSeason}
              className={`${secondaryButton} w-full sm:w-auto`}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add a season
            </button>
          </Section>

          <Section
            title="Length-of-stay discounts"
            id="prices-discounts"
            intro="Off the nights of a stay at least this long; the largest that applies counts."
          >
            <ol className="space-y-3">
              {rows.discounts.map((row, index) => (
                <li key={row.key}>
                  <DiscountFields
                    rowKey={row.key}
                    number={index + 1}
                    start={row.start}
                    error={error}
                    onRemove={() => removeDiscount(row.key)}
                  />
                </li>
              ))}
            </ol>
            <button
              id="add-discount"
              type="button"
              onClick={addDiscount}
              className={`${secondaryButton} w-full sm:w-auto`}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add a discount
            </button>
          </Section>

          <Section
            title="Extra guests"
            id="prices-extra"
            intro="A fee per night for each guest above the number the rate includes. Leave both blank for no fee."
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Guests included in the rate"
                name="extraGuest.includedGuests"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={rules.extraGuest?.includedGuests.toString() ?? ''}
                error={error('extraGuest.includedGuests')}
              />
              <TextField
                label="Fee per extra guest a night (US$)"
                name="extraGuest.perNight"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={dollarsField(rules.extraGuest?.perNight)}
                error={error('extraGuest.perNight')}
              />
            </div>
          </Section>
        </fieldset>

        {editable && (
          <SaveBar alert={formAlert} saved={saved} pending={run.pending} label="Save prices">
            <div className="lg:hidden">
              <SampleStayButton
                draft={draft}
                stay={stay}
                onStay={setStay}
                onClose={() => setSampleDrawn((times) => times + 1)}
              />
            </div>
            {theirs && (
              <EditConflict
                saved="Someone else saved these prices while you were changing them"
                changed={changedParts(pricing.rules, theirs.rules, PARTS)}
                onSaveMine={() => conflict.saveMine(theirs)}
                onShowTheirs={() => showTheirs(theirs)}
              />
            )}
          </SaveBar>
        )}
      </form>
      {/* Beside the prices on a wide screen. On a phone the owner's is in the save bar, and the
          manager, who has no save bar and only reads the prices, finds it first. */}
      <SampleStay
        key={sampleDrawn}
        draft={draft}
        stay={stay}
        onStay={setStay}
        className={editable ? 'hidden lg:block' : 'order-first lg:order-none'}
      />
    </div>
  );
}
