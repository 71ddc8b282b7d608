import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preprocessForOcr } from './preprocess.js';

const corpusDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../modules/intake/corpus');
const scan = readFileSync(path.join(corpusDir, '01-clean.png'));

describe('preprocessForOcr', () => {
  it('finds the skew of a turned scan and leaves a straight one alone', { timeout: 30_000 }, async () => {
    for (const degrees of [3.5, -2]) {
      const turned = await sharp(scan).rotate(degrees, { background: '#ffffff' }).png().toBuffer();
      const result = await preprocessForOcr(turned, 50_000_000);
      expect(result.pageFound).toBe(false);
      expect(Math.abs(result.skewDegrees - degrees)).toBeLessThanOrEqual(0.2);
    }
    expect((await preprocessForOcr(scan, 50_000_000)).skewDegrees).toBe(0);
  });

  it('finds the sheet in a phone photo and warps it upright, upscaled to a readable width', { timeout: 30_000 }, async () => {
    const result = await preprocessForOcr(readFileSync(path.join(corpusDir, '02-photo.jpg')), 50_000_000);
    expect(result.pageFound).toBe(true);
    expect(result.width).toBeGreaterThan(1200);
    const { data, info } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    // The dark desk is gone: the border of the warped page is paper.
    let dark = 0;
    for (let x = 0; x < info.width; x++) if ((data[x * info.channels] ?? 255) < 128) dark++;
    expect(dark / info.width).toBeLessThan(0.05);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    await expect(preprocessForOcr(scan, 1000)).rejects.toThrow(/pixel/i);
  });
});
