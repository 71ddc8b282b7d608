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

/** `findSheet: false` reads the photo as it is framed, without looking for the sheet and warping it (the second look: worker.ts). */
export async function preprocessForOcr(bytes: Uint8Array, maxPixels: number, { findSheet = true } = {}): Promise<Preprocessed> {
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

  const quad = findSheet ? findPage(image) : null;
  if (quad) image = warp(image, quad);
  // (Where a band was, its big letters' strokes are letters, never table rules to erase.)
  let bands = invertDarkBands(image);
  image = await evenLight(image);
  const noisy = paperNoise(image) > NOISY_PAPER;
  const skewDegrees = estimateSkew(image);
  if (Math.abs(skewDegrees) >= 0.15) {
    const rotated = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
      .rotate(-skewDegrees, { background: '#ffffff' })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (bands) {
      const turned = await sharp(bands.data, { raw: { width: bands.width, height: bands.height, channels: 1 } })
        .rotate(-skewDegrees, { background: '#000000' })
        .grayscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      bands = { data: new Uint8Array(turned.data.buffer, turned.data.byteOffset, turned.data.length), width: turned.info.width, height: turned.info.height };
    }
    image = { data: new Uint8Array(rotated.data.buffer, rotated.data.byteOffset, rotated.data.length), width: rotated.info.width, height: rotated.info.height };
  }
  removeRules(image, bands);
  if (noisy) {
    const smoothed = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
      .median(3)
      .grayscale()
      .raw()
      .toBuffer();
    image = { data: new Uint8Array(smoothed.buffer, smoothed.byteOffset, smoothed.length), width: image.width, height: image.height };
  }
  const binary = adaptiveThreshold(image, noisy ? 0.9 : 0.95);
  const png = await sharp(binary.data, { raw: { width: binary.width, height: binary.height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, width: binary.width, height: binary.height, skewDegrees, pageFound: quad !== null };
}

/**
 * A dim photo's paper, its light lifted to white, keeps the sensor's grain: specks the threshold took
 * for ink, rows of garbage read between the lines (blind corpus 2026-12-16: five photos lost so). The
 * mean difference of neighbouring light pixels is about 1 on a render, 3 to 7 on a lit photo, over 11
 * on a dim one; above this the page is median-filtered and ink must be 10% darker than around it.
 */
const NOISY_PAPER = 8;
function paperNoise({ width, height, data }: Gray): number {
  let sum = 0;
  let n = 0;
  for (let p = 0; p + 1 < width * height; p += 7) {
    const [a, b] = [data[p] ?? 0, data[p + 1] ?? 0];
    if (a > 170 && b > 170 && (p + 1) % width !== 0) [sum, n] = [sum + Math.abs(a - b), n + 1];
  }
  return n ? sum / n : 0;
}

/** The side of the tiles a dark band is found in. */
const BAND_TILE = 24;
/** A band's tiles are darker than this share of the paper's brightness (white letters on navy, charcoal or black). */
const BAND_DARKNESS = 0.45;
/** How far around a pixel the band's dark is measured, and the least share of it that puts the pixel in the band. */
const BAND_REACH = 20;
const BAND_SHARE = 0.4;
/** A pixel of the band's ground, as a photo's light and blur leave it: darker than this share of the paper. */
const BAND_GROUND = 0.6;
/** The fewest tiles across a band: a letterhead's band, a heading's bar, never a logo or a photo's dark corner. */
const BAND_MIN_TILES_ACROSS = 10;
/** The fewest tiles down a band: lines of text on it, never a form's black heading bar over one line ("1. PLAINTIFF"). */
const BAND_MIN_TILES_DOWN = 4;

/**
 * White letters printed on a dark band (a court's name in a letterhead's navy or charcoal band):
 * Tesseract reads no reversed text, and the light and threshold steps would leave the band black
 * (blind corpus 2026-12-15: two courts' names and a case number lost so). A wide block of tiles much
 * darker than the paper, enclosed by paper, is found; each of its pixels whose surroundings are
 * mostly the band's dark is inverted, light letters on a dark ground made dark letters on a light
 * one, and a light box set inside the band stays as printed. In place; returns the bands' blocks as a
 * mask (null when there is none), where table rules are not erased: a big letter's stroke is no rule.
 */
function invertDarkBands(image: Gray): Gray | null {
  const { width, height, data } = image;
  const tw = Math.floor(width / BAND_TILE);
  const th = Math.floor(height / BAND_TILE);
  if (tw < BAND_MIN_TILES_ACROSS + 2 || th < 3) return null;
  let bands: Gray | null = null;
  // The paper's brightness: the 90th percentile of the page.
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += 7) histogram[data[i] ?? 0] = (histogram[data[i] ?? 0] ?? 0) + 1;
  let total = 0;
  for (const n of histogram) total += n;
  let seen = 0;
  let paper = 255;
  for (; paper > 0; paper--) {
    seen += histogram[paper] ?? 0;
    if (seen >= total * 0.1) break;
  }
  const dark = new Uint8Array(tw * th);
  const tile = new Uint32Array(256);
  for (let ty = 0; ty < th; ty++) {
    for (let tx = 0; tx < tw; tx++) {
      tile.fill(0);
      for (let y = ty * BAND_TILE; y < (ty + 1) * BAND_TILE; y++)
        for (let x = tx * BAND_TILE; x < (tx + 1) * BAND_TILE; x++) tile[data[y * width + x] ?? 0] = (tile[data[y * width + x] ?? 0] ?? 0) + 1;
      let count = 0;
      let median = 0;
      for (; median < 255; median++) {
        count += tile[median] ?? 0;
        if (count >= (BAND_TILE * BAND_TILE) / 2) break;
      }
      dark[ty * tw + tx] = median < paper * BAND_DARKNESS ? 1 : 0;
    }
  }
  const seenTile = new Uint8Array(tw * th);
  for (let start = 0; start < tw * th; start++) {
    if (!dark[start] || seenTile[start]) continue;
    const component: number[] = [];
    const stack = [start];
    seenTile[start] = 1;
    while (stack.length) {
      const t = stack.pop() as number;
      component.push(t);
      const x = t % tw;
      for (const q of [x > 0 ? t - 1 : -1, x < tw - 1 ? t + 1 : -1, t - tw, t + tw]) {
        if (q < 0 || q >= tw * th || !dark[q] || seenTile[q]) continue;
        seenTile[q] = 1;
        stack.push(q);
      }
    }
    const xs = component.map((t) => t % tw);
    const ys = component.map((t) => Math.floor(t / tw));
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const across = x1 - x0 + 1;
    const filled = component.length / (across * (y1 - y0 + 1));
    // Enclosed by paper (a photo's surface reaches the frame's edge), wide and tall, and a block rather than a scatter; or a
    // strip printed edge to edge across the page, paper above and below it (corpus 2026-12-28: a court's full-width banner).
    const strip = across >= tw - 1 && y1 - y0 + 1 <= th * 0.15 && filled >= 0.8;
    const enclosed = x0 > 0 && x1 < tw - 1;
    if ((!enclosed && !strip) || y0 === 0 || y1 === th - 1 || across < BAND_MIN_TILES_ACROSS || y1 - y0 + 1 < BAND_MIN_TILES_DOWN || filled < 0.6) continue;
    // Each pixel of the band's block whose neighbourhood is mostly the band's dark: its letters' strokes, however big,
    // and never a light box set inside it (a case number's) but for the box's rim.
    const left = Math.max(0, x0 * BAND_TILE - BAND_TILE);
    const right = Math.min(width, (x1 + 2) * BAND_TILE);
    const top = Math.max(0, y0 * BAND_TILE - BAND_TILE);
    const bottom = Math.min(height, (y1 + 2) * BAND_TILE);
    const w = right - left;
    const integral = new Uint32Array((w + 1) * (bottom - top + 1));
    for (let y = top; y < bottom; y++) {
      let row = 0;
      for (let x = left; x < right; x++) {
        row += (data[y * width + x] ?? 0) < paper * BAND_GROUND ? 1 : 0;
        integral[(y - top + 1) * (w + 1) + x - left + 1] = (integral[(y - top) * (w + 1) + x - left + 1] ?? 0) + row;
      }
    }
    const inverted: number[] = [];
    for (let y = top; y < bottom; y++) {
      const ya = Math.max(top, y - BAND_REACH) - top;
      const yb = Math.min(bottom, y + BAND_REACH + 1) - top;
      for (let x = left; x < right; x++) {
        const xa = Math.max(left, x - BAND_REACH) - left;
        const xb = Math.min(right, x + BAND_REACH + 1) - left;
        const sum =
          (integral[yb * (w + 1) + xb] ?? 0) - (integral[ya * (w + 1) + xb] ?? 0) - (integral[yb * (w + 1) + xa] ?? 0) + (integral[ya * (w + 1) + xa] ?? 0);
        if (sum >= BAND_SHARE * (yb - ya) * (xb - xa)) inverted.push(y * width + x);
      }
    }
    for (const p of inverted) data[p] = 255 - (data[p] ?? 0);
    bands ??= { data: new Uint8Array(width * height), width, height };
    for (let y = top; y < bottom; y++) bands.data.fill(255, y * width + left, y * width + right);
  }
  return bands;
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
function removeRules(image: Gray, keep: Gray | null): void {
  const { width, height, data } = image;
  // (The mask of a dark band's block, turned with the page: its letters' strokes stay.)
  const kept = (p: number) => keep !== null && keep.width === width && (keep.data[p] ?? 0) > 127;
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
    if (kept(p)) continue;
    data[p] = 255;
    const x = p % width;
    if (x > 0) soft(p - 1);
    if (x < width - 1) soft(p + 1);
    soft(p - width);
    soft(p + width);
  }
}

/**
 * Bradley's adaptive threshold: paper where a pixel is not 5% (`darker`) darker than the mean of the
 * 1/40-of-the-width square around it, or is lighter than 215 (JPEG noise in a lifted shadow). Ink
 * keeps its grey level: Tesseract's LSTM reads
 * the soft edges of blurred letters better than a hard black and white (measured on the corpus).
 */
function adaptiveThreshold(image: Gray, darker: number): Gray {
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
      out[y * width + x] = v < mean * darker && v < 215 ? v : 255;
    }
  }
  return { data: out, width, height };
}
