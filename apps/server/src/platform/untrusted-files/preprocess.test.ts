import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPage, sheetCorners } from './find-page.js';
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

  it('speckles the paper of a dim, grainy photo with far less ink: median-filtered, a stricter threshold (blind corpus 2026-12-16)', {
    timeout: 30_000,
  }, async () => {
    const { data, info } = await sharp(scan).grayscale().raw().toBuffer({ resolveWithObject: true });
    // A quarter of the light, and a sensor's grain of about ±15 levels (a fixed pseudo-random sequence).
    let seed = 7;
    const grainy = Buffer.from(
      data.map((v) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return Math.max(0, Math.min(255, Math.round(v * 0.25 + ((seed % 31) - 15))));
      }),
    );
    const dim = await sharp(grainy, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
    const ink = async (bytes: Buffer) => {
      const { data: out } = await sharp((await preprocessForOcr(bytes, 50_000_000)).png)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return out.filter((v) => v < 200).length;
    };
    const even = await ink(scan);
    // (Unfiltered, this page came out with over eight times the scan's ink; filtered, under six.)
    expect((await ink(dim)) / even).toBeLessThan(6);
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

  it('keeps every letter of a scan lit unevenly, dark on one side', { timeout: 30_000 }, async () => {
    const { width = 0, height = 0 } = await sharp(scan).metadata();
    // Light falling off from right to left, down to 40%.
    const ramp = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) ramp[y * width + x] = Math.round(255 * (0.4 + (0.6 * x) / width));
    const lit = await sharp(scan)
      .grayscale()
      .composite([{ input: ramp, raw: { width, height, channels: 1 }, blend: 'multiply' }])
      .png()
      .toBuffer();
    const ink = async (bytes: Buffer) => {
      const { data } = await sharp((await preprocessForOcr(bytes, 50_000_000)).png)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.filter((v) => v < 200).length;
    };
    const even = await ink(scan);
    expect(Math.abs((await ink(lit)) - even) / even).toBeLessThan(0.15);
  });

  it('reads a sheet a shadow cuts in two unwarped, instead of cropping to its lit part (blind corpus 2026-12-07)', { timeout: 30_000 }, async () => {
    // A letter-sized sheet (0.77 as wide as long) on a dark desk; then the same with a shadow over its left 40%.
    const photo = async (shadow: boolean) => {
      const sheet = await sharp({ create: { width: 770, height: 1000, channels: 3, background: '#f0f0f0' } })
        .composite(shadow ? [{ input: { create: { width: 308, height: 1000, channels: 3, background: '#5a5a5a' } }, left: 0, top: 0 }] : [])
        .png()
        .toBuffer();
      return sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#303030' } })
        .composite([{ input: sheet, left: 215, top: 250 }])
        .jpeg()
        .toBuffer();
    };
    expect((await preprocessForOcr(await photo(false), 50_000_000)).pageFound).toBe(true);
    // The lit part alone is 0.46 as wide as long: no paper is, so it is not taken for the page; the
    // sheet is found whole (its shadowed part is brighter than the desk), or read unwarped.
    const shadowed = await preprocessForOcr(await photo(true), 50_000_000);
    if (shadowed.pageFound) expect(shadowed.width / shadowed.height).toBeGreaterThan(0.7);
  });

  it("finds the whole sheet when its far end is darker, a wall brightens the frame's top, or a band of shadow leaves only its lower part (blind corpus 2026-12-08)", {
    timeout: 30_000,
  }, async () => {
    // A letter-sized sheet on a dark desk; `dimTop`: its top third lit at 55%; `wall`: the frame's top fifth a bright wall.
    const photo = async ({ dimTop = false, wall = false, band = false }) => {
      // Lines of "words" every 30 px, so a shadowed part of the sheet still shows ink.
      const lines = Array.from({ length: 30 * 11 }, (_, i) => ({
        input: { create: { width: 30, height: 8, channels: 3 as const, background: '#202020' } },
        left: 100 + (i % 11) * 50,
        top: 60 + Math.floor(i / 11) * 30,
      }));
      const shade = (background: string, height: number) => ({
        input: { create: { width: 770, height, channels: 3 as const, background } },
        left: 0,
        top: 0,
        blend: 'multiply' as const,
      });
      const sheet = await sharp({ create: { width: 770, height: 1000, channels: 3, background: '#ececec' } })
        .composite([...lines, ...(dimTop ? [shade('#8c8c8c', 333)] : []), ...(band ? [shade('#5a5a5a', 340)] : [])])
        .png()
        .toBuffer();
      return sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#3a3a3a' } })
        .composite([
          ...(wall ? [{ input: { create: { width: 1200, height: 300, channels: 3 as const, background: '#e0e0e0' } }, left: 0, top: 0 }] : []),
          { input: sheet, left: 215, top: 380 },
        ])
        .jpeg()
        .toBuffer();
    };
    // Warped to the whole sheet: as long as it is wide by letter paper's ratio, not cut to its lit part.
    const dim = await preprocessForOcr(await photo({ dimTop: true }), 50_000_000);
    expect(dim.pageFound).toBe(true);
    expect(dim.width / dim.height).toBeGreaterThan(0.7);
    expect(dim.width / dim.height).toBeLessThan(0.85);
    expect((await preprocessForOcr(await photo({ wall: true }), 50_000_000)).pageFound).toBe(true);
    // What a dark band leaves is wider than long, in a frame held upright: read unwarped, all of it.
    expect((await preprocessForOcr(await photo({ band: true }), 50_000_000)).pageFound).toBe(false);
  });

  it('puts a corner a shadow cut off where the other three corners say it is, and gives up on a shape no sheet makes', () => {
    const sheet = [
      { x: 10, y: 12 },
      { x: 110, y: 8 },
      { x: 114, y: 140 },
      { x: 6, y: 136 },
    ];
    expect(sheetCorners(sheet)).toEqual(sheet);
    // A hand's shadow over the top right: the lit region's extreme there is well inside the sheet.
    const cut = [sheet[0], { x: 70, y: 40 }, sheet[2], sheet[3]] as typeof sheet;
    expect(sheetCorners(cut)?.[1]).toEqual({ x: 118, y: 16 });
    expect(
      sheetCorners([
        { x: 0, y: 0 },
        { x: 100, y: 60 },
        { x: 40, y: 70 },
        { x: 0, y: 20 },
      ]),
    ).toBeNull();
  });

  it('takes a sheet seen at a steep angle as found, its far side a fifth shorter than its near side (blind corpus 2026-12-15)', () => {
    // A letter-sized sheet on a dark car seat, the phone held low: the top side 800 px, the bottom 1000 px.
    const width = 1200;
    const height = 1600;
    const corners = [
      { x: 200, y: 250 },
      { x: 1000, y: 250 },
      { x: 1100, y: 1450 },
      { x: 100, y: 1450 },
    ];
    const data = new Uint8Array(width * height).fill(35);
    for (let y = 250; y < 1450; y++) {
      const t = (y - 250) / 1200;
      for (let x = Math.round(200 - 100 * t); x < Math.round(1000 + 100 * t); x++) data[y * width + x] = 235;
    }
    const quad = findPage({ data, width, height });
    expect(quad).not.toBeNull();
    // Each corner where the sheet's is (moved a little inwards), none put off the sheet as a parallelogram's.
    for (const [i, corner] of corners.entries()) {
      expect(Math.abs((quad?.[i]?.x ?? 0) - corner.x)).toBeLessThan(40);
      expect(Math.abs((quad?.[i]?.y ?? 0) - corner.y)).toBeLessThan(40);
    }
  });

  it('reads white letters on a dark letterhead band as dark letters on paper, their tall strokes kept (blind corpus 2026-12-15)', {
    timeout: 30_000,
  }, async () => {
    // A navy band across the top of a scan, the court's name in big white capitals, and a body line under it.
    const svg = `<svg width="1200" height="1600" xmlns="http://www.w3.org/2000/svg"><rect width="1200" height="1600" fill="#ffffff"/>
      <rect x="60" y="60" width="1080" height="200" fill="#1f2f45"/>
      <text x="100" y="160" font-family="sans-serif" font-weight="bold" font-size="64" fill="#ffffff">HILL LITTLE</text>
      <text x="100" y="400" font-family="sans-serif" font-size="28" fill="#000000">Body text of the summons</text></svg>`;
    const result = await preprocessForOcr(await sharp(Buffer.from(svg)).png().toBuffer(), 50_000_000);
    expect(result.pageFound).toBe(false);
    const { data, info } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    const darkShare = (x0: number, y0: number, x1: number, y1: number) => {
      let dark = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if ((data[(y * info.width + x) * info.channels] ?? 255) < 128) dark++;
      return dark / ((x1 - x0) * (y1 - y0));
    };
    // (Scaled by 1.25 to the working width.) The band is paper now, not a black block…
    expect(darkShare(100, 90, 1400, 310)).toBeLessThan(0.25);
    // …and its letters are ink, the stems of the H, the I's and the L's too, no table rules erased.
    expect(darkShare(125, 125, 560, 200)).toBeGreaterThan(0.2);
  });

  it('reads a court banner printed edge to edge across the page as ink on paper (blind corpus 2026-12-28)', { timeout: 30_000 }, async () => {
    // A charcoal strip the page's whole width, the court's name in white on it, text above and below.
    const svg = `<svg width="1200" height="1600" xmlns="http://www.w3.org/2000/svg"><rect width="1200" height="1600" fill="#ffffff"/>
      <text x="80" y="200" font-family="sans-serif" font-size="28" fill="#000000">Attorney for Plaintiff</text>
      <rect x="0" y="300" width="1200" height="120" fill="#151515"/>
      <text x="220" y="380" font-family="sans-serif" font-weight="bold" font-size="48" fill="#ffffff">JUSTICE COURT OF ELKO</text>
      <text x="80" y="560" font-family="sans-serif" font-size="28" fill="#000000">Plaintiff, vs. Defendant</text></svg>`;
    const result = await preprocessForOcr(await sharp(Buffer.from(svg)).png().toBuffer(), 50_000_000);
    const { data, info } = await sharp(result.png).raw().toBuffer({ resolveWithObject: true });
    let dark = 0;
    const [x0, y0, x1, y1] = [20, 385, 1480, 515];
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if ((data[(y * info.width + x) * info.channels] ?? 255) < 128) dark++;
    // (Scaled by 1.25.) The strip is paper now with its letters as ink, not a black block.
    const share = dark / ((x1 - x0) * (y1 - y0));
    expect(share).toBeLessThan(0.35);
    expect(share).toBeGreaterThan(0.02);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    await expect(preprocessForOcr(scan, 1000)).rejects.toThrow(/pixel/i);
  });
});
