#!/usr/bin/env python3
"""Recompute every deadline key of set AY part-2 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026. Exit code 1 on any mismatch."""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 7)
HERE = os.path.dirname(os.path.abspath(__file__))
ok = True

def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)

FED = {D(2026,11,26), D(2026,12,25), D(2027,1,1), D(2027,1,18)}   # holidays inside the windows used
MI_COURT = FED | {D(2026,11,27), D(2026,12,24), D(2026,12,31)}      # MCR 8.110(D)(2): day after Thanksgiving, Christmas Eve, New Year's Eve
GA = FED | {D(2026,11,27)}
def roll(d, hol):
    while d.weekday() >= 5 or d in hol:
        d += dt.timedelta(days=1)
    return d
def add(d, n, hol):                 # calendar days, last day rolled to next open day
    return roll(d + dt.timedelta(days=n), hol)
def business_days(d, n, hol):       # n business days after d
    while n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in hol:
            n -= 1
    return d
def monday_next_after(d):           # Texas TRCP 99(b): Monday next after expiration of 20 days
    return d + dt.timedelta(days=(7 - d.weekday()) or 7)
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)

KEYS = [  # item, rule, computed, expected
 ("P2-EN-01", "TX county court at law: 10:00 a.m. Monday next after 20 days from in-hand service 2026-11-17 (TRCP 99(b))",
   monday_next_after(D(2026,11,17) + dt.timedelta(days=20)), D(2026,12,14)),
 ("P2-EN-02", "MI district court: 21 days from in-hand service 2026-12-03 (MCR 2.108(A)(1)); Dec 24-25 court closed, then weekend (MCR 1.108)",
   add(D(2026,12,3), 21, MI_COURT), D(2026,12,28)),
 ("P2-EN-02", "   same, unrolled day 21 (conservative date accepted)", D(2026,12,3) + dt.timedelta(days=21), D(2026,12,24)),
 ("P2-EN-03", "CA CCP 473(b): outer limit six months after judgment entered 2026-10-05", add_months(D(2026,10,5), 6), D(2027,4,5)),
 ("P2-EN-06", "OH R.C. 2716.13: hearing request within 5 business days after notice received 2026-12-03", business_days(D(2026,12,3), 5, FED), D(2026,12,10)),
 ("P2-ES-01", "FL Rule 1.140(a): 20 days from substitute service on 15-year-old resident 2026-11-20", add(D(2026,11,20), 20, FED), D(2026,12,10)),
 ("P2-ES-02", "GA magistrate: 30 days from service 2026-11-25 (O.C.G.A. 15-10-43); day 30 = Christmas, then weekend (1-3-1(d)(3))", add(D(2026,11,25), 30, GA), D(2026,12,28)),
 ("P2-ES-03", "NC Rule 12(a)(1): 30 days from certified-mail delivery 2026-12-02; day 30 = New Year's Day, then weekend (Rule 6(a))", add(D(2026,12,2), 30, FED), D(2027,1,4)),
 ("P2-ES-03", "   same with Rule 6(e) +3 mail days if a court applied it (gives same day)", add(D(2026,12,2), 33, FED), D(2027,1,4)),
 ("P2-ES-04", "MN Rule 12.01: 21 days from in-hand (pocket) service 2026-11-20", add(D(2026,11,20), 21, FED), D(2026,12,11)),
 ("P2-ES-05", "CT P.B. 3-2: appearance on or before second day after return date 2026-12-15", add(D(2026,12,15), 2, FED), D(2026,12,17)),
 ("P2-ES-06", "UT Rule 60(c): 90 days after judgment 2026-08-17 for (b)(1)-(3) — already passed", D(2026,8,17) + dt.timedelta(days=90), D(2026,11,15)),
 ("P2-ES-07", "TX justice court: motion to set aside / new trial 14 days after judgment signed 2026-11-25 (TRCP 503.3, 505.3)", add(D(2026,11,25), 14, FED), D(2026,12,9)),
 ("P2-ES-07", "TX justice court: appeal 21 days after judgment signed (TRCP 506.1)", add(D(2026,11,25), 21, FED), D(2026,12,16)),
 ("P2-ES-13", "NY CPLR 5222-a: exemption claim form within 20 days of notice dated 2026-12-02", add(D(2026,12,2), 20, FED), D(2026,12,22)),
 ("P2-ES-17", "Reg F 1006.34: validation end = 30 days after assumed receipt (5 business days after 2026-11-16 mailing)",
   business_days(D(2026,11,16), 5, FED) + dt.timedelta(days=30), D(2026,12,23)),
]
for item, rule, got, exp in KEYS:
    flag = "" if got == exp else "   <-- MISMATCH"
    if got != exp: fail(f"{item} {rule}: computed {got} expected {exp}")
    status = "passed" if exp < TODAY else ("TODAY" if exp == TODAY else "open")
    print(f"{item:9} {exp.isoformat()} {exp.strftime('%a')} [{status}] {rule}{flag}")
if D(2026,11,15) >= TODAY: fail("ES-06 90-day period should be in the past")
# printed dates that are facts in the questions
for item, d, wd in [("P2-ES-05 return date", D(2026,12,15), 1), ("P2-ES-12 citation", D(2027,1,12), 1),
                    ("P2-ES-11 closing", D(2026,12,18), 4), ("TODAY", TODAY, 0)]:
    if d.weekday() != wd: fail(f"{item} weekday")

# ---- weekday + date strings in the text files
EN_M = {m.lower(): i for i, m in enumerate(["January","February","March","April","May","June","July","August","September","October","November","December"], 1)}
EN_M.update({k[:3]: v for k, v in list(EN_M.items())}); EN_M["sept"] = 9
EN_W = {w: i for i, w in enumerate(["monday","tuesday","wednesday","thursday","friday","saturday","sunday"])}
EN_W.update({w[:3]: i for w, i in list(EN_W.items())})
ES_M = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"], 1)}
ES_M["nov"] = 11; ES_M["dic"] = 12
ES_W = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
def year_for(mo, y):
    return int(y) if y else (2026 if mo >= 6 else 2027)
en_re = re.compile(r"\b(" + "|".join(sorted(EN_W, key=len, reverse=True)) + r")\b[,\s(]*(" + "|".join(sorted(EN_M, key=len, reverse=True)) + r")\.?\s+(\d{1,2})\b(?:,?\s+(\d{4}))?", re.I)
en_re2 = re.compile(r"\b(" + "|".join(sorted(EN_M, key=len, reverse=True)) + r")\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?\s*\((" + "|".join(sorted(EN_W, key=len, reverse=True)) + r")\)", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_W) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(sorted(ES_M, key=len, reverse=True)) + r")\b(?:\s+(?:de\s+)?(\d{4}))?", re.I)
checked = 0
def check(src, txt, wd, d):
    global checked
    checked += 1
    if d.weekday() != wd:
        fail(f"{src}: '{txt}' is a {d.strftime('%A')}")
texts = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        o = json.loads(line)
        for k in ("question", "must_say", "should_say", "must_not_say"):
            v = o[k]
            for s in (v if isinstance(v, list) else [v]):
                texts.append((o["id"] + ":" + k, s))
for fn in ("GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        texts.append((fn, open(p, encoding="utf-8").read()))
for src, s in texts:
    for m in en_re.finditer(s):
        mo = EN_M[m.group(2).lower()]
        check(src, m.group(0), EN_W[m.group(1).lower()], D(year_for(mo, m.group(4)), mo, int(m.group(3))))
    for m in en_re2.finditer(s):
        mo = EN_M[m.group(1).lower()]
        check(src, m.group(0), EN_W[m.group(4).lower()], D(year_for(mo, m.group(3)), mo, int(m.group(2))))
    for m in es_re.finditer(s):
        mo = ES_M[m.group(3).lower()]
        check(src, m.group(0), ES_W[m.group(1).lower()], D(year_for(mo, m.group(4)), mo, int(m.group(2))))
    for m in re.finditer(r"(\d{4}-\d{2}-\d{2}) \((Mon|Tue|Wed|Thu|Fri|Sat|Sun)\)", s):
        d = D.fromisoformat(m.group(1))
        if d.strftime("%a") != m.group(2): fail(f"{src}: '{m.group(0)}' is {d.strftime('%a')}")
        checked += 1
print(f"weekday+date strings checked: {checked}")

# ---- numbers keys
N = []
N.append(("EN-08 35% of 12,000", round(0.35*12000, 2), 4200))
N.append(("EN-08 40% of 12,000", round(0.40*12000, 2), 4800))
ins = 31000 - 26500
N.append(("EN-08 insolvency", ins, 4500))
N.append(("EN-08 taxable at 4,800", max(0, (12000-4800) - ins), 2700))
N.append(("EN-08 taxable at 4,200", max(0, (12000-4200) - ins), 3300))
fmw = 7.25*30
N.append(("ES-08 30x federal minimum wage", fmw, 217.50))
cap = min(0.25*600, 600 - fmw)
N.append(("ES-08 weekly cap on $600 disposable", cap, 150))
N.append(("ES-08 over-withheld", 240 - cap, 90))
N.append(("ES-08 wrong: 25% of gross 660", 0.25*660, 165))
N.append(("ES-10 head of family 10% of 1,400", 0.10*1400, 140))
N.append(("ES-10 25% of 1,400", 0.25*1400, 350))
N.append(("ES-10 excess per check", 350 - 140, 210))
N.append(("ES-14 protected lookback", 1180*2, 2360))
N.append(("ES-14 remainder", 2900 - 2360, 540))
for name, got, exp in N:
    if abs(got - exp) > 0.005: fail(f"{name}: {got} != {exp}")
    print(f"number  {name}: {got}")
print("ALL OK" if ok else "ERRORS FOUND")
sys.exit(0 if ok else 1)
