// A view sent as what changed since the last one: deboule/online/delta.py's `patch`, the same
// rules (a mapping's changed keys, "-" the keys removed, "+" a list's new items, "=" whole).
const MAX_DEPTH = 32;

export function patch(old, change, full) {
  if (full) return change;
  if (!isObject(old) || !isObject(change)) throw new Error("a view's change without the view it changes");
  return patchDict(old, change, 0);
}

function isObject(value) { return value !== null && typeof value === "object" && !Array.isArray(value); }

function patchDict(old, change, depth) {
  if (depth > MAX_DEPTH) throw new Error("a view's change too deep");
  const out = { ...old };
  const removed = Array.isArray(change["-"]) ? change["-"] : [];
  for (const key of removed) delete out[key];
  for (const [key, value] of Object.entries(change)) {
    if (key === "-") continue;
    if (!isObject(value) || Object.keys(value).length !== 1) throw new Error("a view's change is malformed");
    const [op, body] = Object.entries(value)[0];
    if (op === "=") out[key] = body;
    else if (op === "+" && Array.isArray(body) && Array.isArray(out[key])) out[key] = out[key].concat(body);
    else if (op === "~" && isObject(body) && isObject(out[key])) out[key] = patchDict(out[key], body, depth + 1);
    else throw new Error("a view's change does not fit the view");
  }
  return out;
}
