# Makes ../NN-photo.jpg from ../NN-clean.png with ImageMagick (convert), deterministic via -seed.
import subprocess, sys, os, random, tempfile
from data import DOCS
here = os.path.dirname(os.path.abspath(__file__)); out = os.path.join(here, "..")
CAST = {"warm": "#ffb060", "cool": "#6090ff", "green": "#90ff90", "magenta": "#ff80d0"}
def run(*a): subprocess.run(["convert", *map(str, a)], check=True)

def background(kind, W, H, seed, path):
    if kind == "wood":
        run("-seed", seed, "-size", f"{W//4}x{H}", "plasma:", "-colorspace", "gray", "-blur", "0x2",
            "-motion-blur", "0x40+90", "-resize", f"{W}x{H}!", "-auto-level", "+level-colors", "#4f3015,#a8743e", "(", "-size", f"{W}x{H}", "xc:", "+noise", "Random",
            "-colorspace", "gray", "-motion-blur", "0x30+90", ")", "-compose", "softlight", "-composite", path)
    elif kind == "fabric":
        run("-seed", seed, "-size", f"{W}x{H}", "xc:#4a5a6e", "-attenuate", "0.9", "+noise", "Gaussian",
            "(", "+clone", "-motion-blur", "0x3+0", ")", "(", "-clone", "0", "-motion-blur", "0x3+90", ")",
            "-delete", "0", "-compose", "multiply", "-composite", "-modulate", "135", path)
    else:  # desk: laminate, light grey-beige with a soft gradient
        run("-seed", seed, "-size", f"{W}x{H}", "gradient:#cfc6b4-#a59c8a", "-attenuate", "0.35", "+noise", "Gaussian",
            "-blur", "0x1.5", path)

def make(d):
    p = d["photo"]; i = d["id"]; rnd = random.Random(p["seed"])
    small = int(i) % 3 == 0
    W, H = (1200, 1600) if small else (1600, 2133)
    tmp = tempfile.mkdtemp(prefix=f"ocrphoto{i}-")
    bg, pg, fin = (os.path.join(tmp, n) for n in ("bg.png", "pg.png", "fin.png"))
    background(p["bg"], W, H, p["seed"], bg)
    # page size: fill fraction of frame height (page aspect 1700:2200)
    ph = int(H * p["fill"]); pw = int(ph * 1700 / 2200)
    if pw > W * p["fill"]: pw = int(W * p["fill"]); ph = int(pw * 2200 / 1700)
    k = p["keystone"] / 100.0; dx = pw * k / 2; side = rnd.choice([-1, 1]) * pw * k * 0.3
    # keystone: the top edge narrower (phone tilted back), with a little sideways skew
    src = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    dst = [(dx + side, ph * k * 0.4), (pw - dx + side, ph * k * 0.4 * rnd.uniform(0.6, 1.4)), (pw, ph), (0, ph)]
    pts = " ".join(f"{a},{b} {c:.1f},{e:.1f}" for (a, b), (c, e) in zip(src, dst))
    run(os.path.join(out, f"{i}-clean.png"), "-resize", f"{pw}x{ph}!", "-alpha", "set", "-virtual-pixel", "transparent",
        "-distort", "Perspective", pts, "-background", "none", "-rotate", p["rot"],
        "(", "+clone", "-background", "black", "-shadow", "60x12+8+10", ")", "+swap", "-background", "none", "-layers", "merge", "+repage", pg)
    ox = (W - pw) // 2 + rnd.randint(-W // 40, W // 40); oy = (H - ph) // 2 + rnd.randint(-H // 40, H // 40)
    steps = [bg, pg, "-geometry", f"+{max(0, ox - 20)}+{max(0, oy - 20)}", "-compose", "over", "-composite"]
    # light falloff: radial gradient multiplied, off-centre
    fx, fy = rnd.randint(int(W * .35), int(W * .65)), rnd.randint(int(H * .3), int(H * .6))
    w8, h8 = W // 8, H // 8
    steps += ["(", "-size", f"{w8}x{h8}", f"radial-gradient:white-gray{48 if p['dim'] else 62}",
              "-distort", "SRT", f"{w8/2},{h8/2} 1.5 0 {fx//8},{fy//8}", "-blur", "0x14", "-resize", f"{W}x{H}!", ")",
              "-compose", "multiply", "-composite"]
    if p["hand"]:  # soft shadow of a hand/arm entering from a lower corner
        cx = rnd.choice([int(W * .12), int(W * .88)]); cy = int(H * .95)
        steps += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray35", "-draw",
                  f"ellipse {cx},{cy} {int(W*.22)},{int(H*.30)} 0,360", "-draw",
                  f"ellipse {cx + (1 if cx < W/2 else -1)*int(W*.12)},{int(H*.68)} {int(W*.06)},{int(H*.10)} 0,360",
                  "-blur", "0x60", ")", "-compose", "multiply", "-composite"]
    steps += ["-fill", CAST[p["cast"]], "-colorize", "9%"]
    if p["dim"]:
        steps += ["-modulate", "58,85", "-level", "0%,100%,0.85"]
    steps += ["-gaussian-blur", f"0x{p['blur']}", "-attenuate", "0.45" if p["dim"] else "0.25", "+noise", "Gaussian",
              "-quality", p["q"], "-sampling-factor", "2x2", "-strip", os.path.join(out, f"{i}-photo.jpg")]
    run("-seed", p["seed"], *steps)
    for f in (bg, pg): os.remove(f)
    os.rmdir(tmp)
    print(i, W, H, "ok")

ids = sys.argv[1:]
for d in DOCS:
    if not ids or d["id"] in ids: make(d)
