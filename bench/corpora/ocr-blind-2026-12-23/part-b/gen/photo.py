# Deterministic phone-photo simulation with ImageMagick, driven by the photo params in data.py.
import os, sys, math, random, subprocess, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def run(args):
    subprocess.run(args, check=True)

def background(kind, W, H, seed, out):
    if kind == "wood":      # long vertical grain: noise column stretched, warm brown tint
        run(["convert", "-size", f"{W//20}x{H}", "xc:gray50", "-seed", str(seed), "-attenuate", "2.5", "+noise", "Gaussian",
             "-colorspace", "gray", "-blur", "0x1.5", "-resize", f"{W}x{H}!", "-level", "20%,80%",
             "+level-colors", "#3d2414,#a8744a", "-blur", "0x1", out])
    elif kind == "fabric":  # woven look: fine noise plus a cross-hatch tile, blue-grey
        run(["convert", "-size", f"{W}x{H}", "xc:gray50", "-seed", str(seed), "-attenuate", "1.5", "+noise", "Gaussian",
             "-colorspace", "gray", "-blur", "0x0.8",
             "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-blur", "0x0.7", ")", "-compose", "overlay", "-composite",
             "+level-colors", "#2c3846,#8c9bb0", out])
    else:                   # desk: smooth mottled laminate, grey-beige
        run(["convert", "-size", f"{W//8}x{H//8}", "-seed", str(seed), "plasma:gray45-gray70", "-colorspace", "gray",
             "-resize", f"{W}x{H}!", "-blur", "0x6", "+level-colors", "#5e574c,#c9bfae", out])

def make(doc):
    p = doc["photo"]; W, H = p["size"]; rnd = random.Random(p["seed"])
    clean = os.path.join(ROOT, f"{doc['id']}-clean.png"); out = os.path.join(ROOT, f"{doc['id']}-photo.jpg")
    t = tempfile.mkdtemp(prefix="pbphoto")
    bg, pg = os.path.join(t, "bg.png"), os.path.join(t, "page.png")
    background(p["bg"], W, H, p["seed"], bg)
    ph = p["scale"] * H; pw = ph * 1700 / 2200
    if pw > 0.95 * W: pw = 0.95 * W; ph = pw * 2200 / 1700
    pw, ph = int(pw), int(ph)
    cx, cy = W / 2 + rnd.uniform(-0.02, 0.02) * W, H / 2 + rnd.uniform(-0.02, 0.02) * H
    x0, y0 = (W - pw) / 2, (H - ph) / 2
    src = [(x0, y0), (x0 + pw, y0), (x0 + pw, y0 + ph), (x0, y0 + ph)]
    k = p["keystone"] * pw / 2          # top edge narrower (camera tilted toward the top)
    dst = [(x0 + k, y0 + k * 0.3), (x0 + pw - k, y0 + k * 0.3), (x0 + pw, y0 + ph), (x0, y0 + ph)]
    dst = [(x + rnd.uniform(-6, 6), y + rnd.uniform(-6, 6)) for x, y in dst]
    a = math.radians(p["rot"]); ca, sa = math.cos(a), math.sin(a)
    dst = [(cx + (x - W / 2) * ca - (y - H / 2) * sa, cy + (x - W / 2) * sa + (y - H / 2) * ca) for x, y in dst]
    pts = " ".join(f"{s[0]:.1f},{s[1]:.1f} {d[0]:.1f},{d[1]:.1f}" for s, d in zip(src, dst))
    run(["convert", clean, "-resize", f"{pw}x{ph}!", "-alpha", "set", "-background", "none", "-gravity", "center",
         "-extent", f"{W}x{H}", "-virtual-pixel", "transparent", "-distort", "Perspective", pts, pg])
    cmd = ["convert", bg,
           # soft drop shadow of the sheet
           "(", "-size", f"{W}x{H}", "xc:black", "(", pg, "-alpha", "extract", "-blur", "0x14", "-roll", "+9+13",
           "-evaluate", "multiply", "0.55", ")", "-alpha", "off", "-compose", "CopyOpacity", "-composite", ")",
           "-compose", "over", "-composite", pg, "-compose", "over", "-composite"]
    if p["hand"]:   # blurred arm/hand shadow entering from the lower right
        hx, hy = int(W * rnd.uniform(0.55, 0.75)), int(H * rnd.uniform(0.60, 0.75))
        poly = f"polygon {hx},{hy} {hx+int(W*0.16)},{hy-int(H*0.03)} {W+50},{H-int(H*0.05)} {W+50},{H+50} {hx+int(W*0.1)},{H+50}"
        cmd += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray58", "-draw", poly,
                "-draw", f"ellipse {hx+int(W*0.06)},{hy} {int(W*0.09)},{int(H*0.05)} 0,360", "-blur", "0x45", ")",
                "-compose", "multiply", "-composite"]
    lx, ly = int(rnd.uniform(-0.15, 0.15) * W), int(rnd.uniform(-0.15, 0.15) * H)
    edge = "gray25" if p["dim"] else "gray58"
    cmd += ["(", "-size", f"{int(W*1.5)}x{int(H*1.5)}", f"radial-gradient:white-{edge}", "-gravity", "center",
            "-crop", f"{W}x{H}{lx:+d}{ly:+d}", "+repage", ")", "-gravity", "northwest", "-compose", "multiply", "-composite"]
    r, g, b = p["cast"]
    cmd += ["-color-matrix", f"{r} 0 0 0 {g} 0 0 0 {b}"]
    if p["dim"]:
        cmd += ["-evaluate", "multiply", "0.42", "-gamma", "0.9"]
    cmd += ["-gaussian-blur", f"0x{p['blur']}", "-seed", str(p["seed"]), "-attenuate", f"{p['noise']*10:.2f}",
            "+noise", "Gaussian", "-strip", "-quality", str(p["q"]), out]
    run(cmd)
    subprocess.run(["rm", "-rf", t])
    print(doc["id"], "photo", W, H)

if __name__ == "__main__":
    ids = sys.argv[1:]
    for d in DOCS:
        if not ids or d["id"] in ids:
            make(d)
