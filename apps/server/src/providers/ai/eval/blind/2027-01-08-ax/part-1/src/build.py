import json, items_a, items_b, items_c
from items_a import ITEMS
order = sorted(ITEMS, key=lambda x:(0 if '-EN-' in x['id'] else 1, x['id']))
with open('../questions.jsonl','w',encoding='utf-8') as f:
    for it in order:
        f.write(json.dumps(it, ensure_ascii=False)+'\n')
print(len(order))
