/**
 * The QR code of an otpauth:// address, drawn in the browser as an SVG image (decision 042): the
 * secret never leaves the page for a QR service. Loaded only when someone turns on two-step
 * sign-in, so the console's first load does not carry the encoder.
 */
import QRCode from 'qrcode';

/** A data: address for an <img> (the console's CSP allows data: images). */
export async function qrImageAddress(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0f2f2e', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
