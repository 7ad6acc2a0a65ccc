import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewInvite } from '#domain/schemas/review.ts';
import { Toasts } from '#web/lib/toast.tsx';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { ReviewLinkPage } from './review-link-page.tsx';

const TOKEN = 'tOkEn_of-43-characters-made-by-the-server0';
const INVITE: ReviewInvite = {
  villaId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  villaSlug: 'villa-river-breeze',
  villaName: 'Villa River Breeze',
  guestName: 'Amara Perera',
  checkIn: '2027-03-03',
  checkOut: '2027-03-10',
  stayedIn: '2027-03-01',
};
const APPROVAL =
  'Thank you for sharing your experience. It will appear on the site once our team has approved it.';

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const show = () =>
  renderWithProviders(
    <>
      <ReviewLinkPage token={TOKEN} />
      <Toasts />
    </>,
  );

afterEach(() => {
  toast.dismiss();
});

describe('ReviewLinkPage', () => {
  it("opens with the guest's name and stay filled in, sends the review with the link's token and thanks the guest", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/reviews/invite?token=${TOKEN}`]: json(200, INVITE),
        '/api/reviews': json(201, { id: 'r', status: 'PENDING', message: APPROVAL }),
      }),
    );
    const user = userEvent.setup();
    show();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your stay at Villa River Breeze' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Mar 3, 2027 to Mar 10, 2027 · Stayed in March 2027/),
    ).toBeInTheDocument();
    expect(screen.getByText('Verified stay')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Amara Perera');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/^Your review/), 'The river at dawn was magic.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(APPROVAL)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Villa River Breeze' })).toHaveAttribute(
      'href',
      '/villa/villa-river-breeze',
    );
    const sent = fetch.mock.calls.find(([url]) => url === '/api/reviews');
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({
      villaId: INVITE.villaId,
      name: 'Amara Perera',
      email: null,
      rating: 5,
      comment: 'The river at dawn was magic.',
      website: '',
      token: TOKEN,
    });
  });

  it('says why a link cannot be used, with the way to the villas', async () => {
    const used =
      'This review link has already been used: your review of this stay has reached us. Thank you!';
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/reviews/invite?token=${TOKEN}`]: json(410, {
          message: used,
          statusCode: 410,
          error: 'Gone',
        }),
      }),
    );
    show();

    expect(
      await screen.findByRole('heading', { name: 'This review link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(used)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our villas' })).toHaveAttribute('href', '/villas');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });
});

describe('ReviewLinkPage in other languages', () => {
  it('speaks Russian: the stay, the form and the thanks', async () => {
    inLocale('ru');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/reviews/invite?token=${TOKEN}`]: json(200, INVITE),
        '/api/reviews': json(201, { id: 'r', status: 'PENDING', message: APPROVAL }),
      }),
    );
    const user = userEvent.setup();
    show();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ваш отдых на вилле Villa River Breeze',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Проживание подтверждено')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Имя/)).toHaveAccessibleDescription(
      'Будет указано рядом с вашим отзывом.',
    );
    await user.click(screen.getByRole('radio', { name: '5 звёзд' }));
    await user.type(screen.getByLabelText(/^Ваш отзыв/), 'Река на рассвете была волшебной.');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Спасибо за ваш отзыв' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Вернуться к вилле Villa River Breeze' }),
    ).toBeInTheDocument();
  });

  it('speaks German when a link cannot be used', async () => {
    inLocale('de');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        [`/api/reviews/invite?token=${TOKEN}`]: json(410, {
          message: 'Gone',
          statusCode: 410,
          error: 'Gone',
        }),
      }),
    );
    show();
    expect(
      await screen.findByRole('heading', {
        name: 'Dieser Bewertungslink kann nicht verwendet werden',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unsere Villen ansehen' })).toHaveAttribute(
      'href',
      '/villas',
    );
  });
});
