#!/usr/bin/env python3
"""Recompute every date key of set AD from its rule, and check every weekday+date string
in questions.jsonl (English and Spanish). Reference date: Thursday, December 3, 2026."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 3)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays used in the set (only the ones that matter for the windows below).
COMMON = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day",
          D(2027, 1, 1): "New Year's Day", D(2027, 1, 18): "MLK Day"}
EXTRA = {"AR": {D(2026, 12, 24): "Christmas Eve (Arkansas legal holiday, A.C.A. 1-5-101)"}}

def closed(d, st):
    return d.weekday() >= 5 or d in COMMON or d in EXTRA.get(st, {})

def roll(d, st):
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d

def add_days(start, n, st):
    return roll(start + dt.timedelta(days=n), st)

def add_business_days(start, n, st):
    d = start
    while n:
        d += dt.timedelta(days=1)
        if not closed(d, st):
            n -= 1
    return d

def add_years(d, n):
    return D(d.year + n, d.month, d.day)

# (id, state, rule text, computed date, expected date)
S = []
def sc(qid, st, rule, got, exp):
    S.append((qid, st, rule, got, exp))

sc("Q-EN-01", "IA", "20 days after in-hand service Mon 2026-11-16, roll off weekend", add_days(D(2026,11,16), 20, "IA"), D(2026,12,7))
sc("Q-EN-02", "MN", "21 days after abode service Tue 2026-11-10 (already passed)", add_days(D(2026,11,10), 21, "MN"), D(2026,12,1))
sc("Q-EN-03", "IN", "20+3 days after certified-mail receipt Mon 2026-11-16 (Indiana summons by mail)", add_days(D(2026,11,16), 23, "IN"), D(2026,12,9))
sc("Q-EN-03b","IN", "safe date: 20 days after receipt, roll off Sunday", add_days(D(2026,11,16), 20, "IN"), D(2026,12,7))
sc("Q-EN-04", "MS", "30 days from first publication Wed 2026-11-25; Christmas roll", add_days(D(2026,11,25), 30, "MS"), D(2026,12,28))
sc("Q-EN-05", "NC", "30 days after sheriff service Thu 2026-11-12, roll off Saturday", add_days(D(2026,11,12), 30, "NC"), D(2026,12,14))
sc("Q-EN-06", "MO", "return date printed on summons", D(2027,1,5), D(2027,1,5))
sc("Q-EN-07", "WY", "Rule 60(b)(1)-(3): not more than one year after judgment Mon 2026-01-12", add_years(D(2026,1,12), 1), D(2027,1,12))
sc("Q-EN-09", "TN", "General Sessions appeal: 10 days after judgment Tue 2026-11-24", add_days(D(2026,11,24), 10, "TN"), D(2026,12,4))
sc("Q-EN-11", "ND", "30 days after interrogatories mailed Fri 2026-11-06 (safe date)", add_days(D(2026,11,6), 30, "ND"), D(2026,12,7))
sc("Q-EN-11b","ND", "outer bound A: 33 days counted straight from mailing", add_days(D(2026,11,6), 33, "ND"), D(2026,12,9))
sc("Q-EN-11c","ND", "outer bound B: 3 days added after the rolled 30-day period", add_days(add_days(D(2026,11,6), 30, "ND"), 3, "ND"), D(2026,12,10))
sc("Q-EN-12", "OK", "20 days after in-hand service at work Mon 2026-11-23, roll off Sunday", add_days(D(2026,11,23), 20, "OK"), D(2026,12,14))
sc("Q-EN-19", "OH", "5 business days after receipt of notice Tue 2026-12-01", add_business_days(D(2026,12,1), 5, "OH"), D(2026,12,8))
sc("Q-EN-24", "WV", "20 days after service Mon 2026-11-30, roll off Sunday", add_days(D(2026,11,30), 20, "WV"), D(2026,12,21))
sc("Q-EN-25", "VA", "return date printed on warrant in debt", D(2026,12,15), D(2026,12,15))
sc("Q-EN-26", "NE", "30 days after service on Secretary of State Fri 2026-11-20, roll off Sunday", add_days(D(2026,11,20), 30, "NE"), D(2026,12,21))
sc("Q-EN-27", "CT", "small claims answer date printed on writ", D(2026,12,17), D(2026,12,17))
sc("Q-EN-35", "WA", "20 days after in-state service Fri 2026-11-20", add_days(D(2026,11,20), 20, "WA"), D(2026,12,10))
sc("Q-ES-01", "AR", "30 days after service Tue 2026-11-24; Dec 24 AR holiday, Dec 25, weekend", add_days(D(2026,11,24), 30, "AR"), D(2026,12,28))
sc("Q-ES-02", "OR", "30 days after service Wed 2026-12-02; New Year's Day roll", add_days(D(2026,12,2), 30, "OR"), D(2027,1,4))
sc("Q-ES-03", "NV", "21 days after service Mon 2026-11-16 (Justice Court)", add_days(D(2026,11,16), 21, "NV"), D(2026,12,7))
sc("Q-ES-04", "IL", "citation to discover assets return date printed", D(2027,1,7), D(2027,1,7))

ok = True
for qid, st, rule, got, exp in S:
    flag = "OK " if got == exp else "BAD"
    if got != exp: ok = False
    print(f"{flag} {qid:9} {st}  {rule}: {got:%a %Y-%m-%d} (key {exp:%a %Y-%m-%d})")
    if got < TODAY and qid not in ("Q-EN-02",):
        print(f"    note: {qid} date is before today")

# Extra arithmetic facts used in keys
arith = [
 ("EN-13 monthly floor 30*7.25*52/12", round(30*7.25*52/12, 2), 942.50),
 ("EN-13 max", min(0.25*2400, 2400-942.50), 600.0),
 ("EN-14 10% of 1800", 0.10*1800, 180.0), ("EN-14 25% of 1800", 0.25*1800, 450.0),
 ("EN-20 protected", min(1380+1380, 3000), 2760), ("EN-20 at risk", 3000-2760, 240),
 ("EN-29 pct", round(2080/5200*100, 2), 40.0), ("EN-29 forgiven", 5200-2080, 3120),
 ("ES-07 max", min(0.25*260, 260-217.50), 42.50), ("ES-07 excess", 65-42.50, 22.50),
 ("ES-10 annual", 2300*12, 27600),
 ("ES-16 insolvency", 18000-14000, 4000), ("ES-16 taxable", 6200-min(6200, 4000), 2200),
 ("ES-17 55%", round(7350*0.55, 2), 4042.50), ("ES-17 35%", round(7350*0.35, 2), 2572.50),
 ("ES-17 per payment", round(7350*0.35/6, 2), 428.75),
]
for name, got, exp in arith:
    good = abs(got-exp) < 0.005
    ok &= good
    print(("OK " if good else "BAD") + f" {name}: {got} (key {exp})")

# Check every weekday+date string in the questions file
EN_DAYS = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
ES_DAYS = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_DAYS_NOACC = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
EN_M = {m: i+1 for i, m in enumerate(["January","February","March","April","May","June","July","August","September","October","November","December"])}
ES_M = {m: i+1 for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"])}
def year_for(month, explicit):
    if explicit: return int(explicit)
    return 2027 if month == 1 else 2026
en_re = re.compile(r"\b(" + "|".join(EN_DAYS) + r"),? (" + "|".join(EN_M) + r") (\d{1,2})(?:,? (\d{4}))?", re.I)
es_re = re.compile(r"\b(" + "|".join(set(ES_DAYS+ES_DAYS_NOACC)) + r") (\d{1,2}) de (" + "|".join(ES_M) + r")(?: (?:de |del )?(\d{4}))?", re.I)
n = 0
for line in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"):
    it = json.loads(line)
    text = " ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
    for m in en_re.finditer(text):
        wd, mon, day, yr = m.groups(); mo = EN_M[mon.capitalize()]
        d = D(year_for(mo, yr), mo, int(day)); n += 1
        if EN_DAYS[d.weekday()].lower() != wd.lower():
            ok = False; print(f"BAD weekday {it['id']}: '{m.group(0)}' is a {EN_DAYS[d.weekday()]}")
    for m in es_re.finditer(text):
        wd, day, mon, yr = m.groups(); mo = ES_M[mon.lower()]
        d = D(year_for(mo, yr), mo, int(day)); n += 1
        if wd.lower() not in (ES_DAYS[d.weekday()], ES_DAYS_NOACC[d.weekday()]):
            ok = False; print(f"BAD weekday {it['id']}: '{m.group(0)}' is a {ES_DAYS[d.weekday()]}")
# Short forms in questions such as "monday nov 16", "Monday 11/16", "tuesday nov 10"
ab = {"jan":1,"feb":2,"mar":3,"apr":4,"may":5,"jun":6,"jul":7,"aug":8,"sep":9,"oct":10,"nov":11,"dec":12}
short_re = re.compile(r"\b(" + "|".join(EN_DAYS) + r") (?:(nov|dec|jan)\w* (\d{1,2})|(\d{1,2})/(\d{1,2}))", re.I)
for line in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"):
    it = json.loads(line)
    for m in short_re.finditer(it["question"]):
        wd = m.group(1)
        if m.group(2): mo, day = ab[m.group(2).lower()[:3]], int(m.group(3))
        else: mo, day = int(m.group(4)), int(m.group(5))
        d = D(2027 if mo == 1 else 2026, mo, day); n += 1
        if EN_DAYS[d.weekday()].lower() != wd.lower():
            ok = False; print(f"BAD weekday {it['id']}: '{m.group(0)}' is a {EN_DAYS[d.weekday()]}")
print(f"checked {n} weekday+date strings")
print("ALL OK" if ok else "PROBLEMS FOUND")
sys.exit(0 if ok else 1)
