/**
 * /booking/{id}?pay={orderId}, a try at paying by card (issue 38 §1). The server renders it for
 * one request with the try in its data (src/server/payments/card-page-routes.ts). While the try is
 * unpaid it holds the gateway's checkout as a plain form, which the browser posts with or without
 * the app; back from the gateway, it says where the payment stands and asks again by itself until
 * the gateway has answered.
 */
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '#domain/locale-format.ts';
import type { CardTryView } from '#domain/schemas/card-payment.ts';
import { Link } from '#web/app/navigation.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { partsWords } from './booking-payments.tsx';
import { cardTryQuery } from './manage-api.ts';

/** How often a page waiting for the gateway's answer asks again (issue 38 §1). */
const CHECK_AGAIN_MS = 3_000;

/** The gateway has not answered yet: the guest is back, or its checkout is no longer offered. */
const isAwaiting = (view: CardTryView | undefined) =>
  view?.state === 'waiting' || (view?.state === 'started' && view.checkout === null);

export function CardPaymentPage({ id, orderId }: { id: string; orderId: string }) {
  const { data, isPending } = useQuery({
    ...cardTryQuery(id, orderId),
    refetchInterval: (query) => (isAwaiting(query.state.data) ? CHECK_AGAIN_MS : false),
  });
  const path = `${paths.booking(id)}?pay=${encodeURIComponent(orderId)}`;

  if (data) {
    const amount = formatMoney(getLocale(), data.amountCents);
    const title = data.checkout
      ? m.booking_pay_by_card({ amount })
      : m.booking_card_title_paid({ amount });
    const pays = { parts: partsWords(data.pays), villa: data.villaName };
    return (
      <article className="py-12 sm:py-16">
        <PageMeta
          title={title}
          description={m.booking_card_meta_description({ reference: data.reference })}
          path={path}
          noIndex
        />
        <Container className="max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">
            {m.booking_your_booking_reference({ reference: data.reference })}
          </p>
          <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            {data.checkout ? m.booking_card_this_pays(pays) : m.booking_card_it_pays(pays)}
          </p>
          <div className="mt-8 rounded-3xl border border-sand-200 bg-white p-6 sm:p-8">
            {data.checkout ? <Checkout checkout={data.checkout} /> : <Outcome view={data} />}
          </div>
          <BackToBooking id={id} primary={!data.checkout} />
        </Container>
      </article>
    );
  }

  if (isPending) {
    return (
      <Container className="flex min-h-[60vh] items-center justify-center py-20">
        <p role="status" className="text-ink-soft">
          {m.booking_card_loading()}
        </p>
      </Container>
    );
  }

  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <PageMeta
        title={m.booking_card_not_found_title()}
        description={m.booking_card_not_found()}
        path={path}
        noIndex
      />
      <h1 className="text-4xl sm:text-5xl">{m.booking_card_not_found()}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">
        {m.booking_card_not_found_help()}
      </p>
      <ButtonLink to={paths.findBooking} className="mt-8 w-full sm:w-auto">
        {m.booking_find_title()}
      </ButtonLink>
    </Container>
  );
}

/** The gateway's checkout: a plain form, so it is sent even before the app runs, or without it. */
function Checkout({ checkout }: { checkout: NonNullable<CardTryView['checkout']> }) {
  return (
    <form method="post" action={checkout.action}>
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="leading-relaxed text-ink">{m.booking_card_checkout_note()}</p>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
        {m.booking_card_continue()}
      </Button>
    </form>
  );
}

/**
 * Where the payment stands, in one live region: as the page asks again, the change from waiting
 * to received (or not) is read out.
 */
function Outcome({ view }: { view: CardTryView }) {
  return (
    <div role="status" aria-atomic="true">
      {view.state === 'paid' ? (
        <h2 className="text-2xl">{m.booking_card_paid()}</h2>
      ) : view.state === 'failed' ? (
        <>
          <h2 className="text-2xl">{m.booking_card_failed()}</h2>
          {view.message && <p className="mt-3 text-ink">{view.message}</p>}
          <p className="mt-3 text-ink-soft">{m.booking_card_failed_next()}</p>
        </>
      ) : view.state === 'charged_back' ? (
        <h2 className="text-2xl">{m.booking_card_charged_back()}</h2>
      ) : (
        <>
          <h2 className="text-2xl">{m.booking_card_waiting()}</h2>
          <p className="mt-3 text-ink-soft">{m.booking_card_waiting_next()}</p>
        </>
      )}
    </div>
  );
}

function BackToBooking({ id, primary }: { id: string; primary: boolean }) {
  if (primary) {
    return (
      <ButtonLink to={paths.booking(id)} className="mt-8 w-full sm:w-auto">
        {m.booking_card_back()}
      </ButtonLink>
    );
  }
  return (
    <p className="mt-6">
      <Link
        to={paths.booking(id)}
        className="inline-flex min-h-11 items-center text-teal-800 underline"
      >
        {m.booking_card_back()}
      </Link>
    </p>
  );
}
