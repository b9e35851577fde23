"""HTML for what a tournament puts on paper about its tables (standings, seating lists, score
sheets), the shared page parts, and the static standings web page; what it prints about each
player (result cards, statistics, award certificates) is in `player_documents`.

Pure: each builder takes plain data from `gather` and returns HTML text, so the same pages go
to the printer (ui/printing lays them out with QTextDocument, which reads a subset of HTML 4
and CSS 2) and into a file for a club website. Every text that comes from people (player,
club, tournament and venue names) goes through `html.escape`: a player called `<b>Bob</b>`
prints as those ten characters.

Layout rules the printer relies on: no running header in the HTML (the renderer draws the
heading line and "page X of Y" on every page); a page that must start on a new sheet (each
score sheet, each group of result cards) carries `page-break-before: always`, which
QTextDocument honours; table headers are in <thead>, which QTextDocument repeats on every page.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

import segno

from tournament.export.gather import (
    DocumentKind,
    Heading,
    SeatingData,
    StandingsData,
    TableSeats,
    entry_path,
)
from tournament.service.read_models import StandingLine
from tournament.text import collation_key, isolate

MINUS = "\u2212"  # a real minus sign, as the GUI shows (ui/text.py)
DASH = "\u2013"
WIND_NAMES = ("East", "South", "West", "North")
HAND_ROWS = 16  # rows of the score sheet's hand grid

# QTextDocument's subset: type and class selectors (a class rule wins over a type rule; keep
# selectors that simple, as "table.grid th" would outrank "th.num"), font and colour
# properties, borders, and cell padding in px only (pt padding is dropped). The renderer lays
# out at 96 dpi, so 1px is 1/96 inch on paper.
PRINT_CSS = """
body { font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; font-size: 10pt;
       color: #1f2328; }
h1 { font-size: 17pt; font-weight: bold; margin-top: 0pt; margin-bottom: 2pt; }
h2 { font-size: 12pt; font-weight: bold; margin-top: 8pt; margin-bottom: 3pt; }
p { margin-top: 0pt; margin-bottom: 4pt; }
p.sub { color: #5f6b7a; margin-bottom: 8pt; }
p.note { color: #5f6b7a; font-size: 8.5pt; margin-top: 4pt; }
table.grid { border-collapse: collapse; border-color: #8a94a0; }
th { background-color: #e6eaef; font-weight: bold; text-align: left; }
th.num, td.num { text-align: right; white-space: nowrap; }
th.numhead { text-align: right; }
table.small { font-size: 8.5pt; }
td.place { font-weight: bold; }
td.total { font-weight: bold; }
td.muted, span.muted { color: #5f6b7a; }
span.small { font-size: 8.5pt; color: #5f6b7a; }
th.tablehead { background-color: #1f2328; color: #ffffff; font-size: 18pt; }
td.wind { font-size: 12pt; font-weight: bold; color: #5f6b7a; }
td.seatname { font-size: 16pt; }
td.bigname, span.seatbox { font-size: 12pt; }
td.tableno { font-size: 14pt; font-weight: bold; text-align: center; }
td.hand { padding-top: 4px; padding-bottom: 4px; }
td.handno { padding-top: 4px; padding-bottom: 4px; color: #5f6b7a; white-space: nowrap; }
th.handno { white-space: nowrap; }
th.seat { text-align: right; }
td.write { padding-top: 7px; padding-bottom: 7px; }
td.sign { padding-top: 18px; padding-bottom: 18px; }
td.cardhead { background-color: #e6eaef; font-size: 12pt; }
td.section { background-color: #f3f5f8; font-weight: bold; padding-top: 6px; }
td.statline { font-size: 8pt; color: #3d4650; }
p.certhead { text-align: center; font-size: 18pt; font-weight: bold; margin-top: 40px; }
p.certsub { text-align: center; font-size: 12pt; color: #5f6b7a; }
p.certtitle { text-align: center; font-size: 44pt; font-weight: bold; color: #8a6d1d;
              margin-top: 80px; margin-bottom: 40px; }
p.winner { font-size: 34pt; font-weight: bold; text-align: center; margin-top: 16px; }
p.for { text-align: center; font-size: 13pt; margin-top: 80px; }
p.award { font-size: 26pt; font-weight: bold; text-align: center; margin-top: 12px; }
p.centre { text-align: center; font-size: 13pt; margin-top: 6px; }
p.signature { text-align: center; font-size: 11pt; color: #5f6b7a; margin-top: 110px;
              margin-bottom: 30px; }
span.code { font-family: 'DejaVu Sans Mono', monospace; font-size: 16pt; font-weight: bold; }
td.codehead { font-size: 16pt; font-weight: bold; }
td.codebox { padding-top: 8px; padding-bottom: 8px; }
"""

# The web page can use real CSS.
WEB_CSS = """
body { font-family: system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif;
       color: #1f2328; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
h1 { margin: 0 0 .25rem; font-size: 1.6rem; }
h2 { margin: 1.5rem 0 .5rem; font-size: 1.15rem; }
p.sub { color: #5f6b7a; margin: 0 0 1rem; }
p.note { color: #5f6b7a; font-size: .85rem; }
table.grid { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
table.grid th, table.grid td { border: 1px solid #d3d9e0; padding: .3rem .5rem; }
table.grid th { background: #f3f5f8; text-align: left; }
table.grid tbody tr:nth-child(even) { background: #fafbfc; }
th.num, td.num { text-align: right; }
td.place, td.total { font-weight: 600; }
td.muted { color: #5f6b7a; }
td.section { background: #f3f5f8; font-weight: 600; padding-top: .8rem; }
footer { margin-top: 2rem; color: #5f6b7a; font-size: .8rem; }
"""


def e(text: object) -> str:
    """Escape text from people for HTML (quotes too: it may end up in an attribute)."""
    return html.escape(str(text), quote=True)


def person(text: str) -> str:
    """A person's name for the page: escaped, and isolated when it is written right to left
    (`tournament.text.isolate`), so the words and numbers beside it keep their order."""
    return e(isolate(text))


def short_name(text: str, limit: int = 24) -> str:
    """A name for a narrow column, where the whole name is printed elsewhere on the page:
    up to `limit` characters, cut after a whole word where one ends late enough, with "…"
    ("Maximiliano Alejandro Fernández de Córdoba" -> "Maximiliano Alejandro…")."""
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space]
    return cut.rstrip(" -,") + "\u2026"


def fitted(text: str, points: float, room: int, smallest: float = 8.0) -> str:
    """An inline font size for `text` printed at `points` in a box that holds about `room`
    characters on its lines at that size: a longer name is printed smaller (never below
    `smallest`), so it keeps to the lines it was given instead of pushing the page."""
    size = points if len(text) <= room else max(smallest, points * room / len(text))
    return f" style=\"font-size: {size:.1f}pt\""


def signed(value: float, decimals: int = 1) -> str:
    """Tournament points with a real sign: "+38.3", "−30.1", "0.0"."""
    text = f"{abs(value):,.{decimals}f}"
    if round(value, decimals) == 0:
        return text
    return ("+" if value > 0 else MINUS) + text


def score(value: int) -> str:
    """A game score: "41,900", "−17,800"."""
    text = f"{abs(value):,}"
    return MINUS + text if value < 0 else text


@dataclass(frozen=True, slots=True)
class Document:
    """One printable document: HTML for its pages plus the heading the renderer repeats."""

    kind: DocumentKind
    heading: Heading
    body: str  # HTML fragment (what goes inside <body>)
    landscape: bool = False
    # Pages laid out one by one, each alone on its sheet (a score sheet, a page of result
    # cards, a certificate in a frame the renderer draws to the page's edges): what is on
    # one cannot push onto the next. `body` is then all of them, one after the other.
    sheets: tuple[str, ...] = ()

    def html(self, body: str | None = None) -> str:
        """The whole document for QTextDocument (or one of its `sheets`)."""
        return (f"<html><head><meta charset=\"utf-8\"><title>{e(self.heading.title)}</title>"
                f"<style>{PRINT_CSS}</style></head><body>{self.body if body is None else body}"
                "</body></html>")


def _title_block(heading: Heading, title: str | None = None) -> str:
    sub = " · ".join(e(p) for p in (heading.tournament, heading.dates, heading.venue,
                                     heading.ruleset) if p)
    return f"<h1>{e(title or heading.title)}</h1><p class=\"sub\">{sub}</p>"


# -- standings -------------------------------------------------------------------------------

def _has_penalties(data: StandingsData) -> bool:
    return any(round(line.penalties, data.decimals) != 0
               for line in data.rows + data.substitutes + data.disqualified)


def standings_landscape(data: StandingsData) -> bool:
    # Past 6 number columns long names have no room across A4 or Letter portrait.
    return data.rounds + 1 + _has_penalties(data) + _carried_column(data) > 6


def _carried_column(data: StandingsData) -> bool:
    return data.final_from is not None


def _club_column(data: StandingsData) -> bool:
    # With many rounds the club gives its room to the numbers (it stays in the CSV).
    return data.rounds <= 10


def _standings_cells(data: StandingsData, line: StandingLine, pen: bool) -> str:
    cells = [f"<td class=\"place\">{e(line.place_text) if line.place_text else DASH}</td>",
             f"<td>{person(line.name)}{' *' if line.provisional else ''}</td>"]
    if _club_column(data):
        cells.append(f"<td>{e(line.club)}</td>")
    cells.append(f"<td>{e(line.country)}</td>")
    for r, value in enumerate(line.rounds, start=1):
        if r == data.final_from:
            cells.append("<td class=\"num muted\">" + DASH + "</td>" if line.carried is None
                         else f"<td class=\"num\">{signed(line.carried, data.decimals)}</td>")
        cells.append("<td class=\"num muted\">" + DASH + "</td>" if value is None else
                     f"<td class=\"num\">{signed(value, data.decimals)}</td>")
    if pen:
        cells.append(f"<td class=\"num\">{signed(line.penalties, data.decimals)}</td>"
                     if round(line.penalties, data.decimals) else "<td class=\"num\"></td>")
    cells.append(f"<td class=\"num total\">{signed(line.total, data.decimals)}</td>")
    return "<tr>" + "".join(cells) + "</tr>"


def standings_table(data: StandingsData) -> str:
    """The standings grid, shared by the printed page and the web page. Substitutes and
    disqualified players follow in sections of the same table, so the columns line up."""
    pen = _has_penalties(data)
    head = ["<th>Place</th>", "<th>Player</th>"]
    if _club_column(data):
        head.append("<th>Club</th>")
    head.append("<th>Country</th>")
    for r in range(1, data.rounds + 1):
        if r == data.final_from:
            head.append("<th class=\"num\">Carried</th>")
        head.append(f"<th class=\"num\">{data.round_label(r)}</th>")
    if pen:
        head.append("<th class=\"num\">Pen.</th>")
    head.append("<th class=\"num\">Total</th>")
    body = []
    for i, line in enumerate(data.rows):
        if (data.final_from is not None and not line.finalist
                and (i == 0 or data.rows[i - 1].finalist)):
            body.append(f"<tr><td class=\"section\" colspan=\"{len(head)}\">Outside the "
                        "final: qualifying places</td></tr>")
        body.append(_standings_cells(data, line, pen))
    for title, lines in (("Substitutes (not ranked)", data.substitutes),
                         ("Disqualified", data.disqualified)):
        if lines:
            body.append(f"<tr><td class=\"section\" colspan=\"{len(head)}\">{title}</td></tr>")
            body += [_standings_cells(data, line, pen) for line in lines]
    css = "grid small" if data.rounds > 8 else "grid"
    return (f"<table class=\"{css}\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
            "border=\"1\"><thead><tr>" + "".join(head) + "</tr></thead><tbody>"
            + "".join(body) + "</tbody></table>")


def _standings_notes(data: StandingsData) -> str:
    notes = [f"Points in the ruleset's unit (1.0 = {data.unit:,} points); R1, R2… are the "
             "points of each round, uma included.", data.tie_rule]
    if data.final_note:
        notes.insert(1, data.final_note)
    if _has_penalties(data):
        notes.append("Pen.: referee penalties.")
    if any(line.provisional for line in data.rows):
        notes.append("* includes a game still in play.")
    if data.pending:
        notes.append("Not counted yet: " + ", ".join(f"round {r} table {n}"
                                                      for r, n in data.pending) + ".")
    out = "<p class=\"note\">" + " ".join(e(n) for n in notes) + "</p>"
    if data.ledger:
        out += (f"<p class=\"note\">Ledger fingerprint: {e(data.ledger)} (change "
                f"{data.ledger_change}).</p>")
    return out


def _standings_sections(data: StandingsData) -> str:
    return standings_table(data) + _standings_notes(data)


def standings_document(data: StandingsData) -> Document:
    body = _title_block(data.heading) + _standings_sections(data)
    return Document(DocumentKind.STANDINGS, data.heading, body,
                    landscape=standings_landscape(data))


def standings_web_page(data: StandingsData, generator: str = "riichi-tournament") -> str:
    """A standalone HTML5 page of the standings for a club website (no scripts, no external
    files)."""
    h = data.heading
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{e(h.tournament)}: {e(h.title)}</title>\n<style>{WEB_CSS}</style>\n"
        "</head>\n<body>\n<main>\n"
        + _title_block(h, f"{h.tournament}: {h.title}") + "\n"
        + _standings_sections(data)
        + f"\n</main>\n<footer>Made with {e(generator)}.</footer>\n</body>\n</html>\n")


# -- seating ---------------------------------------------------------------------------------

def _table_block(table: TableSeats) -> str:
    rows = [f"<tr><th class=\"tablehead\" colspan=\"2\">Table {table.table}</th></tr>"]
    for seat in table.seats:
        extra = " · ".join(e(p) for p in (seat.club, seat.country) if p)
        if seat.substitute:
            extra = "substitute" + (" · " + extra if extra else "")
        rows.append(f"<tr><td class=\"wind\" width=\"22%\" valign=\"middle\">"
                    f"{WIND_NAMES[seat.wind]}</td>"
                    f"<td class=\"seatname\"{fitted(seat.name, 16, 40)}>{person(seat.name)}"
                    + (f"<br><span class=\"small\">{extra}</span>" if extra else "")
                    + "</td></tr>")
    return ("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"5\" "
            "border=\"1\">" + "".join(rows) + "</table>")


def seating_tables_document(data: SeatingData) -> Document:
    """By table, for the wall: each table's number and its four players with their winds."""
    cells = [_table_block(t) for t in data.tables]
    rows = []
    for i in range(0, len(cells), 2):
        pair = cells[i:i + 2] + [""] * (2 - len(cells[i:i + 2]))
        rows.append("<tr>" + "".join(f"<td width=\"50%\" valign=\"top\">{c}</td>"
                                     for c in pair) + "</tr>")
    body = (_title_block(data.heading)
            + "<p>Winds are the seats for the first hand: East deals first.</p>"
            "<table width=\"100%\" cellspacing=\"10\" cellpadding=\"0\" border=\"0\">"
            + "".join(rows) + "</table>")
    return Document(DocumentKind.SEATING_TABLES, data.heading, body)


def seating_players_document(data: SeatingData) -> Document:
    """Alphabetical, for the entrance: each player's table and wind."""
    entries = sorted(((seat, t.table) for t in data.tables for seat in t.seats),
                     key=lambda item: collation_key(item[0].name))
    rows = []
    for seat, table in entries:
        extra = " · ".join(e(p) for p in (seat.club, seat.country) if p)
        rows.append(f"<tr><td class=\"bigname\">{person(seat.name)}</td>"
                    f"<td class=\"muted\">{extra}</td>"
                    f"<td class=\"tableno\">{table}</td>"
                    f"<td class=\"bigname\">{WIND_NAMES[seat.wind]}</td></tr>")
    body = (_title_block(data.heading)
            + "<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" "
            "border=\"1\"><thead><tr><th width=\"45%\">Player</th><th>Club · country</th>"
            "<th width=\"10%\">Table</th><th width=\"12%\">Wind</th></tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>")
    return Document(DocumentKind.SEATING_PLAYERS, data.heading, body)


# -- score sheets ----------------------------------------------------------------------------

# -- phone entry: the table's code and its QR code -------------------------------------------

QR_PIXELS = 12  # per module: sharp at print resolution once scaled down to QR_SIZE
QR_SIZE = 132  # layout units (1/96 inch): 3.5 cm, what a phone camera reads from a table
SHEET_QR = 72  # on a score sheet, beside the seats: 1.9 cm, read from a phone held close


def qr_image(url: str, size: int = QR_SIZE) -> str:
    """An <img> of the QR code of `url` (a PNG in a data: URL, which QTextDocument and every
    browser show without a file beside the HTML): error correction M and the four-module
    quiet zone that phone cameras need."""
    code = segno.make(url, error="m", micro=False, boost_error=False)
    uri = code.png_data_uri(scale=QR_PIXELS, border=4, dark="#000", light="#fff")
    return f"<img src=\"{uri}\" width=\"{size}\" height=\"{size}\" alt=\"QR code\">"


def _entry_lines(data: SeatingData, table: int) -> tuple[str, str]:
    """The table's code and how to open its page, as HTML; and the QR code ("" without an
    address or a code)."""
    code = data.code(table)
    path = entry_path(data.round, table)
    if code is None:
        return ("<span class=\"muted\">No phone entry code for this table (issue them "
                "with table-codes).</span>", "")
    url = data.entry_url(table)
    where = (f"scan the QR code, or open {e(data.address)}{e(path)}" if url is not None
             else f"open {e(path)} on the live page")
    text = (f"Code <span class=\"code\">{e(code)}</span><br>"
            f"<span class=\"small\">Enter the hands on a phone: {where} and type the "
            f"code.</span>")
    return text, qr_image(url) if url is not None else ""


def _score_sheet(data: SeatingData, table: TableSeats) -> str:
    h = data.heading
    limit = (f" · time limit {data.round_minutes} minutes" if data.round_minutes else "")
    title = data.name if not data.round_name else f"{data.round_name} (round {data.round})"
    code = data.code(table.table) if data.codes else None
    url = data.entry_url(table.table)
    # Phone entry: the code on the line under the title and the QR code beside the seats,
    # so that the sheet keeps to one page (A4 and Letter) with them.
    entry = ""
    if code is not None:
        entry = f" · Code <b>{e(code)}</b>" + (
            "" if url is not None else f" (phone entry: {e(entry_path(data.round, table.table))})")
    out = [f"<h1>{e(title)} · Table {table.table}</h1>",
           "<p class=\"sub\">" + " · ".join(e(p) for p in (h.tournament, h.dates, h.ruleset)
                                            if p)
           + f" · start {score(data.start_points)}{e(limit)}{entry}</p>"]
    # The four seats side by side: wind, name, then club and EMA number in small print.
    seats = []
    width = "25%" if url is None else "22%"  # the QR code takes the rest
    for seat in table.seats:
        extra = " · ".join([e(seat.club)] * bool(seat.club)
                           + [f"EMA&nbsp;{e(seat.ema_number)}"] * bool(seat.ema_number))
        # The whole name, smaller when long: two lines of a quarter of the page at 12pt.
        seats.append(f"<td width=\"{width}\"><b>{WIND_NAMES[seat.wind]}</b>"
                     f"<br><span class=\"seatbox\"{fitted(seat.name, 12, 36)}>"
                     f"{person(seat.name)}</span>"
                     + (f"<br><span class=\"small\">{extra}</span>" if extra else "")
                     + "</td>")
    if url is not None:
        seats.append(f"<td width=\"{SHEET_QR + 8}\">{qr_image(url, SHEET_QR)}</td>")
    out.append("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"4\" "
               "border=\"1\"><tr>" + "".join(seats) + "</tr></table>")
    # The hand grid: one row per hand, the four score columns in seat order, headed by the
    # wind and the name cut short (the whole names are in the seats above): a long name
    # would widen its column and squeeze the others to a letter per line.
    names = "".join(f"<th class=\"seat\" width=\"13%\">{WIND_NAMES[s.wind]}<br>"
                    f"<span class=\"small\">{person(short_name(s.name))}</span></th>"
                    for s in table.seats)
    grid = ["<thead><tr><th class=\"handno\" width=\"4%\">#</th><th width=\"7%\">Hand</th>"
            "<th width=\"9%\">Result</th><th width=\"9%\">Winner</th><th width=\"9%\">From</th>"
            f"<th width=\"10%\">Han/fu</th>{names}</tr></thead><tbody>"]
    start = "".join(f"<td class=\"num\">{score(data.start_points)}</td>" for _ in range(4))
    grid.append(f"<tr><td></td><td colspan=\"5\" class=\"muted\">start</td>{start}</tr>")
    for n in range(1, HAND_ROWS + 1):
        grid.append(f"<tr><td class=\"handno\">{n}</td>"
                    + "<td class=\"hand\"></td>" * 9 + "</tr>")
    out.append("<h2>Hands</h2><p class=\"note\">Result: R ron, T tsumo, D draw (write the "
               "tenpai players), A abortive draw, C chombo. Scores after each hand.</p>"
               "<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" "
               "border=\"1\">" + "".join(grid) + "</tbody></table>")
    final = ["<tr><th width=\"20%\"></th>"
             + "".join(f"<th width=\"20%\">{WIND_NAMES[s.wind]}<br>"
                       f"<span class=\"small\">{person(short_name(s.name, 30))}</span></th>"
                       for s in table.seats)
             + "</tr>"]
    for label, css in (("Final score", "write"), ("Riichi sticks left", "write"),
                       ("Chombo", "write"), ("Signature", "sign")):
        final.append(f"<tr><td class=\"{css}\"><b>{label}</b></td>"
                     + f"<td class=\"{css}\"></td>" * 4 + "</tr>")
    out.append("<h2>Final</h2><table class=\"grid\" width=\"100%\" cellspacing=\"0\" "
               "cellpadding=\"4\" border=\"1\">" + "".join(final) + "</table>"
               "<p class=\"note\">Final scores before the leftover riichi sticks are handed "
               "out; they add up to 4 × start less 1,000 per stick left. Referee: "
               "______________________ &nbsp; Time: ________</p>")
    return "".join(out)


def score_sheets_document(data: SeatingData) -> Document:
    """One page per table: players and winds, a grid of hands to fill in by hand, boxes for
    the final scores, chombo and signatures."""
    sheets = tuple(_score_sheet(data, t) for t in data.tables)
    return Document(DocumentKind.SCORE_SHEETS, data.heading, one_body(sheets), sheets=sheets)


def one_body(sheets: tuple[str, ...]) -> str:
    """The sheets of a document one after the other, each from a new page (what a browser
    or QTextDocument prints from `Document.body`)."""
    return "".join(f"<div style=\"page-break-before: always\">{sheet}</div>" if i else
                   f"<div>{sheet}</div>" for i, sheet in enumerate(sheets))


def table_codes_document(data: SeatingData) -> Document:
    """One block per table (four to a page): the table number, its players, its phone entry
    code and the QR code that opens its entry page with the code."""
    blocks = []
    for table in data.tables:
        text, qr = _entry_lines(data, table.table)
        players = "<br>".join(f"<b>{WIND_NAMES[s.wind]}</b> {person(s.name)}" for s in table.seats)
        blocks.append(
            f"<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"6\" "
            f"border=\"1\"><tr><td class=\"codehead\" colspan=\"2\">Table {table.table}</td>"
            f"</tr><tr><td class=\"codebox\">{players}<br><br>{text}</td>"
            f"<td width=\"{QR_SIZE + 12}\" class=\"codebox\">{qr}</td></tr></table>")
    rows = []
    for i in range(0, len(blocks), 2):
        pair = blocks[i:i + 2] + [""] * (2 - len(blocks[i:i + 2]))
        brk = " style=\"page-break-before: always\"" if i and i % 4 == 0 else ""
        rows.append(f"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"6\"{brk}><tr>"
                    + "".join(f"<td width=\"50%\">{b}</td>" for b in pair) + "</tr></table>")
    intro = ("<p class=\"note\">Give each table its block (or its score sheet, which carries the "
             "same code). The players scan the QR code, or open the address and type the code, "
             "to enter their hands on a phone. A code opens its own table only, in this round "
             "only.</p>")
    if not data.tables:
        rows.append("<p>The round is not seated.</p>")
    return Document(DocumentKind.TABLE_CODES, data.heading,
                    _title_block(data.heading) + intro + "".join(rows))
