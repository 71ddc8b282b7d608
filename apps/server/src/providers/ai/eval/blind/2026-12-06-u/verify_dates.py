#!/usr/bin/env python3
"""Recompute every date key (and the arithmetic keys) of set U and check every
weekday+date string in questions.jsonl, GRADING.md and README.md.

Reference date: Tuesday, December 1, 2026.  Standard library only.
Exit code 0 = everything matches, 1 = at least one problem.
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

# ---------------------------------------------------------------- holidays
# Only the days that can matter for the windows used in this set
# (September 2026 - January 2027).  Federal = 5 U.S.C. 6103(a).
FEDERAL = {
    D(2026, 9, 7),    # Labor Day
    D(2026, 10, 12),  # Columbus Day
    D(2026, 11, 11),  # Veterans Day
    D(2026, 11, 26),  # Thanksgiving
    D(2026, 12, 25),  # Christmas
    D(2027, 1, 1),    # New Year's Day
    D(2027, 1, 18),   # Martin Luther King Jr. Day
}
HOLIDAYS = {
    "US": FEDERAL,
    # Texas state holidays include the Friday after Thanksgiving.
    "TX": FEDERAL | {D(2026, 11, 27)},
    # California judicial holidays include the day after Thanksgiving.
    "CA": FEDERAL | {D(2026, 11, 27)},
    "OH": FEDERAL,
    "NY": FEDERAL,
    "WA": FEDERAL | {D(2026, 11, 27)},
    "IL": FEDERAL | {D(2026, 11, 27)},
    "NC": FEDERAL | {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 28)},
    "FL": FEDERAL | {D(2026, 11, 27)},
    "MD": FEDERAL | {D(2026, 11, 27)},
    "NM": FEDERAL | {D(2026, 11, 27)},
    "AAA": set(),  # AAA consumer rules count calendar days
}

WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December"]


def fmt(d):
    return f"{WEEKDAYS_EN[d.weekday()]}, {MONTHS_EN[d.month - 1]} {d.day}, {d.year}"


def is_closed(d, cal):
    return d.weekday() >= 5 or d in HOLIDAYS[cal]


def roll(d, cal):
    """Last day on a weekend/holiday moves to the next open day."""
    while is_closed(d, cal):
        d += dt.timedelta(days=1)
    return d


def plus(d, n):
    return d + dt.timedelta(days=n)


def business_days(d, n, cal):
    """n business days after d (weekends and holidays excluded)."""
    while n:
        d += dt.timedelta(days=1)
        if not is_closed(d, cal):
            n -= 1
    return d


def monday_next_after(d):
    """Texas TRCP 99(b): the Monday next after the expiration of the period."""
    d += dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return d


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, calendar.monthrange(y, m)[1])
    return D(y, m, day)


# ---------------------------------------------------------------- date keys
# (id, state, rule text, computed date, expected date, status)
# status: "open" = must be on/after today; "passed" = must be before today;
#         "printed" = a date printed on the papers (weekday check only).
KEYS = [
    ("Q-EN-01", "OH", "certified mail delivered Fri 2026-11-27 + 28 days (Civ.R. 12(A)); "
     "day 28 = Christmas -> roll (Civ.R. 6(A))",
     roll(plus(D(2026, 11, 27), 28), "OH"), D(2026, 12, 28), "open"),
    ("Q-EN-02", "NY", "affix-and-mail: mailed 2026-11-04; earliest proof filing same day; "
     "complete 10 days after filing (CPLR 308(4)); +30 days to answer (CPLR 320(a))",
     roll(plus(plus(D(2026, 11, 4), 10), 30), "NY"), D(2026, 12, 14), "open"),
    ("Q-EN-03", "TX", "justice court: served in hand at work 2026-11-12 + 14 days (TRCP 502.5); "
     "Thanksgiving + Friday after + weekend -> roll (TRCP 500.5)",
     roll(plus(D(2026, 11, 12), 14), "TX"), D(2026, 11, 30), "passed"),
    ("Q-EN-04", "WA", "summons by publication, first published 2026-10-08 + 60 days (RCW 4.28.110)",
     roll(plus(D(2026, 10, 8), 60), "WA"), D(2026, 12, 7), "open"),
    ("Q-EN-05", "PA", "magisterial district court hearing date printed on the complaint",
     D(2026, 12, 10), D(2026, 12, 10), "printed"),
    ("Q-EN-06", "TX", "summary judgment response due 7 days before hearing of 2026-12-15 (TRCP 166a(c))",
     plus(D(2026, 12, 15), -7), D(2026, 12, 8), "open"),
    ("Q-EN-07", "IL", "default judgment entered 2026-11-10 + 30 days to move to vacate "
     "(735 ILCS 5/2-1301(e)); same day for notice of appeal",
     roll(plus(D(2026, 11, 10), 30), "IL"), D(2026, 12, 10), "open"),
    ("Q-EN-08", "NC", "small claims judgment entered 2026-11-23 + 10 days to appeal (G.S. 7A-228)",
     roll(plus(D(2026, 11, 23), 10), "NC"), D(2026, 12, 3), "open"),
    ("Q-EN-09", "IL", "revival hearing date printed on the petition",
     D(2026, 12, 17), D(2026, 12, 17), "printed"),
    ("Q-EN-19", "FL", "notice of garnishment received 2026-11-19 + 20 days to claim exemption "
     "(Fla. Stat. 77.041)",
     roll(plus(D(2026, 11, 19), 20), "FL"), D(2026, 12, 9), "open"),
    ("Q-EN-21", "IN", "proceedings supplemental hearing date printed on the order",
     D(2026, 12, 9), D(2026, 12, 9), "printed"),
    ("Q-EN-25", "US", "validation notice sent Tue 2026-11-10; assumed receipt 5 days excluding "
     "weekends and federal holidays (12 CFR 1006.34(b)(5)); +30 days",
     plus(business_days(D(2026, 11, 10), 5, "US"), 30), D(2026, 12, 18), "open"),
    ("Q-EN-26", "AAA", "AAA notice dated 2026-11-20 + 14 calendar days to answer",
     plus(D(2026, 11, 20), 14), D(2026, 12, 4), "open"),
    ("Q-EN-28", "TN", "general sessions trial date printed on the civil warrant",
     D(2026, 12, 16), D(2026, 12, 16), "printed"),
    ("Q-EN-31", "KS", "answer date given by the person",
     D(2026, 12, 10), D(2026, 12, 10), "printed"),
    ("Q-EN-35", "MD", "served in hand 2026-11-18 + 15 days for notice of intention to defend "
     "(Md. Rule 3-307)",
     roll(plus(D(2026, 11, 18), 15), "MD"), D(2026, 12, 3), "open"),
    ("Q-ES-01", "TX", "district court: served in hand 2026-11-12; 20 days expire 2026-12-02; "
     "10:00 a.m. on the Monday next after (TRCP 99(b))",
     monday_next_after(plus(D(2026, 11, 12), 20)), D(2026, 12, 7), "open"),
    ("Q-ES-02", "CA", "substituted service: left with adult household member 2026-10-24, mailed "
     "2026-10-26; complete on 10th day after mailing (CCP 415.20); +30 days (CCP 412.20); "
     "day 30 Saturday -> roll (CCP 12a)",
     roll(plus(plus(D(2026, 10, 26), 10), 30), "CA"), D(2026, 12, 7), "open"),
    ("Q-ES-03", "NM", "served 2026-11-20; if the summons gives 20 days (metropolitan court)",
     roll(plus(D(2026, 11, 20), 20), "NM"), D(2026, 12, 10), "open"),
    ("Q-ES-04", "CA", "default judgment 2026-06-02 + 6 months outer limit to move to set aside "
     "(CCP 473(b))",
     add_months(D(2026, 6, 2), 6), D(2026, 12, 2), "open"),
    ("Q-ES-11", "OH", "bank garnishment notice received Mon 2026-11-30 + 5 business days to "
     "request hearing (R.C. 2716.13)",
     business_days(D(2026, 11, 30), 5, "OH"), D(2026, 12, 7), "open"),
    ("Q-ES-14", "US", "validation notice sent Mon 2026-11-16; assumed receipt 5 business days; "
     "+30 days",
     plus(business_days(D(2026, 11, 16), 5, "US"), 30), D(2026, 12, 23), "open"),
]

# intermediate dates that the keys quote
INTERMEDIATE = [
    ("Q-EN-01", "day 28 before roll", plus(D(2026, 11, 27), 28), D(2026, 12, 25)),
    ("Q-EN-03", "day 14 before roll", plus(D(2026, 11, 12), 14), D(2026, 11, 26)),
    ("Q-EN-25", "assumed receipt", business_days(D(2026, 11, 10), 5, "US"), D(2026, 11, 18)),
    ("Q-ES-01", "20th day", plus(D(2026, 11, 12), 20), D(2026, 12, 2)),
    ("Q-ES-02", "service complete", plus(D(2026, 10, 26), 10), D(2026, 11, 5)),
    ("Q-ES-02", "day 30 before roll", plus(plus(D(2026, 10, 26), 10), 30), D(2026, 12, 5)),
    ("Q-ES-14", "assumed receipt", business_days(D(2026, 11, 16), 5, "US"), D(2026, 11, 23)),
]


def load_items():
    items = {}
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                o = json.loads(line)
                items[o["id"]] = o
    return items


def check_keys(items, problems):
    print("== date keys ==")
    for qid, st, rule, got, want, status in KEYS:
        ok = got == want
        if status == "open" and got < TODAY:
            ok = False
        if status == "passed" and got >= TODAY:
            ok = False
        text = " ".join(items[qid]["must_say"]) if qid in items else ""
        quoted = fmt(want) in text
        if not quoted:
            ok = False
        mark = "OK " if ok else "BAD"
        print(f"{mark} {qid} [{st}] {fmt(got)} ({status}) - {rule}"
              + ("" if quoted else "  <-- key text does not quote this date"))
        if not ok:
            problems.append(f"date key {qid}: computed {got}, expected {want}, status {status}, quoted={quoted}")
    for qid, what, got, want in INTERMEDIATE:
        ok = got == want
        print(f"{'OK ' if ok else 'BAD'} {qid} {what}: {fmt(got)}")
        if not ok:
            problems.append(f"intermediate {qid} {what}: {got} != {want}")


# ---------------------------------------------------------------- numbers
def cents(x):
    return round(x + 1e-9, 2)


def check_numbers(items, problems):
    print("== numbers keys ==")
    checks = []
    # EN-12 California monthly: lesser of 20% DE or 40% of (DE - 208 x state min wage)
    mw_ca = 16.90
    thr = cents(208 * mw_ca)
    ca = min(cents(0.20 * 3900), cents(0.40 * (3900 - thr)))
    checks += [("Q-EN-12", "threshold 208 x 16.90", thr, 3515.20),
               ("Q-EN-12", "max monthly withholding", ca, 153.92),
               ("Q-EN-12", "20% of disposable", cents(0.20 * 3900), 780.00)]
    # EN-13 Missouri head of family, biweekly
    mo = min(0.10 * 1300, 1300 - 60 * 7.25)
    checks += [("Q-EN-13", "head-of-family max", cents(mo), 130.00),
               ("Q-EN-13", "overwithheld", cents(325 - mo), 195.00),
               ("Q-EN-13", "30x test biweekly", cents(1300 - 60 * 7.25), 865.00)]
    # EN-14 Kentucky/federal: 25% cap shared with support
    cap = min(0.25 * 1400, 1400 - 60 * 7.25)
    checks += [("Q-EN-14", "25% of 1400", cents(cap), 350.00),
               ("Q-EN-14", "room for card", cents(max(0, cap - 300)), 50.00),
               ("Q-EN-14", "30x test biweekly", cents(1400 - 60 * 7.25), 965.00)]
    # EN-19 Florida head of family
    checks += [("Q-EN-19", "680 <= 750 (1 = fully exempt)", 1.0 if 680 <= 750 else 0.0, 1.0)]
    # EN-20 federal benefit lookback (31 CFR 212): review Fri 2026-11-27
    review = D(2026, 11, 27)
    start = add_months(review, -2)
    end = review - dt.timedelta(days=1)
    deposits = {D(2026, 9, 23): 1620, D(2026, 10, 28): 1620, D(2026, 11, 25): 1620}
    in_lb = sum(v for k, v in deposits.items() if start <= k <= end)
    checks += [("Q-EN-20", "benefits in lookback", float(in_lb), 3240.00),
               ("Q-EN-20", "protected amount", float(min(2260, in_lb)), 2260.00)]
    # EN-25 itemization gap
    checks += [("Q-EN-25", "difference", float(1986 - 1240), 746.00)]
    # EN-29 settlement after judgment
    checks += [("Q-EN-29", "forgiven", float(6480 - 3000), 3480.00),
               ("Q-EN-29", "forgiven % (rounded)", float(round(100 * 3480 / 6480)), 54.0)]
    # EN-30 insolvency
    forgiven = 9200 - 3700
    insolv = 31000 - 27800
    checks += [("Q-EN-30", "forgiven", float(forgiven), 5500.00),
               ("Q-EN-30", "insolvency", float(insolv), 3200.00),
               ("Q-EN-30", "taxable", float(forgiven - min(forgiven, insolv)), 2300.00)]
    # EN-31 totals
    checks += [("Q-EN-31", "unsecured total", float(14200 + 22000 + 9000), 45200.00),
               ("Q-EN-31", "months at 400 (ceil)", float(-(-14200 // 400)), 36.0)]
    # ES-06 Illinois weekly
    il = min(0.15 * 1000, 800 - 45 * 15.00)
    checks += [("Q-ES-06", "45 x 15.00", 45 * 15.00, 675.00),
               ("Q-ES-06", "max weekly", cents(il), 125.00),
               ("Q-ES-06", "overwithheld", cents(200 - il), 75.00)]
    # ES-10 Social Security two deposits vs balance
    checks += [("Q-ES-10", "two deposits", float(2 * 1350), 2700.00)]
    # ES-16 settlement comparison
    checks += [("Q-ES-16", "lump %", round(100 * 2320 / 5800, 1), 40.0),
               ("Q-ES-16", "plan total", float(12 * 250), 3000.00),
               ("Q-ES-16", "plan %", round(100 * 3000 / 5800, 1), 51.7),
               ("Q-ES-16", "forgiven lump", float(5800 - 2320), 3480.00),
               ("Q-ES-16", "forgiven plan", float(5800 - 3000), 2800.00),
               ("Q-ES-16", "difference", float(3000 - 2320), 680.00)]
    # ES-17 payments count
    checks += [("Q-ES-17", "payments (ceil)", float(-(-4100 // 150)), 28.0)]
    for qid, what, got, want in checks:
        ok = abs(got - want) < 0.005
        print(f"{'OK ' if ok else 'BAD'} {qid} {what}: {got}")
        if not ok:
            problems.append(f"number {qid} {what}: {got} != {want}")
    # each numbers item must quote its headline figure in must_say
    headline = {"Q-EN-12": "$153.92", "Q-EN-13": "$130", "Q-EN-14": "$50", "Q-EN-19": "$750",
                "Q-EN-20": "$3,240", "Q-EN-25": "$746", "Q-EN-29": "$3,480", "Q-EN-30": "$2,300",
                "Q-EN-31": "$45,200", "Q-ES-06": "$125", "Q-ES-16": "51.7%"}
    for qid, fig in headline.items():
        text = " ".join(items[qid]["must_say"] + items[qid]["should_say"])
        ok = fig in text
        print(f"{'OK ' if ok else 'BAD'} {qid} key quotes {fig}")
        if not ok:
            problems.append(f"{qid} key does not quote {fig}")


# ---------------------------------------------------------------- weekday strings
MON_ABBR = {m[:3].lower(): i + 1 for i, m in enumerate(MONTHS_EN)}
MON_ABBR["sept"] = 9
WD_EN = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "thu": 3, "thur": 3, "thurs": 3,
         "fri": 4, "sat": 5, "sun": 6}
for i, w in enumerate(WEEKDAYS_EN):
    WD_EN[w.lower()] = i
WD_ES = {"lunes": 0, "martes": 1, "miercoles": 2, "miércoles": 2, "jueves": 3,
         "viernes": 4, "sabado": 5, "sábado": 5, "domingo": 6}
MON_ES = {"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
          "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11,
          "diciembre": 12}

RE_EN = re.compile(
    r"\b(" + "|".join(sorted(WD_EN, key=len, reverse=True)) + r")\.?,?\s+(?:the\s+)?"
    r"(" + "|".join(m.lower() for m in MONTHS_EN) + r"|sept|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\.?"
    r"\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?", re.I)
RE_ES = re.compile(
    r"\b(" + "|".join(WD_ES) + r"),?\s+(\d{1,2})\s+de\s+(" + "|".join(MON_ES) + r")"
    r"(?:\s+(?:de|del)\s+(\d{4}))?", re.I)


def month_num(tok):
    t = tok.lower()
    for i, m in enumerate(MONTHS_EN):
        if t == m.lower():
            return i + 1
    return MON_ABBR[t[:3]] if t != "sept" else 9


def check_weekdays(problems):
    print("== weekday + date strings ==")
    texts = []
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                o = json.loads(line)
                blob = " || ".join([o["question"]] + o["must_say"] + o["should_say"] + o["must_not_say"])
                texts.append((o["id"], blob))
    for name in ("GRADING.md", "README.md"):
        p = os.path.join(HERE, name)
        if os.path.exists(p):
            with open(p, encoding="utf-8") as f:
                texts.append((name, f.read()))
        else:
            problems.append(f"missing {name}")
    n = 0
    for src, blob in texts:
        for m in RE_EN.finditer(blob):
            wd = WD_EN[m.group(1).lower()]
            mon = month_num(m.group(2))
            day = int(m.group(3))
            year = int(m.group(4)) if m.group(4) else 2026
            n += 1
            try:
                real = D(year, mon, day)
            except ValueError:
                problems.append(f"{src}: impossible date '{m.group(0)}'")
                continue
            if real.weekday() != wd:
                problems.append(f"{src}: '{m.group(0)}' but {real} is a {WEEKDAYS_EN[real.weekday()]}")
        for m in RE_ES.finditer(blob):
            wd = WD_ES[m.group(1).lower()]
            day = int(m.group(2))
            mon = MON_ES[m.group(3).lower()]
            year = int(m.group(4)) if m.group(4) else 2026
            n += 1
            real = D(year, mon, day)
            if real.weekday() != wd:
                problems.append(f"{src}: '{m.group(0)}' but {real} is a {WEEKDAYS_EN[real.weekday()]}")
    print(f"checked {n} weekday+date strings")
    return n


def main():
    problems = []
    if TODAY.weekday() != 1:
        problems.append("reference date is not a Tuesday")
    items = load_items()
    check_keys(items, problems)
    check_numbers(items, problems)
    check_weekdays(problems)
    print("== result ==")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        return 1
    print(f"all {len(KEYS)} date keys, {len(INTERMEDIATE)} intermediate dates, numbers and weekday strings OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
