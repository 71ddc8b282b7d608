#!/usr/bin/env python3
"""Recompute every date key of set AW part-1 from its rule and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.
Reference date: Monday, December 7, 2026. Stdlib only."""
import datetime as dt, json, re, sys, os
D = dt.date
HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = D(2026, 12, 7)
assert TODAY.weekday() == 0, "reference date must be a Monday"

# Court holidays relevant to the windows used (Dec 2026 - Jan 2027)
FED = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
HOL = {"VA": FED, "AL": FED, "NY": FED, "IL": FED, "AR": FED | {D(2026, 12, 24)},  # Ark. Code 1-5-101: Christmas Eve
       "PA": FED, "TX": FED, "IN": FED, "TN": FED}

def roll(d, st):
    while d.weekday() >= 5 or d in HOL[st]:
        d += dt.timedelta(1)
    return d

def plus(start, n, st):
    return roll(start + dt.timedelta(n), st)

def first_monday_after(d):
    d += dt.timedelta(1)
    while d.weekday() != 0:
        d += dt.timedelta(1)
    return d

# id: (rule, computed last day/date, expected)
KEYS = {
 "P1-EN-01": ("VA GDC: appear on return date printed on warrant", D(2027, 1, 5), D(2027, 1, 5)),
 "P1-EN-02": ("AL district court: answer 14 days after certified-mail delivery 11/24", plus(D(2026, 11, 24), 14, "AL"), D(2026, 12, 8)),
 "P1-EN-03": ("NY CPLR 308(4)/CCA 402: complete 10 days after proof filed 11/12, then 30 days",
              plus(D(2026, 11, 12) + dt.timedelta(10), 30, "NY"), D(2026, 12, 22)),
 "P1-EN-04": ("IL S.Ct. Rule 101(d): 30 days after service 12/2, holiday roll", plus(D(2026, 12, 2), 30, "IL"), D(2027, 1, 4)),
 "P1-EN-05": ("AR: 30 days after service 11/24 (per summons), Christmas Eve+Christmas+weekend roll",
              plus(D(2026, 11, 24), 30, "AR"), D(2026, 12, 28)),
 "P1-EN-07": ("VA 8.01-329: service effective on certificate filing 11/16; Rule 3:8 21 days",
              plus(D(2026, 11, 16), 21, "VA"), D(2026, 12, 7)),
 "P1-EN-08": ("PA Rule 237.3(b): petition to open within 10 days of entry 11/30", plus(D(2026, 11, 30), 10, "PA"), D(2026, 12, 10)),
 "P1-EN-09a": ("TX TRCP 505.3: motion to set aside/new trial 14 days after 11/20 (passed)", plus(D(2026, 11, 20), 14, "TX"), D(2026, 12, 4)),
 "P1-EN-09": ("TX TRCP 506.1: appeal 21 days after judgment signed 11/20", plus(D(2026, 11, 20), 21, "TX"), D(2026, 12, 11)),
 "P1-EN-10": ("IN proceedings supplemental: hearing date printed on order", D(2026, 12, 15), D(2026, 12, 15)),
 "P1-ES-01": ("TX TRCP 114: 10 a.m. first Monday after 42 days from issuance 10/26",
              first_monday_after(D(2026, 10, 26) + dt.timedelta(42)), D(2026, 12, 14)),
 "P1-ES-02": ("TN T.C.A. 27-5-108: appeal 10 days after General Sessions judgment 11/30", plus(D(2026, 11, 30), 10, "TN"), D(2026, 12, 10)),
}
ok = True
for k, (rule, got, exp) in KEYS.items():
    flag = "OK " if got == exp else "BAD"
    ok &= got == exp
    status = "passed" if got < TODAY else ("TODAY" if got == TODAY else "open")
    print(f"{flag} {k:10} {got:%A, %B %d, %Y} [{status}]  {rule}")
# sanity: deadlines stated as passed/open
assert KEYS["P1-EN-09a"][1] < TODAY and KEYS["P1-EN-07"][1] == TODAY
assert all(v[1] >= TODAY for k, v in KEYS.items() if k != "P1-EN-09a")

# Check weekday+date strings in all text files
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
EN_M = {m: i + 1 for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July",
                                         "August", "September", "October", "November", "December"])}
ES_M = {m: i + 1 for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
                                         "agosto", "septiembre", "octubre", "noviembre", "diciembre"])}
re_en = re.compile(r"\b(" + "|".join(EN_DAYS) + r"),? (" + "|".join(EN_M) + r") (\d{1,2}),? (\d{4})", re.I)
re_es = re.compile(r"\b(" + "|".join(ES_DAYS) + r") (\d{1,2}) de (" + "|".join(ES_M) + r")(?: de)? (\d{4})", re.I)
n = 0
texts = []
for fn in ["questions.jsonl", "GRADING.md", "README.md"]:
    p = os.path.join(HERE, fn)
    if os.path.exists(p):
        texts.append((fn, open(p, encoding="utf-8").read()))
for fn, t in texts:
    for m in re_en.finditer(t):
        wd, mo, dd, yy = m.groups()
        real = D(int(yy), EN_M[mo.capitalize()], int(dd))
        n += 1
        if EN_DAYS[real.weekday()].lower() != wd.lower():
            ok = False; print("BAD weekday", fn, m.group(0), "is", EN_DAYS[real.weekday()])
    for m in re_es.finditer(t):
        wd, dd, mo, yy = m.groups()
        real = D(int(yy), ES_M[mo.lower()], int(dd))
        n += 1
        if ES_DAYS[real.weekday()] != wd.lower():
            ok = False; print("BAD weekday", fn, m.group(0), "is", ES_DAYS[real.weekday()])

# Loose forms typed by users, e.g. "wed dec 2", "Tuesday Nov 24", "lunes 30 de noviembre" (year inferred:
# Jan-Feb -> 2027, otherwise 2026), and "Dec 15 2026 ... (its a Tuesday)".
AB = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
MA = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}
re_loose = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,? (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})\b(?!,? \d{4})", re.I)
re_es_loose = re.compile(r"\b(" + "|".join(ES_DAYS) + r") (\d{1,2}) de (" + "|".join(ES_M) + r")\b(?! (?:de )?\d{4})", re.I)
re_paren = re.compile(r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (\d{1,2}),? (\d{4})[^()]{0,30}\(it'?s a (\w+)\)", re.I)
def yr(m): return 2027 if m <= 2 else 2026
for fn, t in texts:
    for m in re_loose.finditer(t):
        wd, mo, dd = m.groups(); mo = MA[mo.lower()[:3]]
        real = D(yr(mo), mo, int(dd)); n += 1
        if real.weekday() != AB[wd.lower()[:3]]:
            ok = False; print("BAD weekday", fn, m.group(0), "is", EN_DAYS[real.weekday()])
    for m in re_es_loose.finditer(t):
        wd, dd, mo = m.groups(); mo = ES_M[mo.lower()]
        real = D(yr(mo), mo, int(dd)); n += 1
        if ES_DAYS[real.weekday()] != wd.lower():
            ok = False; print("BAD weekday", fn, m.group(0), "is", ES_DAYS[real.weekday()])
    for m in re_paren.finditer(t):
        mo, dd, yy, wd = m.groups(); real = D(int(yy), MA[mo.lower()[:3]], int(dd)); n += 1
        if EN_DAYS[real.weekday()].lower() != wd.lower():
            ok = False; print("BAD weekday", fn, m.group(0), "is", EN_DAYS[real.weekday()])
print(f"checked {n} weekday+date strings")
print("ALL OK" if ok else "FAILURES")
sys.exit(0 if ok else 1)
