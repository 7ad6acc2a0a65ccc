/**
 * Uploading a photo to the console in API tests, as the console's form sends it: multipart with the
 * alt text and the file, the session's cookie and the console's Origin.
 */
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  cutsOf,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  imageFamily,
  variantPath,
} from '#domain/image-variants.ts';
import { CONSOLE_ORIGIN, type ConsoleSession } from './console-session.ts';
import type { TestApp } from './test-app.ts';

export interface UploadFile {
  name: string;
  /** The type the browser declares; the server goes by the content. */
  type: string;
  bytes: Buffer;
}

export function multipartBody(fields: { alt?: string; file?: UploadFile }): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----photo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (fields.alt !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${fields.alt}\r\n`,
      ),
    );
  }
  if (fields.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.file.name}"\r\nContent-Type: ${fields.file.type}\r\n\r\n`,
      ),
      fields.file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadPhoto(
  t: TestApp,
  session: ConsoleSession | null,
  villaId: string,
  fields: { alt?: string; file?: UploadFile },
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/console/villas/${villaId}/photos`,
    headers: {
      ...(session ? { cookie: session.cookie } : {}),
      origin: CONSOLE_ORIGIN,
      'content-type': contentType,
    },
    payload: body,
  });
}

/** Where a phone might have been: the resort's beach, as a camera writes it in EXIF. */
export const PHONE_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '5/1 58/1 12/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '80/1 25/1 30/1',
};

/**
 * A phone's photo: `width` x `height` pixels as stored, a red block in the stored top-left corner
 * (so a rotation shows where it went), EXIF with the camera, GPS position and `orientation`.
 */
export async function phonePhoto(
  format: 'jpeg' | 'png' | 'webp',
  { width = 600, height = 400, orientation = 1 } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = x < width / 4 && y < height / 4;
      pixels[i] = red ? 230 : 40 + Math.round((x / width) * 100);
      pixels[i + 1] = red ? 20 : 120 + Math.round((y / height) * 100);
      pixels[i + 2] = red ? 20 : 170;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Fixture' },
      IFD3: PHONE_GPS,
    })
    .withMetadata({ orientation })
    [format]()
    .toBuffer();
}

/** Every file of a photo the site may ask for: its JPEG and each variant of its family. */
export function filesOfPhoto(src: string): { url: string; type: string }[] {
  const family = imageFamily(src);
  if (!family) throw new Error(`${src} has no family`);
  return [
    { url: src, type: 'image/jpeg' },
    ...cutsOf(family).flatMap(({ cut, widths }) =>
      widths.flatMap((w) =>
        IMAGE_FORMATS.map((format) => ({
          url: variantPath(src, w, format, cut),
          type: IMAGE_MIME_TYPES[format],
        })),
      ),
    ),
  ];
}
