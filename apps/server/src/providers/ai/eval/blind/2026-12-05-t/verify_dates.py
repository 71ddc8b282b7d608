#!/usr/bin/env python3
"""Recompute every date key of set T from its rule and check every weekday+date string.

Reference date: Tuesday, December 1, 2026.
Usage: python3 verify_dates.py   (exit code 0 = all checks pass)

What it does
 1. For each deadline scenario, recomputes the date(s) from the inputs given in the
    question and the rule named in the key, and checks that the expected
    weekday+date string appears in that item's keys (must_say/should_say) and in
    GRADING.md (deadline key).
 2. Finds EVERY weekday+date string (English and Spanish, full or abbreviated) in
    questions.jsonl, GRADING.md and README.md and checks the weekday is right.
 3. Checks the federal-benefit lookback facts used by the bank-levy items.
"""
import calendar
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = dt.date(2026, 12, 1)
D = dt.date
ONE = dt.timedelta(days=1)

EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
EN_MONTHS = [None, "January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December"]
ES_MONTHS = [None, "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
             "agosto", "septiembre", "octubre", "noviembre", "diciembre"]

failures = []
checks = 0


def check(cond, msg):
    global checks
    checks += 1
    if not cond:
        failures.append(msg)


# ---------------------------------------------------------------- holidays
def nth_weekday(year, month, weekday, n):
    """n-th given weekday (0=Mon) of month; n=-1 means last."""
    days = [d for d in range(1, calendar.monthrange(year, month)[1] + 1)
            if D(year, month, d).weekday() == weekday]
    return D(year, month, days[n - 1] if n > 0 else days[n])


def observed(day):
    if day.weekday() == 5:
        return day - ONE
    if day.weekday() == 6:
        return day + ONE
    return day


def federal_holidays(year):
    return {
        observed(D(year, 1, 1)),
        nth_weekday(year, 1, 0, 3),        # MLK Day
        nth_weekday(year, 2, 0, 3),        # Washington's Birthday
        nth_weekday(year, 5, 0, -1),       # Memorial Day
        observed(D(year, 6, 19)),          # Juneteenth
        observed(D(year, 7, 4)),
        nth_weekday(year, 9, 0, 1),        # Labor Day
        nth_weekday(year, 10, 0, 2),       # Columbus/Indigenous Peoples' Day
        observed(D(year, 11, 11)),         # Veterans Day
        nth_weekday(year, 11, 3, 4),       # Thanksgiving
        observed(D(year, 12, 25)),
    }


HOLIDAYS = set()
for y in (2026, 2027, 2028):
    HOLIDAYS |= federal_holidays(y)
# Every state in this set closes its courts on these; the day after Thanksgiving is a
# court holiday in many states but falls before TODAY and inside no counted period's end.
assert D(2026, 12, 25) in HOLIDAYS and D(2027, 1, 1) in HOLIDAYS and D(2027, 1, 18) in HOLIDAYS


def is_court_day(day):
    return day.weekday() < 5 and day not in HOLIDAYS


def roll_forward(day):
    """Last day on a Saturday, Sunday or court holiday moves to the next court day."""
    while not is_court_day(day):
        day += ONE
    return day


def add_days(start, n):
    """Calendar-day count: exclude the start day, include the last day."""
    return start + dt.timedelta(days=n)


def add_business_days(start, n):
    day = start
    while n:
        day += ONE
        if is_court_day(day):
            n -= 1
    return day


def add_months(day, months):
    m = day.month - 1 + months
    y = day.year + m // 12
    m = m % 12 + 1
    return D(y, m, min(day.day, calendar.monthrange(y, m)[1]))


def tx_rule99(service):
    """Tex. R. Civ. P. 99(b): 10:00 a.m. on the Monday next after 20 days from service."""
    day20 = add_days(service, 20)
    monday = day20 + dt.timedelta(days=(7 - day20.weekday()) % 7 or 7)
    return day20, roll_forward(monday)


def en(day):
    return f"{EN_DAYS[day.weekday()]}, {EN_MONTHS[day.month]} {day.day}, {day.year}"


def es(day):
    return f"{ES_DAYS[day.weekday()]} {day.day} de {ES_MONTHS[day.month]} de {day.year}"


# ---------------------------------------------------------------- load files
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fh:
    ITEMS = {json.loads(l)["id"]: json.loads(l) for l in fh if l.strip()}
with open(os.path.join(HERE, "GRADING.md"), encoding="utf-8") as fh:
    GRADING = fh.read()
with open(os.path.join(HERE, "README.md"), encoding="utf-8") as fh:
    README = fh.read()


def key_text(item_id):
    it = ITEMS[item_id]
    return " ".join(it["must_say"] + it["should_say"])


def expect(item_id, label, day, fmt=en, where=("keys", "grading"), future=None):
    s = fmt(day)
    if "keys" in where:
        check(s in key_text(item_id), f"{item_id}: {label} '{s}' not found in keys")
    if "grading" in where:
        check(s in GRADING, f"{item_id}: {label} '{s}' not found in GRADING.md")
    if future is True:
        check(day >= TODAY, f"{item_id}: {label} {s} should not be before {TODAY}")
    if future is False:
        check(day < TODAY, f"{item_id}: {label} {s} should already have passed")
    return day


rows = []


def row(item_id, state, event, rule, last):
    rows.append((item_id, state, event, rule, last))


check(TODAY.weekday() == 1, "reference date must be a Tuesday")

# ---------------------------------------------------------------- scenarios
# EN-01 Texas county court at law, in hand Tue Nov 10
svc = D(2026, 11, 10)
day20, ans = tx_rule99(svc)
check(svc.weekday() == 1, "EN-01 service day should be a Tuesday")
expect("Q-EN-01", "service", svc)
expect("Q-EN-01", "20th day", day20, future=False)
expect("Q-EN-01", "answer day", ans, future=True)
check(ans == D(2026, 12, 7), "EN-01 answer day should be Dec 7")
row("Q-EN-01", "TX", "in-hand service Tue 2026-11-10", "TRCP 99(b) Monday next after 20 days, 10 a.m.", ans)

# EN-02 California substituted service: left Mon Nov 9, mailed Nov 10
mailed = D(2026, 11, 10)
complete = add_days(mailed, 10)
raw = add_days(complete, 30)
last = roll_forward(raw)
expect("Q-EN-02", "service complete", complete)
expect("Q-EN-02", "raw day 30", raw, where=("keys",))
expect("Q-EN-02", "last day", last, future=True)
check(D(2026, 12, 18) < last, "EN-02 Friday Dec 18 must be before the last day")
check(D(2026, 12, 25) > last, "EN-02 Christmas must be after the last day")
row("Q-EN-02", "CA", "substituted service 11-09, mailed 11-10", "CCP 415.20 (+10 after mailing) + 412.20 (30 days) + CCP 12a", last)

# EN-03 Ohio, certified mail delivered Thu Nov 5
svc = D(2026, 11, 5)
last = roll_forward(add_days(svc, 28))
expect("Q-EN-03", "answer day", last, future=True)
row("Q-EN-03", "OH", "certified mail signed 11-05", "Civ.R. 12(A) 28 days from delivery", last)

# EN-04 Georgia magistrate, left with sister Fri Oct 30
svc = D(2026, 10, 30)
raw = add_days(svc, 30)
last = roll_forward(raw)
open_by = add_days(last, 15)
expect("Q-EN-04", "raw day 30", raw, where=("keys",))
expect("Q-EN-04", "answer day", last, future=False)
expect("Q-EN-04", "open-default window", open_by, future=True)
row("Q-EN-04", "GA", "abode service on sister 10-30", "O.C.G.A. 15-10-43 30 days (weekend roll); open default as of right within 15 days + costs", open_by)

# EN-05 Michigan, certified mail signed Fri Nov 27
svc = D(2026, 11, 27)
raw = add_days(svc, 28)
last = roll_forward(raw)
check(raw == D(2026, 12, 25), "EN-05 raw day should be Christmas")
expect("Q-EN-05", "raw day 28", raw, where=("keys",))
expect("Q-EN-05", "answer day", last, future=True)
row("Q-EN-05", "MI", "certified mail, restricted delivery, signed 11-27", "MCR 2.108(A)(2) 28 days + MCR 1.108 roll", last)

# EN-06 New York City Civil Court, nail-and-mail: posted Nov 16, mailed Nov 18
posted, mailed = D(2026, 11, 16), D(2026, 11, 18)
safe = roll_forward(add_days(posted, 20))
earliest_legal = roll_forward(add_days(add_days(mailed, 10), 30))
expect("Q-EN-06", "safe target", safe, future=True)
expect("Q-EN-06", "earliest legal last day", earliest_legal, future=True)
row("Q-EN-06", "NY", "affix-and-mail 11-16 / 11-18", "CPLR 308(4): complete 10 days after proof filed; 30 days to answer. Safe target = 20 days from posting", safe)

# EN-07 Texas justice court default judgment signed Thu Nov 19
signed = D(2026, 11, 19)
m = roll_forward(add_days(signed, 14))
a = roll_forward(add_days(signed, 21))
expect("Q-EN-07", "motion to set aside", m, future=True)
expect("Q-EN-07", "appeal", a, future=True)
row("Q-EN-07", "TX", "default judgment signed 11-19", "TRCP 505.3 motion 14 days; TRCP 506.1 appeal 21 days", m)

# EN-08 California default after publication; judgment May 14, 2026; written notice Nov 20, 2026
judg = D(2026, 5, 14)
six = add_months(judg, 6)
check(six < TODAY, "EN-08 the 473(b) six months must have run")
notice = D(2026, 11, 20)
outer = min(add_days(notice, 180), add_months(judg, 24))
expect("Q-EN-08", "473.5 outer limit", outer, future=True)
row("Q-EN-08", "CA", "publication; default judgment 2026-05-14; letter 11-20", "CCP 473(b) 6 months (passed) / CCP 473.5 earlier of 2 years or 180 days after written notice", outer)

# EN-10 North Carolina small claims judgment Mon Nov 23
j = D(2026, 11, 23)
last = roll_forward(add_days(j, 10))
expect("Q-EN-10", "entry", j)
expect("Q-EN-10", "appeal", last, future=True)
row("Q-EN-10", "NC", "small-claims judgment 11-23", "G.S. 7A-228 appeal within 10 days", last)

# EN-11 Pennsylvania MDJ default judgment Tue Nov 24
j = D(2026, 11, 24)
last = add_days(j, 30)          # Thursday, Dec 24: not a legal holiday in PA
safe = last - ONE
expect("Q-EN-11", "entry", j)
expect("Q-EN-11", "appeal last day", last, future=True)
expect("Q-EN-11", "safe filing day", safe, future=True)
row("Q-EN-11", "PA", "MDJ default judgment 11-24", "Pa.R.C.P.M.D.J. 1002 appeal 30 days (Christmas Eve: file a day early)", last)

# EN-17 Florida fact information sheet, judgment Nov 2
j = D(2026, 11, 2)
last = roll_forward(add_days(j, 45))
expect("Q-EN-17", "fact information sheet", last, future=True)
row("Q-EN-17", "FL", "final judgment 11-02", "Fla. R. Civ. P. 1.560(b) Form 1.977 within 45 days", last)

# EN-19 Ohio non-wage garnishment notice received Mon Nov 30
rec = D(2026, 11, 30)
last = add_business_days(rec, 5)
expect("Q-EN-19", "received", rec)
expect("Q-EN-19", "hearing request", last, future=True)
row("Q-EN-19", "OH", "garnishment notice received 11-30", "R.C. 2716.13 hearing request by end of 5th business day", last)

# EN-21 Florida bank garnishment, notice received Fri Nov 20
rec = D(2026, 11, 20)
last = roll_forward(add_days(rec, 20))
expect("Q-EN-21", "received", rec)
expect("Q-EN-21", "claim of exemption", last, future=True)
row("Q-EN-21", "FL", "notice of garnishment received 11-20", "Fla. Stat. 77.041 claim of exemption within 20 days", last)

# EN-25 Regulation F validation period: letter sent Mon Nov 16
sent = D(2026, 11, 16)
assumed = add_business_days(sent, 5)
end = add_days(assumed, 30)
expect("Q-EN-25", "assumed receipt", assumed)
expect("Q-EN-25", "validation end", end, future=True)
check(end == D(2026, 12, 23), "EN-25 letter's Dec 23 must match Reg F computation")
row("Q-EN-25", "(federal)", "validation notice mailed 11-16", "12 CFR 1006.34: receipt assumed 5 business days after sending, +30 days", end)

# EN-26 Tennessee General Sessions printed trial date
expect("Q-EN-26", "trial date", D(2026, 12, 15), future=True)
row("Q-EN-26", "TN", "civil warrant, trial date printed", "appear on the trial date (no written answer required)", D(2026, 12, 15))

# EN-27 New York City Civil Court, personal delivery Tue Nov 24
svc = D(2026, 11, 24)
last = roll_forward(add_days(svc, 20))
expect("Q-EN-27", "answer day", last, future=True)
row("Q-EN-27", "NY", "personal delivery in NYC 11-24", "20 days after personal delivery in the City", last)

# EN-29 Kentucky District Court, served at work Thu Nov 19
svc = D(2026, 11, 19)
last = roll_forward(add_days(svc, 20))
expect("Q-EN-29", "answer day", last, future=True)
row("Q-EN-29", "KY", "served at work 11-19", "CR 12.01 20 days", last)

# EN-31 Missouri associate circuit printed court date
expect("Q-EN-31", "court date", D(2027, 1, 6), future=True)
row("Q-EN-31", "MO", "summons with court date", "appear on the return date printed on the summons", D(2027, 1, 6))

# EN-35 Louisiana city court, served Wed Nov 25 (conservative 10-day reading)
svc = D(2026, 11, 25)
raw = add_days(svc, 10)
last = roll_forward(raw)
check(raw.weekday() == 5, "EN-35 raw day 10 should be a Saturday")
expect("Q-EN-35", "safe answer day", last, future=True)
row("Q-EN-35", "LA", "citation served 11-25", "city-court answer delay (conservatively 10 days) + weekend roll", last)

# ES-01 Florida county court, served at work Mon Nov 16
svc = D(2026, 11, 16)
raw = add_days(svc, 20)
last = roll_forward(raw)
expect("Q-ES-01", "service", svc, fmt=es, where=("keys",))
expect("Q-ES-01", "answer day", last, fmt=es, future=True)
row("Q-ES-01", "FL", "served at work 11-16", "Fla. R. Civ. P. 1.140(a) 20 days + Rule 2.514 roll", last)

# ES-02 New Jersey Special Civil Part, left with husband Thu Nov 5
svc = D(2026, 11, 5)
last = roll_forward(add_days(svc, 35))
expect("Q-ES-02", "service", svc, fmt=es, where=("keys",))
expect("Q-ES-02", "answer day", last, fmt=es, future=True)
row("Q-ES-02", "NJ", "left with husband 11-05", "Special Civil Part: 35 days to answer", last)

# ES-03 Illinois small claims return date
expect("Q-ES-03", "return date", D(2027, 1, 11), fmt=es, future=True)
row("Q-ES-03", "IL", "out-of-state personal service 11-19; return date printed", "Ill. S. Ct. R. 181(b): appear on the return date", D(2027, 1, 11))

# ES-10 California bank levy, notice arrived Nov 24 (conservative 15 days from arrival)
arr = D(2026, 11, 24)
target = add_days(arr, 15)
expect("Q-ES-10", "conservative target", target, fmt=es, future=True)
row("Q-ES-10", "CA", "notice of levy arrived by mail 11-24", "CCP 703.520: 15 days after service (+5 if mailed); conservative target counts 15 from arrival", target)

# ES-15 California, personal service Fri Nov 13
svc = D(2026, 11, 13)
raw = add_days(svc, 30)
last = roll_forward(raw)
expect("Q-ES-15", "raw day 30", raw, fmt=es, where=("keys",))
expect("Q-ES-15", "answer day", last, fmt=es, future=True)
row("Q-ES-15", "CA", "personal service 11-13", "CCP 412.20 30 days + CCP 12a roll", last)

# ---------------------------------------------------------------- benefit lookback (31 CFR 212)
def lookback_window(review):
    start = review - ONE
    earlier = add_months(review, -2)
    return earlier, start   # inclusive range [corresponding date two months earlier, day before review]


def third_wednesday(y, m):
    return nth_weekday(y, m, 2, 3)


def ssi_pay_date(y, m):
    day = D(y, m, 1)
    while not is_court_day(day):
        day -= ONE
    return day


# EN-20 SSDI on 3rd Wednesday; review Nov 30
lo, hi = lookback_window(D(2026, 11, 30))
dep = [third_wednesday(2026, m) for m in (9, 10, 11)]
check(dep[1] == D(2026, 10, 21) and dep[2] == D(2026, 11, 18), "EN-20 SSDI dates should be Oct 21 and Nov 18")
inside = [d for d in dep if lo <= d <= hi]
check(inside == [D(2026, 10, 21), D(2026, 11, 18)], f"EN-20 lookback should hold exactly Oct 21 and Nov 18, got {inside}")
protected = min(2150.00, 1480.00 * len(inside))
check(protected == 2150.00, "EN-20 protected amount should be the whole $2,150")

# ES-11 SSI paid on the 1st (earlier business day if weekend); review Nov 24
lo, hi = lookback_window(D(2026, 11, 24))
pays = [ssi_pay_date(2026, m) for m in (9, 10, 11, 12)]
check(pays[1] == D(2026, 10, 1) and pays[2] == D(2026, 10, 30), f"ES-11 SSI dates should be Oct 1 and Oct 30, got {pays}")
check(pays[3] == TODAY, "ES-11 December SSI should arrive today (Dec 1)")
inside = [d for d in pays if lo <= d <= hi]
check(inside == [D(2026, 10, 1), D(2026, 10, 30)], f"ES-11 lookback should hold Oct 1 and Oct 30, got {inside}")
check(min(1650.00, 994.00 * len(inside)) == 1650.00, "ES-11 protected amount should be the whole $1,650")

# ---------------------------------------------------------------- every weekday+date string
EN_DAY_RE = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
             r"tues|thurs|thur|mon|tue|wed|thu|fri|sat|sun")
EN_MON = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
          "sep": 9, "oct": 10, "nov": 11, "dec": 12}
EN_RE = re.compile(
    r"\b(" + EN_DAY_RE + r")\b\.?,?\s+(january|february|march|april|may|june|july|august|"
    r"september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b\.?"
    r"\s+(\d{1,2})\b(?:,?\s+(\d{4}))?", re.I)
ES_DAY = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
          "sábado": 5, "sabado": 5, "domingo": 6}
ES_MON = {"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
          "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "nov": 11,
          "diciembre": 12, "dic": 12, "ene": 1}
ES_RE = re.compile(
    r"\b(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo),?\s+(\d{1,2})\s+de\s+"
    r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|"
    r"diciembre|nov|dic|ene)\b\.?(?:\s+(?:de\s+)?(\d{4}))?", re.I)


def en_day_index(name):
    n = name.lower()
    for i, full in enumerate(EN_DAYS):
        if full.lower().startswith(n[:3]):
            return i
    raise ValueError(name)


def infer_year(month, year):
    if year:
        return int(year)
    return 2026 if month >= 8 else 2027


found = 0


def scan(text, where):
    global found
    for mt in EN_RE.finditer(text):
        wd = en_day_index(mt.group(1))
        month = EN_MON[mt.group(2).lower()[:3]]
        day = D(infer_year(month, mt.group(4)), month, int(mt.group(3)))
        found += 1
        check(day.weekday() == wd, f"{where}: '{mt.group(0)}' is really a {EN_DAYS[day.weekday()]}")
    for mt in ES_RE.finditer(text):
        wd = ES_DAY[mt.group(1).lower()]
        month = ES_MON[mt.group(3).lower()]
        day = D(infer_year(month, mt.group(4)), month, int(mt.group(2)))
        found += 1
        check(day.weekday() == wd, f"{where}: '{mt.group(0)}' is really a {ES_DAYS[day.weekday()]}")


for iid, it in ITEMS.items():
    blob = " | ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
    scan(blob, iid)
scan(GRADING, "GRADING.md")
scan(README, "README.md")

# ---------------------------------------------------------------- report
print("Deadline scenarios (recomputed):")
for r in rows:
    print(f"  {r[0]:8} {r[1]:9} {r[4].isoformat()} {EN_DAYS[r[4].weekday()]:9}  {r[2]}  [{r[3]}]")
print(f"weekday+date strings checked: {found}")
print(f"checks run: {checks}, failures: {len(failures)}")
for f_ in failures:
    print("FAIL:", f_)
sys.exit(1 if failures else 0)
