/**
 * The photos the team may upload (issue 15 §3): JPEG, PNG, WebP or HEIC (an iPhone's camera
 * format), up to 25 MB, recognised by their first bytes, never by their name or the type the
 * browser declares, so a renamed file is refused for what it is. The console checks a chosen file
 * with the same rule before sending it; the server checks what it received.
 */

/** 25 MB (issue 15 §3): a phone's full-size photo is 3-12 MB, a camera's JPEG up to about 20. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

export type PhotoFileType = 'jpeg' | 'png' | 'webp' | 'heic';

/** How many of a file's first bytes `photoFileType` reads. */
export const PHOTO_SIGNATURE_BYTES = 64;

/** For a file input's `accept`: a hint to the picker only; the content decides. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

export const PHOTO_TOO_LARGE =
  'This photo is larger than 25 MB. Please choose a smaller file, or export the photo at a lower size first.';
export const NOT_A_PHOTO =
  'This file is not a photo we can use: please choose a JPEG, PNG, WebP or HEIC image.';
export const UNREADABLE_PHOTO =
  'This photo could not be read; the file may be damaged. Please export it again or choose another.';

/** The ISO brands (ISOBMFF `ftyp`) of HEIF images coded with HEVC, as phones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
/** Brands a HEIF file may lead with, naming its coding only among the compatible brands. */
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, i) => bytes[i] === byte);

/** The type of a photo file from its first bytes (`PHOTO_SIGNATURE_BYTES`), or null for any other. */
export function photoFileType(head: Uint8Array): PhotoFileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 4, 4) === 'ftyp') {
    const major = ascii(head, 8, 4);
    if (HEIC_BRANDS.has(major)) return 'heic';
    if (HEIF_GENERIC_BRANDS.has(major)) {
      // The box's own length bounds its list of compatible brands (from byte 16, four each).
      const boxEnd = Math.min(head.length, ((head[2] ?? 0) << 8) | (head[3] ?? 0));
      for (let at = 16; at + 4 <= boxEnd; at += 4) {
        if (HEIC_BRANDS.has(ascii(head, at, 4))) return 'heic';
      }
    }
  }
  return null;
}
