/**
 * `?review=write`: the villa's page with the review form open (decision 117). Apart from the
 * reviews' part: the villa page's route reads it too, and stays small.
 */
export const REVIEW_PARAM = 'review';
export const REVIEW_PARAM_VALUE = 'write';

/** Whether the page was asked for with the review form open. */
export const asksForReviewForm = (params: URLSearchParams): boolean =>
  params.get(REVIEW_PARAM) === REVIEW_PARAM_VALUE;

/** The query string as the villa page reads it (the server keeps the page under it, decision 030). */
export const villaPageSearch = (params: URLSearchParams): URLSearchParams =>
  new URLSearchParams(asksForReviewForm(params) ? { [REVIEW_PARAM]: REVIEW_PARAM_VALUE } : {});
