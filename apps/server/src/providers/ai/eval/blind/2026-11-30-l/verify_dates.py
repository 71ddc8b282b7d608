#!/usr/bin/env python3
"""verify_dates.py - set L (reference date Monday, November 30, 2026).

1. Recomputes every date key from its rule (service date + period, roll-forward
   over weekends/court holidays, Reg F assumed-receipt rule, lookback windows,
   limitation periods) and checks the computed last day appears, spelled with
   its weekday, in the item's must_say.
2. Robustness: each court-deadline key is computed twice - with a minimal
   holiday set (holidays every court observes) and with a maximal set (adds
   holidays that only some courts/states observe). The key must be the same
   both ways, except where the state's own holiday is the point of the item
   (WA, Native American Heritage Day), which is in both sets for WA.
3. Scans questions.jsonl, GRADING.md and README.md for every weekday+date
   string (English and Spanish, formal and informal) and checks the weekday.

Run: python3 verify_dates.py   (exit code 0 = all good)
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 11, 30)
assert TODAY.strftime("%A") == "Monday"

# ------------------------------------------------------------------ holidays
# Observed by every state court in this window.
CORE = {D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}
# Observed by some courts only; used in the "maximal" run to prove the keys
# do not depend on them.
MAYBE = {D(2026, 10, 12), D(2026, 11, 3), D(2026, 11, 11), D(2026, 11, 27),
         D(2026, 12, 24), D(2026, 12, 31)}
# State-specific holidays the keys rely on (certain).
STATE_CERTAIN = {
    "WA": {D(2026, 11, 27)},  # RCW 1.16.050: day after Thanksgiving = Native American Heritage Day
}
# Federal "legal public holidays" (5 U.S.C. 6103) for the Reg F 5-business-day rule.
FEDERAL = {D(2026, 10, 12), D(2026, 11, 11), D(2026, 11, 26), D(2026, 12, 25), D(2027, 1, 1)}


def holidays(state, maximal):
    s = set(CORE) | STATE_CERTAIN.get(state, set())
    if maximal:
        s |= MAYBE
    return s


def roll(day, hol):
    while day.weekday() >= 5 or day in hol:
        day += dt.timedelta(days=1)
    return day


def period(start, n, state, maximal):
    """Exclude the trigger day, count n calendar days, roll the last day."""
    return roll(start + dt.timedelta(days=n), holidays(state, maximal))


def regf_end(sent):
    """Reg F 1006.34(b)(5): assumed receipt 5 days after sending, excluding
    Saturdays, Sundays and legal public holidays; period ends 30 days later."""
    d, k = sent, 0
    while k < 5:
        d += dt.timedelta(days=1)
        if d.weekday() < 5 and d not in FEDERAL:
            k += 1
    return d, d + dt.timedelta(days=30)


def both(fn):
    a, b = fn(False), fn(True)
    if a != b:
        raise AssertionError(f"key depends on uncertain holidays: {a} vs {b}")
    return a


def long(d):
    return f"{d.strftime('%A')}, {d.strftime('%B')} {d.day}, {d.year}"


# ------------------------------------------------------------------ date keys
KEYS = []  # (id, description, rule, computed_date, must appear in must_say)


def key(id_, desc, rule, d):
    KEYS.append((id_, desc, rule, d))


# EN-01 Michigan, certified mail, MCR 2.108(A)(2): 28 days after receipt signed
key("L-EN-01", "answer, certified mail (MI)", "signed Nov 10 + 28 days (MCR 2.108(A)(2)), roll (MCR 1.108)",
    both(lambda m: period(D(2026, 11, 10), 28, "MI", m)))
# EN-02 Minnesota pocket service, abode service, Rule 12.01: 21 days
key("L-EN-02", "answer, abode service (MN)", "served Nov 13 + 21 days (Minn. R. Civ. P. 12.01), roll (Rule 6.01)",
    both(lambda m: period(D(2026, 11, 13), 21, "MN", m)))
# EN-03 Georgia magistrate: 30 days, default next day, open as of right within 15 days
ga_due = both(lambda m: period(D(2026, 10, 26), 30, "GA", m))
assert ga_due == D(2026, 11, 25) and ga_due < TODAY, "GA answer deadline should have passed"
ga_default = ga_due + dt.timedelta(days=1)
ga_open = both(lambda m: period(ga_default, 15, "GA", m))
ga_open_safe = ga_default + dt.timedelta(days=14)
assert ga_open >= TODAY
key("L-EN-03", "answer due (passed) (GA)", "served Oct 26 + 30 days (O.C.G.A. 15-10-43)", ga_due)
key("L-EN-03", "open default as of right (GA)", "default day Nov 26 + 15 days (O.C.G.A. 15-10-43 / 9-11-55(a)), roll", ga_open)
key("L-EN-03", "conservative open-default day (GA)", "counting the default day as day 1", ga_open_safe)
# EN-04 Arizona, served outside AZ: 30 days (Ariz. R. Civ. P. 12(a))
key("L-EN-04", "answer, served outside AZ", "served Nov 6 + 30 days (Ariz. R. Civ. P. 12(a)), roll (Rule 6(a))",
    both(lambda m: period(D(2026, 11, 6), 30, "AZ", m)))
# EN-05 Virginia GDC printed return date
va = D(2026, 12, 14)
assert va == roll(va, holidays("VA", True)) and va > TODAY
key("L-EN-05", "return date printed on warrant in debt (VA)", "printed on the papers", va)
# EN-06 New Jersey Special Civil Part: 35 days
key("L-EN-06", "answer, household member (NJ)", "served Nov 20 + 35 days (R. 6:3-1 summons), Dec 25 holiday, roll (R. 1:3-1)",
    both(lambda m: period(D(2026, 11, 20), 35, "NJ", m)))
# EN-14 Reg F validation period
r1, e1 = regf_end(D(2026, 11, 2))
assert r1 == D(2026, 11, 9)
key("L-EN-14", "validation period end (Reg F)", "sent Nov 2 + 5 business days = Nov 9; + 30 days", e1)
# EN-17 Tennessee General Sessions printed court date
tn = D(2026, 12, 15)
assert tn == roll(tn, holidays("TN", True)) and tn > TODAY
key("L-EN-17", "court date printed on civil warrant (TN)", "printed on the papers", tn)
# ES-01 Texas justice court: 14 days (TRCP 502.5)
key("L-ES-01", "answer, in hand (TX justice court)", "served Nov 19 + 14 days (Tex. R. Civ. P. 502.5), roll",
    both(lambda m: period(D(2026, 11, 19), 14, "TX", m)))
# ES-02 California substituted service: complete 10 days after mailing, then 30 days
ca_complete = D(2026, 10, 26) + dt.timedelta(days=10)
assert ca_complete == D(2026, 11, 5)
key("L-ES-02", "substituted service complete (CA)", "mailed Oct 26 + 10 days (CCP 415.20)", ca_complete)
key("L-ES-02", "answer (CA)", "service complete Nov 5 + 30 days (CCP 412.20), roll (CCP 12a)",
    both(lambda m: period(ca_complete, 30, "CA", m)))
# ES-03 Washington district court: 20 days, Nov 27 is a WA legal holiday
wa_raw = D(2026, 11, 7) + dt.timedelta(days=20)
assert wa_raw == D(2026, 11, 27)
wa = both(lambda m: period(D(2026, 11, 7), 20, "WA", m))
assert wa == TODAY, "WA deadline should be today"
key("L-ES-03", "answer, in hand (WA district court)", "served Nov 7 + 20 days = Nov 27 (WA holiday), roll (CRLJ 6(a))", wa)
# ES-05 Florida claim of exemption: 20 days after receipt of notice (Fla. Stat. 77.041)
key("L-ES-05", "claim of exemption (FL)", "notice received Nov 23 + 20 days (Fla. Stat. 77.041), roll (Fla. R. Gen. Prac. & Jud. Admin. 2.514)",
    both(lambda m: period(D(2026, 11, 23), 20, "FL", m)))
# ES-08 Reg F validation period
r2, e2 = regf_end(D(2026, 11, 9))
assert r2 == D(2026, 11, 17), r2  # Nov 11 (Veterans Day) skipped
key("L-ES-08", "validation period end (Reg F)", "sent Nov 9 + 5 business days (skip Nov 11) = Nov 17; + 30 days", e2)
# ES-12 Tennessee printed show-cause date
tn2 = D(2026, 12, 10)
assert tn2 == roll(tn2, holidays("TN", True)) and tn2 > TODAY
key("L-ES-12", "show-cause hearing printed on papers (TN)", "printed on the papers", tn2)

EXPECTED = {
    ("L-EN-01", "answer, certified mail (MI)"): D(2026, 12, 8),
    ("L-EN-02", "answer, abode service (MN)"): D(2026, 12, 4),
    ("L-EN-03", "open default as of right (GA)"): D(2026, 12, 11),
    ("L-EN-03", "conservative open-default day (GA)"): D(2026, 12, 10),
    ("L-EN-04", "answer, served outside AZ"): D(2026, 12, 7),
    ("L-EN-06", "answer, household member (NJ)"): D(2026, 12, 28),
    ("L-EN-14", "validation period end (Reg F)"): D(2026, 12, 9),
    ("L-ES-01", "answer, in hand (TX justice court)"): D(2026, 12, 3),
    ("L-ES-02", "answer (CA)"): D(2026, 12, 7),
    ("L-ES-03", "answer, in hand (WA district court)"): D(2026, 11, 30),
    ("L-ES-05", "claim of exemption (FL)"): D(2026, 12, 14),
    ("L-ES-08", "validation period end (Reg F)"): D(2026, 12, 17),
}

# ------------------------------------------------------------------ other date arithmetic
def months_back(d, n):
    y, m = d.year, d.month - n
    while m <= 0:
        m += 12
        y -= 1
    return D(y, m, d.day)

# 31 CFR 212 lookback: two months before the account review date
lb = months_back(D(2026, 11, 24), 2)
assert lb == D(2026, 9, 24)
for dep in (D(2026, 10, 1), D(2026, 10, 30)):       # EN-10 VA deposits
    assert lb <= dep <= D(2026, 11, 24)
for dep in (D(2026, 10, 2), D(2026, 11, 3)):        # ES-06 SSA deposits
    assert lb <= dep <= D(2026, 11, 24)
# Limitations periods that the keys say have run
assert D(2019, 3, 31).replace(year=2025) < TODAY    # EN-16 MI 6 years from Mar 2019
assert D(2018, 5, 31).replace(year=2024) < TODAY    # EN-17 TN 6 years from May 2018
assert D(2020, 6, 30).replace(year=2024) < TODAY    # ES-09 TX 4 years from Jun 2020
# EN-26: WA one-year motion window from Aug 20, 2026 still open
assert D(2027, 8, 20) > TODAY

# ------------------------------------------------------------------ weekday scan
EN_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
ES_DAYS = {"lunes": 0, "martes": 1, "miercoles": 2, "miércoles": 2, "jueves": 3,
           "viernes": 4, "sabado": 5, "sábado": 5, "domingo": 6}
MONTHS = {m: i for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july",
                                      "august", "september", "october", "november", "december"], 1)}
for k, v in list(MONTHS.items()):
    MONTHS[k[:3]] = v
MONTHS["sept"] = 9
ES_MONTHS = {m: i for i, m in enumerate(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
                                         "agosto", "septiembre", "octubre", "noviembre", "diciembre"], 1)}
ES_MONTHS["nov"] = 11
ES_MONTHS["dic"] = 12
ES_MONTHS["oct"] = 10


def infer_year(month):
    # Items talk about Oct 2026 - Jan 2027.
    return 2027 if month <= 6 else 2026


def resolve_day_only(day):
    """'wednesday the 25th' / 'el viernes 27': nearest such day-of-month to today."""
    cands = []
    for y, m in ((2026, 10), (2026, 11), (2026, 12), (2027, 1)):
        try:
            cands.append(D(y, m, day))
        except ValueError:
            pass
    return min(cands, key=lambda c: abs((c - TODAY).days))


EN_WD = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
EN_MO = r"(january|february|march|april|may|june|july|august|september|sept|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)"
ES_WD = r"(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)"
ES_MO = r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|nov|dic|oct)"
PATTERNS = [
    ("en_full", re.compile(EN_WD + r",?\s+" + EN_MO + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?", re.I)),
    ("en_dayonly", re.compile(EN_WD + r"\s+the\s+(\d{1,2})(?:st|nd|rd|th)", re.I)),
    ("es_full", re.compile(ES_WD + r",?\s+(\d{1,2})\s+de\s+" + ES_MO + r"(?:\s+de(?:l)?\s+(\d{4}))?", re.I)),
    ("es_dayonly", re.compile(ES_WD + r"\s+(\d{1,2})(?!\s*de\s)(?!\d)", re.I)),
]


def check_text(label, text, errors, found):
    for kind, pat in PATTERNS:
        for m in pat.finditer(text):
            g = m.groups()
            if kind == "en_full":
                wd = EN_DAYS.index(g[0].lower())
                mo = MONTHS[g[1].lower()]
                day = int(g[2])
                yr = int(g[3]) if g[3] else infer_year(mo)
                d = D(yr, mo, day)
            elif kind == "en_dayonly":
                wd = EN_DAYS.index(g[0].lower())
                d = resolve_day_only(int(g[1]))
            elif kind == "es_full":
                wd = ES_DAYS[g[0].lower()]
                mo = ES_MONTHS[g[2].lower()]
                yr = int(g[3]) if g[3] else infer_year(mo)
                d = D(yr, mo, int(g[1]))
            else:
                wd = ES_DAYS[g[0].lower()]
                d = resolve_day_only(int(g[1]))
            found.append((label, m.group(0), d))
            if d.weekday() != wd:
                errors.append(f"{label}: '{m.group(0)}' -> {d} is a {d.strftime('%A')}")


def main():
    errors, found = [], []
    items = [json.loads(l) for l in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")]
    by_id = {it["id"]: it for it in items}

    # computed keys vs expected values and vs the text of the keys
    for (id_, desc), exp in EXPECTED.items():
        got = [d for (i, ds, r, d) in KEYS if i == id_ and ds == desc]
        if got != [exp]:
            errors.append(f"{id_} {desc}: computed {got} expected {exp}")
    for id_, desc, rule, d in KEYS:
        must = " ".join(by_id[id_]["must_say"])
        if long(d) not in must:
            errors.append(f"{id_}: '{long(d)}' ({desc}) not found in must_say")

    # every weekday+date string in the set
    for it in items:
        for field in ("question", "must_say", "should_say", "must_not_say"):
            val = it[field]
            text = val if isinstance(val, str) else " | ".join(val)
            check_text(f"{it['id']}.{field}", text, errors, found)
    for fn in ("GRADING.md", "README.md"):
        p = os.path.join(HERE, fn)
        if os.path.exists(p):
            check_text(fn, open(p, encoding="utf-8").read(), errors, found)
        else:
            errors.append(f"missing {fn}")

    print("Date keys (rule -> last day):")
    for id_, desc, rule, d in KEYS:
        flag = "PASSED" if d < TODAY else ("TODAY" if d == TODAY else "open")
        print(f"  {id_:8s} {desc:45s} {long(d):32s} [{flag}]  {rule}")
    print(f"Weekday+date strings checked: {len(found)}")
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  -", e)
        sys.exit(1)
    print("verify_dates.py: ALL OK")


if __name__ == "__main__":
    main()
