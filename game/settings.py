"""Player settings, kept as versioned JSON in the user's config directory, written atomically."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

import platformdirs

from game.i18n import LANGS

APP = "deboule"
SETTINGS_VERSION = 1
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (960, 540))
QUALITIES = ("low", "high")


class SettingsError(ValueError):
    """A settings value or file that cannot be used."""


@dataclass(frozen=True)
class Settings:
    lang: str = "fr"
    volume: float = 0.7
    quality: str = "high"
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    # déboules in a colour-blind-safe set, each colour with its own pattern (issue 13)
    colour_safe: bool = False

    def __post_init__(self) -> None:
        if self.lang not in LANGS:
            raise SettingsError(f"language must be one of {LANGS}, got {self.lang!r}")
        if not isinstance(self.volume, int | float) or not 0.0 <= float(self.volume) <= 1.0:
            raise SettingsError(f"volume must be between 0 and 1, got {self.volume!r}")
        if self.quality not in QUALITIES:
            raise SettingsError(f"quality must be one of {QUALITIES}, got {self.quality!r}")
        window = tuple(self.window)
        if window not in WINDOW_SIZES:
            raise SettingsError(f"window must be one of {WINDOW_SIZES}, got {self.window!r}")
        object.__setattr__(self, "window", window)
        if not isinstance(self.fullscreen, bool):
            raise SettingsError(f"fullscreen must be true or false, got {self.fullscreen!r}")
        if not isinstance(self.colour_safe, bool):
            raise SettingsError(f"colour_safe must be true or false, got {self.colour_safe!r}")

    def with_(self, **changes) -> Settings:
        return replace(self, **changes)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["window"] = list(self.window)
        return {"version": SETTINGS_VERSION, **data}

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        if not isinstance(data, dict):
            raise SettingsError("settings must be a JSON object")
        version = data.get("version")
        if version != SETTINGS_VERSION:
            raise SettingsError(f"settings version {version!r} is not {SETTINGS_VERSION}")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known - {"version"}
        if unknown:
            raise SettingsError(f"unknown settings: {sorted(unknown)}")
        values = {k: v for k, v in data.items() if k in known}
        if "window" in values:
            values["window"] = tuple(values["window"])
        return cls(**values)


def config_dir() -> Path:
    return Path(os.environ.get("DEBOULE_CONFIG_DIR") or platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    return Path(os.environ.get("DEBOULE_DATA_DIR") or platformdirs.user_data_dir(APP))


def write_json_atomic(path: Path, data: dict) -> None:
    """Write JSON to a temporary file in the same folder, then rename it over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream, ensure_ascii=False, indent=1)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults with the reason the file could not be used.

    A bad file is left untouched (never overwritten until the player saves new settings).
    """
    path = path or config_dir() / "settings.json"
    if not path.exists():
        return Settings(), None
    try:
        return Settings.from_dict(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, ValueError, TypeError) as exc:
        return Settings(), f"{path}: {exc}"


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or config_dir() / "settings.json", settings.to_dict())
