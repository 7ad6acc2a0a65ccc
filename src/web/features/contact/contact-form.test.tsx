import { screen, waitFor } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '#web/lib/toast.tsx';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const RECEIPT = {
  id: 'c1',
  status: 'NEW',
  createdAt: '2025-10-01T08:00:00.000Z',
  message: "Thank you for contacting us. We'll get back to you within 24 hours.",
};

function renderForm() {
  return renderWithProviders(
    <>
      <ContactForm />
      <Toasts />
    </>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);

async function fill(user: UserEvent) {
  await user.type(field(/^Full Name/), 'Amelia Hart');
  await user.type(field(/^Email Address/), 'amelia@example.com');
  await user.type(field(/^Phone Number/), '+44 20 7946 0958');
  await user.selectOptions(field(/^Inquiry Type/), 'Transport Service');
  await user.type(field(/^Subject/), 'Airport pickup in March');
  await user.type(field(/^Message/), 'We land at 6 AM on 12 March, two adults and a child.');
}

// Sonner keeps its toasts between renders; each test starts with none.
afterEach(() => {
  toast.dismiss();
});

describe('ContactForm', () => {
  it('offers the five inquiry types, General Inquiry first and chosen', () => {
    renderForm();
    const select = field(/^Inquiry Type/);
    expect(select).toHaveValue('GENERAL');
    expect(
      Array.from(select.querySelectorAll('option')).map((o) => [o.value, o.textContent]),
    ).toEqual([
      ['GENERAL', 'General Inquiry'],
      ['BOOKING', 'Villa Booking'],
      ['TRANSPORT', 'Transport Service'],
      ['EVENTS', 'Special Events'],
      ['CORPORATE', 'Corporate Booking'],
    ]);
  });

  it('puts a message beside each invalid field and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/^Email Address/), 'amelia@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    // The domain schema is fetched on first use, so the verdict comes a moment later.
    await waitFor(() =>
      expect(field(/^Full Name/)).toHaveAccessibleDescription('Full name is required'),
    );
    expect(field(/^Email Address/)).toHaveAccessibleDescription(
      'Email address must be a valid e-mail address, like name@example.com',
    );
    expect(field(/^Subject/)).toHaveAccessibleDescription('Subject is required');
    expect(field(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(field(/^Phone Number/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Full Name/)).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    // Typing in a field takes its message away.
    await user.type(field(/^Full Name/), 'A');
    expect(field(/^Full Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends the inquiry, toasts the thanks and empties the form back to General Inquiry', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(stubFetch({ '/api/contact': json(201, RECEIPT) }));
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    for (const name of [/^Full Name/, /^Email Address/, /^Phone Number/, /^Subject/, /^Message/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(field(/^Inquiry Type/)).toHaveValue('GENERAL');

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      name: 'Amelia Hart',
      email: 'amelia@example.com',
      phone: '+44 20 7946 0958',
      subject: 'Airport pickup in March',
      inquiryType: 'TRANSPORT',
      status: 'NEW',
    });
  });

  it("toasts 'Failed to Send Message' with the server's message and keeps what was typed", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/contact': json(400, {
          message: 'Please check the request body: phone must be a phone number.',
          statusCode: 400,
          error: 'Bad Request',
          issues: [{ path: 'phone', message: 'phone must be a phone number' }],
        }),
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    expect(
      screen.getByText('Please check the request body: phone must be a phone number.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(field(/^Phone Number/)).toHaveAccessibleDescription(
        'Phone number must be a phone number',
      ),
    );
    expect(field(/^Full Name/)).toHaveValue('Amelia Hart');
    expect(field(/^Inquiry Type/)).toHaveValue('TRANSPORT');
  });

  it('toasts a network failure with its message and keeps the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error(''));
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    // The client turns an empty failure into 'An unexpected error occurred' (spec §8).
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(field(/^Subject/)).toHaveValue('Airport pickup in March');
  });
});

describe('ContactForm in other languages', () => {
  it('speaks Russian: its labels, its hint, its button and the thanks it toasts', async () => {
    inLocale('ru');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ '/api/contact': json(201, RECEIPT) }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(field(/^Тип запроса/)).toHaveValue('GENERAL');
    expect(field(/^Сообщение/)).toHaveAttribute(
      'placeholder',
      'Даты поездки, сколько вас будет и всё, что мы можем для вас организовать',
    );
    expect(field(/^Номер телефона/)).toHaveAccessibleDescription(
      'Необязательно; укажите с кодом страны',
    );
    expect(screen.getByText('Поля, отмеченные *, обязательны для заполнения.')).toBeInTheDocument();

    // The name, e-mail and phone labels are the shared contact fields' (components/ui).
    await user.type(field(/^Имя и фамилия/), 'Анна Смирнова');
    await user.type(field(/^Электронная почта/), 'anna@example.com');
    await user.type(field(/^Тема/), 'Трансфер в марте');
    await user.type(field(/^Сообщение/), 'Прилетаем 12 марта, двое взрослых и ребёнок.');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));

    expect(await screen.findByText('Сообщение отправлено!')).toBeInTheDocument();
    expect(
      screen.getByText('Спасибо, что написали нам. Мы ответим в течение 24 часов.'),
    ).toBeInTheDocument();
  });

  it('speaks Russian: the field names in its messages', async () => {
    inLocale('ru');
    vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));
    // The words around the field's name are the shared form controls' (components/form).
    await waitFor(() =>
      expect(field(/^Тема/)).toHaveAccessibleDescription('Заполните поле «Тема»'),
    );
    expect(field(/^Имя и фамилия/)).toHaveAccessibleDescription('Заполните поле «Имя и фамилия»');
  });

  it('speaks French: its labels, its button and its failure toast', async () => {
    inLocale('fr');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    expect(field(/^Type de demande/)).toHaveValue('GENERAL');
    await user.type(field(/^Nom complet/), 'Camille Martin');
    await user.type(field(/^Adresse e-mail/), 'camille@example.com');
    await user.type(field(/^Objet/), 'Arrivée en mars');
    await user.type(field(/^Message/), 'Nous arrivons le 12 mars, deux adultes et un enfant.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    expect(await screen.findByText('Échec de l’envoi du message')).toBeInTheDocument();
    expect(field(/^Objet/)).toHaveValue('Arrivée en mars');
  });
});
