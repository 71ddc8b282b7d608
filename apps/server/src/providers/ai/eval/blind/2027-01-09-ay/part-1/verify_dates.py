#!/usr/bin/env python3
"""Recompute every deadline key of set AY part-1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026. Exit code 1 on any mismatch."""
import datetime as dt, json, re, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 12, 7)
# Court holidays that matter for the windows below (all states): Christmas Day and
# New Year's Day; plus Arkansas' state holiday Christmas Eve (Ark. Code 1-5-101).
HOL = {"ALL": {D(2026, 12, 25), D(2027, 1, 1)}, "AR": {D(2026, 12, 24)}}

def closed(day, st):
    return day.weekday() >= 5 or day in HOL["ALL"] or day in HOL.get(st, set())

def roll(day, st):
    while closed(day, st):
        day += dt.timedelta(days=1)
    return day

def add(start, n, st, rollover=True):
    d = start + dt.timedelta(days=n)
    return roll(d, st) if rollover else d

# (item, state, description of rule, start, days, expected last day)
KEYS = [
 ("P1-EN-01", "TX", "Justice court answer: end of 14th day after service (TRCP 502.5)", D(2026,11,24), 14, D(2026,12,8)),
 ("P1-EN-02", "FL", "County court answer: 20 days after service, weekend rolls (Fla.R.Gen.Prac.Jud.Admin. 2.514)", D(2026,11,16), 20, D(2026,12,7)),
 ("P1-EN-03", "OR", "Publication: 30 days from date of first publication (ORCP 7), weekend rolls (ORCP 10)", D(2026,11,12), 30, D(2026,12,14)),
 ("P1-EN-04", "KY", "Answer 20 days (CR 12.01) counted from Secretary of State date, not receipt", D(2026,11,19), 20, D(2026,12,9)),
 ("P1-EN-06", "PA", "Appeal of MDJ judgment: 30 days after entry (Pa.R.C.P.M.D.J. 1002)", D(2026,11,9), 30, D(2026,12,9)),
 ("P1-EN-08", "MT", "Post-judgment interrogatories: 30 days (Rule 33/69) - safe date", D(2026,11,16), 30, D(2026,12,16)),
 ("P1-EN-08", "MT", "Same, + 3 days for mail service (Rule 6(d)), weekend rolls", D(2026,11,16), 33, D(2026,12,21)),
 ("P1-ES-01", "NJ", "Special Civil Part: 35 days, from mailing (New Year's Day rolls)", D(2026,11,27), 35, D(2027,1,4)),
 ("P1-ES-01", "NJ", "Special Civil Part: 35 days, from receipt", D(2026,11,30), 35, D(2027,1,4)),
 ("P1-ES-02", "AL", "District court answer: 14 days after service (Ala.R.Civ.P. 12(dc)) - already passed", D(2026,11,20), 14, D(2026,12,4)),
 ("P1-ES-03", "AR", "Circuit court answer: 30 days as stated on summons; Dec 24 AR holiday, Dec 25, weekend", D(2026,11,24), 30, D(2026,12,28)),
 ("P1-ES-04", "TX", "Justice court: motion to set aside default / new trial 14 days after judgment signed", D(2026,11,23), 14, D(2026,12,7)),
 ("P1-ES-04", "TX", "Justice court: appeal 21 days after judgment signed (TRCP 506.1)", D(2026,11,23), 21, D(2026,12,14)),
 ("P1-ES-05", "FL", "Claim of exemption: 20 days after receipt of notice (Fla. Stat. 77.041)", D(2026,12,2), 20, D(2026,12,22)),
]
# Fixed dates printed on papers (hearings) - only weekday and future-ness checked.
FIXED = [("P1-EN-05", D(2026,12,17)), ("P1-EN-07", D(2026,12,10)), ("P1-EN-19", D(2027,1,12)), ("P1-ES-06", D(2027,1,14))]

errors = []
if TODAY.weekday() != 0:
    errors.append("reference date is not a Monday")
print(f"{'item':9} {'st':3} {'start':10} {'+d':>3} {'last day':28} rule")
for item, st, rule, start, n, exp in KEYS:
    got = add(start, n, st)
    raw = start + dt.timedelta(days=n)
    flag = "" if got == exp else "  <-- MISMATCH"
    if got != exp:
        errors.append(f"{item}: computed {got} expected {exp}")
    note = "" if raw == got else f" (raw {raw:%a %b %d} rolled)"
    print(f"{item:9} {st:3} {start} {n:>3} {got:%A, %B %d, %Y}{note}{flag}  {rule}")
for item, d in FIXED:
    if d < TODAY:
        errors.append(f"{item}: fixed date {d} is in the past")
    print(f"{item:9} fixed date {d:%A, %B %d, %Y}")
# P1-ES-02 deadline must already have passed; P1-EN-02 and P1-ES-04 (first) fall today.
assert add(D(2026,11,20),14,"AL") < TODAY
assert add(D(2026,11,16),20,"FL") == TODAY and add(D(2026,11,23),14,"TX") == TODAY

# Check every weekday+date string in the set.
MONTHS = {m: i for i, m in enumerate(["January","February","March","April","May","June","July",
          "August","September","October","November","December"], 1)}
WD = ["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday","Sunday"]
pat = re.compile(r"\b(" + "|".join(WD) + r"),?\s+(" + "|".join(MONTHS) + r")\s+(\d{1,2})(?:,\s*(\d{4}))?")
checked = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if not os.path.exists(p):
        continue
    text = open(p, encoding="utf-8").read()
    for m in pat.finditer(text):
        wd, mon, day, yr = m.group(1), MONTHS[m.group(2)], int(m.group(3)), m.group(4)
        y = int(yr) if yr else (2027 if mon == 1 else 2026)
        real = WD[D(y, mon, day).weekday()]
        checked += 1
        if real != wd:
            errors.append(f"{fn}: '{m.group(0)}' is really a {real}")
print(f"\nweekday+date strings checked: {checked}")
if errors:
    print("ERRORS:"); [print(" -", e) for e in errors]; sys.exit(1)
print("all date keys OK")
