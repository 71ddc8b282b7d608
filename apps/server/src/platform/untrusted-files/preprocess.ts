/**
 * Makes a photo of a paper readable for Tesseract (issue 21): a phone photo of a summons is turned,
 * seen in perspective, lit unevenly and JPEG-compressed, and Tesseract's own binarization read
 * "Cavalry SPV 1, Lic" and lost whole blocks of such a photo. Runs in the untrusted-files worker
 * (worker.ts), on an image whose header already passed the pixel limit; sharp decodes it with the
 * same limit again. Steps, on a grayscale copy scaled so a page is about WORK_WIDTH pixels wide:
 *   1. the page: when the photo shows a sheet on a darker surface, its four corners are found and
 *      the sheet is warped to a rectangle (perspective);
 *   2. the light: each pixel divided by the paper's brightness around it (shadows, yellow paper);
 *   3. the skew: the angle whose horizontal projection profile is sharpest, then rotated back;
 *   4. table rules: long straight runs of ink erased (Tesseract took ruled tables for pictures
 *      and dropped every cell of a small-claims form, and the line beside a caption's rule);
 *   5. adaptive threshold: paper where a pixel is not darker than its neighbourhood's mean (Bradley).
 * Plain loops over the pixels: sharp has no perspective warp nor adaptive threshold.
 */
import sharp from 'sharp';

import { findPage, type Gray, warp } from './find-page.js';

export type Preprocessed = { png: Buffer; width: number; height: number; skewDegrees: number; pageFound: boolean };

/** The width a page is scaled to: small scans are upscaled, big photos downscaled (Tesseract's time grows with pixels). */
const WORK_WIDTH = 1500;

sharp.cache(false);
sharp.concurrency(1);

export async function preprocessForOcr(bytes: Uint8Array, maxPixels: number): Promise<Preprocessed> {
  const input = sharp(bytes, { limitInputPixels: maxPixels });
  const meta = await input.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  if (width === 0) throw new Error('unreadable image');
  const scale = Math.min(2.5, Math.max(0.2, WORK_WIDTH / width));
  const decoded = await sharp(bytes, { limitInputPixels: maxPixels })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize({ width: Math.round(width * scale), kernel: scale > 1 ? 'cubic' : 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let image: Gray = {
    data: new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length),
    width: decoded.info.width,
    height: decoded.info.height,
  };

  const quad = findPage(image);
  if (quad) image = warp(image, quad);
  image = await evenLight(image);
  const skewDegrees = estimateSkew(image);
  if (Math.abs(skewDegrees) >= 0.15) {
    const rotated = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
      .rotate(-skewDegrees, { background: '#ffffff' })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = { data: new Uint8Array(rotated.data.buffer, rotated.data.byteOffset, rotated.data.length), width: rotated.info.width, height: rotated.info.height };
  }
  removeRules(image);
  const binary = adaptiveThreshold(image);
  const png = await sharp(binary.data, { raw: { width: binary.width, height: binary.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width: binary.width, height: binary.height, skewDegrees, pageFound: quad !== null };
}

/**
 * Each pixel divided by the paper's brightness around it: the 90th percentile of 32 x 32 tiles,
 * smoothed and scaled back up. A shadow across the page, or yellowed paper, becomes white.
 */
async function evenLight(image: Gray): Promise<Gray> {
  const tile = 32;
  const tw = Math.ceil(image.width / tile);
  const th = Math.ceil(image.height / tile);
  const paper = new Uint8Array(tw * th);
  const histogram = new Uint32Array(256);
  for (let ty = 0; ty < th; ty++) {
    for (let tx = 0; tx < tw; tx++) {
      histogram.fill(0);
      let n = 0;
      for (let y = ty * tile; y < Math.min(image.height, (ty + 1) * tile); y++) {
        for (let x = tx * tile; x < Math.min(image.width, (tx + 1) * tile); x++) {
          histogram[image.data[y * image.width + x] ?? 0] = (histogram[image.data[y * image.width + x] ?? 0] ?? 0) + 1;
          n++;
        }
      }
      let seen = 0;
      let v = 255;
      for (; v > 0; v--) {
        seen += histogram[v] ?? 0;
        if (seen >= n * 0.1) break;
      }
      paper[ty * tw + tx] = Math.max(v, 40);
    }
  }
  const background = await sharp(paper, { raw: { width: tw, height: th, channels: 1 } })
    .blur(1)
    .resize(image.width, image.height, { kernel: 'cubic', fit: 'fill' })
    // One channel out: sharp's blur gives three from a one-channel input, and read as one, each row
    // took its paper from other columns (stripes across every photo lit unevenly; blind corpus 2026-12-03).
    .grayscale()
    .raw()
    .toBuffer();
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round(((image.data[i] ?? 0) * 255) / Math.max(40, background[i] ?? 255)));
  return { data: out, width: image.width, height: image.height };
}

/**
 * The page's skew in degrees (clockwise positive): the angle at which the dark pixels' rows, in a
 * horizontal projection profile, are sharpest (largest sum of squared row counts). Coarse over
 * ±6° by 0.25°, then fine by 0.05°, on the dark pixels of every other row and column.
 */
function estimateSkew(image: Gray): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += 2) {
    for (let x = 0; x < image.width; x += 2) {
      if ((image.data[y * image.width + x] ?? 255) < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const bins = new Float64Array(image.height + image.width + 2);
  const score = (degrees: number) => {
    const rad = (degrees * Math.PI) / 180;
    const sin = Math.sin(rad);
    const cos = Math.cos(rad);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const row = Math.round(((ys[i] as number) * cos - (xs[i] as number) * sin) / 2) + (image.width >> 1);
      bins[row] = (bins[row] ?? 0) + 1;
    }
    let s = 0;
    for (const b of bins) s += b * b;
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (let a = -6; a <= 6; a += 0.25) {
    const s = score(a);
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  const coarse = best;
  for (let a = coarse - 0.25; a <= coarse + 0.25; a += 0.05) {
    const s = score(a);
    if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return Math.round(best * 100) / 100;
}

/**
 * Erases straight runs of ink much longer than a letter: horizontal ones longer than a fifteenth of
 * the page's width, vertical ones longer than a fortieth of it, and a pixel of their blurred edge
 * on each side. Text strokes are far shorter; an underline goes too, which costs nothing.
 */
function removeRules(image: Gray): void {
  const { width, height, data } = image;
  const ink = (v: number | undefined) => (v ?? 255) < 170;
  const erase: number[] = [];
  const minH = Math.round(width / 15);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      if (x < width && ink(data[y * width + x])) {
        if (start < 0) start = x;
      } else if (start >= 0) {
        if (x - start >= minH) for (let k = start; k < x; k++) erase.push(y * width + k);
        start = -1;
      }
    }
  }
  const minV = Math.round(width / 40);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      if (y < height && ink(data[y * width + x])) {
        if (start < 0) start = y;
      } else if (start >= 0) {
        if (y - start >= minV) for (let k = start; k < y; k++) erase.push(k * width + x);
        start = -1;
      }
    }
  }
  // A rule's blurred edge goes with it; a letter's stroke that touches it (darker) stays.
  const soft = (q: number) => {
    if (q >= 0 && q < data.length && (data[q] ?? 0) > 110) data[q] = 255;
  };
  for (const p of erase) {
    data[p] = 255;
    const x = p % width;
    if (x > 0) soft(p - 1);
    if (x < width - 1) soft(p + 1);
    soft(p - width);
    soft(p + width);
  }
}

/**
 * Bradley's adaptive threshold: paper where a pixel is not 5% darker than the mean of the
 * 1/40-of-the-width square around it, or is lighter than 215 (JPEG noise in a lifted shadow). Ink
 * keeps its grey level: Tesseract's LSTM reads
 * the soft edges of blurred letters better than a hard black and white (measured on the corpus).
 */
function adaptiveThreshold(image: Gray): Gray {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] ?? 0;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const half = Math.max(8, Math.round(width / 80));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] ?? 0) -
        (integral[y0 * (width + 1) + x1] ?? 0) -
        (integral[y1 * (width + 1) + x0] ?? 0) +
        (integral[y0 * (width + 1) + x0] ?? 0);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      const v = data[y * width + x] ?? 255;
      out[y * width + x] = v < mean * 0.95 && v < 215 ? v : 255;
    }
  }
  return { data: out, width, height };
}
