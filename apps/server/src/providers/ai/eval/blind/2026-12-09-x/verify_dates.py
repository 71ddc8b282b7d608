#!/usr/bin/env python3
"""Recompute every date key of set X from its rule and check every weekday+date string.

Run from any directory:  python3 verify_dates.py
Exit status 0 = all checks passed.

Part 1 recomputes each deadline / date key from the rule written next to it and checks
that the expected date string appears in the item's must_say (and in GRADING.md).
Part 2 scans questions.jsonl, GRADING.md and README.md for every "weekday + date"
string (English and Spanish, full or abbreviated) and checks the weekday is right.
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
D = dt.date
TODAY = D(2026, 12, 2)

# Court holidays that matter for the period covered (all states used observe these).
# Day after Thanksgiving is a court holiday in some states but no deadline here lands on it.
HOLIDAYS = {
    D(2026, 11, 11): "Veterans Day",
    D(2026, 11, 26): "Thanksgiving",
    D(2026, 12, 25): "Christmas Day",
    D(2027, 1, 1): "New Year's Day",
    D(2027, 1, 18): "Martin Luther King Jr. Day",
    D(2027, 2, 15): "Presidents' Day",
}

EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
EN_MO = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]


def fmt(d, weekday=True):
    s = f"{EN_MO[d.month - 1]} {d.day}, {d.year}"
    return f"{EN_WD[d.weekday()]}, {s}" if weekday else s


def plus(d, n):
    return d + dt.timedelta(days=n)


def nonbusiness(d):
    return d.weekday() >= 5 or d in HOLIDAYS


def roll(d):
    """If the last day is a Saturday, Sunday or court holiday, move to the next business day."""
    while nonbusiness(d):
        d = plus(d, 1)
    return d


def add_business_days(d, n):
    while n > 0:
        d = plus(d, 1)
        if not nonbusiness(d):
            n -= 1
    return d


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return D(y, m, d.day)


def texas_county_court(served):
    """10 a.m. on the Monday next after the expiration of 20 days (TRCP 99(b)); used only as the wrong answer."""
    d = plus(served, 20)
    d = plus(d, 1)
    while d.weekday() != 0:
        d = plus(d, 1)
    return roll(d)


# ---------------------------------------------------------------------------
# Part 1: date keys.  Each entry: id, state, rule text, computed date, whether the
# key string carries a weekday, and extra asserts on intermediate dates.
# ---------------------------------------------------------------------------
KEYS = []


def key(item, state, rule, start_desc, computed, expected, weekday=True, passed=False, note=""):
    KEYS.append(dict(item=item, state=state, rule=rule, start=start_desc, computed=computed,
                     expected=expected, weekday=weekday, passed=passed, note=note))


# EN-01 California substituted service: complete on 10th day after mailing (CCP 415.20), +30 days (CCP 412.20), CCP 12/12a
mail = D(2026, 10, 30)
complete = plus(mail, 10)
assert complete == D(2026, 11, 9)
key("Q-EN-01", "CA", "Substituted service complete 10th day after mailing (CCP 415.20); 30 days to respond (CCP 412.20); roll past weekend/holiday (CCP 12a)",
    "left with household member + mailed Fri Oct 30, 2026; service complete Mon Nov 9, 2026",
    roll(plus(complete, 30)), D(2026, 12, 9), note="person counted from Oct 30 and thought Nov 29 had passed")

# EN-02 Texas justice court debt claim: end of 14th day after service; roll (TRCP 502.5)
served = D(2026, 11, 21)
assert served.weekday() == 5
raw = plus(served, 14)
assert raw == D(2026, 12, 5) and raw.weekday() == 5
key("Q-EN-02", "TX", "Justice court: answer by end of 14th day after service; if Sat/Sun/holiday, next business day (TRCP 502.5)",
    "served in hand Sat Nov 21, 2026 (14th day = Sat Dec 5, 2026)", roll(raw), D(2026, 12, 7))
assert texas_county_court(served) == D(2026, 12, 14)  # the wrong (county-court) rule, listed as unsafe

# EN-03 Arizona justice court: 20 days after service in Arizona (already passed)
served = D(2026, 11, 10)
key("Q-EN-03", "AZ", "20 days after service in Arizona (Ariz. R. Civ. P. 12 / justice court rules); default effective only 10 days after application for default",
    "served in hand in hospital Tue Nov 10, 2026", roll(plus(served, 20)), D(2026, 11, 30), passed=True)

# EN-04 Michigan: 28 days if served by mail (MCR 2.108(A)(2)), conservative from green-card delivery
key("Q-EN-04", "MI", "28 days after service by mail (MCR 2.108(A)(2)); counted conservatively from the certified-mail delivery",
    "certified mail signed by cousin Tue Nov 10, 2026", roll(plus(D(2026, 11, 10), 28)), D(2026, 12, 8))

# EN-05 New York nail-and-mail: proof filed >= date of mailing; complete 10 days after filing; 30 days after complete
mail = D(2026, 11, 2)
earliest = roll(plus(plus(mail, 10), 30))
proof_deadline = roll(plus(mail, 20))          # proof must be filed within 20 days of the later act
latest = roll(plus(plus(proof_deadline, 10), 30))
assert proof_deadline == D(2026, 11, 23) and latest == D(2027, 1, 4)
key("Q-EN-05", "NY", "Affix-and-mail (CPLR 308(4)): service complete 10 days after proof filed; answer 30 days after service complete (CCA 402 / CPLR 320(a)); proof cannot be filed before the mailing",
    "affixed Fri Oct 30, 2026, mailed Mon Nov 2, 2026", earliest, D(2026, 12, 14),
    note=f"earliest possible last day; if proof filed on the last timely day the last day is {fmt(latest)}")

# EN-06 Texas summary-judgment response: not later than 7 days before hearing (TRCP 166a(c))
hearing = D(2026, 12, 16)
key("Q-EN-06", "TX", "Written response to MSJ not later than 7 days before the hearing (TRCP 166a(c)); answer any time before default judgment is signed",
    "hearing Wed Dec 16, 2026", plus(hearing, -7), D(2026, 12, 9))

# EN-07 Georgia: answer 30 days (OCGA 9-11-12); open default as of right within 15 days of default (OCGA 9-11-55(a))
served = D(2026, 10, 26)
answer_due = roll(plus(served, 30))
assert answer_due == D(2026, 11, 25)
key("Q-EN-07", "GA", "Answer due 30 days after service; default may be opened as of right within 15 days of the default on payment of costs (OCGA 9-11-55(a)); conservative count from the last answer day",
    "served Mon Oct 26, 2026; answer was due Wed Nov 25, 2026", roll(plus(answer_due, 15)), D(2026, 12, 10), passed=False,
    note=f"counting from the first day of default gives {fmt(roll(plus(answer_due + dt.timedelta(days=1), 15)))}")
assert roll(plus(plus(answer_due, 1), 15)) == D(2026, 12, 11)

# EN-08 Virginia GDC appeal: 10 days after judgment (Va. Code 16.1-106); Va. Code 1-210
key("Q-EN-08", "VA", "Notice of appeal from General District Court within 10 days after judgment (Va. Code 16.1-106); bond/costs generally within 30 days",
    "judgment Mon Nov 23, 2026", roll(plus(D(2026, 11, 23), 10)), D(2026, 12, 3))

# EN-11 California CCP 473(b): no more than six months after judgment
key("Q-EN-11", "CA", "Motion to set aside default judgment under CCP 473(b): reasonable time, never more than 6 months after judgment",
    "default judgment Wed Sep 9, 2026", add_months(D(2026, 9, 9), 6), D(2027, 3, 9))

# EN-20 Ohio bank garnishment: request hearing within 5 business days after receipt (R.C. 2716.13)
key("Q-EN-20", "OH", "Request for hearing within five business days after receiving the notice (R.C. 2716.13)",
    "notice received Mon Nov 30, 2026", add_business_days(D(2026, 11, 30), 5), D(2026, 12, 7))

# EN-21 New York EIPA exemption claim form: 20 days of postmark (CPLR 5222-a)
key("Q-EN-21", "NY", "Return exemption claim form to bank and creditor within 20 days of the postmark (CPLR 5222-a)",
    "postmarked Fri Nov 20, 2026", roll(plus(D(2026, 11, 20), 20)), D(2026, 12, 10))

# EN-25 North Carolina: 30 days after service (Rule 12(a)); Rule 6(a) weekend roll
raw = plus(D(2026, 11, 12), 30)
assert raw == D(2026, 12, 12) and raw.weekday() == 5
key("Q-EN-25", "NC", "Answer 30 days after service (N.C. R. Civ. P. 12(a)); weekend roll (Rule 6(a))",
    "served in hand Thu Nov 12, 2026 (30th day = Sat Dec 12, 2026)", roll(raw), D(2026, 12, 14))

# EN-26 New Jersey Special Civil Part: 35 days (R. 6:3-1); R. 1:3-1 holiday roll
raw = plus(D(2026, 11, 20), 35)
assert raw == D(2026, 12, 25) and raw in HOLIDAYS
key("Q-EN-26", "NJ", "Answer within 35 days after service (R. 6:3-1); last day on a holiday moves to next court day (R. 1:3-1)",
    "served in hand at work Fri Nov 20, 2026 (35th day = Fri Dec 25, 2026, Christmas)", roll(raw), D(2026, 12, 28))

# EN-27 Tennessee savings statute: one year after dismissal (T.C.A. 28-1-105); SOL 6 years from Feb 2021
key("Q-EN-27", "TN", "Refiling window under savings statute: one year after dismissal not on the merits (T.C.A. 28-1-105)",
    "dismissed without prejudice Wed Jul 15, 2026", D(2027, 7, 15), D(2027, 7, 15), weekday=False,
    note="6-year SOL from the Feb 2021 default runs about Feb 2027; the later of the two controls")

# EN-33 FCRA 7-year period: begins 180 days after commencement of delinquency (15 U.S.C. 1681c(c))
key("Q-EN-33", "KS", "Collection can be reported 7 years from 180 days after date of first delinquency (15 U.S.C. 1681c(a)(4), (c)(1))",
    "date of first delinquency Mar 15, 2019", add_months(plus(D(2019, 3, 15), 180), 12 * 7), D(2026, 9, 11), weekday=False, passed=True)
assert plus(D(2019, 3, 15), 180) == D(2019, 9, 11)

# EN-34 Washington: 20 days after service in state (CR 12(a)); pocket service allowed (CR 3(a))
key("Q-EN-34", "WA", "Respond within 20 days after personal service in Washington (CR 12(a)/CRLJ 12(a)); suit may be started by service before filing (CR 3(a))",
    "served in hand Thu Nov 19, 2026", roll(plus(D(2026, 11, 19), 20)), D(2026, 12, 9))

# ES-01 Maryland District Court: Notice of Intention to Defend 15 days after service (Md. Rule 3-307); Md. Rule 1-203 roll
raw = plus(D(2026, 11, 20), 15)
assert raw == D(2026, 12, 5) and raw.weekday() == 5
key("Q-ES-01", "MD", "Notice of Intention to Defend within 15 days after service (Md. Rule 3-307); weekend roll (Md. Rule 1-203)",
    "served in hand Fri Nov 20, 2026 (15th day = Sat Dec 5, 2026)", roll(raw), D(2026, 12, 7))
assert D(2027, 1, 12).weekday() == 1  # trial date printed on the complaint

# ES-02 Washington, personal service outside the state: 60 days (RCW 4.28.180)
key("Q-ES-02", "WA", "60 days to appear and answer after personal service outside Washington (RCW 4.28.180)",
    "served in hand in Houston Mon Oct 19, 2026", roll(plus(D(2026, 10, 19), 60)), D(2026, 12, 18),
    note="the 20-day in-state period would have ended Nov 9, 2026")

# ES-03 California publication: complete at end of 28th day counting the first publication day (Gov. Code 6064), +30
first = D(2026, 10, 16)
inclusive = plus(first, 27)   # 28th day counting the first day as day 1
exclusive = plus(first, 28)   # reading that counts 28 days after the first day
assert roll(plus(inclusive, 30)) == roll(plus(exclusive, 30))
key("Q-ES-03", "CA", "Publication: service complete at the end of the 28th day of the publication period (Gov. Code 6064 / CCP 415.50); 30 days to respond; weekend roll",
    "first publication Fri Oct 16, 2026", roll(plus(inclusive, 30)), D(2026, 12, 14),
    note="both ways of counting the 28 days land on the same weekend and roll to the same Monday")

# ES-05 Indiana proceedings supplemental: appearance date printed on the order
key("Q-ES-05", "IN", "Appearance date printed on the proceedings-supplemental order (must appear)",
    "order received; hearing date printed", D(2026, 12, 10), D(2026, 12, 10))

# ES-10 California bank levy claim of exemption: 15 days after service of notice (CCP 703.520) + 5 days for mail (CCP 684.120)
key("Q-ES-10", "CA", "Claim of exemption within 15 days after service of notice of levy (CCP 703.520), +5 days when served by mail in California (CCP 684.120)",
    "notice mailed Wed Nov 25, 2026", roll(plus(D(2026, 11, 25), 15 + 5)), D(2026, 12, 15))

# ES-11 Florida claim of exemption: 20 days after receipt of notice (Fla. Stat. 77.041)
key("Q-ES-11", "FL", "Claim of exemption and request for hearing within 20 days after receiving the notice (Fla. Stat. 77.041)",
    "notice received Tue Nov 24, 2026", roll(plus(D(2026, 11, 24), 20)), D(2026, 12, 14))

# ES-14 Validation period: 30 days after assumed receipt; receipt may be assumed 5 business days after sending (12 CFR 1006.34(b)(5))
sent = D(2026, 11, 16)
receipt = add_business_days(sent, 5)
assert receipt == D(2026, 11, 23)
key("Q-ES-14", "CO", "Validation period ends 30 days after receipt; collector may assume receipt 5 business days after sending (12 C.F.R. 1006.34(b)(5)); date printed on notice",
    "notice sent Mon Nov 16, 2026 (assumed receipt Mon Nov 23, 2026)", plus(receipt, 30), D(2026, 12, 23))

# ES-20 North Carolina: 30 days after service
key("Q-ES-20", "NC", "Answer 30 days after service (N.C. R. Civ. P. 12(a))",
    "served in hand Tue Nov 17, 2026", roll(plus(D(2026, 11, 17), 30)), D(2026, 12, 17))

# Other printed dates that appear as keys
key("Q-EN-06", "TX", "Hearing date printed on the notice", "notice of hearing", D(2026, 12, 16), D(2026, 12, 16))
key("Q-EN-29", "KY", "Court date printed on the papers", "notice of court date", D(2026, 12, 14), D(2026, 12, 14))
key("Q-ES-01", "MD", "Trial date printed on the complaint", "complaint", D(2027, 1, 12), D(2027, 1, 12))


def load_items():
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        return {json.loads(l)["id"]: json.loads(l) for l in f if l.strip()}


def part1(items, grading_text):
    bad = 0
    states = set()
    print("PART 1  date keys recomputed from their rules")
    for k in KEYS:
        ok = k["computed"] == k["expected"]
        s = fmt(k["expected"], k["weekday"])
        in_item = s in " ".join(items[k["item"]]["must_say"])
        in_grading = s in grading_text
        status = "OK " if ok and in_item and in_grading else "BAD"
        if status == "BAD":
            bad += 1
        if not k["rule"].startswith(("Hearing date", "Court date", "Trial date", "Appearance date")):
            states.add(k["state"])
        flag = " (already passed)" if k["passed"] or k["expected"] < TODAY else ""
        print(f"  {status} {k['item']} {k['state']}: {s}{flag}"
              f"{'' if ok else '  <-- computed ' + fmt(k['computed'])}"
              f"{'' if in_item else '  <-- not in must_say'}{'' if in_grading else '  <-- not in GRADING.md'}")
    print(f"  deadline/date-rule states: {len(states)} -> {sorted(states)}")
    if len(states) < 9:
        print("  BAD fewer than nine court states with deadline keys")
        bad += 1
    return bad


EN_DAYS = {"monday": 0, "mon": 0, "tuesday": 1, "tues": 1, "tue": 1, "wednesday": 2, "wed": 2,
           "thursday": 3, "thurs": 3, "thu": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5,
           "sunday": 6, "sun": 6}
ES_DAYS = {"lunes": 0, "martes": 1, "miércoles": 2, "miercoles": 2, "jueves": 3, "viernes": 4,
           "sábado": 5, "sabado": 5, "domingo": 6}
EN_MONTHS = {m.lower(): i + 1 for i, m in enumerate(EN_MO)}
EN_MONTHS.update({m.lower()[:3]: i + 1 for i, m in enumerate(EN_MO)})
EN_MONTHS["sept"] = 9
ES_MONTHS = {"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
             "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12}

en_day_re = "|".join(sorted(EN_DAYS, key=len, reverse=True))
en_mon_re = "|".join(sorted(EN_MONTHS, key=len, reverse=True))
es_day_re = "|".join(sorted(ES_DAYS, key=len, reverse=True))
es_mon_re = "|".join(sorted(ES_MONTHS, key=len, reverse=True))
RE_EN = re.compile(rf"\b({en_day_re})\b\.?,?\s+(?:the\s+)?({en_mon_re})\b\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?", re.I)
RE_ES = re.compile(rf"\b({es_day_re})\s+(\d{{1,2}})\s+de\s+({es_mon_re})(?:\s+(?:de\s+)?(\d{{4}}))?", re.I)


def infer_year(month):
    # Undated weekday mentions refer to the months around the reference date.
    return 2026 if month >= 8 else 2027


def part2(texts):
    bad = 0
    n = 0
    print("PART 2  every weekday+date string")
    for name, text in texts:
        for m in RE_EN.finditer(text):
            wd = EN_DAYS[m.group(1).lower()]
            mon = EN_MONTHS[m.group(2).lower()]
            day = int(m.group(3))
            yr = int(m.group(4)) if m.group(4) else infer_year(mon)
            n += 1
            try:
                real = D(yr, mon, day).weekday()
            except ValueError:
                print(f"  BAD {name}: impossible date '{m.group(0)}'")
                bad += 1
                continue
            if real != wd:
                print(f"  BAD {name}: '{m.group(0)}' is really a {EN_WD[real]}")
                bad += 1
        for m in RE_ES.finditer(text):
            wd = ES_DAYS[m.group(1).lower()]
            day = int(m.group(2))
            mon = ES_MONTHS[m.group(3).lower()]
            yr = int(m.group(4)) if m.group(4) else infer_year(mon)
            n += 1
            real = D(yr, mon, day).weekday()
            if real != wd:
                print(f"  BAD {name}: '{m.group(0)}' is really a {EN_WD[real]}")
                bad += 1
    print(f"  checked {n} weekday+date strings, {bad} wrong")
    return bad


def main():
    assert TODAY.weekday() == 2, "reference date must be a Wednesday"
    items = load_items()
    with open(os.path.join(HERE, "GRADING.md"), encoding="utf-8") as f:
        grading = f.read()
    texts = []
    for iid, it in items.items():
        texts.append((iid, " \n ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])))
    texts.append(("GRADING.md", grading))
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        with open(readme, encoding="utf-8") as f:
            texts.append(("README.md", f.read()))
    bad = part1(items, grading) + part2(texts)
    print("RESULT:", "ALL DATE CHECKS PASSED" if bad == 0 else f"{bad} PROBLEM(S)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
