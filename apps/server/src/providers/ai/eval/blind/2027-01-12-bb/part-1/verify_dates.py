#!/usr/bin/env python3
"""Recompute every date key of set BB part-1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026. Standard library only."""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 7)
HERE = os.path.dirname(os.path.abspath(__file__))
# Court holidays relevant to the windows used (all states in this set close on these).
COURT_HOLIDAYS = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day",
                  D(2027, 1, 1): "New Year's Day"}
FED_HOLIDAYS = set(COURT_HOLIDAYS)  # legal public holidays in the Reg F window

def roll(d, hol=COURT_HOLIDAYS):
    """If the last day is a Saturday, Sunday or court holiday, move to the next court day."""
    while d.weekday() >= 5 or d in hol:
        d += dt.timedelta(days=1)
    return d

def add_days(start, n, do_roll=True):
    d = start + dt.timedelta(days=n)
    return roll(d) if do_roll else d

def add_business_days(start, n, hol=FED_HOLIDAYS):
    d, k = start, 0
    while k < n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in hol:
            k += 1
    return d

# id -> (rule text, computed last day, expected date)
KEYS = {
 "P1-EN-01": ("TX justice court TRCP 502.5: end of 14th day after service 2026-11-24", add_days(D(2026,11,24),14), D(2026,12,8)),
 "P1-EN-02": ("NJ Special Civil Part: 35 days after service 2026-11-20, R.1:3-1 roll over Christmas+weekend", add_days(D(2026,11,20),35), D(2026,12,28)),
 "P1-EN-03": ("NE county court: 30 days after residence service 2026-12-02, roll over New Year's Day+weekend", add_days(D(2026,12,2),30), D(2027,1,4)),
 "P1-EN-04": ("WA summons by publication: 60 days after first publication 2026-10-14, CR 6(a) roll", add_days(D(2026,10,14),60), D(2026,12,14)),
 "P1-EN-05": ("SCRA 50 USC 3931(g): 90 days after release from service 2026-10-15", add_days(D(2026,10,15),90, do_roll=False), D(2027,1,13)),
 "P1-EN-06": ("IL citation to discover assets: date printed on the citation", D(2026,12,21), D(2026,12,21)),
 "P1-EN-10": ("MD District Court Rule 3-307: notice of intention to defend 15 days after service on 'last Thursday'", add_days(TODAY - dt.timedelta(days=(TODAY.weekday()-3) % 7 or 7),15), D(2026,12,18)),
 "P1-EN-11": ("FL 77.041 claim of exemption: 20 days after notice received 2026-11-16, Rule 2.514 roll", add_days(D(2026,11,16),20), D(2026,12,7)),
 "P1-EN-15": ("Reg F 1006.34(b)(5): sent 2026-11-20, assumed receipt 5 business days later excl. Thanksgiving, +30 days", add_business_days(D(2026,11,20),5) + dt.timedelta(days=30), D(2026,12,30)),
 "P1-ES-01": ("MI MCR 2.108(A)(2): 28 days after mail service signed 2026-11-12", add_days(D(2026,11,12),28), D(2026,12,10)),
 "P1-ES-02": ("TN General Sessions: appear on hearing date printed on civil warrant", D(2026,12,17), D(2026,12,17)),
 "P1-ES-03": ("KY CR 12.01: 20 days after in-hand service 2026-10-30 (already passed)", add_days(D(2026,10,30),20), D(2026,11,19)),
 "P1-ES-07": ("KS trial 'mañana' = day after reference date", TODAY + dt.timedelta(days=1), D(2026,12,8)),
}

MONTHS = ["January","February","March","April","May","June","July","August","September","October","November","December"]
WD = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
PAT = re.compile(r"\b(" + "|".join(WD) + r"),? (" + "|".join(MONTHS) + r") (\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?")
ES_WD = ["lunes","martes","miércoles","jueves","viernes","sábado","domingo"]
ES_M = ["enero","febrero","marzo","abril","mayo","junio","julio","agosto","septiembre","octubre","noviembre","diciembre"]
PAT_ES = re.compile(r"\b(" + "|".join(ES_WD) + r"),? (\d{1,2}) de (" + "|".join(ES_M) + r")(?: de (\d{4}))?", re.I)

def fmt(d):
    return f"{WD[d.weekday()]}, {MONTHS[d.month-1]} {d.day}, {d.year}"

errors = 0
assert TODAY.weekday() == 0, "reference date must be a Monday"
items = {}
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        it = json.loads(line); items[it["id"]] = it

print("Deadline keys:")
for iid, (rule, got, exp) in KEYS.items():
    ok = got == exp
    text = " ".join(items[iid]["must_say"])
    present = fmt(exp) in text
    status = "OK" if ok and present else "FAIL"
    if status == "FAIL": errors += 1
    print(f"  {status} {iid}: {fmt(got)}  [{rule}]" + ("" if present else "  (key string missing from must_say)"))

print("Weekday+date strings:")
n = 0
for name in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, name)
    if not os.path.exists(p):
        print(f"  (missing {name})"); errors += 1; continue
    txt = open(p, encoding="utf-8").read()
    for m in PAT.finditer(txt):
        n += 1
        mo = MONTHS.index(m.group(2)) + 1
        y = int(m.group(4)) if m.group(4) else (2027 if mo <= 6 else 2026)  # year omitted: nearest to reference date
        d = D(y, mo, int(m.group(3)))
        if WD[d.weekday()] != m.group(1):
            errors += 1; print(f"  FAIL {name}: '{m.group(0)}' is really a {WD[d.weekday()]}")
    for m in PAT_ES.finditer(txt):
        n += 1
        mo = ES_M.index(m.group(3).lower()) + 1
        y = int(m.group(4)) if m.group(4) else (2027 if mo <= 6 else 2026)
        d = D(y, ES_M.index(m.group(3).lower()) + 1, int(m.group(2)))
        if ES_WD[d.weekday()] != m.group(1).lower():
            errors += 1; print(f"  FAIL {name}: '{m.group(0)}' is really {ES_WD[d.weekday()]}")
print(f"  checked {n} weekday+date strings")
print("RESULT:", "PASS" if errors == 0 else f"{errors} ERROR(S)")
sys.exit(1 if errors else 0)
