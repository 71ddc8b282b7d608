#!/usr/bin/env python3
"""Recompute every deadline/date key of set AF part 1 and check every weekday+date string.
Reference date: Friday, December 4, 2026. Standard library only."""
import datetime as dt, json, re, sys

D = dt.date
TODAY = D(2026, 12, 4)
# Court closures used (only the ones that matter for these windows)
HOL = {D(2026, 12, 25): "Christmas Day", D(2027, 1, 1): "New Year's Day"}

def roll(d, extra_closed=()):
    """If the last day is Sat/Sun/holiday/closed day, move to next open day."""
    while d.weekday() >= 5 or d in HOL or d in extra_closed:
        d += dt.timedelta(days=1)
    return d

def plus(start, n, extra_closed=()):
    return roll(start + dt.timedelta(days=n), extra_closed)

fail = 0
def check(label, got, want):
    global fail
    ok = got == want
    fail += (not ok)
    print(("OK  " if ok else "FAIL"), label, got.strftime("%A, %B %-d, %Y"), "" if ok else f"(key says {want})")

assert TODAY.strftime("%A") == "Friday"
# EN-01 Kentucky CR 12.01: 20 days after service (left with son Mon Nov 16); CR 6.01 roll
check("EN-01 KY answer", plus(D(2026,11,16), 20), D(2026,12,7))
# EN-02 Oregon ORCP 7C(2): 30 days after in-hand service Wed Dec 2; ORCP 10A roll over New Year's Day
raw = D(2026,12,2) + dt.timedelta(30); assert raw == D(2027,1,1) and raw in HOL
check("EN-02 OR answer (person)", plus(D(2026,12,2), 30), D(2027,1,4))
# EN-02 LLC: 30 days from Secretary of State service Fri Nov 20 (conservative)
check("EN-02 OR answer (LLC, conservative)", plus(D(2026,11,20), 30), D(2026,12,21))
# EN-04 Kansas: interrogatories mailed Mon Oct 5: 30 days + 3 mail days -> passed before today
due = plus(D(2026,10,5), 33); check("EN-04 KS discovery answers (passed)", due, D(2026,11,9)); assert due < TODAY
check("EN-04 KS hearing printed", D(2026,12,17), D(2026,12,17))
# EN-05 Alabama ARCP 55(c): 30 days after entry Mon Nov 9
check("EN-05 AL Rule 55(c) motion", plus(D(2026,11,9), 30), D(2026,12,9))
# EN-06 Tennessee TCA 27-5-108: 10 days after GS judgment Tue Nov 24 -> today
t = plus(D(2026,11,24), 10); check("EN-06 TN GS appeal", t, D(2026,12,4)); assert t == TODAY
# EN-07 Utah supplemental proceedings hearing printed
check("EN-07 UT hearing printed", D(2026,12,16), D(2026,12,16))
# EN-14 validation end date printed / EN-20 ticket appear-by date printed
check("EN-14 dispute-by date", D(2027,1,11), D(2027,1,11))
check("EN-20 ticket date", D(2027,1,8), D(2027,1,8))
# ES-01 Louisiana CCP art. 1001: 21 days after domiciliary service Fri Dec 4; art. 5059 roll (Christmas, weekend)
raw = D(2026,12,4) + dt.timedelta(21); assert raw == D(2026,12,25)
check("ES-01 LA answer", plus(D(2026,12,4), 21), D(2026,12,28))
# ES-02 Indiana summons: 23 days (received by certified mail Tue Dec 1); TR 6(A)
check("ES-02 IN answer (clerk open Dec 24)", plus(D(2026,12,1), 23), D(2026,12,24))
check("ES-02 IN answer (if clerk closed Dec 24)", plus(D(2026,12,1), 23, extra_closed={D(2026,12,24)}), D(2026,12,28))
# ES-03 Texas JP: TRCP 505.3 14 days, 506.1 21 days after judgment signed Mon Nov 23
check("ES-03 TX new trial/set aside", plus(D(2026,11,23), 14), D(2026,12,7))
check("ES-03 TX appeal to county court", plus(D(2026,11,23), 21), D(2026,12,14))
# ES-09 New Mexico settlement facilitation printed
check("ES-09 NM facilitation", D(2026,12,15), D(2026,12,15))
# Bank-levy lookback (31 CFR 212): review date Dec 4 -> lookback Oct 3 .. Dec 3
lb_start, lb_end = D(2026,10,3), D(2026,12,3)
for dep in (D(2026,11,3), D(2026,12,3)):
    assert lb_start <= dep <= lb_end
print("OK   lookback Oct 3 - Dec 3, 2026 covers Nov 3 and Dec 3 deposits")

# ---- weekday + date strings in every item ----
EN_M = {m: i for i, m in enumerate(["january","february","march","april","may","june","july","august",
        "september","october","november","december"], 1)}
EN_M.update({k[:3]: v for k, v in list(EN_M.items())}); EN_M["sept"] = 9
ES_M = {m: i for i, m in enumerate(["enero","febrero","marzo","abril","mayo","junio","julio","agosto",
        "septiembre","octubre","noviembre","diciembre"], 1)}
EN_W = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"]
ES_W = ["lunes","martes","miercoles","jueves","viernes","sabado","domingo"]
def strip(s):
    return s.replace("é","e").replace("á","a").replace("í","i").replace("ó","o").replace("ú","u")
def year_for(m, y):
    if y: return int(y)
    return 2027 if m <= 2 else 2026
en_re = re.compile(r"\b(" + "|".join(EN_W) + r")\b[,]?\s*\(?\s*(" + "|".join(sorted(EN_M, key=len, reverse=True)) +
                   r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?", re.I)
es_re = re.compile(r"\b(" + "|".join(ES_W) + r")\s+(\d{1,2})\s+de\s+(" + "|".join(ES_M) + r")(?:\s+de\s+(\d{4}))?", re.I)
n = 0
for line in open(__file__.rsplit("/", 1)[0] + "/questions.jsonl" if "/" in __file__ else "questions.jsonl", encoding="utf-8"):
    it = json.loads(line)
    text = " ".join([it["question"]] + it["must_say"] + it["should_say"] + it["must_not_say"])
    for m in en_re.finditer(text):
        wd, mon, day, yr = m.group(1).lower(), EN_M[m.group(2).lower()], int(m.group(3)), m.group(4)
        d = D(year_for(mon, yr), mon, day); n += 1
        if EN_W[d.weekday()] != wd:
            fail += 1; print("FAIL weekday", it["id"], m.group(0), "is really", d.strftime("%A"))
    for m in es_re.finditer(strip(text)):
        wd, day, mon, yr = m.group(1).lower(), int(m.group(2)), ES_M[m.group(3).lower()], m.group(4)
        d = D(year_for(mon, yr), mon, day); n += 1
        if ES_W[d.weekday()] != wd:
            fail += 1; print("FAIL weekday", it["id"], m.group(0), "is really", d.strftime("%A"))
print(f"checked {n} weekday+date strings")
print("ALL DATE CHECKS PASSED" if not fail else f"{fail} FAILURES")
sys.exit(1 if fail else 0)
