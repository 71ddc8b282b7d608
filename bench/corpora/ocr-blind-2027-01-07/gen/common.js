// shared page wrapper: CSS page 816x1056 px
exports.page = (css, body, extraHead = '') => `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;position:relative;color:#111}
*{box-sizing:border-box}
table{border-collapse:collapse}
${css}
</style>${extraHead}</head><body>${body}</body></html>`;
