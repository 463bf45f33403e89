"""The GLSL sources of the renderer (deboule/render/gpu.py `load_shader`), shipped in the wheel as
package data and read with `importlib.resources.files("deboule.data.shaders")`, so that they are
found in a checkout and in an installed copy alike (issue 31 point 6)."""
