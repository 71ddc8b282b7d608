/**
 * Where the sheet is in a phone photo of a paper, and the sheet warped flat (preprocess.ts, step 1):
 * the largest bright region on a darker surface, its four corners, and a perspective warp of those
 * corners to a rectangle. A scan, where the image is the page itself, has no sheet to find.
 */

/** A grayscale image, one byte a pixel, row after row. */
export type Gray = { data: Uint8Array; width: number; height: number };

/** Otsu's threshold of a histogram. */
function otsu(histogram: number[], total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (histogram[i] ?? 0);
  let sumBack = 0;
  let weightBack = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightBack += histogram[t] ?? 0;
    if (weightBack === 0) continue;
    const weightFore = total - weightBack;
    if (weightFore === 0) break;
    sumBack += t * (histogram[t] ?? 0);
    const between = weightBack * weightFore * (sumBack / weightBack - (sum - sumBack) / weightFore) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

type Point = { x: number; y: number };
type Quad = [Point, Point, Point, Point]; // top-left, top-right, bottom-right, bottom-left

/**
 * The corners of a bright sheet on a darker surface, in `image`'s pixels, or null when the image
 * is the page itself (a scan) or no clear sheet stands out. Found on a copy about 200 px wide: the
 * largest bright region, its corners the extremes of x + y and x - y.
 */
export function findPage(image: Gray): Quad | null {
  const step = Math.max(1, Math.floor(image.width / 200));
  const w = Math.floor(image.width / step);
  const h = Math.floor(image.height / step);
  const small = new Uint8Array(w * h);
  const histogram = new Array<number>(256).fill(0);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < step; dy++) for (let dx = 0; dx < step; dx++) sum += image.data[(y * step + dy) * image.width + x * step + dx] ?? 0;
      const v = Math.round(sum / (step * step));
      small[y * w + x] = v;
      histogram[v] = (histogram[v] ?? 0) + 1;
    }
  }
  const threshold = otsu(histogram, w * h);
  // A scan: the border is as bright as the paper.
  let borderDark = 0;
  let border = 0;
  for (const p of borderPixels(w, h)) {
    border++;
    if ((small[p] ?? 0) <= threshold) borderDark++;
  }
  if (borderDark / border < MIN_DARK_BORDER) return null;
  // The sheet's darker end (light falling off across it, a shadow) can lie under Otsu's threshold,
  // and the region is then only the sheet's bright part (blind corpus 2026-12-08: a summons's top
  // third left out, and the warp cut it off). When Otsu's region is no sheet, or a fragment of one,
  // a lower threshold is tried, halfway down to the surface's own mean, kept only while its region
  // stays off the frame's edge (the surface has not joined it). Not first: on a light desk it takes
  // in some of the desk (blind corpus 2026-12-03).
  let darkSum = 0;
  let darkCount = 0;
  for (let v = 0; v <= threshold; v++) {
    darkSum += v * (histogram[v] ?? 0);
    darkCount += histogram[v] ?? 0;
  }
  const lower = Math.round((darkSum / Math.max(1, darkCount) + threshold) / 2);
  // How much the surface the sheet lies on varies from pixel to pixel, along the frame's top and bottom rows where they are dark.
  let surfaceSum = 0;
  let surfaceCount = 0;
  for (const y of [0, 1, h - 2, h - 1])
    for (let x = 0; x < w - 1; x++) {
      const p = y * w + x;
      if ((small[p] ?? 0) > threshold || (small[p + 1] ?? 0) > threshold) continue;
      surfaceSum += Math.abs((small[p] ?? 0) - (small[p + 1] ?? 0));
      surfaceCount++;
    }
  const surfaceSpread = surfaceSum / Math.max(1, surfaceCount);
  for (const t of lower < threshold ? [threshold, lower] : [threshold]) {
    const region = largestBrightRegion(small, w, h, t);
    if (region.size < 0.2 * w * h) continue;
    if (t !== threshold && borderPixels(w, h).filter((p) => region.label[p] === region.id).length > MAX_EDGE_SHARE * border) continue;
    const quad = regionCorners(region.label, region.id, w, h);
    if (quad && !isAFragment(quad, small, w, h, surfaceSpread)) return quad.map((c) => ({ x: c.x * step, y: c.y * step })) as Quad;
  }
  return null;
}

/**
 * The least share of a photo's border darker than the paper: below it the image is taken for a scan
 * (the page itself). A photo with a bright wall or window along one edge and light falling off on
 * the others had just under half (blind corpus 2026-12-08: two summonses read with the desk around them).
 */
const MIN_DARK_BORDER = 0.3;
/** How much more than the surface a strip beyond a quad's edge must vary (ink) for the quad to be a fragment of the sheet. */
const FRAGMENT_SPREAD_RATIO = 2.5;
const FRAGMENT_MIN_SPREAD = 3;
/** The most of the frame's border a region found at the lower threshold may touch: more, and it is the surface. */
const MAX_EDGE_SHARE = 0.05;

/**
 * What a band of shadow leaves of an upright page (blind corpus 2026-12-08: the lower two thirds of
 * a complaint under a band of shadow, warped as if they were the page, and the caption cut off): a
 * quad wider than long in a frame held upright, with something other than the surface (the sheet
 * going on, shadowed) beyond its top or bottom edge. The page is then read unwarped, all of it. A
 * half sheet lying on a desk has the desk beyond its edges, and is warped.
 */
function isAFragment(quad: Point[], small: Uint8Array, w: number, h: number, surfaceSpread: number): boolean {
  const [tl, tr, br, bl] = quad as Quad;
  const across = (Math.hypot(tr.x - tl.x, tr.y - tl.y) + Math.hypot(br.x - bl.x, br.y - bl.y)) / 2;
  const down = (Math.hypot(bl.x - tl.x, bl.y - tl.y) + Math.hypot(br.x - tr.x, br.y - tr.y)) / 2;
  if (h <= w * 1.15 || across <= down) return false;
  // A strip beyond an edge (from a to b), `gap` to `gap + depth` pixels out: how much its pixels differ from their neighbours (ink does; a desk hardly).
  const beyond = (a: Point, b: Point, outward: 1 | -1) => {
    const gap = Math.max(2, Math.round(h * 0.01));
    const depth = Math.max(3, Math.round(h * 0.04));
    let sum = 0;
    let n = 0;
    for (let i = 1; i < 40; i++) {
      const x = Math.round(a.x + ((b.x - a.x) * i) / 40);
      const y0 = a.y + ((b.y - a.y) * i) / 40;
      for (let d = gap; d < gap + depth; d++) {
        const y = Math.round(y0 + outward * d);
        if (y < 0 || y >= h || x < 1 || x >= w - 1) continue;
        sum += Math.abs((small[y * w + x] ?? 0) - (small[y * w + x + 1] ?? 0));
        n++;
      }
    }
    return n === 0 ? 0 : sum / n;
  };
  const top = beyond(tl, tr, -1);
  const bottom = beyond(bl, br, 1);
  // Ink beyond the edge: the strip varies far more than the surface does.
  return Math.max(top, bottom) > Math.max(FRAGMENT_MIN_SPREAD, FRAGMENT_SPREAD_RATIO * surfaceSpread);
}

function borderPixels(w: number, h: number): number[] {
  const pixels: number[] = [];
  for (let x = 0; x < w; x++) pixels.push(x, (h - 1) * w + x);
  for (let y = 1; y < h - 1; y++) pixels.push(y * w, y * w + w - 1);
  return pixels;
}

/** The largest 4-connected region brighter than `threshold`: its label map, its label and its size. */
function largestBrightRegion(small: Uint8Array, w: number, h: number, threshold: number): { label: Int32Array; id: number; size: number } {
  const label = new Int32Array(w * h);
  let bestLabel = 0;
  let bestSize = 0;
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== 0 || (small[start] ?? 0) <= threshold) continue;
    next++;
    let size = 0;
    stack.push(start);
    label[start] = next;
    while (stack.length) {
      const p = stack.pop() as number;
      size++;
      const x = p % w;
      const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
      for (const q of neighbours) {
        if (q < 0 || q >= w * h || label[q] !== 0 || (small[q] ?? 0) <= threshold) continue;
        label[q] = next;
        stack.push(q);
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestLabel = next;
    }
  }
  return { label, id: bestLabel, size: bestSize };
}

/** A region's corners, the extremes of x + y and x - y, when they make a sheet of paper's shape; in the small copy's pixels. */
function regionCorners(label: Int32Array, id: number, w: number, h: number): Point[] | null {
  let tl = { x: 0, y: 0, s: Number.POSITIVE_INFINITY };
  let br = { x: 0, y: 0, s: Number.NEGATIVE_INFINITY };
  let tr = { x: 0, y: 0, s: Number.NEGATIVE_INFINITY };
  let bl = { x: 0, y: 0, s: Number.POSITIVE_INFINITY };
  for (let p = 0; p < w * h; p++) {
    if (label[p] !== id) continue;
    const x = p % w;
    const y = (p - x) / w;
    if (x + y < tl.s) tl = { x, y, s: x + y };
    if (x + y > br.s) br = { x, y, s: x + y };
    if (x - y > tr.s) tr = { x, y, s: x - y };
    if (x - y < bl.s) bl = { x, y, s: x - y };
  }
  // A shadow across a corner (a hand, the phone) cuts it out of the bright region, and its extreme
  // is no longer the sheet's corner: a warp to it skews the whole page (blind corpus 2026-12-03, a
  // hand shadow over a summons's top right read as nothing). The corner is then put where the other
  // three say it is (a sheet in perspective is nearly a parallelogram); with none sheet-like, no warp.
  const sheet = sheetCorners([tl, tr, br, bl], (quad) => regionWithin(label, id, w, h, quad));
  if (!sheet || !hasPaperShape(sheet)) return null;
  [tl, tr, br, bl] = sheet as [typeof tl, typeof tl, typeof tl, typeof tl];
  // Corners moved 2.5% towards the middle: the sheet's blurred edge and its shadow stay out, as
  // dark streaks beside the lines made Tesseract take whole blocks for pictures.
  const cx = (tl.x + tr.x + br.x + bl.x) / 4;
  const cy = (tl.y + tr.y + br.y + bl.y) / 4;
  const inset = (c: Point) => ({ x: c.x + 0.5 + (cx - c.x) * 0.025, y: c.y + 0.5 + (cy - c.y) * 0.025 });
  return [inset(tl), inset(tr), inset(br), inset(bl)];
}

/** The share of a region's pixels a quad may leave out and still hold the whole region (a jagged edge's pixels). */
const MAX_OUTSIDE_SHARE = 0.002;

/**
 * Whether a region lies within a quad (top left, top right, bottom right, bottom left), but for its
 * edge's jags: a sheet does within its four corners; a sheet with a corner cut off by a shadow does
 * not, its part beyond the cut lying outside the quad of its extremes.
 */
function regionWithin(label: Int32Array, id: number, w: number, h: number, quad: Point[]): boolean {
  const edges = quad.map((a, i) => {
    const b = quad[(i + 1) % 4] as Point;
    return { a, dx: b.x - a.x, dy: b.y - a.y, slack: 1.5 * Math.hypot(b.x - a.x, b.y - a.y) };
  });
  let all = 0;
  let outside = 0;
  for (let p = 0; p < w * h; p++) {
    if (label[p] !== id) continue;
    all++;
    const x = p % w;
    const y = (p - x) / w;
    // (Clockwise corners in image coordinates: inside is where each edge's cross product is positive.)
    if (edges.some((e) => e.dx * (y - e.a.y) - e.dy * (x - e.a.x) < -e.slack)) outside++;
  }
  return all > 0 && outside / all <= MAX_OUTSIDE_SHARE;
}

/** The most a photo's perspective makes one side of a sheet shorter than its opposite, and its corners stray from square. */
const MIN_SIDE_RATIO = 0.85;
const MAX_CORNER_DEGREES = 15;
/**
 * The most a steep angle makes one side shorter than its opposite (a phone held low over a car seat
 * or a bed), the other pair alike: a sheet whose far side is up to a quarter shorter, taken as found
 * when the region lies within its four corners (blind corpus 2026-12-15: four photos at 0.81 were
 * warped to a parallelogram's corner off the frame, and read nothing).
 */
const MIN_KEYSTONE_RATIO = 0.75;

/** Whether four corners (top left, top right, bottom right, bottom left) can be a sheet's seen at an angle: opposite sides alike, corners near square. */
function isSheetLike(corners: { x: number; y: number }[], minRatio = MIN_SIDE_RATIO): boolean {
  const side = (a: number) => {
    const p = corners[a] as { x: number; y: number };
    const q = corners[(a + 1) % 4] as { x: number; y: number };
    return Math.hypot(q.x - p.x, q.y - p.y);
  };
  const [top, right, bottom, left] = [side(0), side(1), side(2), side(3)];
  const across = Math.min(top, bottom) / Math.max(top, bottom);
  const down = Math.min(left, right) / Math.max(left, right);
  // (A steep angle foreshortens one pair of sides, not both.)
  if (Math.min(across, down) < minRatio || Math.max(across, down) < MIN_SIDE_RATIO) return false;
  return corners.every((c, i) => {
    const prev = corners[(i + 3) % 4] as { x: number; y: number };
    const next = corners[(i + 1) % 4] as { x: number; y: number };
    const a = Math.atan2(prev.y - c.y, prev.x - c.x);
    const b = Math.atan2(next.y - c.y, next.x - c.x);
    const degrees = Math.abs(((((b - a) * 180) / Math.PI + 540) % 360) - 180);
    return Math.abs(degrees - 90) <= MAX_CORNER_DEGREES;
  });
}

/**
 * The narrowest a sheet of paper is for its length, seen at an angle: legal paper is 0.65, letter
 * 0.77, A4 0.71. A bright region narrower than that is a sheet a shadow cut in two (blind corpus
 * 2026-12-07: a shadow down a complaint's left third left a region 0.53 wide, and the warp to it
 * cut every line's first words off); the page is then read unwarped.
 */
const MIN_PAPER_RATIO = 0.58;

/** Whether a quad (top left, top right, bottom right, bottom left) is as wide for its length as paper is. */
function hasPaperShape(corners: { x: number; y: number }[]): boolean {
  const length = (a: number, b: number) => {
    const p = corners[a] as { x: number; y: number };
    const q = corners[b] as { x: number; y: number };
    return Math.hypot(q.x - p.x, q.y - p.y);
  };
  const across = (length(0, 1) + length(3, 2)) / 2;
  const down = (length(0, 3) + length(1, 2)) / 2;
  return Math.min(across, down) / Math.max(across, down) >= MIN_PAPER_RATIO;
}

/**
 * The four corners as found when they are sheet-like; else, of the quads with one corner replaced by
 * the parallelogram the other three make, the sheet-like one of largest area (a shadow only takes
 * area away); null when none is. Four corners of a sheet seen at a steep angle, one pair of sides
 * foreshortened, are taken as found when they hold the whole region (`holdsRegion`): a corner cut
 * off by a shadow leaves the sheet's part beyond the cut outside them.
 */
export function sheetCorners<T extends { x: number; y: number }>(corners: T[], holdsRegion?: (quad: T[]) => boolean): T[] | null {
  if (isSheetLike(corners)) return corners;
  if (holdsRegion && isSheetLike(corners, MIN_KEYSTONE_RATIO) && holdsRegion(corners)) return corners;
  const area = (q: { x: number; y: number }[]) =>
    Math.abs(q.reduce((sum, p, i) => sum + p.x * (q[(i + 1) % 4]?.y ?? 0) - (q[(i + 1) % 4]?.x ?? 0) * p.y, 0)) / 2;
  const completed = corners.map((corner, i) => {
    const prev = corners[(i + 3) % 4] as T;
    const next = corners[(i + 1) % 4] as T;
    const opposite = corners[(i + 2) % 4] as T;
    return corners.map((c, j) => (j === i ? { ...corner, x: prev.x + next.x - opposite.x, y: prev.y + next.y - opposite.y } : c));
  });
  return completed.filter((q) => isSheetLike(q)).sort((a, b) => area(b) - area(a))[0] ?? null;
}

/** The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to the quad's. */
function squareToQuad([p0, p1, p2, p3]: Quad): number[] {
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h];
}

/** The sheet inside `quad` warped to an upright rectangle (bilinear sampling); outside it, white. */
export function warp(image: Gray, quad: Quad): Gray {
  const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
  const [tl, tr, br, bl] = quad;
  const outW = Math.round((dist(tl, tr) + dist(bl, br)) / 2);
  const outH = Math.round((dist(tl, bl) + dist(tr, br)) / 2);
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad) as [number, number, number, number, number, number, number, number];
  const out = new Uint8Array(outW * outH);
  for (let y = 0; y < outH; y++) {
    const v = y / (outH - 1);
    for (let x = 0; x < outW; x++) {
      const u = x / (outW - 1);
      const z = g * u + h * v + 1;
      const sx = (a * u + b * v + c) / z;
      const sy = (d * u + e * v + f) / z;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= image.width - 1 || y0 >= image.height - 1) {
        out[y * outW + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * image.width + x0;
      const top = (image.data[i] ?? 0) * (1 - fx) + (image.data[i + 1] ?? 0) * fx;
      const bottom = (image.data[i + image.width] ?? 0) * (1 - fx) + (image.data[i + image.width + 1] ?? 0) * fx;
      out[y * outW + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data: out, width: outW, height: outH };
}
