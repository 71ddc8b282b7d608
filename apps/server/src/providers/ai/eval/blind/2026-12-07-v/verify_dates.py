#!/usr/bin/env python3
"""verify_dates.py - set V (blind), reference date Tuesday, December 1, 2026.

1. Recomputes every date key in the deadline table from its rule (trigger date,
   period, counting/roll-forward rule) and checks that the computed last day is
   the one written in the item's must_say, with the right weekday.
2. Scans every text field of questions.jsonl for weekday+date strings
   (English "Monday, December 7, 2026" / "saturday nov 21" / "nov 5 (thursday)"
   and Spanish "lunes 28 de diciembre de 2026") and checks each weekday.
3. Checks a few weekday facts the questions state in other forms.

Standard library only. Exit status 0 = all good, 1 = at least one failure.
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
QFILE = os.path.join(HERE, "questions.jsonl")
REF = dt.date(2026, 12, 1)
D = dt.date
ONE = dt.timedelta(days=1)

# Legal public holidays that fall in the window used by the set.
FEDERAL = {
    D(2026, 11, 11): "Veterans Day",
    D(2026, 11, 26): "Thanksgiving Day",
    D(2026, 12, 25): "Christmas Day",
    D(2027, 1, 1): "New Year's Day",
    D(2027, 1, 18): "Martin Luther King Jr. Day",
    D(2027, 2, 15): "Presidents' Day",
}
# Days on which some state courts close; no key is allowed to land on one of
# these (checked below), so the keys do not depend on a state's holiday list.
AMBIGUOUS = {
    D(2026, 11, 27): "day after Thanksgiving (closed in some states)",
    D(2026, 12, 24): "Christmas Eve (closed in some states)",
    D(2026, 12, 26): "Dec 26 (Texas state holiday; a Saturday in 2026)",
    D(2026, 12, 31): "New Year's Eve (closed in some courts)",
    D(2027, 2, 12): "Lincoln's Birthday (California court holiday)",
}

WD_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ES = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
MON_EN = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MON_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
          "agosto", "septiembre", "octubre", "noviembre", "diciembre"]


def en(d):
    return f"{WD_EN[d.weekday()]}, {MON_EN[d.month - 1]} {d.day}, {d.year}"


def es(d):
    return f"{WD_ES[d.weekday()]} {d.day} de {MON_ES[d.month - 1]} de {d.year}"


def es_short(d):
    return f"{WD_ES[d.weekday()]} {d.day} de {MON_ES[d.month - 1]}"


def is_closed(d, holidays=FEDERAL):
    return d.weekday() >= 5 or d in holidays


def roll(d, holidays=FEDERAL):
    """Last day on a Saturday, Sunday or legal holiday -> next day court is open."""
    while is_closed(d, holidays):
        d += ONE
    return d


def plus(d, n):
    return d + dt.timedelta(days=n)


def business_days(d, n, holidays=FEDERAL):
    """n days after d, not counting Saturdays, Sundays, legal public holidays."""
    while n:
        d += ONE
        if not is_closed(d, holidays):
            n -= 1
    return d


def monday_next_after(d):
    """Texas TRCP 99(b): 'the Monday next after the expiration of twenty days'."""
    d += ONE
    while d.weekday() != 0:
        d += ONE
    return d


# ---------------------------------------------------------------- deadline keys
# (id, state, rule text, computed date, strings that must appear in must_say)
def scenarios():
    out = []

    def add(qid, state, rule, computed, lang="en", extra=()):
        out.append((qid, state, rule, computed, lang, list(extra)))

    # EN-01 Texas justice court, served in hand (hospital) Sat Nov 21
    s = D(2026, 11, 21)
    add("Q-EN-01", "TX", "TRCP 502.5: answer by end of 14th day after service; weekend/holiday -> next day",
        roll(plus(s, 14)), extra=[en(plus(s, 14)).split(",")[0] + ", December 5"])
    # EN-02 California, service by publication, first publication Fri Nov 13
    p = D(2026, 11, 13)
    complete = plus(p, 27)          # end of 28th day counting the first day (Gov. Code 6064)
    complete_alt = plus(p, 28)      # reading "28 days after first publication"
    last = roll(plus(complete, 30))
    assert last == roll(plus(complete_alt, 30)), "EN-02 readings disagree"
    add("Q-EN-02", "CA", "CCP 415.50/Gov. Code 6064: complete at end of 28th day incl. first publication; CCP 412.20: 30 days; CCP 12a roll",
        last, extra=[en(complete), en(plus(complete, 30))])
    # EN-03 Ohio certified mail delivered Thu Nov 5
    add("Q-EN-03", "OH", "Civ.R. 12(A): 28 days after certified-mail delivery", roll(plus(D(2026, 11, 5), 28)))
    # EN-04 New York nail-and-mail, affidavit filed Fri Nov 6
    c = plus(D(2026, 11, 6), 10)
    add("Q-EN-04", "NY", "CPLR 308(4): complete 10 days after filing proof; CPLR 320(a): 30 days", roll(plus(c, 30)),
        extra=[en(c)])
    # EN-05 Florida small claims pretrial conference printed on summons
    add("Q-EN-05", "FL", "Fla. Sm. Cl. R. 7.090: appear at pretrial conference on the printed date", D(2027, 1, 12))
    # EN-06 Washington hearing on motion for default printed on notice
    add("Q-EN-06", "WA", "CRLJ 55(a): appeared party may answer before the hearing; hearing date printed", D(2026, 12, 11))
    # EN-07 Georgia State Court, served Thu Oct 29
    due = roll(plus(D(2026, 10, 29), 30))
    default_day = plus(due, 1)
    open_end = plus(default_day, 15)
    open_safe = plus(open_end, -1)
    add("Q-EN-07", "GA", "O.C.G.A. 9-11-12(a) 30 days, 1-3-1(d)(3) roll; 9-11-55(a) open as of right within 15 days of default (safe day / outer day)",
        open_safe, extra=[en(plus(D(2026, 10, 29), 30)).split(",")[0] + ", November 28, 2026",
                          "Monday, November 30", en(open_end)])
    # EN-09 Tennessee General Sessions agreed judgment Thu Nov 19 - appeal window (already passed)
    gs = roll(plus(D(2026, 11, 19), 10))
    assert gs < REF, "EN-09 appeal window should already have passed"
    add("Q-EN-09", "TN", "T.C.A. 27-5-108: appeal within 10 days of judgment (passed)", gs)
    # EN-10 Indiana order to appear printed
    add("Q-EN-10", "IN", "Order to appear (proceedings supplemental): printed hearing date", D(2026, 12, 14))
    # EN-11 Illinois default judgment entered Fri Nov 6
    add("Q-EN-11", "IL", "735 ILCS 5/2-1301(e): motion within 30 days of judgment; 5 ILCS 70/1.11 roll", roll(plus(D(2026, 11, 6), 30)))
    # EN-13 Florida claim of exemption, notice received Fri Nov 20
    add("Q-EN-13", "FL", "Fla. Stat. 77.041: sworn claim within 20 days after receipt; Rule 2.514 roll", roll(plus(D(2026, 11, 20), 20)))
    # EN-14 Pennsylvania MDJ hearing printed
    add("Q-EN-14", "PA", "MDJ civil complaint: hearing date printed on complaint", D(2026, 12, 17))
    # EN-23 Alabama district court, served Fri Nov 20
    add("Q-EN-23", "AL", "Ala. R. Civ. P. 12(dc): 14 days in district court (key tells person to check summons)", roll(plus(D(2026, 11, 20), 14)))
    # EN-25 Reg F validation period, notice sent Fri Nov 6
    r = business_days(D(2026, 11, 6), 5)
    add("Q-EN-25", "federal", "12 CFR 1006.34(b)(5): assumed receipt 5 business days after sending (Veterans Day skipped) + 30 days",
        plus(r, 30), extra=[en(r)])
    # EN-26 Kansas limited actions answer day printed
    add("Q-EN-26", "KS", "K.S.A. ch. 61 summons: answer day printed", D(2026, 12, 9))
    # EN-28 Oregon, served Mon Nov 9
    add("Q-EN-28", "OR", "ORCP 7 C(2): appear within 30 days of service", roll(plus(D(2026, 11, 9), 30)))
    # EN-36 Arizona justice court, served Wed Nov 18
    add("Q-EN-36", "AZ", "Justice court rules: answer within 20 days of service", roll(plus(D(2026, 11, 18), 20)))
    # ES-01 New Jersey Special Civil Part, served Fri Nov 20
    add("Q-ES-01", "NJ", "Special Civil Part summons: 35 days; R. 1:3-1 roll past Christmas and weekend",
        roll(plus(D(2026, 11, 20), 35)), "es", extra=[es_short(plus(D(2026, 11, 20), 35))])
    # ES-02 Texas county court at law, served Tue Nov 24
    t20 = plus(D(2026, 11, 24), 20)
    add("Q-ES-02", "TX", "TRCP 99(b): 10:00 a.m. on the Monday next after expiration of 20 days",
        monday_next_after(t20), "es", extra=[WD_ES[t20.weekday()] + " 14 de diciembre"])
    # ES-03 Illinois Cook County small claims return date printed
    add("Q-ES-03", "IL", "Ill. S. Ct. R. 101(b): appear/appearance by printed return date", D(2027, 1, 5), "es")
    # ES-04 Virginia GDC judgment Tue Nov 24
    add("Q-ES-04", "VA", "Va. Code 16.1-106: note appeal within 10 days of judgment", roll(plus(D(2026, 11, 24), 10)), "es")
    # ES-08 North Carolina notice of rights served Fri Nov 20
    add("Q-ES-08", "NC", "G.S. 1C-1603: motion to claim exempt property within 20 days of service", roll(plus(D(2026, 11, 20), 20)), "es")
    # ES-11 Florida bank garnishment notice received Mon Nov 23
    add("Q-ES-11", "FL", "Fla. Stat. 77.041: claim within 20 days after receipt; Rule 2.514 roll",
        roll(plus(D(2026, 11, 23), 20)), "es", extra=[es_short(plus(D(2026, 11, 23), 20))])
    # ES-14 Reg F validation period, notice sent Wed Oct 28
    r2 = business_days(D(2026, 10, 28), 5)
    add("Q-ES-14", "federal", "12 CFR 1006.34(b)(5): assumed receipt 5 business days after sending + 30 days",
        plus(r2, 30), "es", extra=[f"{r2.day} de {MON_ES[r2.month - 1]}"])
    return out


# Expected last days, written independently of the rule functions above.
EXPECTED = {
    "Q-EN-01": D(2026, 12, 7), "Q-EN-02": D(2027, 1, 11), "Q-EN-03": D(2026, 12, 3),
    "Q-EN-04": D(2026, 12, 16), "Q-EN-05": D(2027, 1, 12), "Q-EN-06": D(2026, 12, 11),
    "Q-EN-07": D(2026, 12, 15), "Q-EN-09": D(2026, 11, 30), "Q-EN-10": D(2026, 12, 14),
    "Q-EN-11": D(2026, 12, 7), "Q-EN-13": D(2026, 12, 10), "Q-EN-14": D(2026, 12, 17),
    "Q-EN-23": D(2026, 12, 4), "Q-EN-25": D(2026, 12, 16), "Q-EN-26": D(2026, 12, 9),
    "Q-EN-28": D(2026, 12, 9), "Q-EN-36": D(2026, 12, 8), "Q-ES-01": D(2026, 12, 28),
    "Q-ES-02": D(2026, 12, 21), "Q-ES-03": D(2027, 1, 5), "Q-ES-04": D(2026, 12, 4),
    "Q-ES-08": D(2026, 12, 10), "Q-ES-11": D(2026, 12, 14), "Q-ES-14": D(2026, 12, 4),
}

# Weekday facts stated in the questions in forms the scanner does not parse.
FACTS = [
    ("Q-EN-20", D(2026, 10, 21), 2, "3rd Wednesday of October 2026"),
    ("Q-EN-20", D(2026, 11, 18), 2, "3rd Wednesday of November 2026"),
    ("Q-EN-25", D(2026, 12, 6), 6, "Nov 6 + 30 = Dec 6, a Sunday (friend's count)"),
    ("Q-ES-02", D(2026, 12, 14), 0, "20th day after Nov 24 is a Monday"),
]

EN_WD = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
EN_MON = (r"(january|february|march|april|may|june|july|august|september|sept|october|november|december|"
          r"jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)")
ES_WD = r"(lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo)"
ES_MON = r"(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)"
PAT_A = re.compile(EN_WD + r",?\s+(?:the\s+)?" + EN_MON + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?", re.I)
PAT_B = re.compile(r"\b" + EN_MON + r"\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\s*\((?:it was\s+)?(?:a\s+)?" + EN_WD + r"\)", re.I)
PAT_D = re.compile(r"\b" + EN_MON + r"\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?,?\s+which is a\s+" + EN_WD, re.I)
PAT_C = re.compile(ES_WD + r",?\s+(\d{1,2})\s+de\s+" + ES_MON + r"(?:\s+de\s+(\d{4}))?", re.I)


def mon_en(s):
    s = s.lower()[:3]
    return ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].index(s) + 1


def wd_idx_en(s):
    return [w.lower() for w in WD_EN].index(s.lower())


def wd_idx_es(s):
    s = s.lower().replace("á", "a").replace("é", "e")
    return ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"].index(s)


def year_for(month, year):
    if year:
        return int(year)
    return 2026 if month >= 7 else 2027


def texts(item):
    yield "question", item["question"]
    for k in ("must_say", "should_say", "must_not_say"):
        for i, s in enumerate(item[k]):
            yield f"{k}[{i}]", s


def main():
    items = [json.loads(l) for l in open(QFILE, encoding="utf-8") if l.strip()]
    by_id = {it["id"]: it for it in items}
    fails = []
    print(f"Reference date {en(REF)} -> {'OK' if REF.weekday() == 1 else 'FAIL'}")
    if REF.weekday() != 1:
        fails.append("reference date is not a Tuesday")

    print("\nDeadline keys (recomputed from their rules):")
    sc = scenarios()
    for qid, state, rule, computed, lang, extra in sc:
        exp = EXPECTED.get(qid)
        ok = computed == exp
        label = en(computed) if lang == "en" else es(computed)
        must = " ".join(by_id[qid]["must_say"])
        needed = [label] + extra
        missing = [s for s in needed if s not in must]
        amb = AMBIGUOUS.get(computed)
        closed = computed.weekday() >= 5 or computed in FEDERAL
        status = "OK"
        if not ok:
            status = f"FAIL (expected {exp})"
        if missing:
            status = f"FAIL (must_say lacks {missing})"
        if amb or closed:
            status = f"FAIL (lands on {amb or 'a closed day'})"
        if status != "OK":
            fails.append(f"{qid}: {status}")
        print(f"  {qid:8} {state:7} {label:36} {status}   [{rule}]")
    if set(EXPECTED) != {s[0] for s in sc}:
        fails.append("EXPECTED table and scenarios differ")

    print("\nWeekday facts:")
    for qid, d, wd, why in FACTS:
        ok = d.weekday() == wd
        print(f"  {qid:8} {d} is {WD_EN[d.weekday()]:9} ({why}) {'OK' if ok else 'FAIL'}")
        if not ok:
            fails.append(f"{qid}: fact {why}")

    print("\nWeekday+date strings found in the items:")
    n = 0
    for it in items:
        for where, s in texts(it):
            found = []
            for m in PAT_A.finditer(s):
                mo = mon_en(m.group(2)); d = D(year_for(mo, m.group(4)), mo, int(m.group(3)))
                found.append((m.group(0), d, wd_idx_en(m.group(1))))
            for m in PAT_B.finditer(s):
                mo = mon_en(m.group(1)); d = D(year_for(mo, m.group(3)), mo, int(m.group(2)))
                found.append((m.group(0), d, wd_idx_en(m.group(4))))
            for m in PAT_D.finditer(s):
                mo = mon_en(m.group(1)); d = D(year_for(mo, m.group(3)), mo, int(m.group(2)))
                found.append((m.group(0), d, wd_idx_en(m.group(4))))
            for m in PAT_C.finditer(s):
                mo = MON_ES.index(m.group(3).lower()) + 1; d = D(year_for(mo, m.group(4)), mo, int(m.group(2)))
                found.append((m.group(0), d, wd_idx_es(m.group(1))))
            for txt, d, wd in found:
                n += 1
                ok = d.weekday() == wd
                if not ok:
                    fails.append(f"{it['id']} {where}: '{txt}' but {d} is a {WD_EN[d.weekday()]}")
                print(f"  {it['id']:8} {where:14} {txt!r:48} -> {d} {'OK' if ok else 'FAIL'}")
    print(f"  ({n} weekday+date strings checked)")

    print()
    if fails:
        print(f"FAILURES ({len(fails)}):")
        for f in fails:
            print("  -", f)
        sys.exit(1)
    print(f"ALL OK: {len(sc)} deadline keys recomputed, {len(FACTS)} weekday facts, {n} weekday+date strings.")


if __name__ == "__main__":
    main()
