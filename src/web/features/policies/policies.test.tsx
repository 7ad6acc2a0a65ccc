import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CancellationPolicy } from './cancellation-policy.tsx';
import { PrivacyPolicy } from './privacy-policy.tsx';
import { RefundPolicy } from './refund-policy.tsx';
import { TermsOfService } from './terms-of-service.tsx';

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
/** A paragraph or list item by its whole text, however its bold words and links split it. */
const byText = (text: string) =>
  screen.getByText(
    (_, element) =>
      (element?.tagName === 'P' || element?.tagName === 'LI') && element.textContent === text,
  );

describe('the policy pages in English', () => {
  it('keep their titles, labels and texts word for word', () => {
    renderWithProviders(<CancellationPolicy />);
    heading('Cancellation Policy');
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent(
      'Last updated: October 2025',
    );
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    screen.getByRole('heading', { name: 'Questions about this policy?' });
    const others = screen.getByRole('navigation', { name: 'Our policies' });
    expect(within(others).getByRole('link', { name: 'Refund Policy' })).toBeInTheDocument();
    byText(
      'Changed your mind just after booking? If you cancel within 24 hours of making your booking, you receive a full refund, whatever your arrival date.',
    );
    const table = screen.getByRole('table', { name: 'Refund by when you cancel' });
    expect(within(table).getByRole('rowheader', { name: 'No-show' })).toBeInTheDocument();
    byText(
      'Check-in is from 2:00 PM. If you expect to arrive after 10 PM, please let us know in advance so that your villa host can be there to welcome you. An arrival without notice after 10 PM may have to wait until the morning for a full welcome, and a stay where nobody arrives counts as a no-show.',
    );
  });

  it('keep a sentence whole around its links', () => {
    renderWithProviders(<TermsOfService />);
    heading('Terms of Service');
    byText(
      'These terms apply to every booking request, stay and service arranged through this website with Serendib Shores Villas, Weligama, Southern Province, Sri Lanka. By sending a request you agree to them, together with our Cancellation Policy, Refund Policy and Privacy Policy.',
    );
    byText('A 50% deposit confirms your booking.');
  });
});

describe('the policy pages in Russian', () => {
  it('the privacy policy', () => {
    inLocale('ru');
    renderWithProviders(<PrivacyPolicy />);
    heading('Политика конфиденциальности');
    screen.getByRole('heading', { level: 2, name: 'Как долго мы их храним' });
    byText('Журналы сервера: несколько недель.');
    expect(screen.getByRole('navigation', { name: 'На этой странице' })).toBeInTheDocument();
    expect(screen.getByText('Последнее обновление:', { exact: false })).toHaveTextContent(
      'Последнее обновление: октябрь 2025 г.',
    );
  });

  it('the terms of service, with their links inside the sentence', () => {
    inLocale('ru');
    renderWithProviders(<TermsOfService />);
    heading('Условия обслуживания');
    byText(
      'Эти условия распространяются на каждый запрос на бронирование, каждое проживание и каждую услугу, оформленные через этот сайт у компании Serendib Shores Villas (Weligama, Southern Province, Sri Lanka). Отправляя запрос, вы соглашаетесь с ними, а также с нашими Условиями отмены, Условиями возврата средств и Политикой конфиденциальности.',
    );
    expect(screen.getByRole('link', { name: 'Политикой конфиденциальности' })).toBeInTheDocument();
  });

  it('the cancellation policy', () => {
    inLocale('ru');
    renderWithProviders(<CancellationPolicy />);
    heading('Условия отмены');
    const table = screen.getByRole('table', { name: 'Возврат в зависимости от даты отмены' });
    expect(within(table).getByRole('rowheader', { name: 'Неявка' })).toBeInTheDocument();
    byText(
      'Передумали сразу после бронирования? Если вы отмените бронирование в течение 24 часов с момента его оформления, мы вернём вам всю сумму, независимо от даты заезда.',
    );
    screen.getByRole('heading', { name: 'Остались вопросы по этому документу?' });
  });

  it('the refund policy', () => {
    inLocale('ru');
    renderWithProviders(<RefundPolicy />);
    heading('Условия возврата средств');
    byText(
      'Мы рассматриваем каждый спор и сообщаем вам наше решение в течение 3–5 рабочих дней. Если мы признаём, что не оправдали ваших ожиданий, мы предлагаем справедливый частичный возврат или сумму в зачёт будущего проживания.',
    );
    const others = screen.getByRole('navigation', { name: 'Наши правила и условия' });
    expect(within(others).getByRole('link', { name: 'Условия обслуживания' })).toBeInTheDocument();
  });
});

describe('the policy pages in German and French', () => {
  it('the privacy policy in German', () => {
    inLocale('de');
    renderWithProviders(<PrivacyPolicy />);
    heading('Datenschutzerklärung');
    byText(
      'Wir verkaufen Ihre Daten niemals, und diese Website verwendet keine Werbe- oder Tracking-Cookies.',
    );
  });

  it('the terms of service in German', () => {
    inLocale('de');
    renderWithProviders(<TermsOfService />);
    heading('Allgemeine Geschäftsbedingungen');
    byText('Eine Anzahlung von 50\u00a0% bestätigt Ihre Buchung.');
    screen.getByRole('heading', { level: 2, name: 'Anwendbares Recht' });
  });

  it('the cancellation policy in French', () => {
    inLocale('fr');
    renderWithProviders(<CancellationPolicy />);
    heading('Conditions d’annulation');
    byText(
      'Écrivez-nous à reservations@serendibshores.lk ou appelez le +94 77 123 4567 en indiquant votre nom et votre référence de réservation. Notre bureau enregistre les annulations tous les jours de 8\u00a0h à 22\u00a0h, heure du Sri Lanka.',
    );
    expect(screen.getByText('Dernière mise à jour', { exact: false })).toHaveTextContent(
      // (the matcher reads the no-break space before the colon as a space)
      'Dernière mise à jour : octobre 2025',
    );
  });

  it('the refund policy in French', () => {
    inLocale('fr');
    renderWithProviders(<RefundPolicy />);
    heading('Politique de remboursement');
    byText('Annulation 7 jours ou plus avant l’arrivée\u00a0: 50\u202f% de la somme versée.');
    const table = screen.getByRole('table', { name: 'Délais de remboursement' });
    expect(within(table).getByRole('rowheader', { name: 'Virement bancaire' })).toBeInTheDocument();
  });
});
