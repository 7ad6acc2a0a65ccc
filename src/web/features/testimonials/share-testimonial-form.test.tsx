import { screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '#web/lib/toast.tsx';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { ShareTestimonialForm } from './share-testimonial-form.tsx';

const APPROVAL =
  'Thank you for sharing your experience. It will appear on the site once our team has approved it.';

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  return renderWithProviders(
    <>
      <ShareTestimonialForm />
      <Toasts />
    </>,
  );
}

async function fillValid(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByLabelText(/^Name/), 'Ines Duarte');
  await user.type(screen.getByLabelText(/^Location/), 'Lisbon, Portugal');
  await user.type(
    screen.getByLabelText(/^Your experience/),
    'Slow mornings by the river and the kindest hosts.',
  );
}

// Sonner keeps its toasts between renders; each test starts with none.
afterEach(() => {
  toast.dismiss();
});

describe('ShareTestimonialForm', () => {
  it('sends the testimonial and says it appears once approved', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/testimonials': json(201, { id: 'x', status: 'PENDING', message: APPROVAL }),
      }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Share your experience' })).toBeInTheDocument();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Villa you stayed at/), 'Ahangama Villa');
    await user.type(screen.getByLabelText(/^Email for our thank-you/), 'ines@example.com');
    await user.click(screen.getByRole('button', { name: 'Share Your Experience' }));

    expect(await screen.findByText(APPROVAL)).toBeInTheDocument();
    const body = JSON.parse(fetch.mock.calls[0]?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ines Duarte',
      location: 'Lisbon, Portugal',
      rating: 4,
      villaName: 'Ahangama Villa',
      email: 'ines@example.com',
    });
  });

  it('names each missing field before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Share Your Experience' }));

    // The domain schema is fetched on first use, so the verdict comes a moment later.
    expect(
      await screen.findByText('Please choose a rating from 1 to 5 stars.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription('Location is required');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's issues beside the fields and a toast, keeping what was typed", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/testimonials': json(400, {
          message: 'Please check the request body: location must be at most 100 characters.',
          statusCode: 400,
          error: 'Bad Request',
          issues: [{ path: 'location', message: 'location must be at most 100 characters' }],
        }),
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Share Your Experience' }));

    expect(await screen.findByText('Your testimonial was not sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription(
        'Location must be at most 100 characters',
      ),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ines Duarte');
  });
});

describe('ShareTestimonialForm in other languages', () => {
  it('speaks Russian: its heading, labels, placeholder and thanks', async () => {
    inLocale('ru');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/testimonials': json(201, { id: 'x', status: 'PENDING', message: APPROVAL }),
      }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Поделитесь впечатлениями' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Ваша оценка/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Откуда вы/)).toHaveAttribute('placeholder', 'Город, страна');
    await user.click(screen.getByRole('radio', { name: '4 звезды' }));
    await user.type(screen.getByLabelText(/^Имя/), 'Ines Duarte');
    await user.type(screen.getByLabelText(/^Откуда вы/), 'Lisbon, Portugal');
    await user.type(screen.getByLabelText(/^Ваши впечатления/), 'Тихие утра у реки.');
    await user.click(screen.getByRole('button', { name: 'Поделиться впечатлениями' }));
    expect(
      await screen.findByRole('heading', { name: 'Спасибо, что поделились' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Поделиться ещё одним впечатлением' }),
    ).toBeInTheDocument();
  });

  it('speaks German: its optional fields and its toast', async () => {
    inLocale('de');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByLabelText(/^Villa, in der Sie wohnten \(optional\)/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-Mail für unser Dankeschön/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '5 Sterne' }));
    await user.type(screen.getByLabelText(/^Name/), 'Ines Duarte');
    await user.type(screen.getByLabelText(/^Wohnort/), 'Lissabon, Portugal');
    await user.type(screen.getByLabelText(/^Ihre Erfahrung/), 'Ruhige Morgen am Fluss.');
    await user.click(screen.getByRole('button', { name: 'Erfahrung teilen' }));
    expect(
      await screen.findByText('Ihr Erfahrungsbericht wurde nicht gesendet'),
    ).toBeInTheDocument();
  });
});
