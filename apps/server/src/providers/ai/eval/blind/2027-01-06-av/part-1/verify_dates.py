#!/usr/bin/env python3
"""Recompute every deadline key of set AV part-1 from its rule, and check every
weekday+date string in questions.jsonl. Reference date: Monday, December 7, 2026."""
import json, re, sys, datetime as dt
from pathlib import Path

D = dt.date
TODAY = D(2026, 12, 7)
HERE = Path(__file__).resolve().parent
ok = True

def fail(msg):
    global ok; ok = False; print("FAIL:", msg)

# Court holidays relevant to the window (only the ones the rules below can hit).
FED = {D(2026,11,26), D(2026,12,25), D(2027,1,1)}
HOL = {
 "OH": FED, "KY": FED | {D(2026,12,24), D(2026,12,31)}, "NE": FED, "MA": FED,
 "SC": FED | {D(2026,12,24), D(2026,12,26)},           # S.C. Code 53-5-10: Dec 24, 25, 26
 "CT": FED, "IA": FED, "HI": FED, "FL": FED | {D(2026,11,27)}, "KS": FED,
 "AK": FED, "MD": FED | {D(2026,11,27)}, "CA": FED | {D(2026,11,27)},
}
def court_day(d, st):
    return d.weekday() < 5 and d not in HOL[st]
def roll(d, st):
    while not court_day(d, st): d += dt.timedelta(1)
    return d
def cal(start, n, st):            # calendar days, exclude day of event, roll weekend/holiday
    return roll(start + dt.timedelta(n), st)
def months(start, m, st):
    y, mo = divmod(start.month - 1 + m, 12)
    return roll(D(start.year + y, mo + 1, start.day), st)
def business(start, n, st):       # n business days after start
    d = start
    while n:
        d += dt.timedelta(1)
        if court_day(d, st): n -= 1
    return d

SCEN = [
 # id, state, rule text, computed, expected
 ("P1-EN-01","OH","Civ.R.12(A) 28 days from ordinary-mail service entered ~Nov 10 (Civ.R.4.6(D))", cal(D(2026,11,10),28,"OH"), D(2026,12,8)),
 ("P1-EN-02","KY","CR 12.01 20 days from in-hand service Nov 16; CR 6.01 Sunday roll", cal(D(2026,11,16),20,"KY"), D(2026,12,7)),
 ("P1-EN-03","NE","Neb. 25-821 30 days from service at work Nov 25; Dec 25 holiday + weekend", cal(D(2026,11,25),30,"NE"), D(2026,12,28)),
 ("P1-EN-04","MA","Mass.R.Civ.P.12(a) 20 days from abode service Nov 23; Sunday roll", cal(D(2026,11,23),20,"MA"), D(2026,12,14)),
 ("P1-EN-05","SC","SCRCP 12(a) 30 days from certified mail Nov 24; Dec 24-26 SC holidays + Sunday", cal(D(2026,11,24),30,"SC"), D(2026,12,28)),
 ("P1-EN-06","CT","C.G.S. 52-212 four months after judgment Aug 10", months(D(2026,8,10),4,"CT"), D(2026,12,10)),
 ("P1-EN-07","IA","Iowa R.Civ.P. 1.977 60 days after judgment Sept 30 (PASSED)", cal(D(2026,9,30),60,"IA"), D(2026,11,30)),
 ("P1-EN-07b","IA","Iowa R.Civ.P. 1.1013 one year for petition to vacate (outer limit, not rolled)", D(2027,9,30), D(2027,9,30)),
 ("P1-EN-08","HI","HRAP 4(a)(1) 30 days after entry of judgment Nov 9", cal(D(2026,11,9),30,"HI"), D(2026,12,9)),
 ("P1-EN-09","FL","Fla. Stat. 77.041 claim of exemption 20 days after receipt of notice Nov 20", cal(D(2026,11,20),20,"FL"), D(2026,12,10)),
 ("P1-EN-10","KS","Hearing in aid of execution date printed on order", D(2026,12,18), D(2026,12,18)),
 ("P1-EN-11","AK","Alaska R.Civ.P. 36 30 days + 3 days mail (Rule 6(c)) from Nov 10; Sunday roll", cal(D(2026,11,10),33,"AK"), D(2026,12,14)),
 ("P1-EN-12","OH","R.C. 2716.13 hearing request 5 business days after receipt Fri Dec 4", business(D(2026,12,4),5,"OH"), D(2026,12,11)),
 ("P1-ES-01","MD","Md. Rule 3-307 60 days when served outside Maryland, Nov 3; Sat Jan 2 roll", cal(D(2026,11,3),60,"MD"), D(2027,1,4)),
 ("P1-ES-02","CA","Gov.C. 6064 28-day period counting first day (Oct 22) ends Nov 18, +30 (CCP 412.20)", cal(D(2026,10,22)+dt.timedelta(27),30,"CA"), D(2026,12,18)),
 ("P1-ES-02b","CA","Alternative count: complete 28 days after first publication (Nov 19) +30, Sat roll", cal(D(2026,10,22)+dt.timedelta(28),30,"CA"), D(2026,12,21)),
 ("P1-ES-05","SD","Payment due date in stipulation", D(2026,12,15), D(2026,12,15)),
]
for sid, st, rule, got, exp in SCEN:
    status = "ok" if got == exp else "MISMATCH"
    if got != exp: fail(f"{sid} computed {got} expected {exp}")
    rel = "passed" if got < TODAY else ("TODAY" if got == TODAY else "future")
    print(f"{sid:10} {st} {got.strftime('%a %Y-%m-%d')} [{rel}] {status} — {rule}")

# EN-09 / EN-12 spot checks of the "was received" weekday and ES-04 lookback
assert D(2026,12,4).weekday() == 4
lb_start = D(2026,10,3); lb_end = D(2026,12,3)   # 31 CFR 212 lookback for account review Dec 4
deps = [D(2026,10,21), D(2026,11,18)]
if not all(lb_start <= x <= lb_end for x in deps): fail("ES-04 deposits not in lookback")

# ---- numbers key arithmetic (GRADING.md) ----
FMW = 7.25
nums = {
 "EN-09 fed cap": (min(0.25*390, 390-30*FMW), 97.50),
 "EN-09 alt": (390-30*FMW, 172.50),
 "EN-17 40%": (0.40*6250, 2500), "EN-17 2800 pct": (round(2800/6250*100,1), 44.8),
 "EN-17 forgiven@2500": (6250-2500, 3750), "EN-17 forgiven@2800": (6250-2800, 3450),
 "EN-17 insolvency": (41000-26000, 15000),
 "ES-03 fed cap": (min(0.25*1400, 1400-2*30*FMW), 350), "ES-03 MO 10%": (0.10*1400, 140), "ES-03 over": (350-140, 210),
 "ES-04 protected": (min(2900, 2*1150), 2300), "ES-04 exposed": (2900-2300, 600),
 "ES-07 remaining": (4100, 4100),
}
for k,(g,e) in nums.items():
    if abs(g-e) > 0.005: fail(f"{k}: {g} != {e}")
print("numbers key ok" if ok else "numbers key checked")

# ---- check every weekday+date string in the questions file ----
EN_WD = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
EN_AB = [w[:3] for w in EN_WD]
MON = {m: i+1 for i, m in enumerate("january february march april may june july august september october november december".split())}
MON.update({k[:3]: v for k, v in list(MON.items())}); MON["sept"] = 9
ES_WD = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
ES_MON = {m: i+1 for i, m in enumerate("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split())}

def yr(mo, y):
    if y: return int(y)
    return 2027 if mo == 1 else 2026

wd_re = r"(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*"
mo_re = r"(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)[a-z]*\.?"
pat1 = re.compile(wd_re + r",?\s+(?:the\s+)?" + mo_re + r"\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
pat2 = re.compile(mo_re + r"\s+(\d{1,2})(?:,\s*(\d{4}))?,?\s+(?:is|was|would be)\s+a\s+" + wd_re, re.I)
pat3 = re.compile(r"(" + "|".join(ES_WD) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_MON) + r")(?:\s+de\s+(\d{4}))?", re.I)
pat4 = re.compile(wd_re + r"\s+(?:is\s+)?" + r"(?:the\s+)?" + r"(\d{1,2})(?:st|nd|rd|th)?\b", re.I)  # not used for checks

n = 0
def check(wd_idx, d, src, txt):
    global n; n += 1
    if d.weekday() != wd_idx: fail(f"{src}: '{txt}' but {d} is {EN_WD[d.weekday()]}")

def scan(text, src):
    for m in pat1.finditer(text):
        wd = EN_AB.index(m.group(1)[:3].title()); mo = MON[m.group(2).lower()[:3]]
        check(wd, D(yr(mo, m.group(4)), mo, int(m.group(3))), src, m.group(0))
    for m in pat2.finditer(text):
        mo = MON[m.group(1).lower()[:3]]; wd = EN_AB.index(m.group(4)[:3].title())
        check(wd, D(yr(mo, m.group(3)), mo, int(m.group(2))), src, m.group(0))
    for m in pat3.finditer(text):
        wd = ES_WD[m.group(1).lower()]; mo = ES_MON[m.group(3).lower()]
        check(wd, D(yr(mo, m.group(4)), mo, int(m.group(2))), src, m.group(0))

for line in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines():
    it = json.loads(line)
    for k in ("question", "must_say", "should_say", "must_not_say"):
        v = it[k]; v = [v] if isinstance(v, str) else v
        for s in v: scan(s, f"{it['id']}.{k}")
for f in ("GRADING.md", "README.md"):
    p = HERE / f
    if p.exists(): scan(p.read_text(encoding="utf-8"), f)
print(f"checked {n} weekday+date strings")
print("ALL OK" if ok else "ERRORS"); sys.exit(0 if ok else 1)
