# Shared CSS/helpers for the HTML layouts.
def page(body, font, size, extra_css="", pad="54px 62px"):
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page {{ size: 816px 1056px; margin: 0 }}
html,body {{ margin:0; padding:0; background:#fff; }}
.page {{ width:816px; height:1056px; box-sizing:border-box; padding:{pad}; position:relative; overflow:hidden;
  font-family:{font}; font-size:{size}; color:#111; line-height:1.32; }}
p {{ margin:0 0 7px 0; }}
.c {{ text-align:center; }} .r {{ text-align:right; }} .b {{ font-weight:bold; }} .u {{ text-decoration:underline; }}
table {{ border-collapse:collapse; }}
{extra_css}
</style></head><body><div class="page">
{body}
</div></body></html>"""
