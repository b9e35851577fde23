"""What a tournament puts on paper about its tables (standings, seating lists, score sheets),
the shared page parts, and the static standings web page; what it prints about each player
(result cards, statistics, award certificates) is in `player_documents`.

Pure: each builder takes plain data from `gather` and returns a `Document` made of parts
(`parts`: elements, keyed tables, words as codes with parameters), which a `Words` writes as
HTML in a language: English for the command line and the files it writes, the desk's language
when the desk prints (ui/printing lays the HTML out with QTextDocument, which reads a subset
of HTML 4 and CSS 2). Every text that comes from people (player, club, tournament and venue
names) is a plain `str` part, escaped and never looked up: a player called `<b>Bob</b>` prints
as those ten characters.

Layout rules the printer relies on: no running header in the HTML (the renderer draws the
heading line and "page X of Y" on every page); a page that must start on a new sheet (each
score sheet, each group of result cards) carries `page-break-before: always`, which
QTextDocument honours; table headers are in <thead>, which QTextDocument repeats on every page.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, replace

from tournament.export.gather import (
    DocumentKind,
    Heading,
    HeadingText,
    SeatingData,
    StandingsData,
    TableSeats,
    entry_path,
)
from tournament.export.parts import (
    BR,
    Cell,
    Column,
    Grid,
    Raw,
    Row,
    Section,
    cell,
    el,
    grid_attrs,
    render,
)
from tournament.model import Wind
from tournament.service.read_models import StandingLine
from tournament.standings import spec
from tournament.words.document_words import ENGLISH_WORDS, Join, Num, Text, Words
from tournament.words.free_text import collation_key, isolate

DASH = "\u2013"
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
@media (max-width: 40rem) {
  body { margin: 1rem auto; }
  table.grid { display: block; overflow-x: auto; }
}
"""


def e(text: object) -> str:
    """Escape text from people for HTML (quotes too: it may end up in an attribute)."""
    return html.escape(str(text), quote=True)


def person(text: str) -> str:
    """A person's name as a part of the page: isolated when it is written right to left
    (`tournament.words.free_text.isolate`), so the words and numbers beside it keep their order."""
    return isolate(text)


def wind(w: Wind | int) -> Text:
    """A seat's wind as words: "East"."""
    return Text(f"wind.{int(w)}")


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
    return f"font-size: {size:.1f}pt"


def signed(value: float, decimals: int = 1) -> Num:
    """Tournament points with a real sign: "+38.3", "−30.1", "0.0"."""
    return Num(value, decimals, signed=True)


def score(value: int) -> Num:
    """A game score: "41,900", "−17,800"."""
    return Num(value)


@dataclass(frozen=True, slots=True)
class Document:
    """One printable document: its parts and the heading the renderer repeats, written in
    `words` (English unless `worded` in another language)."""

    kind: DocumentKind
    head: Heading
    parts: tuple[object, ...]
    landscape: bool = False
    # Pages laid out one by one, each alone on its sheet (a score sheet, a page of result
    # cards, a certificate in a frame the renderer draws to the page's edges): what is on
    # one cannot push onto the next. `body` is then all of them, one after the other.
    sheet_parts: tuple[tuple[object, ...], ...] = ()
    words: Words = ENGLISH_WORDS

    def worded(self, words: Words) -> Document:
        """The same document written in `words`."""
        return replace(self, words=words)

    @property
    def heading(self) -> HeadingText:
        return self.head.in_words(self.words)

    @property
    def sheets(self) -> tuple[str, ...]:
        return tuple(render(sheet, self.words) for sheet in self.sheet_parts)

    @property
    def body(self) -> str:
        """HTML fragment (what goes inside <body>)."""
        if self.sheet_parts:
            return one_body(self.sheets)
        return render(self.parts, self.words)

    def html(self, body: str | None = None) -> str:
        """The whole document for QTextDocument (or one of its `sheets`)."""
        return (f"<html><head><meta charset=\"utf-8\"><title>{e(self.heading.title)}</title>"
                f"<style>{PRINT_CSS}</style></head><body>{self.body if body is None else body}"
                "</body></html>")


def _title_block(heading: Heading, title: object = None) -> tuple[object, ...]:
    sub = [p for p in (heading.tournament, heading.dates,
                       heading.venue, heading.ruleset) if p]
    return (el("h1", title or heading.title), el("p", Join(" · ", tuple(sub)), css="sub"))


def _table(*rows: object, css: str = "grid", cellpadding: int = 3, **attrs: object) -> object:
    made = el("table", *rows)
    return replace(made, attrs=grid_attrs(css, cellpadding) + tuple(attrs.items()))


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


def standings_columns(data: StandingsData) -> tuple[Column, ...]:
    """The printed standings' columns, in order: the standings spec's printed layout
    (`spec.printed_columns`: place, player, club, country, carried, r1..rK,
    penalties, total), each titled by its code; the grid, its cells and its section rows
    follow it."""
    num = (("class", "num"),)
    layout = spec.printed_columns(data.rounds, club=_club_column(data),
                                  penalties=_has_penalties(data), final_from=data.final_from)
    columns = []
    for column in layout:
        title = (data.round_label(int(column.key[1:])) if column.number is not None
                 else Text(f"col.{column.key}"))
        points = column.kind is spec.Kind.POINTS  # the place keeps its own style
        columns.append(Column(column.key, title, points, num if points else ()))
    return tuple(columns)


def _points(value: float | None, decimals: int) -> Cell:
    return (cell(DASH, css="num muted") if value is None
            else cell(signed(value, decimals), css="num"))


def standings_cell(data: StandingsData, key: str, line: StandingLine) -> Cell:
    """The cell of column `key` (`standings_columns`) for `line`: the spec's value, written
    the paper's way (a dash for a round without a game, a marked provisional name)."""
    column = spec.CATALOGUE.get(key) or spec.round_column(int(key[1:]))
    value = column.value(line)
    if key == "place":
        return cell(line.place_text or DASH, css="place")
    if key == "player":
        return cell(person(value) + (" *" if line.provisional else ""))
    if column.kind is spec.Kind.TEXT:
        return cell(value)
    if key == "penalties":  # nothing when nobody took points from this player
        return (cell(signed(value, data.decimals), css="num")
                if round(value, data.decimals) else cell(css="num"))
    if key == "total":
        return cell(signed(value, data.decimals), css="num total")
    return _points(value, data.decimals)


def standings_grid(data: StandingsData) -> Grid:
    """The standings grid, shared by the printed page and the web page. Substitutes and
    disqualified players follow in sections of the same table, so the columns line up."""
    columns = standings_columns(data)

    def row(line: StandingLine) -> Row:
        return Row({c.key: standings_cell(data, c.key, line) for c in columns})

    rows: list[Row | Section] = []
    for i, line in enumerate(data.rows):
        if (data.final_from is not None and not line.finalist
                and (i == 0 or data.rows[i - 1].finalist)):
            rows.append(Section(Text("standings.outside_final")))
        rows.append(row(line))
    for title, lines in ((Text("standings.substitutes"), data.substitutes),
                         (Text("standings.disqualified"), data.disqualified)):
        if lines:
            rows.append(Section(title))
            rows += [row(line) for line in lines]
    css = "grid small" if data.rounds > 8 else "grid"
    return Grid(columns, tuple(rows), grid_attrs(css))


def standings_table(data: StandingsData, words: Words = ENGLISH_WORDS) -> str:
    """The standings grid as HTML."""
    return render(standings_grid(data), words)


def _standings_notes(data: StandingsData) -> tuple[object, ...]:
    notes: list[object] = [Text("standings.unit", Num(data.unit)), data.tie_rule]
    if data.final_note is not None:
        notes.insert(1, data.final_note)
    if _has_penalties(data):
        notes.append(Text("standings.penalties"))
    if any(line.provisional for line in data.rows):
        notes.append(Text("standings.provisional"))
    if data.pending:
        notes.append(Text("standings.pending", Join(", ", tuple(
            Text("standings.pending_table", r, n) for r, n in data.pending))))
    if data.hidden_from is not None and (data.round or 0) >= data.hidden_from:
        notes.append(Text("standings.hidden", data.hidden_from))
    out: list[object] = [el("p", Join(" ", tuple(notes)), css="note")]
    if data.ledger:
        out.append(el("p", Text("standings.ledger", data.ledger, data.ledger_change),
                      css="note"))
    return tuple(out)


def _standings_sections(data: StandingsData) -> tuple[object, ...]:
    return (standings_grid(data), *_standings_notes(data))


def standings_document(data: StandingsData) -> Document:
    parts = _title_block(data.heading) + _standings_sections(data)
    return Document(DocumentKind.STANDINGS, data.heading, parts,
                    landscape=standings_landscape(data))


def standings_web_page(data: StandingsData, generator: str = "riichi-tournament",
                       words: Words = ENGLISH_WORDS) -> str:
    """A standalone HTML5 page of the standings for a club website (no scripts, no external
    files), written in `words` (the command line's English; the desk's language from the
    desk)."""
    h = data.heading
    title = Text("title.web", h.tournament, h.title)
    return (
        f"<!DOCTYPE html>\n<html lang=\"{e(words.language)}\">\n<head>\n"
        "<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{e(words.say(title))}</title>\n<style>{WEB_CSS}</style>\n"
        "</head>\n<body>\n<main>\n"
        + render(_title_block(h, title), words) + "\n"
        + render(_standings_sections(data), words)
        + "\n</main>\n" + render(el("footer", Text("web.made_with", generator)), words)
        + "\n</body>\n</html>\n")


# -- seating ---------------------------------------------------------------------------------

def _who(*parts: str) -> Join:
    """Club and country (and the like) beside a name: "Club · country"."""
    return Join(" · ", tuple(p for p in parts if p))


def _table_block(table: TableSeats) -> object:
    rows: list[object] = [el("tr", el("th", Text("seating.table", table.table),
                                      css="tablehead", colspan="2"))]
    for seat in table.seats:
        extra: list[object] = [p for p in (seat.club, seat.country) if p]
        if seat.substitute:
            extra.insert(0, Text("seat.substitute"))
        name: list[object] = [person(seat.name)]
        if extra:
            name += [BR, el("span", Join(" · ", tuple(extra)), css="small")]
        rows.append(el("tr", el("td", wind(seat.wind), css="wind", width="22%",
                                valign="middle"),
                       el("td", *name, css="seatname", style=fitted(seat.name, 16, 40))))
    return _table(*rows, cellpadding=5)


def seating_tables_document(data: SeatingData) -> Document:
    """By table, for the wall: each table's number and its four players with their winds."""
    cells = [_table_block(t) for t in data.tables]
    rows = []
    for i in range(0, len(cells), 2):
        pair = cells[i:i + 2] + [""] * (2 - len(cells[i:i + 2]))
        rows.append(el("tr", *(el("td", c, width="50%", valign="top") for c in pair)))
    parts = (*_title_block(data.heading), el("p", Text("seating.winds")),
             el("table", *rows, width="100%", cellspacing="10", cellpadding="0", border="0"))
    return Document(DocumentKind.SEATING_TABLES, data.heading, parts)


def seating_players_document(data: SeatingData) -> Document:
    """Alphabetical, for the entrance: each player's table and wind."""
    entries = sorted(((seat, t.table) for t in data.tables for seat in t.seats),
                     key=lambda item: collation_key(item[0].name))
    columns = (Column("player", Text("col.player"), head=(("width", "45%"),)),
               Column("club_country", Text("col.club_country")),
               Column("table", Text("col.table"), head=(("width", "10%"),)),
               Column("wind", Text("col.wind"), head=(("width", "12%"),)))
    rows = tuple(Row({"player": cell(person(seat.name), css="bigname"),
                      "club_country": cell(_who(seat.club, seat.country), css="muted"),
                      "table": cell(table, css="tableno"),
                      "wind": cell(wind(seat.wind), css="bigname")})
                 for seat, table in entries)
    parts = (*_title_block(data.heading), Grid(columns, rows, grid_attrs("grid", 4)))
    return Document(DocumentKind.SEATING_PLAYERS, data.heading, parts)


# -- phone entry: the table's code and its QR code -------------------------------------------

QR_PIXELS = 12  # per module: sharp at print resolution once scaled down to QR_SIZE
QR_SIZE = 132  # layout units (1/96 inch): 3.5 cm, what a phone camera reads from a table
SHEET_QR = 72  # on a score sheet, beside the seats: 1.9 cm, read from a phone held close


def qr_image(url: str, size: int = QR_SIZE) -> object:
    """An <img> of the QR code of `url` (a PNG in a data: URL, which QTextDocument and every
    browser show without a file beside the HTML): error correction M and the four-module
    quiet zone that phone cameras need."""
    import segno  # (only the documents with a QR code need it: not the standings)

    code = segno.make(url, error="m", micro=False, boost_error=False)
    uri = code.png_data_uri(scale=QR_PIXELS, border=4, dark="#000", light="#fff")
    return el("img", src=uri, width=str(size), height=str(size), alt=Text("qr.alt"))


def _entry_lines(data: SeatingData, table: int) -> tuple[tuple[object, ...], object]:
    """The table's code and how to open its page; and the QR code ("" without an address
    or a code)."""
    code = data.code(table)
    path = entry_path(data.round, table)
    if code is None:
        return (el("span", Text("codes.none"), css="muted"),), ""
    url = data.entry_url(table)
    where = (Text("codes.scan", data.address + path) if url is not None
             else Text("codes.open", path))
    text = (Text("codes.code", el("span", code, css="code")), BR,
            el("span", where, css="small"))
    return text, qr_image(url) if url is not None else ""


def _score_sheet(data: SeatingData, table: TableSeats) -> tuple[object, ...]:
    h = data.heading
    start = score(data.start_points)
    limit = (Text("sheet.start_limit", start, data.round_minutes) if data.round_minutes
             else Text("sheet.start", start))
    title = (Text("sheet.title", data.round, table.table) if data.round_name is None
             else Text("sheet.title_named", data.round_name, data.round, table.table))
    code = data.code(table.table) if data.codes else None
    url = data.entry_url(table.table)
    # Phone entry: the code on the line under the title and the QR code beside the seats,
    # so that the sheet keeps to one page (A4 and Letter) with them.
    entry: list[object] = []
    if code is not None:
        entry.append(Text("sheet.code", el("b", code)))
        if url is None:
            entry.append(Text("sheet.phone_path", entry_path(data.round, table.table)))
    sub = [p for p in (h.tournament, h.dates, h.ruleset) if p]
    out: list[object] = [el("h1", title),
                         el("p", Join(" · ", tuple(sub)), limit, *entry, css="sub")]
    # The four seats side by side: wind, name, then club and EMA number in small print.
    seats = []
    width = "25%" if url is None else "22%"  # the QR code takes the rest
    for seat in table.seats:
        extra: list[object] = [seat.club] * bool(seat.club) + [
            Join("", (Raw("EMA&nbsp;"), seat.ema_number))] * bool(seat.ema_number)
        # The whole name, smaller when long: two lines of a quarter of the page at 12pt.
        box: list[object] = [el("b", wind(seat.wind)), BR,
                             el("span", person(seat.name), css="seatbox",
                                style=fitted(seat.name, 12, 36))]
        if extra:
            box += [BR, el("span", Join(" · ", tuple(extra)), css="small")]
        seats.append(el("td", *box, width=width))
    if url is not None:
        seats.append(el("td", qr_image(url, SHEET_QR), width=str(SHEET_QR + 8)))
    out.append(_table(el("tr", *seats), cellpadding=4))
    # The hand grid: one row per hand, the four score columns in seat order, headed by the
    # wind and the name cut short (the whole names are in the seats above): a long name
    # would widen its column and squeeze the others to a letter per line.
    names = [el("th", wind(s.wind), BR, el("span", person(short_name(s.name)), css="small"),
                css="seat", width="13%") for s in table.seats]
    head = el("thead", el("tr", el("th", "#", css="handno", width="4%"),
                          el("th", Text("sheet.hand"), width="7%"),
                          el("th", Text("sheet.result"), width="9%"),
                          el("th", Text("sheet.winner"), width="9%"),
                          el("th", Text("sheet.from"), width="9%"),
                          el("th", Text("sheet.han_fu"), width="10%"), *names))
    rows = [el("tr", el("td"), el("td", Text("sheet.start_row"), colspan="5", css="muted"),
               *(el("td", start, css="num") for _ in range(4)))]
    rows += [el("tr", el("td", n, css="handno"), *(el("td", css="hand") for _ in range(9)))
             for n in range(1, HAND_ROWS + 1)]
    out += [el("h2", Text("sheet.hands")), el("p", Text("sheet.result_key"), css="note"),
            _table(head, el("tbody", *rows))]
    # Above the boxes each player signs: the whole name (a signature box under a cut name
    # named nobody for sure), smaller when long, broken at a space.
    final = [el("tr", el("th", width="20%"),
                *(el("th", wind(s.wind), BR, el("span", person(s.name), css="small",
                                                style=fitted(s.name, 9, 44)), width="20%")
                  for s in table.seats))]
    for label, css in (("sheet.final_score", "write"), ("sheet.sticks_left", "write"),
                       ("sheet.chombo", "write"), ("sheet.signature", "sign")):
        final.append(el("tr", el("td", el("b", Text(label)), css=css),
                        *(el("td", css=css) for _ in range(4))))
    out += [el("h2", Text("sheet.final")), _table(*final, cellpadding=4),
            el("p", Text("sheet.final_note", Raw("______________________ &nbsp;"),
                         Raw("________")), css="note")]
    return tuple(out)


def score_sheets_document(data: SeatingData) -> Document:
    """One page per table: players and winds, a grid of hands to fill in by hand, boxes for
    the final scores, chombo and signatures."""
    sheets = tuple(_score_sheet(data, t) for t in data.tables)
    return Document(DocumentKind.SCORE_SHEETS, data.heading, (), sheet_parts=sheets)


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
        players: list[object] = []
        for i, s in enumerate(table.seats):
            players += [BR] * bool(i) + [el("b", wind(s.wind)), " " + person(s.name)]
        blocks.append(_table(
            el("tr", el("td", Text("seating.table", table.table), css="codehead",
                        colspan="2")),
            el("tr", el("td", *players, BR, BR, *text, css="codebox"),
               el("td", qr, width=str(QR_SIZE + 12), css="codebox")),
            css="grid", cellpadding=6))
    rows: list[object] = []
    for i in range(0, len(blocks), 2):
        pair = blocks[i:i + 2] + [""] * (2 - len(blocks[i:i + 2]))
        brk = {"style": "page-break-before: always"} if i and i % 4 == 0 else {}
        rows.append(el("table", el("tr", *(el("td", b, width="50%") for b in pair)),
                       width="100%", cellspacing="0", cellpadding="6", **brk))
    intro = el("p", Text("codes.intro"), css="note")
    if not data.tables:
        rows.append(el("p", Text("codes.not_seated")))
    return Document(DocumentKind.TABLE_CODES, data.heading,
                    (*_title_block(data.heading), intro, *rows))
