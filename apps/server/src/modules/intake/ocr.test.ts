import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preprocessForOcr } from '../../platform/untrusted-files/preprocess.js';
import { fullestReading } from './ocr.js';

// A photo's two readings (its sheet warped, and framed as taken): a warp to a shadow's edge leaves the
// caption and loses the rest, or reads it as noise (blind corpus 2026-12-18, a lamp's shadow).
const caption = ['IN THE COUNTY COURT OF PLATTE COUNTY, NEBRASKA', 'GREAT PLAINS RECOVERY LLC, Plaintiff,', 'v.', 'DARLENE K. OSTROWSKI, Defendant.'];
const warpedToTheShadow = [...caption, 'Oo i Gmaasor Acc IH', '. dane Drlne Osk 3b', 'rn amie cous calbonn'].join('\n');
const framed = [
  ...caption,
  'Case No. CI 26-4417',
  'SUMMONS',
  'Defendant may be served at: 1408 Quail Run Dr, Columbus, NE 68601',
  'Plaintiff claims the principal sum of $2,318.40.',
  'Attorney for Plaintiff: Mara Lindqvist, Lindqvist & Oduya LLP, mlindqvist@lindqvistoduya.com',
].join('\n');

describe('the reading of a photo kept (a shadow taken for the sheet’s edge)', () => {
  it('keeps the reading framed as taken when the warped one lost the page under the shadow', () => {
    expect(fullestReading([warpedToTheShadow, framed])).toBe(framed);
  });

  it('keeps the warped reading when the frame finds no more, and a lone reading as it is', () => {
    expect(fullestReading([framed, warpedToTheShadow])).toBe(framed);
    expect(fullestReading([framed, framed.replace('SUMMONS', 'SUMM0NS')])).toBe(framed);
    expect(fullestReading([warpedToTheShadow])).toBe(warpedToTheShadow);
  });

  it('preprocesses a photo framed as taken when asked, without finding or warping its sheet', { timeout: 30_000 }, async () => {
    const sheet = await sharp({ create: { width: 770, height: 1000, channels: 3, background: '#f0f0f0' } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#303030' } })
      .composite([{ input: sheet, left: 215, top: 250 }])
      .jpeg()
      .toBuffer();
    expect((await preprocessForOcr(photo, 50_000_000)).pageFound).toBe(true);
    const asTaken = await preprocessForOcr(photo, 50_000_000, { findSheet: false });
    expect(asTaken.pageFound).toBe(false);
    expect(asTaken.width / asTaken.height).toBeCloseTo(1200 / 1500, 2);
  });
});
