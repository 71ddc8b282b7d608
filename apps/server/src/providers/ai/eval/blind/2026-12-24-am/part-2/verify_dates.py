#!/usr/bin/env python3
"""Recompute every date key of set AM part-2 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Saturday, December 5, 2026."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 5)
fails = []
def ok(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond: fails.append(msg)

# Court holidays used (federal/state) in the window
HOL = {D(2026,11,11): "Veterans Day", D(2026,11,26): "Thanksgiving",
       D(2026,12,25): "Christmas Day", D(2027,1,1): "New Year's Day"}
TX_STATE_HOL = {D(2026,12,24): "Christmas Eve (Texas state holiday)",
                D(2026,12,26): "Dec 26 (Texas state holiday)"}
def roll(d, extra=()):
    while d.weekday() >= 5 or d in HOL or d in extra:
        d += dt.timedelta(days=1)
    return d
def plus(d, n): return d + dt.timedelta(days=n)

ok(TODAY.weekday() == 5, "2026-12-05 is a Saturday")
# EN-01 NY nail-and-mail: complete 10 days after filing proof, then 30 days
filed = D(2026,11,12); complete = plus(filed, 10); last = plus(complete, 30)
ok(complete == D(2026,11,22), f"EN-01 service complete {complete}")
ok(roll(last) == D(2026,12,22) and last.weekday() == 1, f"EN-01 last day {roll(last)} Tuesday")
ok(plus(D(2026,11,9),20) < TODAY, "EN-01 mistaken 20-days-from-posting date (Nov 29) is past -> person's belief")
# EN-02 GA 30 days from Dec 2 -> Jan 1 holiday -> Mon Jan 4, 2027
raw = plus(D(2026,12,2),30); ok(raw == D(2027,1,1), f"EN-02 day 30 = {raw} (New Year's Day)")
ok(roll(raw) == D(2027,1,4) and roll(raw).weekday() == 0, f"EN-02 last day {roll(raw)} Monday")
# EN-06 WA judgment 2014-09-15, 10 years, extension window 90 days before
j = D(2014,9,15); exp = D(2024,9,15); win = exp - dt.timedelta(days=90)
ok(win == D(2024,6,17), f"EN-06 extension window opens {win}, closes {exp}")
ok((TODAY - j).days/365.25 > 12, "EN-06 judgment is over 12 years old")
# EN-10 FCRA: March 2020 delinquency, 180 days + 7 years
dofd = D(2020,3,15); end = plus(dofd,180).replace(year=plus(dofd,180).year+7)
ok(end.year == 2027 and end.month == 9, f"EN-10 latest reporting end {end} (~Sept 2027)")
# ES-01 TX justice court 14 days from Sat Nov 21
raw = plus(D(2026,11,21),14); ok(raw == TODAY and raw.weekday()==5, f"ES-01 day 14 = {raw} Saturday (today)")
ok(roll(raw) == D(2026,12,7) and roll(raw).weekday()==0, f"ES-01 last day {roll(raw)} Monday")
# ES-02 CA 30 days from Wed Nov 25
ok(D(2026,11,25).weekday()==2, "ES-02 service Wednesday Nov 25")
raw = plus(D(2026,11,25),30); ok(raw == D(2026,12,25), f"ES-02 day 30 = {raw} Christmas")
ok(roll(raw) == D(2026,12,28), f"ES-02 last day {roll(raw)} Monday")
# ES-04 FL 20 days from Fri Nov 20
ok(D(2026,11,20).weekday()==4, "ES-04 service Friday Nov 20")
ok(roll(plus(D(2026,11,20),20)) == D(2026,12,10) and D(2026,12,10).weekday()==3, "ES-04 last day Thursday Dec 10, 2026")
# ES-05 TX JP judgment Thu Dec 3: 14 days motion, 21 days appeal
j = D(2026,12,3); ok(j.weekday()==3, "ES-05 judgment Thursday Dec 3")
ok(roll(plus(j,14)) == D(2026,12,17), "ES-05 motion to set aside/new trial by Thu Dec 17, 2026")
a = plus(j,21); ok(a == D(2026,12,24) and a.weekday()==3, "ES-05 day 21 = Thu Dec 24, 2026")
ok(roll(a) == D(2026,12,24), "ES-05 if Dec 24 NOT treated as legal holiday: Dec 24")
ok(roll(a, TX_STATE_HOL) == D(2026,12,28), "ES-05 if Dec 24 treated as holiday: Mon Dec 28, 2026")
ok(D(2026,12,23).weekday()==2, "ES-05 safe date Wednesday Dec 23, 2026")
# ES-06 NV 21 days from Mon Oct 26
raw = plus(D(2026,10,26),21); ok(roll(raw) == D(2026,11,16) and raw < TODAY, f"ES-06 deadline {raw} Monday, already passed")
# ES-07 IL printed date
ok(D(2026,12,15).weekday()==1, "ES-07 citation date Tuesday Dec 15, 2026")
# ES-09 Treasury lookback (31 CFR 212): review Fri Dec 4
rev = D(2026,12,4); ok(rev.weekday()==4, "ES-09 account review Friday Dec 4")
lb_start = D(2026,10,3); lb_end = rev - dt.timedelta(days=1)
def second_wed(y,m):
    d = D(y,m,1); n=0
    while True:
        if d.weekday()==2:
            n+=1
            if n==2: return d
        d+=dt.timedelta(days=1)
deps = [second_wed(2026,m) for m in (9,10,11,12)]
ok(deps[1]==D(2026,10,14) and deps[2]==D(2026,11,11), "ES-09 second Wednesdays Oct 14, Nov 11")
inlb = [d for d in deps if lb_start <= d <= lb_end]
prot = 1640*len(inlb)
ok(prot == 3280 and 5200-prot == 1920, f"ES-09 deposits in lookback {inlb} -> protected ${prot}, frozen ${5200-prot}")
# ES-15 Reg F validation period: sent Mon Nov 9; receipt assumed 5 days excl. Sat/Sun/legal holidays
s = D(2026,11,9); d = s; n = 0
while n < 5:
    d += dt.timedelta(days=1)
    if d.weekday() < 5 and d not in HOL: n += 1
ok(d == D(2026,11,17), f"ES-15 assumed receipt {d}")
ok(plus(d,30) == D(2026,12,17) and plus(d,30).weekday()==3, "ES-15 validation period ends Thursday Dec 17, 2026")
# ES-16 NY 3-year SOL from March 2020
ok(D(2023,3,31) < TODAY, "ES-16 3-year SOL ran by March 2023")

# Check every weekday+date string in the text files
EN_W = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
ES_W = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_W2 = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
EN_M = ["january","february","march","april","may","june","july","august","september","october","november","december"]
ES_M = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
texts = {}
for fn in ("questions.jsonl","GRADING.md","README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p): texts[fn] = open(p, encoding="utf-8").read()
n_checked = 0
EN_MP = "|".join(EN_M + [m[:3] for m in EN_M] + ["sept"])
pat_en = re.compile(r"\b(" + "|".join(EN_W) + r"),?\s+(" + EN_MP + r")\.?\s+(\d{1,2}),?\s+(\d{4})", re.I)
def en_month(mo):
    mo = mo.lower()[:3]
    return [m[:3] for m in EN_M].index(mo) + 1
ES_MP = "|".join(ES_M + [m[:3] for m in ES_M])
pat_es = re.compile(r"\b(" + "|".join(ES_W+ES_W2) + r")\s+(\d{1,2})\s+(?:de\s+)?(" + ES_MP + r")\.?\s+(?:de\s+)?(\d{4})", re.I)
def es_month(mo):
    mo = mo.lower()[:3]
    return [m[:3] for m in ES_M].index(mo) + 1
for fn, t in texts.items():
    for m in pat_en.finditer(t):
        w, mo, da, y = m.groups(); dd = D(int(y), en_month(mo), int(da))
        n_checked += 1; ok(EN_W[dd.weekday()].lower() == w.lower(), f"{fn}: '{m.group(0)}'")
    for m in pat_es.finditer(t):
        w, da, mo, y = m.groups(); dd = D(int(y), es_month(mo), int(da))
        w = w.lower(); idx = ES_W.index(w) if w in ES_W else ES_W2.index(w)
        n_checked += 1; ok(idx == dd.weekday(), f"{fn}: '{m.group(0)}'")
print(f"weekday+date strings checked: {n_checked}")
print("ALL DATE CHECKS PASSED" if not fails else f"{len(fails)} FAILURES")
sys.exit(1 if fails else 0)
