#!/usr/bin/env python3
"""Recompute every date key of set AH part 2 from its rule, and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.

Reference date: Friday, December 4, 2026.  Standard library only.
Exit code 0 = all checks pass.
"""
import datetime as dt
import json
import os
import re
import sys

D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 4)

# Court-closure days that matter for the periods below (only the ones in range).
FED = {D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
HOLIDAYS = {
    "TX": FED,
    "MI": FED | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},
    "WA": FED | {D(2026, 11, 27)},
    "GA": FED,
    "TN": FED,
    "OH": FED,
    "IL": FED,
    "VA": FED,
    "US": FED,
}


def closed(d, st):
    return d.weekday() >= 5 or d in HOLIDAYS[st]


def roll(d, st):
    while closed(d, st):
        d += dt.timedelta(days=1)
    return d


def days_after(start, n, st):
    """Exclude the trigger day, include the last day; roll past weekend/holiday."""
    return roll(start + dt.timedelta(days=n), st)


def tx_county_answer(service):
    """Tex. R. Civ. P. 99(b): 10:00 a.m. on the Monday next after the expiration of 20 days."""
    d = service + dt.timedelta(days=20)
    d += dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return roll(d, "TX")


def business_days_after(start, n, st):
    d = start
    k = 0
    while k < n:
        d += dt.timedelta(days=1)
        if not closed(d, st):
            k += 1
    return d


def one_year_after(d):
    return D(d.year + 1, d.month, d.day)


def fmt(d):
    return d.strftime("%A, %B ") + str(d.day) + d.strftime(", %Y")


# (item, description, computed, expected)
SCEN = [
    ("Q-EN-21", "TX county court answer, served at work Fri 2026-11-20: Monday next after 20 days, 10:00 a.m.",
     tx_county_answer(D(2026, 11, 20)), D(2026, 12, 14)),
    ("Q-EN-21", "(20th day after service, for the explanation)", D(2026, 11, 20) + dt.timedelta(days=20), D(2026, 12, 10)),
    ("Q-EN-22", "MI answer 21 days after in-hand service Sat 2026-11-07 (raw 21st day)",
     D(2026, 11, 7) + dt.timedelta(days=21), D(2026, 11, 28)),
    ("Q-EN-22", "MI answer 21 days after in-hand service, rolled (MCR 1.108)",
     days_after(D(2026, 11, 7), 21, "MI"), D(2026, 11, 30)),
    ("Q-EN-23", "WA answer 20 days after in-hand service Mon 2026-11-16 (raw)",
     D(2026, 11, 16) + dt.timedelta(days=20), D(2026, 12, 6)),
    ("Q-EN-23", "WA answer 20 days after service, rolled (CR 6(a))",
     days_after(D(2026, 11, 16), 20, "WA"), D(2026, 12, 7)),
    ("Q-EN-24", "GA magistrate answer 30 days after service Mon 2026-10-26",
     days_after(D(2026, 10, 26), 30, "GA"), D(2026, 11, 25)),
    ("Q-EN-24", "GA open default as of right: 15 days after the answer day (45 days after service) - safe day",
     days_after(D(2026, 10, 26), 45, "GA"), D(2026, 12, 10)),
    ("Q-EN-24", "GA open default: 15 days counted from the day of default (Nov 26) - latest reading",
     days_after(D(2026, 11, 26), 15, "GA"), D(2026, 12, 11)),
    ("Q-EN-25", "TN General Sessions appeal 10 days after judgment Mon 2026-11-30",
     days_after(D(2026, 11, 30), 10, "TN"), D(2026, 12, 10)),
    ("Q-EN-32", "FDCPA 1-year limit from violation Wed 2025-12-10",
     roll(one_year_after(D(2025, 12, 10)), "US"), D(2026, 12, 10)),
    ("Q-EN-36", "OH answer + requests for admissions 28 days after certified-mail service Fri 2026-12-04 (raw)",
     D(2026, 12, 4) + dt.timedelta(days=28), D(2027, 1, 1)),
    ("Q-EN-36", "OH answer 28 days, rolled past New Year's Day and weekend (Civ.R. 6(A))",
     days_after(D(2026, 12, 4), 28, "OH"), D(2027, 1, 4)),
    ("Q-ES-11", "IL Cook County small claims: return date printed on summons",
     D(2026, 12, 21), D(2026, 12, 21)),
    ("Q-ES-12", "VA General District Court: return date printed on papers",
     D(2027, 1, 12), D(2027, 1, 12)),
    ("Q-ES-13", "VA GDC appeal 10 days after judgment Thu 2026-11-12 (raw)",
     D(2026, 11, 12) + dt.timedelta(days=10), D(2026, 11, 22)),
    ("Q-ES-13", "VA GDC appeal 10 days, rolled (Va. Code 1-210) - already passed",
     days_after(D(2026, 11, 12), 10, "VA"), D(2026, 11, 23)),
    ("Q-ES-13", "VA GDC new trial 30 days after judgment (raw)",
     D(2026, 11, 12) + dt.timedelta(days=30), D(2026, 12, 12)),
    ("Q-ES-13", "VA GDC new trial 30 days, rolled",
     days_after(D(2026, 11, 12), 30, "VA"), D(2026, 12, 14)),
    ("Q-ES-16", "OH bank garnishment hearing request: 5 business days after notice received Thu 2026-12-03",
     business_days_after(D(2026, 12, 3), 5, "OH"), D(2026, 12, 10)),
    ("Q-ES-18", "Day 29 after receipt Tue 2026-11-03 (dispute mailed)",
     D(2026, 11, 3) + dt.timedelta(days=29), D(2026, 12, 2)),
    ("Q-ES-18", "Day 30 after receipt",
     D(2026, 11, 3) + dt.timedelta(days=30), D(2026, 12, 3)),
]

MONTHS = {m.lower(): i for i, m in enumerate(
    ["January", "February", "March", "April", "May", "June", "July", "August",
     "September", "October", "November", "December"], 1)}
ABBR = {k[:3]: v for k, v in MONTHS.items()}
ES_MONTHS = {m: i for i, m in enumerate(
    ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
     "septiembre", "octubre", "noviembre", "diciembre"], 1)}
EN_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_DAYS = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3,
           "viernes": 4, "sábado": 5, "sabado": 5, "domingo": 6}

EN_RE = re.compile(
    r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+"
    r"(january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?", re.I)
ES_RE = re.compile(
    r"\b(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)\s+(\d{1,2})"
    r"(?:\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))?"
    r"(?:\s+de\s+(\d{4}))?", re.I)
ES_MONTH_AHEAD = re.compile(r"de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
                            r"octubre|noviembre|diciembre)", re.I)


def infer_year(month):
    return 2027 if month == 1 else 2026


def check_text(name, text):
    errs, n = [], 0
    for m in EN_RE.finditer(text):
        wd, mon, day, yr = m.groups()
        mon = mon.lower()
        month = MONTHS.get(mon) or ABBR.get(mon[:3])
        year = int(yr) if yr else infer_year(month)
        try:
            d = D(year, month, int(day))
        except ValueError:
            errs.append(f"{name}: invalid date '{m.group(0)}'")
            continue
        n += 1
        if EN_DAYS[d.weekday()] != wd.lower():
            errs.append(f"{name}: '{m.group(0)}' is really a {d.strftime('%A')}")
    for m in ES_RE.finditer(text):
        wd, day, mon, yr = m.groups()
        if not mon:
            ahead = ES_MONTH_AHEAD.search(text, m.end(), m.end() + 60)
            if not ahead:
                errs.append(f"{name}: cannot resolve month for '{m.group(0)}'")
                continue
            mon = ahead.group(1)
        month = ES_MONTHS[mon.lower()]
        year = int(yr) if yr else infer_year(month)
        d = D(year, month, int(day))
        n += 1
        if ES_DAYS[wd.lower()] != d.weekday():
            errs.append(f"{name}: '{m.group(0)}' is really a {d.strftime('%A')}")
    return errs, n


def main():
    bad = []
    assert TODAY.weekday() == 4, "reference date must be a Friday"
    print("Deadline scenarios:")
    for item, desc, got, exp in SCEN:
        ok = got == exp
        print(f"  [{'OK' if ok else 'FAIL'}] {item}: {desc} -> {fmt(got)}")
        if not ok:
            bad.append(f"{item}: {desc}: computed {got}, key says {exp}")
    total = 0
    for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
        p = os.path.join(HERE, fn)
        if not os.path.exists(p):
            bad.append(f"missing {fn}")
            continue
        if fn.endswith(".jsonl"):
            for line in open(p, encoding="utf-8"):
                x = json.loads(line)
                blob = " || ".join([x["question"]] + x["must_say"] + x["should_say"] + x["must_not_say"])
                e, n = check_text(x["id"], blob)
                bad += e
                total += n
        else:
            e, n = check_text(fn, open(p, encoding="utf-8").read())
            bad += e
            total += n
    print(f"Weekday+date strings checked: {total}")
    if bad:
        print("FAILURES:")
        for b in bad:
            print("  " + b)
        sys.exit(1)
    print("ALL DATE CHECKS PASSED")


if __name__ == "__main__":
    main()
