"""The game's own files: saves, safe JSON reading, atomic writes."""
