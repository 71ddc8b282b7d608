# Deterministic "phone photo" from NN-clean.png with ImageMagick (seeded). Usage: python3 photo.py [ids...]
import os, sys, math, subprocess, tempfile
sys.path.insert(0, os.path.dirname(__file__))
from data import PHOTO
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CAST = {"warm": "#ffc070", "cool": "#7fa6ff", "green": "#a8d890", "magenta": "#e090d0"}

def run(args):
    subprocess.run(["convert"] + [str(a) for a in args], check=True)

def make(id_):
    p = PHOTO[id_]; W, H, S = p["w"], p["h"], p["seed"]
    t = tempfile.mkdtemp(prefix="ph%s_" % id_)
    f = lambda n: os.path.join(t, n)
    # 1 background
    if p["bg"] == "wood":
        run(["-seed", S, "-size", "%dx%d" % (W // 12, H), "plasma:#a87440-#5e3818", "-colorspace", "gray", "-resize", "%dx%d!" % (W, H), "+level-colors", "#4a2a12,#b8844e",
             "-blur", "0x1.5", "-attenuate", 0.3, "+noise", "Gaussian", f("bg.png")])
    elif p["bg"] == "fabric":
        run(["-seed", S, "-size", "%dx%d" % (W, H), "plasma:#4b5874-#2c3650", "-blur", "0x6", "-colorspace", "gray", "+level-colors", "#222a3a,#66728c",
             "(", "-size", "%dx%d" % (W, H), "pattern:crosshatch", "-negate", "-blur", "0x0.8", ")",
             "-compose", "softlight", "-composite", "-attenuate", 0.5, "+noise", "Gaussian", f("bg.png")])
    else:  # desk laminate
        run(["-seed", S, "-size", "%dx%d" % (W, H), "gradient:#d2cec6-#97928a", "-attenuate", 0.25,
             "+noise", "Gaussian", "-blur", "0x1", f("bg.png")])
    # 2 page geometry
    ph = p["frac"] * H; pw = ph * 1700 / 2200
    if pw > 0.97 * W: pw = 0.97 * W; ph = pw * 2200 / 1700
    cx, cy = W / 2 + (S % 7 - 3) * W * 0.006, H / 2 + (S % 5 - 2) * H * 0.006
    x0, y0 = round(cx - pw / 2), round(cy - ph / 2)
    k = p["key"] / 100.0
    corners = [(-pw / 2 * (1 - k), -ph / 2), (pw / 2 * (1 - k), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    a = math.radians(p["rot"])
    tgt = [(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in corners]
    src = [(x0, y0), (x0 + pw, y0), (x0 + pw, y0 + ph), (x0, y0 + ph)]
    pts = " ".join("%.1f,%.1f %.1f,%.1f" % (s[0], s[1], d[0], d[1]) for s, d in zip(src, tgt))
    run(["-size", "%dx%d" % (W, H), "xc:none", "(", os.path.join(OUT, id_ + "-clean.png"), "-resize",
         "%dx%d!" % (round(pw), round(ph)), "-fill", "#fbf8f1", "-colorize", "4%", ")", "-geometry", "+%d+%d" % (x0, y0),
         "-composite", "-virtual-pixel", "transparent", "-distort", "Perspective", pts, f("page.png")])
    # 3 shadow under page, composite on background
    run([f("page.png"), "-alpha", "extract", "-background", "black", "-alpha", "shape", "-channel", "A",
         "-evaluate", "multiply", 0.55, "+channel", "-blur", "0x14", "-roll", "+10+14", f("shadow.png")])
    run([f("bg.png"), f("shadow.png"), "-composite", f("page.png"), "-composite", f("comp.png")])
    # 4 light falloff (offset radial), optional hand shadow
    lx, ly = W // 2 + (S % 11 - 5) * W // 30, H // 2 + (S % 13 - 6) * H // 40
    run(["-size", "%dx%d" % (2 * W, 2 * H), "radial-gradient:white-gray42", "-crop",
         "%dx%d+%d+%d" % (W, H, W - lx, H - ly), "+repage", "-level", "0,85%", f("light.png")])
    layers = [f("comp.png"), f("light.png"), "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx, hy = int(W * 0.78), int(H * 0.80)
        run(["-size", "%dx%d" % (W, H), "xc:white", "-fill", "gray45",
             "-draw", "ellipse %d,%d %d,%d 0,360" % (hx, hy + H // 8, W // 5, H // 6),
             "-draw", "translate %d,%d rotate -35 ellipse 0,0 %d,%d 0,360" % (hx - W // 7, hy - H // 14, W // 26, H // 9),
             "-draw", "translate %d,%d rotate -20 ellipse 0,0 %d,%d 0,360" % (hx - W // 20, hy - H // 9, W // 28, H // 8),
             "-blur", "0x45", f("hand.png")])
        layers += [f("hand.png"), "-compose", "multiply", "-composite"]
    layers += ["-compose", "over", "-fill", CAST[p["cast"]], "-colorize", "9%"]
    if p["dim"]:
        layers += ["-evaluate", "multiply", 0.40, "-gamma", 0.92]
    layers += ["-gaussian-blur", "0x%.2f" % p["blur"], "-seed", S + 1, "-attenuate", p["noise"], "+noise", "Gaussian",
               "-strip", "-interlace", "none", "-quality", p["q"], os.path.join(OUT, id_ + "-photo.jpg")]
    run(layers)
    subprocess.run(["rm", "-rf", t])

if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(PHOTO)
    for i in ids:
        make(i); print("photo", i)
