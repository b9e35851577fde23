"""The command line's commands as data: each command, the module that registers it and its
line in --help, its example, and whether it changes a tournament or only reads. The parser
lists every command from here without importing the modules (`cli.parser.build_parser`)."""

from __future__ import annotations

# Command modules, in the order their commands are listed in --help.
COMMAND_MODULES = ("replay", "calc", "store", "tables", "results", "players", "history", "export",
                   "schedule", "stats", "stage", "demo", "check", "serve", "venue", "season")

# Each command, its module and its line in --help, in the order the modules register them:
# the parser imports only the module of the command it runs, and for `--help` none of them
# (the storage layer alone costs more than a second to import). tests/service/test_cli_startup.py
# checks this list against what the modules register.
LOG_HELP = ("print what the file holds, in time order: every hand log entry (hands, "
            "corrections, voids, undos, totals) and every organiser action (approvals, "
            "unlocks, penalties, settings)")
AUDIT_HELP = "another name for `log`: the same command, the same output"
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("replay", "replay", "settle every hand of a game record and print the result as JSON"),
    ("calc", "calc", "score a winning hand from its tiles and print yaku, han, fu and points"),
    ("new", "store", "create a tournament file"),
    ("settings", "store", "show or change the tournament's settings (dates, venue, and what "
                          "the EMA results file needs)"),
    ("seat", "store", "draw and store the seating of a round"),
    ("seating", "store", "print the seating of a round"),
    ("record", "tables", "record a table's game from a game record, or its final scores "
                        "(--totals)"),
    ("record-logs", "tables", "record an online round seated by the lobby: its tables are "
                             "made from the games' logs (players by online name or name) "
                             "and each game recorded"),
    ("amend", "tables", "correct one recorded hand (later hands are replayed)"),
    ("void", "tables", "void one recorded hand (it stays in the log)"),
    ("undo", "tables", "take back the last change of a table"),
    ("redo", "tables", "put back the last change undone"),
    ("penalty", "results", "give a referee penalty (a deduction or a disqualification in an "
                         "approved round needs the organiser password, from "
                         "$RIICHI_TOURNAMENT_PASSWORD, else asked)"),
    ("standings", "results", "print the standings"),
    ("approve", "results", "approve a round: lock its tables and write a backup"),
    ("unlock", "results", "unlock an approved table (organiser password from "
                        "$RIICHI_TOURNAMENT_PASSWORD, else asked)"),
    ("unlock-round", "results", "take back a round's approval made by mistake: every table "
                              "unlocked, the round no longer approved (organiser password "
                              "from $RIICHI_TOURNAMENT_PASSWORD, else asked)"),
    ("players", "players", "print the players as CSV (the import format)"),
    ("player", "players", "show or correct one player: names, EMA number, country, club, team, "
                        "status, whether they count in the EMA ranking"),
    ("names", "players", "list the players whose first and last name were guessed from one "
                       "name (after an import or a file upgrade), to check"),
    ("log", "history", LOG_HELP),
    ("audit", "history", AUDIT_HELP),
    ("copy", "history", "save a copy of a tournament under a new name (SQLite's backup API: "
                      "every saved change, one self-contained file); also turns a backup into "
                      "a tournament you can go on with"),
    ("export", "export", "write the standings, the EMA results file or the whole tournament "
                         "to a file"),
    ("import", "export", "make a new tournament file, or a tournament in an empty PostgreSQL "
                         "database (--db), from an exported JSON"),
    ("schedule", "schedule", "generate a seating schedule and its quality report as JSON"),
    ("stats", "stats", "print statistics from the hand log"),
    ("awards", "stats", "print the award winners, or choose the awards"),
    ("player-flag", "stats", "give a player a flag for the awards (newcomer, woman...), or "
                             "list the flags"),
    ("clock", "stage", "show or run a round's clock"),
    ("final", "stage", "start, seat, show or take back the final of the top N"),
    ("demo", "demo", "write the demo tournament to a new file"),
    ("check", "check", "replay every table's hand log and compare it with the results stored "
                       "with it (the standings are computed from those), and check every fact "
                       "the results rest on against the ledger's tamper-evident chain"),
    ("serve", "serve", "serve the live page for players (standings, seating, tables, clock)"),
    ("table-codes", "serve", "print (and issue) each table's code for entering its hands from "
                             "a phone"),
    ("phone-entry", "serve", "switch the tables' entry from their phones on or off, or show "
                             "which tables entered by phone"),
    ("referee-calls", "serve", "list the tables' open calls for a referee, or close one"),
    ("hide-standings", "serve", "hide the standings from the players from a round on (the "
                                "last rounds, revealed at the prize-giving), or show them"),
    ("announce", "serve", "add an announcement for the players"),
    ("push", "venue", "copy a tournament file into an empty PostgreSQL database"),
    ("pull", "venue", "copy a tournament from a PostgreSQL database into a new file"),
    ("grant", "venue", "give the referee stations' and the live page's database roles "
                       "exactly their rights on a PostgreSQL tournament"),
    ("season", "season", "a club's season: its events (tournament files or servers, read "
                         "and never changed), a season table by its scoring rule, and a "
                         "rating over every game"),
)
_MODULE_OF = {name: module for name, module, _ in COMMANDS}
# One example per command, shown at the end of its --help ("Example: python -m tournament
# ..."); tests/service/test_cli_conventions.py parses each of them.
EXAMPLES: dict[str, str] = {
    "replay": "replay game.json",
    "calc": "calc 234456m678p345s88s --win 5s --ron --riichi --seat-wind S --round-wind E",
    "new": "new cup.rtdb --name \"Spring Cup 2026\" --rounds 6 --players players.csv",
    "settings": "settings cup.rtdb --venue \"Town Hall\" --start 2026-05-02",
    "seat": "seat cup.rtdb --round 1",
    "seating": "seating cup.rtdb --round 1 --json",
    "record": "record cup.rtdb --round 1 --table 3 --totals 42000 31000 18000 9000",
    "record-logs": "record-logs cup.rtdb --round 2 --from tenhou t1.mjlog t2.mjlog",
    "amend": "amend cup.rtdb --round 1 --table 3 --hand 4 hand.json --reason \"wrong fu\"",
    "void": "void cup.rtdb --round 1 --table 3 --hand 4 --reason \"entered twice\"",
    "undo": "undo cup.rtdb --round 1 --table 3",
    "redo": "redo cup.rtdb --round 1 --table 3",
    "penalty": "penalty cup.rtdb --player \"Anna Berg\" --points -5 --reason \"late\"",
    "standings": "standings cup.rtdb --round 3 --json",
    "approve": "approve cup.rtdb --round 1",
    "unlock": "unlock cup.rtdb --round 1 --table 3 --reason \"slip misread\"",
    "unlock-round": "unlock-round cup.rtdb --round 2 --reason \"approved too early\"",
    "players": "players cup.rtdb --json",
    "player": "player cup.rtdb --player \"Anna Berg\" --club \"Riichi Oslo\"",
    "names": "names cup.rtdb --json",
    "log": "log cup.rtdb --round 1 --json",
    "audit": "audit cup.rtdb --round 1",
    "copy": "copy cup.rtdb cup-saturday.rtdb",
    "export": "export cup.rtdb --format csv --out -",
    "import": "import cup.json --out cup-again.rtdb",
    "schedule": "schedule --players 40 --rounds 6 --seed 1",
    "stats": "stats cup.rtdb --player \"Anna Berg\" --json",
    "awards": "awards cup.rtdb --set best_country,most_wins",
    "player-flag": "player-flag cup.rtdb --player \"Anna Berg\" --flag newcomer",
    "clock": "clock cup.rtdb --round 1 --start --minutes 90",
    "final": "final cup.rtdb --size 8 --carry halved --dry-run",
    "demo": "demo demo.rtdb",
    "check": "check cup.rtdb --json",
    "serve": "serve cup.rtdb --port 8080",
    "table-codes": "table-codes cup.rtdb --round 1",
    "phone-entry": "phone-entry cup.rtdb --round 1 --on",
    "referee-calls": "referee-calls cup.rtdb --json",
    "hide-standings": "hide-standings cup.rtdb --from-round 6",
    "announce": "announce cup.rtdb \"Lunch until 13:30\"",
    "push": "push cup.rtdb --db postgresql://organiser@venue-server/cup",
    "pull": "pull cup-home.rtdb --db postgresql://organiser@venue-server/cup",
    "grant": "grant --db postgresql://owner@venue-server/cup --station cup_station",
    "season": "season club-2027.rtseason --add march.rtdb --date 2027-03-06",
}
# The commands that change a tournament: each takes `--entry-id ID` (the id its change is
# stored with; a change whose id is already in the file is not applied again).
CHANGE_COMMANDS = frozenset({
    "settings", "seat", "record", "record-logs", "amend", "void", "undo", "redo", "penalty",
    "approve", "unlock", "unlock-round", "player", "awards", "player-flag", "clock", "final",
    "announce", "table-codes", "phone-entry", "referee-calls", "hide-standings"})

# The commands that only read (a tournament, a game record, a schedule) and write nothing but
# their output: when whoever reads that output stops early (`... | head -1`), they end
# quietly with exit 0, as `cat` and `grep` do in a pipeline (the reader got what it asked for,
# and nothing was changed). Every other command still says that its output could not be
# written, and whether its change was saved. (`season` changes its season file only when
# asked, and then answers a closed pipe itself, with exit 3.)
READ_COMMANDS = frozenset({
    "replay", "calc", "seating", "standings", "players", "names", "log", "audit", "schedule",
    "stats", "check", "export", "season"})
