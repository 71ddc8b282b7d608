#!/usr/bin/env python3
"""Recompute every date key of Solo set M from its rule, and check every weekday+date string.

Checks:
  1. The reference date (November 30, 2026) is a Monday.
  2. Each scenario in SCENARIOS is recomputed from its facts and rule; the resulting
     "Weekday, Month D, YYYY" string must appear in the item's must_say (questions.jsonl),
     in GRADING.md and in README.md, and its status (open/passed on the reference date)
     must match what the key says.
  3. Approximate credit-reporting end dates (FCRA: 7 years starting 180 days after the
     delinquency began) are recomputed and the year must appear in the item's key.
  4. Every weekday+date string in questions.jsonl (questions and keys), GRADING.md and
     README.md is parsed and its weekday checked against the calendar.  Strings without
     a year are read as 2026, except January-March which are read as 2027 (the set only
     mentions dates from August 2026 to January 2027 without a year).

Exit code 0 and "PASS" when everything matches; otherwise the problems are listed and
the exit code is 1.
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REF = dt.date(2026, 11, 30)
D = dt.date
DAY = dt.timedelta(days=1)

# Legal public holidays (5 U.S.C. 6103(a)) in the window that matters, observed dates.
FEDERAL = {
    D(2026, 11, 11): "Veterans Day",
    D(2026, 11, 26): "Thanksgiving Day",
    D(2026, 12, 25): "Christmas Day",
    D(2027, 1, 1): "New Year's Day",
    D(2027, 1, 18): "Martin Luther King Jr. Day",
}
# State court holidays beyond the federal list, only where they could matter in this window.
STATE_EXTRA = {
    "CA": {D(2026, 11, 27)},                                  # day after Thanksgiving
    "TX": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 26)},
    "MD": {D(2026, 11, 27)},
    "IN": {D(2026, 11, 27)},
    "PA": {D(2026, 11, 27)},
    "KY": {D(2026, 11, 27), D(2026, 12, 24), D(2026, 12, 31)},
    "OH": set(), "NY": set(), "AL": set(), "CT": set(), "UT": set(),
}


def closed(day, state):
    return day.weekday() >= 5 or day in FEDERAL or day in STATE_EXTRA.get(state, set())


def roll(day, state):
    """If the last day falls on a weekend or court holiday, move to the next open day."""
    while closed(day, state):
        day += DAY
    return day


def add_days(start, n):
    return start + dt.timedelta(days=n)


def add_business_days_reg_f(start, n):
    """Reg F 1006.34(b)(5): count days excluding Saturdays, Sundays and legal public holidays."""
    day = start
    counted = 0
    while counted < n:
        day += DAY
        if day.weekday() < 5 and day not in FEDERAL:
            counted += 1
    return day


def add_years(day, n):
    return day.replace(year=day.year + n)


def fmt(day):
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


# ---------------------------------------------------------------------------
# Scenarios: each returns (key_date, [intermediate dates that must also be right], note)
# ---------------------------------------------------------------------------

def s_en01():   # Ohio: 28 days after residence service
    served = D(2026, 11, 10)
    return roll(add_days(served, 28), "OH"), [served], "Civ.R. 12(A) 28 days"


def s_en02():   # New York: nail and mail, complete 10 days after proof filed, then 30 days
    filed = D(2026, 11, 6)
    complete = add_days(filed, 10)
    return roll(add_days(complete, 30), "NY"), [filed, complete], "CPLR 308(4) + 30 days"


def s_en03():   # Pennsylvania MDJ: printed hearing date
    hearing = D(2026, 12, 15)
    assert hearing.weekday() < 5
    return hearing, [], "printed hearing"


def s_en04():   # Connecticut: appearance on or before 2nd day after return date (a Tuesday)
    ret = D(2027, 1, 5)
    assert ret.weekday() == 1, "Connecticut return dates must be Tuesdays"
    served = D(2026, 11, 20)
    assert (ret - served).days <= 62, "return date within two months of service"
    return roll(add_days(ret, 2), "CT"), [ret, served], "P.B. 3-2"


def s_en05():   # Alabama circuit court: 30 days, Christmas roll
    served = D(2026, 11, 25)
    raw = add_days(served, 30)
    assert raw == D(2026, 12, 25)
    return roll(raw, "AL"), [served, raw], "Ala. R. Civ. P. 12(a) 30 days"


def s_en06():   # Indiana: 20 days + 3 for mail
    received = D(2026, 11, 16)
    alt = roll(add_days(received, 20), "IN")   # 20-day reading, listed in README as a check
    assert alt == D(2026, 12, 7) and alt > REF
    return roll(add_days(received, 23), "IN"), [received, add_days(received, 20), alt], "T.R. 6(C),(E)"


def s_es01():   # Texas justice court: 14 days, weekend roll
    served = D(2026, 11, 21)
    raw = add_days(served, 14)
    return roll(raw, "TX"), [served, raw], "TRCP 502.5 + 500.5"


def s_es02():   # California substituted service: complete 10th day after mailing, then 30 days
    left = D(2026, 11, 2)
    mailed = D(2026, 11, 3)
    complete = add_days(mailed, 10)
    raw = add_days(complete, 30)
    users_count = add_days(left, 30)          # the user's own (too early) count
    return roll(raw, "CA"), [left, mailed, complete, raw, users_count], "CCP 415.20 + 412.20 + 12a"


def s_es03():   # Maryland District Court: NOID 15 days after in-state service
    served = D(2026, 10, 28)
    trial = D(2027, 1, 13)
    return roll(add_days(served, 15), "MD"), [served, trial], "Md. Rule 3-307"


def s_en14():   # Reg F validation period
    sent = D(2026, 11, 9)
    receipt = add_business_days_reg_f(sent, 5)
    return add_days(receipt, 30), [sent, receipt], "Reg F 1006.34(b)(5)"


def s_en17():   # Maryland judgment: 12 years from entry, renewable before expiry
    entered = D(2014, 12, 3)
    renewal = D(2026, 11, 19)
    expiry = add_years(entered, 12)
    assert renewal < expiry, "renewal must be filed before expiry"
    return expiry, [entered, renewal], "Md. Rule 3-625"


def s_en22():   # Indiana proceedings supplemental hearing (printed)
    return D(2026, 12, 10), [], "printed order to appear"


def s_en24():   # 501(r) application period: 240 days from first post-discharge bill
    bill = D(2026, 4, 14)
    return add_days(bill, 240), [bill], "26 CFR 1.501(r)-1(b)(3)"


def s_en26():   # Utah Rule 60(c): 90 days after judgment for (b)(1)-(3)
    judgment = D(2026, 8, 20)
    return add_days(judgment, 90), [judgment], "URCP 60(c)"


def s_en27():   # arraignment (printed)
    return D(2026, 12, 3), [], "printed arraignment"


# id -> (function, status on REF, files that must carry the key date string)
SCENARIOS = {
    "M-EN-01": (s_en01, "open"),
    "M-EN-02": (s_en02, "open"),
    "M-EN-03": (s_en03, "open"),
    "M-EN-04": (s_en04, "open"),
    "M-EN-05": (s_en05, "open"),
    "M-EN-06": (s_en06, "open"),
    "M-ES-01": (s_es01, "open"),
    "M-ES-02": (s_es02, "open"),
    "M-ES-03": (s_es03, "passed"),
    "M-EN-14": (s_en14, "open"),
    "M-EN-17": (s_en17, "open"),
    "M-EN-22": (s_en22, "open"),
    "M-EN-24": (s_en24, "open"),
    "M-EN-26": (s_en26, "passed"),
    "M-EN-27": (s_en27, "open"),
}

# Answer-deadline scenarios (must be nine, in nine different court states).
ANSWER_DEADLINES = {
    "M-EN-01": "OH", "M-EN-02": "NY", "M-EN-03": "PA", "M-EN-04": "CT", "M-EN-05": "AL",
    "M-EN-06": "IN", "M-ES-01": "TX", "M-ES-02": "CA", "M-ES-03": "MD",
}

# Credit-reporting end (approx.): 7 years starting 180 days after delinquency began.
# Value: (year, month the delinquency began, text the key must contain).  The end is
# computed for the first and the last day of that month, and both must match the text.
REPORTING = {
    "M-EN-16": (2021, 4, "2028"),
    "M-EN-20": (2023, 3, "2030"),
    "M-EN-21": (2019, 6, "end of 2026"),
    "M-ES-09": (2019, 9, "early 2027"),
}

# ---------------------------------------------------------------------------
# Weekday+date scanning
# ---------------------------------------------------------------------------
EN_WD = r"(mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?"
EN_MON = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
RE_EN = re.compile(r"\b" + EN_WD + r"\.?,?\s+" + EN_MON + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?",
                   re.IGNORECASE)
RE_EN_NUM = re.compile(r"\b" + EN_WD + r",?\s+(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?\b", re.IGNORECASE)
ES_WD = r"(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)"
ES_MON = r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)"
RE_ES = re.compile(r"\b" + ES_WD + r",?\s+(\d{1,2})\s+de\s+" + ES_MON + r"(?:\s+(?:de\s+|del\s+)?(\d{4}))?",
                   re.IGNORECASE)

EN_WD_IDX = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6}
ES_WD_IDX = {"lunes": 0, "martes": 1, "miercoles": 2, "miércoles": 2, "jueves": 3, "viernes": 4,
             "sabado": 5, "sábado": 5, "domingo": 6}
EN_MON_IDX = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
ES_MON_IDX = {m: i + 1 for i, m in enumerate(
    ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
     "octubre", "noviembre", "diciembre"])}
ES_MON_IDX["setiembre"] = 9


def infer_year(month, year):
    if year:
        y = int(year)
        return y + 2000 if y < 100 else y
    return 2027 if month <= 3 else 2026


def scan(text, where, problems):
    found = 0
    for m in RE_EN.finditer(text):
        wd = EN_WD_IDX[m.group(1).lower()[:3]]
        mon = EN_MON_IDX[m.group(2).lower()[:3]]
        day = int(m.group(3))
        year = infer_year(mon, m.group(4))
        found += 1
        try:
            real = D(year, mon, day)
        except ValueError:
            problems.append(f"{where}: impossible date '{m.group(0)}'")
            continue
        if real.weekday() != wd:
            problems.append(f"{where}: '{m.group(0)}' but {real} is a {real:%A}")
    for m in RE_EN_NUM.finditer(text):
        wd = EN_WD_IDX[m.group(1).lower()[:3]]
        mon, day = int(m.group(2)), int(m.group(3))
        year = infer_year(mon, m.group(4))
        found += 1
        real = D(year, mon, day)
        if real.weekday() != wd:
            problems.append(f"{where}: '{m.group(0)}' but {real} is a {real:%A}")
    for m in RE_ES.finditer(text):
        wd = ES_WD_IDX[m.group(1).lower()]
        day = int(m.group(2))
        mon = ES_MON_IDX[m.group(3).lower()]
        year = infer_year(mon, m.group(4))
        found += 1
        real = D(year, mon, day)
        if real.weekday() != wd:
            problems.append(f"{where}: '{m.group(0)}' but {real} is a {real:%A}")
    return found


def main():
    problems = []
    if REF.weekday() != 0:
        problems.append("reference date is not a Monday")

    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        items = {json.loads(line)["id"]: json.loads(line) for line in f if line.strip()}
    grading = open(os.path.join(HERE, "GRADING.md"), encoding="utf-8").read()
    readme = open(os.path.join(HERE, "README.md"), encoding="utf-8").read()

    # 2. scenarios
    print("Date keys recomputed from their rules:")
    for sid, (fn, status) in SCENARIOS.items():
        key, extra, rule = fn()
        s = fmt(key)
        real_status = "passed" if key < REF else "open"
        print(f"  {sid}: {s:32s} [{real_status}]  ({rule})")
        if real_status != status:
            problems.append(f"{sid}: expected status {status}, computed {real_status}")
        item = items.get(sid)
        if item is None:
            problems.append(f"{sid}: missing from questions.jsonl")
            continue
        must = " ".join(item["must_say"])
        keytext = " ".join(item["must_say"] + item["should_say"] + item["must_not_say"])
        if s not in must:
            problems.append(f"{sid}: key date '{s}' not in must_say")
        if s not in grading:
            problems.append(f"{sid}: key date '{s}' not in GRADING.md")
        if s not in readme:
            problems.append(f"{sid}: key date '{s}' not in README.md")
        if sid[2:] not in readme:
            problems.append(f"{sid}: not mentioned in README.md")
        for e in extra:
            es = fmt(e)
            if es not in grading and es not in keytext and es not in readme:
                problems.append(f"{sid}: intermediate date '{es}' not stated anywhere")
        # later dates than the key must be flagged unsafe in must_not_say when it is an answer deadline
        if sid in ANSWER_DEADLINES and real_status == "open" and rule != "printed hearing":
            if not any(x.startswith("[unsafe]") and ("later than" in x) for x in item["must_not_say"]):
                problems.append(f"{sid}: no [unsafe] 'later than' entry in must_not_say")

    states = set(ANSWER_DEADLINES.values())
    if len(ANSWER_DEADLINES) != 9 or len(states) != 9:
        problems.append(f"answer deadlines must be 9 in 9 states, got {len(ANSWER_DEADLINES)} in {len(states)}")

    # 3. reporting periods
    print("Credit-reporting end dates (7 years from 180 days after delinquency began):")
    for sid, (y, m, expect) in REPORTING.items():
        first = D(y, m, 1)
        last = (D(y + (m == 12), m % 12 + 1, 1) - DAY)
        ends = [add_years(add_days(x, 180), 7) for x in (first, last)]
        print(f"  {sid}: delinquency began {first:%B %Y} -> removal by {ends[0]} .. {ends[1]}  (key: '{expect}')")
        if expect not in " ".join(items[sid]["must_say"] + items[sid]["should_say"]):
            problems.append(f"{sid}: expected '{expect}' in key")
        for e in ends:
            if str(e.year) not in expect:
                problems.append(f"{sid}: computed year {e.year} differs from key '{expect}'")
            if expect.startswith("early") and e.month > 4:
                problems.append(f"{sid}: computed {e:%B %Y} is not 'early' in the year")
            if expect.startswith("end of") and e.month < 10:
                problems.append(f"{sid}: computed {e:%B %Y} is not near the end of the year")

    # 4. weekday+date strings
    total = 0
    for sid, item in items.items():
        for field in ("question", "must_say", "should_say", "must_not_say"):
            val = item[field]
            text = val if isinstance(val, str) else "\n".join(val)
            total += scan(text, f"questions.jsonl {sid}.{field}", problems)
    total += scan(grading, "GRADING.md", problems)
    total += scan(readme, "README.md", problems)
    print(f"Weekday+date strings checked: {total}")
    if total < 50:
        problems.append(f"suspiciously few weekday+date strings found ({total})")

    if problems:
        print("FAIL")
        for p in problems:
            print("  -", p)
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
