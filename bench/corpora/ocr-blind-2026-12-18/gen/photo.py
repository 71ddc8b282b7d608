# Simulated phone photos of the printed pages. Usage: python3 photo.py [NN ...]
import sys, json, math, os
import numpy as np
from PIL import Image, ImageFilter, ImageDraw
from scipy import ndimage

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# special effect per document (others get ordinary desk photos, some with a shadow band)
SPECIAL = {5:'thumb', 8:'lamp', 11:'curl', 14:'carseat', 18:'moire', 21:'coffee', 24:'thumb', 26:'lamp', 29:'coffee', 17:'curl'}
BAND = {2, 9, 16, 20, 25, 28}

def homography(src, dst):
    A = []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u*x, -u*y, -u]); A.append([0, 0, 0, x, y, 1, -v*x, -v*y, -v])
    _, _, V = np.linalg.svd(np.array(A, float)); return V[-1].reshape(3, 3) / V[-1, -1]

def background(kind, W, H, rng):
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    if kind == 'carseat':   # dark woven fabric
        base = np.array([48, 46, 52], np.float32)
        tex = 10*np.sin(xx*0.9)*np.sin(yy*0.9) + rng.normal(0, 6, (H, W))
        img = base[None, None, :] + tex[..., None]
    elif kind == 'wood':
        base = np.array(rng.choice([[150, 105, 70], [120, 80, 50], [175, 135, 95]]), np.float32)
        n = ndimage.gaussian_filter(rng.normal(0, 1, (H//8+1, W//8+1)), 3)
        n = np.kron(n, np.ones((8, 8)))[:H, :W]
        grain = np.sin((xx*0.02 + yy*0.004 + n*1.5)*5)*12 + rng.normal(0, 4, (H, W))
        img = base[None, None, :] + grain[..., None]*np.array([1, .8, .6])
    else:  # laminate / painted table
        base = np.array(rng.choice([[92, 96, 104], [200, 196, 188], [60, 70, 64], [170, 170, 172]]), np.float32)
        n = ndimage.gaussian_filter(rng.normal(0, 1, (H, W)), 1.2)*8
        img = base[None, None, :] + n[..., None]
    return np.clip(img, 0, 255)

def make(nn):
    rng = np.random.default_rng(1000 + nn)
    spec = SPECIAL.get(nn)
    src = np.asarray(Image.open(f'{OUT}/{nn:02d}-clean.png').convert('RGB')).astype(np.float32)
    ph, pw = src.shape[:2]
    # paper: slightly off-white, toner a bit grey
    paper = np.array([rng.uniform(238, 250), rng.uniform(236, 248), rng.uniform(228, 244)])
    src = src/255.0*paper[None, None, :] + (1-src/255.0)*rng.uniform(18, 40)
    ink = (np.asarray(Image.open(f'{OUT}/{nn:02d}-clean.png').convert('L')) < 200)
    if spec == 'coffee':   # ring in the largest blank area (no ink within radius)
        dist = ndimage.distance_transform_edt(~ink)
        margin = 140; dist[:margin, :] = 0; dist[-margin:, :] = 0; dist[:, :margin] = 0; dist[:, -margin:] = 0
        cy, cx = np.unravel_index(np.argmax(dist), dist.shape); r = min(dist[cy, cx]*0.8, 190)
        yy, xx = np.mgrid[0:ph, 0:pw]; d = np.hypot(yy-cy, xx-cx)
        ring = np.exp(-((d-r)/5.0)**2)*0.55 + (d < r)*0.10 + np.exp(-((d-r*0.93)/12)**2)*0.12
        stain = np.array([0.80, 0.62, 0.42])
        src = src*(1 - ring[..., None]*(1-stain[None, None, :]))
        print(f'  coffee ring at page ({cx},{cy}) r={r:.0f}, nearest ink {dist[cy,cx]:.0f}px')
    if spec == 'moire':
        yy, xx = np.mgrid[0:ph, 0:pw].astype(np.float32)
        a = 0.21
        m = 0.5+0.5*np.sin((xx*math.cos(a)+yy*math.sin(a))*2*math.pi/6.3) * np.sin((yy*math.cos(a)-xx*math.sin(a))*2*math.pi/6.9)
        src = src*(0.86+0.14*m[..., None]); src = src*np.array([0.93, 1.0, 1.08])  # screen: bluish
        src = np.clip(src + rng.normal(0, 3, src.shape), 0, 255)
    small = nn % 3 == 0
    W = 1200 if small else 1600
    H = int(W*4/3)
    frac = rng.uniform(0.76, 0.90) if spec != 'carseat' else rng.uniform(0.78, 0.86)
    ph_out = frac*H; pw_out = ph_out*pw/ph
    cx, cy = W/2 + rng.uniform(-0.04, 0.04)*W, H/2 + rng.uniform(-0.02, 0.02)*H
    ang = math.radians(rng.uniform(0.5, 5.0)*rng.choice([-1, 1]))
    corners = np.array([[-pw_out/2, -ph_out/2], [pw_out/2, -ph_out/2], [pw_out/2, ph_out/2], [-pw_out/2, ph_out/2]])
    k = rng.uniform(0.02, 0.06) if spec != 'carseat' else 0.19   # keystone: top narrower
    corners[0, 0] *= (1-k); corners[1, 0] *= (1-k)
    if spec == 'carseat': corners[1, 1] += 0.07*ph_out; corners[2, 1] -= 0.05*ph_out  # shot from the side
    corners += rng.uniform(-0.012, 0.012, (4, 2))*np.array([pw_out, ph_out])
    R = np.array([[math.cos(ang), -math.sin(ang)], [math.sin(ang), math.cos(ang)]])
    dst = corners@R.T + [cx, cy]
    # keep whole page inside the frame and the page height within 75-93 % of frame height
    for _ in range(20):
        mn, mx = dst.min(0), dst.max(0)
        s = 1.0
        if mn[0] < 0.02*W or mx[0] > 0.98*W: s = min(s, 0.96*W/(mx[0]-mn[0]))
        if (mx[1]-mn[1]) > 0.93*H: s = min(s, 0.92*H/(mx[1]-mn[1]))
        if s < 1: c = dst.mean(0); dst = (dst-c)*s + c
        mn, mx = dst.min(0), dst.max(0)
        dst += [max(0, 0.02*W-mn[0]) - max(0, mx[0]-0.98*W), max(0, 0.02*H-mn[1]) - max(0, mx[1]-0.98*H)]
    hfrac = (dst[:, 1].max()-dst[:, 1].min())/H
    Hm = homography(dst, [[0, 0], [pw, 0], [pw, ph], [0, ph]])   # output -> page
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    P = np.stack([xx.ravel(), yy.ravel(), np.ones(W*H, np.float32)])
    q = Hm@P; u = (q[0]/q[2]).reshape(H, W); v = (q[1]/q[2]).reshape(H, W)
    lift = np.zeros_like(u)
    if spec == 'curl':   # right edge / bottom-right corner curls up: sample displaced and shaded
        t = np.clip((u - (pw-260))/260, 0, 1) * np.clip((v - ph*0.55)/(ph*0.45), 0, 1)**0.7
        u = u + 95*t**2; v = v - 45*t**2; lift = t
    bg = background('carseat' if spec == 'carseat' else rng.choice(['wood', 'table']), W, H, rng)
    inside = (u >= 0) & (u < pw-1) & (v >= 0) & (v < ph-1)
    out = np.empty((H, W, 3), np.float32)
    for ch in range(3):
        out[..., ch] = ndimage.map_coordinates(src[..., ch], [v, u], order=1, mode='nearest')
    # soft edge of paper + contact shadow on the background
    mask = ndimage.gaussian_filter(inside.astype(np.float32), 0.8)
    shadow = ndimage.gaussian_filter(np.roll(np.roll(inside.astype(np.float32), 6, 0), 5, 1), 9)
    bg = bg*(1-0.45*shadow[..., None])
    out = out*(1-0.35*lift[..., None])    # curled part is darker
    img = out*mask[..., None] + bg*(1-mask[..., None])
    # lighting: uneven falloff from a random point
    lx, ly = rng.uniform(0.2, 0.8)*W, rng.uniform(0.1, 0.6)*H
    d = np.hypot(xx-lx, yy-ly)/math.hypot(W, H)
    light = 1.05 - rng.uniform(0.25, 0.45)*d**1.3
    if spec == 'lamp':   # hard-ish lamp shadow across a third of the page
        ang2 = rng.uniform(-0.4, 0.4); proj = (xx-W/2)*math.cos(ang2) + (yy-H/2)*math.sin(ang2)
        edge = np.percentile(proj[inside], 66)
        light = light*(1 - 0.5/(1+np.exp(-(proj-edge)/18)))
    if nn in BAND:       # phone / hand shadow band
        ang3 = rng.uniform(0, math.pi); proj = (xx-W/2)*math.cos(ang3) + (yy-H/2)*math.sin(ang3)
        c0 = rng.uniform(-0.3, 0.3)*W; wdt = rng.uniform(0.06, 0.12)*W
        light = light*(1 - 0.28*np.exp(-((proj-c0)/wdt)**4))
    img = img*light[..., None]
    if spec == 'thumb':  # thumb over the left or right margin (page coords x<~60 of 1700)
        side = rng.choice([0, 1]); yv = rng.uniform(0.35, 0.65)*ph
        xpage = -25 if side == 0 else pw+25
        p = np.linalg.inv(Hm)@np.array([xpage, yv, 1]); tx, ty = p[0]/p[2], p[1]/p[2]
        sc = (dst[:, 1].max()-dst[:, 1].min())/ph
        rx, ry = 80*sc, 185*sc
        # palm/fingers beside the page (behind it), then the thumb on top of the margin
        px_ = tx + (330*sc if side == 1 else -330*sc)
        palm = ((((xx-px_)/(330*sc))**2 + ((yy-ty-160*sc)/(520*sc))**2) < 1) & (mask < 0.5)
        palm = ndimage.gaussian_filter(palm.astype(np.float32), 4)
        img = img*(1-palm[..., None]) + (np.array([190, 138, 112])*light[..., None])*palm[..., None]
        tm = (((xx-tx)/rx)**2 + ((yy-ty)/ry)**2) < 1
        tm = ndimage.gaussian_filter(tm.astype(np.float32), 3)
        skin = np.array([205, 150, 125])*(0.85+0.15*np.cos((yy-ty)/ry*2))[..., None]
        tsh = ndimage.gaussian_filter(np.roll(tm, 12, 1 if side == 0 else 1), 14)
        img = img*(1-0.35*tsh[..., None]) ; img = img*(1-tm[..., None]) + skin*tm[..., None]
        print(f'  thumb at page x={xpage}, radius {rx/sc:.0f} page px')
    cast = np.array([rng.uniform(0.94, 1.06), 1.0, rng.uniform(0.86, 1.04)])
    if spec == 'carseat': cast = np.array([1.08, 1.0, 0.88])
    img = img*cast
    img = ndimage.gaussian_filter(img, (rng.uniform(0.5, 1.3), rng.uniform(0.5, 1.3), 0))
    img = img + rng.normal(0, rng.uniform(2.5, 6.5), img.shape)
    q = int(rng.integers(55, 86))
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(f'{OUT}/{nn:02d}-photo.jpg', quality=q)
    info = dict(n=nn, size=[W, H], page_height_frac=round(float(hfrac), 3), rotation_deg=round(math.degrees(ang), 2), quality=q, special=spec, band=nn in BAND)
    print(info); return info

if __name__ == '__main__':
    ns = [int(a) for a in sys.argv[1:]] or list(range(1, 31))
    infos = [make(n) for n in ns]
    if len(ns) == 30: json.dump(infos, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'photos.json'), 'w'), indent=1)
