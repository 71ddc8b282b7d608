"""Assemble questions.jsonl from items_a/b/c."""
import json, os, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import items_a, items_b, items_c
KEYS = ["id","lang","account_lang","account_state","topic","question","must_say","should_say","must_not_say"]
items = items_a.ITEMS + items_b.ITEMS + items_c.ITEMS
with open(os.path.join(here, "questions.jsonl"), "w", encoding="utf-8") as f:
    for it in items:
        f.write(json.dumps({k: it[k] for k in KEYS}, ensure_ascii=False) + "\n")
print(len(items), "items written")
