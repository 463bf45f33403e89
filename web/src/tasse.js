// L'Enculette's Tasse as the window paints it (deboule/render/porcelain.py): the cup a closed
// cylinder upside down on the saucer (its foot on top), a blue band near its rim and a handle;
// the saucer a porcelain disc with a blue ring; both on the Cul de Chouette piste, as the window
// sets them (deboule/games/enculette/screen.py draws the "tray" table). Sizes and colours are the
// server's (/scene/enculette.json, deboule/games/enculette/web_table.py).
import {
  Mesh, MeshStandardMaterial, CylinderGeometry, TorusGeometry, RingGeometry, PlaneGeometry,
  BoxGeometry, Group, DoubleSide,
} from "three";

export function trayWalls(tray, felt, wood) {
  // the piste: felt floor, four wooden walls
  const group = new Group();
  const { length, width } = tray, wall = tray.wall_height, thick = tray.wall_thickness;
  const floor = new Mesh(new PlaneGeometry(length, width), felt);
  floor.receiveShadow = true; group.add(floor);
  const sides = [[0, width / 2 + thick / 2, length + 2 * thick, thick], [0, -width / 2 - thick / 2, length + 2 * thick, thick],
    [length / 2 + thick / 2, 0, thick, width], [-length / 2 - thick / 2, 0, thick, width]];
  for (const [x, y, w, h] of sides) {
    const rail = new Mesh(new BoxGeometry(w, h, wall), wood);
    rail.position.set(x, y, wall / 2); rail.castShadow = rail.receiveShadow = true; group.add(rail);
  }
  return group;
}

export function tasseParts(arena) {
  const china = new MeshStandardMaterial({ color: arena.porcelain || "#f2f0e6", roughness: 0.25 });
  const blue = new MeshStandardMaterial({ color: arena.band || "#244599", roughness: 0.3, side: DoubleSide });
  // the saucer: its pose is its top face's centre (the physics' body), the disc hangs below
  const saucer = new Group();
  const R = arena.saucer_radius, t = arena.saucer_thickness;
  const disc = new Mesh(new CylinderGeometry(R, R, t, 48), china);
  disc.geometry.rotateX(Math.PI / 2); disc.geometry.translate(0, 0, -t / 2);
  disc.castShadow = disc.receiveShadow = true;
  const ring = new Mesh(new RingGeometry(R * 0.78, R * 0.85, 48), blue);
  ring.position.z = 0.0004;
  saucer.add(disc, ring);
  // the cup upside down: its rim at the pose's origin, its closed foot cup_height + wall above
  const cup = new Group();
  const r = arena.cup_radius + arena.cup_wall, h = arena.cup_height + arena.cup_wall;
  const body = new Mesh(new CylinderGeometry(r, r, h, 40), china);
  body.geometry.rotateX(Math.PI / 2); body.geometry.translate(0, 0, h / 2);
  body.castShadow = body.receiveShadow = true;
  // the band: a tenth to a fifth of the height above the rim (porcelain.py's u_band_z)
  const band = new Mesh(new CylinderGeometry(r * 1.003, r * 1.003, h * 0.09, 40, 1, true), blue);
  band.geometry.rotateX(Math.PI / 2); band.geometry.translate(0, 0, h * 0.145);
  // the handle: a torus in the y-z plane beside the cup (porcelain.py's `_torus(0.011, 0.0032)`)
  const handle = new Mesh(new TorusGeometry(0.011, 0.0032, 12, 28), china);
  handle.geometry.rotateY(Math.PI / 2);
  handle.position.set(0, -r - 0.008, h * 0.55);
  handle.castShadow = true;
  cup.add(body, band, handle);
  return { saucer, cup };
}
