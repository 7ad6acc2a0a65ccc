/**
 * The Guest messages page's calls (issue 27 §1): the templates with the variables they may use
 * (owner and manager read), and the owner's changes: add one, save one with the version the page
 * read (a 412 when someone else saved meanwhile, decision 055), delete a custom one. A preview
 * fills the words in the editor, saved or not, with a real booking. Each template's words in
 * Russian, German and French are read, saved and removed apart from it (issue 39).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ConsoleBookingSummary } from '#domain/schemas/console.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type {
  PreviewRequest,
  PreviewView,
  TemplateInput,
  TemplateList,
  TemplateView,
} from '#domain/schemas/guest-message.ts';
import type {
  TemplateTextInput,
  TemplateTexts,
  TemplateTextsList,
  TextLanguage,
} from '#domain/schemas/guest-message-texts.ts';
import {
  ApiError,
  consoleDelete,
  consoleGet,
  consolePost,
  consolePut,
} from '#web/console/lib/console-api.ts';

export const templatesKey = ['console', 'message-templates'] as const;

const templatesPath = '/message-templates';
const templatePath = (id: string) => `${templatesPath}/${encodeURIComponent(id)}`;

/** The templates and variables as stored now; read past the cache, it is what someone else saved. */
export const fetchTemplates = () => consoleGet<TemplateList>(templatesPath);

export const templatesQuery = queryOptions({
  queryKey: [...templatesKey, 'list'],
  queryFn: fetchTemplates,
});

/** One template as stored now (after a 412: what the other person saved). */
export async function fetchTemplate(id: string): Promise<TemplateView> {
  const found = (await fetchTemplates()).templates.find((template) => template.id === id);
  if (!found) throw new ApiError(404, 'This template was deleted meanwhile.');
  return found;
}

export const addTemplate = (body: TemplateInput) => consolePost<TemplateView>(templatesPath, body);

export const saveTemplate = (id: string, body: TemplateInput, version: string) =>
  consolePut<TemplateView>(templatePath(id), body, version);

/** Deletes a template the owner added (a built-in one is only turned off). */
export const deleteTemplate = (id: string) => consoleDelete(templatePath(id));

/**
 * The editor's words filled with a booking (the latest confirmed one when none is named); words in
 * another `language` have their values written in it.
 */
export const previewQuery = (request: PreviewRequest, language?: TextLanguage) =>
  queryOptions({
    queryKey: [...templatesKey, 'preview', request, language ?? 'en'],
    queryFn: () =>
      consolePost<PreviewView>(
        language
          ? `${templatesPath}/preview/${encodeURIComponent(language)}`
          : `${templatesPath}/preview`,
        request,
      ),
    // The last preview stays on screen while the next is made: it does not blink as one types.
    placeholderData: keepPreviousData,
    // Words refused (an unknown variable) are refused again: said at once, not retried.
    retry: false,
  });

/** Confirmed stays to preview with: the next ones first, as the bookings list gives them. */
export const previewBookingsQuery = queryOptions({
  queryKey: [...templatesKey, 'preview-bookings'],
  queryFn: () =>
    consoleGet<Paged<ConsoleBookingSummary>>('/bookings?status=CONFIRMED&page=0&size=20'),
});

/** Every template's words in Russian, German and French, and the languages each has none in. */
export const templateTextsQuery = queryOptions({
  queryKey: [...templatesKey, 'texts'],
  queryFn: () => consoleGet<TemplateTextsList>(`${templatesPath}/texts`),
});

const textPath = (id: string, language: TextLanguage) =>
  `${templatePath(id)}/texts/${encodeURIComponent(language)}`;

/** Saves a template's words in `language`; with the version read, 412 if someone saved since. */
export const saveTemplateText = (
  id: string,
  language: TextLanguage,
  body: TemplateTextInput,
  version?: string,
) => consolePut<TemplateTexts>(textPath(id, language), body, version);

/** Removes a template's words in `language`: its guests get the English again. */
export const removeTemplateText = (id: string, language: TextLanguage) =>
  consoleDelete<TemplateTexts>(textPath(id, language));
