"""Data read through importlib.resources: assets (JSON) and shaders (GLSL)."""
