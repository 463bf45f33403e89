// The table in three.js: the same pieces, faces and colours as the window (the server's
// /scene/GAME.json, from the game's worlds and palette), soft light and shadows. Physics is
// z-up; so is this scene (camera.up = +z). Poses come only from the server's keyframes.
import {
  WebGLRenderer, Scene, PerspectiveCamera, Mesh, MeshStandardMaterial, BoxGeometry, CylinderGeometry,
  PlaneGeometry, HemisphereLight, DirectionalLight, CanvasTexture, SRGBColorSpace, PCFSoftShadowMap, PCFShadowMap,
  Vector3, Quaternion, Color, Group, ArrowHelper,
} from "three";
import { tasseParts, trayWalls } from "./tasse.js";

const FELT = "#1d5c3a", WOOD = "#8a5a33", CLOTH = "#2a2420";
// BoxGeometry's material order: +x, -x, +y, -y, +z, -z
const AXES = ["+x", "-x", "+y", "-y", "+z", "-z"];
const PIPS = {
  1: [[0.5, 0.5]], 2: [[0.25, 0.25], [0.75, 0.75]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.25, 0.22], [0.75, 0.22], [0.25, 0.5], [0.75, 0.5], [0.25, 0.78], [0.75, 0.78]],
};

function faceTexture(face, colour, ink) {
  const size = 128, canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const g = canvas.getContext("2d");
  g.fillStyle = colour; g.fillRect(0, 0, size, size);
  g.fillStyle = ink; g.strokeStyle = ink; g.lineWidth = 10; g.lineCap = "round"; g.lineJoin = "round";
  if (PIPS[face]) {
    for (const [x, y] of PIPS[face]) { g.beginPath(); g.arc(x * size, y * size, size * 0.09, 0, Math.PI * 2); g.fill(); }
  } else if (face === "fleche") { // the arrow, pointing along the die's +x
    g.beginPath(); g.moveTo(24, 64); g.lineTo(100, 64); g.moveTo(72, 36); g.lineTo(102, 64); g.lineTo(72, 92); g.stroke();
  } else if (face === "chapeau") {
    g.beginPath(); g.moveTo(20, 92); g.lineTo(108, 92); g.moveTo(40, 92); g.lineTo(48, 40); g.lineTo(80, 40); g.lineTo(88, 92); g.stroke();
  } else if (face === "arc") {
    g.beginPath(); g.arc(64, 84, 42, Math.PI, 0); g.stroke();
  } else if (face === "losange") {
    g.beginPath(); g.moveTo(64, 22); g.lineTo(104, 64); g.lineTo(64, 106); g.lineTo(24, 64); g.closePath(); g.stroke();
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

function pieceMesh(piece) {
  if (piece.kind === "tower") {
    const mesh = new Mesh(new CylinderGeometry(piece.radius, piece.radius, piece.height, 32),
      new MeshStandardMaterial({ color: piece.colour, roughness: 0.6 }));
    mesh.geometry.rotateX(Math.PI / 2); // three's cylinder is y-up; a tower stands along +z
    mesh.castShadow = mesh.receiveShadow = true;
    return mesh;
  }
  const materials = AXES.map((axis) => new MeshStandardMaterial({
    map: faceTexture(piece.faces[axis] ?? "blank", piece.colour, piece.ink), roughness: 0.45 }));
  const mesh = new Mesh(new BoxGeometry(piece.size, piece.size, piece.size), materials);
  mesh.castShadow = mesh.receiveShadow = true;
  return mesh;
}

function softwareGL() {
  try {
    const gl = document.createElement("canvas").getContext("webgl2");
    if (!gl) return false;
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return /swiftshader|llvmpipe|software/i.test(name);
  } catch (_) { return false; }
}

export class TableView {
  constructor(canvas) {
    this.canvas = canvas;
    // a software renderer (no GPU: SwiftShader, llvmpipe) draws fewer pixels, no multisampling
    // and plain shadow filtering: the same table, at a frame rate one can play at
    const software = softwareGL();
    this.software = software;
    this.renderer = new WebGLRenderer({ canvas, antialias: !software, powerPreference: "high-performance" });
    this.renderer.shadowMap.enabled = true;
    this.renderer.shadowMap.type = software ? PCFShadowMap : PCFSoftShadowMap;
    this.renderer.setPixelRatio(software ? 0.75 : Math.min(window.devicePixelRatio || 1, 2));
    this.scene = new Scene();
    this.scene.background = new Color(CLOTH);
    this.camera = new PerspectiveCamera(40, 1, 0.01, 20);
    this.camera.up.set(0, 0, 1);
    this.meshes = new Map();
    this.target = new Vector3();
    this.frames = 0;
    this.view = null;
    this.startPoses = {};
    const sky = new HemisphereLight("#fff6e8", "#3a3028", 1.4);
    this.scene.add(sky);
    this.sun = new DirectionalLight("#fff2dc", 2.2);
    this.sun.castShadow = true;
    this.sun.shadow.mapSize.set(1024, 1024);
    this.sun.shadow.radius = 4;
    this.scene.add(this.sun, this.sun.target);
  }

  build(described) {
    const arena = described.arena || {};
    const group = new Group();
    const felt = new MeshStandardMaterial({ color: FELT, roughness: 0.95 });
    const wood = new MeshStandardMaterial({ color: WOOD, roughness: 0.7 });
    let span = 0.4;
    if (arena.kind === "tray" || arena.kind === "deboule") {
      const length = arena.length, width = arena.width;
      const cx = arena.kind === "deboule" ? length / 2 : 0;
      const wall = arena.kind === "deboule" ? arena.rail_height : arena.wall_height;
      const thick = arena.kind === "deboule" ? arena.rail_thickness : arena.wall_thickness;
      const floor = new Mesh(new PlaneGeometry(length, width), felt);
      floor.position.set(cx, 0, 0); floor.receiveShadow = true; group.add(floor);
      const sides = [[cx, width / 2 + thick / 2, length + 2 * thick, thick], [cx, -width / 2 - thick / 2, length + 2 * thick, thick],
        [cx + length / 2 + thick / 2, 0, thick, width]];
      if (arena.kind === "tray") sides.push([cx - length / 2 - thick / 2, 0, thick, width]);
      for (const [x, y, w, h] of sides) {
        const rail = new Mesh(new BoxGeometry(w, h, wall), wood);
        rail.position.set(x, y, wall / 2); rail.castShadow = rail.receiveShadow = true; group.add(rail);
      }
      if (arena.kind === "deboule") { // the réglette: the line a throw starts behind
        const line = new Mesh(new PlaneGeometry(0.004, width), new MeshStandardMaterial({ color: "#e9dfc8" }));
        line.position.set(arena.reglette_x, 0, 0.0005); group.add(line);
        this.target.set(length * 0.55, 0, 0);
        this.view = { from: new Vector3(-0.55, 0, 0.75), portrait: new Vector3(-0.75, 0, 1.25) };
        span = length;
      } else {
        this.target.set(0, 0, 0);
        this.view = { from: new Vector3(0, -0.26, 0.52), portrait: new Vector3(0, -0.3, 0.78) };
      }
    } else if (arena.kind === "tasse") {
      group.add(arena.tray ? trayWalls(arena.tray, felt, wood) : new Mesh(new PlaneGeometry(0.6, 0.6), felt));
      const { saucer, cup } = tasseParts(arena);
      this.fixtures = { saucer, cup };
      this.scene.add(saucer, cup);
      saucer.position.set(0, 0, 0.006); cup.position.set(0, 0, 0.006);
      // the whole piste and the cup lifted off it in view (as the window frames it)
      this.target.set(0, 0, 0.03);
      // `fit`: below this width/height the camera backs off, the piste's width kept in view
      this.view = { from: new Vector3(0, -0.34, 0.42), portrait: new Vector3(0, -0.44, 0.66), fit: 1.45 };
    } else {
      this.view = { from: new Vector3(0, -0.3, 0.5), portrait: new Vector3(0, -0.4, 0.8) };
    }
    this.scene.add(group);
    this.sun.position.set(this.target.x - span * 0.3, this.target.y - span * 0.4, span * 1.6);
    this.sun.target.position.copy(this.target);
    const cam = this.sun.shadow.camera;
    cam.left = cam.bottom = -span; cam.right = cam.top = span; cam.near = 0.05; cam.far = span * 4;
    for (const piece of described.pieces || []) {
      const mesh = pieceMesh(piece);
      mesh.visible = false;
      this.meshes.set(piece.id, mesh);
      this.scene.add(mesh);
    }
    this.startPoses = described.poses || {};
    this.setPoses(this.startPoses);
    this.resize();
  }

  setPoses(poses) {
    const q = new Quaternion();
    for (const [pid, mesh] of this.meshes) if (!(pid in poses) && !(pid in this.startPoses)) mesh.visible = false;
    for (const [pid, [p, quat]] of Object.entries(poses)) {
      const mesh = this.meshes.get(pid) ?? (this.fixtures && this.fixtures[pid]);
      if (!mesh) continue;
      mesh.visible = true;
      mesh.position.set(p[0], p[1], p[2]);
      mesh.quaternion.copy(q.set(quat[1], quat[2], quat[3], quat[0]));
    }
  }

  resize() {
    if (!this.view) return;
    const width = this.canvas.clientWidth || 1, height = this.canvas.clientHeight || 1;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    const from = width < height ? this.view.portrait : this.view.from;
    const aspect = width / height, fit = this.view.fit;
    const back = fit && width >= height && aspect < fit ? fit / aspect : 1;
    this.camera.position.copy(from).sub(this.target).multiplyScalar(back).add(this.target);
    this.camera.lookAt(this.target);
    this.camera.updateProjectionMatrix();
  }

  draw() {
    this.renderer.render(this.scene, this.camera);
    this.frames += 1;
  }

  // the aim of a flick being drawn (as the window's arrow): from where the hand is, along the
  // aim, as long as the power; null hides it
  showAim(from, angleDeg, power) {
    if (!this.arrow) {
      this.arrow = new ArrowHelper(new Vector3(1, 0, 0), new Vector3(), 0.1, 0xf0c040, 0.03, 0.02);
      this.scene.add(this.arrow);
    }
    if (from === null) { this.arrow.visible = false; return; }
    const a = (angleDeg * Math.PI) / 180;
    const span = this.view && this.target.x > 0.3 ? 0.6 : 0.2; // the Déboulé's table is longer
    this.arrow.position.set(from.x, from.y, 0.004);
    this.arrow.setDirection(new Vector3(Math.cos(a), Math.sin(a), 0));
    this.arrow.setLength(Math.max(0.02, span * power), 0.03 * span / 0.2 * 0.5, 0.02 * span / 0.2 * 0.5);
    this.arrow.visible = true;
  }

  // the table point under a page position (a flick's start and end), on the plane z = 0
  tablePoint(clientX, clientY) {
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new Vector3(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1, 0.5);
    ndc.unproject(this.camera);
    const dir = ndc.sub(this.camera.position).normalize();
    if (Math.abs(dir.z) < 1e-6) return null;
    const k = -this.camera.position.z / dir.z;
    return k > 0 ? this.camera.position.clone().add(dir.multiplyScalar(k)) : null;
  }
}
