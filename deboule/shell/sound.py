"""Impact sounds made in code: a short wooden knock, louder and brighter with the impact speed."""

from __future__ import annotations

import io
import wave

import numpy as np

RATE = 22050

# (resonance Hz, decay s) per thing hit: the table top is deep, rails sharper, dice clicky.
MATERIALS = {
    "table": (180.0, 0.06),
    "rail": (420.0, 0.05),
    "tower": (300.0, 0.08),
    "die": (1900.0, 0.025),
    "cup": (900.0, 0.12),
    "saucer": (700.0, 0.09),
}


def knock(material: str, seed: int = 0) -> np.ndarray:
    """A mono knock in -1..1: a noise click through a decaying resonance."""
    frequency, decay = MATERIALS.get(material, MATERIALS["table"])
    rng = np.random.default_rng(seed)
    n = int(RATE * decay * 5)
    t = np.arange(n) / RATE
    envelope = np.exp(-t / decay)
    tone = np.sin(2 * np.pi * frequency * t) + 0.5 * np.sin(2 * np.pi * frequency * 2.76 * t)
    click = rng.normal(size=n) * np.exp(-t / 0.004)
    signal = (0.6 * tone + 0.4 * click) * envelope
    return signal / np.max(np.abs(signal))


def wav_bytes(signal: np.ndarray) -> bytes:
    """16-bit mono WAV of a signal in -1..1."""
    pcm = (np.clip(signal, -1.0, 1.0) * 32767).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def material_of(name: str) -> str:
    """'table', 'rail', 'tower', 'die'... from a piece id or a static name."""
    if name.startswith("tower"):
        return "tower"
    if name in MATERIALS:
        return name
    return "die" if "-" in name or name == "cochonde" else "table"


def loudness(speed: float) -> float:
    """0..1 from an impact speed in m/s (a 2 m/s hit is full volume)."""
    return float(min(1.0, max(0.0, speed / 2.0)) ** 0.8)


class Sound:
    """Plays impacts through pyglet; silent (no error) where no audio device exists.

    Nothing is loaded when it is made: importing pyglet.media probes for OpenAL, PulseAudio and
    FFmpeg (ctypes' find_library runs a program per name) and the knocks are synthesised, 0.3 s
    of a 1 s start that the main menu does not need (issue 35, point 4). The window calls `load`
    once the menu is drawn (GameApp.warm_up_steps); impacts before then are
    silent."""

    def __init__(self, volume: float = 0.7) -> None:
        self.volume = volume
        self._sources: dict[str, object] = {}
        self._played = 0
        self._media = None

    def load(self) -> None:
        """Import the audio driver and make the knocks (a thread may call this, once)."""
        try:
            # pyglet.window needs a display: imported once the window is open
            import pyglet.media

            sources = {material: pyglet.media.load(
                f"{material}.wav", file=io.BytesIO(wav_bytes(knock(material))), streaming=False)
                for material in MATERIALS}
        except Exception:  # noqa: BLE001 - no audio driver: the game stays silent
            return
        self._sources = sources
        self._media = pyglet.media  # set last: impact() plays only once every knock is made

    @property
    def loaded(self) -> bool:
        return self._media is not None

    def impact(self, a: str, b: str, speed: float) -> None:
        gain = loudness(speed) * self.volume
        if gain < 0.02 or self._media is None:
            return
        hit = material_of(b) if material_of(a) == "die" else material_of(a)
        source = self._sources.get(hit) or self._sources["table"]
        try:
            player = source.play()
            player.volume = gain
            self._played += 1
        except Exception:  # noqa: BLE001 - a busy or missing device must not stop the game
            pass
