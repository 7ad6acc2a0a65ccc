import { describe, expect, it } from 'vitest';
import { photoFileType } from './photo-files.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(new TextEncoder().encode(part)) : part,
    ),
  );

describe('photoFileType', () => {
  it('knows a photo by its first bytes', () => {
    expect(photoFileType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(photoFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(photoFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(photoFileType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe('heic');
    expect(photoFileType(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'))).toBe('heic');
    // As heif-enc writes an iPhone-like photo (tests/fixtures/phone-photo.heic).
    expect(photoFileType(bytes([0, 0, 0, 28], 'ftypheic', [0, 0, 0, 0], 'mif1heicmiaf'))).toBe(
      'heic',
    );
  });

  it('refuses anything else, whatever it is called', () => {
    expect(photoFileType(bytes('Dear team, here is my photo.'))).toBeNull();
    expect(photoFileType(bytes('GIF89a'))).toBeNull();
    expect(photoFileType(bytes('%PDF-1.7'))).toBeNull();
    // AVIF is HEIF too, but coded with AV1: not what phones send, and not in the list.
    expect(photoFileType(bytes([0, 0, 0, 24], 'ftypavif', [0, 0, 0, 0], 'mif1avif'))).toBeNull();
    // A generic HEIF whose compatible brands name no HEVC coding.
    expect(photoFileType(bytes([0, 0, 0, 20], 'ftypmif1', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(photoFileType(new Uint8Array())).toBeNull();
  });
});
