/**
 * A template's two parts: the HTML and the plain text made from the same component, so the two
 * always say the same (decision 026). Server only: nothing here reaches the pages' bundles. The
 * outbox's sender renders (decision 029), never a request.
 */
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { WithLinkSigner, type LinkSigner } from './private-link.tsx';
import { mailElement, type MailContent } from './templates/index.ts';

export interface RenderedMail {
  html: string;
  text: string;
}

/** `sign` makes the private links' addresses (the sender's; private-link.tsx). */
export async function renderMail(content: MailContent, sign?: LinkSigner): Promise<RenderedMail> {
  const element = mailElement(content);
  // One React render: the text is read off the HTML, which is what `plainText: true` does too.
  const html = await render(
    sign ? createElement(WithLinkSigner, { sign, children: element }) : element,
  );
  const text = toPlainText(html, {
    // Paragraphs on one line each: mail programs wrap them to the window.
    wordwrap: false,
    // Added to react-email's own (pictures and the preview line left out).
    selectors: [
      // Headings as written, not in capitals.
      { selector: 'h1', options: { uppercase: false } },
      // Every address the text needs is written out as text (Action), so links show their
      // words only, without '[https://...]' after them.
      { selector: 'a', options: { ignoreHref: true } },
    ],
  });
  return { html, text: text.trim() };
}
