#!/usr/bin/env python3
"""Recompute every date key of set AC from its rule and check every 'Weekday, Month D, YYYY' string.
Reference date: Thursday, December 3, 2026."""
import datetime as dt, json, re, sys
D = dt.date
TODAY = D(2026, 12, 3)
# Court holidays relevant to the window (federal/state): Christmas, New Year's Day, MLK Day.
HOLIDAYS = {D(2026,12,25): "Christmas Day", D(2027,1,1): "New Year's Day", D(2027,1,18): "Martin Luther King Jr. Day",
            D(2026,11,26): "Thanksgiving"}
def next_open(d):
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += dt.timedelta(1)
    return d
def calendar(start, n, roll=True):
    d = start + dt.timedelta(n)
    return next_open(d) if roll else d
# (item, description, trigger, days, roll-to-next-court-day?, expected last day)
SCEN = [
 ("Q-EN-01","KY answer, 20 days after in-hand service",        D(2026,11,16),20,True, D(2026,12,7)),
 ("Q-EN-02","MI answer, 28 days after certified-mail receipt",  D(2026,11,27),28,True, D(2026,12,28)),
 ("Q-EN-03","GA magistrate answer, 30 days after abode service",D(2026,11,4), 30,True, D(2026,12,4)),
 ("Q-EN-04","NM district answer, 30 days after service at work",D(2026,12,2), 30,True, D(2027,1,4)),
 ("Q-EN-05","OH answer, 28 days after certified-mail delivery", D(2026,11,9), 28,True, D(2026,12,7)),
 ("Q-EN-06","Federal waiver: answer 60 days after request sent",D(2026,11,19),60,True, D(2027,1,19)),
 ("Q-EN-07","UT Rule 60(b)(1)-(3): 90 days after judgment",     D(2026,11,10),90,True, D(2027,2,8)),
 ("Q-EN-08","VA GDC appeal: 10 days after judgment",            D(2026,11,30),10,True, D(2026,12,10)),
 ("Q-EN-08","VA GDC set-aside/new trial: 30 days after judgment",D(2026,11,30),30,True, D(2026,12,30)),
 ("Q-EN-11","ID post-judgment discovery: 30 days from mailing (no mail days counted)",D(2026,11,9),30,True,D(2026,12,9)),
 ("Q-EN-15","ED AWG hearing request: 30 days from notice date", D(2026,11,23),30,True, D(2026,12,23)),
 ("Q-EN-32","501(r) FAP application period: 240 days from first post-discharge bill (no roll)",D(2026,6,4),240,False,D(2027,1,30)),
 ("Q-EN-36","SC answer, 30 days after in-hand service",         D(2026,11,30),30,True, D(2026,12,30)),
 ("Q-ES-01","AZ justice court answer, 20 days after service",   D(2026,11,13),20,True, D(2026,12,3)),
 ("Q-ES-03","SC magistrate answer, 30 days after certified mail",D(2026,11,20),30,True, D(2026,12,21)),
 ("Q-ES-04","PA MDJ appeal/open default: 30 days after judgment",D(2026,11,19),30,True, D(2026,12,21)),
 ("Q-ES-06","FL claim of exemption: 20 days after notice received",D(2026,11,23),20,True,D(2026,12,14)),
]
# Printed dates (given on the papers, not computed): check weekday only.
PRINTED = [("Q-EN-25", D(2026,12,23)), ("Q-ES-02", D(2026,12,15)), ("Q-ES-14", D(2026,12,28))]
errs = []
fmt = lambda d: d.strftime("%A, %B ") + str(d.day) + d.strftime(", %Y")
items = {i["id"]: i for i in map(json.loads, open("questions.jsonl", encoding="utf-8"))}
if TODAY.strftime("%A") != "Thursday": errs.append("reference date weekday")
for iid, desc, start, n, roll, exp in SCEN:
    got = calendar(start, n, roll)
    raw = start + dt.timedelta(n)
    note = "" if raw == got else f" (day {n} = {fmt(raw)}{' - '+HOLIDAYS[raw] if raw in HOLIDAYS else ''} -> rolled)"
    print(f"{iid} {desc}: {fmt(got)}{note}")
    if got != exp: errs.append(f"{iid}: computed {got} != key {exp}")
    if got < TODAY: errs.append(f"{iid}: deadline before reference date")
    text = " ".join(items[iid]["must_say"])
    if fmt(got) not in text: errs.append(f"{iid}: '{fmt(got)}' not in must_say")
for iid, d in PRINTED:
    if fmt(d) not in json.dumps(items[iid], ensure_ascii=False) and d.strftime("%B ")+str(d.day) not in json.dumps(items[iid]):
        errs.append(f"{iid}: printed date missing")
    print(f"{iid} printed date {fmt(d)}")
# Every 'Weekday, Month D, YYYY' string anywhere must have the right weekday.
pat = re.compile(r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})")
n = 0
for path in ["questions.jsonl", "GRADING.md", "README.md"]:
    try: txt = open(path, encoding="utf-8").read()
    except FileNotFoundError: continue
    for m in pat.finditer(txt):
        n += 1
        d = dt.datetime.strptime(f"{m.group(2)} {m.group(3)} {m.group(4)}", "%B %d %Y").date()
        if d.strftime("%A") != m.group(1): errs.append(f"{path}: {m.group(0)} is a {d.strftime('%A')}")
# Holiday sanity
assert D(2027,1,18).weekday() == 0 and 15 <= 18 <= 21, "MLK = third Monday"
print(f"checked {n} weekday+date strings")
if errs:
    print("FAIL"); print("\n".join(errs)); sys.exit(1)
print("OK")
