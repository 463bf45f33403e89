// The page's words: the game's translation tables, exported by the server (/text.json),
// French first, English available. A table's text may use Python's {name} and {x:.1f}.
let tables = { fr: {}, en: {} };
let lang = "fr";

export async function loadText() {
  const saved = safeStorage("get", "deboule.lang");
  lang = saved === "en" || saved === "fr" ? saved : "fr";
  try {
    const answer = await fetch("/text.json");
    if (answer.ok) tables = await answer.json();
  } catch (_) { /* the keys show themselves: the page still works */ }
  document.documentElement.lang = lang;
}

export function getLang() { return lang; }

export function setLang(next) {
  lang = next === "en" ? "en" : "fr";
  safeStorage("set", "deboule.lang", lang);
  document.documentElement.lang = lang;
}

export function format(text, values = {}) {
  return String(text).replace(/\{(\w+)(?::\.(\d)f)?\}/g, (whole, name, digits) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return digits !== undefined && typeof value === "number" ? value.toFixed(Number(digits)) : String(value);
  });
}

export function t(key, values = {}) {
  const table = tables[lang] || {};
  const text = key in table ? table[key] : (tables.fr || {})[key];
  return text === undefined ? key : format(text, values);
}

// the same line in both languages (kept so that a change of language says it again)
export function both(key, values = {}) {
  const line = {};
  for (const each of ["fr", "en"]) {
    const table = tables[each] || {};
    line[each] = key in table ? format(table[key], values) : key;
  }
  return line;
}

// a pair {fr, en} sent by the server (its own tables' words)
export function pick(pair) {
  if (pair == null) return "";
  if (typeof pair === "string") return pair;
  return String(pair[lang] ?? pair.fr ?? "");
}

export function safeStorage(op, key, value) {
  try {
    if (op === "get") return window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key);
    if (op === "set") { window.localStorage.setItem(key, value); return value; }
    if (op === "seat") { window.sessionStorage.setItem(key, value); return value; }
    if (op === "del") { window.sessionStorage.removeItem(key); return null; }
  } catch (_) { return null; }
  return null;
}
