import { paths } from '#web/lib/paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LostLinkForm } from './lost-link-form.tsx';

/** /booking: "Lost your link?" on a page of its own, linked from the booking confirmation. */
export function FindBookingPage() {
  return (
    <>
      <PageMeta
        title="Find your booking"
        description="Lost the link to your booking request? Enter its reference and your e-mail address and we'll send you a fresh one."
        path={paths.findBooking}
        noIndex
      />
      <Container className="max-w-3xl py-16 sm:py-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-ink-soft uppercase">
          Your booking
        </p>
        <h1 className="mt-3 text-4xl sm:text-5xl">Find your booking</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-soft">
          Every booking request has a private page where you can see it, change it while it waits
          for confirmation, or cancel it. We e-mailed you its link when you sent the request.
        </p>
        <div className="mt-10">
          <LostLinkForm />
        </div>
      </Container>
    </>
  );
}
