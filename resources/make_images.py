"""Draw the app's images as SVG: wind characters, mahjong tiles, toolbar icons, the app icon.

    python resources/make_images.py

writes resources/winds/*.svg, resources/tiles/*.svg, resources/icons/*.svg and the app's icon,
resources/app/riichi-tournament.svg. The output is
committed so the app needs no build step; run this again after changing a drawing.

Every character is drawn from strokes listed here (polylines in a 100 x 100 box), not from a
font: the venue laptop may have no Japanese font, and a missing glyph would show as a box.
The shapes are simplified regular-script forms, drawn by the project; no outside artwork.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent

Stroke = list[tuple[float, float]]

# --- characters: strokes in a 100 x 100 box ------------------------------------------------

KANJI: dict[str, list[Stroke]] = {
    # 東 east
    "east": [
        [(16, 22), (84, 22)],
        [(50, 6), (50, 94)],
        [(26, 34), (26, 66)],
        [(26, 34), (74, 34), (74, 66)],
        [(26, 50), (74, 50)],
        [(26, 66), (74, 66)],
        [(47, 68), (30, 82), (12, 90)],
        [(53, 68), (70, 82), (88, 90)],
    ],
    # 南 south
    "south": [
        [(18, 18), (82, 18)],
        [(50, 5), (50, 30)],
        [(20, 32), (20, 95)],
        [(20, 32), (80, 32), (80, 88), (72, 94)],
        [(37, 41), (43, 50)],
        [(63, 41), (57, 50)],
        [(32, 57), (68, 57)],
        [(30, 73), (70, 73)],
        [(50, 57), (50, 95)],
    ],
    # 西 west
    "west": [
        [(12, 16), (88, 16)],
        [(20, 36), (20, 92)],
        [(20, 36), (80, 36), (80, 92)],
        [(20, 86), (80, 86)],
        [(41, 17), (41, 52), (36, 62), (24, 70)],
        [(59, 17), (59, 62), (63, 66), (80, 66)],
    ],
    # 北 north
    "north": [
        [(37, 8), (37, 90)],
        [(12, 40), (37, 40)],
        [(10, 80), (37, 66)],
        [(63, 8), (63, 80), (67, 88), (90, 88), (90, 74)],
        [(63, 44), (88, 32)],
    ],
    # 中 red dragon
    "chun": [
        [(20, 30), (20, 66)],
        [(20, 30), (80, 30), (80, 66)],
        [(20, 64), (80, 64)],
        [(50, 6), (50, 95)],
    ],
    # 发 green dragon (the simplified form: fewer strokes, clearer at tile size)
    "hatsu": [
        [(28, 12), (22, 32)],
        [(12, 34), (88, 34)],
        [(55, 6), (48, 40), (36, 66), (14, 92)],
        [(70, 12), (78, 24)],
        [(40, 52), (70, 52), (56, 72), (30, 92)],
        [(46, 62), (66, 80), (88, 92)],
    ],
    # 万 ten thousand (simplified form of 萬, as on many tile sets)
    "man": [
        [(12, 18), (88, 18)],
        [(40, 18), (38, 50), (30, 76), (14, 94)],
        [(38, 46), (78, 46), (76, 80), (70, 90), (60, 86)],
    ],
    # numerals 一 to 九
    "1": [[(10, 52), (90, 48)]],
    "2": [[(24, 30), (76, 30)], [(12, 74), (88, 74)]],
    "3": [[(22, 18), (78, 18)], [(28, 50), (72, 50)], [(12, 84), (88, 84)]],
    "4": [
        [(14, 20), (14, 86)],
        [(14, 20), (86, 20), (86, 86)],
        [(14, 82), (86, 82)],
        [(40, 22), (38, 50), (28, 62)],
        [(60, 22), (60, 58), (72, 60)],
    ],
    "5": [
        [(18, 16), (82, 16)],
        [(46, 16), (36, 84)],
        [(24, 48), (72, 48), (70, 84)],
        [(10, 86), (90, 86)],
    ],
    "6": [
        [(48, 8), (54, 22)],
        [(12, 36), (88, 36)],
        [(38, 54), (16, 88)],
        [(62, 54), (84, 88)],
    ],
    "7": [
        [(12, 52), (88, 40)],
        [(40, 10), (40, 78), (48, 88), (86, 88), (86, 72)],
    ],
    "8": [
        [(40, 18), (36, 54), (12, 88)],
        [(58, 20), (66, 58), (90, 86)],
    ],
    "9": [
        [(44, 8), (40, 50), (14, 92)],
        [(16, 36), (64, 36), (62, 78), (70, 88), (88, 88), (88, 74)],
    ],
}


def strokes_svg(strokes: list[Stroke], colour: str, width: float, scale: float = 1.0,
                dx: float = 0.0, dy: float = 0.0) -> str:
    parts = []
    for stroke in strokes:
        points = " ".join(f"{dx + x * scale:.1f},{dy + y * scale:.1f}" for x, y in stroke)
        parts.append(f'<polyline points="{points}"/>')
    return (f'<g fill="none" stroke="{colour}" stroke-width="{width:.1f}" '
            f'stroke-linecap="round" stroke-linejoin="round">{"".join(parts)}</g>')


def svg(width: float, height: float, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
            f'width="{width:g}" height="{height:g}">{body}</svg>\n')


# --- winds (badges draw these in their own colour) ------------------------------------------

def winds() -> dict[str, str]:
    return {f"winds/{name}.svg": svg(100, 100, strokes_svg(KANJI[name], "#000000", 9))
            for name in ("east", "south", "west", "north")}


# --- tiles: 60 x 80 ------------------------------------------------------------------------

W, H = 60, 80
INK = "#1d1d1f"
RED = "#c62828"
GREEN = "#1b7a3a"
BLUE = "#1f4e9c"


FACE = (
    f'<rect x="1" y="3" width="{W - 2}" height="{H - 4}" rx="7" fill="#c9b98f"/>'
    f'<rect x="1" y="1" width="{W - 2}" height="{H - 5}" rx="7" fill="#fbf8ef" '
    f'stroke="#8a7d5c" stroke-width="1.5"/>'
)
BACK = (f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="7" '
        f'fill="#e0a526" stroke="#9c6d10" stroke-width="1.5"/>')


def tile(body: str) -> str:
    return svg(W, H, FACE + body)


def dot(cx: float, cy: float, r: float, colour: str) -> str:
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="none" stroke="{colour}" '
            f'stroke-width="{r * 0.32:.2f}"/>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="{r * 0.42:.2f}" fill="{colour}"/>')


# Pin layouts in a 60 x 76 face: (x, y, colour) per circle.
def pin_layout(n: int) -> list[tuple[float, float, str]]:
    cx, left, right = 30, 17, 43
    if n == 1:
        return [(cx, 38, RED)]
    if n == 2:
        return [(cx, 20, GREEN), (cx, 56, BLUE)]
    if n == 3:
        return [(15, 16, BLUE), (cx, 38, RED), (45, 60, GREEN)]
    if n == 4:
        return [(left, 20, BLUE), (right, 20, GREEN), (left, 56, GREEN), (right, 56, BLUE)]
    if n == 5:
        return pin_layout(4) + [(cx, 38, RED)]
    if n == 6:
        return ([(left, 14, GREEN), (right, 14, GREEN)]
                + [(x, y, RED) for y in (40, 62) for x in (left, right)])
    if n == 7:
        return ([(13, 12, GREEN), (cx, 19, GREEN), (47, 26, GREEN)]
                + [(x, y, RED) for y in (46, 65) for x in (left, right)])
    if n == 8:
        return [(x, y, BLUE) for y in (12, 29, 46, 63) for x in (left, right)]
    return [(x, y, [BLUE, RED, GREEN][row])
            for row, y in enumerate((14, 38, 62)) for x in (13, cx, 47)]


def pin(n: int, red: bool = False) -> str:
    r = {1: 16, 2: 10, 3: 9, 4: 9, 5: 8.5}.get(n, 7.2)
    body = "".join(dot(x, y, r, RED if red else colour) for x, y, colour in pin_layout(n))
    return tile(body)


def bamboo(x: float, y: float, length: float, colour: str, width: float = 6.5) -> str:
    half = length / 2
    return (f'<g stroke="{colour}" stroke-linecap="round">'
            f'<line x1="{x:g}" y1="{y - half:g}" x2="{x:g}" y2="{y + half:g}" '
            f'stroke-width="{width:g}"/>'
            f'<line x1="{x - width / 2 - 0.5:g}" y1="{y:g}" x2="{x + width / 2 + 0.5:g}" '
            f'y2="{y:g}" stroke-width="1.6" stroke="#fbf8ef"/></g>')


def sou_layout(n: int) -> list[tuple[float, float, str]]:
    cx, left, right = 30, 19, 41
    if n == 2:
        return [(cx, 22, GREEN), (cx, 56, GREEN)]
    if n == 3:
        return [(cx, 22, GREEN), (left, 56, GREEN), (right, 56, GREEN)]
    if n == 4:
        return [(x, y, GREEN) for y in (22, 56) for x in (left, right)]
    if n == 5:
        return sou_layout(4) + [(cx, 39, RED)]
    if n == 6:
        return [(x, y, GREEN) for y in (22, 56) for x in (13, cx, 47)]
    if n == 7:
        return [(cx, 15, RED)] + [(x, y, GREEN) for y in (40, 63) for x in (13, cx, 47)]
    if n == 8:
        return [(x, y, GREEN) for y in (22, 56) for x in (11, 23, 37, 49)]
    return [(x, y, RED if x == cx else GREEN) for y in (14, 38, 62) for x in (13, cx, 47)]


def sou(n: int, red: bool = False) -> str:
    if n == 1:
        # The one of bamboo is a bird on most sets; here a single large red-and-green bamboo.
        body = bamboo(30, 38, 50, GREEN, 12) + f'<circle cx="30" cy="38" r="6" fill="{RED}"/>'
        return tile(body)
    length = {7: 18, 9: 18}.get(n, 24 if n != 8 else 26)
    body = "".join(bamboo(x, y, length, RED if red else colour)
                   for x, y, colour in sou_layout(n))
    return tile(body)


def man(n: int, red: bool = False) -> str:
    numeral = strokes_svg(KANJI[str(n)], RED if red else INK, 5, 0.36, 12, 5)
    sign = strokes_svg(KANJI["man"], RED, 5.5, 0.40, 10, 38)
    return tile(numeral + sign)


def honour(name: str) -> str:
    if name == "haku":
        return tile(f'<rect x="12" y="14" width="36" height="48" rx="3" fill="none" '
                    f'stroke="{BLUE}" stroke-width="3"/>')
    colour = {"chun": RED, "hatsu": GREEN}.get(name, INK)
    return tile(strokes_svg(KANJI[name], colour, 5.5, 0.46, 7, 15))


def back() -> str:
    return svg(W, H, BACK)


def tiles() -> dict[str, str]:
    """mpsz names: 1m-9m, 1p-9p, 1s-9s, 0m/0p/0s (red fives), 1z-7z (E S W N haku hatsu
    chun), and back."""
    out: dict[str, str] = {}
    for n in range(1, 10):
        out[f"tiles/{n}m.svg"] = man(n)
        out[f"tiles/{n}p.svg"] = pin(n)
        out[f"tiles/{n}s.svg"] = sou(n)
    out["tiles/0m.svg"] = man(5, red=True)
    out["tiles/0p.svg"] = pin(5, red=True)
    out["tiles/0s.svg"] = sou(5, red=True)
    for n, name in enumerate(("east", "south", "west", "north", "haku", "hatsu", "chun"), 1):
        out[f"tiles/{n}z.svg"] = honour(name)
    out["tiles/back.svg"] = back()
    return out


# --- icons: 24 x 24, one colour; buttons tint nothing, so they carry their own ----------------

ICON = "#37474f"


def icon(body: str) -> str:
    return svg(24, 24, f'<g fill="none" stroke="{ICON}" stroke-width="2" '
                       f'stroke-linecap="round" stroke-linejoin="round">{body}</g>')


def icons() -> dict[str, str]:
    return {
        "icons/undo.svg": icon(
            '<path d="M9 5 L4 10 L9 15"/><path d="M4 10 H14 A6 6 0 0 1 14 22 H10"/>'),
        "icons/redo.svg": icon(
            '<path d="M15 5 L20 10 L15 15"/><path d="M20 10 H10 A6 6 0 0 0 10 22 H14"/>'),
        "icons/edit.svg": icon(
            '<path d="M4 20 L5 15 L16 4 L20 8 L9 19 Z"/><path d="M14 6 L18 10"/>'),
        "icons/void.svg": icon(
            '<circle cx="12" cy="12" r="8.5"/><path d="M6 18 L18 6"/>'),
        "icons/time.svg": icon(
            '<circle cx="12" cy="13" r="8"/><path d="M12 8 V13 L15.5 15"/>'
            '<path d="M9 2.5 H15"/>'),
        "icons/totals.svg": icon(
            '<rect x="4" y="3" width="16" height="18" rx="2"/>'
            '<path d="M8 8 H16 M8 12 H16 M8 16 H12"/>'),
        "icons/ron.svg": tile_icon('<path d="M12 20 V9 M8 13 L12 9 L16 13"/>'),
        "icons/tsumo.svg": tile_icon('<path d="M12 9 V20 M8 16 L12 20 L16 16"/>'),
        "icons/draw.svg": tile_icon('<path d="M8 14 H16"/>'),
        "icons/abortive.svg": tile_icon('<path d="M9 11 L15 17 M15 11 L9 17"/>'),
        "icons/nagashi.svg": tile_icon('<path d="M7 17 C10 11 14 19 17 11"/>'),
        "icons/chombo.svg": tile_icon('<path d="M12 9 V15 M12 18.5 V18.6"/>'),
    }


def tile_icon(mark: str) -> str:
    return icon(f'<rect x="5" y="3" width="14" height="19" rx="2.5"/>{mark}')


# --- the app's icon: the red dragon tile standing before a tile back ------------------------

def app_icon() -> dict[str, str]:
    """128 x 128, transparent around the tiles; the standalone build renders the PNG, ICO
    and ICNS sizes from it."""
    behind = f'<g transform="translate(14 20) rotate(-14 30 40)">{BACK}</g>'
    front = (f'<g transform="translate(50 30)">{FACE}'
             f'{strokes_svg(KANJI["chun"], RED, 5.5, 0.46, 7, 15)}</g>')
    scaled = f'<g transform="translate(-1 -2) scale(1.08)">{behind}{front}</g>'
    return {"app/riichi-tournament.svg": svg(128, 128, scaled)}


def main() -> None:
    files = {**winds(), **tiles(), **icons(), **app_icon()}
    for name, text in files.items():
        path = HERE / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} images under {HERE}")


if __name__ == "__main__":
    main()
