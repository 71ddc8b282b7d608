# python3 gen/truth.py -> truth.json (20 entries, from gen/meta.json)
import json, os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
meta = json.load(open(os.path.join(ROOT, "gen", "meta.json")))
out = []
for m in meta:
    for clean in (True, False):
        out.append({"file": f"{m['id']}-{'clean.png' if clean else 'photo.jpg'}", "id": m["id"], "state": m["state"],
                    "kind": m["kind"], "layout": m["layout"], "font": m["font"], "clean": clean, "expected": m["expected"]})
json.dump(out, open(os.path.join(ROOT, "truth.json"), "w"), indent=1, ensure_ascii=False)
print(len(out), "entries")
