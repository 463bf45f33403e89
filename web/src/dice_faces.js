// L'Enculette's dice under the Tasse drawn as dice, as the window's dice box draws them
// (deboule/games/enculette/hud.py): the two faces the seat looked at (its own to see) or the
// faces a lifted cup showed everyone, with their words under them.
import { pick } from "./text.js";

const SVG = "http://www.w3.org/2000/svg";
const PIPS = {
  1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

function svg(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

// one die face (1 to 6), ivory with black pips as the window's, `size` pixels square
export function dieFace(face, size = 48) {
  const die = svg("svg", { width: size, height: size, viewBox: "0 0 40 40", class: "die", role: "img", "aria-label": String(face) });
  die.append(svg("rect", { x: 1.5, y: 1.5, width: 37, height: 37, rx: 7, fill: "#f2ecd8", stroke: "#1a1a1a", "stroke-width": 2 }));
  for (const [col, row] of PIPS[face] || []) die.append(svg("circle", { cx: col * 10, cy: row * 10, r: 3.6, fill: "#141414" }));
  return die;
}

function validFaces(faces) {
  return Array.isArray(faces) && faces.length === 2 && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
}

// fills the #dice line: the peeked dice while this seat looks, else a lifted cup's dice (once
// nothing moves), else the table's large print; returns whether dice were drawn
export function showDice(box, table, peeking, busy) {
  box.replaceChildren();
  let faces = null, words = "";
  if (table && table.peek && peeking) { faces = table.peek_faces; words = pick(table.peek); }
  else if (table && table.lifted && !busy) { faces = table.lifted.faces; words = pick(table.lifted.text); }
  else if (table && table.big && !busy) words = pick(table.big);
  if (validFaces(faces)) {
    const pair = document.createElement("span");
    pair.className = "dice-pair";
    pair.append(dieFace(faces[0]), dieFace(faces[1]));
    const caption = document.createElement("span");
    caption.className = "dice-words"; caption.textContent = words;
    box.append(pair, caption);
    return true;
  }
  box.textContent = words;
  return false;
}
