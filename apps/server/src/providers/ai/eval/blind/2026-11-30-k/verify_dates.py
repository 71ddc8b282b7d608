#!/usr/bin/env python3
"""Recompute every date key of set K from its rule and check every weekday+date string.

Reference date: Monday, November 30, 2026.  Standard library only.
Run:  python3 verify_dates.py      (exit code 0 = all checks passed)
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 11, 30)
fails = []


def check(cond, msg):
    print(("ok   " if cond else "FAIL ") + msg)
    if not cond:
        fails.append(msg)


def add(d, n):
    return d + dt.timedelta(days=n)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return D(d.year + y, m + 1, d.day)


def nth_weekday(year, month, weekday, n):
    d = D(year, month, 1)
    d += dt.timedelta(days=(weekday - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_weekday(year, month, weekday):
    d = D(year + (month == 12), month % 12 + 1, 1) - dt.timedelta(days=1)
    return d - dt.timedelta(days=(d.weekday() - weekday) % 7)


def observed(d):
    if d.weekday() == 5:
        return d - dt.timedelta(days=1)
    if d.weekday() == 6:
        return d + dt.timedelta(days=1)
    return d


def federal_holidays(year):
    return {
        observed(D(year, 1, 1)), nth_weekday(year, 1, 0, 3), nth_weekday(year, 2, 0, 3),
        last_weekday(year, 5, 0), observed(D(year, 6, 19)), observed(D(year, 7, 4)),
        nth_weekday(year, 9, 0, 1), nth_weekday(year, 10, 0, 2), observed(D(year, 11, 11)),
        nth_weekday(year, 11, 3, 4), observed(D(year, 12, 25)),
    }


FED = federal_holidays(2026) | federal_holidays(2027)
THANKS_FRI_2026 = add(nth_weekday(2026, 11, 3, 4), 1)
# Only the extra closures that matter for the windows used here are listed.
EXTRA = {
    "CA": {THANKS_FRI_2026},
    "MI": {THANKS_FRI_2026, D(2026, 12, 24), D(2026, 12, 31)},
    "FL": {THANKS_FRI_2026},
    "TX": {THANKS_FRI_2026, D(2026, 12, 24), D(2026, 12, 26)},
    "GA": {THANKS_FRI_2026},
}


def closed(d, st):
    return d.weekday() >= 5 or d in FED or d in EXTRA.get(st, set())


def roll(d, st):
    while closed(d, st):
        d = add(d, 1)
    return d


def texas_monday_next(service):
    end20 = add(service, 20)
    nxt = add(end20, 1)
    while nxt.weekday() != 0:
        nxt = add(nxt, 1)
    return roll(nxt, "TX")


def court_days_after(start, n, st):
    d, k = start, 0
    while k < n:
        d = add(d, 1)
        if not closed(d, st):
            k += 1
    return d


def business_days_after_fed(start, n):
    d, k = start, 0
    while k < n:
        d = add(d, 1)
        if d.weekday() < 5 and d not in FED:
            k += 1
    return d


def fmt(d):
    return f"{d:%A}, {d:%B} {d.day}, {d.year}"


# ---------------------------------------------------------------- basics
check(TODAY.weekday() == 0, f"reference date is {fmt(TODAY)}")
check(nth_weekday(2026, 11, 3, 4) == D(2026, 11, 26), "Thanksgiving 2026 = Thursday, November 26, 2026")
check(D(2026, 11, 11) in FED, "Veterans Day, Wednesday, November 11, 2026, is a legal public holiday")
check(D(2026, 12, 25).weekday() == 4, "Christmas 2026 falls on a Friday")

# ---------------------------------------------------------------- deadline keys
# (item, rule, computed, expected)
keys = []

svc = D(2026, 11, 10)
keys.append(("K-EN-01", "TX county court: 10:00 a.m. on the Monday next after 20 days from service (TRCP 99(b)); 20th day is "
             + fmt(add(svc, 20)), texas_monday_next(svc), D(2026, 12, 7)))
check(add(svc, 20) == TODAY, "K-EN-01 the 20 days expire today (person thinks it is the deadline)")

mail = D(2026, 11, 10)
complete = add(mail, 10)
check(complete == D(2026, 11, 20), "K-EN-02 substituted service complete 10th day after mailing: " + fmt(complete))
raw = add(complete, 30)
check(raw == D(2026, 12, 20) and raw.weekday() == 6, "K-EN-02 30th day is " + fmt(raw) + " (Sunday)")
keys.append(("K-EN-02", "CA: 30 days after substituted service complete (CCP 412.20, 415.20), roll to next court day (CCP 12a)",
             roll(raw, "CA"), D(2026, 12, 21)))
keys.append(("K-EN-02b", "CA: wrong count 10+30 from receipt Nov 12 (listed as unsafe)", add(D(2026, 11, 12), 40), D(2026, 12, 22)))

affix, mailed = D(2026, 11, 2), D(2026, 11, 4)
later = max(affix, mailed)
earliest = roll(add(add(later, 10), 30), "NY")
latest = roll(add(add(add(later, 20), 10), 30), "NY")
keys.append(("K-EN-03", "NY affix-and-mail: 30 days after service complete = 10 days after proof filed; earliest proof filing Nov 4",
             earliest, D(2026, 12, 14)))
keys.append(("K-EN-03 latest", "NY: proof filed on last allowed day (20 days after mailing)", latest, D(2027, 1, 4)))
check(add(affix, 20) < TODAY and add(mailed, 20) < TODAY, "K-EN-03 the 20-day count the person used has passed (why they worry)")

keys.append(("K-EN-04", "OH: 28 days after certified-mail delivery signed Nov 3 (Civ.R. 12(A))", roll(add(D(2026, 11, 3), 28), "OH"), D(2026, 12, 1)))
keys.append(("K-EN-04 wrong", "OH: 28 days from Nov 10 (listed as unsafe)", add(D(2026, 11, 10), 28), D(2026, 12, 8)))
check(add(TODAY, 1) == D(2026, 12, 1), "K-EN-04 deadline is tomorrow")

gsvc = D(2026, 10, 20)
ans = roll(add(gsvc, 30), "GA")
keys.append(("K-EN-05 answer", "GA: answer 30 days after service (OCGA 9-11-12)", ans, D(2026, 11, 19)))
keys.append(("K-EN-05", "GA: open default as of right within 15 days, counted from the last answer day (45 days from service)",
             roll(add(ans, 15), "GA"), D(2026, 12, 4)))
keys.append(("K-EN-05 alt", "GA: alternative count from the first day of default (Nov 20) + 15, rolled", roll(add(add(ans, 1), 15), "GA"), D(2026, 12, 7)))

keys.append(("K-EN-06", "FL: 20 days after abode service Nov 13 (Fla. R. Civ. P. 1.140(a), 2.514)", roll(add(D(2026, 11, 13), 20), "FL"), D(2026, 12, 3)))
keys.append(("K-ES-01", "AZ justice court: 20 days after in-hand service Nov 12", roll(add(D(2026, 11, 12), 20), "AZ"), D(2026, 12, 2)))
mi_raw = add(D(2026, 11, 27), 28)
check(mi_raw == D(2026, 12, 25), "K-ES-02 28th day is Christmas: " + fmt(mi_raw))
keys.append(("K-ES-02", "MI: 28 days after service by mail (MCR 2.108(A)(2)), roll past holiday/weekend (MCR 1.108)", roll(mi_raw, "MI"), D(2026, 12, 28)))
keys.append(("K-ES-03", "IL: return date printed on the summons", D(2026, 12, 8), D(2026, 12, 8)))
keys.append(("K-ES-03 wrong", "IL: neighbor's 30 days from Nov 18 (listed as unsafe)", add(D(2026, 11, 18), 30), D(2026, 12, 18)))
keys.append(("K-EN-15", "NV: 21 days after in-hand service Nov 23, as stated on the summons", roll(add(D(2026, 11, 23), 21), "NV"), D(2026, 12, 14)))

assumed = business_days_after_fed(D(2026, 11, 6), 5)
check(assumed == D(2026, 11, 16), "K-EN-14 assumed receipt 5 business days (skipping Veterans Day) after Nov 6: " + fmt(assumed))
keys.append(("K-EN-14", "Reg F 1006.34(b)(5): validation period ends 30 days after assumed receipt", add(assumed, 30), D(2026, 12, 16)))
keys.append(("K-ES-08", "validation end date printed on the letter", D(2026, 12, 28), D(2026, 12, 28)))
keys.append(("K-EN-17", "hearing date printed on Philadelphia Municipal Court complaint", D(2026, 12, 17), D(2026, 12, 17)))
keys.append(("K-ES-10", "hearing date stated by the person (NJ Special Civil Part)", D(2026, 12, 14), D(2026, 12, 14)))
keys.append(("K-ES-12", "citation to discover assets date", D(2026, 12, 15), D(2026, 12, 15)))

jdg = D(2026, 11, 9)
keys.append(("K-EN-26", "TX: motion for new trial within 30 days after judgment signed (TRCP 329b(a))", roll(add(jdg, 30), "TX"), D(2026, 12, 9)))
ra = add_months(jdg, 6)
check(ra == D(2027, 5, 9) and ra.weekday() == 6, "K-EN-26 six months after judgment is " + fmt(ra))
keys.append(("K-EN-26 restricted appeal", "TX: restricted appeal within 6 months (TRAP 26.1(c)), rolled (TRAP 4.1)", roll(ra, "TX"), D(2027, 5, 10)))
keys.append(("K-EN-26 bill of review", "TX: bill of review, 4 years", add_months(jdg, 48), D(2030, 11, 9)))

fap = add(D(2026, 4, 10), 240)
keys.append(("K-EN-24", "IRS 501(r): FAP application period at least 240 days after first post-discharge bill (not rolled)", fap, D(2026, 12, 6)))
check(fap.weekday() == 6, "K-EN-24 the 240th day is a Sunday")

keys.append(("K-EN-27", "CA unlawful detainer: 10 court days after service Sat Nov 28 (CCP 1167)", court_days_after(D(2026, 11, 28), 10, "CA"), D(2026, 12, 11)))

for item, rule, got, exp in keys:
    check(got == exp, f"{item}: {rule} -> {fmt(got)} (expected {fmt(exp)})")
    check(got >= TODAY or item in ("K-EN-05 answer",) or "wrong" in item, f"{item}: date is not before today unless it is a past/wrong date")

# ---------------------------------------------------------------- credit-reporting and limitations windows
lo = add_months(add(D(2019, 3, 1), 180), 84)
hi = add_months(add(D(2019, 3, 31), 180), 84)
check(hi < TODAY, f"K-EN-20 obsolescence date for a March 2019 delinquency falls {fmt(lo)} .. {fmt(hi)}, before today")
check(lo.month in (8, 9) and hi.month == 9, "K-EN-20 'about September 2026' is a fair summary")
sol = add_months(D(2020, 4, 1), 48)
check(sol < TODAY and sol.year == 2024, "K-EN-16 Texas 4-year limitations for a spring-2020 default ran out in spring 2024")
cr = add_months(add(D(2020, 4, 1), 180), 84)
check(cr > TODAY and cr.year == 2027 and cr.month in (9, 10, 11), f"K-EN-16 credit reporting ends about fall 2027 ({fmt(cr)})")
check(add_months(D(2018, 12, 31), 48) < TODAY, "K-EN-17 a 2018 default is more than 4 years old")
check(add_months(D(2012, 12, 31), 120) < TODAY, "K-ES-09 even a 10-year period from 2012 has run")

# ---------------------------------------------------------------- Treasury look-back windows
def lookback(review):
    return add_months(review, -2), review

# K-EN-10: benefits on the third Wednesday (the person's Oct 21 and Nov 18)
check(nth_weekday(2026, 10, 2, 3) == D(2026, 10, 21) and nth_weekday(2026, 11, 2, 3) == D(2026, 11, 18),
      "K-EN-10 Oct 21 and Nov 18, 2026 are third Wednesdays (Social Security pay days)")
start, end = lookback(D(2026, 11, 25))
dep = [nth_weekday(2026, m, 2, 3) for m in (8, 9, 10, 11)]
inwin = [d for d in dep if start <= d <= end]
check(inwin == [D(2026, 10, 21), D(2026, 11, 18)], f"K-EN-10 look-back {start}..{end} holds {inwin}")
check(1450 * len(inwin) == 2900 and min(3200, 1450 * len(inwin)) == 2900 and 3200 - 2900 == 300, "K-EN-10 protected $2,900, exposed $300")

# K-ES-06: benefits on the 3rd, paid the prior business day if the 3rd is a weekend/holiday
def pay3(y, m):
    d = D(y, m, 3)
    while d.weekday() >= 5 or d in FED:
        d = add(d, -1)
    return d
start, end = lookback(D(2026, 11, 20))
dep = [pay3(2026, m) for m in (8, 9, 10, 11)]
inwin = [d for d in dep if start <= d <= end]
check(inwin == [D(2026, 10, 2), D(2026, 11, 3)], f"K-ES-06 look-back {start}..{end} holds {inwin}")
check(1100 * len(inwin) == 2200 and min(1800, 2200) == 1800, "K-ES-06 whole $1,800 balance protected")

# ---------------------------------------------------------------- weekday+date strings in every file
EN_WD = r"(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)"
EN_MO = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
EN_RE = re.compile(r"\b" + EN_WD + r"\.?,?\s+" + EN_MO + r"\.?\s+(\d{1,2})(?:(?:st|nd|rd|th))?(?:,?\s+(\d{4}))?\b", re.I)
ES_WD = r"(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)"
ES_MO = r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)"
ES_RE = re.compile(r"\b" + ES_WD + r",?\s+(\d{1,2})\s+de\s+" + ES_MO + r"(?:\s+de\s+(\d{4}))?", re.I)
EN_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
ES_DAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]


def year_for(month, y):
    return int(y) if y else (2026 if month >= 6 else 2027)


def strip_acc(s):
    return s.lower().replace("é", "e").replace("á", "a")


found = 0
for name in ("questions.jsonl", "GRADING.md", "README.md"):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        check(False, f"{name} exists")
        continue
    text = open(path, encoding="utf-8").read()
    for m in EN_RE.finditer(text):
        wd, mo, day, yr = m.groups()
        month = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].index(mo[:3].lower()) + 1
        d = D(year_for(month, yr), month, int(day))
        found += 1
        check(EN_DAYS[d.weekday()] == wd[:3].lower(), f"{name}: '{m.group(0)}' -> {fmt(d)}")
    for m in ES_RE.finditer(text):
        wd, day, mo, yr = m.groups()
        month = ES_MONTHS.index(strip_acc(mo).replace("setiembre", "septiembre")) + 1
        d = D(year_for(month, yr), month, int(day))
        found += 1
        check(ES_DAYS[d.weekday()] == strip_acc(wd), f"{name}: '{m.group(0)}' -> {fmt(d)}")
check(found >= 60, f"found {found} weekday+date strings to check")

print()
print(f"{len(fails)} failure(s)")
sys.exit(1 if fails else 0)
