// The browser seat: a room's link (http://HOST:PORT/CODE) opens this page, which takes the
// first open seat (or watches when none is left), draws the table from the server's keyframes
// and says what the server's `table` says (deboule/online/web_table.py). It never simulates,
// and holds only what its own seat is sent.
import { Link } from "./net.js";
import { patch } from "./delta.js";
import { decodeMotion, MotionPlayer } from "./motion.js";
import { loadText, t, both, pick, getLang, setLang, safeStorage } from "./text.js";
import { TableView } from "./scene.js";
import { showDice } from "./dice_faces.js";
import { showCreate } from "./create.js";
import { drawCards, miniCard } from "./cards.js";

const CODE = /^\/([ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8})$/i;
const $ = (id) => document.getElementById(id);

const app = {
  room: null, seat: null, watching: false, game: null, view: null, table: null, legal: [],
  lobby: null, over: false, raceNonce: null, pressedNonce: null, seenNonce: null, status: "",
  note: "", fatal: "", refused: null, refusedAt: -1, player: new MotionPlayer(), motions: Promise.resolve(), scene: null,
  at: -1, sentAt: null, sentTime: 0, decoding: 0, peeking: false, wordFor: null, clockFrom: null, clockKey: 0, lastFrame: 0, firstFrameAt: null, dirty: false, bench: false, frames: 0, link: null, sent: 0, flick: null, piece: 0,
};
window.deboule = app; // read by the tests (and a curious player): nothing another seat may not see

function say(line, fatal = false) {
  if (fatal) app.fatal = line; else app.note = line;
  render();
}

const ANSWER_SECONDS = 5; // after a move is sent, no other until the server answers (the window's wait)

function sendAction(kind, fields = {}) {
  if (app.link && app.link.send(kind, fields)) {
    app.sent += 1;
    if (kind === "throw" || kind === "decide") { app.sentAt = app.at; app.sentTime = performance.now(); render(); }
  }
}

function awaitingAnswer() {
  return app.sentAt !== null && app.sentAt === app.at && app.decoding === 0 && !app.player.moving()
    && performance.now() - app.sentTime < ANSWER_SECONDS * 1000;
}

function moving() { return app.decoding > 0 || app.player.moving(); }

function canThrow() {
  return !!(app.table && app.table.throw && !moving() && !app.over);
}

function readMessage(m) {
  switch (m.type) {
    case "joined":
      app.seat = m.seat; app.game = m.game; app.watching = false; ensureScene(); break;
    case "watching":
      app.watching = true; break;
    case "room": case "lobby":
      app.lobby = m; app.game = app.game || m.game; ensureScene(); break;
    case "view":
      try { app.view = patch(app.view, m.view, !!m.full); } catch (error) { say(both("web.bad_message", { reason: error.message })); return; }
      app.legal = Array.isArray(m.legal) ? m.legal : [];
      if (Number.isInteger(m.at)) app.at = m.at; // the rules' history length it shows
      if (m.table && typeof m.table === "object") app.table = m.table;
      app.over = app.over || !!(app.table && app.table.over);
      forgetRefusal(app.over || app.at !== app.refusedAt);
      break;
    case "motion": {
      // decoded in order; until it is queued the table counts as moving (a race or a throw
      // offered before its dice are drawn at rest would be early)
      const data = m.motion;
      app.decoding += 1;
      app.motions = app.motions.then(() => decodeMotion(data)).then((motion) => app.player.push(motion))
        .catch((error) => say(both("web.bad_message", { reason: String(error.message).slice(0, 80) })))
        .finally(() => { app.decoding -= 1; });
      break;
    }
    case "race":
      app.raceNonce = typeof m.race === "string" ? m.race : null; break;
    case "over":
      app.over = true; forgetRefusal(true); break;
    case "refused": {
      const code = String(m.code || "");
      app.sentAt = null; // answered: the player may try again
      if (!app.seat && !app.watching && (code === "online.refusal.full" || code === "online.refusal.started" || code === "online.refusal.taken")) {
        sendAction("watch", { room: app.room });
        say(both("web.full"));
        return;
      }
      if (code === "online.refusal.token") { // an old seat's token: a fresh seat, or watch
        safeStorage("del", `deboule.seat.${app.room}`);
        app.link.token = null;
        sendAction("join", { room: app.room, kind: "human" });
        return;
      }
      say({ fr: String(m.fr || ""), en: String(m.en || "") }, code === "online.refusal.no_room" && app.seat === null);
      app.refused = app.note; app.refusedAt = app.at; // said until the game moves on
      break;
    }
    case "closed":
      say({ fr: String(m.fr || ""), en: String(m.en || "") }, true); break;
    default: break;
  }
  render();
}

// a refused move's note is said until the game moves on (the next move played, anyone's: the
// actions shown then are the new ones) or ends; a later note (an aim, "connection restored") stays
function forgetRefusal(movedOn) {
  if (!movedOn || app.refused === null) return;
  if (app.note === app.refused) app.note = "";
  app.refused = null;
}

function ensureScene() {
  if (app.scene !== null || !app.game) return;
  if (app.game === "chamot") { // cards: letters in the page, no 3D table
    document.body.classList.add("cards");
    app.scene = false;
    return;
  }
  const canvas = $("table");
  let view;
  try { view = new TableView(canvas); } catch (_) { app.scene = false; say(both("web.no_webgl")); return; }
  app.scene = view;
  fetch(`/scene/${encodeURIComponent(app.game)}.json`).then((r) => (r.ok ? r.json() : null)).then((described) => {
    if (described) view.build(described);
    app.dirty = true;
    requestAnimationFrame(frame);
  }).catch(() => say(both("web.no_webgl")));
}

function frame(now) {
  // drawn when something moved or changed (a software-rendered page idles at no cost);
  // `?bench` draws every frame (the frame rate measured in docs/online.md)
  const dt = app.lastFrame ? Math.min(0.1, (now - app.lastFrame) / 1000) : 0;
  app.lastFrame = now;
  const wasMoving = moving();
  app.player.update(dt);
  if (app.scene && (wasMoving || app.dirty || app.bench)) {
    app.scene.setPoses(app.player.poses());
    app.scene.draw();
    app.dirty = false;
    if (app.firstFrameAt === null) app.firstFrameAt = performance.now();
    app.frames += 1;
  }
  if (wasMoving && !moving()) render();
  raceShown();
  requestAnimationFrame(frame);
}

function raceShown() {
  // the race is on this screen once its dice rest: said to the server once (`seen`)
  const race = app.table && app.table.race;
  if (race && !moving() && app.raceNonce && app.seenNonce !== app.raceNonce) {
    app.seenNonce = app.raceNonce;
    sendAction("seen");
  }
}

function press() {
  const fields = app.raceNonce ? { race: app.raceNonce } : {};
  app.pressedNonce = app.raceNonce;
  sendAction("press", fields);
  render();
}

function corbeilleOf(corbeille) {
  const box = document.createElement("span");
  box.className = "corbeille";
  const text = document.createElement("small"); text.textContent = pick(corbeille.text);
  box.append(text);
  if (corbeille.top) box.append(miniCard(pick(corbeille.top)));
  return box;
}

function button(label, onClick, cls = "") {
  const b = document.createElement("button");
  b.type = "button"; b.textContent = label; b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

function render() {
  document.title = app.room ? t("web.title", { room: app.room }) : "Le Déboulé";
  $("room").textContent = app.room || "";
  $("who").textContent = app.watching ? t("web.watching") : app.seat !== null ? t("web.seat", { n: app.seat + 1 }) : "";
  $("lang").textContent = t("web.lang");
  $("status").textContent = pick(app.fatal || app.status);
  $("status").className = app.fatal ? "fatal" : app.status ? "warn" : "";
  $("note").textContent = app.fatal ? "" : pick(app.note);
  const table = app.table;
  const players = $("players");
  players.replaceChildren();
  if (table && Array.isArray(table.players)) {
    table.players.forEach((p, i) => {
      const row = document.createElement("li");
      if (p.owner) row.className = "owner";
      const name = document.createElement("span"); name.textContent = pick(p.name);
      const score = document.createElement("b"); score.textContent = p.score ?? "";
      row.append(name, score);
      // Chamot: the seat's corbeille, its count and its top card, as the window shows each seat's
      const corbeille = Array.isArray(table.corbeilles) ? table.corbeilles[i] : null;
      if (corbeille && typeof corbeille === "object") row.append(corbeilleOf(corbeille));
      players.append(row);
    });
  } else if (app.lobby && Array.isArray(app.lobby.seats)) {
    for (const s of app.lobby.seats) {
      const row = document.createElement("li");
      row.textContent = s.taken ? t("web.lobby.seat_taken", { n: s.seat + 1, who: s.name || t("web.lobby.player") })
        : s.spec === "open" ? t("web.lobby.seat_open", { n: s.seat + 1 }) : t("web.lobby.seat_taken", { n: s.seat + 1, who: t(`level.${s.spec}`) });
      players.append(row);
    }
  }
  $("last").textContent = table && table.last ? pick(table.last) : "";
  // the dice under the Tasse, large, while this seat looks (they are its own to see)
  showDice($("dice"), table, app.peeking, moving());
  const log = $("log");
  log.replaceChildren();
  const lines = table && table.log ? (table.log[getLang()] || table.log.fr || []) : [];
  for (const line of lines) { const li = document.createElement("li"); li.textContent = line; log.append(li); }
  const busy = moving();
  let prompt = "";
  if (!table && !app.fatal) {
    prompt = app.lobby && app.lobby.status === "lobby" ? t("web.waiting_start")
      : app.watching ? t("web.watching") : t("web.connecting"); // a hidden game's spectator: no table
  }
  else if (table && (busy || awaitingAnswer()) && !app.over) prompt = t("web.rolling");
  else if (table) prompt = pick(table.prompt);
  $("prompt").textContent = prompt;
  const actions = $("actions");
  actions.replaceChildren();
  if (table && !busy && !app.over && !app.watching && !awaitingAnswer()) {
    if (table.race) {
      const done = app.pressedNonce && app.pressedNonce === app.raceNonce;
      const big = button(done ? t("web.pressed") : `${t("web.press")} ${pick(table.race.shout)}`, press, "race");
      big.disabled = !!done;
      actions.append(big);
    }
    const pieces = table.pieces || [];
    if (table.throw && pieces.length > 1) {
      pieces.forEach((piece, i) => {
        const choice = button(pick(piece.name), () => { app.piece = i; render(); }, i === app.piece % pieces.length ? "piece chosen" : "piece");
        actions.append(choice);
      });
    }
    const shake = app.game === "enculette";
    if (table.throw && !(table.actions || []).length) actions.append(button(t(shake ? "web.shake" : "web.throw"), throwButton, "throw"));
    if (table.turn_over) actions.append(button(t("web.turn_over"), () => sendAction("turn_over"), "turn"));
    if (table.peek) actions.append(button(t(app.peeking ? "web.unpeek" : "web.peek"), () => { app.peeking = !app.peeking; render(); }, "peek"));
    for (const item of table.actions || []) {
      // a Chamot play that announces a word: the word typed, then sent (the server's rules check it)
      const onClick = item.word ? () => { app.wordFor = item; render(); $("word").focus(); }
        : () => sendAction("decide", { action: item.action });
      actions.append(button(pick(item.label), onClick, item.word ? "word" : ""));
    }
  }
  $("hint").textContent = canThrow() ? t("web.throw_hint") : "";
  renderCards(table);
  const asking = app.wordFor && table && (table.actions || []).some((a) => JSON.stringify(a.action) === JSON.stringify(app.wordFor.action));
  if (!asking) app.wordFor = null;
  $("wordbox").hidden = !app.wordFor;
  if (app.wordFor) {
    $("wordlabel").textContent = t("web.word_for", { play: pick(app.wordFor.label) });
    $("wordsend").textContent = t("web.send");
  }
  clock();
}

function pieceField() {
  const pieces = (app.table && app.table.pieces) || [];
  return pieces.length ? { piece: String(pieces[app.piece % pieces.length].id) } : {};
}

function throwButton() {
  // Cul de Chouette: the window's space bar (a throw from the hand); Le Déboulé: its keyboard
  // aim, straight down the table at moderate power
  if (app.game === "deboule") sendAction("throw", { aim: { aim_deg: 0, power: 0.35, lateral: 0 }, ...pieceField() });
  else sendAction("throw", {});
}

// Chamot: the rows and the card in hand, as cards (web/src/cards.js: a drag or a tap places it)
function renderCards(table) {
  drawCards($("cards"), table, (item) => { app.wordFor = item; render(); $("word").focus(); },
    { hand: table && table.hand ? t("web.hand", { letter: table.hand }) : "" });
}

function sendWord(event) {
  event.preventDefault();
  const word = $("word").value.trim().slice(0, 40);
  if (!app.wordFor || !word) return;
  sendAction("decide", { action: { ...app.wordFor.action, word } });
  $("word").value = "";
  app.wordFor = null;
  render();
}

// Chamot's thinking time: counted from when this seat's decision was first shown (the server
// keeps its own, H7)
function clock() {
  const table = app.table;
  const mine = table && table.clock && (table.actions || []).length && !app.over;
  const length = app.at;
  if (!mine) { app.clockFrom = null; $("clock").textContent = ""; return; }
  if (app.clockFrom === null || app.clockKey !== length) { app.clockFrom = performance.now(); app.clockKey = length; }
  const left = Math.max(0, table.clock - (performance.now() - app.clockFrom) / 1000);
  $("clock").textContent = t("web.clock", { s: Math.ceil(left) });
}

// ---------------------------------------------------------------- a flick on the table
function flickStart(event) {
  if (!canThrow() || !app.scene) return;
  const at = app.scene.tablePoint(event.clientX, event.clientY);
  if (!at) return;
  app.flick = { at, time: performance.now(), id: event.pointerId };
}

function flickMove(event) {
  const flick = app.flick;
  if (!flick || flick.id !== event.pointerId || !app.scene) return;
  const to = app.scene.tablePoint(event.clientX, event.clientY);
  if (!to) return;
  const dx = to.x - flick.at.x, dy = to.y - flick.at.y;
  const seconds = Math.max(0.03, (performance.now() - flick.time) / 1000);
  const aim = aimOf(dx, dy, Math.hypot(dx, dy) / seconds, flick.at.y);
  app.scene.showAim(flick.at, aim.aim_deg, aim.power);
  app.note = both("web.aim", { angle: Math.round(aim.aim_deg), power: Math.round(aim.power * 100) });
  app.dirty = true;
  $("note").textContent = pick(app.note);
}

function flickEnd(event) {
  const flick = app.flick;
  app.flick = null;
  if (app.scene) { app.scene.showAim(null); app.dirty = true; }
  if (!flick || flick.id !== event.pointerId || !canThrow() || !app.scene) return;
  const to = app.scene.tablePoint(event.clientX, event.clientY);
  if (!to) return;
  const dx = to.x - flick.at.x, dy = to.y - flick.at.y;
  const distance = Math.hypot(dx, dy);
  if (distance < 0.01) return; // a tap, not a flick
  const seconds = Math.max(0.03, (performance.now() - flick.time) / 1000);
  const aim = aimOf(dx, dy, distance / seconds, flick.at.y);
  sendAction("throw", { aim, ...pieceField() });
  app.note = both("web.aim", { angle: Math.round(aim.aim_deg), power: Math.round(aim.power * 100) });
  render();
}

export function aimOf(dx, dy, speed, startY) {
  // the window's keyboard aim (game/flick.py keyboard_throw): 0° straight down the table (+x),
  // positive towards +y, at most ±60°; power 0..1 from the flick's speed on the table
  const limit = app.game === "deboule" ? 60 : 45; // the window's keyboard limits (AIM_LIMIT_DEG)
  const angle = Math.max(-limit, Math.min(limit, (Math.atan2(dy, Math.max(1e-6, dx)) * 180) / Math.PI));
  const power = Math.max(0.05, Math.min(1, speed / 2.5));
  const half = app.game === "deboule" ? 0.3 : 0.12;
  const lateral = Math.max(-1, Math.min(1, startY / half));
  return { aim_deg: angle, power, lateral };
}

// ---------------------------------------------------------------- start
async function start() {
  await loadText();
  $("lang").addEventListener("click", () => { setLang(getLang() === "fr" ? "en" : "fr"); render(); });
  const canvas = $("table");
  $("wordbox").addEventListener("submit", sendWord);
  setInterval(() => {
    if (app.table && app.table.clock) clock();
    if (app.sentAt !== null && !awaitingAnswer()) { app.sentAt = null; render(); }
  }, 250);
  canvas.addEventListener("pointerdown", flickStart);
  canvas.addEventListener("pointermove", flickMove);
  canvas.addEventListener("pointerup", flickEnd);
  canvas.addEventListener("pointercancel", flickEnd);
  // the canvas changes size with the window and with the HUD's lines: drawn again at its size
  new ResizeObserver(() => { if (app.scene && app.scene.view) { app.scene.resize(); app.dirty = true; } }).observe(canvas);
  app.bench = new URLSearchParams(window.location.search).has("bench");
  window.addEventListener("keydown", (event) => {
    if (event.code === "Space" && app.table && app.table.race) { event.preventDefault(); press(); }
  });
  const found = CODE.exec(window.location.pathname);
  if (!found) { showCreate(); render(); return; } // `/` alone: make a room (web/src/create.js)
  app.room = found[1].toUpperCase();
  const watchOnly = new URLSearchParams(window.location.search).has("watch"); // a spectator's link
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const link = new Link(`${scheme}://${window.location.host}/`, {
    welcome(_, resuming) {
      app.status = "";
      if (!resuming) {
        const kept = safeStorage("get", `deboule.seat.${app.room}`);
        if (kept) { link.token = kept; link.room = app.room; link.send("resume", { room: app.room, token: kept, last_seq: 0 }); }
        else if (watchOnly) sendAction("watch", { room: app.room });
        else sendAction("join", { room: app.room, kind: "human" });
      } else app.note = both("web.back");
      render();
    },
    token(room, token) { safeStorage("seat", `deboule.seat.${room}`, token); },
    message: readMessage,
    lost() { app.status = both("web.server_gone"); render(); },
    gaveUp() { say(both("web.gave_up"), true); },
    oldClient() { say(both("web.old_client"), true); },
    bad(reason) { say(both("web.bad_message", { reason })); },
  });
  app.link = link;
  render();
  link.open();
}

window.addEventListener("unhandledrejection", (event) => { event.preventDefault(); say(both("web.bad_message", { reason: String(event.reason).slice(0, 80) })); });
start();
