/**
 * Guest messages (issue 27 §1): the e-mails the site sends each confirmed stay on its own, one per
 * template (on confirmation, a week before arrival, the day before, the day after departure, and
 * any the owner adds). The list says when each goes and whether it is on; one opens in the editor
 * (`?template=<id>`, or `new`), so Back returns to the list. The owner edits; a manager reads.
 * Each template says which of the guests' languages it is written in, and an opened one shows its
 * words in each beside the English (template-texts.tsx, issue 39).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { TemplateList, TemplateView } from '#domain/schemas/guest-message.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { badge, card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { isEditConflict, messageOf } from '#web/console/lib/console-api.ts';
import type { Me } from '#web/console/lib/me-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { saveTemplate, templatesQuery } from './api.ts';
import { TemplateEditor } from './template-editor.tsx';
import { capitalised, inputOf, TRIGGER_WORDS } from './template-form-data.ts';
import { TemplatePreview } from './template-preview.tsx';
import { LanguageLines, TemplateLanguages } from './template-texts.tsx';

const NEW = 'new';

export function GuestMessagesPage({ me }: { me: Me }) {
  const url = useUrlQuery();
  const templates = useQuery(templatesQuery);
  const [notice, setNotice] = useState<string | null>(null);
  const owner = me.role === 'owner';
  const open = url.text('template');
  const list = templates.data;

  if (open && list) {
    const template = list.templates.find((t) => t.id === open) ?? null;
    if (template || (open === NEW && owner)) {
      return (
        <OneTemplate
          template={template}
          list={list}
          owner={owner}
          backHref={url.hrefWith({ template: null })}
          onSaved={() => setNotice(null)}
          onAdded={(added) => {
            setNotice(`“${added.name}” is added.`);
            url.apply({ template: added.id });
          }}
          onDeleted={(name) => {
            setNotice(`“${name}” is deleted. Its messages not sent yet will not be sent.`);
            url.apply({ template: null });
          }}
        />
      );
    }
  }

  return (
    <>
      <title>Guest messages · Console</title>
      <p>
        <Link href={consolePaths.messages} className="text-sm text-teal-800 underline">
          Messages
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-4xl">Guest messages</h1>
          <p className="mt-3 max-w-2xl text-ink-soft">
            E-mails each confirmed stay gets on its own, in Sri Lanka time: each is scheduled when a
            booking is confirmed, moves with its dates and is cancelled with it. A booking&apos;s
            page lists its messages, to send one now or skip it.{' '}
            {owner ? '' : 'Only the owner changes the templates.'}
          </p>
        </div>
        {owner && (
          <Link href={url.hrefWith({ template: NEW })} className={`${primaryButton} shrink-0`}>
            Add a template
          </Link>
        )}
      </div>
      <p role="status" className="mt-4 font-medium text-teal-900 empty:hidden">
        {notice}
      </p>
      <div className="mt-6">
        {templates.isPending && <p>Loading the templates…</p>}
        {templates.isError && <FormAlertRegion message={messageOf(templates.error)} />}
        {open && list && <p className="mb-4 text-ink-soft">That template is not here any more.</p>}
        {list && (
          <ul aria-label="Templates" className="grid gap-4 md:grid-cols-2">
            {list.templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                owner={owner}
                href={url.hrefWith({ template: template.id })}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** One template in the list: when it goes, its subject, on or off. */
function TemplateCard({
  template: t,
  owner,
  href,
}: {
  template: TemplateView;
  owner: boolean;
  href: string;
}) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const headingId = `template-${t.id}`;
  const toggle = useMutation({
    mutationFn: () => saveTemplate(t.id, { ...inputOf(t), enabled: !t.enabled }, t.version),
    onMutate: () => setSaid(null),
    onSuccess: (saved) =>
      setSaid(
        saved.enabled
          ? 'On: stays whose time for it is still ahead get it.'
          : 'Off: no new messages are scheduled from it.',
      ),
    onError: (error) =>
      setSaid(
        isEditConflict(error)
          ? 'Someone else changed it meanwhile: here it is as it is now. Try again if you still want to.'
          : messageOf(error),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey }),
  });
  return (
    <li aria-labelledby={headingId} className={`${card} flex flex-col gap-3`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-sans text-lg font-semibold text-teal-900">
          {t.name}
        </h2>
        <span className={t.enabled ? badge : `${badge} bg-sand-200 text-ink-soft`}>
          {t.enabled ? 'On' : 'Off'}
        </span>
        {t.builtIn && <span className={badge}>Built in</span>}
      </div>
      <p className="font-medium text-ink">{capitalised(t.timing)}</p>
      <p className="text-sm break-words text-ink-soft">
        <span className="sr-only">Subject: </span>“{t.subject}”
      </p>
      <LanguageLines templateId={t.id} />
      <p role="status" className="text-sm font-medium text-teal-900 empty:hidden">
        {said}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          href={href}
          aria-label={`${owner ? 'Edit' : 'Read'} ${t.name}`}
          className={secondaryButton}
        >
          {owner ? 'Edit' : 'Read'}
        </Link>
        {owner && (
          <button
            type="button"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
            aria-label={`${t.enabled ? 'Turn off' : 'Turn on'} ${t.name}`}
            className={secondaryButton}
          >
            {t.enabled ? 'Turn off' : 'Turn on'}
          </button>
        )}
      </div>
    </li>
  );
}

/** A template opened: the editor for the owner, its words and preview for a manager. */
function OneTemplate({
  template,
  list,
  owner,
  backHref,
  onSaved,
  onAdded,
  onDeleted,
}: {
  template: TemplateView | null;
  list: TemplateList;
  owner: boolean;
  backHref: string;
  onSaved: () => void;
  onAdded: (template: TemplateView) => void;
  onDeleted: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = template?.name ?? 'New template';
  return (
    <>
      <title>{`${name} · Guest messages · Console`}</title>
      <p>
        <Link href={backHref} className="text-sm text-teal-800 underline">
          Guest messages
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-4xl focus:outline-none">
        {name}
      </h1>
      {template && (
        <p className="mt-2 text-ink-soft">
          {capitalised(template.timing)}
          {template.builtIn ? ' · built in: it can be turned off, not deleted' : ''}
        </p>
      )}
      <div className="mt-6">
        {owner ? (
          <TemplateEditor
            template={template}
            variables={list.variables}
            onSaved={(saved) => {
              // The list shows the template as saved (its new version draws the form anew).
              queryClient.setQueryData(templatesQuery.queryKey, (before) =>
                before
                  ? {
                      ...before,
                      templates: before.templates.map((t) => (t.id === saved.id ? saved : t)),
                    }
                  : before,
              );
              onSaved();
            }}
            onAdded={onAdded}
            onDeleted={onDeleted}
          />
        ) : (
          template && <TemplateReader template={template} />
        )}
        {template && <TemplateLanguages template={template} owner={owner} />}
      </div>
    </>
  );
}

/** What a manager reads: the template's settings and words, and the preview. */
function TemplateReader({ template: t }: { template: TemplateView }) {
  const rows: [string, string][] = [
    ['When it goes', `${TRIGGER_WORDS[t.trigger]}: ${t.timing}`],
    ['A stay booked after this time', t.whenLate === 'send' ? 'Gets it at once' : 'Skips it'],
    ['On', t.enabled ? 'Yes' : 'No: no new messages are scheduled from it'],
    ['Subject', t.subject],
    ['Message', t.body],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <section className={card} aria-label="The template">
        <dl className="space-y-4">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-medium text-ink-soft">{term}</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <TemplatePreview subject={t.subject} body={t.body} />
    </div>
  );
}
