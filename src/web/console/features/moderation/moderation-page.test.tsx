import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleReview, ConsoleTestimonial } from '#domain/schemas/console.ts';
import {
  answerFetch,
  expectAlert,
  expectStatus,
  OWNER,
  renderConsoleAt,
} from '#web/console/testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const page = <T,>(content: T[], number = 0, totalPages = 1) => ({
  content,
  totalElements: content.length,
  totalPages,
  number,
  size: 20,
});

const REVIEW: ConsoleReview = {
  id: 'r1',
  villaId: 'v1',
  villaName: 'Villa Frangipani',
  name: 'Nadia Fernando',
  email: 'nadia@example.com',
  rating: 4,
  comment: 'A quiet garden and a lovely pool.',
  status: 'PENDING',
  createdAt: '2026-11-20T08:00:00.000Z',
  stay: null,
};
const OTHER_REVIEW: ConsoleReview = { ...REVIEW, id: 'r2', name: 'Tom Ellis', rating: 5 };

const TESTIMONIAL: ConsoleTestimonial = {
  id: 't1',
  villaId: null,
  villaName: null,
  name: 'Hanna Berg',
  location: 'Oslo',
  rating: 5,
  comment: 'Everything was taken care of.',
  featured: false,
  status: 'APPROVED',
  createdAt: '2026-11-18T08:00:00.000Z',
};

const WAITING_REVIEWS = 'GET /api/console/reviews?status=PENDING&page=0&size=20';

describe('moderation', () => {
  it('approves a waiting review: the PATCH carries the status and the card becomes what happened, with an Undo', async () => {
    let waiting = [REVIEW, OTHER_REVIEW];
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [WAITING_REVIEWS]: () => ({ status: 200, body: page(waiting) }),
      'PATCH /api/console/reviews/r1': () => {
        waiting = [OTHER_REVIEW];
        return { status: 200, body: { ...REVIEW, status: 'APPROVED' } };
      },
    });
    renderConsoleAt('/console/moderation');

    const list = await screen.findByRole('list', { name: 'Reviews: waiting' });
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(first).toHaveTextContent('Villa Frangipani');
    expect(first).toHaveTextContent('Nadia Fernando');
    expect(first).toHaveTextContent('A quiet garden and a lovely pool.');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    // A review is never featured: only testimonials are.
    expect(within(first).queryByRole('button', { name: /Feature/ })).not.toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(first).getByRole('button', { name: 'Approve the review by Nadia Fernando' }));

    await expectStatus('Review approved: it is on the villa page now.');
    // The list was read again without it, and its place still says what happened.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('status=PENDING'))).toHaveLength(2),
    );
    const [decided, next] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(decided).toHaveTextContent('Approved');
    expect(decided).toHaveTextContent('The review by Nadia Fernando is on the villa page now.');
    expect(within(decided).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(next).toHaveTextContent('Tom Ellis');
    // Its buttons went: the focus is on the Undo in their place, not lost at the top of the page.
    expect(
      within(decided).getByRole('button', { name: 'Undo approving the review by Nadia Fernando' }),
    ).toHaveFocus();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/console/reviews/r1',
      body: { status: 'APPROVED' },
    });
  });

  it('tells a review of a verified stay from one sent from the villa page', async () => {
    const verified: ConsoleReview = {
      ...OTHER_REVIEW,
      stay: { stayedIn: '2027-03-01', reference: 'VB-7K3Q9P' },
    };
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [WAITING_REVIEWS]: () => ({ status: 200, body: page([REVIEW, verified]) }),
    });
    renderConsoleAt('/console/moderation');

    const list = await screen.findByRole('list', { name: 'Reviews: waiting' });
    const [plain, fromStay] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(fromStay).toHaveTextContent('Verified stay · March 2027 · booking VB-7K3Q9P');
    expect(plain).not.toHaveTextContent('Verified stay');
    expect(plain).toHaveTextContent('Sent from the villa page');
  });

  it('undoes an approval: the review is put back to waiting on the server and its card returns', async () => {
    let waiting = [REVIEW, OTHER_REVIEW];
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [WAITING_REVIEWS]: () => ({ status: 200, body: page(waiting) }),
      'PATCH /api/console/reviews/r1': () => {
        waiting = [OTHER_REVIEW];
        return { status: 200, body: { ...REVIEW, status: 'APPROVED' } };
      },
      'POST /api/console/reviews/r1/reopen': () => {
        waiting = [REVIEW, OTHER_REVIEW];
        return { status: 200, body: REVIEW };
      },
    });
    renderConsoleAt('/console/moderation');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews: waiting' });
    await user.click(
      within(list).getByRole('button', { name: 'Approve the review by Nadia Fernando' }),
    );
    await user.keyboard('{Enter}');

    await expectStatus('Undone: the review by Nadia Fernando is waiting again.');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/console/reviews/r1/reopen',
      body: { from: 'APPROVED' },
    });
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(
      within(first).getByRole('button', { name: 'Approve the review by Nadia Fernando' }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('undoes taking an approved review down by approving it again', async () => {
    const approved = { ...REVIEW, status: 'APPROVED' as const };
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/reviews?status=APPROVED&page=0&size=20': {
        status: 200,
        body: page([approved, { ...OTHER_REVIEW, status: 'APPROVED' }]),
      },
      'PATCH /api/console/reviews/r1': (call) => ({
        status: 200,
        body: { ...REVIEW, ...(call.body as object) },
      }),
    });
    renderConsoleAt('/console/moderation?status=APPROVED');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews: approved' });

    await user.click(
      within(list).getByRole('button', { name: 'Reject the review by Nadia Fernando' }),
    );
    await user.click(
      await within(list).findByRole('button', {
        name: 'Undo rejecting the review by Nadia Fernando',
      }),
    );
    await expectStatus('Undone: the review by Nadia Fernando is approved again.');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { status: 'REJECTED' },
      { status: 'APPROVED' },
    ]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says why when an undo comes too late: someone changed the review since', async () => {
    const message =
      'This review is rejected now, not approved: someone changed it since. Reload the list to see it as it is.';
    answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [WAITING_REVIEWS]: { status: 200, body: page([REVIEW]) },
      'PATCH /api/console/reviews/r1': { status: 200, body: { ...REVIEW, status: 'APPROVED' } },
      'POST /api/console/reviews/r1/reopen': {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message },
      },
    });
    renderConsoleAt('/console/moderation');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews: waiting' });
    await user.click(within(list).getByRole('button', { name: /^Approve/ }));
    await user.click(await within(list).findByRole('button', { name: /^Undo/ }));
    await expectAlert(message);
  });

  it('offers Feature only on approved testimonials, and features one', async () => {
    const waiting: ConsoleTestimonial = { ...TESTIMONIAL, id: 't2', status: 'PENDING' };
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      'GET /api/console/testimonials?status=PENDING&page=0&size=20': {
        status: 200,
        body: page([waiting]),
      },
      'GET /api/console/testimonials?status=APPROVED&page=0&size=20': {
        status: 200,
        body: page([TESTIMONIAL]),
      },
      'PATCH /api/console/testimonials/t1': {
        status: 200,
        body: { ...TESTIMONIAL, featured: true },
      },
    });
    renderConsoleAt('/console/moderation?show=testimonials');
    const user = userEvent.setup();

    const pending = await screen.findByRole('list', { name: 'Testimonials: waiting' });
    expect(within(pending).getByRole('button', { name: /^Approve/ })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /Feature/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    const approved = await screen.findByRole('list', { name: 'Testimonials: approved' });
    expect(window.location.search).toBe('?show=testimonials&status=APPROVED');
    await user.click(
      within(approved).getByRole('button', { name: 'Feature the testimonial by Hanna Berg' }),
    );

    await expectStatus('Testimonial featured: it is on the home page now.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ featured: true });
  });

  it('shows the reviews of verified stays alone, and the villa page’s, from the From filter', async () => {
    const verified: ConsoleReview = {
      ...OTHER_REVIEW,
      stay: { stayedIn: '2027-03-01', reference: 'VB-7K3Q9P' },
    };
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [WAITING_REVIEWS]: { status: 200, body: page([REVIEW, verified]) },
      'GET /api/console/reviews?status=PENDING&from=stay&page=0&size=20': {
        status: 200,
        body: page([verified]),
      },
      'GET /api/console/reviews?status=PENDING&from=page&page=0&size=20': {
        status: 200,
        body: page([REVIEW]),
      },
    });
    renderConsoleAt('/console/moderation');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews: waiting' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const from = screen.getByRole('combobox', { name: 'From' });
    expect(from).toHaveValue('');
    await user.selectOptions(from, 'Verified stays');
    await waitFor(() => expect(window.location.search).toBe('?from=stay'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Reviews: waiting' })).not.toHaveTextContent(
        'Nadia Fernando',
      ),
    );
    expect(calls.at(-1)?.url).toBe('/api/console/reviews?status=PENDING&from=stay&page=0&size=20');
    // The choice is kept, with the focus on it, for the next one.
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('stay');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'The villa page');
    await waitFor(() => expect(window.location.search).toBe('?from=page'));
    expect(await screen.findByText('Nadia Fernando')).toBeInTheDocument();
    expect(screen.queryByText('Tom Ellis')).toBeNull();

    // Testimonials have no such filter, and the address drops it on the way there.
    await user.click(screen.getByRole('link', { name: 'Testimonials' }));
    await waitFor(() => expect(window.location.search).toBe('?show=testimonials'));
    expect(screen.queryByRole('combobox', { name: 'From' })).toBeNull();
  });

  it('pages on the server and searches there', async () => {
    const calls = answerFetch({
      'GET /api/console/me': { status: 200, body: OWNER },
      [WAITING_REVIEWS]: { status: 200, body: page([REVIEW], 0, 3) },
      'GET /api/console/reviews?status=PENDING&page=1&size=20': {
        status: 200,
        body: page([OTHER_REVIEW], 1, 3),
      },
      'GET /api/console/reviews?status=PENDING&q=Tom&page=0&size=20': {
        status: 200,
        body: page([OTHER_REVIEW]),
      },
    });
    renderConsoleAt('/console/moderation');
    const user = userEvent.setup();

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('list', { name: 'Reviews: waiting' })).toHaveTextContent('Tom Ellis');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Tom');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // A new search starts again at the first page.
    expect(await screen.findByText('Tom Ellis')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=Tom');
    expect(calls.at(-1)?.url).toBe('/api/console/reviews?status=PENDING&q=Tom&page=0&size=20');
  });
});
