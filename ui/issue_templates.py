"""Which words the desk has for each of the core's problems: a translatable template per
`Issue.code`, or per "code:variant" when the core words one code several ways
(`params["variant"]`); the codes whose core message says more; the codes the desk never
shows. `ui.issue_words` words an issue with them."""

from __future__ import annotations

from ui.text import QT_TR_NOOP

ISSUE_TEXTS: dict[str, str] = {
    # What is still to choose (tournament.games.hand_entry).
    "choose:discarder": QT_TR_NOOP("Choose who discarded the winning tile"),
    "choose:winner": QT_TR_NOOP("Choose the winner"),
    "choose:value": QT_TR_NOOP("Finish the hand above"),
    "choose:abortive_kind": QT_TR_NOOP("Choose which abortive draw it was"),
    "choose:offender": QT_TR_NOOP("Choose who committed the chombo"),
    "missing_reason": QT_TR_NOOP("Say why the hand is corrected"),
    # The hand (tournament.scoring.validate).
    "hand_after_end": QT_TR_NOOP("The game has already ended ({end}); no hand can follow"),
    "outcome_not_in_ruleset:nagashi_mangan": QT_TR_NOOP(
        "Nagashi mangan is not played under the {ruleset} ruleset"),
    "outcome_not_in_ruleset:triple_ron": QT_TR_NOOP(
        "A triple ron is not an abortive draw under the {ruleset} ruleset: record it as a ron "
        "with its winners"),
    "outcome_not_in_ruleset:abortive_draw": QT_TR_NOOP(
        "There are no abortive draws under the {ruleset} ruleset"),
    "riichi_noten": QT_TR_NOOP(
        "{seat} declared riichi but is not listed as tenpai. A riichi declarer must show a "
        "waiting hand at an exhaustive draw; a noten riichi is a chombo: record a chombo for "
        "{seat} instead, or tick {seat} as tenpai"),
    "missing_field:nagashi_mangan_seats": QT_TR_NOOP("Say who made nagashi mangan"),
    "missing_field:offender": QT_TR_NOOP("Choose who committed the chombo"),
    "missing_field:loser": QT_TR_NOOP("Choose who discarded the winning tile"),
    "last_hand_on_chombo": QT_TR_NOOP(
        "A chombo is not a hand (a re-deal follows): mark the re-dealt hand as the last one "
        "instead"),
    "four_riichi_needs_all": QT_TR_NOOP(
        "A four-riichi abortive draw needs all four players in riichi"),
    "winner_is_loser": QT_TR_NOOP("{seat} cannot win on their own discard"),
    "winner_pays:loser": QT_TR_NOOP("{seat} is listed as a winner and also pays this ron"),
    "winner_pays:pao": QT_TR_NOOP("{seat} cannot be liable for their own win"),
    "duplicate_seat": QT_TR_NOOP("{seat} is listed twice as a winner"),
    "different_losers": QT_TR_NOOP(
        "Every winner of a multiple ron wins on the same discard"),
    "too_many_winners:triple_ron": QT_TR_NOOP(
        "A triple ron is an abortive draw under the {ruleset} ruleset: record an abortive draw "
        "(triple ron)"),
    "too_many_winners:ron": QT_TR_NOOP(
        "At most {count} players can win on one discard under the {ruleset} ruleset"),
    "too_many_winners:tsumo": QT_TR_NOOP("Only one player can win by tsumo"),
    "tsumo_with_loser": QT_TR_NOOP("A tsumo has no discarder: everyone pays"),
    "pao_without_yakuman": QT_TR_NOOP(
        "Pao (liability) applies only to a yakuman: Big Three Dragons or Big Four Winds"),
    "two_han_minimum": QT_TR_NOOP(
        "With {honba} counters on the table a win needs at least 2 han under this ruleset"),
    # Hand value (tournament.rules.points).
    "yakuman_not_stacking": QT_TR_NOOP(
        "A {yakuman}-fold yakuman cannot be scored: yakuman do not stack under the {ruleset} "
        "ruleset (at most one yakuman)"),
    "no_han": QT_TR_NOOP("A win needs at least 1 han (or a yakuman)"),
    "bad_fu": QT_TR_NOOP(
        "{fu} fu is not possible: fu are 20, 25 or a multiple of 10 from 30 to 130"),
    "impossible_han_fu:ron_20_fu": QT_TR_NOOP(
        "A ron is never 20 fu: a closed ron gets 30 fu and an open hand with no other fu is "
        "raised to 30"),
    "impossible_han_fu:one_han_20_fu": QT_TR_NOOP(
        "1 han 20 fu cannot happen: a 20 fu hand is a pinfu tsumo, which also has menzen "
        "tsumo, so at least 2 han"),
    "impossible_han_fu:one_han_25_fu": QT_TR_NOOP(
        "25 fu is Seven Pairs, which is 2 han by itself, so 1 han 25 fu cannot happen"),
    "impossible_han_fu:two_han_25_fu_tsumo": QT_TR_NOOP(
        "2 han 25 fu cannot happen on a tsumo: Seven Pairs won by tsumo also has menzen "
        "tsumo, so at least 3 han"),
    # A win given by its yaku (tournament.yaku.describe, check) or its tiles
    # (tournament.yaku.calculator). The core's messages name the yaku and the rule; these
    # words do not (the codes carry no params), so they are used in another language only:
    # in English the core's own message is shown (`DETAILED_IN_CORE`).
    # Several stations on a server (the core's English names the station and the person).
    "table_changed": QT_TR_NOOP(
        "Table {table} was changed at another station a moment ago: it was reloaded; check "
        "it and enter again"),
    "changed_elsewhere": QT_TR_NOOP(
        "The tournament was changed at another station a moment ago: it was reloaded; check "
        "and do it again"),
    "not_allowed": QT_TR_NOOP(
        "A referee station cannot do this: only the organiser seats, approves, unlocks and "
        "changes settings, players and penalties"),
    # The ledger (storage.chain): a fact changed behind the app's back, named by the core.
    "fact_changed": QT_TR_NOOP("{label}: changed behind the app's back"),
    "fact_added": QT_TR_NOOP("{label}: added behind the app's back"),
    "fact_removed": QT_TR_NOOP("{label}: removed behind the app's back"),
    "ledger_broken": QT_TR_NOOP("The ledger itself was edited ({label})"),
    "ledger_behind": QT_TR_NOOP(
        "Changes were made behind the app's back, or the ledger's last links removed"),
    # The organiser's signatures (storage.signing).
    "unsigned_fact": QT_TR_NOOP("{label}: changed without the organiser password"),
    "signature_wrong": QT_TR_NOOP(
        "A change carries an organiser signature that does not match the organiser password"),
    "password_needed": QT_TR_NOOP(
        "This tournament has an organiser password: give it to make this change"),
    "check_failed": QT_TR_NOOP(
        "This tournament fails its check: it was changed behind the app's back"),
    "entry_id_reused": QT_TR_NOOP("This change's id was used for another change"),
    "connection_lost": QT_TR_NOOP(
        "The server does not answer: this is sent again as soon as it does. What you typed "
        "is kept"),
    "ambiguous_yaku": QT_TR_NOOP("This name fits several yaku: choose one"),
    "unknown_yaku": QT_TR_NOOP("This is not a yaku the app knows"),
    "duplicate_yaku": QT_TR_NOOP("A yaku is listed twice"),
    "not_a_winning_hand": QT_TR_NOOP(
        "Nagashi mangan is not a winning hand: record it with the Nagashi mangan outcome"),
    "yaku_not_in_ruleset": QT_TR_NOOP("A yaku ticked is not played under this ruleset"),
    "closed_only_yaku": QT_TR_NOOP(
        "A yaku ticked needs a closed hand, but this hand is open"),
    "yaku_combination": QT_TR_NOOP("Some of the yaku ticked cannot be scored together"),
    "yaku_needs_tsumo": QT_TR_NOOP(
        "A yaku ticked is won by self-draw, but this win is a ron"),
    "yaku_needs_ron": QT_TR_NOOP(
        "A yaku ticked is won on a discard, but this win is a tsumo"),
    "missing_yaku": QT_TR_NOOP(
        "A yaku this hand always scores is missing: menzen tsumo on a closed tsumo, riichi "
        "after a riichi, both dragon yakuhai with shousangen"),
    "riichi_not_declared": QT_TR_NOOP(
        "Riichi is ticked, but the winner did not declare riichi this hand"),
    "riichi_open_hand": QT_TR_NOOP(
        "The winner declared riichi this hand, so the hand is closed"),
    "ippatsu_without_riichi": QT_TR_NOOP(
        "Ippatsu is only for a player who declared riichi: tick riichi too"),
    "red_fives_not_in_ruleset": QT_TR_NOOP(
        "This ruleset plays without red fives: count them as ordinary fives"),
    "too_many_red_fives": QT_TR_NOOP("There is one red five per suit: at most 3"),
    "ura_dora_without_riichi": QT_TR_NOOP(
        "Ura dora count only for a winner who declared riichi"),
    "dora_with_renhou": QT_TR_NOOP(
        "Renhou is not cumulative with dora: record no dora with it, or leave renhou out"),
    "no_yaku": QT_TR_NOOP("A win needs at least one yaku (dora alone are not a yaku)"),
    "impossible_fu": QT_TR_NOOP("These fu are not possible with the yaku ticked"),
    "dealer_only_yaku": QT_TR_NOOP("Tenhou is won by the dealer (East) only"),
    "non_dealer_only_yaku": QT_TR_NOOP("Chiihou and renhou cannot be won by the dealer "
                                       "(East)"),
    "yakuman_mismatch": QT_TR_NOOP("The yakuman do not match the yaku ticked"),
    "han_mismatch": QT_TR_NOOP("The han do not match the yaku and dora ticked"),
    "bad_tiles": QT_TR_NOOP(
        "These tiles cannot be read: write them in mpsz notation (e.g. 123m 456p 789s 11z)"),
    "impossible_tiles": QT_TR_NOOP(
        "These tiles cannot be in one hand: more than four of a tile, or the winning tile "
        "missing from the hand"),
    "bad_situation": QT_TR_NOOP(
        "What is ticked does not go with this win (riichi, ippatsu, last tile, kong, tsumo or "
        "ron)"),
    "not_a_win": QT_TR_NOOP("These tiles are not a winning hand"),
    # Paper totals (tournament.scoring.totals).
    "bad_score": QT_TR_NOOP("{score} is not a score: scores are multiples of 100"),
    "negative_number": QT_TR_NOOP("This number cannot be negative"),
    "not_an_integer": QT_TR_NOOP("This is not a whole number"),
    "totals_too_high": QT_TR_NOOP(
        "The scores add up to {total}, more than 4 \u00d7 {start} = {expected}"),
    "totals_sum": QT_TR_NOOP(
        "The scores add up to {total}; they must add up to 4 \u00d7 {start} = {expected} "
        "minus the riichi sticks left on the table (1,000 each)"),
    "totals_do_not_add_up:missing": QT_TR_NOOP(
        "The scores ({scores}) and the sticks on the table ({sticks}) make {total}; they must "
        "make {expected} (4 \u00d7 {start}): {difference} missing"),
    "totals_do_not_add_up:too_many": QT_TR_NOOP(
        "The scores ({scores}) and the sticks on the table ({sticks}) make {total}; they must "
        "make {expected} (4 \u00d7 {start}): {difference} too many"),
    "implausible_number": QT_TR_NOOP(
        "This number is not plausible for one game: check the slip"),
    # A players file past the import's limits (tournament.players.roster).
    "file_too_big:file": QT_TR_NOOP(
        "The file is {size} MB; a players file is at most {most} MB"),
    "file_too_big:part": QT_TR_NOOP(
        "A part of the workbook unpacks to {size} MB; a players file is at most {most} MB"),
    "file_too_big:workbook": QT_TR_NOOP(
        "The workbook unpacks to {size} MB; a players workbook is at most {most} MB"),
    "too_many_rows": QT_TR_NOOP(
        "The file goes on past line {most}; a players file has at most {most} lines"),
    "implausible_number:han": QT_TR_NOOP(
        "No hand has {value} han: at most {most} (20 of yaku, 20 dora and 20 ura dora)"),
    "too_many_sticks": QT_TR_NOOP(
        "The scores add up to {total}, which leaves {sticks} riichi sticks on the table; a "
        "game leaves at most {most} (check the slip)"),
    "need_four:scores": QT_TR_NOOP("Give four final scores, one per seat East to North"),
    "need_four:chombos": QT_TR_NOOP("Give four chombo counts, one per seat East to North"),
    # The table (tournament.service).
    "table_locked": QT_TR_NOOP(
        "Round {round} table {table} is approved (locked); unlock it with the organiser "
        "password to change it"),
    "totals_only": QT_TR_NOOP(
        "This table's final scores were entered from the score slip; undo them to record "
        "hands"),
    "table_has_hands": QT_TR_NOOP(
        "This table is recorded hand by hand ({count} hands); void or undo them first"),
    "no_change:hand": QT_TR_NOOP("Hand {hand_number} is already recorded like this"),
    "no_change:totals": QT_TR_NOOP("These final scores are already entered"),
    "no_such_hand": QT_TR_NOOP("Round {round} table {table} has no such hand"),
    "nothing_to_undo": QT_TR_NOOP("Nothing to undo at this table"),
    "nothing_to_redo": QT_TR_NOOP("Nothing to redo at this table"),
    "no_such_round": QT_TR_NOOP("Round {round} is not seated"),
    "no_such_table": QT_TR_NOOP("Round {round} has no table {table}"),
    "table_unfinished": QT_TR_NOOP("Round {round} table {table} has no final result yet"),
    "already_approved": QT_TR_NOOP(
        "This round is already approved (all its tables are locked)"),
    "already_locked": QT_TR_NOOP("Round {round} table {table} is already locked"),
    "not_locked": QT_TR_NOOP("Round {round} table {table} is not locked"),
    "not_approved": QT_TR_NOOP("Round {round} is not approved"),
    "bad_password": QT_TR_NOOP("Wrong organiser password"),
    "reason_required:unlock": QT_TR_NOOP("Say why an approved table is changed"),
    "reason_required:unlock_round": QT_TR_NOOP("Say why the round's approval is taken back"),
    "reason_required:penalty": QT_TR_NOOP("Say why the penalty is given"),
    "reason_required:withdraw": QT_TR_NOOP("Say why the penalty is withdrawn"),
    # Seating (tournament.service.seating).
    "round_locked": QT_TR_NOOP("Round {round} is approved (locked); its seating cannot change"),
    "round_played": QT_TR_NOOP(
        "Round {round} already has recorded games; its seating cannot change"),
    "no_players": QT_TR_NOOP("There are no active players to seat"),
    "seating_changed": QT_TR_NOOP(
        "The players or the seating changed while the tables were drawn; seat the round again"),
    "table_size": QT_TR_NOOP("Table {table} has {count} players; a table seats four"),
    "seated_twice": QT_TR_NOOP("{player} is seated twice"),
    "player_not_playing": QT_TR_NOOP("{player} has dropped out or is disqualified"),
    "player_not_seated": QT_TR_NOOP("Not seated: {players}"),
    "unknown_player": QT_TR_NOOP("There is no player \u201c{player}\u201d"),
    # Rounds, dates, settings (tournament.service.arguments, settings).
    "bad_round:too_high": QT_TR_NOOP("The tournament has {rounds} rounds; there is no round "
                                     "{round}"),
    "bad_round:not_a_number": QT_TR_NOOP("A round is a whole number from 1"),
    "bad_round:too_many": QT_TR_NOOP("A tournament has at most {rounds} rounds"),
    "bad_draw": QT_TR_NOOP("The draw does not cover every round"),
    "rounds_in_use": QT_TR_NOOP("A round that is already seated cannot be removed"),
    "bad_time_limit": QT_TR_NOOP("The time limit is a whole number of minutes, at most "
                                 "{max}"),
    "bad_date": QT_TR_NOOP("\u201c{value}\u201d is not a date"),
    "bad_period": QT_TR_NOOP("The last day is before the first day"),
    "bad_mers_weight": QT_TR_NOOP(
        "The MERS weight is the number the EMA assigned (e.g. 1, 1.5, 2.5), not "
        "\u201c{value}\u201d"),
    "empty_name:tournament": QT_TR_NOOP("The tournament needs a name"),
    "empty_name:player": QT_TR_NOOP("The name is empty"),
    "empty_password": QT_TR_NOOP("Type a password, or untick the box"),
    # The ruleset (tournament.rules.ruleset); {field} is the field's label.
    "bad_ruleset:not_positive": QT_TR_NOOP("{field} must be above zero"),
    "bad_ruleset:negative": QT_TR_NOOP("{field} must not be negative"),
    "bad_ruleset:honba_split": QT_TR_NOOP(
        "The honba value must split in three on a tsumo (a multiple of 3)"),
    "bad_ruleset:noten_split": QT_TR_NOOP(
        "The noten payment must split evenly between 1, 2 or 3 players (a multiple of 6)"),
    "bad_ruleset:uma_in_points": QT_TR_NOOP("The uma is in points: write 15,000 for +15, "
                                            "not 15"),
    "bad_ruleset:uma_sum": QT_TR_NOOP("The uma must add up to zero (it adds up to {total})"),
    "bad_ruleset:uma_count": QT_TR_NOOP("The uma needs four values, for 1st to 4th place"),
    "bad_ruleset:oka": QT_TR_NOOP(
        "With {start} start and {return} return points the oka must be {expected}, so that "
        "a game's points add up to zero"),
    # Players (tournament.players.roster, tournament.service.players).
    "bad_name:control": QT_TR_NOOP(
        "The {field} contains a control character ({char}); names are plain text"),
    "bad_name:length": QT_TR_NOOP(
        "The {field} is {length} characters long; at most {max} are allowed"),
    "bad_text:control": QT_TR_NOOP(
        "The {field} contains a control character ({char}); it is plain text"),
    "bad_text:length": QT_TR_NOOP(
        "The {field} is {length} characters long; at most {max} are allowed"),
    "bad_name:surrogate": QT_TR_NOOP(
        "The {field} contains half of a character ({char}): text read in another encoding?"),
    "bad_text:surrogate": QT_TR_NOOP(
        "The {field} contains half of a character ({char}): text read in another encoding?"),
    "duplicate_name:registered": QT_TR_NOOP(
        "\u201c{name}\u201d is already registered ({other})"),
    "duplicate_name:line": QT_TR_NOOP("\u201c{name}\u201d is also on line {other_line}"),
    "bad_ema_number": QT_TR_NOOP(
        "\u201c{value}\u201d is not an EMA number (eight digits, e.g. 04290032)"),
    "duplicate_ema_number:registered": QT_TR_NOOP(
        "EMA number {value} is already registered for {other}"),
    "duplicate_ema_number:line": QT_TR_NOOP("EMA number {value} is also on line {other_line}"),
    "bad_country:unknown": QT_TR_NOOP(
        "\u201c{value}\u201d is not a country this app knows: write its English name, its own "
        "name, its ISO code (DE, DEU) or its EMA code (GER)"),
    "bad_status": QT_TR_NOOP(
        "Unknown status \u201c{value}\u201d (active, dropped or substitute)"),
    "bad_ema_ranked": QT_TR_NOOP("EMA ranking is yes or no, not \u201c{value}\u201d"),
    "missing_name_column": QT_TR_NOOP(
        "The header row has no name columns: first_name and last_name, or name"),
    "duplicate_column": QT_TR_NOOP("The column \u201c{column}\u201d appears twice in the "
                                   "header"),
    "ambiguous_name": QT_TR_NOOP(
        "\u201c{name}\u201d can be split into first and last name in several ways: choose "
        "the split"),
    # Penalties (tournament.service.penalties).
    "positive_penalty": QT_TR_NOOP("A penalty takes points off: give a negative number"),
    "no_points": QT_TR_NOOP(
        "A point deduction needs points; a warning without points is a yellow card"),
    "points_on_yellow_card": QT_TR_NOOP("A yellow card carries no points; record a "
                                        "deduction"),
    "not_at_table": QT_TR_NOOP("{player} does not sit at round {round} table {table}"),
    "already_withdrawn": QT_TR_NOOP("This penalty is already withdrawn"),
    "no_such_penalty": QT_TR_NOOP("There is no such penalty"),
    "penalty_too_large": QT_TR_NOOP(
        "This deduction is larger than a penalty can take: check the number of points"),
    # The EMA results file (tournament.service.ema).
    "no_results": QT_TR_NOOP("No game has been finished yet"),
    "unfinished": QT_TR_NOOP(
        "Round {round} table {table} has no final result: the EMA file needs every game "
        "finished"),
    "rounds_left": QT_TR_NOOP(
        "The tournament has {rounds} rounds; the file counts rounds 1 to {round}"),
    "no_date": QT_TR_NOOP(
        "The tournament has no dates (the EMA file needs the first and the last day)"),
    "no_city": QT_TR_NOOP("The EMA file needs the city the tournament is played in: set it "
                          "in the tournament details"),
    "no_host_country": QT_TR_NOOP("The EMA file needs the organising country: set it in the "
                                  "tournament details"),
    "no_mers_weight": QT_TR_NOOP("The EMA file needs the MERS weight the EMA assigned: set it "
                                 "in the tournament details"),
    "bad_country:host": QT_TR_NOOP(
        "The organising country \u201c{value}\u201d is not a country code the EMA uses"),
    "bad_country:player": QT_TR_NOOP(
        "{player}: \u201c{value}\u201d is not a country the EMA knows; correct it"),
    "no_country": QT_TR_NOOP("{player} has no country"),
    "no_last_name": QT_TR_NOOP("{player} has no last name"),
    "no_first_name": QT_TR_NOOP("{player} has no first name"),
    "name_to_check": QT_TR_NOOP(
        "{player}: first name \u201c{first}\u201d and last name \u201c{last}\u201d were "
        "guessed from one name; check them"),
    "few_ema_players": QT_TR_NOOP(
        "{count} ranked players come from EMA member countries; the EMA ranks tournaments "
        "with at least {minimum}"),
    # Where a file may be written (the service's check_output_path).
    "output_is_folder": QT_TR_NOOP("{path} is a folder: choose a file name"),
    "output_not_a_file": QT_TR_NOOP("{path} is not a regular file"),
    "no_folder": QT_TR_NOOP("The folder {path} does not exist"),
    "output_is_tournament": QT_TR_NOOP(
        "This is one of the tournament's own files ({file}): writing over it would destroy "
        "the tournament"),
    "output_is_backup": QT_TR_NOOP(
        "{path} holds the tournament's backups: choose another folder"),
    "bad_output": QT_TR_NOOP("{path} cannot be checked: choose another file name"),
    "os_error": QT_TR_NOOP("The file could not be written: {error}"),
    # Refusals and file problems the core words in detail (a file name, a value, a round):
    # the desk shows the core's message in English (DETAILED_IN_CORE) and these words in
    # another language.
    "bad_abortive_kind": QT_TR_NOOP("This is not a kind of abortive draw"),
    "bad_carry": QT_TR_NOOP("The carry-over is kept, halved or reset"),
    "bad_code": QT_TR_NOOP("This is not the table's code"),
    "bad_csv": QT_TR_NOOP("The file cannot be read as CSV"),
    "bad_document": QT_TR_NOOP("There is no such document"),
    "bad_encoding": QT_TR_NOOP("The file cannot be read in this encoding: choose another"),
    "bad_entry_id": QT_TR_NOOP("This entry id cannot be used"),
    "bad_flag": QT_TR_NOOP("This is not a valid player flag"),
    "bad_json": QT_TR_NOOP("This is not in the expected JSON form"),
    "bad_kind": QT_TR_NOOP("This kind is not known"),
    "bad_log": QT_TR_NOOP("An entry of the table's log cannot be replayed"),
    "bad_minimum": QT_TR_NOOP("The minimum is a whole number from 1"),
    "bad_minutes": QT_TR_NOOP("This is not a possible number of minutes"),
    "bad_name_style": QT_TR_NOOP("This name style is not known"),
    "bad_players": QT_TR_NOOP("A table needs four different player names, East to North"),
    "bad_ranking": QT_TR_NOOP("The ranking must list different players, a multiple of four"),
    "bad_role": QT_TR_NOOP("This role cannot be used"),
    "bad_rounds": QT_TR_NOOP("A final has 1 to {most} rounds"),
    "bad_score_unit": QT_TR_NOOP("The score unit is raw points or thousands"),
    "bad_seating": QT_TR_NOOP("The final is seated snake, by blocks or by hand"),
    "bad_seen": QT_TR_NOOP("The table changed since the phone read it"),
    "bad_size": QT_TR_NOOP("A final is a whole number of tables: 4, 8, 16 players..."),
    "bad_source": QT_TR_NOOP("This tournament is on a server already: copy it into a file first"),
    "bad_steps": QT_TR_NOOP("The search budget cannot be negative"),
    "bad_tie_break": QT_TR_NOOP("The tie-breaks are not valid"),
    "bad_ties": QT_TR_NOOP("Tied players are ranked by the standings or share the award"),
    "bad_title": QT_TR_NOOP("An award title is plain text of at most 80 characters"),
    "bad_type": QT_TR_NOOP("This value has the wrong type"),
    "bad_url": QT_TR_NOOP("Give the server as postgresql://user@host/dbname"),
    "bad_xlsx": QT_TR_NOOP("The file cannot be read as an .xlsx workbook"),
    "busy": QT_TR_NOOP("Another tournament is being opened"),
    "cancelled": QT_TR_NOOP("Cancelled"),
    "clock_not_paused": QT_TR_NOOP("The clock of round {round} is not paused"),
    "clock_not_running": QT_TR_NOOP("The clock of round {round} is not running"),
    "clock_not_started": QT_TR_NOOP("The clock of round {round} has nothing to reset"),
    "clock_started": QT_TR_NOOP("The clock of round {round} has already started"),
    "duplicate_award": QT_TR_NOOP("An award is listed twice"),
    "duplicate_player": QT_TR_NOOP("A player is listed twice"),
    "empty_announcement": QT_TR_NOOP("The announcement is empty"),
    "empty_file": QT_TR_NOOP("The file is empty: it needs a header row with name columns"),
    "empty_station": QT_TR_NOOP(
        "Give this station a name (e.g. Desk 2): every change "
        "made here is written with it"),
    "entry_off": QT_TR_NOOP(
        "Entry from the phones is switched off here: give the score "
        "sheet to the desk"),
    "failed": QT_TR_NOOP("The operation failed"),
    "field_not_for_outcome": QT_TR_NOOP("This field does not belong to this kind of hand"),
    "file_damaged": QT_TR_NOOP("The tournament file is damaged: open its latest backup"),
    "file_exists": QT_TR_NOOP("This file already exists: choose another file name"),
    "final_played": QT_TR_NOOP("The final has recorded games: it cannot be taken back"),
    "final_round": QT_TR_NOOP("This round belongs to the final: it is seated by rank or typed in"),
    "final_started": QT_TR_NOOP("The final has started: take it back first"),
    "finalist_count": QT_TR_NOOP("A final of {size} needs {size} finalists"),
    "finalist_dropped": QT_TR_NOOP("A finalist has dropped out: name the finalists"),
    "finalist_twice": QT_TR_NOOP("A finalist is named twice"),
    "hands_differ": QT_TR_NOOP(
        "The record differs from the hands already recorded: amend "
        "or void them"),
    "log_differs": QT_TR_NOOP("The log differs from what is recorded"),
    "log_player_elsewhere": QT_TR_NOOP("{player} is in the log but does not play at this table"),
    "log_player_twice": QT_TR_NOOP("{player} is in two logs"),
    "log_player_unknown": QT_TR_NOOP(
        "\u201c{name}\u201d in the log is no player of the "
        "tournament"),
    "log_player_unknown:several": QT_TR_NOOP(
        "\u201c{name}\u201d in the log may be any of {players} (their names are one, case "
        "and width aside): say which"),
    "log_players_missing": QT_TR_NOOP("Not in the log: {players}"),
    "log_seat_order": QT_TR_NOOP(
        "The room seated the players otherwise than this table, "
        "and its round can no longer be seated again"),
    "no_file": QT_TR_NOOP("The file cannot be read"),
    "no_final": QT_TR_NOOP("No final has been started"),
    "no_logs": QT_TR_NOOP("Give at least one log"),
    "no_qualifying_round": QT_TR_NOOP(
        "The final comes after the qualifying rounds: seat "
        "and play them first"),
    "no_round": QT_TR_NOOP("Say which round to seat"),
    "no_such_call": QT_TR_NOOP("This referee call is no longer open (closed at another desk)"),
    "no_round_length": QT_TR_NOOP("How long is the round? Give the minutes"),
    "no_rounds": QT_TR_NOOP("At least one round is needed"),
    "no_tables": QT_TR_NOOP("Give at least one table"),
    "no_winner": QT_TR_NOOP("This hand needs at least one winner"),
    "not_a_final_round": QT_TR_NOOP("Round {round} is not a later round of the final"),
    "not_a_finalist": QT_TR_NOOP("A player named is not in the final"),
    "not_current_round": QT_TR_NOOP(
        "Round {round} is not the current round: hands are "
        "entered at the desk"),
    "not_in_log": QT_TR_NOOP("The log has no player \u201c{name}\u201d"),
    "not_ranked": QT_TR_NOOP("A finalist named has no place in the standings"),
    "nothing_new": QT_TR_NOOP("Every hand of the record is already recorded"),
    "nothing_to_set": QT_TR_NOOP("Give the minutes or the warning"),
    "online_name_taken": QT_TR_NOOP("{player} already has this online name"),
    "output_missing": QT_TR_NOOP("Choose a file"),
    "players_not_multiple_of_4": QT_TR_NOOP(
        "The players do not fill tables of four: add "
        "substitutes"),
    "previous_unfinished": QT_TR_NOOP("Round {previous} must be finished first"),
    "qualifying_unfinished": QT_TR_NOOP("Every qualifying game must be finished first"),
    "round_approved": QT_TR_NOOP("Round {round} is approved: ask the organiser"),
    "rounds_after": QT_TR_NOOP("A round is already seated after the qualifying rounds"),
    "ruleset_mismatch": QT_TR_NOOP("The record is for another ruleset than the tournament's"),
    "seat_out_of_range": QT_TR_NOOP("A seat is a number from 0 to 3"),
    "store_error": QT_TR_NOOP("The tournament file could not be used"),
    "summary_differs": QT_TR_NOOP("A table's stored result differs from its log"),
    "tables_required": QT_TR_NOOP(
        "A seating by hand needs the tables: four finalists "
        "each, East to North"),
    "tie_at_cut": QT_TR_NOOP(
        "A place is shared across the cut of the final: set a "
        "tie-break or name the finalists"),
    "too_few_players": QT_TR_NOOP("There are too few players"),
    "too_many_columns": QT_TR_NOOP("The sheet has too many columns for a players file"),
    "too_many_hands": QT_TR_NOOP("A game holds at most {most} hands"),
    "unexpected_argument": QT_TR_NOOP("This award takes no argument"),
    "unknown_award": QT_TR_NOOP("This award is not known"),
    "unknown_field": QT_TR_NOOP("This field is not known"),
    "unknown_outcome": QT_TR_NOOP("This outcome is not known"),
    "unknown_ruleset": QT_TR_NOOP("This ruleset is not known"),
    "wrong_player": QT_TR_NOOP("The record names another player at this seat"),
}

# Codes whose core message says more than the desk's words (it names the yaku concerned):
# shown as the core words them when the desk speaks the core's language, English.
DETAILED_IN_CORE = frozenset({
    "ambiguous_yaku", "unknown_yaku", "duplicate_yaku", "not_a_winning_hand",
    "yaku_not_in_ruleset", "closed_only_yaku", "yaku_combination", "yaku_needs_tsumo",
    "yaku_needs_ron", "missing_yaku", "riichi_not_declared", "riichi_open_hand",
    "ippatsu_without_riichi", "red_fives_not_in_ruleset", "too_many_red_fives",
    "ura_dora_without_riichi", "dora_with_renhou", "no_yaku", "impossible_fu",
    "dealer_only_yaku", "non_dealer_only_yaku", "yakuman_mismatch", "han_mismatch",
    "bad_tiles", "impossible_tiles", "bad_situation", "not_a_win",
    "table_changed", "changed_elsewhere", "not_allowed", "fact_changed", "fact_added",
    "fact_removed", "ledger_broken", "ledger_behind", "unsigned_fact", "signature_wrong"})
DETAILED_IN_CORE |= frozenset({
    "bad_abortive_kind", "bad_carry", "bad_code", "bad_csv", "bad_document", "bad_encoding",
    "bad_entry_id", "bad_flag", "bad_json", "bad_kind", "bad_log", "bad_minimum", "bad_minutes",
    "bad_name_style", "bad_players", "bad_ranking", "bad_role", "bad_rounds", "bad_score_unit",
    "bad_seating", "bad_seen", "bad_size", "bad_source", "bad_steps", "bad_tie_break", "bad_ties",
    "bad_title", "bad_type", "bad_url", "bad_xlsx", "busy", "cancelled", "clock_not_paused",
    "clock_not_running", "clock_not_started", "clock_started", "duplicate_award",
    "duplicate_player", "empty_announcement", "empty_file", "empty_station", "entry_off", "failed",
    "field_not_for_outcome", "file_damaged", "file_exists", "final_played", "final_round",
    "final_started", "finalist_count", "finalist_dropped", "finalist_twice", "hands_differ",
    "log_differs", "log_player_elsewhere", "log_player_twice", "log_player_unknown",
    "log_players_missing", "log_seat_order", "no_file", "no_final", "no_logs",
    "no_qualifying_round", "no_round", "no_round_length", "no_rounds", "no_tables", "no_winner",
    "not_a_final_round", "not_a_finalist", "not_current_round", "not_in_log", "not_ranked",
    "nothing_new", "nothing_to_set", "online_name_taken", "output_missing",
    "players_not_multiple_of_4", "previous_unfinished", "qualifying_unfinished", "round_approved",
    "rounds_after", "ruleset_mismatch", "seat_out_of_range", "store_error", "summary_differs",
    "tables_required", "tie_at_cut", "too_few_players", "too_many_columns", "too_many_hands",
    "unexpected_argument", "unknown_award", "unknown_field", "unknown_outcome", "unknown_ruleset",
    "wrong_player",
})

# Codes the desk never shows, each for its reason; they have no desk words (the test of the
# issue codes checks every other code has).
NOT_ON_THE_DESK = frozenset({
    # The phone page's own answers (tournament.web.entry): worded by the page, in the
    # phone's language.
    "bad_method", "bad_request", "not_found", "server_error", "too_large",
    "too_many_wrong_codes", "unavailable", "maybe_saved",
    # The command line only: `check --head`, `grant`, `import` of a JSON export.
    "bad_head", "ledger_rewritten", "not_owner", "same_role", "unknown_role", "bad_time",
    "not_an_export", "unsupported_version",
    # The phones' own (a table's phone calls a referee, names itself, gives a win by its
    # yaku): the desk closes calls, and chooses the setting from a list.
    "bad_reason", "too_many_calls", "yaku_needed", "phone_name_taken", "bad_phone_entry",
})
