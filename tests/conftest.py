"""Shared fixtures. The repository root is importable (physics, rules, game are top-level)."""
