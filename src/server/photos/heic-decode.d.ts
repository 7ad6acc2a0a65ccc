/** heic-decode ships no types: libheif (WebAssembly) decoding a HEIC file to RGBA pixels. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  export default decode;
}
