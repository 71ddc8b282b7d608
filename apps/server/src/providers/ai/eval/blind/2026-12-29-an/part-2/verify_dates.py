#!/usr/bin/env python3
"""Recompute every date key of set AN part-2 from its rule, recheck the numbers keys,
and check every weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Saturday, December 5, 2026."""
import datetime as dt, json, os, re, sys
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 5)
# court/legal holidays relevant to the windows used (all states here close on these)
HOLIDAYS = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
FED_HOLIDAYS = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
fails = []
def ok(cond, msg):
    print(("OK   " if cond else "FAIL ") + msg)
    if not cond: fails.append(msg)
def add(d, n): return d + dt.timedelta(days=n)
def roll(d, hol=HOLIDAYS):
    while d.weekday() >= 5 or d in hol: d = add(d, 1)
    return d
def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)
def next_monday_after(d):
    d = add(d, 1)
    while d.weekday() != 0: d = add(d, 1)
    return roll(d)
def business_days(d, n, hol=FED_HOLIDAYS):
    while n:
        d = add(d, 1)
        if d.weekday() < 5 and d not in hol: n -= 1
    return d

ok(TODAY.weekday() == 5, "reference date is a Saturday")
S = []  # (item, rule, computed, expected)
S.append(("P2-EN-01", "TX county court: 10 a.m. Monday next after 20 days from service 2026-11-13",
          next_monday_after(add(D(2026,11,13), 20)), D(2026,12,7)))
S.append(("P2-EN-02", "WA: 20 days after in-state service 2026-11-20", roll(add(D(2026,11,20), 20)), D(2026,12,10)))
S.append(("P2-EN-03", "AZ Rule 60(b)(1): 6 months after judgment 2026-05-28 (raw)", add_months(D(2026,5,28), 6), D(2026,11,28)))
S.append(("P2-EN-03", "AZ Rule 60(b)(1): same, rolled past weekend", roll(add_months(D(2026,5,28), 6)), D(2026,11,30)))
S.append(("P2-EN-05", "GA dispossessory: 7 days after service 2026-11-30", roll(add(D(2026,11,30), 7)), D(2026,12,7)))
ny = min(roll(add(add(f, 10), 30)) for f in (add(D(2026,11,16), k) for k in range(0, 20)))
S.append(("P2-EN-08", "NY CPLR 308(4): proof filed >= 2026-11-16, +10 days, +30 days, rolled (earliest)", ny, D(2026,12,28)))
S.append(("P2-ES-01", "NV justice court: 21 days after service 2026-11-19", roll(add(D(2026,11,19), 21)), D(2026,12,10)))
S.append(("P2-ES-01", "NV conservative 20-day count", roll(add(D(2026,11,19), 20)), D(2026,12,9)))
S.append(("P2-ES-02", "TX justice court: 14 days after certified-mail service 2026-11-21, rolled", roll(add(D(2026,11,21), 14)), D(2026,12,7)))
S.append(("P2-ES-03", "CA substituted service: complete 10th day after mailing 2026-11-03", add(D(2026,11,3), 10), D(2026,11,13)))
S.append(("P2-ES-03", "CA: 30 days after completion, rolled", roll(add(add(D(2026,11,3), 10), 30)), D(2026,12,14)))
S.append(("P2-ES-04", "NM district court: 30 days after service 2026-12-02, rolled", roll(add(D(2026,12,2), 30)), D(2027,1,4)))
S.append(("P2-ES-05", "TX justice court: motion to set aside 14 days after judgment 2026-11-23", roll(add(D(2026,11,23), 14)), D(2026,12,7)))
S.append(("P2-ES-05", "TX justice court: appeal 21 days after judgment 2026-11-23", roll(add(D(2026,11,23), 21)), D(2026,12,14)))
S.append(("P2-ES-06", "IL citation hearing date printed on the papers", D(2026,12,16), D(2026,12,16)))
S.append(("P2-ES-11", "NC: motion to claim exempt property 20 days after service 2026-11-16, rolled", roll(add(D(2026,11,16), 20)), D(2026,12,7)))
S.append(("P2-ES-12", "FL 77.041: 20 days after receipt 2026-12-05, rolled past Christmas+weekend", roll(add(D(2026,12,5), 20)), D(2026,12,28)))
S.append(("P2-ES-15", "Reg F: assumed receipt 5 business days after 2026-11-16, +30 days", add(business_days(D(2026,11,16), 5), 30), D(2026,12,23)))
for item, rule, got, exp in S:
    ok(got == exp, f"{item}: {rule} -> {got:%A, %B %-d, %Y} (key {exp:%A, %B %-d, %Y})")
    ok(exp >= TODAY or item in ("P2-EN-03", "P2-ES-03") or exp == D(2026,11,13), f"{item}: key date {exp} not before today unless it is a passed-deadline item")
ok(add(D(2026,11,13), 20) == D(2026,12,3) and D(2026,12,3).weekday() == 3, "P2-EN-01: 20th day is Thursday Dec 3")
ok(add(D(2026,11,21), 14) == TODAY, "P2-ES-02: 14th day is today (Saturday)")
ok(add(D(2026,12,5), 20) == D(2026,12,25) and D(2026,12,25) in HOLIDAYS, "P2-ES-12: day 20 is Christmas")
ok(add(D(2026,12,2), 30) == D(2027,1,1) and D(2027,1,1).weekday() == 4, "P2-ES-04: day 30 is New Year's Day (Friday)")
ok(add(D(2026,11,16), 20).weekday() == 6, "P2-ES-11: day 20 is a Sunday")
ok(add(add(D(2026,11,3), 10), 30).weekday() == 6, "P2-ES-03: day 30 is a Sunday")
ok(D(2026,5,28) + dt.timedelta(days=0) < TODAY and roll(add_months(D(2026,5,28), 6)) < TODAY, "P2-EN-03: 6-month limit has passed")
# ES-13 Treasury lookback: review on any of the possible review dates (receipt Fri Dec 4 + up to 2 business days)
deps = [D(2026,9,14), D(2026,10,14), D(2026,11,10)]
for rev in (D(2026,12,4), D(2026,12,7), D(2026,12,8)):
    start = add_months(rev, -2)   # corresponding date two months earlier
    inwin = [d for d in deps if start <= d < rev]
    ok(inwin == [D(2026,10,14), D(2026,11,10)], f"P2-ES-13: review {rev}: lookback {start}..{add(rev,-1)} holds {inwin}")

# numbers keys
ok(min(0.25*600, 600-30*7.25) == 150 and 600-30*7.25 == 382.5 and 150-120 == 30, "P2-EN-04: $150 cap, $382.50, $30 max")
ok(310000-190000 == 120000 and 120000 <= 400000, "P2-EN-03: equity $120,000 under $400,000 homestead")
ok(1480*2 == 2960 and 3100-2960 == 140, "P2-ES-13: $2,960 protected, $140 at risk")
ok(round(0.30*4780, 2) == 1434 and 1434/4 == 358.5 and 4780-1434 == 3346 and 15000-2000 == 13000 > 3346, "P2-ES-17: $1,434, $358.50, $3,346, insolvent by $13,000")
ok(640 <= 750, "P2-ES-12: $640/week within Florida head-of-family $750")
wild = min(5000, 35000-25000); need = (6000-3500) + (3000-2000)
ok(25000 <= 35000 and wild == 5000 and need == 3500 <= wild, "P2-ES-11: NC homestead, vehicle+tools excess $3,500 within $5,000 wildcard")
ok(255+45 == 300 and abs(45/300-0.15) < 1e-9 and 300+15 == 315, "P2-EN-10: $255+$45=$300 (15%), owes at most $315")

# weekday+date strings
EN_DAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_DAYS_NA = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
MONTHS = {m: i+1 for i, m in enumerate("January February March April May June July August September October November December".split())}
ES_M = {m: i+1 for i, m in enumerate("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split())}
texts = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        o = json.loads(line)
        texts.append((o["id"], json.dumps(o, ensure_ascii=False)))
for fn in ("GRADING.md", "README.md"):
    p = os.path.join(HERE, fn)
    if os.path.exists(p): texts.append((fn, open(p, encoding="utf-8").read()))
n = 0
ab_re = re.compile(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?: \+ [a-z ]+ (?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2})?,? (\d{4})")
for src, t in texts:
    for m in ab_re.finditer(t):
        d = D(int(m.group(4)), list(MONTHS).index([k for k in MONTHS if k.startswith(m.group(2))][0]) + 1, int(m.group(3))); n += 1
        ok(d.strftime("%a") == m.group(1), f"{src}: '{m.group(0)}'")
en_re = re.compile(r"\b(%s),? (%s) (\d{1,2}),? (\d{4})" % ("|".join(EN_DAYS), "|".join(MONTHS)))
es_re = re.compile(r"\b(%s) (\d{1,2}) de (%s)(?: de (\d{4}))?" % ("|".join(ES_DAYS + ES_DAYS_NA), "|".join(ES_M)), re.I)
for src, t in texts:
    for m in en_re.finditer(t):
        d = D(int(m.group(4)), MONTHS[m.group(2)], int(m.group(3))); n += 1
        ok(EN_DAYS[d.weekday()] == m.group(1), f"{src}: '{m.group(0)}'")
    for m in es_re.finditer(t):
        d = D(int(m.group(4) or 2026), ES_M[m.group(3).lower()], int(m.group(2))); n += 1
        w = m.group(1).lower()
        ok(w in (ES_DAYS[d.weekday()], ES_DAYS_NA[d.weekday()]), f"{src}: '{m.group(0)}'")
ok(n >= 20, f"found {n} weekday+date strings")
print("\nALL PASS" if not fails else f"\n{len(fails)} FAIL(S)")
sys.exit(1 if fails else 0)
