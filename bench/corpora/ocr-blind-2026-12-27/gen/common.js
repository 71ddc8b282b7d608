// shared page wrapper: a CSS page of 816x1056 px
exports.page = (css, body) => `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff;color:#111}
body{width:816px;height:1056px;overflow:hidden;position:relative}
table{border-collapse:collapse}
${css}
</style></head><body>${body}</body></html>`;
