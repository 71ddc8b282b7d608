#!/usr/bin/env python3
"""Recompute every deadline key of set Y from its rule and check every weekday+date string.

Reference date: Wednesday, December 2, 2026.
Checks:
  1. each deadline in DEADLINES is recomputed from trigger + rule (+ roll-over) and compared
     with the key date;
  2. the key date string (English "Monday, December 21, 2026" or Spanish "lunes 14 de diciembre
     de 2026") appears in the item's must_say;
  3. every weekday+date string in questions.jsonl, GRADING.md and README.md names the right
     weekday (strings without a year are read as Nov/Dec 2026 or Jan 2027);
  4. "passed"/"open" status of each deadline relative to the reference date matches the key.
"""
import calendar
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = dt.date(2026, 12, 2)
D = dt.date

# Court holidays that matter for the windows used (Oct 2026 - Jan 2027), per state.
COMMON = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1), D(2027, 1, 18)}
HOLIDAYS = {
    "WA": COMMON | {D(2026, 11, 11), D(2026, 11, 27)},
    "CA": COMMON | {D(2026, 11, 11), D(2026, 11, 27)},
    "TX": COMMON | {D(2026, 11, 11), D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "NY": COMMON | {D(2026, 11, 11)},
    "OH": COMMON | {D(2026, 11, 11)},
    "IL": COMMON | {D(2026, 11, 11), D(2026, 11, 27)},
    "MI": COMMON | {D(2026, 11, 11), D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},
    "FL": COMMON | {D(2026, 11, 11), D(2026, 11, 27)},
    "VT": COMMON | {D(2026, 11, 11)},
    "AZ": COMMON | {D(2026, 11, 11)},
    "ID": COMMON | {D(2026, 11, 11)},
    "IN": COMMON,
    "US": COMMON | {D(2026, 11, 11)},
    "NJ": COMMON,
}

def is_court_day(d, st):
    return d.weekday() < 5 and d not in HOLIDAYS[st]

def roll(d, st):
    while not is_court_day(d, st):
        d += dt.timedelta(days=1)
    return d

def plus_days(start, n, st, do_roll=True):
    d = start + dt.timedelta(days=n)
    return roll(d, st) if do_roll else d

def plus_months(start, m):
    y, mo = start.year + (start.month - 1 + m) // 12, (start.month - 1 + m) % 12 + 1
    day = min(start.day, calendar.monthrange(y, mo)[1])
    return D(y, mo, day)

def plus_business_days(start, n, st):
    d, k = start, 0
    while k < n:
        d += dt.timedelta(days=1)
        if is_court_day(d, st):
            k += 1
    return d

# id, label, computed date (from rule), key date, expected status ("open"/"passed")
DEADLINES = []
def dl(item, label, computed, key, status):
    DEADLINES.append((item, label, computed, key, status))

dl("Q-EN-01", "WA answer, 20 days after in-hand service at work Dec 1",
   plus_days(D(2026, 12, 1), 20, "WA"), D(2026, 12, 21), "open")
_ca_complete = D(2026, 11, 23) + dt.timedelta(days=10)          # CCP 415.20(a)
assert _ca_complete == D(2026, 12, 3)
dl("Q-EN-02", "CA answer, substituted service (mailed Nov 23) +10, then 30 days, roll",
   plus_days(_ca_complete, 30, "CA"), D(2027, 1, 4), "open")
dl("Q-EN-03", "TX justice court answer, 14 days after Sat Nov 21, roll",
   plus_days(D(2026, 11, 21), 14, "TX"), D(2026, 12, 7), "open")
_ny_complete = D(2026, 11, 30) + dt.timedelta(days=10)          # CPLR 308(4)
assert _ny_complete == D(2026, 12, 10)
dl("Q-EN-04", "NY nail-and-mail: affidavit filed Nov 30 +10, then 30 days, roll",
   plus_days(_ny_complete, 30, "NY"), D(2027, 1, 11), "open")
dl("Q-EN-05", "OH answer, 28 days after certified mail delivered Nov 27, roll (Christmas)",
   plus_days(D(2026, 11, 27), 28, "OH"), D(2026, 12, 28), "open")
dl("Q-EN-06", "IL answer/appearance, 30 days after in-hand Nov 6, roll",
   plus_days(D(2026, 11, 6), 30, "IL"), D(2026, 12, 7), "open")
dl("Q-EN-07", "MI answer, 28 days after certified mail Oct 14, roll (Veterans Day)",
   plus_days(D(2026, 10, 14), 28, "MI"), D(2026, 11, 12), "passed")
dl("Q-EN-08", "CA CCP 473(b): 6 months after default entered Jun 15",
   plus_months(D(2026, 6, 15), 6), D(2026, 12, 15), "open")
dl("Q-EN-08", "CA CCP 473.5 outer limit: 2 years after default judgment",
   plus_months(D(2026, 6, 15), 24), D(2028, 6, 15), "open")
dl("Q-EN-09", "CA motion to vacate renewal, 30 days after personal service Nov 23",
   plus_days(D(2026, 11, 23), 30, "CA"), D(2026, 12, 23), "open")
dl("Q-EN-13", "FL claim of exemption, 20 days after service Nov 24",
   plus_days(D(2026, 11, 24), 20, "FL"), D(2026, 12, 14), "open")
dl("Q-EN-21", "NY exemption claim form, 20 days after postmark Nov 25",
   plus_days(D(2026, 11, 25), 20, "NY"), D(2026, 12, 15), "open")
dl("Q-EN-22", "FDCPA 1 year from the Nov 18, 2026 call",
   plus_months(D(2026, 11, 18), 12), D(2027, 11, 18), "open")
dl("Q-EN-26", "validation period end printed on notice",
   D(2026, 12, 10), D(2026, 12, 10), "open")
dl("Q-EN-31", "Marion County small claims hearing printed",
   D(2026, 12, 9), D(2026, 12, 9), "open")
dl("Q-EN-35", "VT answer, 21 days after in-hand Nov 30",
   plus_days(D(2026, 11, 30), 21, "VT"), D(2026, 12, 21), "open")
dl("Q-ES-01", "AZ justice court answer, 20 days after abode service Nov 23, roll",
   plus_days(D(2026, 11, 23), 20, "AZ"), D(2026, 12, 14), "open")
dl("Q-ES-02", "ID answer, 21 days after in-hand Nov 18",
   plus_days(D(2026, 11, 18), 21, "ID"), D(2026, 12, 9), "open")
dl("Q-ES-03", "Cook County small claims return date printed",
   D(2026, 12, 10), D(2026, 12, 10), "open")
dl("Q-ES-04", "TX justice court motion to set aside, 14 days after judgment signed Nov 19",
   plus_days(D(2026, 11, 19), 14, "TX"), D(2026, 12, 3), "open")
dl("Q-ES-04", "TX justice court appeal, 21 days after judgment signed Nov 19",
   plus_days(D(2026, 11, 19), 21, "TX"), D(2026, 12, 10), "open")
dl("Q-ES-11", "OH bank garnishment hearing request, 5 business days after receipt Dec 1",
   plus_business_days(D(2026, 12, 1), 5, "OH"), D(2026, 12, 8), "open")
dl("Q-ES-14", "FL answer suit A, 20 days after in-hand Nov 19",
   plus_days(D(2026, 11, 19), 20, "FL"), D(2026, 12, 9), "open")
dl("Q-ES-14", "FL answer suit B, 20 days after in-hand Nov 30, roll",
   plus_days(D(2026, 11, 30), 20, "FL"), D(2026, 12, 21), "open")

EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre"]

def en_str(d):
    return f"{EN_DAYS[d.weekday()]}, {EN_MONTHS[d.month-1]} {d.day}, {d.year}"

def es_str(d):
    return f"{ES_DAYS[d.weekday()]} {d.day} de {ES_MONTHS[d.month-1]} de {d.year}"

def main():
    errors = []
    items = {}
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            it = json.loads(line)
            items[it["id"]] = it

    # 1, 2, 4: recompute deadlines
    print("Deadline keys:")
    for item, label, computed, key, status in DEADLINES:
        ok = computed == key
        st = "passed" if key < TODAY else "open"
        if st != status:
            errors.append(f"{item}: status {st} != expected {status}")
        if not ok:
            errors.append(f"{item}: {label}: computed {computed} != key {key}")
        must = " ".join(items[item]["must_say"])
        grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
        s_en, s_es = en_str(key), es_str(key)
        in_must = (s_en in must) or (s_es in must)
        # 473.5 outer limit is written as "June 15, 2028" (no weekday) in must_say
        if not in_must and key == D(2028, 6, 15):
            in_must = "June 15, 2028" in must
        # FDCPA key is for the Nov 18 call
        if not in_must:
            errors.append(f"{item}: key '{s_en}' / '{s_es}' not found in must_say")
        in_grading = (s_en in grading) or (s_es in grading) or key == D(2028, 6, 15)
        if not in_grading:
            errors.append(f"{item}: key '{s_en}' / '{s_es}' not found in GRADING.md")
        print(f"  {'OK ' if ok and in_must else 'ERR'} {item:8s} {label:80s} -> {s_en} [{st}]")

    # 3: every weekday+date string in the set's text files
    en_full = re.compile(r"\b(%s),? (%s) (\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?" %
                         ("|".join(EN_DAYS), "|".join(EN_MONTHS)))
    es_full = re.compile(r"\b(%s),? (\d{1,2}) de (%s)(?: de (\d{4}))?" %
                         ("|".join(ES_DAYS), "|".join(ES_MONTHS)), re.IGNORECASE)
    en_abbr = re.compile(r"\b(Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Sat|Sun)\.? (%s|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? (\d{1,2})(?:,? (\d{4}))?\b" % "|".join(EN_MONTHS), re.IGNORECASE)
    ABBR_DAY = {"Mon": 0, "Tue": 1, "Tues": 1, "Wed": 2, "Thu": 3, "Thurs": 3, "Fri": 4, "Sat": 5, "Sun": 6}
    ABBR_MON = {m[:3]: i + 1 for i, m in enumerate(EN_MONTHS)}
    ABBR_MON["Sept"] = 9

    def default_year(month):
        return 2027 if month == 1 else 2026

    checked = 0
    for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
        path = os.path.join(HERE, fn)
        if not os.path.exists(path):
            errors.append(f"missing file {fn}")
            continue
        text = open(path, encoding="utf-8").read()
        for m in en_full.finditer(text):
            wd, mon, day, yr = m.group(1), m.group(2), int(m.group(3)), m.group(4)
            month = EN_MONTHS.index(mon) + 1
            year = int(yr) if yr else default_year(month)
            d = D(year, month, day)
            checked += 1
            if EN_DAYS[d.weekday()] != wd:
                errors.append(f"{fn}: '{m.group(0)}' is actually a {EN_DAYS[d.weekday()]}")
        for m in es_full.finditer(text):
            wd, day, mon, yr = m.group(1).lower(), int(m.group(2)), m.group(3).lower(), m.group(4)
            month = ES_MONTHS.index(mon) + 1
            year = int(yr) if yr else default_year(month)
            d = D(year, month, day)
            checked += 1
            if ES_DAYS[d.weekday()] != wd:
                errors.append(f"{fn}: '{m.group(0)}' is actually a {ES_DAYS[d.weekday()]}")
        for m in en_abbr.finditer(text):
            wd, mon, day, yr = m.group(1).capitalize(), m.group(2).capitalize(), int(m.group(3)), m.group(4)
            month = ABBR_MON[mon[:4] if mon == "Sept" else mon[:3]]
            year = int(yr) if yr else default_year(month)
            d = D(year, month, day)
            checked += 1
            if d.weekday() != ABBR_DAY[wd]:
                errors.append(f"{fn}: '{m.group(0)}' is actually a {EN_DAYS[d.weekday()]}")
        # "Monday Nov 23"-style strings (weekday word + abbreviated month)
        for m in re.finditer(r"\b(%s) (Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.? (\d{1,2})\b" % "|".join(EN_DAYS), text, re.IGNORECASE):
            wd = m.group(1).capitalize()
            month = ABBR_MON[m.group(2).capitalize()]
            d = D(default_year(month), month, int(m.group(3)))
            checked += 1
            if EN_DAYS[d.weekday()] != wd:
                errors.append(f"{fn}: '{m.group(0)}' is actually a {EN_DAYS[d.weekday()]}")
    print(f"\nWeekday+date strings checked: {checked}")
    assert TODAY.weekday() == 2, "reference date must be a Wednesday"

    if errors:
        print("\nERRORS:")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print(f"All {len(DEADLINES)} deadline keys recomputed and all weekday strings correct.")

if __name__ == "__main__":
    main()
