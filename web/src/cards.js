// Chamot's table on the page as the window draws it (deboule/games/chamot/hud.py): each row's
// cards, the first a capital on a straw card, then the small letters on paper cards (a "?" the
// joker), and this seat's card in hand, which a finger or the mouse drags onto a row to place it
// there (the same play as the row's button: the word box then asks the word). A tap on a row
// does the same.
const DRAG_START = 6; // pixels a press must move before it is a drag (a tap stays a tap)

function card(letter, kind) {
  const item = document.createElement("span");
  item.className = `card ${kind}`;
  item.textContent = letter === "?" ? "joker" : letter;
  if (letter === "?") item.classList.add("joker");
  return item;
}

// a seat's corbeille top in the players' list: a small paper card (a "?" the joker)
export function miniCard(letter) {
  const item = card(String(letter).toLowerCase(), "min mini");
  item.textContent = String(letter); // the letter or "joker", in the page's language
  if (item.textContent.length > 1) item.classList.add("joker");
  return item;
}

// the row's play of the card in hand (its legal "place" from the hand), or undefined
function placeOn(table, row) {
  return (table.actions || []).find((item) => item.word && item.action.type === "place"
    && item.action.source === "hand" && item.action.row === row);
}

let drawn = ""; // what the cards show: drawn again only when it changes (a drag survives a render)

export function drawCards(box, table, choose, words) {
  const shown = table && Array.isArray(table.rows)
    ? JSON.stringify([table.rows, table.hand, table.actions, words.hand]) : "";
  if (shown === drawn && box.isConnected && (shown === "" || box.firstChild)) return;
  drawn = shown;
  box.replaceChildren();
  if (!shown) return;
  table.rows.forEach((row, index) => {
    const line = document.createElement("div");
    line.className = "row"; line.dataset.row = String(index);
    const label = document.createElement("span"); label.className = "label"; label.textContent = `${row.row}`;
    const word = document.createElement("b"); word.className = "word"; word.textContent = row.word; // read by a screen reader
    const cards = document.createElement("span"); cards.className = "cards"; cards.setAttribute("aria-hidden", "true");
    [...String(row.word)].forEach((letter, i) => cards.append(card(i === 0 ? letter.toUpperCase() : letter.toLowerCase(), i === 0 ? "maj" : "min")));
    line.append(label, word, cards);
    const play = placeOn(table, index);
    if (play) { line.classList.add("target"); line.addEventListener("click", () => choose(play)); }
    box.append(line);
  });
  if (!table.hand) return;
  const hand = document.createElement("div");
  hand.className = "hand";
  const held = card(String(table.hand).toLowerCase(), "min");
  held.id = "handcard";
  const caption = document.createElement("span"); caption.textContent = words.hand;
  hand.append(held, caption);
  box.append(hand);
  if ((table.actions || []).some((item) => item.word && item.action.source === "hand")) dragFrom(held, box, table, choose);
}

function dragFrom(held, box, table, choose) {
  held.classList.add("draggable");
  held.addEventListener("pointerdown", (down) => {
    if (down.button !== 0) return;
    down.preventDefault();
    try { held.setPointerCapture(down.pointerId); } catch (_) { /* a pointer the browser no longer tracks */ }
    let ghost = null;
    const move = (event) => {
      if (!ghost && Math.hypot(event.clientX - down.clientX, event.clientY - down.clientY) < DRAG_START) return;
      if (!ghost) { ghost = held.cloneNode(true); ghost.id = ""; ghost.classList.add("ghost"); document.body.append(ghost); }
      ghost.style.left = `${event.clientX - ghost.offsetWidth / 2}px`;
      ghost.style.top = `${event.clientY - ghost.offsetHeight / 2}px`;
      for (const line of box.querySelectorAll(".row")) line.classList.toggle("over", line === rowAt(event));
    };
    const end = (event) => {
      held.removeEventListener("pointermove", move);
      held.removeEventListener("pointerup", end);
      held.removeEventListener("pointercancel", end);
      for (const line of box.querySelectorAll(".row")) line.classList.remove("over");
      if (!ghost) return;
      ghost.remove();
      const line = event.type === "pointerup" ? rowAt(event) : null;
      const play = line ? placeOn(table, Number(line.dataset.row)) : undefined;
      if (play) choose(play);
    };
    held.addEventListener("pointermove", move);
    held.addEventListener("pointerup", end);
    held.addEventListener("pointercancel", end);
  });
}

function rowAt(event) {
  const under = document.elementsFromPoint(event.clientX, event.clientY);
  for (const node of under) { const line = node.closest && node.closest("#cards .row"); if (line) return line; }
  return null;
}
