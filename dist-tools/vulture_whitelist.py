"""Names `vulture` reports as unused that are used: read it with `vulture` (see pyproject's
[tool.vulture]), never import it.

Each group says why its names are kept. A name used only by tests is kept here only when it
is the public interface the tests exercise (a check, a test hook of a widget); code that
nothing uses is deleted, not listed.
"""

# Set on objects of other libraries, which read them: openpyxl cells and sheets, argparse,
# expat's parser, sqlite3's and the DBAPI's connections, uvicorn's server.
_.data_type
_.quotePrefix
_.freeze_panes
_._negative_number_matcher
_.__class__
_.StartDoctypeDeclHandler
_.EntityDeclHandler
_.ExternalEntityRefHandler
_.StartElementHandler
_.isolation_level
_.text_factory
_.should_exit

# Called by others: SQLAlchemy's event listeners, module __getattr__/__dir__ (lazy names),
# Alembic's revision modules, Qt's virtual methods.
_pragmas
_connect
_begin
run_args  # Alembic passes it by name to a migration step's callback
__getattr__
__dir__
down_revision
branch_labels
depends_on
downgrade
_.paintEvent
_.paintSection
_.isComplete
_.actualSize
_.availableSizes
_.clone

# Enum members and column or tab numbers unpacked from range(): each names a value that is
# read or stored as a number or a text (a seat's wind, a column of a table model).
HAN
SOUTH
WEST
NORTH
SEATS
COUNTRY
RANKED
STATUS
KIND
GAMES
PLAYERS_TAB
TOURNAMENT_TAB

# Fields: database columns (sqlmodel), the yaku catalogue's facts from the rules documents,
# the country list's facts.
ruleset_preset
db_user
issued_at
closed_station
situational
kongs
verified

# Only lupdate reads it: the Qt dialogs' words marked for translation.
_marked

# The core's interface, exercised by its tests: checks and previews that return problems as
# data, the reference the live standings are measured against, the rules' own checks.
to_draft
read_whole
_.agrees
totals_result
check_base
_.flags_of
_.recomputed
_.players_round
_.check_hand
_.preview_hand
_.check_totals
_.yaku_counts
missing_tables
hash_password
verify_password
ALL_ROWS
_.renders
TEXT_PAIRS
contrast
colour_roles
SECTIONS

# The GUI's test hooks: what the GUI tests drive or read instead of clicking blindly.
preloaded
_.select_seat
_.show_section
_.message_for
_.choose_split
_.import_dialog
_.page_count
_.yaku_picker
_.referee_question
_.password_question
referee_question
_.last_op
_.winner_rows
_.shown_texts
_.select_hand
_.is_error
_.scroll_area
_.score_fits
log_folder_action
_.log_folder_action
