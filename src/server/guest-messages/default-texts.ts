/**
 * The four built-in messages (defaults.ts) in Russian, German and French (issue 39), as a guest
 * who reads each language expects them from a villa collection: Russian with the formal «вы»,
 * German with "Sie", French with "vous" and its spaces before : ; ? !. The variables are the
 * English ones, each where the sentence needs its value (locale-format.ts writes the days, hours,
 * nights and amounts per language: language-values.ts). They are inserted with the templates, on a
 * database's first start (service.ts `ensureDefaultTemplates`), and are the owner's to edit after.
 */
import type { TextLanguage } from '#domain/schemas/guest-message-texts.ts';
import type { BuiltInTemplate } from './defaults.ts';
import type { TemplateRow } from './repository.ts';

type Words = { subject: string; body: string };

/** A space that does not break before French : (U+00A0), and a narrow one before ; ? ! (U+202F). */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export const DEFAULT_TEXTS: Record<BuiltInTemplate, Record<TextLanguage, Words>> = {
  confirmed: {
    ru: {
      subject: 'Ждём вас в {villa}',
      body: `Здравствуйте, {first_name}!

Благодарим вас за выбор {villa}. Мы рады, что вы остановитесь у нас с {check_in} по {check_out} ({nights}).

Номер вашего бронирования: {reference}. По этой ссылке вы в любое время можете посмотреть бронирование, платежи и все изменения (пожалуйста, никому её не передавайте):
{manage_link}

За неделю до вашего приезда мы пришлём схему проезда и всё, что понадобится для заезда. Если мы можем что-нибудь подготовить для вас заранее, просто ответьте на это письмо.

С наилучшими пожеланиями,
Служба бронирования`,
    },
    de: {
      subject: 'Wir freuen uns, Sie in {villa} willkommen zu heißen',
      body: `Guten Tag {first_name},

vielen Dank, dass Sie sich für {villa} entschieden haben. Wir freuen uns, Sie vom {check_in} bis zum {check_out} ({nights}) bei uns zu begrüßen.

Ihre Buchungsnummer lautet {reference}. Ihre Buchung, Ihre Zahlungen und alle Änderungen sehen Sie jederzeit hier (bitte geben Sie diesen Link nicht weiter):
{manage_link}

Eine Woche vor Ihrer Anreise senden wir Ihnen die Wegbeschreibung und alles, was Sie für Ihre Ankunft benötigen. Können wir bis dahin etwas für Sie vorbereiten, antworten Sie einfach auf diese E-Mail.

Herzliche Grüße
Ihr Reservierungsteam`,
    },
    fr: {
      subject: 'Nous avons hâte de vous accueillir à {villa}',
      body: `Bonjour {first_name},

Merci d’avoir choisi {villa}. Nous sommes ravis de vous recevoir du {check_in} au {check_out} ({nights}).

La référence de votre réservation est {reference}. Vous pouvez consulter à tout moment votre réservation, vos paiements et toute modification ici (merci de garder ce lien pour vous)${NBSP}:
{manage_link}

Une semaine avant votre arrivée, nous vous enverrons l’itinéraire et tout ce dont vous aurez besoin pour votre arrivée. Si nous pouvons préparer quoi que ce soit pour vous d’ici là, il vous suffit de répondre à cet e-mail.

Bien cordialement,
L’équipe des réservations`,
    },
  },
  'before-arrival': {
    ru: {
      subject: 'Ваш отдых в {villa}: как добраться',
      body: `Здравствуйте, {first_name}!

Через неделю, {check_in}, начнётся ваш отдых в {villa}. Вот всё, что понадобится в дороге.

Где нас найти: {villa_location}
Карта: {map_link}

Заезд {check_in} — с {check_in_time}. Наша команда встретит вас и всё покажет.

Трансфер: {transfer}

Осталось оплатить: {amount_due}. Ваше бронирование и способы оплаты — здесь:
{manage_link}

Если ваши планы или время прибытия изменятся, ответьте на это письмо, и мы обо всём позаботимся.

Счастливого пути!
Служба бронирования`,
    },
    de: {
      subject: 'Ihr Aufenthalt in {villa}: die Anreise',
      body: `Guten Tag {first_name},

in einer Woche, am {check_in}, beginnt Ihr Aufenthalt in {villa}. Hier finden Sie alles, was Sie für die Anreise brauchen.

So finden Sie uns: {villa_location}
Karte: {map_link}

Der Check-in ist am {check_in} ab {check_in_time} Uhr möglich. Unser Team heißt Sie vor Ort willkommen und zeigt Ihnen alles.

Flughafentransfer: {transfer}

Noch zu zahlen: {amount_due}. Ihre Buchung und die Zahlungsmöglichkeiten finden Sie hier:
{manage_link}

Sollten sich Ihre Pläne oder Ihre Ankunftszeit ändern, antworten Sie einfach auf diese E-Mail, und wir kümmern uns um alles.

Gute Reise!
Ihr Reservierungsteam`,
    },
    fr: {
      subject: `Votre séjour à {villa}${NBSP}: comment venir`,
      body: `Bonjour {first_name},

Votre séjour à {villa} commence dans une semaine, le {check_in}. Voici tout ce qu’il vous faut pour le voyage.

Où nous trouver${NBSP}: {villa_location}
Carte${NBSP}: {map_link}

L’arrivée se fait à partir de {check_in_time} le {check_in}. Notre équipe sera là pour vous accueillir et vous faire découvrir les lieux.

Transfert aéroport${NBSP}: {transfer}

Reste à payer${NBSP}: {amount_due}. Votre réservation et les moyens de paiement sont ici${NBSP}:
{manage_link}

Si vos projets ou votre heure d’arrivée changent, répondez à cet e-mail et nous nous occuperons de tout.

Bon voyage,
L’équipe des réservations`,
    },
  },
  'day-before': {
    ru: {
      subject: 'До встречи завтра в {villa}',
      body: `Здравствуйте, {first_name}!

Мы готовим {villa} к вашему приезду. Завтра заезд возможен с {check_in_time}.

Трансфер: {transfer}

Если вы задерживаетесь или вам что-то понадобится в пути, ответьте на это письмо или позвоните нам. Ждём встречи с вами!

С наилучшими пожеланиями,
Служба бронирования`,
    },
    de: {
      subject: 'Bis morgen in {villa}',
      body: `Guten Tag {first_name},

wir bereiten {villa} für Sie vor. Der Check-in ist morgen ab {check_in_time} Uhr möglich.

Flughafentransfer: {transfer}

Falls Sie sich verspäten oder unterwegs etwas brauchen, antworten Sie einfach auf diese E-Mail oder rufen Sie uns an. Wir freuen uns darauf, Sie kennenzulernen.

Herzliche Grüße
Ihr Reservierungsteam`,
    },
    fr: {
      subject: 'À demain à {villa}',
      body: `Bonjour {first_name},

Nous préparons {villa} pour votre arrivée. Demain, l’arrivée se fait à partir de {check_in_time}.

Transfert aéroport${NBSP}: {transfer}

Si vous avez du retard ou besoin de quoi que ce soit en route, répondez à cet e-mail ou appelez-nous. Nous avons hâte de vous rencontrer.

Bien cordialement,
L’équipe des réservations`,
    },
  },
  'after-stay': {
    ru: {
      subject: 'Спасибо, что выбрали {villa}',
      body: `Здравствуйте, {first_name}!

Спасибо, что остановились в {villa}. Надеемся, вы прекрасно провели время и благополучно добрались домой.

Не расскажете ли будущим гостям о своём отдыхе? Несколько слов очень помогут и им, и нам. Эта ссылка создана только для вашего пребывания:
{review_link}

Будем рады видеть вас снова.

С наилучшими пожеланиями,
Служба бронирования`,
    },
    de: {
      subject: 'Vielen Dank für Ihren Aufenthalt in {villa}',
      body: `Guten Tag {first_name},

vielen Dank für Ihren Aufenthalt in {villa}. Wir hoffen, Sie hatten eine wunderbare Zeit und eine gute Heimreise.

Möchten Sie künftigen Gästen von Ihrem Aufenthalt erzählen? Schon ein paar Worte helfen ihnen – und uns – sehr. Dieser Link gilt nur für Ihren Aufenthalt:
{review_link}

Wir würden uns freuen, Sie wieder bei uns begrüßen zu dürfen.

Herzliche Grüße
Ihr Reservierungsteam`,
    },
    fr: {
      subject: 'Merci pour votre séjour à {villa}',
      body: `Bonjour {first_name},

Merci d’avoir séjourné à {villa}. Nous espérons que vous avez passé un merveilleux moment et que votre retour s’est bien passé.

Accepteriez-vous de raconter votre séjour aux futurs voyageurs${NNBSP}? Quelques mots les aident beaucoup, et nous aussi. Ce lien est réservé à votre séjour${NBSP}:
{review_link}

Nous serions ravis de vous accueillir à nouveau.

Bien cordialement,
L’équipe des réservations`,
    },
  },
};

const isBuiltIn = (name: string | null): name is BuiltInTemplate =>
  name !== null && Object.hasOwn(DEFAULT_TEXTS, name);

/** The rows of the words of the built-in templates `templates` (those just inserted). */
export function defaultTextRows(
  templates: Pick<TemplateRow, 'id' | 'builtIn'>[],
  now: Date,
): {
  templateId: string;
  language: TextLanguage;
  subject: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}[] {
  return templates.flatMap((template) => {
    if (!isBuiltIn(template.builtIn)) return [];
    const texts = DEFAULT_TEXTS[template.builtIn];
    return (Object.keys(texts) as TextLanguage[]).map((language) => ({
      templateId: template.id,
      language,
      ...texts[language],
      createdAt: now,
      updatedAt: now,
    }));
  });
}
