// The page at `/` (no room code): make a room of a game, with bots, and show its link to share.
// It speaks the room server's `create` as the window's room maker does (deboule/online/
// session.py: game, args, seats, autostart); the link `/CODE` then seats whoever opens it.
import { Link } from "./net.js";
import { t, pick } from "./text.js";

const MOST_SHOWN = 8; // players offered here (a bigger table is made from the window)

function option(value, label, chosen) {
  const item = document.createElement("option");
  item.value = String(value); item.textContent = label; item.selected = chosen;
  return item;
}

function field(labelKey, control) {
  const label = document.createElement("label");
  const words = document.createElement("span");
  words.dataset.key = labelKey;
  label.append(words, control);
  return label;
}

export async function showCreate() {
  document.body.classList.add("create");
  const box = document.createElement("form");
  box.id = "create";
  document.getElementById("strip").prepend(box);
  const note = document.getElementById("note");
  let games = [];
  try {
    const answer = await fetch("/games.json");
    games = answer.ok ? await answer.json() : [];
  } catch (_) { games = []; }
  if (!Array.isArray(games) || !games.length) { note.textContent = t("web.server_gone"); return; }
  const state = { game: games[0].name, players: 2, bots: 1, level: "regular", made: null, error: null };

  const game = document.createElement("select"); game.id = "create-game";
  const players = document.createElement("select"); players.id = "create-players";
  const bots = document.createElement("select"); bots.id = "create-bots";
  const level = document.createElement("select"); level.id = "create-level";
  const go = document.createElement("button"); go.type = "submit"; go.id = "create-go";
  const title = document.createElement("h2");
  const made = document.createElement("div"); made.id = "create-made";
  box.append(title, field("web.create.game", game), field("web.create.players", players),
    field("web.create.bots", bots), field("web.create.level", level), go, made);

  function chosen() { return games.find((g) => g.name === state.game) || games[0]; }

  function draw() {
    const entry = chosen();
    const [least, most] = entry.players;
    state.players = Math.min(Math.max(state.players, least), Math.min(most, MOST_SHOWN));
    state.bots = Math.min(state.bots, state.players - 1);
    if (!entry.levels.includes(state.level)) state.level = entry.levels[0];
    title.textContent = t("web.create.title");
    for (const words of box.querySelectorAll("label span")) words.textContent = t(words.dataset.key);
    game.replaceChildren(...games.map((g) => option(g.name, g.title, g.name === state.game)));
    const counts = [];
    for (let n = least; n <= Math.min(most, MOST_SHOWN); n += 1) counts.push(option(n, String(n), n === state.players));
    players.replaceChildren(...counts);
    const botCounts = [];
    for (let n = 0; n < state.players; n += 1) botCounts.push(option(n, String(n), n === state.bots));
    bots.replaceChildren(...botCounts);
    level.replaceChildren(...entry.levels.map((l) => option(l, t(`level.${l}`), l === state.level)));
    level.disabled = state.bots === 0;
    go.textContent = t("web.create.go");
    go.disabled = state.made !== null;
    made.replaceChildren();
    if (state.made) {
      const link = `${window.location.origin}/${state.made}`;
      const words = document.createElement("p"); words.textContent = t("web.create.made", { room: state.made });
      const shown = document.createElement("a"); shown.href = `/${state.made}`; shown.id = "create-link"; shown.textContent = link;
      const join = document.createElement("a"); join.href = `/${state.made}`; join.className = "button"; join.id = "create-join";
      join.textContent = t("web.create.join");
      made.append(words, shown, join);
    }
    note.textContent = state.error ? pick(state.error) : "";
  }

  game.addEventListener("change", () => { state.game = game.value; draw(); });
  players.addEventListener("change", () => { state.players = Number(players.value); draw(); });
  bots.addEventListener("change", () => { state.bots = Number(bots.value); draw(); });
  level.addEventListener("change", () => { state.level = level.value; draw(); });
  document.getElementById("lang").addEventListener("click", draw);

  let link = null;
  box.addEventListener("submit", (event) => {
    event.preventDefault();
    if (state.made || link) return;
    const humans = state.players - state.bots;
    const seats = [...Array(humans).fill("open"), ...Array(state.bots).fill(state.level)];
    const request = { game: state.game, args: { players: state.players }, seats, away_seconds: 30, autostart: true };
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    link = new Link(`${scheme}://${window.location.host}/`, {
      welcome() { link.send("create", request); },
      token() {},
      message(message) {
        if (message.type === "room" && typeof message.room === "string" && /^[A-Z0-9]{8}$/.test(message.room)) {
          state.made = message.room; state.error = null;
        } else if (message.type === "refused" || message.type === "closed") {
          state.error = { fr: String(message.fr || ""), en: String(message.en || "") };
          link.close(); link = null;
        }
        draw();
      },
      lost() { state.error = { fr: t("web.server_gone"), en: t("web.server_gone") }; draw(); },
      gaveUp() {},
      oldClient() { state.error = { fr: t("web.old_client"), en: t("web.old_client") }; draw(); },
      bad() {},
    });
    link.open();
  });
  draw();
}
