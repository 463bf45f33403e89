"""The moderngl renderer: lit table, pieces (instanced), PCF shadow map, overlays.

The renderer owns every GL object it creates and frees them in `release()`. It draws into any
framebuffer handed to it (an offscreen `OffscreenTarget`, or a window's `ctx.screen`), so the same
code serves headless tests and the pyglet window.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from pathlib import Path

import moderngl
import numpy as np

from game.render import meshes
from game.render.camera import Camera, look_at, orthographic
from game.render.faces import face_table
from game.render.scene import TABLES, AimArrow, Drawable, Highlight, SceneError, as_drawable
from game.render.textures import face_atlas, felt_texture, wood_texture

SHADERS_DIR = Path(__file__).resolve().parents[2] / "shaders"

INSTANCE_FLOATS = 22  # mat4 model (16) + colour (3) + ink (3)
VERTEX_FORMAT = "3f 3f 2f 3f"
VERTEX_NAMES = ("in_position", "in_normal", "in_uv", "in_colour")

# Unit vector towards the light: high, from the far-left corner seen from the thrower, so
# shadows fall towards the near-right (visible from the thrower's view).
LIGHT_DIR = np.array([0.35, 0.55, 1.0]) / np.linalg.norm([0.35, 0.55, 1.0])
LIGHT_COLOUR = (1.05, 1.0, 0.92)
SKY = (0.30, 0.31, 0.34)
GROUND = (0.12, 0.10, 0.09)
BACKGROUND = (0.11, 0.10, 0.10)

MODE_PLAIN, MODE_TEXTURE, MODE_ATLAS = 0, 1, 2

# (specular, shininess) per material
MATERIALS = {
    "wood": (0.18, 28.0),
    "felt": (0.0, 1.0),
    "mark": (0.05, 8.0),
    "dice": (0.28, 60.0),
    "tower": (0.25, 36.0),
}

# Shadow casting volume per table: (lo, hi) corners in world metres.
SHADOW_BOUNDS = {
    "deboule": ((-0.06, -0.36, -0.03), (1.26, 0.36, 0.25)),
    "tray": ((-0.21, -0.15, -0.02), (0.21, 0.15, 0.25)),
}


def load_shader(name: str) -> str:
    """GLSL source of shaders/<name>."""
    path = SHADERS_DIR / name
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise FileNotFoundError(f"shader {name!r} not found in {SHADERS_DIR}") from exc


def srgb_to_linear(rgb) -> np.ndarray:
    return np.asarray(rgb, dtype=np.float64) ** 2.0  # gamma 2.0, matching scene.frag


def _set_uniform(prog, name: str, value) -> None:
    """Set a uniform if the compiled program kept it (unused uniforms are optimised away)."""
    if name in prog:
        if isinstance(value, bytes):
            prog[name].write(value)
        else:
            prog[name].value = value


def _mat_bytes(matrix: np.ndarray) -> bytes:
    """numpy row-major 4x4 -> GL column-major float32 bytes."""
    return np.ascontiguousarray(matrix.T, dtype=np.float32).tobytes()


class _GpuMesh:
    """A vertex buffer with a per-instance buffer and its lit and shadow vertex arrays."""

    def __init__(self, ctx, data: np.ndarray, scene_prog, shadow_prog, max_instances: int):
        self.max_instances = max_instances
        self.vertex_count = len(data)
        self.vbo = ctx.buffer(np.ascontiguousarray(data, dtype=np.float32).tobytes())
        self.ibo = ctx.buffer(reserve=max_instances * INSTANCE_FLOATS * 4, dynamic=True)
        self.vao = ctx.vertex_array(
            scene_prog,
            [
                (self.vbo, VERTEX_FORMAT, *VERTEX_NAMES),
                (self.ibo, "16f 3f 3f/i", "i_model", "i_colour", "i_ink"),
            ],
        )
        self.shadow_vao = ctx.vertex_array(
            shadow_prog,
            [(self.vbo, "3f 32x", "in_position"), (self.ibo, "16f 24x/i", "i_model")],
        )
        self.instances = 0

    def set_instances(self, rows: np.ndarray) -> None:
        if len(rows) > self.max_instances:
            raise SceneError(f"too many pieces of one kind ({len(rows)} > {self.max_instances})")
        self.instances = len(rows)
        if self.instances:
            self.ibo.write(np.ascontiguousarray(rows, dtype=np.float32).tobytes())

    def release(self) -> None:
        for obj in (self.vao, self.shadow_vao, self.vbo, self.ibo):
            obj.release()


def _instance_rows(items: Sequence[Drawable]) -> np.ndarray:
    rows = np.zeros((len(items), INSTANCE_FLOATS), dtype=np.float32)
    for k, item in enumerate(items):
        rows[k, :16] = item.model_matrix().T.reshape(-1)
        rows[k, 16:19] = srgb_to_linear(item.rgb)
        rows[k, 19:22] = srgb_to_linear(item.ink_rgb)
    return rows


def _static_row(colour=(1.0, 1.0, 1.0)) -> np.ndarray:
    row = np.zeros((1, INSTANCE_FLOATS), dtype=np.float32)
    row[0, :16] = np.eye(4).reshape(-1)
    row[0, 16:19] = colour
    return row


def _deboule_table_meshes() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(table top, rails, marks) of the Déboulé table (RULINGS D2 dimensions)."""
    length, half_w, rail_h, rail_t = 1.20, 0.30, 0.03, 0.02
    rail_tint = (0.62, 0.50, 0.42)
    top = meshes.box((0.0, -half_w - rail_t, -0.035), (length + rail_t, half_w + rail_t, 0.0))
    rails = np.concatenate(
        [
            meshes.box(
                (0.0, -half_w - rail_t, 0.0), (length + rail_t, -half_w, rail_h), rail_tint
            ),
            meshes.box((0.0, half_w, 0.0), (length + rail_t, half_w + rail_t, rail_h), rail_tint),
            meshes.box((length, -half_w, 0.0), (length + rail_t, half_w, rail_h), rail_tint),
        ]
    )
    ink = (0.05, 0.035, 0.03)
    reglette = meshes.box((0.098, -half_w, 0.0), (0.102, half_w, 0.0008), ink)
    parts: list[np.ndarray] = [reglette]
    for i in range(9):
        x = length * (0.4, 0.6, 0.8)[i // 3]
        y = -half_w + 2 * half_w * (0.25, 0.5, 0.75)[i % 3]
        mark = meshes.disc(0.005, 0.0006, colour=ink)
        mark[:, 0] += x
        mark[:, 1] += y
        parts.append(mark)
    return top, rails, np.concatenate(parts)


def _tray_meshes() -> tuple[np.ndarray, np.ndarray]:  # (receiver, casters)
    """(felt floor, wooden walls) of the Cul de Chouette tray: floor 0.36 x 0.24, walls 0.06."""
    hx, hy, wall_h, wall_t = 0.18, 0.12, 0.06, 0.012
    felt = meshes.box((-hx, -hy, -0.012), (hx, hy, 0.0), uv_scale=1.0)
    walls = np.concatenate(
        [
            meshes.box((-hx - wall_t, -hy - wall_t, -0.012), (hx + wall_t, -hy, wall_h)),
            meshes.box((-hx - wall_t, hy, -0.012), (hx + wall_t, hy + wall_t, wall_h)),
            meshes.box((-hx - wall_t, -hy, -0.012), (-hx, hy, wall_h)),
            meshes.box((hx, -hy, -0.012), (hx + wall_t, hy, wall_h)),
        ]
    )
    return felt, walls


def _light_fit(table: str, aspect: float | None = None) -> tuple[np.ndarray, float]:
    """(light view-projection, height/width aspect of its footprint) for a table.

    The light's up vector is world +y, so the table's length lies along the shadow map's width
    and a wide, short map keeps square texels. With `aspect`, the footprint is padded to it.
    """
    lo, hi = (np.asarray(v) for v in SHADOW_BOUNDS[table])
    centre = (lo + hi) / 2.0
    view = look_at(centre + LIGHT_DIR * 3.0, centre, (0.0, 1.0, 0.0))
    corners = np.array(
        [[x, y, z, 1.0] for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])]
    )
    local = (view @ corners.T).T[:, :3]
    mins, maxs = local.min(axis=0), local.max(axis=0)
    width, height = maxs[0] - mins[0], maxs[1] - mins[1]
    if aspect is not None:
        mid_x, mid_y = (mins[0] + maxs[0]) / 2.0, (mins[1] + maxs[1]) / 2.0
        width, height = max(width, height / aspect), max(height, width * aspect)
        mins[0], maxs[0] = mid_x - width / 2.0, mid_x + width / 2.0
        mins[1], maxs[1] = mid_y - height / 2.0, mid_y + height / 2.0
    proj = orthographic(mins[0], maxs[0], mins[1], maxs[1], -maxs[2] - 0.01, -mins[2] + 0.01)
    return proj @ view, float(height / width)


class Renderer:
    """Draws scenes with one GL context. `render()` targets any moderngl framebuffer."""

    def __init__(
        self,
        ctx: moderngl.Context,
        shadow_size: int = 2048,
        max_instances: int = 32,
        anisotropy: float = 1.0,
    ):
        if shadow_size < 64:
            raise SceneError(f"shadow map size must be at least 64, got {shadow_size}")
        self.ctx = ctx
        self.shadow_size = shadow_size
        self.anisotropy = anisotropy
        self._released = False
        self._shadow_key: tuple | None = None
        self.scene_prog = ctx.program(
            vertex_shader=load_shader("scene.vert"), fragment_shader=load_shader("scene.frag")
        )
        self.shadow_prog = ctx.program(
            vertex_shader=load_shader("shadow.vert"), fragment_shader=load_shader("shadow.frag")
        )
        self.overlay_prog = ctx.program(
            vertex_shader=load_shader("overlay.vert"), fragment_shader=load_shader("overlay.frag")
        )
        self.wood_tex = self._texture(wood_texture(), 3)
        self.felt_tex = self._texture(felt_texture(), 3)
        self.atlas_tex = self._texture(face_atlas(), 1)
        # a wide map for the long table: the same texel size as shadow_size² with less memory
        # to clear and fetch; the tray's smaller footprint is padded to the same aspect
        short = int(math.ceil(shadow_size * _light_fit("deboule")[1] / 64.0) * 64)
        self.shadow_shape = (shadow_size, min(short, shadow_size))
        self.shadow_aspect = self.shadow_shape[1] / self.shadow_shape[0]
        self.shadow_tex = ctx.depth_texture(self.shadow_shape)
        self.shadow_tex.compare_func = "<="
        self.shadow_tex.filter = (moderngl.LINEAR, moderngl.LINEAR)
        self.shadow_tex.repeat_x = False
        self.shadow_tex.repeat_y = False
        self.shadow_fbo = ctx.framebuffer(depth_attachment=self.shadow_tex)

        faces = face_table()
        build = self._mesh
        self.meshes = {
            "deboule": build(meshes.rounded_cube(faces["deboule"]), max_instances),
            "numbered": build(meshes.rounded_cube(faces["numbered"]), max_instances),
            "tower": build(meshes.cylinder(1.0, 1.0, segments=28), max_instances),
        }
        table_top, rails, marks = _deboule_table_meshes()
        tray_felt, tray_walls = _tray_meshes()
        # (mesh, mode, texture, material, uv scale, casts a shadow); the flat table top and
        # felt only receive shadows: leaving them out of the shadow pass saves a full-map raster.
        self.static = {
            "deboule": [
                (build(table_top, 1), MODE_TEXTURE, self.wood_tex, "wood", 2.2, False),
                (build(rails, 1), MODE_TEXTURE, self.wood_tex, "wood", 2.2, True),
                (build(marks, 1), MODE_PLAIN, None, "mark", 1.0, False),
            ],
            "tray": [
                (build(tray_felt, 1), MODE_TEXTURE, self.felt_tex, "felt", 3.0, False),
                (build(tray_walls, 1), MODE_TEXTURE, self.wood_tex, "wood", 2.2, True),
            ],
        }
        for entries in self.static.values():
            for mesh, *_ in entries:
                mesh.set_instances(_static_row())
        ring_vbo = ctx.buffer(meshes.ring(0.78, 1.0).tobytes())
        arrow_vbo = ctx.buffer(meshes.arrow_2d().tobytes())
        self._overlay_buffers = [ring_vbo, arrow_vbo]
        self.ring_vao = ctx.vertex_array(self.overlay_prog, [(ring_vbo, "3f 32x", "in_position")])
        self.arrow_vao = ctx.vertex_array(
            self.overlay_prog, [(arrow_vbo, "3f 32x", "in_position")]
        )
        self._set_constant_uniforms()

    # ------------------------------------------------------------------ setup helpers

    def _texture(self, image: np.ndarray, components: int):
        height, width = image.shape[:2]
        tex = self.ctx.texture((width, height), components, np.ascontiguousarray(image).tobytes())
        tex.build_mipmaps()
        # nearest mip level (bilinear within it): trilinear costs ~10 % of a frame on llvmpipe
        tex.filter = (moderngl.LINEAR_MIPMAP_NEAREST, moderngl.LINEAR)
        # anisotropic filtering doubles the frame time on llvmpipe: off unless asked for
        tex.anisotropy = max(1.0, min(self.anisotropy, self.ctx.max_anisotropy))
        return tex

    def _mesh(self, data: np.ndarray, max_instances: int) -> _GpuMesh:
        return _GpuMesh(self.ctx, data, self.scene_prog, self.shadow_prog, max_instances)

    def _set_constant_uniforms(self) -> None:
        constants = {
            "u_albedo": 0,
            "u_atlas": 1,
            "u_shadow": 2,
            "u_light_dir": tuple(LIGHT_DIR),
            "u_light_colour": LIGHT_COLOUR,
            "u_sky": SKY,
            "u_ground": GROUND,
            "u_shadow_texel": (1.0 / self.shadow_shape[0], 1.0 / self.shadow_shape[1]),
            "u_shadow_bias": 0.0004,
        }
        for name, value in constants.items():
            if name in self.scene_prog:  # the GLSL compiler drops unused uniforms
                self.scene_prog[name].value = value

    def light_view_projection(self, table: str) -> np.ndarray:
        """Orthographic light matrix fitted around the table's shadow volume."""
        return _light_fit(table, self.shadow_aspect)[0]

    # ------------------------------------------------------------------ drawing

    def render(
        self,
        framebuffer,
        drawables: Iterable,
        camera: Camera,
        table: str = "deboule",
        highlights: Iterable[Highlight] = (),
        aim: AimArrow | None = None,
        viewport: tuple[int, int, int, int] | None = None,
        scissor: tuple[int, int, int, int] | None = None,
    ) -> None:
        """Draw one frame into `framebuffer` (cleared first). Nothing is read back.

        scissor (x, y, width, height from the bottom left): redraw only that box and keep the
        rest of the framebuffer as it was (the window redraws just where pieces moved).
        """
        if self._released:
            raise SceneError("renderer was released")
        if table not in TABLES:
            raise SceneError(f"unknown table {table!r}; expected one of {TABLES}")
        items = [as_drawable(d) for d in drawables]
        highlights = list(highlights)
        groups: dict[str, list[Drawable]] = {"deboule": [], "numbered": [], "tower": []}
        for item in items:
            key = "deboule" if item.kind == "deboule" else (
                "tower" if item.kind == "tower" else "numbered"
            )
            groups[key].append(item)
        rows = {key: _instance_rows(group) for key, group in groups.items()}
        for key, data in rows.items():
            self.meshes[key].set_instances(data)

        ctx = self.ctx
        light_vp = self.light_view_projection(table)
        # 1. shadow map, redrawn only when a caster moved (pieces at rest cost no shadow pass)
        shadow_key = (table, *(data.tobytes() for data in rows.values()))
        if shadow_key != self._shadow_key:
            self._draw_shadow_map(table, light_vp)
            self._shadow_key = shadow_key

        # 2. lit pass
        framebuffer.use()
        if viewport is None:
            # the framebuffer's own viewport: for the window, GameApp.draw sets it to the
            # window's size every frame (moderngl's `ctx.screen.width` keeps the size the window
            # had when the context was made, so it is wrong after a resize)
            viewport = tuple(framebuffer.viewport)
        framebuffer.viewport = viewport
        size = (viewport[2], viewport[3])
        framebuffer.clear(*BACKGROUND, 1.0, depth=1.0,
                          viewport=viewport if scissor is None else scissor)
        framebuffer.scissor = scissor
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        view_proj = camera.view_projection(size)
        prog = self.scene_prog
        _set_uniform(prog, "u_view_proj", _mat_bytes(view_proj))
        _set_uniform(prog, "u_light_view_proj", _mat_bytes(light_vp))
        _set_uniform(prog, "u_eye", tuple(float(v) for v in camera.eye))
        self.shadow_tex.use(2)
        self.atlas_tex.use(1)
        # pieces first so that the table's covered fragments fail the depth test early
        self._draw(self.meshes["deboule"], MODE_ATLAS, "dice")
        self._draw(self.meshes["numbered"], MODE_ATLAS, "dice")
        self.wood_tex.use(0)
        self._draw(self.meshes["tower"], MODE_TEXTURE, "tower", 1.0)
        for mesh, mode, texture, material, uv_scale, _ in self.static[table]:
            if texture is not None:
                texture.use(0)
            self._draw(mesh, mode, material, uv_scale)

        # 3. overlays: blended, depth-tested, not depth-written
        if highlights or aim is not None:
            ctx.enable_only(moderngl.DEPTH_TEST | moderngl.BLEND)
            ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
            framebuffer.depth_mask = False
            for ring in highlights:
                self._draw_ring(ring, view_proj)
            if aim is not None:
                self._draw_aim(aim, view_proj)
            framebuffer.depth_mask = True
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        framebuffer.scissor = None

    def _draw_shadow_map(self, table: str, light_vp: np.ndarray) -> None:
        ctx = self.ctx
        casters = [entry[0] for entry in self.static[table] if entry[5]]
        casters += list(self.meshes.values())
        self.shadow_fbo.use()
        self.shadow_fbo.viewport = (0, 0, *self.shadow_shape)
        self.shadow_fbo.clear(depth=1.0)
        ctx.enable_only(moderngl.DEPTH_TEST)
        ctx.polygon_offset = (1.6, 4.0)
        _set_uniform(self.shadow_prog, "u_light_view_proj", _mat_bytes(light_vp))
        for mesh in casters:
            if mesh.instances:
                mesh.shadow_vao.render(moderngl.TRIANGLES, instances=mesh.instances)
        ctx.polygon_offset = (0.0, 0.0)

    def invalidate_shadows(self) -> None:
        """Force the next frame to redraw the shadow map (e.g. after a context loss)."""
        self._shadow_key = None

    def _draw(self, mesh: _GpuMesh, mode: int, material: str, uv_scale: float = 1.0) -> None:
        if not mesh.instances:
            return
        prog = self.scene_prog
        _set_uniform(prog, "u_mode", mode)
        _set_uniform(prog, "u_uv_scale", uv_scale)
        spec, shine = MATERIALS[material]
        _set_uniform(prog, "u_specular", spec)
        _set_uniform(prog, "u_shininess", shine)
        mesh.vao.render(moderngl.TRIANGLES, instances=mesh.instances)

    def _draw_ring(self, ring: Highlight, view_proj: np.ndarray) -> None:
        model = np.diag([ring.radius, ring.radius, 1.0, 1.0])
        model[:3, 3] = (ring.position[0], ring.position[1], ring.position[2] + 0.0015)
        _set_uniform(self.overlay_prog, "u_mvp", _mat_bytes(view_proj @ model))
        _set_uniform(self.overlay_prog, "u_colour", tuple(ring.colour))
        self.ring_vao.render(moderngl.TRIANGLES)

    def _draw_aim(self, aim: AimArrow, view_proj: np.ndarray) -> None:
        angle = math.atan2(aim.direction[1], aim.direction[0])
        c, s = math.cos(angle), math.sin(angle)
        length, width = aim.length, 0.12
        model = np.array(
            [
                [c * length, -s * width, 0.0, aim.start[0]],
                [s * length, c * width, 0.0, aim.start[1]],
                [0.0, 0.0, 1.0, aim.start[2] + 0.002],
                [0.0, 0.0, 0.0, 1.0],
            ]
        )
        _set_uniform(self.overlay_prog, "u_mvp", _mat_bytes(view_proj @ model))
        _set_uniform(self.overlay_prog, "u_colour", aim.colour)
        self.arrow_vao.render(moderngl.TRIANGLES)

    def release(self) -> None:
        """Free every GL object this renderer made. Safe to call twice."""
        if self._released:
            return
        self._released = True
        for mesh in self.meshes.values():
            mesh.release()
        for entries in self.static.values():
            for mesh, *_ in entries:
                mesh.release()
        for obj in (
            self.ring_vao,
            self.arrow_vao,
            *self._overlay_buffers,
            self.shadow_fbo,
            self.shadow_tex,
            self.wood_tex,
            self.felt_tex,
            self.atlas_tex,
            self.scene_prog,
            self.shadow_prog,
            self.overlay_prog,
        ):
            obj.release()
