"""A QR code of the live page's address, for the projector (segno: pure Python, SVG)."""

from __future__ import annotations

import io

import segno


def qr_svg(url: str, *, scale: int = 8, border: int = 4) -> str:
    """A standalone SVG document (with its namespace, no XML declaration) of a QR code that
    encodes `url`: black on white whatever the theme, with the quiet zone of `border`
    modules that phone cameras need; error correction level M."""
    code = segno.make(url, error="m", micro=False, boost_error=False)
    out = io.BytesIO()
    code.save(out, kind="svg", scale=scale, border=border, dark="#000", light="#fff",
              xmldecl=False)
    return out.getvalue().decode("utf-8")
