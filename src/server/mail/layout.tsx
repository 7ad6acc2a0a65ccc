/**
 * The frame of every e-mail (decision 026): the company's name at the top, the brand's colours,
 * one column that reads on a phone, the company's contact details at the foot. Inline styles and
 * tables only, which is what mail programs read; react-email writes them.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { Language } from '#domain/languages.ts';
import { brandColours as c, siteSettings } from '#domain/site-settings.ts';
import { mailWords } from './language.ts';
import { useHref, type MailLink } from './private-link.tsx';

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const serif = "Georgia, 'Times New Roman', serif";

/** `language`: the guest's, in a mail to a guest about a booking; English (the team's) otherwise. */
export function MailLayout(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  language?: Language | undefined;
}) {
  const { t, language } = mailWords(props.language);
  return (
    <Html lang={language}>
      <Head>
        <meta name="color-scheme" content="light" />
        <title>{props.heading}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: c.sand50, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: '#ffffff',
            border: `1px solid ${c.sand200}`,
            borderRadius: '8px',
          }}
        >
          <Section
            style={{
              backgroundColor: c.teal800,
              borderRadius: '8px 8px 0 0',
              padding: '20px 24px',
            }}
          >
            <Text style={{ margin: 0, color: '#ffffff', fontFamily: serif, fontSize: '22px' }}>
              {siteSettings.companyName}
            </Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>
            <Heading
              as="h1"
              style={{ color: c.ink, fontFamily: serif, fontSize: '24px', fontWeight: 'normal' }}
            >
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Section
            style={{ backgroundColor: c.gold100, borderRadius: '0 0 8px 8px', padding: '4px 24px' }}
          >
            <Text style={{ color: c.inkSoft, fontSize: '13px', lineHeight: '20px' }}>
              {siteSettings.companyName}, {siteSettings.address}
              <br />
              {t.mail_footer_phone()}{' '}
              <Link href={siteSettings.phoneHref} style={{ color: c.teal800 }}>
                {siteSettings.phone}
              </Link>{' '}
              · {t.mail_footer_email()}{' '}
              <Link href={`mailto:${siteSettings.email}`} style={{ color: c.teal800 }}>
                {siteSettings.email}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the message. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={{ color: c.ink, fontSize: '16px', lineHeight: '24px' }}>{children}</Text>;
}

/** Label and value, one pair a row (the booking's facts); a row with no value is left out. */
export function Details({
  rows,
  language,
}: {
  rows: [string, ReactNode][];
  /** French puts a no-break space before the colon. */
  language?: Language | undefined;
}) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const colon = language === 'fr' ? '\u00a0:' : ':';
  return (
    <Section
      style={{
        backgroundColor: c.sand50,
        border: `1px solid ${c.sand200}`,
        borderRadius: '6px',
        padding: '4px 16px',
        margin: '8px 0 16px',
      }}
    >
      {shown.map(([label, value]) => (
        <Text
          key={label}
          style={{ margin: '10px 0', color: c.ink, fontSize: '15px', lineHeight: '22px' }}
        >
          <span style={{ color: c.inkSoft }}>
            {label}
            {colon}
          </span>{' '}
          {value}
        </Text>
      ))}
    </Section>
  );
}

/**
 * The one thing to do, as a button, with the address written out beneath for mail programs that
 * hide buttons (and for the plain-text part). A private link gets its token as it is rendered.
 */
export function Action({ href: link, children }: { href: MailLink; children: ReactNode }) {
  const href = useHref(link);
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: c.teal800,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontSize: '16px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
      <Text
        style={{ color: c.inkSoft, fontSize: '13px', lineHeight: '20px', wordBreak: 'break-all' }}
      >
        <Link href={href} style={{ color: c.teal800 }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A quoted guest text (their message, their notes), kept as they wrote it. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        borderLeft: `3px solid ${c.gold600}`,
        paddingLeft: '12px',
        color: c.ink,
        fontSize: '15px',
        lineHeight: '22px',
        whiteSpace: 'pre-wrap',
      }}
    >
      {children}
    </Text>
  );
}

export function Rule() {
  return <Hr style={{ borderColor: c.sand200, margin: '16px 0' }} />;
}

/** The sign-off of mail to a guest, in the guest's language. */
export function SignOff({ language }: { language?: Language | undefined }) {
  const { t } = mailWords(language);
  return (
    <P>
      {t.mail_sign_off_regards()}
      <br />
      {t.mail_sign_off_team({ company: siteSettings.companyName })}
    </P>
  );
}
