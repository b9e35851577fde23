"""Make the app's sounds as WAV files: the gong that ends a round.

    python resources/make_sounds.py

writes resources/sounds/gong.wav. Like the images (make_images.py), the output is committed
so the app needs no build step; run this again after changing the sound. Pure Python (no
numpy): the same bytes on every machine, so a test can check the committed file is this
script's.

The gong is synthesised, not recorded: a decaying sum of inharmonic partials (the
frequencies of a struck metal plate are not multiples of the lowest one), each dying away at
its own rate, the high ones first, so the sound darkens as it fades. Two partials a little
apart beat slowly against each other, which gives the shimmer of a real gong; a soft, low
thump at the start is the mallet. A short fade-in avoids a click, a fade-out ends on silence.
Made by the project; under the project's licence (MIT).
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

HERE = Path(__file__).resolve().parent
RATE = 22050  # samples per second: plenty for a gong (partials below 2 kHz)
SECONDS = 3.6
FUNDAMENTAL = 196.0  # G3

# (frequency ratio to the fundamental, amplitude, seconds to fall to 1/e)
PARTIALS = (
    (1.000, 1.00, 1.60),
    (1.006, 0.55, 1.45),  # beats against the fundamental about once a second
    (2.31, 0.50, 1.00),
    (2.76, 0.34, 0.80),
    (3.51, 0.24, 0.55),
    (4.18, 0.16, 0.40),
    (5.43, 0.10, 0.26),
    (6.79, 0.06, 0.18),
)
THUMP = (82.0, 0.35, 0.09)  # the mallet: Hz, amplitude, decay
FADE_IN = 0.004  # seconds
FADE_OUT = 0.35
PEAK = 0.78  # of full scale: loud, never clipped


def gong_samples(rate: int = RATE, seconds: float = SECONDS) -> list[float]:
    """The gong as floats in [-PEAK, PEAK]."""
    count = int(rate * seconds)
    out = [0.0] * count
    for ratio, amplitude, decay in PARTIALS:
        step = 2 * math.pi * FUNDAMENTAL * ratio / rate
        fall = math.exp(-1 / (decay * rate))
        level = amplitude
        for i in range(count):
            out[i] += level * math.sin(step * i)
            level *= fall
    freq, amplitude, decay = THUMP
    step = 2 * math.pi * freq / rate
    fall = math.exp(-1 / (decay * rate))
    level = amplitude
    for i in range(min(count, int(rate * decay * 8))):
        out[i] += level * math.sin(step * i)
        level *= fall
    fade_in, fade_out = int(rate * FADE_IN), int(rate * FADE_OUT)
    for i in range(fade_in):
        out[i] *= i / fade_in
    for i in range(fade_out):
        out[count - 1 - i] *= i / fade_out
    peak = max(abs(v) for v in out) or 1.0
    return [v * PEAK / peak for v in out]


def wav_bytes(samples: list[float], rate: int = RATE) -> bytes:
    """16-bit mono PCM frames."""
    return struct.pack(f"<{len(samples)}h", *(round(v * 32767) for v in samples))


def write_gong(path: Path | None = None) -> Path:
    path = path or HERE / "sounds" / "gong.wav"
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(gong_samples()))
    return path


if __name__ == "__main__":
    print(write_gong())
