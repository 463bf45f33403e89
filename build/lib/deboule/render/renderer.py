"""The moderngl renderer: a tavern room, the tables, the pieces, their shadows, the overlays.

Built to run at 60 FPS on a CPU rasteriser (llvmpipe, 2 cores), where the cost of a frame is
mostly texture fetches per pixel:
- what never moves is baked once per table (deboule/render/bake.py): the table top, felt, floor and
  walls are textures holding their colour, light and occlusion; the wooden parts (rails, edges,
  legs) carry their light in their vertices;
- the pieces' shadow map is kept from frame to frame and redrawn only inside the light-space
  box of the pieces that moved (rails and piste walls are drawn into it too:
  deboule/render/shadows.py);
- pieces are drawn first (instanced, one call per mesh) so that the table's hidden pixels fail
  the depth test early; contact shadows are small blended footprints.

The renderer owns every GL object it creates and frees them in `release()`. It draws into any
framebuffer handed to it (an offscreen `OffscreenTarget`, or a window's `ctx.screen`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import moderngl
import numpy as np

from deboule.render import prebuilt
from deboule.render.bake import bake_surface, baked_size, finish_baked, fullscreen_triangle
from deboule.render.camera import Camera
from deboule.render.colour_safe import COLOUR_SAFE, piece_look
from deboule.render.gpu import (
    INSTANCE_FLOATS,
    GpuMesh,
    SplitGrid,
    StaticScene,
    gl_flush,
    load_shader,
    mat_bytes,
    set_uniform,
    srgb_to_linear,
    static_row,
)
from deboule.render.lighting import LIGHT_DIR
from deboule.render.lighting import uniforms as light_uniforms
from deboule.render.overlays import Overlays
from deboule.render.scene import (
    TABLES,
    AimArrow,
    Drawable,
    Highlight,
    SceneError,
    as_drawable,
)
from deboule.render.shadows import ShadowMap
from deboule.render.upscale import ScaleUp, Tint
from deboule.spatial.rotation import quats_to_mats

__all__ = ["COLOUR_SAFE", "LIGHT_DIR", "Renderer", "load_shader"]

QUALITIES = {
    # shadow map width, scale of the baked textures; "low" also drops the soft silhouettes and
    # the mipmaps of the baked table (for a slower CPU: ~25 % less work per frame)
    "high": (2048, 1.0),
    "low": (1024, 0.5),
}
# The 3D frame while the camera moves: (its size as a fraction of the window's, how it is scaled
# up). On a CPU rasteriser a frame costs its pixels; a gliding view drawn at half size is hardly
# seen as such, and the full size comes back as soon as the camera stops. Scaling up costs a
# fetch per window pixel: 2 ms nearest (each pixel doubled), 3.8 ms filtered, on the 2-core
# machine of docs/rendering.md, where "low" needs the cheaper one to keep 60 FPS. The HUD's
# panels go on in the same pass (deboule/render/upscale.py).
MOVING_SCALE: dict[str, tuple[float, str]] = {"high": (1.0, "linear"), "low": (0.5, "nearest")}
# Mesh detail per quality: (segments of a die's rounded edge, segments round a tower). Every
# piece's vertices are shaded on the CPU in each pass (lit, shadow, x-ray). While the camera
# moves, high draws the pieces at low's detail (half the vertices; in motion the rounder edge
# is not seen) and comes back to its own as soon as the camera stops.
PIECE_DETAIL = {"high": (3, 18), "low": (2, 12)}
MOVING_DETAIL = PIECE_DETAIL["low"]

# specular strength of the pieces
SPECULAR = {"dice": 0.35, "tower": 0.3}
# a camera nearer than this to what it looks at sees the baked table magnified (no mipmaps)
CLOSE_CAMERA = 0.75
# the soft silhouette: how far out of an edge (pixels) and how opaque
SHELL_PIXELS = 0.9
SHELL_ALPHA = 0.45


class Renderer:
    """Draws scenes with one GL context. `render()` targets any moderngl framebuffer."""

    def __init__(
        self,
        ctx: moderngl.Context,
        shadow_size: int | None = None,
        max_instances: int = 32,
        anisotropy: float = 1.0,
        quality: str = "high",
        upload_levels: prebuilt.Upload | None = None,
        kept_on_disk: bool = False,
    ):
        if quality not in QUALITIES:
            raise SceneError(f"quality must be one of {tuple(QUALITIES)}, got {quality!r}")
        default_shadow, self.bake_scale = QUALITIES[quality]
        shadow_size = default_shadow if shadow_size is None else shadow_size
        if shadow_size < 64:
            raise SceneError(f"shadow map size must be at least 64, got {shadow_size}")
        self.ctx = ctx
        # how textures kept on disk get their mip levels (context.upload_mip_levels in the
        # window; None: GL builds them again)
        self.upload_levels = upload_levels
        # what it builds on the CPU and bakes, kept on disk between launches (prebuilt.py): the
        # window's start (GameApp); a headless renderer builds it all, as tests patch builders
        self.kept_on_disk = kept_on_disk
        self.quality = quality
        self.shadow_size = shadow_size
        self.anisotropy = anisotropy
        self.colour_safe = False
        # the table's shadow tap only where a shadow can fall (False: everywhere, for tests)
        self.split_shadows = True
        # the shell pass: anti-aliased silhouettes of pieces and rails
        self.soft_edges = quality == "high"
        self._released = False
        self.stats = {"shadow_full": 0, "shadow_partial": 0, "shadow_skipped": 0}
        program = self._program
        # one program per kind of surface: llvmpipe would run every branch of a runtime choice
        self.piece_progs = {
            "atlas": program("scene.vert", "piece.frag", ("MODE_ATLAS",)),
            "grain": program("scene.vert", "piece.frag", ("MODE_TEXTURE",)),
            "plain": program("scene.vert", "piece.frag"),
        }
        # the soft silhouettes (anti-aliased edges without MSAA, which costs 3x on llvmpipe)
        self.shell_progs = {
            key: program("scene.vert", "piece.frag", (*defines, "SHELL"), ("SHELL",))
            for key, defines in (("atlas", ("MODE_ATLAS",)), ("grain", ("MODE_TEXTURE",)),
                                 ("plain", ()))
        }
        self.shell_progs["prelit"] = program("static.vert", "surface.frag", ("PRELIT", "SHELL"),
                                             ("SHELL",))
        self.surface_progs = {
            "baked_shadowed": program("static.vert", "surface.frag", ("BAKED", "RECEIVE")),
            "baked": program("static.vert", "surface.frag", ("BAKED",)),
            "prelit": program("static.vert", "surface.frag", ("PRELIT",)),
            "room": program("static.vert", "surface.frag", ("ROOM",), ("ROOM",)),
        }
        self.shadow_prog = program("shadow.vert", "shadow.frag")
        self.xray_prog = program("scene.vert", "xray.frag")
        self.bake_prog = program("bake.vert", "bake.frag")
        # built once and kept on disk: 0.3 s of numpy every launch otherwise (prebuilt.py)
        images = prebuilt.textures(self.kept_on_disk)
        self.grain_tex = self._texture("wood", images["wood"], 3)
        self.felt_tex = self._texture("felt", images["felt"], 3)
        self.atlas_tex = self._texture("atlas", images["atlas"], 2)
        # the pieces' shadow map, redrawn where pieces moved (deboule/render/shadows.py)
        self.shadows = ShadowMap(ctx, shadow_size, self.shadow_prog, self.stats)
        self.shadow_shape = self.shadows.shape
        self.shadow_tex = self.shadows.texture

        self.meshes = self._piece_meshes(PIECE_DETAIL[quality], max_instances)
        # what a moving camera's frames draw the pieces with (the same meshes when alike)
        self.moving_meshes = self.meshes if PIECE_DETAIL[quality] == MOVING_DETAIL else \
            self._piece_meshes(MOVING_DETAIL, max_instances)
        self.static: dict[str, StaticScene] = {}
        self._bake_triangle = fullscreen_triangle(ctx)
        self.bake_vao = ctx.vertex_array(self.bake_prog,
                                         [(self._bake_triangle, "2f", "in_position")])
        self.moving_scale = MOVING_SCALE[quality]
        self.scale_up = ScaleUp(ctx, program)
        self.overlays = Overlays(ctx, program, max_instances)
        self._set_constant_uniforms()

    # ------------------------------------------------------------------ setup helpers

    def _program(self, vertex: str, fragment: str, defines: Sequence[str] = (),
                 vertex_defines: Sequence[str] = ()):
        return self.ctx.program(vertex_shader=load_shader(vertex, vertex_defines),
                                fragment_shader=load_shader(fragment, defines))

    def _texture(self, name: str, image: np.ndarray, components: int):
        height, width = image.shape[:2]

        def make():
            # uploaded as RGBA, what GL samples from an RGB or RG texture (blue 0, alpha 1):
            # the same texels, in the baked surfaces' format (prebuilt.mipmapped keeps them)
            rgba = np.zeros((height, width, 4), dtype=np.uint8)
            rgba[..., 3] = 255
            rgba[..., :components] = image.reshape(height, width, components)
            made = self.ctx.texture((width, height), 4, rgba.tobytes())
            made.build_mipmaps()
            return made

        # its mip levels kept on disk: llvmpipe compiles a blit to build them (0.1 s or more)
        tex = prebuilt.mipmapped(self.ctx, f"texture-{name}", (width, height), make,
                                 self.upload_levels, self.kept_on_disk)
        # nearest mip level (bilinear within it): trilinear costs ~10 % of a frame on llvmpipe
        tex.filter = (moderngl.LINEAR_MIPMAP_NEAREST, moderngl.LINEAR)
        # anisotropic filtering doubles the frame time on llvmpipe: off unless asked for
        tex.anisotropy = max(1.0, min(self.anisotropy, self.ctx.max_anisotropy))
        return tex

    def _piece_meshes(self, detail: tuple[int, int], max_instances: int) -> dict[str, GpuMesh]:
        """The pieces' meshes, by key, at this detail (die edge segments, tower turns)."""
        # turned DéTours on the Déboulé table; plain cylinders elsewhere (the Tasse's cup and
        # saucer are drawn as towers and painted over: their shape must stay a cylinder). Built
        # once and kept on disk (prebuilt.py).
        data = prebuilt.piece_meshes(*detail, keep=self.kept_on_disk)
        lit = {"deboule": "atlas", "numbered": "atlas", "tower": "grain", "cylinder": "plain"}
        return {key: self._piece_mesh(data[key], lit[key], max_instances)
                for key in prebuilt.PIECE_KEYS}

    def _piece_mesh(self, data: np.ndarray, lit: str, max_instances: int) -> GpuMesh:
        programs = {"lit": self.piece_progs[lit], "shadow": self.shadow_prog,
                    "xray": self.xray_prog, "shell": self.shell_progs[lit]}
        return GpuMesh(self.ctx, data, programs, max_instances)

    def _static_mesh(self, data: np.ndarray, lit: str, shadow: bool = False) -> GpuMesh:
        programs = {"lit": self.surface_progs[lit]}
        if shadow:  # the rails: they cast shadows and get a soft silhouette
            programs["shadow"] = self.shadow_prog
            programs["shell"] = self.shell_progs["prelit"]
        mesh = GpuMesh(self.ctx, data, programs, 1, static=True)
        mesh.set_instances(static_row())
        return mesh

    def _set_constant_uniforms(self) -> None:
        constants = {
            "u_albedo": 0,
            "u_atlas": 1,
            "u_shadow": 2,
            "u_baked": 3,
            "u_shadow_texel": (1.0 / self.shadow_shape[0], 1.0 / self.shadow_shape[1]),
            "u_shadow_bias": 0.0004,
            **light_uniforms(),
        }
        lit = [*self.piece_progs.values(), *self.surface_progs.values(),
               *self.shell_progs.values()]
        for prog in (*lit, self.overlays.badge_prog, self.bake_prog):
            for name, value in constants.items():
                set_uniform(prog, name, value)
        set_uniform(self.bake_prog, "u_grain", 0)
        set_uniform(self.bake_prog, "u_felt", 1)
        for key, value in (("atlas", SPECULAR["dice"]), ("grain", SPECULAR["tower"]),
                           ("plain", SPECULAR["tower"])):
            for progs in (self.piece_progs, self.shell_progs):
                set_uniform(progs[key], "u_specular", value)
                set_uniform(progs[key], "u_uv_scale", 1.0)
        for prog in (*self.surface_progs.values(), self.shell_progs["prelit"]):
            set_uniform(prog, "u_gloss", 0.6)
        for prog in self.shell_progs.values():
            set_uniform(prog, "u_shell_pixels", SHELL_PIXELS)
            set_uniform(prog, "u_shell_alpha", SHELL_ALPHA)

    def _static_scene(self, table: str) -> StaticScene:
        """The table's static meshes and baked textures, built on first use."""
        if table not in self.static:
            # furniture.SCENES[table](), kept on disk
            scene = prebuilt.table_scene(table, self.kept_on_disk)
            ctx = self.ctx
            self.grain_tex.use(0)
            self.felt_tex.use(1)
            surfaces = []
            for name, mesh in scene.baked.items():
                surface = scene.surfaces[name]
                # baked by a shader once per GL driver, kept on disk (0.6 s of llvmpipe)
                texture = finish_baked(prebuilt.mipmapped(
                    ctx, f"baked-{table}-{name}", baked_size(surface, self.bake_scale),
                    lambda surface=surface: bake_surface(ctx, self.bake_prog, self.bake_vao,
                                                         scene, surface, self.bake_scale),
                    self.upload_levels, self.kept_on_disk), mipmaps=False)
                if surface.recipe in ("deboule_top", "felt"):  # they receive the pieces' shadows
                    grid = SplitGrid(ctx, mesh, self.surface_progs["baked_shadowed"],
                                      self.surface_progs["baked"], scene.casters)
                    surfaces.append((grid, texture))
                else:
                    surfaces.append((self._static_mesh(mesh, "baked"), texture))
            self.static[table] = StaticScene(
                prelit=self._static_mesh(scene.prelit, "prelit"),
                casters=self._static_mesh(scene.casters, "prelit", shadow=True),
                room=self._static_mesh(scene.room, "room"),
                surfaces=surfaces,
            )
        return self.static[table]

    def light_view_projection(self, table: str) -> np.ndarray:
        """Orthographic light matrix fitted around the table's shadow volume (fixed per table:
        computed once)."""
        return self.shadows.light_view_projection(table)

    # ------------------------------------------------------------------ scene data

    def _colours(self, item: Drawable) -> tuple[tuple[float, float, float], float]:
        """(sRGB body colour, pattern) of a piece, in the colour-blind-safe set if asked."""
        return piece_look(item, self.colour_safe)

    def _instance_rows(self, items: Sequence[Drawable]) -> np.ndarray:
        """One row per piece (its model matrix column-major, body and ink colours, pattern):
        `Drawable.model_matrix` for all of them at once (a loop cost ~0.5 ms a frame)."""
        count = len(items)
        rows = np.zeros((count, INSTANCE_FLOATS), dtype=np.float32)
        if not count:
            return rows
        scale = np.array([item.scale for item in items])
        model = np.zeros((count, 4, 4))
        model[:, :3, :3] = quats_to_mats([item.quaternion for item in items]) * scale[:, None, :]
        model[:, :3, 3] = [item.position for item in items]
        model[:, 3, 3] = 1.0
        rows[:, :16] = model.transpose(0, 2, 1).reshape(count, 16)
        looks = [self._colours(item) for item in items]
        rows[:, 16:19] = srgb_to_linear([rgb for rgb, _ in looks])
        rows[:, 19:22] = srgb_to_linear([item.ink_rgb for item in items])
        rows[:, 22] = [pattern for _, pattern in looks]
        return rows

    def _group(self, items: Sequence[Drawable], table: str) -> dict[str, list[Drawable]]:
        tower_key = "tower" if table == "deboule" else "cylinder"
        groups: dict[str, list[Drawable]] = {key: [] for key in self.meshes}
        for item in items:
            if item.kind == "deboule":
                groups["deboule"].append(item)
            elif item.kind == "tower":
                groups[tower_key].append(item)
            else:
                groups["numbered"].append(item)
        return groups

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
        xray: Iterable[str] = (),
        badges: Iterable[str] = (),
        camera_moving: bool = False,
        pixel_scale: float = 1.0,
    ) -> None:
        """Draw one frame into `framebuffer` (cleared first). Nothing is read back.

        scissor (x, y, width, height from the bottom left): redraw only that box and keep the
        rest of the framebuffer as it was (the window redraws just where pieces moved).
        xray: ids of pieces shown through whatever hides them (a glowing silhouette).
        badges: ids of small pieces whose top face is also shown enlarged above them.
        camera_moving: the camera moves every frame (cheaper texture filtering and no soft
        silhouettes, unseen in motion).
        pixel_scale: pixels of this frame per pixel of the window it will be shown in (a moving
        camera's smaller frame): what is sized in window pixels keeps its size.
        """
        if self._released:
            raise SceneError("renderer was released")
        if table not in TABLES:
            raise SceneError(f"unknown table {table!r}; expected one of {TABLES}")
        items = [as_drawable(d) for d in drawables]
        highlights = list(highlights)
        groups = self._group(items, table)
        rows = {key: self._instance_rows(group) for key, group in groups.items()}
        pieces = self.moving_meshes if camera_moving else self.meshes
        for key, key_rows in rows.items():
            pieces[key].set_instances(key_rows)
        static = self._static_scene(table)

        ctx = self.ctx
        light_vp = self.light_view_projection(table)
        # 1. the pieces' shadow map, redrawn only where something moved
        self.shadows.update(table, items, light_vp, static, pieces, groups, rows)

        # The shadow map's raster starts now; the first draw below that samples it waits for it
        # (deboule.render.gpu.gl_flush): the frame's Python that needs no drawing runs first,
        # while the raster threads work.
        gl_flush()
        if viewport is None:
            # the framebuffer's own viewport: for the window, GameApp.draw sets it to the
            # window's size every frame (moderngl's `ctx.screen.width` keeps the size the window
            # had when the context was made, so it is wrong after a resize)
            viewport = tuple(framebuffer.viewport)
        size = (viewport[2], viewport[3])
        view_proj = camera.view_projection(size)
        eye = tuple(float(v) for v in camera.eye)
        soft_edges = self.soft_edges and not camera_moving
        xray_ids = set(xray)
        marked = [item for item in items if item.id is not None and item.id in xray_ids]
        # the frame's uniforms, converted once, on the programs this frame uses
        frame_uniforms = {"u_view_proj": mat_bytes(view_proj),
                          "u_viewport": (float(size[0]), float(size[1])),
                          "u_light_view_proj": mat_bytes(light_vp), "u_eye": eye}
        used = [*self.piece_progs.values(), *self.surface_progs.values(),
                *(self.shell_progs.values() if soft_edges else ()),
                *((self.xray_prog,) if marked else ())]
        for prog in used:
            for name, value in frame_uniforms.items():
                set_uniform(prog, name, value)
        decals = self.overlays.decal_rows(items)
        for mesh, _ in static.surfaces:
            if isinstance(mesh, SplitGrid):
                mesh.split(items, everywhere=not self.split_shadows)

        # 2. lit pass
        framebuffer.use()
        framebuffer.viewport = viewport
        framebuffer.clear(0.0, 0.0, 0.0, 1.0, depth=1.0,
                          viewport=viewport if scissor is None else scissor)
        framebuffer.scissor = scissor
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        self.shadow_tex.use(2)
        self.atlas_tex.use(1)
        self.grain_tex.use(0)
        # the room first, as a backdrop with no depth test or write: everything else stands
        # inside it, and its quads face inwards from a box (culled from behind, they never
        # overlap but where a sconce lies on its wall, drawn after it). A plain fill costs
        # llvmpipe half as much per pixel as a depth-tested one: 2.5 ms for the whole frame
        # against 3 ms for the 60 % of it the room showed when drawn last.
        ctx.disable(moderngl.DEPTH_TEST)
        framebuffer.depth_mask = False
        static.room.render("lit")
        framebuffer.depth_mask = True
        ctx.enable(moderngl.DEPTH_TEST)
        # pieces first so that the table's covered fragments fail the depth test early
        for mesh in pieces.values():
            mesh.render("lit")
        # the static scene front to back (llvmpipe skips hidden blocks cheaply, but shades
        # everything drawn before what hides it): rails, the baked surfaces, the frame and legs
        # under the table
        static.casters.render("lit")
        # close to the table the baked texels are magnified: the mip level is always 0, so skip
        # llvmpipe's per-pixel level-of-detail work (a third of a texture fetch); further away,
        # trilinear: with the nearest level only, the grain changes at a visible line across
        # the table where the level changes (+25 % on the table's shading)
        close = self.quality == "low" or \
            float(np.linalg.norm(np.subtract(camera.eye, camera.target))) < CLOSE_CAMERA
        # a moving camera redraws every frame: there the nearest level is enough (the line
        # where it changes glides with the view); a still view gets the smooth trilinear one
        minify = (moderngl.LINEAR_MIPMAP_NEAREST if camera_moving
                  else moderngl.LINEAR_MIPMAP_LINEAR)
        for mesh, texture in static.surfaces:
            texture.filter = (moderngl.LINEAR if close else minify, moderngl.LINEAR)
            texture.use(3)
            if isinstance(mesh, SplitGrid):  # split above, for these items
                mesh.render()
            else:
                mesh.render("lit")
        static.prelit.render("lit")

        # 3. blended, depth-tested, not depth-written: the soft silhouettes, contact shadows,
        # then the overlays
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.BLEND | moderngl.CULL_FACE)
        framebuffer.depth_mask = False
        ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        # while the camera glides the silhouettes are not seen soft or hard, and the pass
        # costs a tenth of a frame (the pieces' vertices again and a rim of pixels)
        if soft_edges:
            ctx.cull_face = "front"  # the shell's far side: only its rim outside the piece shows
            for mesh in pieces.values():
                mesh.render("shell")
            static.casters.render("shell")
            ctx.cull_face = "back"
        ctx.disable(moderngl.CULL_FACE)
        self.overlays.draw_decals(decals, view_proj)
        ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        for ring in highlights:
            self.overlays.draw_ring(ring, view_proj)
        if aim is not None:
            self.overlays.draw_aim(aim, view_proj)
        if marked:
            self._draw_xray(marked, table, pieces)
        framebuffer.depth_mask = True
        shown = set(badges)
        for item in items:
            if item.id is not None and item.id in shown and item.kind != "tower":
                self.overlays.draw_badge(item, self._colours(item)[0], camera, size,
                                         pixel_scale)
        ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)
        ctx.blend_func = moderngl.SRC_ALPHA, moderngl.ONE_MINUS_SRC_ALPHA
        framebuffer.scissor = None

    def upscale(self, framebuffer, texture, tints: Sequence[Tint] = ()) -> None:
        """Cover `framebuffer` (its whole viewport) with `texture`: a moving camera's frame
        drawn at `moving_scale` of the window's size, scaled up as the quality says.
        tints: translucent panels ((x, y, width, height), (r, g, b, a) 0-255) laid on in the
        same pass, as blended over the frame they would look (deboule/render/upscale.py)."""
        self.scale_up.draw(framebuffer, texture, self.moving_scale[1] == "nearest", tints)
        self.ctx.enable_only(moderngl.DEPTH_TEST | moderngl.CULL_FACE)

    # ------------------------------------------------------------------ shadows

    def invalidate_shadows(self) -> None:
        """Force the next frame to redraw the whole shadow map (e.g. after a context loss)."""
        self.shadows.invalidate()

    # ------------------------------------------------------------------ blended details

    def _draw_xray(self, marked: Sequence[Drawable], table: str,
                   pieces: dict[str, GpuMesh]) -> None:
        """The marked pieces' hidden parts as a glowing silhouette through their occluders."""
        ctx = self.ctx
        ctx.depth_func = ">"
        ctx.enable(moderngl.CULL_FACE)  # its own back faces lie behind its front: never drawn
        ctx.polygon_offset = (-1.0, -8.0)  # the visible parts stay in front: not drawn again
        for key, group in self._group(marked, table).items():
            mesh = pieces[key]
            for item in group:
                rgb = np.asarray(self._colours(item)[0])
                glow = tuple(float(c) for c in 0.55 * rgb + 0.45)
                set_uniform(self.xray_prog, "u_colour", (*glow, 0.8))
                mesh.render_one("xray", self._instance_rows([item])[0])
        ctx.polygon_offset = (0.0, 0.0)
        ctx.depth_func = "<"
        ctx.disable(moderngl.CULL_FACE)

    def release(self) -> None:
        """Free every GL object this renderer made. Safe to call twice."""
        if self._released:
            return
        self._released = True
        for mesh in {id(m): m for m in (*self.meshes.values(),
                                          *self.moving_meshes.values())}.values():
            mesh.release()
        for scene in self.static.values():
            scene.release()
        self.overlays.release()
        self.scale_up.release()
        self.shadows.release()
        for obj in (
            self.bake_vao,
            self._bake_triangle,
            self.grain_tex,
            self.felt_tex,
            self.atlas_tex,
            *self.piece_progs.values(),
            *self.surface_progs.values(),
            *self.shell_progs.values(),
            self.shadow_prog,
            self.xray_prog,
            self.bake_prog,
        ):
            obj.release()

