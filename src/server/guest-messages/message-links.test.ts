/**
 * Issue 36 §4: a web address typed as a guest's name is no link in the company's e-mail. Only the
 * owner's own words become links; a filled-in value is shown as the guest typed it.
 */
import { describe, expect, it } from 'vitest';
import { fillMessage } from '#domain/message-values.ts';
import type { MessageValues } from '#domain/message-words.ts';
import { renderMail } from '../mail/render.ts';
import { mailContent } from '../mail/templates/index.ts';
import type { MailLink } from '../mail/private-link.tsx';

const NOTHING: MessageValues<MailLink> = {
  first_name: null,
  villa: null,
  villa_location: null,
  map_link: null,
  check_in: null,
  check_out: null,
  check_in_time: null,
  check_out_time: null,
  nights: null,
  reference: null,
  transfer: null,
  amount_due: null,
  manage_link: null,
  review_link: null,
};

describe("a guest message's links", () => {
  it.each(['https://evil.example/phish', '<a href=https://evil.example/phish>'])(
    'shows a name typed as %s as words, and links the owner’s address',
    async (name) => {
      const filled = fillMessage(
        {
          subject: 'Hello {first_name}',
          body: 'Dear {first_name},\n\nThe map: https://villas.example/map',
        },
        { ...NOTHING, first_name: name },
      );
      const { html, text } = await renderMail(
        mailContent('guest-message', {
          subject: filled.subject,
          preview: filled.text,
          paragraphs: filled.paragraphs,
        }),
      );
      expect(html).toContain('href="https://villas.example/map"');
      expect(html).not.toContain('href="https://evil.example');
      expect(html).not.toContain('<a href=https://evil.example');
      expect(text).toContain('evil.example/phish');
    },
  );
});
