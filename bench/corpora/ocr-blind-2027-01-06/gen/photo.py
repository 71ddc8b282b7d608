"""Phone-photo simulation with ImageMagick (IM6 /usr/bin/convert). Deterministic: every random step is seeded."""
import math, os, subprocess, sys, json
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); TMP = os.path.join(HERE, "out", "tmp")
IM = "/usr/bin/convert"
# id: background, keystone %, rotation deg, page fraction of frame height, hand shadow, colour cast, cast %, blur sigma,
#     noise attenuate, jpeg quality, dim, light centre (fx,fy)
P = {
 "01": dict(bg="wood",   key=3.0, rot=1.2,  frac=0.86, hand=False, cast="#ffc880", castp=7, blur=0.7, noise=0.35, q=78, dim=False, light=(0.40,0.35)),
 "02": dict(bg="fabric", key=5.5, rot=-2.4, frac=0.80, hand=True,  cast="#8fb0ff", castp=7, blur=0.9, noise=0.40, q=70, dim=False, light=(0.55,0.45)),
 "03": dict(bg="desk",   key=2.0, rot=0.8,  frac=0.90, hand=False, cast="#b0ffb0", castp=5, blur=0.6, noise=0.30, q=82, dim=False, light=(0.50,0.30)),
 "04": dict(bg="wood",   key=7.0, rot=3.2,  frac=0.78, hand=False, cast="#ffd090", castp=9, blur=1.1, noise=0.45, q=62, dim=False, light=(0.35,0.55)),
 "05": dict(bg="desk",   key=4.0, rot=-1.5, frac=0.88, hand=False, cast="#fff09a", castp=8, blur=0.8, noise=0.35, q=75, dim=False, light=(0.60,0.40)),
 "06": dict(bg="fabric", key=1.5, rot=-0.6, frac=0.88, hand=False, cast="#ffb0e8", castp=5, blur=1.0, noise=0.40, q=66, dim=False, light=(0.50,0.50)),
 "07": dict(bg="wood",   key=6.0, rot=2.0,  frac=0.84, hand=False, cast="#ffb060", castp=10,blur=1.3, noise=0.60, q=58, dim=True,  light=(0.45,0.40)),
 "08": dict(bg="desk",   key=3.5, rot=-3.6, frac=0.76, hand=True,  cast="#a0c0ff", castp=6, blur=0.5, noise=0.30, q=85, dim=False, light=(0.30,0.30)),
 "09": dict(bg="fabric", key=8.0, rot=1.8,  frac=0.82, hand=False, cast="#ffd8a0", castp=6, blur=0.9, noise=0.40, q=72, dim=False, light=(0.55,0.60)),
 "10": dict(bg="wood",   key=2.5, rot=-1.0, frac=0.90, hand=False, cast="#b0c8ff", castp=6, blur=0.7, noise=0.45, q=55, dim=False, light=(0.50,0.35)),
}
def size_for(i): return (1200, 1600) if int(i) % 3 == 0 else (1600, 2133)
def run(*a): subprocess.run([IM] + [str(x) for x in a], check=True)

def photo(i):
    p = P[i]; W, H = size_for(i); seed = 1000 + int(i); os.makedirs(TMP, exist_ok=True)
    t = lambda n: os.path.join(TMP, f"{i}-{n}.png")
    # 1 background
    if p["bg"] == "wood":
        run("-seed", seed, "-size", f"{W//20}x{H//2}", "xc:", "+noise", "Random", "-colorspace", "gray", "-blur", "0x1.2",
            "-resize", f"{W}x{H}!", "-auto-level", "+level-colors", "#4a2c14,#a8703c", t("bg"))
    elif p["bg"] == "fabric":
        run("-seed", seed, "-size", f"{W}x{H}", "xc:gray50", "-attenuate", "1.2", "+noise", "Gaussian", "-colorspace", "gray",
            "-blur", "0x0.8", "(", "-size", f"{W}x{H}", "pattern:crosshatch", "-blur", "0x0.6", ")", "-compose", "softlight", "-composite",
            "-auto-level", "+level-colors", "#1f2c40,#5f7494", t("bg"))
    else:
        run("-seed", seed, "-size", f"{W}x{H}", "gradient:#d9d4ca-#9c978d", "-attenuate", "0.25", "+noise", "Gaussian", t("bg"))
    # 2 perspective warp + rotation
    ph = p["frac"] * H; pw = ph * 1700 / 2200; k = p["key"] / 100; a = math.radians(p["rot"])
    cx, cy = W / 2 + (int(i) % 3 - 1) * 0.012 * W, H / 2 + (int(i) % 2) * 0.01 * H
    rel = [(-pw/2*(1-k), -ph/2), (pw/2*(1-k), -ph/2), (pw/2, ph/2), (-pw/2, ph/2)]
    if int(i) % 2 == 0:  # tilt the other way: bottom edge narrower
        rel = [(-pw/2, -ph/2), (pw/2, -ph/2), (pw/2*(1-k), ph/2), (-pw/2*(1-k), ph/2)]
    dst = [(cx + x*math.cos(a) - y*math.sin(a), cy + x*math.sin(a) + y*math.cos(a)) for x, y in rel]
    src = [(0, 0), (1700, 0), (1700, 2200), (0, 2200)]
    spec = " ".join(f"{s[0]},{s[1]} {d[0]:.1f},{d[1]:.1f}" for s, d in zip(src, dst))
    run(os.path.join(ROOT, f"{i}-clean.png"), "-alpha", "set", "-virtual-pixel", "transparent",
        "-define", f"distort:viewport={W}x{H}+0+0", "-distort", "Perspective", spec, "+repage", t("page"))
    # 3 drop shadow, page over background
    run(t("bg"), "(", t("page"), "-alpha", "extract", "-blur", "0x14", "-roll", "+9+12", "-evaluate", "multiply", "0.55", "-negate", ")",
        "-compose", "multiply", "-composite", t("page"), "-compose", "over", "-composite", t("comp"))
    # 4 light falloff (off-centre radial), optional hand shadow, colour cast, dim, blur, noise, jpeg
    lx, ly = p["light"]; GW, GH = int(W * 1.8), int(H * 1.8)
    ox, oy = int(GW/2 - lx*W), int(GH/2 - ly*H)
    cmd = [t("comp"), "(", "-size", "96x96", "radial-gradient:white-#505050", "-blur", "0x10", "-resize", f"{GW}x{GH}!", "-crop", f"{W}x{H}+{ox}+{oy}", "+repage", ")",
           "-compose", "multiply", "-composite"]
    if p["hand"]:
        hx, hy = (0.78*W, 0.80*H) if i == "02" else (0.22*W, 0.86*H)
        ex = W if i == "02" else 0
        arm = f"polygon {hx-0.07*W:.0f},{hy:.0f} {hx+0.07*W:.0f},{hy+0.02*H:.0f} {ex+0.1*W*(1 if ex else -1):.0f},{H*1.05:.0f} {ex-0.15*W*(1 if ex else -1):.0f},{H*1.05:.0f}"
        cmd += ["(", "-size", f"{W}x{H}", "xc:white", "-fill", "gray42",
                "-draw", f"ellipse {hx:.0f},{hy:.0f} {0.11*W:.0f},{0.075*H:.0f} 0,360", "-draw", arm,
                "-blur", "0x45", ")", "-compose", "multiply", "-composite"]
    cmd += ["-fill", p["cast"], "-colorize", f"{p['castp']}%"]
    if p["dim"]:
        cmd += ["-modulate", "50,70", "-gamma", "0.9"]
    cmd += ["-gaussian-blur", f"0x{p['blur']}", "-seed", seed, "-attenuate", p["noise"], "+noise", "Gaussian",
            "-strip", "-quality", p["q"], os.path.join(ROOT, f"{i}-photo.jpg")]
    run(*cmd)
    for n in ("bg", "page", "comp"): os.remove(t(n))
    return dict(size=f"{W}x{H}", keystone_pct=p["key"], rotation_deg=p["rot"], page_frac=p["frac"], background=p["bg"],
                hand_shadow=p["hand"], cast=f"{p['cast']} {p['castp']}%", blur_sigma=p["blur"], noise=p["noise"],
                jpeg_quality=p["q"], dim=p["dim"], seed=seed)

if __name__ == "__main__":
    ids = sys.argv[1:] or sorted(P)
    for i in ids: print(i, json.dumps(photo(i)))
