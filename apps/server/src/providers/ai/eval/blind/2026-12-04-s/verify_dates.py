#!/usr/bin/env python3
"""Recompute every date key of question set S from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.

Reference date: Tuesday, December 1, 2026.  Run: python3 verify_dates.py
Exit code 0 = all checks passed.
"""
import datetime as dt
import json
import os
import re
import sys

D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 1)

# ---- holiday tables (only the span these items touch) -------------------
FEDERAL = {
    D(2026, 9, 7),   # Labor Day
    D(2026, 10, 12), # Columbus / Indigenous Peoples' Day
    D(2026, 11, 11), # Veterans Day
    D(2026, 11, 26), # Thanksgiving
    D(2026, 12, 25), # Christmas
    D(2027, 1, 1),   # New Year's Day
    D(2027, 1, 18),  # MLK Day (3rd Monday of January 2027)
    D(2027, 2, 15),  # Presidents' Day
    D(2027, 5, 31),  # Memorial Day
}
EXTRA = {
    "CA": {D(2026, 9, 25), D(2026, 11, 27), D(2027, 2, 12), D(2027, 3, 31)},  # Native American Day, day after Thanksgiving, Lincoln, Chavez
    "TX": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},  # day after Thanksgiving, Dec 24, Dec 26
    "FL": {D(2026, 11, 27)},
    "GA": {D(2026, 11, 27)},
    "MD": {D(2026, 11, 27)},
    "NJ": {D(2026, 11, 27)},
    "VA": {D(2026, 11, 27), D(2026, 12, 24)},
    "IL": {D(2026, 11, 27)},
    "AZ": set(), "OH": set(), "WA": {D(2026, 11, 27)}, "LA": {D(2026, 11, 27)},
}


def holidays(state):
    return FEDERAL | EXTRA.get(state, set())


def is_court_day(d, state):
    return d.weekday() < 5 and d not in holidays(state)


def roll(d, state):
    """Last day on a weekend/court holiday moves to the next court day."""
    while not is_court_day(d, state):
        d += dt.timedelta(days=1)
    return d


def plus(d, n):
    return d + dt.timedelta(days=n)


def plus_business(d, n, hol=FEDERAL):
    """n days excluding Saturdays, Sundays and legal public holidays (Reg F 1006.34(b)(5))."""
    while n:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in hol:
            n -= 1
    return d


def plus_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return D(d.year + y, mo + 1, d.day)


def plus_years(d, y):
    return D(d.year + y, d.month, d.day)


# ---- scenarios: (item, state, service/trigger, rule text, computed, expected) ----
S = []


def sc(item, state, trigger, rule, computed, expected, court_day_state=None):
    S.append((item, state, trigger, rule, computed, expected, court_day_state))


sc("Q-EN-01", "CA", "in hand Wed 2026-11-25", "30 calendar days (CCP 412.20), roll per CCP 12a",
   roll(plus(D(2026, 11, 25), 30), "CA"), D(2026, 12, 28), "CA")
sc("Q-EN-02", "VA", "posted on door + mailing", "return date printed on warrant",
   D(2026, 12, 8), D(2026, 12, 8), "VA")
sc("Q-EN-03", "IL", "in hand by sheriff Tue 2026-11-17", "small claims: return date printed on summons",
   D(2026, 12, 14), D(2026, 12, 14), "IL")
sc("Q-EN-04", "MD", "certified mail signed Mon 2026-11-23", "Notice of Intention to Defend: 15 days",
   roll(plus(D(2026, 11, 23), 15), "MD"), D(2026, 12, 8), "MD")
sc("Q-EN-04b", "MD", "(same)", "trial date printed on summons",
   D(2027, 1, 12), D(2027, 1, 12), "MD")
sc("Q-EN-05", "AZ", "in hand Tue 2026-11-10", "20 days (Ariz. R. Civ. P. 12) -- PASSED",
   roll(plus(D(2026, 11, 10), 20), "AZ"), D(2026, 11, 30), "AZ")
sc("Q-EN-06", "GA", "in hand at work Wed 2026-11-04", "magistrate court: 30 days",
   roll(plus(D(2026, 11, 4), 30), "GA"), D(2026, 12, 4), "GA")
pub_complete = plus(D(2026, 8, 6), 27)  # end of the 28th day counting the first publication day
sc("Q-EN-07a", "CA", "publication, first Thu 2026-08-06", "service complete end of 28th day (Gov. Code 6064)",
   pub_complete, D(2026, 9, 2))
sc("Q-EN-07b", "CA", "(same)", "answer 30 days after service complete -- PASSED",
   roll(plus(pub_complete, 30), "CA"), D(2026, 10, 2), "CA")
sc("Q-EN-07c", "CA", "judgment Tue 2026-10-27", "CCP 473(b): six months after judgment",
   roll(plus_months(D(2026, 10, 27), 6), "CA"), D(2027, 4, 27), "CA")
sc("Q-EN-07d", "CA", "written notice Fri 2026-11-20", "CCP 473.5: earlier of 180 days after notice or 2 years after judgment",
   roll(min(plus(D(2026, 11, 20), 180), plus_years(D(2026, 10, 27), 2)), "CA"), D(2027, 5, 19), "CA")
sc("Q-EN-07e", "CA", "judgment Tue 2026-10-27", "CCP 473.5 outer limit: 2 years after judgment",
   roll(plus_years(D(2026, 10, 27), 2), "CA"), D(2028, 10, 27), None)
sc("Q-EN-25", "(federal)", "letter sent Mon 2026-11-02", "Reg F: assumed receipt 5 business days after sending",
   plus_business(D(2026, 11, 2), 5), D(2026, 11, 9))
sc("Q-EN-25b", "(federal)", "(same)", "validation period ends 30 days after assumed receipt",
   plus(plus_business(D(2026, 11, 2), 5), 30), D(2026, 12, 9))
sc("Q-EN-28", "LA", "served Tue 2026-11-24", "city court: treat as 10 days unless citation gives more (conservative)",
   roll(plus(D(2026, 11, 24), 10), "LA"), D(2026, 12, 4), "LA")
sc("Q-EN-36", "OH", "residence service on adult daughter Mon 2026-11-16", "28 days (Ohio Civ.R. 12(A))",
   roll(plus(D(2026, 11, 16), 28), "OH"), D(2026, 12, 14), "OH")
sc("Q-EN-37", "WA", "in hand in Oregon Thu 2026-11-12", "served out of state: 60 days (CR 12(a)(2), RCW 4.28.180)",
   roll(plus(D(2026, 11, 12), 60), "WA"), D(2027, 1, 11), "WA")
sc("Q-EN-37w", "WA", "(same)", "WRONG in-state 20-day count (must_not_say)",
   plus(D(2026, 11, 12), 20), D(2026, 12, 2))
sc("Q-ES-01", "TX", "certified mail signed Thu 2026-11-19", "justice court: end of 14th day (TRCP 502.5)",
   roll(plus(D(2026, 11, 19), 14), "TX"), D(2026, 12, 3), "TX")
sc("Q-ES-02", "FL", "left with household member Fri 2026-11-20", "20 days (Fla. R. Civ. P. 1.140)",
   roll(plus(D(2026, 11, 20), 20), "FL"), D(2026, 12, 10), "FL")
sc("Q-ES-03", "NJ", "certified + regular mail, received Fri 2026-11-27", "Special Civil Part: 35 days, roll (R. 1:3-1)",
   roll(plus(D(2026, 11, 27), 35), "NJ"), D(2027, 1, 4), "NJ")
sc("Q-ES-05", "CA", "notice of entry mailed Fri 2026-11-13", "small claims motion to vacate: 30 days after mailing (CCP 116.720)",
   roll(plus(D(2026, 11, 13), 30), "CA"), D(2026, 12, 14), "CA")
sc("Q-ES-07", "FL", "garnishment notice received Tue 2026-11-24", "claim of exemption: 20 days (Fla. Stat. 77.041)",
   roll(plus(D(2026, 11, 24), 20), "FL"), D(2026, 12, 14), "FL")
sc("Q-ES-14", "(federal)", "letter sent Mon 2026-11-16", "Reg F validation period (5 business days + 30)",
   plus(plus_business(D(2026, 11, 16), 5), 30), D(2026, 12, 23))
# approximate credit-reporting horizons (FCRA 1681c(c): 7 years after 180 days from delinquency)
sc("Q-EN-32", "(federal)", "delinquency ~2019-06-15", "7 years + 180 days (approx.)",
   plus_years(plus(D(2019, 6, 15), 180), 7).replace(day=1), D(2026, 12, 1))

errors = []
print(f"{'item':10} {'state':9} {'computed':12} {'weekday':10} rule")
for item, state, trig, rule, comp, exp, cds in S:
    ok = comp == exp
    if cds and not is_court_day(comp, cds):
        ok = False
        errors.append(f"{item}: {comp} is not a court day in {cds}")
    if comp != exp:
        errors.append(f"{item}: computed {comp} != expected {exp}")
    print(f"{item:10} {state:9} {comp.isoformat():12} {comp.strftime('%A'):10} {rule}  [{trig}] {'OK' if ok else 'FAIL'}")
# passed / not passed relative to today
for item, d, should_be_past in [("Q-EN-05", D(2026, 11, 30), True), ("Q-EN-07b", D(2026, 10, 2), True),
                               ("Q-EN-06", D(2026, 12, 4), False), ("Q-EN-25b", D(2026, 12, 9), False),
                               ("Q-ES-01", D(2026, 12, 3), False)]:
    if (d < TODAY) != should_be_past:
        errors.append(f"{item}: past/future status wrong for {d}")
if TODAY.strftime("%A") != "Tuesday":
    errors.append("reference date is not a Tuesday")

# ---- scan weekday+date strings ------------------------------------------
EN_M = ["january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december"]
ES_M = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
        "septiembre", "octubre", "noviembre", "diciembre"]
EN_W = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
ES_W = {"lunes": 0, "martes": 1, "miercoles": 2, "miércoles": 2, "jueves": 3, "viernes": 4,
        "sabado": 5, "sábado": 5, "domingo": 6}
re_en = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+"
                   r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b(?:,?\s+(\d{4}))?",
                   re.I)
re_es = re.compile(r"\b(lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\s+(\d{1,2})\s+de\s+"
                   r"(" + "|".join(ES_M) + r")(?:\s+de\s+(\d{4}))?", re.I)


def infer_year(month):
    # the set spans Aug 2026 .. 2028; a bare month from July on is 2026, earlier months are 2027
    return 2026 if month >= 7 else 2027


checked = 0
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    path = os.path.join(HERE, fn)
    if not os.path.exists(path):
        errors.append(f"missing {fn}")
        continue
    text = open(path, encoding="utf-8").read()
    for m in re_en.finditer(text):
        wd = EN_W[m.group(1).lower()]
        mon = [x[:3] for x in EN_M].index(m.group(2).lower()) + 1
        day = int(m.group(3))
        yr = int(m.group(4)) if m.group(4) else infer_year(mon)
        try:
            d = D(yr, mon, day)
        except ValueError:
            errors.append(f"{fn}: impossible date '{m.group(0)}'")
            continue
        checked += 1
        if d.weekday() != wd:
            errors.append(f"{fn}: '{m.group(0)}' but {d} is a {d.strftime('%A')}")
    for m in re_es.finditer(text):
        wd = ES_W[m.group(1).lower()]
        day = int(m.group(2))
        mon = ES_M.index(m.group(3).lower()) + 1
        yr = int(m.group(4)) if m.group(4) else infer_year(mon)
        d = D(yr, mon, day)
        checked += 1
        if d.weekday() != wd:
            errors.append(f"{fn}: '{m.group(0)}' but {d} is a {d.strftime('%A')}")

print(f"\nweekday+date strings checked: {checked}")
if errors:
    print("ERRORS:")
    for e in errors:
        print("  -", e)
    sys.exit(1)
print(f"all {len(S)} date keys recomputed and all weekday+date strings consistent: OK")
