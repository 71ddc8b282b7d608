#!/usr/bin/env python3
"""Recompute every date key of set AG part 2 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Friday, December 4, 2026. Run: python3 verify_dates.py"""
import datetime as dt, json, re, sys, os
D = dt.date
TODAY = D(2026, 12, 4)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays that matter in the window (Nov 2026 - Jan 2027)
COMMON = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
STATE_EXTRA = {
    "IA": {D(2026, 11, 27)},   # Friday after Thanksgiving, Iowa Code 1C.2
    "KY": {D(2026, 11, 27)},
    "OH": set(), "MA": set(), "NM": {D(2026, 11, 27)}, "OR": set(), "TX": {D(2026, 11, 27)},
}
def closed(d, st):
    return d.weekday() >= 5 or d in COMMON or d in STATE_EXTRA.get(st, set())
def roll(d, st):
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d
def add_days(start, n, st):
    raw = start + dt.timedelta(days=n)
    return raw, roll(raw, st)
def add_business_days(start, n, st):
    d, k = start, 0
    while k < n:
        d += dt.timedelta(days=1)
        if not closed(d, st):
            k += 1
    return d

errors = []
def check(name, got, want):
    ok = got == want
    print(f"{'OK ' if ok else 'BAD'} {name}: {got:%A, %B %d, %Y} (expected {want:%A, %B %d, %Y})")
    if not ok: errors.append(name)

# D1 Q-EN-21 MA: abode service Mon 11/16, 20 days (Mass.R.Civ.P. 12(a), 6(a))
raw, last = add_days(D(2026,11,16), 20, "MA"); check("EN-21 raw day 20", raw, D(2026,12,6)); check("EN-21 last day", last, D(2026,12,7))
# D2 Q-EN-22 OH: certified mail delivered Fri 11/27, 28 days (Civ.R. 12(A), 6(A))
raw, last = add_days(D(2026,11,27), 28, "OH"); check("EN-22 raw day 28", raw, D(2026,12,25)); check("EN-22 last day", last, D(2026,12,28))
# D3 Q-EN-23 IA: household member Sat 11/7, 20 days (Iowa R.Civ.P. 1.303), Iowa holiday 11/27
raw, last = add_days(D(2026,11,7), 20, "IA"); check("EN-23 raw day 20", raw, D(2026,11,27)); check("EN-23 last day", last, D(2026,11,30))
assert last < TODAY, "EN-23 deadline must have passed"
# D4 Q-EN-24 MO: return date printed on summons
check("EN-24 return date is a Tuesday court day", roll(D(2026,12,15),"MO"), D(2026,12,15))
# D5 Q-EN-25 TX justice court: judgment signed Wed 11/18; set aside 14 days (TRCP 505.3), appeal 21 days (506.1)
raw, last = add_days(D(2026,11,18), 14, "TX"); check("EN-25 set-aside last day (passed)", last, D(2026,12,2)); assert last < TODAY
raw, last = add_days(D(2026,11,18), 21, "TX"); check("EN-25 appeal last day", last, D(2026,12,9)); assert last >= TODAY
# D6 Q-EN-28 KY: interrogatories mailed Mon 11/9; 30 days + 3 mail days (CR 33.01, 6.05)
raw30 = D(2026,11,9) + dt.timedelta(days=30); check("EN-28 day 30 (safe target)", raw30, D(2026,12,9))
raw, last = add_days(D(2026,11,9), 33, "KY"); check("EN-28 day 33 raw", raw, D(2026,12,12)); check("EN-28 last day", last, D(2026,12,14))
# D7 Q-EN-31 OH bank garnishment: notice received Tue 12/1; 5 business days (R.C. 2716.13)
check("EN-31 hearing request last day", add_business_days(D(2026,12,1), 5, "OH"), D(2026,12,8))
# D8 Q-ES-11 NM: personal service at work Wed 12/2; 30 days (Rule 1-012, 1-006)
raw, last = add_days(D(2026,12,2), 30, "NM"); check("ES-11 raw day 30", raw, D(2027,1,1)); check("ES-11 last day", last, D(2027,1,4))
# D9 Q-ES-12 OR: first publication Thu 11/12; 30 days from first publication (ORCP 7 C(2), 10 A)
raw, last = add_days(D(2026,11,12), 30, "OR"); check("ES-12 raw day 30", raw, D(2026,12,12)); check("ES-12 last day", last, D(2026,12,14))
pubs = [D(2026,11,12) + dt.timedelta(weeks=k) for k in range(4)]
check("ES-12 4th weekly publication", pubs[-1], D(2026,12,3))
# D10 Q-ES-16 federal benefit lookback (31 CFR 212): review Thu 12/3, lookback two months
review = D(2026,12,3); start = D(2026,10,3)
deps = [D(2026,10,2), D(2026,11,3), D(2026,12,3)]   # Oct 3 2026 is Saturday, paid Fri Oct 2
inwin = [d for d in deps if start <= d <= review]
check("ES-16 deposits in lookback", inwin[0], D(2026,11,3))
assert len(inwin) == 2 and 1480*len(inwin) == 2960 and 3900-2960 == 940
# D11 Q-EN-34 FCRA 605(c): 7 years from 180 days after delinquency began (July 2019)
for first in (D(2019,7,1), D(2019,7,31)):
    off = (first + dt.timedelta(days=180)).replace(year=(first + dt.timedelta(days=180)).year + 7)
    print("    EN-34 reporting ends about", off)
    assert D(2026,12,1) <= off <= D(2027,1,31)
# D12 Q-EN-32 FDCPA 1 year from October 2026 calls
assert D(2026,10,31).replace(year=2027) > TODAY

# Weekday+date strings in all text files
MON = "January February March April May June July August September October November December".split()
MES = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
DIAS = {"lunes":0,"martes":1,"miercoles":2,"miércoles":2,"jueves":3,"viernes":4,"sabado":5,"sábado":5,"domingo":6}
WD = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ABBR = {w[:3].lower(): i for i, w in enumerate(WD)}
n = 0
def wcheck(src, txt, wd, d):
    global n
    n += 1
    if d.weekday() != wd:
        errors.append(f"{src}: '{txt}' but {d} is {d:%A}")
texts = []
for fn in ("questions.jsonl", "GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        texts.append((fn, open(p, encoding="utf-8").read()))
for fn, t in texts:
    for m in re.finditer(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\.?,? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? (\d{1,2})(?:,? (\d{4}))?", t):
        mon = [x[:3] for x in MON].index(m.group(2)) + 1
        yr = int(m.group(4)) if m.group(4) else (2027 if mon == 1 else 2026)
        wcheck(fn, m.group(0), ABBR[m.group(1).lower()], D(yr, mon, int(m.group(3))))
    for m in re.finditer(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo),? (\d{1,2}) de (" + "|".join(MES) + r")(?: de (\d{4}))?", t, re.I):
        mon = MES.index(m.group(3).lower()) + 1
        yr = int(m.group(4)) if m.group(4) else (2027 if mon == 1 else 2026)
        wcheck(fn, m.group(0), DIAS[m.group(1).lower()], D(yr, mon, int(m.group(2))))
print(f"checked {n} weekday+date strings")
if errors:
    print("ERRORS:", *errors, sep="\n  "); sys.exit(1)
print("all date keys OK")
