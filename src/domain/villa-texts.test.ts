import { describe, expect, it } from 'vitest';
import {
  EMPTY_VILLA_TEXTS,
  missingVillaTexts,
  villaInLanguage,
  villaLangQuerySchema,
  villaTextsSchema,
  type VillaEnglishTexts,
  type VillaTexts,
} from './villa-texts.ts';

const english: VillaEnglishTexts = {
  subtitle: 'A quiet house by the sea',
  description: 'Four bedrooms above the beach.',
  locationDescription: 'Ten minutes from Galle Fort.',
  highlights: ['Infinity pool', 'Private beach'],
  included: [{ label: 'Breakfast' }],
  onRequest: [{ label: 'Private chef' }],
  amenities: ['Wi-Fi', 'Air conditioning'],
  houseRules: [{ rule: 'No smoking indoors' }],
  photos: [{ id: 'p1', alt: 'The pool at dusk' }, { id: 'p2' }],
};

const russian: VillaTexts = {
  subtitle: 'Тихий дом у моря',
  description: 'Четыре спальни над пляжем.',
  locationDescription: 'В десяти минутах от форта Галле.',
  highlights: ['Бассейн с эффектом бесконечности', 'Собственный пляж'],
  included: ['Завтрак'],
  onRequest: ['Личный повар'],
  amenities: ['Wi-Fi', 'Кондиционер'],
  houseRules: ['Курение в доме запрещено'],
  photoAlts: { p1: 'Бассейн в сумерках', p2: 'Гостиная' },
};

describe('missingVillaTexts', () => {
  it('finds nothing missing in a complete translation', () => {
    expect(missingVillaTexts(english, russian)).toEqual([]);
  });

  it('lists every English text when there is no translation', () => {
    expect(missingVillaTexts(english, null)).toEqual([
      'subtitle',
      'description',
      'locationDescription',
      'highlights.0',
      'highlights.1',
      'included.0',
      'onRequest.0',
      'amenities.0',
      'amenities.1',
      'houseRules.0',
      'photoAlts.p1',
      'photoAlts.p2',
    ]);
  });

  it('names an empty item, a blank text and a photo without alt', () => {
    const texts = {
      ...russian,
      subtitle: '  ',
      highlights: ['Бассейн', ''],
      photoAlts: { p1: 'Бассейн' },
    };
    expect(missingVillaTexts(english, texts)).toEqual(['subtitle', 'highlights.1', 'photoAlts.p2']);
  });

  it('names a list whose length is not the English one', () => {
    expect(missingVillaTexts(english, { ...russian, amenities: ['Wi-Fi'] })).toEqual(['amenities']);
  });

  it('asks nothing for a text the English leaves empty', () => {
    const sparse = {
      ...english,
      subtitle: '',
      highlights: [],
      photos: [{ id: 'p1', alt: '' }],
    };
    expect(
      missingVillaTexts(sparse, { ...russian, subtitle: '', highlights: [], photoAlts: {} }),
    ).toEqual([]);
  });
});

describe('villaInLanguage', () => {
  const villa = {
    name: 'Villa Serenity',
    subtitle: english.subtitle,
    description: english.description,
    locationDetails: { description: english.locationDescription, latitude: 6.03 },
    highlights: english.highlights,
    included: [{ icon: 'coffee', label: 'Breakfast' }],
    onRequest: [{ icon: 'chef', label: 'Private chef', price: '$40 per person' }],
    amenities: english.amenities,
    houseRules: [{ icon: 'ban', rule: 'No smoking indoors' }],
    photos: [
      { id: 'p1', src: '/p1.jpg', alt: 'The pool at dusk' },
      { id: 'p2', src: '/p2.jpg', alt: 'The living room' },
    ],
  };

  it('gives the villa in the language, keeping names, icons and prices', () => {
    const local = villaInLanguage(villa, russian);
    expect(local.name).toBe('Villa Serenity');
    expect(local.subtitle).toBe('Тихий дом у моря');
    expect(local.locationDetails).toEqual({
      description: 'В десяти минутах от форта Галле.',
      latitude: 6.03,
    });
    expect(local.onRequest).toEqual([
      { icon: 'chef', label: 'Личный повар', price: '$40 per person' },
    ]);
    expect(local.houseRules).toEqual([{ icon: 'ban', rule: 'Курение в доме запрещено' }]);
    expect(local.photos[1]).toEqual({ id: 'p2', src: '/p2.jpg', alt: 'Гостиная' });
  });

  it('keeps the English where a translation is missing', () => {
    const local = villaInLanguage(villa, {
      ...EMPTY_VILLA_TEXTS,
      description: 'Четыре спальни над пляжем.',
      highlights: ['', 'Собственный пляж'],
      amenities: ['Wi-Fi'],
      photoAlts: { p2: 'Гостиная' },
    });
    expect(local.subtitle).toBe(english.subtitle);
    expect(local.description).toBe('Четыре спальни над пляжем.');
    expect(local.highlights).toEqual(['Infinity pool', 'Собственный пляж']);
    // A list of another length no longer lines up with the English: it stays English whole.
    expect(local.amenities).toEqual(english.amenities);
    expect(local.included).toEqual(villa.included);
    expect(local.photos.map((photo) => photo.alt)).toEqual(['The pool at dusk', 'Гостиная']);
  });

  it('gives the villa as it is without texts', () => {
    expect(villaInLanguage(villa, null)).toBe(villa);
  });
});

describe('the schemas', () => {
  it('trims texts and refuses an over-long one in words', () => {
    expect(villaTextsSchema.parse({ ...russian, subtitle: '  Тихий дом  ' }).subtitle).toBe(
      'Тихий дом',
    );
    const result = villaTextsSchema.safeParse({ ...russian, subtitle: 'x'.repeat(201) });
    expect(result.error?.issues[0]?.message).toBe('at most 200 characters');
  });

  it('takes a known lang or none, and refuses another in words', () => {
    expect(villaLangQuerySchema.parse({ lang: 'ru' })).toEqual({ lang: 'ru' });
    expect(villaLangQuerySchema.parse({})).toEqual({});
    expect(villaLangQuerySchema.safeParse({ lang: 'es' }).error?.issues[0]?.message).toBe(
      'lang must be one of en, ru, de, fr',
    );
  });
});
