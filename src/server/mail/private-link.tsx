/**
 * A private link in an e-mail whose token the outbox never keeps (decision 061): the row stores
 * the page, the booking and its link generation, and the sender, which holds the server's secret,
 * adds the token when it renders the message. A link written as a string is used as it is (rows
 * queued before, and links that carry no secret).
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

export interface PrivateLink {
  /** The page, without its token: `{PUBLIC_URL}/booking/{id}`. */
  page: string;
  /** The booking the token opens. */
  booking: string;
  /** The booking's link generation when the mail was queued: a fresh link ends it (decision 025). */
  generation: string;
}

export type MailLink = string | PrivateLink;

/** Makes a private link's address, token and all. */
export type LinkSigner = (link: PrivateLink) => string;

const SignerContext = createContext<LinkSigner | null>(null);

/** The templates inside, rendered with `sign` for their private links. */
export function WithLinkSigner({ sign, children }: { sign: LinkSigner; children: ReactNode }) {
  return createElement(SignerContext.Provider, { value: sign }, children);
}

/**
 * The address of a link. A private link rendered without a signer fails the render, so the
 * message fails its try (kept, retried, logged) instead of going out with a link that opens nothing.
 */
export function useHref(link: MailLink): string {
  const sign = useContext(SignerContext);
  if (typeof link === 'string') return link;
  if (!sign) throw new Error('a private link was rendered without the key that signs it');
  return sign(link);
}
