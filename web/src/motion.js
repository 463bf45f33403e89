// A throw's motion as pose keyframes (deboule/physics/keyframes.py's format, checked as it decodes),
// played on the page's clock: positions lerped, quaternions nlerped. Never simulated here.
const POSITION_STEP = 1e-4;
const QUAT_SCALE = 32767 * Math.SQRT2;
const ABSOLUTE = 0x80;
const MAX_PIECES = 32, MAX_FRAMES = 1800, MAX_DATA_CHARS = 600000, MAX_RAW_BYTES = 2000000;
const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
export const GAP_MS = 17; // physics.world.POSE_EVERY: a step's motion follows the last by one interval
const MAX_QUEUED = 90;

async function inflate(text) {
  if (typeof text !== "string" || text.length > MAX_DATA_CHARS) throw new Error("motion data too long");
  const bin = atob(text);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
  const out = new Uint8Array(await new Response(stream).arrayBuffer());
  if (out.length > MAX_RAW_BYTES) throw new Error("motion data too big");
  return out;
}

function dequantise(q) {
  const [x, y, z, largest, a, b, c] = q;
  const three = [a / QUAT_SCALE, b / QUAT_SCALE, c / QUAT_SCALE];
  const w = Math.sqrt(Math.max(0, 1 - three[0] ** 2 - three[1] ** 2 - three[2] ** 2));
  const quat = three.slice();
  quat.splice(largest, 0, w);
  const n = Math.hypot(...quat) || 1;
  return [[x * POSITION_STEP, y * POSITION_STEP, z * POSITION_STEP], quat.map((v) => v / n)];
}

export async function decodeMotion(data) {
  if (!data || typeof data !== "object" || data.v !== 1) throw new Error("motion format");
  const { pieces, frames: count } = data;
  if (!Array.isArray(pieces) || pieces.length > MAX_PIECES || !pieces.every((p) => typeof p === "string" && NAME.test(p)))
    throw new Error("motion pieces");
  if (!Number.isInteger(count) || count < 1 || count > MAX_FRAMES) throw new Error("motion frames");
  const raw = await inflate(data.data);
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  let offset = 0;
  const times = [], frames = [];
  let shown = {};
  for (let f = 0; f < count; f++) {
    const ms = view.getUint32(offset); const changed = view.getUint8(offset + 4); const left = view.getUint8(offset + 5);
    offset += 6;
    if ((times.length && ms < times[times.length - 1]) || (!times.length && ms !== 0)) throw new Error("motion times");
    const frame = { ...shown };
    for (let k = 0; k < changed; k++) {
      const flags = view.getUint8(offset), largest = view.getUint8(offset + 1);
      const index = flags & ~ABSOLUTE;
      if (index >= pieces.length || largest > 3) throw new Error("motion piece");
      const pid = pieces[index];
      let x, y, z, a, b, c;
      if (flags & ABSOLUTE) {
        x = view.getInt32(offset + 2); y = view.getInt32(offset + 6); z = view.getInt32(offset + 10);
        a = view.getInt16(offset + 14); b = view.getInt16(offset + 16); c = view.getInt16(offset + 18);
        offset += 20;
      } else {
        if (!shown[pid]) throw new Error("motion moves a piece before it appears");
        x = shown[pid][0] + view.getInt16(offset + 2); y = shown[pid][1] + view.getInt16(offset + 4);
        z = shown[pid][2] + view.getInt16(offset + 6);
        a = view.getInt16(offset + 8); b = view.getInt16(offset + 10); c = view.getInt16(offset + 12);
        offset += 14;
      }
      frame[pid] = [x, y, z, largest, a, b, c];
    }
    for (let k = 0; k < left; k++) {
      const index = view.getUint8(offset + k);
      if (index >= pieces.length || !(pieces[index] in frame)) throw new Error("motion leave");
      delete frame[pieces[index]];
    }
    offset += left;
    times.push(ms); frames.push(frame); shown = frame;
  }
  if (offset !== raw.length) throw new Error("motion data goes on");
  return new Motion(times, frames);
}

export class Motion {
  constructor(times, frames) { this.times = times; this.frames = frames; this.cache = new Map(); }
  get duration() { return this.times.length ? this.times[this.times.length - 1] / 1000 : 0; }
  frame(i) {
    if (!this.cache.has(i)) {
      if (this.cache.size > 4) this.cache.clear();
      const out = {};
      for (const [pid, q] of Object.entries(this.frames[i])) out[pid] = dequantise(q);
      this.cache.set(i, out);
    }
    return this.cache.get(i);
  }
  final() { return this.frame(this.frames.length - 1); }
  posesAt(seconds) {
    const ms = Math.min(Math.max(seconds * 1000, 0), this.times[this.times.length - 1]);
    let after = 0;
    while (after < this.times.length && this.times[after] <= ms) after++;
    if (after >= this.times.length) return this.final();
    const before = after - 1;
    const start = this.frame(before), end = this.frame(after);
    const span = this.times[after] - this.times[before];
    const alpha = span ? (ms - this.times[before]) / span : 1;
    const out = {};
    for (const [pid, [p, q]] of Object.entries(start)) {
      if (!(pid in end)) { out[pid] = [p, q]; continue; }
      const [np, nq0] = end[pid];
      const dot = q[0] * nq0[0] + q[1] * nq0[1] + q[2] * nq0[2] + q[3] * nq0[3];
      const nq = dot < 0 ? nq0.map((v) => -v) : nq0;
      const mixed = q.map((v, i) => (1 - alpha) * v + alpha * nq[i]);
      const n = Math.hypot(...mixed) || 1;
      out[pid] = [p.map((v, i) => (1 - alpha) * v + alpha * np[i]), mixed.map((v) => v / n)];
    }
    return out;
  }
}

// The motions one after another (deboule/games/cul_de_chouette/online_match.py's MotionPlayer).
export class MotionPlayer {
  constructor() { this.queue = []; this.current = null; this.bridged = false; this.t = 0; this.rest = {}; }
  push(motion) { this.queue.push(motion); }
  moving() { return this.current !== null || this.queue.length > 0; }
  update(dt) {
    while (this.queue.length > MAX_QUEUED) this.settle(this.queue.shift());
    this.t += Math.max(0, dt);
    for (;;) {
      if (this.current === null) {
        if (!this.queue.length) { this.t = 0; return; }
        this.current = this.queue.shift(); this.bridged = false;
      }
      if (this.t < this.current.duration) return;
      this.t -= this.current.duration;
      this.settle(this.current);
      const ended = this.current; this.current = null;
      if (this.queue.length && !this.bridged && ended.frames.length) {
        const next = this.queue[0];
        this.current = next.frames.length
          ? new Motion([0, GAP_MS], [ended.frames[ended.frames.length - 1], next.frames[0]])
          : new Motion([0], [ended.frames[ended.frames.length - 1]]);
        this.bridged = true;
      }
    }
  }
  // a motion's end: its pieces at rest, and those that left it (off the table) no longer drawn
  settle(motion) {
    const final = motion.final();
    for (const frame of motion.frames) for (const pid of Object.keys(frame)) if (!(pid in final)) delete this.rest[pid];
    Object.assign(this.rest, final);
  }
  poses() { return this.current === null ? { ...this.rest } : { ...this.rest, ...this.current.posesAt(this.t) }; }
}
