# Prints the README document table from docs.json.
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
print("| id | state | kind | layout | font | civil_number | court_name | firm | amount | photo (bg, keystone, rot, fill, blur σ, noise, JPEG q, size, extras) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for d in json.load(open(os.path.join(HERE, "docs.json"))):
    e, p = d["expected"], d["photo"]
    size = "1200×1600" if int(d["id"]) % 3 == 0 else "1600×2133"
    extras = ", ".join(x for x in ["hand shadow" if p["hand"] else "", "dim" if p["dim"] else "", f"cast {p['cast']} {p['cast_pct']}%"] if x)
    print(f"| {d['id']} | {d['state']} | {d['kind']} | {d['layout']} | {d['font']} | {e['civil_number'] or 'null'} | "
          f"{e['court_name'] or 'null'} | {e['law_firm_name'] or 'none'} | {e['lawsuit_amount']:,.2f} | "
          f"{p['bg']}, {p['keystone']*100:.1f} %, {p['rot']}°, {p['fill']*100:.0f} %, {p['blur']}, {p['noise']}, {p['quality']}, {size}, {extras} |")
