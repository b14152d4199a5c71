/**
 * A short fingerprint of a request and its author, to find the key its last send went under (draft-storage's
 * readAttemptKey) without keeping the words a second time, nor the uid, in the store's key names. Not a
 * secret: two 53-bit string hashes (cyrb53), plenty to tell apart the few requests a device keeps.
 */
export function requestFingerprint(text: string): string {
  return `${cyrb53(text, 1).toString(36)}-${cyrb53(text, 2).toString(36)}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
