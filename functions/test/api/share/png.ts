// Reads what the share image tests check of a PNG: its signature and the IHDR chunk's size.
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngInfo(bytes: Uint8Array): { isPng: boolean; width: number; height: number } {
  const isPng = SIGNATURE.every((b, i) => bytes[i] === b);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Signature (8), then the first chunk: length (4), type "IHDR" (4), width (4), height (4).
  const ihdr = String.fromCharCode(...bytes.slice(12, 16));
  if (!isPng || ihdr !== 'IHDR') return { isPng: false, width: 0, height: 0 };
  return { isPng, width: view.getUint32(16), height: view.getUint32(20) };
}
