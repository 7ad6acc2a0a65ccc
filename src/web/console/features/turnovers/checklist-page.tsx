import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  MAX_CHECKLIST_ITEM_LENGTH,
  MAX_CHECKLIST_ITEMS,
  turnoverChecklistInputSchema,
  type TurnoverChecklist,
} from '#domain/schemas/turnover.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { issuePath } from '#web/components/form/form-state.ts';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import {
  changedParts,
  EditConflict,
  useEditConflict,
} from '#web/console/components/edit-conflict.tsx';
import { VillaSectionsNav } from '#web/console/components/villa-sections-nav.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { checklistQuery, fetchChecklist, saveChecklist } from './api.ts';

/**
 * A villa's turnover checklist (issue 27 §3): what housekeeping goes through between two stays,
 * in the owner's order. The owner writes it (add, reorder, remove, then save the whole list with
 * the version read: a 412 when someone else saved meanwhile); the manager reads it. A change
 * shows on every task of the villa from then on; a task keeps the ticks of lines it still has.
 */
export function ChecklistPage({ villaId, me }: { villaId: string; me: Me }) {
  const checklist = useQuery(checklistQuery(villaId));
  if (checklist.isPending) return <p role="status">Loading the checklist…</p>;
  if (checklist.isError) return <FormAlertRegion message={messageOf(checklist.error)} />;
  const { villa } = checklist.data;
  return (
    <>
      <title>{`Turnover checklist · ${villa.name} · Console`}</title>
      <h1 className="text-4xl">Turnover checklist of {villa.name}</h1>
      <VillaSectionsNav villa={villa} />
      <p className="mt-4 max-w-prose text-ink-soft">
        What housekeeping goes through to make the villa ready between two stays, in this order.
        Each line is a box to tick on their phone.
      </p>
      {me.role === 'owner' ? (
        <ChecklistForm view={checklist.data} />
      ) : (
        <ReadOnly items={checklist.data.items} />
      )}
    </>
  );
}

function ReadOnly({ items }: { items: string[] }) {
  return (
    <div className={`${card} mt-6`}>
      {items.length === 0 ? (
        <p>No checklist yet.</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-6">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm text-ink-soft">The owner writes the checklist.</p>
    </div>
  );
}

/** A round button of one icon, 44 px (its name is its aria-label): moving a line up or down. */
const iconButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:cursor-not-allowed disabled:opacity-60';

let nextKey = 0;
const row = (text: string) => ({ key: nextKey++, text });

function ChecklistForm({ view }: { view: TurnoverChecklist }) {
  const queryClient = useQueryClient();
  const villaId = view.villa.id;
  const [rows, setRows] = useState(() => view.items.map(row));
  const focusNext = useRef<{ key: number; part: 'text' | 'up' | 'down' } | 'add' | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const { state, props, pending, form } = useFormAction({
    // The schema's words as they are: 'A checklist item cannot be empty', beside its line.
    labels: (field) => (field === 'items' || field.startsWith('items.') ? null : undefined),
    read: (data) => ({ items: data.getAll('items').map(String) }),
    check: turnoverChecklistInputSchema,
    // 'items.2' is the third line's; 'items' the whole list's.
    fieldOf: issuePath,
    keepsFields: true,
    send: ({ items }): Promise<TurnoverChecklist> =>
      saveChecklist(villaId, items, conflict.takeVersion()),
    done: (saved) => {
      conflict.ask(null);
      queryClient.setQueryData(checklistQuery(villaId).queryKey, saved);
    },
    refused: async (error) => {
      const stored = await conflict.storedAfter(error);
      if (!stored) return [];
      conflict.ask(stored);
      return null;
    },
  });
  const conflict = useEditConflict(view.version, () => fetchChecklist(villaId), form);
  const errors = state.fields as Record<string, string | undefined>;

  // After a move the moved line's button keeps the focus; after adding, the new line's field.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target) {
      const part =
        target.part === 'text' ? '[data-part="text"] input' : `[data-part="${target.part}"]`;
      list.current?.querySelector<HTMLElement>(`[data-row="${target.key}"] ${part}`)?.focus();
    }
  }, [rows]);

  const move = (index: number, by: -1 | 1) => {
    const moving = rows[index];
    if (!moving) return;
    const next = rows.filter((_, at) => at !== index);
    next.splice(index + by, 0, moving);
    const lands = index + by;
    // At the top or the bottom the button pressed is gone: the other one keeps the focus.
    const part =
      by === -1 ? (lands === 0 ? 'down' : 'up') : lands === rows.length - 1 ? 'up' : 'down';
    focusNext.current = { key: moving.key, part };
    setRows(next);
  };

  return (
    <form
      key={view.version}
      {...props}
      aria-label={`Turnover checklist of ${view.villa.name}`}
      // On a phone the lines take the screen's width; from sm the list sits in a card.
      className="mt-6 space-y-4 sm:rounded-2xl sm:border sm:border-sand-200 sm:bg-white sm:p-5"
    >
      {errors.items && <p className="text-sm text-danger">{errors.items}</p>}
      {rows.length === 0 && <p className="text-ink-soft">No lines yet: add the first.</p>}
      <ol ref={list} className="space-y-3">
        {rows.map((line, index) => (
          <li
            key={line.key}
            data-row={line.key}
            className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-white p-3 sm:flex-row sm:items-end sm:gap-3"
          >
            <div data-part="text" className="min-w-0 flex-1">
              <TextField
                label={`Line ${index + 1}`}
                name="items"
                defaultValue={line.text}
                maxLength={MAX_CHECKLIST_ITEM_LENGTH}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setRows((now) => now.map((r) => (r.key === line.key ? { ...r, text } : r)));
                }}
                error={errors[`items.${index}`]}
              />
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                data-part="up"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move line ${index + 1} up`}
                className={iconButton}
              >
                <ArrowUp aria-hidden="true" className="h-5 w-5" />
              </button>
              <button
                type="button"
                data-part="down"
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move line ${index + 1} down`}
                className={iconButton}
              >
                <ArrowDown aria-hidden="true" className="h-5 w-5" />
              </button>
              <button
                type="button"
                onClick={() => {
                  focusNext.current = 'add';
                  setRows((now) => now.filter((r) => r.key !== line.key));
                }}
                aria-label={`Remove line ${index + 1}`}
                className={secondaryButton}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        disabled={rows.length >= MAX_CHECKLIST_ITEMS}
        onClick={() => {
          const added = row('');
          focusNext.current = { key: added.key, part: 'text' };
          setRows((now) => [...now, added]);
        }}
        className={secondaryButton}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add a line
      </button>
      <FormAlertRegion message={state.alert} />
      {conflict.theirs && (
        <EditConflict
          saved={`Someone else saved the checklist of ${view.villa.name} while you were editing it`}
          changed={changedParts(
            { items: view.items },
            { items: conflict.theirs.items },
            { items: 'its lines' },
          )}
          onSaveMine={() => conflict.theirs && conflict.saveMine(conflict.theirs)}
          onShowTheirs={() => {
            const theirs = conflict.theirs;
            conflict.ask(null);
            if (!theirs) return;
            setRows(theirs.items.map(row));
            queryClient.setQueryData(checklistQuery(villaId).queryKey, theirs);
          }}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Saving…' : 'Save the checklist'}
        </button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {state.answer && 'Saved. Every turnover of the villa shows these lines from now on.'}
        </p>
      </div>
    </form>
  );
}
