"""The problems' words in English, by code or "code:variant" (see `tournament.words.issues`),
grouped by where the core reports them; a "key.one" is the singular of a template that
counts (`COUNTED`)."""

from __future__ import annotations

ENGLISH: dict[str, str] = {
    # What is still to choose (tournament.games.hand_entry).
    "choose:discarder": "Choose who discarded the winning tile",
    "choose:winner": "Choose the winner",
    "choose:value": "Finish the hand above",
    "choose:abortive_kind": "Choose which abortive draw it was",
    "choose:offender": "Choose who committed the chombo",
    "missing_reason": "Say why the hand is corrected",
    # The hand (tournament.scoring.validate).
    "hand_after_end": "The game has already ended ({end}); no hand can follow",
    "outcome_not_in_ruleset:nagashi_mangan": (
        "Nagashi mangan is not played under the {ruleset} ruleset"),
    "outcome_not_in_ruleset:triple_ron": (
        "A triple ron is not an abortive draw under the {ruleset} ruleset: record it "
        "as a ron with its winners"),
    "outcome_not_in_ruleset:abortive_draw": (
        "There are no abortive draws under the {ruleset} ruleset"),
    "riichi_noten": (
        "{seat} declared riichi but is not listed as tenpai. A riichi declarer must "
        "show a waiting hand at an exhaustive draw; a noten riichi is a chombo: "
        "record a chombo for {seat} instead, or tick {seat} as tenpai"),
    "missing_field:nagashi_mangan_seats": "Say who made nagashi mangan",
    "missing_field:offender": "Choose who committed the chombo",
    "missing_field:loser": "Choose who discarded the winning tile",
    "last_hand_on_chombo": (
        "A chombo is not a hand (a re-deal follows): mark the re-dealt hand as the "
        "last one instead"),
    "four_riichi_needs_all": "A four-riichi abortive draw needs all four players in riichi",
    "winner_is_loser": "{seat} cannot win on their own discard",
    "winner_pays:loser": "{seat} is listed as a winner and also pays this ron",
    "winner_pays:pao": "{seat} cannot be liable for their own win",
    "duplicate_seat": "{seat} is listed twice as a winner",
    "different_losers": "Every winner of a multiple ron wins on the same discard",
    "too_many_winners:triple_ron": (
        "A triple ron is an abortive draw under the {ruleset} ruleset: record an "
        "abortive draw (triple ron)"),
    "too_many_winners:ron": (
        "At most {count} players can win on one discard under the {ruleset} ruleset"),
    "too_many_winners:tsumo": "Only one player can win by tsumo",
    "tsumo_with_loser": "A tsumo has no discarder: everyone pays",
    "pao_without_yakuman": (
        "Pao (liability) applies only to a yakuman: Big Three Dragons or Big Four "
        "Winds"),
    "two_han_minimum": (
        "With {honba} counters on the table a win needs at least 2 han under this "
        "ruleset"),
    # Hand value (tournament.rules.points).
    "yakuman_not_stacking": (
        "A {yakuman}-fold yakuman cannot be scored: yakuman do not stack under the "
        "{ruleset} ruleset (at most one yakuman)"),
    "no_han": "A win needs at least 1 han (or a yakuman)",
    "bad_fu": "{fu} fu is not possible: fu are 20, 25 or a multiple of 10 from 30 to 130",
    "impossible_han_fu:ron_20_fu": (
        "A ron is never 20 fu: a closed ron gets 30 fu and an open hand with no other"
        " fu is raised to 30"),
    "impossible_han_fu:one_han_20_fu": (
        "1 han 20 fu cannot happen: a 20 fu hand is a pinfu tsumo, which also has "
        "menzen tsumo, so at least 2 han"),
    "impossible_han_fu:one_han_25_fu": (
        "25 fu is Seven Pairs, which is 2 han by itself, so 1 han 25 fu cannot happen"),
    "impossible_han_fu:two_han_25_fu_tsumo": (
        "2 han 25 fu cannot happen on a tsumo: Seven Pairs won by tsumo also has "
        "menzen tsumo, so at least 3 han"),
    # A win given by its yaku (tournament.yaku.describe, check) or its tiles
    # (tournament.yaku.calculator). The core's messages name the yaku and the rule; these
    # words do not (the codes carry no params), so they are used in another language only:
    # in English the core's own message is shown (`DETAILED_IN_CORE`).
    # Several stations on a server (the core's English names the station and the person).
    "table_changed": (
        "Table {table} was changed at another station a moment ago: it was reloaded; "
        "check it and enter again"),
    "changed_elsewhere": (
        "The tournament was changed at another station a moment ago: it was reloaded;"
        " check and do it again"),
    "not_allowed": (
        "A referee station cannot do this: only the organiser seats, approves, "
        "unlocks and changes settings, players and penalties"),
    # The ledger (storage.chain): a fact changed behind the app's back, named by the core.
    "fact_changed": "{label}: changed behind the app's back",
    "fact_added": "{label}: added behind the app's back",
    "fact_removed": "{label}: removed behind the app's back",
    "ledger_broken": "The ledger itself was edited ({label})",
    "ledger_behind": "Changes were made behind the app's back, or the ledger's last links removed",
    # The organiser's signatures (storage.signing).
    "unsigned_fact": "{label}: changed without the organiser password",
    "unsigned_fact:rewritten": (
        "The organiser password was set in a change without its signature: the ledger was "
        "rewritten behind the app's back"),
    "unsigned_fact:taken_away": (
        "The organiser password was taken away behind the app's back (the app never removes "
        "it)"),
    "signature_wrong": (
        "A change carries an organiser signature that does not match the organiser "
        "password"),
    "password_needed": "This tournament has an organiser password: give it to make this change",
    "check_failed": "This tournament fails its check: it was changed behind the app's back",
    "entry_id_reused": "This change's id was used for another change",
    "connection_lost": (
        "The server does not answer: this is sent again as soon as it does. What you "
        "typed is kept"),
    "ambiguous_yaku": "This name fits several yaku: choose one",
    "unknown_yaku": "This is not a yaku the app knows",
    "duplicate_yaku": "A yaku is listed twice",
    "not_a_winning_hand": (
        "Nagashi mangan is not a winning hand: record it with the Nagashi mangan "
        "outcome"),
    "yaku_not_in_ruleset": "A yaku ticked is not played under this ruleset",
    "closed_only_yaku": "A yaku ticked needs a closed hand, but this hand is open",
    "yaku_combination": "Some of the yaku ticked cannot be scored together",
    "yaku_needs_tsumo": "A yaku ticked is won by self-draw, but this win is a ron",
    "yaku_needs_ron": "A yaku ticked is won on a discard, but this win is a tsumo",
    "missing_yaku": (
        "A yaku this hand always scores is missing: menzen tsumo on a closed tsumo, "
        "riichi after a riichi, both dragon yakuhai with shousangen"),
    "riichi_not_declared": "Riichi is ticked, but the winner did not declare riichi this hand",
    "riichi_open_hand": "The winner declared riichi this hand, so the hand is closed",
    "ippatsu_without_riichi": "Ippatsu is only for a player who declared riichi: tick riichi too",
    "red_fives_not_in_ruleset": (
        "This ruleset plays without red fives: count them as ordinary fives"),
    "too_many_red_fives": "There is one red five per suit: at most 3",
    "ura_dora_without_riichi": "Ura dora count only for a winner who declared riichi",
    "dora_with_renhou": (
        "Renhou is not cumulative with dora: record no dora with it, or leave renhou "
        "out"),
    "no_yaku": "A win needs at least one yaku (dora alone are not a yaku)",
    "impossible_fu": "These fu are not possible with the yaku ticked",
    "dealer_only_yaku": "Tenhou is won by the dealer (East) only",
    "non_dealer_only_yaku": "Chiihou and renhou cannot be won by the dealer (East)",
    "yakuman_mismatch": "The yakuman do not match the yaku ticked",
    "han_mismatch": "The han do not match the yaku and dora ticked",
    "bad_tiles": (
        "These tiles cannot be read: write them in mpsz notation (e.g. 123m 456p 789s"
        " 11z)"),
    "impossible_tiles": (
        "These tiles cannot be in one hand: more than four of a tile, or the winning "
        "tile missing from the hand"),
    "bad_situation": (
        "What is ticked does not go with this win (riichi, ippatsu, last tile, kong, "
        "tsumo or ron)"),
    "not_a_win": "These tiles are not a winning hand",
    # Paper totals (tournament.scoring.totals).
    "bad_score": "{score} is not a score: scores are multiples of 100",
    "negative_number": "This number cannot be negative",
    "not_an_integer": "This is not a whole number",
    "totals_too_high": "The scores add up to {total}, more than 4 \u00d7 {start} = {expected}",
    "totals_sum": (
        "The scores add up to {total}; they must add up to 4 \u00d7 {start} = {expected} "
        "minus the riichi sticks left on the table (1,000 each)"),
    "totals_do_not_add_up:missing": (
        "The scores ({scores}) and the sticks on the table ({sticks}) make {total}; "
        "they must make {expected} (4 \u00d7 {start}): {difference} missing"),
    "totals_do_not_add_up:too_many": (
        "The scores ({scores}) and the sticks on the table ({sticks}) make {total}; "
        "they must make {expected} (4 \u00d7 {start}): {difference} too many"),
    "implausible_number": "This number is not plausible for one game: check the slip",
    # A players file past the import's limits (tournament.players.roster).
    "file_too_big:file": "The file is {size} MB; a players file is at most {most} MB",
    "file_too_big:part": (
        "A part of the workbook unpacks to {size} MB; a players file is at most "
        "{most} MB"),
    "file_too_big:workbook": (
        "The workbook unpacks to {size} MB; a players workbook is at most {most} MB"),
    "too_many_rows": "The file goes on past line {most}; a players file has at most {most} lines",
    "implausible_number:han": (
        "No hand has {value} han: at most {most} (20 of yaku, 20 dora and 20 ura "
        "dora)"),
    "too_many_sticks": (
        "The scores add up to {total}, which leaves {sticks} riichi sticks on the "
        "table; a game leaves at most {most} (check the slip)"),
    "need_four:scores": "Give four final scores, one per seat East to North",
    "need_four:chombos": "Give four chombo counts, one per seat East to North",
    # The table (tournament.service).
    "table_locked": (
        "Round {round} table {table} is approved (locked); unlock it with the "
        "organiser password to change it"),
    "totals_only": (
        "This table's final scores were entered from the score slip; undo them to "
        "record hands"),
    "table_has_hands": (
        "This table is recorded hand by hand ({count} hands); void or undo them first"),
    "no_change:hand": "Hand {hand_number} is already recorded like this",
    "no_change:totals": "These final scores are already entered",
    "no_such_hand": "Round {round} table {table} has no such hand",
    "nothing_to_undo": "Nothing to undo at this table",
    "nothing_to_redo": "Nothing to redo at this table",
    "no_such_round": "Round {round} is not seated",
    "no_such_table": "Round {round} has no table {table}",
    "table_unfinished": "Round {round} table {table} has no final result yet",
    "already_approved": "This round is already approved (all its tables are locked)",
    "already_locked": "Round {round} table {table} is already locked",
    "not_locked": "Round {round} table {table} is not locked",
    "not_approved": "Round {round} is not approved",
    "bad_password": "Wrong organiser password",
    "reason_required:unlock": "Say why an approved table is changed",
    "reason_required:unlock_round": "Say why the round's approval is taken back",
    "reason_required:penalty": "Say why the penalty is given",
    "reason_required:withdraw": "Say why the penalty is withdrawn",
    # Seating (tournament.service.seating).
    "round_locked": "Round {round} is approved (locked); its seating cannot change",
    "round_played": "Round {round} already has recorded games; its seating cannot change",
    "no_players": "There are no active players to seat",
    "seating_changed": (
        "The players or the seating changed while the tables were drawn; seat the "
        "round again"),
    "table_size": "Table {table} has {count} players; a table seats four",
    "seated_twice": "{player} is seated twice",
    "player_not_playing": "{player} has dropped out or is disqualified",
    "player_not_seated": "Not seated: {players}",
    "unknown_player": "There is no player \u201c{player}\u201d",
    # Rounds, dates, settings (tournament.service.arguments, settings).
    "bad_round:too_high": "The tournament has {rounds} rounds; there is no round {round}",
    "bad_round:not_a_number": "A round is a whole number from 1",
    "bad_round:too_many": "A tournament has at most {rounds} rounds",
    "bad_draw": "The draw does not cover every round",
    "rounds_in_use": "A round that is already seated cannot be removed",
    "bad_time_limit": "The time limit is a whole number of minutes, at most {max}",
    "bad_date": "\u201c{value}\u201d is not a date",
    "bad_period": "The last day is before the first day",
    "bad_mers_weight": (
        "The MERS weight is the number the EMA assigned (e.g. 1, 1.5, 2.5), not "
        "\u201c{value}\u201d"),
    "empty_name:tournament": "The tournament needs a name",
    "empty_name:player": "The name is empty",
    "empty_password": "Type a password, or untick the box",
    # The ruleset (tournament.rules.ruleset); {field} is the field's label.
    "bad_ruleset:not_positive": "{field} must be above zero",
    "bad_ruleset:negative": "{field} must not be negative",
    "bad_ruleset:honba_split": "The honba value must split in three on a tsumo (a multiple of 3)",
    "bad_ruleset:noten_split": (
        "The noten payment must split evenly between 1, 2 or 3 players (a multiple of"
        " 6)"),
    "bad_ruleset:uma_in_points": "The uma is in points: write 15,000 for +15, not 15",
    "bad_ruleset:uma_sum": "The uma must add up to zero (it adds up to {total})",
    "bad_ruleset:uma_count": "The uma needs four values, for 1st to 4th place",
    "bad_ruleset:oka": (
        "With {start} start and {return} return points the oka must be {expected}, so"
        " that a game's points add up to zero"),
    # Players (tournament.players.roster, tournament.service.players).
    "bad_name:control": "The {field} contains a control character ({char}); names are plain text",
    "bad_name:length": "The {field} is {length} characters long; at most {max} are allowed",
    "bad_text:control": "The {field} contains a control character ({char}); it is plain text",
    "bad_text:length": "The {field} is {length} characters long; at most {max} are allowed",
    "bad_name:surrogate": (
        "The {field} contains half of a character ({char}): text read in another "
        "encoding?"),
    "bad_text:surrogate": (
        "The {field} contains half of a character ({char}): text read in another "
        "encoding?"),
    "duplicate_name:registered": "\u201c{name}\u201d is already registered ({other})",
    "duplicate_name:line": "\u201c{name}\u201d is also on line {other_line}",
    "bad_ema_number": "\u201c{value}\u201d is not an EMA number (eight digits, e.g. 04290032)",
    "duplicate_ema_number:registered": "EMA number {value} is already registered for {other}",
    "duplicate_ema_number:line": "EMA number {value} is also on line {other_line}",
    "bad_country:unknown": (
        "\u201c{value}\u201d is not a country this app knows: write its English name, its own "
        "name, its ISO code (DE, DEU) or its EMA code (GER)"),
    "bad_status": "Unknown status \u201c{value}\u201d (active, dropped or substitute)",
    "bad_ema_ranked": "EMA ranking is yes or no, not \u201c{value}\u201d",
    "missing_name_column": "The header row has no name columns: first_name and last_name, or name",
    "duplicate_column": "The column \u201c{column}\u201d appears twice in the header",
    "ambiguous_name": (
        "\u201c{name}\u201d can be split into first and last name in several ways: choose the "
        "split"),
    # Penalties (tournament.service.penalties).
    "positive_penalty": "A penalty takes points off: give a negative number",
    "no_points": "A point deduction needs points; a warning without points is a yellow card",
    "points_on_yellow_card": "A yellow card carries no points; record a deduction",
    "not_at_table": "{player} does not sit at round {round} table {table}",
    "already_withdrawn": "This penalty is already withdrawn",
    "no_such_penalty": "There is no such penalty",
    "penalty_too_large": (
        "This deduction is larger than a penalty can take: check the number of points"),
    # The EMA results file (tournament.service.ema).
    "no_results": "No game has been finished yet",
    "unfinished": (
        "Round {round} table {table} has no final result: the EMA file needs every "
        "game finished"),
    "rounds_left": "The tournament has {rounds} rounds; the file counts rounds 1 to {round}",
    "no_date": "The tournament has no dates (the EMA file needs the first and the last day)",
    "no_city": (
        "The EMA file needs the city the tournament is played in: set it in the "
        "tournament details"),
    "no_host_country": (
        "The EMA file needs the organising country: set it in the tournament details"),
    "no_mers_weight": (
        "The EMA file needs the MERS weight the EMA assigned: set it in the "
        "tournament details"),
    "bad_country:host": (
        "The organising country \u201c{value}\u201d is not a country code the EMA uses"),
    "bad_country:player": (
        "{player}: \u201c{value}\u201d is not a country the EMA knows; correct it"),
    "no_country": "{player} has no country",
    "no_last_name": "{player} has no last name",
    "no_first_name": "{player} has no first name",
    "name_to_check": (
        "{player}: first name \u201c{first}\u201d and last name \u201c{last}\u201d were "
        "guessed from one "
        "name; check them"),
    "few_ema_players": (
        "{count} ranked players come from EMA member countries; the EMA ranks "
        "tournaments with at least {minimum}"),
    # Where a file may be written (the service's check_output_path).
    "output_is_folder": "{path} is a folder: choose a file name",
    "output_not_a_file": "{path} is not a regular file",
    "no_folder": "The folder {path} does not exist",
    "output_is_tournament": (
        "This is one of the tournament's own files ({file}): writing over it would "
        "destroy the tournament"),
    "output_is_backup": "{path} holds the tournament's backups: choose another folder",
    "bad_output": "{path} cannot be checked: choose another file name",
    "os_error": "The file could not be written: {error}",
    # Refusals and file problems the core words in detail (a file name, a value, a round):
    # the desk shows the core's message in English (DETAILED_IN_CORE) and these words in
    # another language.
    "bad_abortive_kind": "This is not a kind of abortive draw",
    "bad_carry": "The carry-over is kept, halved or reset",
    "bad_code": "This is not the table's code",
    "bad_csv": "The file cannot be read as CSV",
    "bad_document": "There is no such document",
    "bad_encoding": "The file cannot be read in this encoding: choose another",
    "bad_entry_id": "This entry id cannot be used",
    "bad_flag": "This is not a valid player flag",
    "bad_json": "This is not in the expected JSON form",
    "bad_kind": "This kind is not known",
    "bad_log": "An entry of the table's log cannot be replayed",
    "bad_minimum": "The minimum is a whole number from 1",
    "bad_minutes": "This is not a possible number of minutes",
    "bad_name_style": "This name style is not known",
    "bad_players": "A table needs four different player names, East to North",
    "bad_ranking": "The ranking must list different players, a multiple of four",
    "bad_role": "This role cannot be used",
    "bad_rounds": "A final has 1 to {most} rounds",
    "bad_score_unit": "The score unit is raw points or thousands",
    "bad_seating": "The final is seated snake, by blocks or by hand",
    "bad_seen": "The table changed since the phone read it",
    "bad_size": "A final is a whole number of tables: 4, 8, 16 players...",
    "bad_source": "This tournament is on a server already: copy it into a file first",
    "bad_steps": "The search budget cannot be negative",
    "bad_tie_break": "The tie-breaks are not valid",
    "bad_ties": "Tied players are ranked by the standings or share the award",
    "bad_title": "An award title is plain text of at most 80 characters",
    "bad_type": "This value has the wrong type",
    "bad_url": "Give the server as postgresql://user@host/dbname",
    "bad_xlsx": "The file cannot be read as an .xlsx workbook",
    "busy": "Another tournament is being opened",
    "cancelled": "Cancelled",
    "clock_not_paused": "The clock of round {round} is not paused",
    "clock_not_running": "The clock of round {round} is not running",
    "clock_not_started": "The clock of round {round} has nothing to reset",
    "clock_started": "The clock of round {round} has already started",
    "duplicate_award": "An award is listed twice",
    "duplicate_player": "A player is listed twice",
    "empty_announcement": "The announcement is empty",
    "empty_file": "The file is empty: it needs a header row with name columns",
    "empty_station": (
        "Give this station a name (e.g. Desk 2): every change made here is written "
        "with it"),
    "entry_off": "Entry from the phones is switched off here: give the score sheet to the desk",
    "failed": "The operation failed",
    "field_not_for_outcome": "This field does not belong to this kind of hand",
    "file_damaged": "The tournament file is damaged: open its latest backup",
    "file_exists": "This file already exists: choose another file name",
    "final_played": "The final has recorded games: it cannot be taken back",
    "final_round": "This round belongs to the final: it is seated by rank or typed in",
    "final_started": "The final has started: take it back first",
    "finalist_count": "A final of {size} needs {size} finalists",
    "finalist_dropped": "A finalist has dropped out: name the finalists",
    "finalist_twice": "A finalist is named twice",
    "hands_differ": "The record differs from the hands already recorded: amend or void them",
    "log_differs": "The log differs from what is recorded",
    "log_player_elsewhere": "{player} is in the log but does not play at this table",
    "log_player_twice": "{player} is in two logs",
    "log_player_unknown": "\u201c{name}\u201d in the log is no player of the tournament",
    "log_player_unknown:several": (
        "\u201c{name}\u201d in the log may be any of {players} (their names are one, case and "
        "width aside): say which"),
    "log_players_missing": "Not in the log: {players}",
    "log_seat_order": (
        "The room seated the players otherwise than this table, and its round can no "
        "longer be seated again"),
    "no_file": "The file cannot be read",
    "no_final": "No final has been started",
    "no_logs": "Give at least one log",
    "no_qualifying_round": "The final comes after the qualifying rounds: seat and play them first",
    "no_round": "Say which round to seat",
    "no_such_call": "This referee call is no longer open (closed at another desk)",
    "no_round_length": "How long is the round? Give the minutes",
    "no_rounds": "At least one round is needed",
    "no_tables": "Give at least one table",
    "no_winner": "This hand needs at least one winner",
    "not_a_final_round": "Round {round} is not a later round of the final",
    "not_a_finalist": "A player named is not in the final",
    "not_current_round": "Round {round} is not the current round: hands are entered at the desk",
    "not_in_log": "The log has no player \u201c{name}\u201d",
    "not_ranked": "A finalist named has no place in the standings",
    "nothing_new": "Every hand of the record is already recorded",
    "nothing_to_set": "Give the minutes or the warning",
    "online_name_taken": "{player} already has this online name",
    "output_missing": "Choose a file",
    "players_not_multiple_of_4": "The players do not fill tables of four: add substitutes",
    "previous_unfinished": "Round {previous} must be finished first",
    "qualifying_unfinished": "Every qualifying game must be finished first",
    "round_approved": "Round {round} is approved: ask the organiser",
    "rounds_after": "A round is already seated after the qualifying rounds",
    "ruleset_mismatch": "The record is for another ruleset than the tournament's",
    "seat_out_of_range": "A seat is a number from 0 to 3",
    "store_error": "The tournament file could not be used",
    "summary_differs": "A table's stored result differs from its log",
    "tables_required": "A seating by hand needs the tables: four finalists each, East to North",
    "tie_at_cut": (
        "A place is shared across the cut of the final: set a tie-break or name the "
        "finalists"),
    "too_few_players": "There are too few players",
    "too_many_columns": "The sheet has too many columns for a players file",
    "too_many_hands": "A game holds at most {most} hands",
    "unexpected_argument": "This award takes no argument",
    "unknown_award": "This award is not known",
    "unknown_field": "This field is not known",
    "unknown_outcome": "This outcome is not known",
    "unknown_ruleset": "This ruleset is not known",
    "wrong_player": "The record names another player at this seat",
    # Rounds and players the core names otherwise (printing, the seating engine).
    "no_such_round:none": "No round is seated yet: seat round 1 first",
    "no_such_round:too_high": "The tournament has {rounds} rounds; there is no round {round}",
    "unknown_player:several": "Not among the players: {players}",
    # Players across a season's events (tournament.season.identity): never guessed.
    "identity_conflict": "Two names of the season may be one person: say which",
    "identity_conflict:ema_names": (
        "EMA number {ema_number} is carried by different names ({names}): they are kept "
        "apart until you say they are one person"),
    "identity_conflict:shared_name": (
        "{event}: two players share the name \u201c{name}\u201d ({names}): the other "
        "events\u2019 \u201c{name}\u201d is given to neither until you say who it is"),
    "identity_conflict:shared_online_name": (
        "{event}: two players share the online name \u201c{name}\u201d ({names}): the "
        "other events\u2019 \u201c{name}\u201d is given to neither until you say who it is"),
    "identity_conflict:name_emas": (
        "The name \u201c{name}\u201d carries different EMA numbers ({numbers}): kept as "
        "{count} players until you say whether they are one person"),
    "identity_conflict:online_name_emas": (
        "The online name \u201c{name}\u201d carries different EMA numbers ({numbers}): kept "
        "as {count} players until you say whether they are one person"),
    "empty_name:phone": "Give this phone a name",
    # A code whose variants are worded above, reported without one (the season file, the
    # ruleset's overrides, the flags...): what the core says in English, these words in
    # another language (`DETAILED_IN_CORE`).
    "bad_round": "This is not a round of the tournament",
    "missing_field": "Something the record needs is missing",
    "bad_ruleset": "A setting of the ruleset is not valid",
    "bad_text": "This text cannot be used as it is",
    "duplicate_name": "This name is already taken",
    "no_change": "Nothing changes: it is so already",
    "empty_name": "The name is empty",
    # The singular of the templates that count (`COUNTED`).
    "no_such_round:too_high.one": (
        "The tournament has {rounds} round; there is no round {round}"),
    "table_has_hands.one": (
        "This table is recorded hand by hand ({count} hand); void or undo it "
        "first"),
    "table_size.one": "Table {table} has {count} player; a table seats four",
    "two_han_minimum.one": (
        "With {honba} counter on the table a win needs at least 2 han under this ruleset"),
    "few_ema_players.one": (
        "{count} ranked player comes from an EMA member country; the EMA ranks tournaments "
        "with at least {minimum}"),
    "too_many_sticks.one": (
        "The scores add up to {total}, which leaves {sticks} riichi stick on the table; a "
        "game leaves at most {most} (check the slip)"),
    "rounds_left.one": "The tournament has {rounds} round; the file counts rounds 1 to {round}",
    "bad_round:too_high.one": "The tournament has {rounds} round; there is no round {round}",
    "too_many_hands.one": "A game holds at most {most} hand",
    # The phone page's own answers (tournament.web.entry): the page words most of them by
    # the answer's status; these are for a program, or a page, that words them by code.
    "bad_method": "This address does not take this kind of request",
    "bad_request": "The request cannot be read",
    "not_found": "This cannot be found",
    "server_error": (
        "The server failed: look at the table's hands before sending the hand again"),
    "too_large": "The request is too large to be read",
    "too_many_wrong_codes": (
        "Too many wrong codes from this device: wait a minute, then try again"),
    "unavailable": "The tournament cannot be changed right now; nothing was saved",
    "maybe_saved": (
        "The hand may or may not have been saved: send it again, it is never saved twice"),
    # The command line's own: `check --head`, `grant`, `import` of a JSON export.
    "bad_head": "This is not a head of the ledger: give one `check --head` printed",
    "ledger_rewritten": (
        "The ledger was rewritten behind the app's back since this head was printed"),
    "not_owner": "This user does not own the tournament's database: give the organiser's",
    "same_role": "The station and the reader are two roles: give two different ones",
    "unknown_role": "There is no such database role: create it first",
    "bad_time": "This is not a time (ISO 8601)",
    "not_an_export": "This file is not an export of a tournament",
    "unsupported_version": "This file was written by a later version of the app",
    # The phones' own: a referee call, a phone's name, a win given by its yaku.
    "bad_reason": "A referee is called for a question, a dispute, the time or something else",
    "too_many_calls": "This table called a referee too often: go to the desk",
    "yaku_needed": "This tournament's phones give a win by its yaku: choose the yaku",
    "phone_name_taken": "Another phone of this table has this name: give this one another",
    "bad_phone_entry": "The phones give a win by its yaku, by its han and fu, or both",
}

# What a parameter's value is replaced by: the field a problem is about ("field:NAME"), why a
# game ended ("end:CODE", {hand} standing for the hand, `the_last_hand` here).
ENGLISH_WORDS: dict[str, str] = {
    "field:first_name": "first name",
    "field:last_name": "last name",
    "field:name": "name",
    "field:club": "club",
    "field:team": "team",
    "field:venue": "venue",
    "field:city": "city",
    "field:short_name": "short name",
    "end:bust": "a player's score went below zero",
    "end:time_called": "time was called on this hand",
    "end:dealer_top": "the dealer kept the deal in first place after {hand}",
    "end:goal_score": "{hand} ended with a player at the goal score",
    "end:last_extra_hand": "{hand} was the last extra hand",
    "end:last_hand": "{hand} was the last hand",
    "end:paper_totals": "final scores entered from the score slip",
    "the_last_hand": "the last hand",
}
