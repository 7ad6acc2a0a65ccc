import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_A_PHOTO, PHOTO_TOO_LARGE } from '#domain/photo-files.ts';
import { ALT_REQUIRED, type VillaPhotos } from '#domain/schemas/photo.ts';
import { answerFetch, expectStatus, OWNER, renderConsoleAt } from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const VILLA_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const PHOTOS_URL = `/api/console/villas/${VILLA_ID}/photos`;
const photo = (n: number, alt: string) => ({
  id: `${n}`.padStart(24, '0'),
  src: `/images/villas/villa-river-breeze/photo-${n}.jpg`,
  alt,
  width: 1600,
  height: 1067,
  position: n - 1,
});
const POOL = photo(1, 'The pool by the river');
const GARDEN = photo(2, 'The tropical garden');
const BEDROOM = photo(3, 'The master bedroom');

const answer = (photos: VillaPhotos['photos']): { status: number; body: VillaPhotos } => ({
  status: 200,
  body: {
    villa: { id: VILLA_ID, name: 'Villa River Breeze', slug: 'villa-river-breeze' },
    photos: photos.map((p, position) => ({ ...p, position })),
  },
});

function show(extra: Parameters<typeof answerFetch>[0] = {}) {
  const calls = answerFetch({
    'GET /api/console/me': { status: 200, body: OWNER },
    [`GET ${PHOTOS_URL}`]: answer([POOL, GARDEN, BEDROOM]),
    ...extra,
  });
  renderConsoleAt(`/console/villas/${VILLA_ID}/photos`);
  return { calls, user: userEvent.setup() };
}

const findList = () => screen.findByRole('list', { name: 'Photos, in their order on the site' });
const item = (name: RegExp) => screen.getByRole('article', { name });
const orderSent = (calls: ReturnType<typeof answerFetch>) =>
  calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { ids: string[] }).ids);

// Role queries walk the whole console's tree in jsdom: slow on a busy machine.
describe('a villa’s photos', { timeout: 20_000 }, () => {
  it('lists the photos in order, the first as the cover, each with its alt text', async () => {
    show();
    expect(
      await screen.findByRole('heading', { name: 'Photos of Villa River Breeze' }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Photos, in their order on the site' });
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Cover, photo 1 of 3: The pool by the river',
      'photo 2 of 3: The tropical garden',
      'photo 3 of 3: The master bedroom',
    ]);
    expect(within(items[0] as HTMLElement).getByLabelText(/Alt text/)).toHaveValue(POOL.alt);
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /cover/ })).toBeNull();
  });

  it('reorders by keyboard: Move up, Move down and Make cover send the new order', async () => {
    const { calls, user } = show({
      [`PUT ${PHOTOS_URL}/order`]: (call) => {
        const ids = (call.body as { ids: string[] }).ids;
        const byId = new Map([POOL, GARDEN, BEDROOM].map((p) => [p.id, p]));
        return answer(ids.map((id) => byId.get(id) as typeof POOL));
      },
    });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Move photo 2 of 3 down' }));
    await expectStatus('“The tropical garden” moved to place 3 of 3.');
    await user.click(screen.getByRole('button', { name: 'Make photo 3 of 3 the cover' }));
    await expectStatus('“The tropical garden” is the cover now.');
    expect(item(/^Cover, photo 1 of 3/)).toHaveAccessibleName(
      'Cover, photo 1 of 3: The tropical garden',
    );
    await user.click(screen.getByRole('button', { name: 'Move photo 2 of 3 up' }));
    expect(orderSent(calls)).toEqual([
      [POOL.id, BEDROOM.id, GARDEN.id],
      [GARDEN.id, POOL.id, BEDROOM.id],
      [POOL.id, GARDEN.id, BEDROOM.id],
    ]);
    expect(screen.getByRole('button', { name: 'Move photo 1 of 3 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 of 3 down' })).toBeDisabled();
  });

  it('reorders by dragging a photo onto another', async () => {
    const { calls } = show({
      [`PUT ${PHOTOS_URL}/order`]: answer([BEDROOM, POOL, GARDEN]),
    });
    const list = await findList();
    const [first, , third] = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'none' };
    fireEvent.dragStart(third as HTMLElement, { dataTransfer });
    fireEvent.dragOver(first as HTMLElement, { dataTransfer });
    fireEvent.drop(first as HTMLElement, { dataTransfer });
    await expectStatus('“The master bedroom” is the cover now.');
    expect(orderSent(calls)).toEqual([[BEDROOM.id, POOL.id, GARDEN.id]]);
  });

  it('checks a chosen file by its content and size before sending it, and asks for alt text', async () => {
    const { calls, user } = show();
    const form = await screen.findByRole('form', { name: 'Add a photo' });
    const file = within(form).getByLabelText(/^Photo/);

    await user.upload(
      file,
      new File(['Dear team, my photo.'], 'sunset.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(form).findByText(NOT_A_PHOTO)).toBeVisible();

    const huge = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    await user.upload(file, huge);
    expect(await within(form).findByText(PHOTO_TOO_LARGE)).toBeVisible();

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'pool.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(file, jpeg);
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await within(form).findByText(ALT_REQUIRED)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('uploads a photo with its alt text as multipart, and shows it last', async () => {
    const uploaded = {
      ...photo(4, 'The beach at dawn'),
      src: `/photos/${'4'.padStart(24, '0')}-800x600.jpg`,
    };
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [`GET ${PHOTOS_URL}`]: answer([POOL]),
      [`POST ${PHOTOS_URL}`]: () => answer([POOL, uploaded]),
    });
    const fetchMock = vi.mocked(fetch);
    renderConsoleAt(`/console/villas/${VILLA_ID}/photos`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a photo' });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'IMG_0042.JPG', {
      type: 'image/jpeg',
    });
    await user.upload(within(form).getByLabelText(/^Photo/), jpeg);
    await user.type(within(form).getByLabelText(/^Alt text/), 'The beach at dawn');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    await expectStatus('Photo uploaded: it is on the site now, last in the order.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = post?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('alt')).toBe('The beach at dawn');
    expect((sent.get('file') as File).name).toBe('IMG_0042.JPG');
    // No JSON type: the browser writes the multipart boundary itself.
    expect(calls.find((c) => c.method === 'POST')?.contentType).toBeNull();
    expect(item(/photo 2 of 2/)).toHaveAccessibleName('photo 2 of 2: The beach at dawn');
  });

  it('shows the server’s refusal of an upload in the form', async () => {
    const { user } = show({
      [`POST ${PHOTOS_URL}`]: { status: 413, body: { status: 413, message: PHOTO_TOO_LARGE } },
    });
    const form = await screen.findByRole('form', { name: 'Add a photo' });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(within(form).getByLabelText(/^Photo/), jpeg);
    await user.type(within(form).getByLabelText(/^Alt text/), 'A photo');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await within(form).findByText(PHOTO_TOO_LARGE)).toBeVisible();
  });

  it('saves a changed alt text, and refuses a blank one', async () => {
    const { calls, user } = show({
      [`PATCH ${PHOTOS_URL}/${GARDEN.id}`]: answer([
        POOL,
        { ...GARDEN, alt: 'Palms in the garden' },
        BEDROOM,
      ]),
    });
    await findList();
    const garden = item(/photo 2 of 3/);
    const field = within(garden).getByLabelText(/Alt text/);
    await user.clear(field);
    await user.click(
      within(garden).getByRole('button', { name: 'Save the alt text of photo 2 of 3' }),
    );
    expect(await within(garden).findByText(ALT_REQUIRED)).toBeVisible();
    await user.type(field, 'Palms in the garden');
    await user.click(
      within(garden).getByRole('button', { name: 'Save the alt text of photo 2 of 3' }),
    );
    await expectStatus('Alt text saved.');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { alt: 'Palms in the garden' },
    ]);
  });

  it('gives a long alt text a field that wraps it whole, saved with Enter on one line, and groups the order buttons', async () => {
    const long =
      'Palms and frangipani in the tropical garden, the river beyond them, seen from the deck in the late afternoon';
    const { calls, user } = show({
      [`PATCH ${PHOTOS_URL}/${GARDEN.id}`]: answer([POOL, { ...GARDEN, alt: long }, BEDROOM]),
    });
    await findList();
    const garden = item(/photo 2 of 3/);
    const field = within(garden).getByRole('textbox', { name: /^Alt text/ });
    // A text box of several lines: the words wrap at the card's width instead of running off it.
    expect(field).toBeInstanceOf(HTMLTextAreaElement);
    await user.clear(field);
    await user.type(field, 'Palms and frangipani in the tropical garden,');
    // A line break pasted in is a space: alt text is one line, as the server has it.
    await user.paste('\nthe river beyond them, seen from the deck in the late afternoon');
    await user.keyboard('{Enter}');
    await expectStatus('Alt text saved.');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ alt: long }]);

    // The arrows beside the thumbnail, named for the photo they move; cover and delete below.
    const order = within(garden).getByRole('group', { name: 'Order of photo 2 of 3' });
    expect(
      within(order)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Move photo 2 of 3 up', 'Move photo 2 of 3 down']);
    expect(
      within(garden).getByRole('button', { name: 'Make photo 2 of 3 the cover' }),
    ).toBeVisible();
    expect(within(garden).getByRole('button', { name: 'Delete photo 2 of 3' })).toBeVisible();
  });

  it('deletes a photo only once the deletion is confirmed', async () => {
    const { calls, user } = show({
      [`DELETE ${PHOTOS_URL}/${GARDEN.id}`]: answer([POOL, BEDROOM]),
    });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Delete photo 2 of 3' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await expectStatus('Photo “The tropical garden” deleted.');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
