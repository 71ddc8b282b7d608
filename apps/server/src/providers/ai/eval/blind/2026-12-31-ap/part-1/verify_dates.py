#!/usr/bin/env python3
"""Recompute every date key of set AP part-1 from its rule, check that the key text
in questions.jsonl states it, and check every weekday+date string in the file.
Reference date: Sunday, December 6, 2026. Python 3 standard library only."""
import json, re, sys, datetime as dt
from pathlib import Path

D = dt.date
TODAY = D(2026, 12, 6)
# Court holidays that matter for these windows (all courts involved close on them).
COURT_HOLIDAYS = {D(2026, 11, 26): "Thanksgiving Day", D(2026, 12, 25): "Christmas Day",
                  D(2027, 1, 1): "New Year's Day"}
# Federal legal public holidays used by Regulation F's 5-business-day receipt rule.
FED_HOLIDAYS = {D(2026, 11, 11): "Veterans Day", D(2026, 11, 26): "Thanksgiving Day",
                D(2026, 12, 25): "Christmas Day", D(2027, 1, 1): "New Year's Day"}
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
EN_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
             "september", "october", "november", "december"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre"]

def closed(d):
    return d.weekday() >= 5 or d in COURT_HOLIDAYS

def roll(d):
    while closed(d):
        d += dt.timedelta(days=1)
    return d

def plus(start, n):
    """Exclude the trigger day, count calendar days, roll a closed last day forward."""
    return roll(start + dt.timedelta(days=n))

def business_days(start, n, hol):
    d, k = start, 0
    while k < n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in hol:
            k += 1
    return d

def nth_weekday(y, m, wd, n):
    d = D(y, m, 1)
    while d.weekday() != wd:
        d += dt.timedelta(days=1)
    return d + dt.timedelta(weeks=n - 1)

def en(d):
    return f"{EN_DAYS[d.weekday()]}, {d.strftime('%B')} {d.day}, {d.year}"

def es(d):
    return f"{ES_DAYS[d.weekday()]} {d.day} de {ES_MONTHS[d.month-1]} de {d.year}"

# id -> (description, computed date, formatter used in the key)
SCEN = []
def scen(i, rule, got, want, fmt=en):
    SCEN.append((i, rule, got, want, fmt))

scen("P1-EN-01", "AZ answer: 20 days from household-member service Sat 2026-12-05; Dec 25 holiday -> next court day",
     plus(D(2026, 12, 5), 20), D(2026, 12, 28))
scen("P1-EN-02", "NJ Special Civil Part: 35 days from in-hand service Mon 2026-11-02",
     plus(D(2026, 11, 2), 35), D(2026, 12, 7))
scen("P1-EN-03", "PA Common Pleas notice to defend: 20 days from service at work Thu 2026-11-19",
     plus(D(2026, 11, 19), 20), D(2026, 12, 9))
scen("P1-EN-04", "AR answer: 30 days from certified-mail service Thu 2026-11-12; Sat -> Mon",
     plus(D(2026, 11, 12), 30), D(2026, 12, 14))
scen("P1-EN-05", "VA GDC return date printed on warrant in debt", D(2026, 12, 22), D(2026, 12, 22))
scen("P1-EN-06", "TN General Sessions appeal: 10 days from judgment Mon 2026-11-30",
     plus(D(2026, 11, 30), 10), D(2026, 12, 10))
scen("P1-EN-08", "OK motion to vacate (12 O.S. 1031.1): 30 days from judgment filed Fri 2026-11-20; Sun -> Mon",
     plus(D(2026, 11, 20), 30), D(2026, 12, 21))
scen("P1-EN-14", "IN proceedings supplemental hearing printed on order", D(2027, 1, 5), D(2027, 1, 5))
scen("P1-EN-14", "IN interrogatories: 30 days + 3 mail days from mailing Wed 2026-11-25",
     plus(D(2026, 11, 25), 33), D(2026, 12, 28))
scen("P1-EN-15", "OR answer: 30 days from in-hand service Tue 2026-11-10",
     plus(D(2026, 11, 10), 30), D(2026, 12, 10))
scen("P1-ES-01", "GA magistrate answer: 30 days from service at work Mon 2026-11-02 (already passed)",
     plus(D(2026, 11, 2), 30), D(2026, 12, 2), es)
ga_default = D(2026, 12, 2) + dt.timedelta(days=1)
scen("P1-ES-01", "GA open default as of right: within 15 days after default (default day 2026-12-03)",
     plus(ga_default, 15), D(2026, 12, 18), es)
scen("P1-ES-08", "Reg F: assumed receipt 5 business days (excl. weekends + federal holidays) after mailing Fri 2026-11-20",
     business_days(D(2026, 11, 20), 5, FED_HOLIDAYS), D(2026, 11, 30), lambda d: f"lunes 30 de noviembre")
scen("P1-ES-08", "Reg F validation period ends 30 days after assumed receipt",
     business_days(D(2026, 11, 20), 5, FED_HOLIDAYS) + dt.timedelta(days=30), D(2026, 12, 30), es)
scen("P1-ES-10", "NM district court answer: 30 days from in-hand service Wed 2026-12-02; Jan 1 holiday -> Mon",
     plus(D(2026, 12, 2), 30), D(2027, 1, 4), es)

errors = []
items = {json.loads(l)["id"]: json.loads(l) for l in Path(__file__).with_name("questions.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()}

print("DEADLINE SCENARIOS")
for i, rule, got, want, fmt in SCEN:
    ok = got == want
    text = " ".join(items[i]["must_say"] + items[i]["should_say"])
    stated = fmt(got) in text
    print(f"  {i}: {rule}\n     computed {en(got)} | key {en(want)} | {'OK' if ok else 'MISMATCH'} | key text states it: {stated}")
    if not ok: errors.append(f"{i}: computed {got} != key {want}")
    if not stated: errors.append(f"{i}: key text does not contain '{fmt(got)}'")

# Other date facts
sw = [nth_weekday(2026, 10, 2, 3), nth_weekday(2026, 11, 2, 3)]
assert sw == [D(2026, 10, 21), D(2026, 11, 18)], sw
review = D(2026, 12, 3)
lb_start = D(2026, 10, 2)   # corresponding date two months before the day preceding review
assert all(lb_start <= s < review for s in sw)
print("  P1-EN-12: SS 3rd-Wednesday deposits", sw, "inside 2-month lookback before", review, "OK")
assert D(2023, 3, 31).replace(year=2026) < TODAY  # NY 3-year SOL from March 2023 default
assert D(2017, 12, 31).replace(year=2023) < TODAY  # WI 6-year SOL from 2017 default
assert nth_weekday(2026, 11, 3, 4) == D(2026, 11, 26)  # Thanksgiving
assert D(2026, 12, 17).weekday() == 3  # "jueves 17" in P1-ES-01
assert D(2026, 12, 5).weekday() == 5  # "yesterday saturday" in P1-EN-01
print("  SOL checks (NY 3y from 2023-03 -> 2026-03; WI 6y from 2017 -> 2023) and Thanksgiving OK")

# Every weekday+date string in the file must be a true weekday.
print("WEEKDAY+DATE STRINGS")
mon_en = "|".join(m[:3] + r"[a-z]*\.?" for m in EN_MONTHS)
rx_en = re.compile(r"\b(" + "|".join(EN_DAYS) + r")\b[\s,(]*(?:on\s+)?(" + mon_en + r")\s+(\d{1,2})(?:,\s*(\d{4}))?", re.I)
rx_es = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})\s+de\s+(" + "|".join(ES_MONTHS) + r")(?:\s+de\s+(\d{4}))?", re.I)
def guess_year(m):
    return 2027 if m == 1 else 2026
n = 0
def strip(s):
    return s.lower().replace("é", "e").replace("á", "a")
for i, it in items.items():
    blob = " ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
    for m in rx_en.finditer(blob):
        mon = [k for k, name in enumerate(EN_MONTHS) if m.group(2).lower().startswith(name[:3])][0] + 1
        y = int(m.group(4)) if m.group(4) else guess_year(mon)
        d = D(y, mon, int(m.group(3)))
        ok = EN_DAYS[d.weekday()].lower() == m.group(1).lower(); n += 1
        if not ok: errors.append(f"{i}: '{m.group(0)}' is really a {EN_DAYS[d.weekday()]}")
    for m in rx_es.finditer(blob):
        mon = ES_MONTHS.index(m.group(3).lower()) + 1
        y = int(m.group(4)) if m.group(4) else guess_year(mon)
        d = D(y, mon, int(m.group(2)))
        ok = strip(ES_DAYS[d.weekday()]) == strip(m.group(1)); n += 1
        if not ok: errors.append(f"{i}: '{m.group(0)}' is really a {ES_DAYS[d.weekday()]}")
print(f"  checked {n} weekday+date strings")
print(f"  reference date {en(TODAY)}")
if TODAY.weekday() != 6: errors.append("reference date is not a Sunday")
if errors:
    print("ERRORS:"); [print("  " + e) for e in errors]; sys.exit(1)
print("ALL DATE CHECKS PASSED")
