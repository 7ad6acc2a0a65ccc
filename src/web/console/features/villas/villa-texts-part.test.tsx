import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_VILLA_TEXTS,
  englishOfAnswer,
  missingVillaTexts,
  type VillaEnglishAnswer,
  type VillaTexts,
  type VillaTextsAnswer,
  type VillaTextsMissing,
} from '#domain/villa-texts.ts';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';
import { RIVER } from './test-fixtures.ts';

// Leaflet needs a real layout; this part has no map.
vi.mock('#web/components/map/leaflet-map.tsx', () => ({ LeafletMap: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const API = `/api/console/villas/${RIVER.id}`;
const english: VillaEnglishAnswer = {
  subtitle: RIVER.subtitle,
  description: RIVER.description,
  locationDescription: RIVER.locationDetails.description,
  highlights: RIVER.highlights,
  included: RIVER.included.map((item) => item.label),
  onRequest: RIVER.onRequest.map((item) => item.label),
  amenities: RIVER.amenities,
  houseRules: RIVER.houseRules.map((item) => item.rule),
  photos: [{ id: 'ph1', src: '/images/pool.jpg', alt: 'The pool by the river' }],
};

/** The server as far as these texts go: what is stored, and what it lacks. */
function answering({ othersSaveFirst = false } = {}) {
  let othersToSave = othersSaveFirst;
  const stored: Partial<Record<string, VillaTexts>> = {
    ru: {
      ...EMPTY_VILLA_TEXTS,
      description: 'Тихая излучина реки.',
      highlights: ['14-метровый бассейн с эффектом бесконечности', ''],
      included: [''],
      onRequest: [''],
      amenities: ['', ''],
      houseRules: [''],
    },
  };
  const answer = (language: 'ru' | 'de' | 'fr'): VillaTextsAnswer => {
    const texts = stored[language] ?? EMPTY_VILLA_TEXTS;
    return {
      villaId: RIVER.id,
      villaName: RIVER.name,
      language,
      english,
      texts,
      missing: missingVillaTexts(englishOfAnswer(english), texts),
      version: `v-${JSON.stringify(texts).length}`,
    };
  };
  const summary = (): VillaTextsMissing => ({
    languages: (['ru', 'de', 'fr'] as const).map((language) => {
      const { missing } = answer(language);
      return {
        language,
        missing: missing.length,
        villas: [{ id: RIVER.id, name: RIVER.name, missing }],
      };
    }),
  });
  const calls = answerFetch({
    'GET /api/console/me': { status: 200, body: OWNER },
    'GET /api/console/villas': { status: 200, body: [] },
    [`GET ${API}`]: { status: 200, body: RIVER },
    'GET /api/console/villas/texts/missing': () => ({ status: 200, body: summary() }),
    [`GET ${API}/texts/ru`]: () => ({ status: 200, body: answer('ru') }),
    [`GET ${API}/texts/de`]: () => ({ status: 200, body: answer('de') }),
    [`PUT ${API}/texts/ru`]: (call: Call) => {
      if (othersToSave) {
        othersToSave = false;
        stored.ru = { ...EMPTY_VILLA_TEXTS, ...stored.ru, description: 'Их описание.' };
      }
      if (call.ifMatch !== `"${answer('ru').version}"`) {
        return { status: 412, body: { statusCode: 412, message: 'Changed.' } };
      }
      stored.ru = call.body as VillaTexts;
      return { status: 200, body: answer('ru') };
    },
  });
  return { calls, answer };
}

describe("a villa's texts in other languages in the console", { timeout: 15_000 }, () => {
  it('writes a Russian text beside its English, saves it, and the missing count drops', async () => {
    const { calls, answer } = answering();
    const missingBefore = answer('ru').missing.length;
    renderConsoleAt(`/console/villas/${RIVER.id}`);
    const user = userEvent.setup();

    const part = within(await screen.findByRole('region', { name: 'Texts in other languages' }));
    await user.click(part.getByRole('button', { name: 'Show the translations' }));
    const counts = within(await part.findByRole('list', { name: 'Missing texts' }));
    expect(counts.getByText(`Russian: ${missingBefore} missing`)).toBeInTheDocument();
    expect(counts.getByText(/^German: \d+ missing$/)).toBeInTheDocument();
    expect(
      part.getByText(
        new RegExp(
          `^Missing across every villa: Russian ${missingBefore}, German \\d+, French \\d+\\.$`,
        ),
      ),
    ).toBeInTheDocument();

    const form = within(await part.findByRole('form', { name: 'Texts in Russian' }));
    expect(form.getByText(RIVER.subtitle)).toBeInTheDocument();
    const subtitle = form.getByLabelText('Subtitle in Russian');
    expect(subtitle).toHaveAccessibleDescription('Missing: the site shows the English here.');
    expect(form.getByLabelText('Description in Russian')).toHaveValue('Тихая излучина реки.');
    expect(form.getByLabelText('Highlight 2 in Russian')).toHaveValue('');
    expect(form.getByRole('img', { name: 'The pool by the river' })).toBeInTheDocument();
    expect(form.getByLabelText('Photo 1 alt text in Russian')).toBeInTheDocument();

    await user.type(subtitle, 'Роскошь у реки в Велигаме');
    await user.click(part.getByRole('button', { name: 'Save the Russian texts' }));

    await waitFor(() =>
      expect(counts.getByText(`Russian: ${missingBefore - 1} missing`)).toBeInTheDocument(),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toMatch(/^"v-\d+"$/);
    expect(put?.body).toEqual({
      subtitle: 'Роскошь у реки в Велигаме',
      description: 'Тихая излучина реки.',
      locationDescription: '',
      highlights: ['14-метровый бассейн с эффектом бесконечности', ''],
      included: [''],
      onRequest: [''],
      amenities: ['', ''],
      houseRules: [''],
      photoAlts: {},
    });
    expect(part.getByText(`Saved. ${missingBefore - 1} still missing in Russian.`)).toBeVisible();
    expect(
      within(await part.findByRole('form', { name: 'Texts in Russian' })).getByLabelText(
        'Subtitle in Russian',
      ),
    ).not.toHaveAccessibleDescription();
  });

  it('shows another language when it is picked', async () => {
    answering();
    renderConsoleAt(`/console/villas/${RIVER.id}`);
    const user = userEvent.setup();
    const part = within(await screen.findByRole('region', { name: 'Texts in other languages' }));
    await user.click(part.getByRole('button', { name: 'Show the translations' }));
    await user.click(part.getByRole('radio', { name: 'German' }));
    const form = within(await part.findByRole('form', { name: 'Texts in German' }));
    expect(form.getByLabelText('Description in German')).toHaveValue('');
    expect(part.getByRole('button', { name: 'Save the German texts' })).toBeInTheDocument();
  });

  it('asks when someone else saved meanwhile, and saves mine over theirs when asked to', async () => {
    const { calls } = answering({ othersSaveFirst: true });
    renderConsoleAt(`/console/villas/${RIVER.id}`);
    const user = userEvent.setup();
    const part = within(await screen.findByRole('region', { name: 'Texts in other languages' }));
    await user.click(part.getByRole('button', { name: 'Show the translations' }));
    const form = within(await part.findByRole('form', { name: 'Texts in Russian' }));
    await user.type(form.getByLabelText('Subtitle in Russian'), 'Роскошь у реки');
    await user.click(part.getByRole('button', { name: 'Save the Russian texts' }));

    const question = within(
      await part.findByRole('group', {
        name: 'Someone else saved these Russian texts while you were editing them: they changed the description. Your changes are not saved yet, and are still in the form.',
      }),
    );
    expect(form.getByLabelText('Subtitle in Russian')).toHaveValue('Роскошь у реки');
    await user.click(question.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(part.getByText(/^Saved\./)).toBeVisible());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toMatchObject({
      subtitle: 'Роскошь у реки',
      description: 'Тихая излучина реки.',
    });
  });
});
