import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '#web/lib/toast.tsx';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { ReviewForm } from './review-form.tsx';

const APPROVAL =
  'Thank you for sharing your experience. It will appear on the site once our team has approved it.';
const VILLA_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  return renderWithProviders(
    <>
      <ReviewForm villaId={VILLA_ID} />
      <Toasts />
    </>,
  );
}

// Sonner keeps its toasts between renders; each test starts with none.
afterEach(() => {
  toast.dismiss();
});

describe('ReviewForm', () => {
  it('sends a review of the villa and says it appears once approved', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        stubFetch({ '/api/reviews': json(201, { id: 'r', status: 'PENDING', message: APPROVAL }) }),
      );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/^Name/), 'Tom Reyes');
    await user.type(screen.getByLabelText(/^Your review/), 'The canoe at sunrise was magic.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(APPROVAL)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/reviews');
    expect(JSON.parse(init?.body as string)).toEqual({
      villaId: VILLA_ID,
      name: 'Tom Reyes',
      email: null,
      rating: 5,
      comment: 'The canoe at sunrise was magic.',
      website: '',
    });
  });

  it('checks the e-mail and the length of the review before sending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByLabelText(/^Name/), 'Tom');
    await user.type(screen.getByLabelText(/^Email/), 'tom@');
    await user.type(screen.getByLabelText(/^Your review/), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    // The domain schema is fetched on first use, so the verdict comes a moment later.
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
        'Email must be a valid e-mail address, like name@example.com',
      ),
    );
    expect(screen.getByLabelText(/^Your review/)).toHaveAccessibleDescription(
      'Review must be at least 10 characters',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so in a toast when the send fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/^Name/), 'Tom Reyes');
    await user.type(screen.getByLabelText(/^Your review/), 'The canoe at sunrise was magic.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Your review was not sent')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Tom Reyes');
  });
});

describe('ReviewForm in other languages', () => {
  it('speaks French: its labels, its hint and its toast', async () => {
    inLocale('fr');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('group', { name: /^Votre note/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail \(facultatif\)/)).toHaveAccessibleDescription(
      'Jamais affiché\u202f; seulement pour vous remercier.',
    );
    await user.click(screen.getByRole('radio', { name: '4 étoiles' }));
    await user.type(screen.getByLabelText(/^Nom/), 'Tom Reyes');
    await user.type(screen.getByLabelText(/^Votre avis/), 'Le canoë au lever du soleil, magique.');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’avis' }));
    expect(await screen.findByText('Votre avis n’a pas été envoyé')).toBeInTheDocument();
  });

  it('speaks Russian: the field names in its messages', async () => {
    inLocale('ru');
    vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    // The words around the field's name are the shared form rules' (src/domain), not this form's.
    await waitFor(() => expect(screen.getByLabelText(/^Имя/)).toHaveAccessibleDescription(/Имя/));
  });
});
