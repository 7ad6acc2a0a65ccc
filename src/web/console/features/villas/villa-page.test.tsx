import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeafletMapProps } from '#web/components/map/leaflet-map.tsx';
import { answerFetch, OWNER, renderConsoleAt, type Call } from '#web/console/testing.tsx';
import type { ConsoleVilla } from './api.ts';
import { RIVER } from './test-fixtures.ts';

// Leaflet needs a real layout; the picker's part is a pick, which this stand-in makes on a click.
vi.mock('#web/components/map/leaflet-map.tsx', () => ({
  LeafletMap: ({ latitude, longitude, onPick }: LeafletMapProps) => (
    <button type="button" onClick={() => onPick?.(6.0123456789, 80.25)}>
      {`Map at ${latitude}, ${longitude}`}
    </button>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const PAGE = `/console/villas/${RIVER.id}`;
const API = `/api/console/villas/${RIVER.id}`;

function answering(save: (call: Call) => { status: number; body?: unknown }) {
  let villa: ConsoleVilla = RIVER;
  return answerFetch({
    'GET /api/console/me': { status: 200, body: OWNER },
    'GET /api/console/villas': { status: 200, body: [] },
    [`GET ${API}`]: () => ({ status: 200, body: villa }),
    [`PUT ${API}`]: (call) => {
      const answer = save(call);
      if (answer.status === 200) villa = answer.body as ConsoleVilla;
      return answer;
    },
  });
}

const form = () => screen.getByRole('form', { name: `Edit ${RIVER.name}` });
/** The save bar's alert: the last on the page, after the header's (publishing's). */
const saveAlert = () => screen.getAllByRole('alert').at(-1);
/** The first part of the form: name, texts, counts and tags. */
const texts = () => within(screen.getByRole('region', { name: 'Name and description' }));

describe("a villa's page in the console", { timeout: 15_000 }, () => {
  it('edits the name and a highlight, adds one, and sends every field of the villa', async () => {
    const calls = answering((call) => ({
      status: 200,
      body: {
        ...RIVER,
        ...(call.body as object),
        slug: 'villa-river-mist',
        formerSlugs: ['villa-river-breeze'],
        updatedAt: '2026-11-24T09:00:00.000Z',
      },
    }));
    renderConsoleAt(PAGE);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: RIVER.name })).toBeVisible();
    const name = texts().getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Villa River Mist');
    const highlight = within(form()).getByLabelText('Highlight 2');
    await user.clear(highlight);
    await user.type(highlight, 'Private jetty with two paddleboards');
    await user.click(within(form()).getByRole('button', { name: 'Add a highlight' }));
    // The new row's field takes focus: typing goes there.
    expect(within(form()).getByLabelText('Highlight 3')).toHaveFocus();
    await user.keyboard('Sunset yoga deck');
    await user.click(within(form()).getByRole('button', { name: 'Remove amenity 1' }));
    expect(within(form()).getByRole('button', { name: 'Add an amenity' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(
        'Saved. Its address is now /villa/villa-river-mist; the old address /villa/villa-river-breeze leads there.',
      ),
    );
    const sent = calls.find((call) => call.method === 'PUT')?.body;
    expect(sent).toEqual({
      name: 'Villa River Mist',
      subtitle: RIVER.subtitle,
      location: RIVER.location,
      description: RIVER.description,
      highlights: [
        '14-metre infinity pool',
        'Private jetty with two paddleboards',
        'Sunset yoga deck',
      ],
      amenities: ['Wi-Fi'],
      included: RIVER.included,
      onRequest: RIVER.onRequest,
      size: RIVER.size,
      guests: 8,
      bedrooms: 4,
      bathrooms: 4,
      locationDetails: RIVER.locationDetails,
      houseRules: RIVER.houseRules,
      tags: ['luxury', 'river'],
      featured: true,
    });
    // The page shows what was stored, and the new address.
    expect(screen.getByRole('heading', { level: 1, name: 'Villa River Mist' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: /See it on the site: \/villa\/villa-river-mist/ }),
    ).toHaveAttribute('href', '/villa/villa-river-mist');
  });

  it('shows problems beside their fields and sends nothing', async () => {
    const calls = answering(() => ({ status: 500 }));
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: RIVER.name });

    await user.clear(texts().getByLabelText(/^Name/));
    await user.clear(within(form()).getByLabelText('Highlight 1'));
    await user.clear(texts().getByLabelText(/^Guests/));
    await user.type(texts().getByLabelText(/^Guests/), '0');
    await user.clear(within(form()).getByLabelText('Longitude'));
    const place = within(form()).getByRole('group', { name: 'Nearby place 1' });
    await user.clear(within(place).getByLabelText('Distance'));
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));

    expect(await within(form()).findByText('Name is required')).toBeVisible();
    expect(texts().getByLabelText(/^Name/)).toHaveFocus();
    expect(within(form()).getByText('A highlight is required')).toBeVisible();
    expect(within(form()).getByText('Guests must be at least 1')).toBeVisible();
    expect(
      within(form()).getByText('Give both the latitude and the longitude, or neither'),
    ).toBeVisible();
    expect(within(place).getByText('Distance is required')).toBeVisible();
    expect(saveAlert()).toHaveTextContent('Some fields need your attention.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal beside the field it names", async () => {
    answering(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message:
          'Please check the request body: A tag must be made of letters, digits, spaces and dashes.',
        issues: [
          { path: 'tags.1', message: 'A tag must be made of letters, digits, spaces and dashes' },
        ],
      },
    }));
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: RIVER.name });
    await user.clear(texts().getByLabelText(/^Name/));
    await user.type(texts().getByLabelText(/^Name/), 'Villa River Mist');
    await user.type(texts().getByLabelText(/^Tags/), ', sea');
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));
    await waitFor(() => expect(saveAlert()).toHaveTextContent('Please check the request body'));
    expect(within(form()).getByLabelText(/^Tags/)).toHaveAccessibleDescription(
      'A tag must be made of letters, digits, spaces and dashes',
    );
    // What was typed stays, to be put right and sent again.
    expect(texts().getByLabelText(/^Name/)).toHaveValue('Villa River Mist');
    expect(texts().getByLabelText(/^Tags/)).toHaveValue('luxury, river, sea');
  });

  it('sends the version it was drawn from, and the new one at the next save', async () => {
    let saves = 0;
    const calls = answering((call) => {
      saves += 1;
      return {
        status: 200,
        body: { ...RIVER, ...(call.body as object), version: `v-river-${saves + 1}` },
      };
    });
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: RIVER.name });
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));
    await waitFor(() => expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Saved.'));
    await user.type(texts().getByLabelText(/^Size/), ' inside');
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));
    await waitFor(() => expect(saves).toBe(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.ifMatch)).toEqual([
      '"v-river-1"',
      '"v-river-2"',
    ]);
  });

  describe('when someone else saved the villa while it was being edited', () => {
    const THEIRS: ConsoleVilla = {
      ...RIVER,
      description: 'A quiet bend of the river, and a new deck.',
      guests: 10,
      version: 'v-river-theirs',
    };

    /** The PUT answers 412 while the If-Match is not theirs' version; the GET then gives theirs. */
    function conflicting() {
      let stored = RIVER;
      let refused = false;
      return answerFetch({
        'GET /api/console/me': { status: 200, body: OWNER },
        'GET /api/console/villas': { status: 200, body: [] },
        [`GET ${API}`]: () => ({ status: 200, body: stored }),
        [`PUT ${API}`]: (call) => {
          if (call.ifMatch !== `"${THEIRS.version}"`) {
            stored = THEIRS;
            refused = true;
            return {
              status: 412,
              body: { statusCode: 412, error: 'Precondition Failed', message: 'Changed.' },
            };
          }
          expect(refused).toBe(true);
          stored = { ...THEIRS, ...(call.body as object), version: 'v-river-mine' };
          return { status: 200, body: stored };
        },
      });
    }

    async function editTheNameAndSave() {
      renderConsoleAt(PAGE);
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: RIVER.name });
      await user.clear(texts().getByLabelText(/^Name/));
      await user.type(texts().getByLabelText(/^Name/), 'Villa River Mist');
      await user.click(screen.getByRole('button', { name: 'Save the villa' }));
      const question = await screen.findByRole('group', {
        name: 'Someone else saved this villa while you were editing it: they changed the description and the guests. Your changes are not saved yet, and are still in the form.',
      });
      return { user, question: within(question) };
    }

    it('asks, keeps what was typed, and saves it over theirs when asked to', async () => {
      const calls = conflicting();
      const { user, question } = await editTheNameAndSave();
      expect(texts().getByLabelText(/^Name/)).toHaveValue('Villa River Mist');
      // The question takes the focus in an effect, after it is drawn.
      await waitFor(() =>
        expect(question.getByRole('button', { name: 'Save mine over theirs' })).toHaveFocus(),
      );

      await user.click(question.getByRole('button', { name: 'Save mine over theirs' }));
      await waitFor(() => expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Saved.'));
      const puts = calls.filter((call) => call.method === 'PUT');
      expect(puts.map((call) => call.ifMatch)).toEqual(['"v-river-1"', '"v-river-theirs"']);
      // Mine, whole: the form held the values it was drawn from, theirs are replaced.
      expect(puts[1]?.body).toMatchObject({
        name: 'Villa River Mist',
        description: RIVER.description,
        guests: RIVER.guests,
      });
      expect(screen.queryByRole('button', { name: 'Save mine over theirs' })).toBeNull();
    });

    it('drops what was typed and shows theirs when asked to', async () => {
      const calls = conflicting();
      const { user, question } = await editTheNameAndSave();
      await user.click(question.getByRole('button', { name: 'Drop mine and show theirs' }));

      await waitFor(() => expect(texts().getByLabelText(/^Name/)).toHaveValue(RIVER.name));
      expect(texts().getByLabelText(/^Description/)).toHaveValue(THEIRS.description);
      expect(texts().getByLabelText(/^Guests/)).toHaveValue('10');
      expect(screen.queryByRole('group', { name: /Someone else saved/ })).toBeNull();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    });
  });

  it('takes a position picked on the map, or typed', async () => {
    const calls = answering((call) => ({
      status: 200,
      body: { ...RIVER, ...(call.body as object), updatedAt: '2026-11-24T09:00:00.000Z' },
    }));
    renderConsoleAt(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Map at 5.9721, 80.4305' }));
    expect(within(form()).getByLabelText('Latitude')).toHaveValue('6.012346');
    expect(within(form()).getByLabelText('Longitude')).toHaveValue('80.25');
    expect(screen.getByRole('button', { name: 'Map at 6.012346, 80.25' })).toBeVisible();

    await user.clear(within(form()).getByLabelText('Longitude'));
    await user.type(within(form()).getByLabelText('Longitude'), '80,3');
    await user.click(screen.getByRole('button', { name: 'Save the villa' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = calls.find((call) => call.method === 'PUT')?.body as ConsoleVilla;
    expect(sent.locationDetails).toMatchObject({ latitude: 6.012346, longitude: 80.3 });
  });

  it('links its prices, photos, calendar, calendar sync and checklist, each at its own address', async () => {
    answering(() => ({ status: 500 }));
    renderConsoleAt(PAGE);
    const sections = await screen.findByRole('navigation', { name: `${RIVER.name}: sections` });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details', PAGE],
      ['Prices', `${PAGE}/prices`],
      ['Photos', `${PAGE}/photos`],
      ['Calendar', `${PAGE}/calendar`],
      ['Calendar sync', `${PAGE}/sync`],
      ['Checklist', `${PAGE}/checklist`],
    ]);
    expect(within(sections).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
