"""The gong (resources/make_sounds.py -> resources/sounds/gong.wav): the committed file is the
script's output, a WAV Qt Multimedia plays, and it starts and ends without a click."""

from __future__ import annotations

import struct
import wave
from pathlib import Path

from resources.make_sounds import RATE, SECONDS, write_gong

GONG = Path(__file__).resolve().parents[2] / "resources" / "sounds" / "gong.wav"


def _read(path: Path) -> tuple[tuple[int, int, int], tuple[int, ...]]:
    with wave.open(str(path)) as w:
        count = w.getnframes()
        return ((w.getnchannels(), w.getsampwidth(), w.getframerate()),
                struct.unpack(f"<{count}h", w.readframes(count)))


def test_the_committed_gong_is_the_scripts_output(tmp_path):
    made, made_samples = _read(write_gong(tmp_path / "gong.wav"))
    committed, samples = _read(GONG)
    assert made == committed and len(made_samples) == len(samples)
    # Equal to the last bit of a sample: another machine's sin() may round the other way.
    assert max(abs(a - b) for a, b in zip(made_samples, samples, strict=True)) <= 1, (
        "run python resources/make_sounds.py")


def test_the_gong_is_a_short_clean_wav():
    header, samples = _read(GONG)
    assert header == (1, 2, RATE)
    assert len(samples) == int(RATE * SECONDS)
    peak = max(abs(s) for s in samples)
    assert 20000 < peak < 32767  # loud, never clipped
    assert samples[0] == 0 and samples[-1] == 0
    # It dies away: the last tenth of a second is far quieter than the first.
    tenth = RATE // 10
    assert max(abs(s) for s in samples[-tenth:]) < peak / 20
    assert max(abs(s) for s in samples[:tenth]) > peak * 0.9
