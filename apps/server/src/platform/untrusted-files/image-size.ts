/**
 * An image's width and height from its header, before anything decodes it: a 390 KB PNG can
 * declare 20000 x 20000 pixels and cost gigabytes once decoded (issue 18). PNG (IHDR), GIF (the
 * logical screen and every image descriptor) and JPEG (the SOFn marker). Null when the header
 * cannot be read.
 */
export function imageDimensions(data: Uint8Array): { width: number; height: number } | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF') return gifDimensions(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegDimensions(bytes);
  return null;
}

/** The largest of the logical screen and every frame (a frame may be larger than the screen). */
function gifDimensions(bytes: Buffer): { width: number; height: number } | null {
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  const flags = bytes[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      // Extension: label, then sub-blocks until a zero length.
      at += 2;
      while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] as number) + 1;
      at += 1;
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      width = Math.max(width, bytes.readUInt16LE(at + 1) + bytes.readUInt16LE(at + 5));
      height = Math.max(height, bytes.readUInt16LE(at + 3) + bytes.readUInt16LE(at + 7));
      const local = bytes[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      at += 1; // LZW minimum code size
      while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] as number) + 1;
      at += 1;
    } else {
      return null;
    }
  }
  return { width, height };
}

function jpegDimensions(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    at += 2 + length;
  }
  return null;
}
