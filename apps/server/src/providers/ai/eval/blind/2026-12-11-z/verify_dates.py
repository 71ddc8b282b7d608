#!/usr/bin/env python3
"""Recompute every date key of set Z from its rule and check every weekday+date string.

Reference date: Wednesday, December 2, 2026.

Part 1 recomputes each deadline in the deadline key (GRADING.md) from the stated rule
and checks that the exact date string appears in the item's key text.
Part 2 scans every text field of questions.jsonl for a weekday written next to a date
(English "Monday, December 7, 2026", "tuesday nov 10", "friday 11/13";
Spanish "lunes 14 de diciembre de 2026") and checks that the weekday is right.
Exit status is 0 only if everything matches.
"""
import datetime as dt
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TODAY = dt.date(2026, 12, 2)
D = dt.date

# Court holidays that matter for the windows used (observed by all state courts involved).
HOLIDAYS = {
    D(2026, 11, 26): "Thanksgiving Day",
    D(2026, 12, 25): "Christmas Day",
    D(2027, 1, 1): "New Year's Day",
    D(2027, 1, 18): "Martin Luther King Jr. Day",
}
# Days that are court holidays only in some states: a computed last day must not land here.
PARTIAL_HOLIDAYS = {
    D(2026, 11, 27): "day after Thanksgiving (some states)",
    D(2026, 12, 24): "Christmas Eve (some states)",
    D(2026, 12, 26): "day after Christmas (some states; a Saturday anyway)",
}

EN_WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ES_WD = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
EN_MO = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
ES_MO = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre"]


def closed(d):
    return d.weekday() >= 5 or d in HOLIDAYS


def roll(d):
    """If the last day is a Saturday, Sunday or court holiday, move to the next open day."""
    while closed(d):
        d += dt.timedelta(days=1)
    return d


def plus(d, n):
    """Exclude the trigger day, count every calendar day, include the last day, then roll."""
    return roll(d + dt.timedelta(days=n))


def en(d):
    return f"{EN_WD[d.weekday()]}, {EN_MO[d.month - 1]} {d.day}, {d.year}"


def es(d):
    return f"{ES_WD[d.weekday()]} {d.day} de {ES_MO[d.month - 1]} de {d.year}"


def tx_rule_99(served):
    """Tex. R. Civ. P. 99(b): 10:00 a.m. on the Monday next after the expiration of 20 days."""
    expires = served + dt.timedelta(days=20)
    d = expires + dt.timedelta(days=1)
    while d.weekday() != 0:
        d += dt.timedelta(days=1)
    return roll(d)


def add_years(d, n):
    try:
        return d.replace(year=d.year + n)
    except ValueError:  # Feb 29
        return d.replace(year=d.year + n, day=28)


# (item id, field(s) to search, label, rule text, computed date, formatter)
SCENARIOS = []


def sc(item, label, rule, date, fmt=en, fields=("must_say",), must_be_future=True):
    SCENARIOS.append(dict(item=item, label=label, rule=rule, date=date, fmt=fmt,
                          fields=fields, future=must_be_future))


# ---- lawsuit answer deadlines ----
sc("Q-EN-01", "TX county court answer", "Tex. R. Civ. P. 99(b): served Tue 2026-11-10; 20 days expire "
   "Mon 11-30; answer by 10:00 a.m. on the next Monday", tx_rule_99(D(2026, 11, 10)))
sc("Q-EN-01", "TX 20-day expiry (not the deadline)", "served 2026-11-10 + 20 days",
   D(2026, 11, 10) + dt.timedelta(days=20), must_be_future=False, fields=("must_say",))
sc("Q-EN-02", "CT appearance", "Conn. Practice Book: appearance on or before the second day "
   "after the return date (Tue 2026-12-15)", roll(D(2026, 12, 15) + dt.timedelta(days=2)))
sc("Q-EN-02", "CT return date (printed)", "printed on summons", D(2026, 12, 15))
sc("Q-EN-03", "MN answer", "Minn. R. Civ. P. 12.01: 21 days after personal service Fri 2026-11-13",
   plus(D(2026, 11, 13), 21))
sc("Q-EN-04", "NE answer", "30 days after residence service Wed 2026-11-25; day 30 is Christmas",
   plus(D(2026, 11, 25), 30))
sc("Q-EN-04", "NE day 30 (holiday)", "2026-11-25 + 30 (unrolled)",
   D(2026, 11, 25) + dt.timedelta(days=30), fields=("must_say", "must_not_say"))
sc("Q-EN-05", "OR appearance after publication", "ORCP 7 C(2): 30 days from first publication "
   "Thu 2026-11-05; day 30 is a Saturday", plus(D(2026, 11, 5), 30))
sc("Q-EN-07", "MO summary-judgment response", "Mo. R. Civ. P. 74.04(c)(2): 30 days after "
   "service Fri 2026-11-20; day 30 is a Sunday", plus(D(2026, 11, 20), 30))
sc("Q-EN-07", "MO hearing (printed)", "printed on notice", D(2027, 1, 8), fields=("should_say",))
sc("Q-EN-27", "KY answer", "Ky. CR 12.01: 20 days after service Tue 2026-11-24",
   plus(D(2026, 11, 24), 20))
sc("Q-EN-29", "SD answer", "SDCL 15-6-12(a): 30 days after service Fri 2026-11-20; day 30 "
   "is a Sunday", plus(D(2026, 11, 20), 30))
sc("Q-EN-30", "WI small-claims return date (printed)", "printed on summons", D(2026, 12, 9))
sc("Q-ES-01", "AZ answer", "Ariz. R. Civ. P. 12(a): 20 days after personal service "
   "(in hospital) Fri 2026-11-20", plus(D(2026, 11, 20), 20), fmt=es)
ca_complete = D(2026, 11, 3) + dt.timedelta(days=10)
sc("Q-ES-02", "CA substituted service complete", "Cal. CCP 415.20: complete on the 10th day "
   "after mailing Tue 2026-11-03", ca_complete, fmt=es, must_be_future=False)
sc("Q-ES-02", "CA answer", "Cal. CCP 412.20(a)(3), 12, 12a: 30 days after service is complete; "
   "day 30 is a Sunday", plus(ca_complete, 30), fmt=es)
sc("Q-ES-03", "AL district court answer", "Ala. R. Civ. P. 12(dc): 14 days after certified-mail "
   "delivery Tue 2026-11-24", plus(D(2026, 11, 24), 14), fmt=es)
sc("Q-ES-17", "MA district court answer", "Mass. R. Civ. P. 12(a): 20 days after service "
   "Mon 2026-11-23; day 20 is a Sunday", plus(D(2026, 11, 23), 20), fmt=es)

# ---- after default / after judgment ----
ga_due = plus(D(2026, 10, 22), 30)
sc("Q-EN-08", "GA answer due", "O.C.G.A. 9-11-12(a): 30 days after service Thu 2026-10-22; "
   "day 30 is a Saturday", ga_due, must_be_future=False)
sc("Q-EN-08", "GA open default (safe count)", "O.C.G.A. 9-11-55(a): 15 days counted from the "
   "answer due date", plus(ga_due, 15))
sc("Q-EN-08", "GA open default (count from day of default)", "15 days counted from the day of "
   "default (day after the answer was due)", plus(ga_due + dt.timedelta(days=1), 15))
ny_317 = min(add_years(D(2026, 11, 30), 1), add_years(D(2023, 3, 31), 5))
sc("Q-EN-09", "NY CPLR 317 outer limit", "one year after learning of judgment (Mon 2026-11-30), "
   "and not more than five years after entry (March 2023)", roll(ny_317))
sc("Q-EN-11", "MO Rule 74.05(d) one-year limit", "one year after entry Wed 2026-01-14",
   roll(add_years(D(2026, 1, 14), 1)), fields=("should_say",))
sc("Q-EN-12", "IA Rule 1.977 day 60 (unrolled)", "2026-11-10 + 60",
   D(2026, 11, 10) + dt.timedelta(days=60), must_be_future=True)
sc("Q-EN-12", "IA Rule 1.977 motion", "Iowa R. Civ. P. 1.977: within 60 days after entry "
   "Tue 2026-11-10; day 60 is a Saturday (Iowa Code 4.1(34))", plus(D(2026, 11, 10), 60))
sc("Q-EN-20", "FL claim of exemption", "Fla. Stat. 77.041: 20 days after receiving notice "
   "Mon 2026-11-23; day 20 is a Sunday (Fla. R. Gen. Prac. & Jud. Admin. 2.514)",
   plus(D(2026, 11, 23), 20))
sc("Q-ES-04", "TX justice court new trial", "Tex. R. Civ. P. 505.3(c): 14 days after judgment "
   "signed Thu 2026-11-19", plus(D(2026, 11, 19), 14), fmt=es)
sc("Q-ES-04", "TX justice court appeal", "Tex. R. Civ. P. 506.1(a): 21 days after judgment "
   "signed Thu 2026-11-19", plus(D(2026, 11, 19), 21), fmt=es)
sc("Q-ES-08", "CA claim of exemption (safe)", "Cal. CCP 703.520: 15 days after notice of levy "
   "served (mailed Wed 2026-11-25)", plus(D(2026, 11, 25), 15), fmt=es)
sc("Q-ES-08", "CA claim of exemption (+5 days for mail)", "CCP 684.120 mail extension, if it "
   "applies: 15 + 5 days", plus(D(2026, 11, 25), 20), fmt=es)
sc("Q-ES-12", "validation-period end date (printed)", "printed on the validation notice",
   D(2026, 12, 21), fmt=es)

# Non-weekday date keys (checked as plain strings)
PLAIN = [
    ("Q-EN-11", "MO judgment lasts 10 years (RSMo 516.350)",
     add_years(D(2026, 1, 14), 10), lambda d: f"{EN_MO[d.month - 1]} {d.day}, {d.year}"),
    ("Q-EN-36", "DC hearing date (printed)", D(2027, 1, 22),
     lambda d: f"{EN_MO[d.month - 1]} {d.day}, {d.year}"),
]


def load():
    items = {}
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line:
                o = json.loads(line)
                items[o["id"]] = o
    return items


def text_of(item, fields):
    out = []
    for k in fields:
        v = item.get(k)
        out.extend(v if isinstance(v, list) else [v])
    return "\n".join(out)


# ---------- weekday scanner ----------
EN_WD_RE = (r"(monday|mon|tuesday|tues|tue|wednesday|wed|thursday|thurs|thur|thu|friday|fri|"
            r"saturday|sat|sunday|sun)")
EN_MO_RE = (r"(january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|"
            r"september|sept|sep|october|oct|november|nov|december|dec)")
RE_EN = re.compile(r"\b" + EN_WD_RE + r"\b\.?,?\s+" + EN_MO_RE + r"\b\.?\s+(\d{1,2})(?!\d)"
                   r"(?:(?:st|nd|rd|th)?,?\s+(\d{4}))?", re.I)
RE_EN_NUM = re.compile(r"\b" + EN_WD_RE + r"\b,?\s+(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?", re.I)
RE_ES = re.compile(r"\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+(\d{1,2})"
                   r"\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
                   r"octubre|noviembre|diciembre)(?:\s+de\s+(\d{4}))?", re.I)

WD_INDEX = {}
for i, names in enumerate([("monday", "mon"), ("tuesday", "tues", "tue"),
                           ("wednesday", "wed", "miércoles", "miercoles"),
                           ("thursday", "thurs", "thur", "thu"), ("friday", "fri"),
                           ("saturday", "sat", "sábado", "sabado"), ("sunday", "sun")]):
    for n in names:
        WD_INDEX[n] = i
for i, n in enumerate(["lunes", "martes", None, "jueves", "viernes", None, "domingo"]):
    if n:
        WD_INDEX[n] = i
MO_INDEX = {}
for i, m in enumerate(EN_MO):
    MO_INDEX[m.lower()] = i + 1
    MO_INDEX[m.lower()[:3]] = i + 1
MO_INDEX["sept"] = 9
for i, m in enumerate(ES_MO):
    MO_INDEX[m] = i + 1


def infer_year(month):
    # Undated references in this set are to the autumn of 2026 or January/February 2027.
    return 2027 if month <= 2 else 2026


def scan(items):
    errors, count = [], 0
    for iid, item in items.items():
        for field in ("question", "must_say", "should_say", "must_not_say"):
            v = item[field]
            for s in (v if isinstance(v, list) else [v]):
                found = []
                for m in RE_EN.finditer(s):
                    wd, mo, day, yr = m.group(1), m.group(2), int(m.group(3)), m.group(4)
                    month = MO_INDEX[mo.lower().rstrip(".")]
                    found.append((m.group(0), wd, month, day, int(yr) if yr else None))
                for m in RE_EN_NUM.finditer(s):
                    wd, month, day, yr = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
                    y = int(yr) if yr else None
                    if y is not None and y < 100:
                        y += 2000
                    found.append((m.group(0), wd, month, day, y))
                for m in RE_ES.finditer(s):
                    wd, day, mo, yr = m.group(1), int(m.group(2)), m.group(3), m.group(4)
                    found.append((m.group(0), wd, MO_INDEX[mo.lower()], day, int(yr) if yr else None))
                for text, wd, month, day, yr in found:
                    count += 1
                    y = yr or infer_year(month)
                    try:
                        d = D(y, month, day)
                    except ValueError:
                        errors.append(f"{iid}/{field}: impossible date in '{text}'")
                        continue
                    want = WD_INDEX[wd.lower()]
                    if d.weekday() != want:
                        errors.append(f"{iid}/{field}: '{text}' but {d.isoformat()} is a "
                                      f"{EN_WD[d.weekday()]}")
    return count, errors


def main():
    items = load()
    errors = []
    assert TODAY.weekday() == 2, "reference date must be a Wednesday"
    print(f"Reference date: {en(TODAY)}")
    print("\nPart 1 - date keys recomputed from their rules")
    for s in SCENARIOS:
        d, want = s["date"], s["fmt"](s["date"])
        ok_text = want in text_of(items[s["item"]], s["fields"])
        notes = []
        if s["future"] and d < TODAY:
            notes.append("IN THE PAST")
        if d in PARTIAL_HOLIDAYS and s["label"].find("unrolled") < 0 and s["label"].find("holiday") < 0:
            notes.append("lands on " + PARTIAL_HOLIDAYS[d])
        status = "OK " if ok_text and not notes else "ERR"
        if status == "ERR":
            errors.append(f"{s['item']} {s['label']}: expected '{want}' in {s['fields']}"
                          + (f" ({'; '.join(notes)})" if notes else "")
                          + ("" if ok_text else " - string not found"))
        print(f"  [{status}] {s['item']:8} {s['label']:45} -> {want}")
    for iid, label, d, f in PLAIN:
        want = f(d)
        ok = want in text_of(items[iid], ("question", "must_say", "should_say"))
        print(f"  [{'OK ' if ok else 'ERR'}] {iid:8} {label:45} -> {want}")
        if not ok:
            errors.append(f"{iid} {label}: '{want}' not found")

    print("\nPart 2 - every weekday+date string in questions.jsonl")
    count, errs = scan(items)
    errors.extend(errs)
    print(f"  checked {count} weekday+date strings, {len(errs)} wrong")

    print()
    if errors:
        print("FAILED:")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print(f"ALL DATE CHECKS PASSED ({len(SCENARIOS) + len(PLAIN)} keys, {count} weekday strings)")


if __name__ == "__main__":
    main()
