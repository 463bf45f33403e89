"""Player settings, kept as versioned JSON in the user's config directory, written atomically.

A settings file that cannot be used (corrupt, hostile, a value the game does not offer) gives the
defaults and a reason the window shows; the file is set aside as `settings.json.<date>.refused`.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

import platformdirs

from deboule import registry
from deboule.files.atomic import set_aside, write_json_atomic
from deboule.files.safe_json import JsonLimits, UnsafeJson, read_json
from deboule.rules.core import IllegalAction
from deboule.text.i18n import LANGS, Phrase, Refusal

APP = registry.PROGRAM  # the folders' name
SETTINGS_VERSION = 1
WINDOW_SIZES = ((960, 540), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
# a window the player resized by hand is kept at its size (issue 30, point 10): any size in
# these bounds, not only the sizes offered
WINDOW_BOUNDS = ((320, 200), (16384, 16384))
# "auto": high, stepped down to low for the session when high cannot keep 60 FPS with the
# camera moving (deboule.render.governor)
QUALITIES = ("auto", "low", "high")
MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is about 100 bytes


class SettingsError(Refusal):
    """A settings value or file that cannot be used."""


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass(frozen=True)
class Settings:
    lang: str = "fr"
    volume: float = 0.7
    quality: str = "auto"
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    # déboules in a colour-blind-safe set, each colour with its own pattern (issue 13)
    colour_safe: bool = False
    # Chamot's house words (H4: "the players may add house words"), folded, sorted, unique
    chamot_house_words: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.lang, str) or self.lang not in LANGS:
            raise SettingsError("settings.bad_lang", value=_shown(self.lang))
        if isinstance(self.volume, bool) or not isinstance(self.volume, int | float) \
                or not 0.0 <= float(self.volume) <= 1.0:
            raise SettingsError("settings.bad_volume", value=_shown(self.volume))
        if not isinstance(self.quality, str) or self.quality not in QUALITIES:
            raise SettingsError("settings.bad_quality", value=_shown(self.quality))
        window = tuple(self.window) if isinstance(self.window, list | tuple) else None
        if not window_size_ok(window):
            raise SettingsError("settings.bad_window", value=_shown(self.window))
        object.__setattr__(self, "window", window)
        if not isinstance(self.fullscreen, bool):
            raise SettingsError("settings.bad_fullscreen", value=_shown(self.fullscreen))
        if not isinstance(self.colour_safe, bool):
            raise SettingsError("settings.bad_colour_safe", value=_shown(self.colour_safe))
        object.__setattr__(self, "chamot_house_words", _house_words(self.chamot_house_words))

    def with_(self, **changes) -> Settings:
        return replace(self, **changes)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["window"] = list(self.window)
        data["chamot_house_words"] = list(self.chamot_house_words)
        return {"version": SETTINGS_VERSION, **data}

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        if not isinstance(data, dict):
            raise SettingsError("settings.not_object")
        version = data.get("version")
        if version != SETTINGS_VERSION or isinstance(version, bool):
            raise SettingsError("settings.bad_version", value=_shown(version))
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known - {"version"}
        if unknown:
            raise SettingsError("settings.unknown", names=_shown(sorted(unknown)))
        return cls(**{k: v for k, v in data.items() if k in known})


def window_size_ok(size: object) -> bool:
    """A window size the settings keep: two whole numbers within WINDOW_BOUNDS."""
    if not isinstance(size, tuple) or len(size) != 2:
        return False
    (low_w, low_h), (high_w, high_h) = WINDOW_BOUNDS
    return all(isinstance(v, int) and not isinstance(v, bool) for v in size) and \
        low_w <= size[0] <= high_w and low_h <= size[1] <= high_h


def _house_words(value: object) -> tuple[str, ...]:
    """Chamot's house words as the rules keep them (folded: H4), or SettingsError with the
    rules' reason: a word not of 3 to 30 letters, more than MAX_HOUSE_WORDS words (issue 32).
    The check is the rules' own (deboule.rules.chamot.options), imported only when there are
    words."""
    if not isinstance(value, list | tuple):
        raise SettingsError("settings.bad_chamot_house_words", value=_shown(value))
    if not value:
        return ()
    # loaded on first use: the lexicon, Chamot's rules, the rules' core (22 ms)
    from deboule.rules.chamot.options import Options
    try:
        return Options.from_dict({"house_words": list(value)}).house_words
    except IllegalAction as exc:
        reason = Phrase(f"chamot.refusal.{exc.code}", **(exc.params or {}))
        raise SettingsError("settings.chamot_house_words_refused", reason=reason) from None


def config_dir() -> Path:
    return Path(os.environ.get("DEBOULE_CONFIG_DIR") or platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    return Path(os.environ.get("DEBOULE_DATA_DIR") or platformdirs.user_data_dir(APP))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> tuple[Settings, Refusal | None]:
    """The saved settings, or the defaults and why the file could not be used (a Refusal the
    window shows). A refused file is set aside (`settings.json.<date>.refused`), byte for byte,
    so that saving new settings cannot overwrite it."""
    path = path or settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        data = read_json(path, JsonLimits(max_bytes=MAX_SETTINGS_BYTES, max_depth=4))
        return Settings.from_dict(data), None
    except (UnsafeJson, SettingsError) as reason:
        kept = set_aside(path)
        if kept is None:
            return Settings(), Refusal("notice.settings_refused_in_place", file=str(path),
                                       reason=reason)
        return Settings(), Refusal("notice.settings_refused", reason=reason, kept=str(kept))


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), settings.to_dict())
