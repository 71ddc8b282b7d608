#!/usr/bin/env python3
"""Recompute every date key of part 2 from its rule, and check every weekday+date
string in questions.jsonl (English and Spanish). Reference date: Friday, December 4, 2026.
Run: python3 verify_dates.py   (exit code 0 = all good)"""
import datetime as dt, json, re, sys, os

D = dt.date
TODAY = D(2026, 12, 4)
HERE = os.path.dirname(os.path.abspath(__file__))

# Court holidays relevant to the windows used (federal/state-court holidays).
COMMON = {D(2026, 11, 26): "Thanksgiving", D(2026, 12, 25): "Christmas Day",
          D(2027, 1, 1): "New Year's Day", D(2027, 1, 18): "MLK Day",
          D(2026, 11, 11): "Veterans Day"}
STATE_EXTRA = {
    "TX": {D(2026, 11, 27): "Day after Thanksgiving", D(2026, 12, 24): "Christmas Eve",
           D(2026, 12, 26): "Day after Christmas"},
    "NV": {D(2026, 11, 27): "Family Day"},
    "FL": {D(2026, 11, 27): "Friday after Thanksgiving"},
    "OH": {}, "AZ": {}, "NJ": {}, "CT": {D(2026, 11, 27): "Day after Thanksgiving (court closed)"},
    "MA": {}, "FED": {},
}

def closed(d, st):
    return d.weekday() >= 5 or d in COMMON or d in STATE_EXTRA.get(st, {})

def roll(d, st):
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d

def plus(d, n):
    return d + dt.timedelta(days=n)

def business_days_after(d, n, st):
    k = 0
    while k < n:
        d += dt.timedelta(days=1)
        if not closed(d, st):
            k += 1
    return d

def add_years(d, n):
    try:
        return d.replace(year=d.year + n)
    except ValueError:
        return d.replace(year=d.year + n, day=28)

# (item, description, computed, expected)
S = []
def chk(item, desc, got, exp):
    S.append((item, desc, got, exp))

chk("Q-EN-21", "OH Civ.R.12(A): 28 days after certified-mail service 2026-12-04, roll (Jan 1 holiday)",
    roll(plus(D(2026, 12, 4), 28), "OH"), D(2027, 1, 4))
chk("Q-EN-21", "raw day 28 (New Year's Day)", plus(D(2026, 12, 4), 28), D(2027, 1, 1))
chk("Q-EN-22", "TX RFA: served by mail 2026-10-20, 30 days + 3 (Rule 21a), roll -> already passed",
    roll(plus(D(2026, 10, 20), 33), "TX"), D(2026, 11, 23))
chk("Q-EN-22", "TX Rule 166a(c): response 7 days before hearing 2026-12-21",
    D(2026, 12, 21) - dt.timedelta(days=7), D(2026, 12, 14))
chk("Q-EN-23", "CT PB 3-2: appearance by 2nd day after return date 2026-12-15",
    plus(D(2026, 12, 15), 2), D(2026, 12, 17))
chk("Q-EN-24", "FL 77.041: claim of exemption 20 days after receipt 2026-11-30, roll",
    roll(plus(D(2026, 11, 30), 20), "FL"), D(2026, 12, 21))
chk("Q-EN-25", "TX JP Rule 503.3(b)/505.3: 14 days after judgment signed 2026-11-20",
    roll(plus(D(2026, 11, 20), 14), "TX"), D(2026, 12, 4))
chk("Q-EN-25", "TX JP Rule 506.1: appeal 21 days after judgment signed 2026-11-20",
    roll(plus(D(2026, 11, 20), 21), "TX"), D(2026, 12, 11))
chk("Q-EN-31", "OH R.C. 2716.13: hearing request within 5 business days after receipt 2026-12-02",
    business_days_after(D(2026, 12, 2), 5, "OH"), D(2026, 12, 9))
chk("Q-EN-32", "FDCPA 1692k(d): one year from violation 2026-11-10 (informational)",
    add_years(D(2026, 11, 10), 1), D(2027, 11, 10))
chk("Q-EN-35", "ND 6-year SOL from ~2018-05-31 default (passed)", add_years(D(2018, 5, 31), 6), D(2024, 5, 31))
chk("Q-EN-35", "FCRA 1681c(c): 7 yrs from 180 days after DOFD ~2018-06-30 (passed)",
    add_years(plus(D(2018, 6, 30), 180), 7), D(2025, 12, 27))
chk("Q-EN-38", "MA Dist. Ct. Rule 12(a): 20 days after service 2026-11-25",
    roll(plus(D(2026, 11, 25), 20), "MA"), D(2026, 12, 15))
chk("Q-EN-39", "MA c.190B 3-803: claims within 1 year of death 2026-03-15 (informational)",
    add_years(D(2026, 3, 15), 1), D(2027, 3, 15))
chk("Q-ES-11", "AZ JCRCP: 20 days after substitute service 2026-11-16, roll (Sunday)",
    roll(plus(D(2026, 11, 16), 20), "AZ"), D(2026, 12, 7))
chk("Q-ES-11", "raw day 20", plus(D(2026, 11, 16), 20), D(2026, 12, 6))
chk("Q-ES-11", "wrong count the user made: summons date 2026-11-10 + 20", plus(D(2026, 11, 10), 20), D(2026, 11, 30))
chk("Q-ES-12", "NJ R.6:3-1: 35 days after service 2026-11-20, roll (Christmas)",
    roll(plus(D(2026, 11, 20), 35), "NJ"), D(2026, 12, 28))
chk("Q-ES-12", "raw day 35 (Christmas Day)", plus(D(2026, 11, 20), 35), D(2026, 12, 25))
chk("Q-ES-14", "FL 77.041: 20 days after receipt 2026-11-24",
    roll(plus(D(2026, 11, 24), 20), "FL"), D(2026, 12, 14))
chk("Q-ES-18", "printed validation end date (date controls, no roll)", D(2026, 12, 21), D(2026, 12, 21))

ok = True
for item, desc, got, exp in S:
    flag = "OK " if got == exp else "BAD"
    if got != exp:
        ok = False
    print(f"{flag} {item:8} {got.isoformat()} {got.strftime('%a')}  {desc}")

# Every deadline that is claimed 'still open' must be >= today.
for item, desc, got, exp in S:
    if "passed" in desc or "wrong count" in desc or "raw day" in desc or "informational" in desc:
        continue
    if got < TODAY:
        ok = False
        print("BAD deadline before reference date:", item, desc)

# Weekday+date strings in the question file.
EN_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_DAYS_NOACC = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]
ABBR = {m[:3]: i + 1 for i, m in enumerate(MONTHS)}
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre"]
en_re = re.compile(r"\b(" + "|".join(EN_DAYS) + r"),?\s+(" + "|".join(MONTHS) + r"|nov|dec|oct|jan)\.?\s+(\d{1,2}),?\s+(\d{4})", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_DAYS + ES_DAYS_NOACC[2:3] + ES_DAYS_NOACC[5:6]) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_MONTHS) + r")(?:\s+de\s+(\d{4}))?", re.I)
n_checked = 0
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for line in f:
        it = json.loads(line)
        text = " ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
        for m in en_re.finditer(text):
            wd, mon, day, yr = m.group(1).lower(), m.group(2).lower(), int(m.group(3)), int(m.group(4))
            mnum = MONTHS.index(mon) + 1 if mon in MONTHS else ABBR[mon[:3]]
            d = D(yr, mnum, day)
            n_checked += 1
            if EN_DAYS[d.weekday()] != wd:
                ok = False
                print(f"BAD weekday in {it['id']}: '{m.group(0)}' is a {EN_DAYS[d.weekday()]}")
        for m in es_re.finditer(text):
            wd = m.group(1).lower().replace("é", "e").replace("á", "a")
            day, mon = int(m.group(2)), ES_MONTHS.index(m.group(3).lower()) + 1
            yr = int(m.group(4)) if m.group(4) else (2026 if mon >= 10 else 2027)
            d = D(yr, mon, day)
            n_checked += 1
            if ES_DAYS_NOACC[d.weekday()] != wd:
                ok = False
                print(f"BAD weekday in {it['id']}: '{m.group(0)}' is a {ES_DAYS_NOACC[d.weekday()]}")
# Reference date itself
assert TODAY.weekday() == 4, "reference date must be a Friday"
print(f"weekday+date strings checked: {n_checked}")
print("ALL DATES OK" if ok else "DATE PROBLEMS FOUND")
sys.exit(0 if ok else 1)
