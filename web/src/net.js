// The room server's protocol as the window's client speaks it (deboule/online/client.py): hello
// first, every ping answered with its nonce, the last event's seq kept, and a lost link
// reconnected by itself with the seat's token (resume), every missed event following.
export const VERSION = 1;
const SERVER_TYPES = new Set(["welcome", "room", "joined", "watching", "lobby", "view", "call", "bot",
  "motion", "refused", "closed", "over", "ping", "report", "left", "race"]);
const MAX_SERVER_MESSAGE = 16 * 1024 * 1024;
export const RECONNECT_SECONDS = 120;

export class Link {
  constructor(url, handlers) {
    this.url = url; this.on = handlers; this.ws = null; this.seq = 0;
    this.room = null; this.token = null; this.closedForGood = false; this.greeted = false;
    this.lostAt = null; this.wait = 250; this.everOpen = false;
  }

  open() {
    if (this.closedForGood) return;
    let ws;
    try { ws = new WebSocket(this.url); } catch (_) { this.lost(); return; }
    this.ws = ws; this.greeted = false;
    ws.onopen = () => { this.everOpen = true; this.sendRaw({ type: "hello", v: VERSION, name: "", client: "web" }); };
    ws.onmessage = (event) => this.read(event.data);
    ws.onerror = () => { /* onclose follows: the link is tried again there */ };
    ws.onclose = () => { if (ws === this.ws) this.lost(); };
  }

  read(raw) {
    let message;
    try {
      if (typeof raw !== "string" || raw.length > MAX_SERVER_MESSAGE) throw new Error("too big");
      message = JSON.parse(raw);
      if (!message || typeof message !== "object" || !SERVER_TYPES.has(message.type)) throw new Error("unknown type");
    } catch (error) {
      this.on.bad(String(error && error.message || error).slice(0, 80));
      return;
    }
    if (message.type === "ping") {
      this.send("pong", typeof message.n === "string" && message.n.length <= 40 ? { t: 0, n: message.n } : { t: 0 });
      return;
    }
    if (Number.isInteger(message.seq)) this.seq = message.seq;
    if (message.type === "welcome") {
      this.greeted = true; this.lostAt = null; this.wait = 250;
      if (message.v !== VERSION) { this.on.oldClient(); this.close(); return; }
      this.on.welcome(message, this.token !== null);
      if (this.token !== null && this.room !== null)
        this.send("resume", { room: this.room, token: this.token, last_seq: this.seq });
      return;
    }
    if (message.type === "joined" || message.type === "watching") {
      this.room = message.room; this.token = message.token;
      this.on.token(this.room, this.token, message.type === "watching");
    }
    if (message.type === "closed") this.closedForGood = true;
    this.on.message(message);
  }

  send(kind, fields = {}) { return this.sendRaw({ type: kind, ...fields }); }

  sendRaw(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  lost() {
    this.ws = null;
    if (this.closedForGood) return;
    const now = performance.now();
    if (this.lostAt === null) this.lostAt = now;
    if (now - this.lostAt > RECONNECT_SECONDS * 1000) { this.closedForGood = true; this.on.gaveUp(); return; }
    this.on.lost();
    const wait = this.wait;
    this.wait = Math.min(2000, this.wait * 1.5);
    setTimeout(() => this.open(), wait);
  }

  drop() { if (this.ws) this.ws.close(); } // tests: the link cut, the seat kept

  close() { this.closedForGood = true; const ws = this.ws; this.ws = null; if (ws) ws.close(); }
}
