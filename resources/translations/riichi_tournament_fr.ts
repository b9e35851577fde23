<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/dialogs/files.py" line="14"/>
        <source>Tournaments (*%1);;All files (*)</source>
        <translation>Tournois (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/files.py" line="18"/>
        <source>Open a tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/files.py" line="24"/>
        <source>Save the new tournament as</source>
        <translation>Enregistrer le nouveau tournoi sous</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/files.py" line="34"/>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="44"/>
        <location filename="../../ui/views/players_view.py" line="233"/>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/files.py" line="35"/>
        <source>Players files (*.csv *.xlsx);;All files (*)</source>
        <translation>Fichiers de joueurs (*.csv *.xlsx);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="116"/>
        <source>Correct hand %1</source>
        <translation>Corriger la main %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="118"/>
        <source>Record hand %1</source>
        <translation>Saisir la main %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="140"/>
        <source>Dealer: %1</source>
        <translation>Donneur : %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="142"/>
        <source>%n riichi stick on the table</source>
        <translation>%n bâton de riichi sur la table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="143"/>
        <source>%n riichi sticks on the table</source>
        <translation>%n bâtons de riichi sur la table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="157"/>
        <source>&amp;Ron</source>
        <translation>&amp;Ron</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="157"/>
        <source>&amp;Tsumo</source>
        <translation>&amp;Tsumo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="158"/>
        <source>&amp;Draw</source>
        <translation>&amp;Fin de mur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="159"/>
        <source>&amp;Abortive draw</source>
        <translation>Main &amp;annulée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="160"/>
        <source>&amp;Nagashi mangan</source>
        <translation>&amp;Nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="161"/>
        <source>&amp;Chombo</source>
        <translation>&amp;Chombo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="201"/>
        <source>Riichi declared (stake paid)</source>
        <translation>Riichi annoncé (mise payée)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="204"/>
        <location filename="../../ui/text.py" line="82"/>
        <source>Discarder</source>
        <translation>Défausseur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="206"/>
        <source>Discarded the winning tile</source>
        <translation>A défaussé la tuile gagnante</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="218"/>
        <source>Add another winner on this discard</source>
        <translation>Ajouter un autre gagnant sur cette défausse</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="221"/>
        <source>Head bump: only the winner nearest the discarder (in turn order) is paid.</source>
        <translation>Atamahane : seul le gagnant le plus proche du défausseur (dans l’ordre du jeu) est payé.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="231"/>
        <location filename="../../ui/text.py" line="86"/>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="235"/>
        <source>Tenpai (waiting hands shown)</source>
        <translation>Tenpai (mains en attente montrées)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="239"/>
        <source>Made nagashi mangan</source>
        <translation>A fait nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="242"/>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="126"/>
        <location filename="../../ui/widgets/seat_inputs.py" line="36"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="247"/>
        <location filename="../../ui/text.py" line="90"/>
        <location filename="../../ui/text.py" line="161"/>
        <location filename="../../ui/text.py" line="198"/>
        <source>Abortive draw</source>
        <translation>Main annulée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="250"/>
        <location filename="../../ui/text.py" line="87"/>
        <source>Offender</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="252"/>
        <source>Committed the chombo</source>
        <translation>A commis le chombo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="254"/>
        <source>Time is up: this is the last hand of the game</source>
        <translation>Temps écoulé : c’est la dernière main de la partie</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="259"/>
        <source>Optional remark for the log</source>
        <translation>Remarque facultative pour le journal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="261"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="264"/>
        <source>Why is this hand corrected? Kept in the log.</source>
        <translation>Pourquoi corriger cette main ? Conservé dans le journal.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="266"/>
        <source>Reason for the correction</source>
        <translation>Motif de la correction</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="278"/>
        <source>Save correction</source>
        <translation>Enregistrer la correction</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="278"/>
        <source>Record hand</source>
        <translation>Enregistrer la main</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="280"/>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="83"/>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="326"/>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="118"/>
        <location filename="../../ui/dialogs/reason_dialog.py" line="55"/>
        <location filename="../../ui/dialogs/totals_dialog.py" line="132"/>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="61"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="422"/>
        <source>Choose who discarded the winning tile</source>
        <translation>Choisissez qui a défaussé la tuile gagnante</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="437"/>
        <source>Choose which abortive draw it was</source>
        <translation>Choisissez le type de main annulée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="444"/>
        <source>Choose who committed the chombo</source>
        <translation>Choisissez qui a commis le chombo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="453"/>
        <source>Say why the hand is corrected</source>
        <translation>Dites pourquoi la main est corrigée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="499"/>
        <source>Fix the problems in red to see the payments.</source>
        <translation>Corrigez les problèmes en rouge pour voir les paiements.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="501"/>
        <location filename="../../ui/widgets/payments_preview.py" line="66"/>
        <source>The payments appear here once the hand is complete.</source>
        <translation>Les paiements s’affichent ici une fois la main complète.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/hand_dialog.py" line="511"/>
        <source>Hand %1: %2</source>
        <translation>Main %1 : %2</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="49"/>
        <source>Import players from a file</source>
        <translation>Importer des joueurs depuis un fichier</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="52"/>
        <source>A CSV or XLSX file with a header row: name (required), ema_number, club, country, team, status.</source>
        <translation>Un fichier CSV ou XLSX avec une ligne d’en-tête : name (obligatoire), ema_number, club, country, team, status.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="58"/>
        <source>No file chosen</source>
        <translation>Aucun fichier choisi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="60"/>
        <source>Choose a file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="111"/>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="136"/>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="117"/>
        <source>%n line has a problem: correct the file and choose it again. Nothing is imported while a problem remains.</source>
        <translation>%n ligne a un problème : corrigez le fichier et choisissez-le à nouveau. Rien n’est importé tant qu’un problème subsiste.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="120"/>
        <source>%n lines have a problem: correct the file and choose it again. Nothing is imported while a problem remains.</source>
        <translation>%n lignes ont un problème : corrigez le fichier et choisissez-le à nouveau. Rien n’est importé tant qu’un problème subsiste.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="125"/>
        <source>%n player to import.</source>
        <translation>%n joueur à importer.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="126"/>
        <source>%n players to import.</source>
        <translation>%n joueurs à importer.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="128"/>
        <source>Columns not used: %1</source>
        <translation>Colonnes non utilisées : %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="135"/>
        <source>Import %n player</source>
        <translation>Importer %n joueur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/import_players_dialog.py" line="136"/>
        <source>Import %n players</source>
        <translation>Importer %n joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="97"/>
        <source>The tournament</source>
        <translation>Le tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="98"/>
        <source>Its name, where and when it is played, how many rounds and how long a round lasts.</source>
        <translation>Son nom, où et quand il se joue, combien de tours et la durée d’un tour.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="104"/>
        <source>e.g. Lyon Riichi Open 2026</source>
        <translation>p. ex. Open Riichi de Lyon 2026</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="122"/>
        <location filename="../../ui/views/projector.py" line="132"/>
        <location filename="../../ui/views/projector.py" line="133"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="123"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="131"/>
        <source>Protect approved rounds with a password</source>
        <translation>Protéger les tours validés par un mot de passe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="135"/>
        <source>needed to change an approved table</source>
        <translation>nécessaire pour modifier une table validée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="139"/>
        <location filename="../../ui/models/import_preview_model.py" line="70"/>
        <location filename="../../ui/models/players_model.py" line="31"/>
        <location filename="../../ui/models/standings_model.py" line="55"/>
        <location filename="../../ui/views/projector.py" line="231"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="141"/>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="145"/>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="148"/>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="150"/>
        <location filename="../../ui/views/rounds_view.py" line="166"/>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="151"/>
        <source>Time limit per round</source>
        <translation>Durée d’un tour</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="152"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="155"/>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="179"/>
        <source>The tournament needs a name</source>
        <translation>Le tournoi doit avoir un nom</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="181"/>
        <source>The last day is before the first day</source>
        <translation>Le dernier jour précède le premier</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="184"/>
        <source>Choose where to save the tournament</source>
        <translation>Choisissez où enregistrer le tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="186"/>
        <source>This file already exists: choose another name</source>
        <translation>Ce fichier existe déjà : choisissez un autre nom</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="188"/>
        <source>This folder does not exist</source>
        <translation>Ce dossier n’existe pas</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="190"/>
        <source>Type a password, or untick the box</source>
        <translation>Saisissez un mot de passe, ou décochez la case</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="212"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="213"/>
        <source>Start from a preset; every rule can be changed. A changed rule is shown in bold. The rules cannot change once the tournament is created.</source>
        <translation>Partez d’un jeu de règles prédéfini ; chaque règle peut être modifiée. Une règle modifiée apparaît en gras. Les règles ne changent plus une fois le tournoi créé.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="229"/>
        <location filename="../../ui/main_window.py" line="96"/>
        <location filename="../../ui/main_window.py" line="239"/>
        <location filename="../../ui/views/players_view.py" line="53"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="230"/>
        <source>Type one player per line (name, then optionally club, country, EMA number, team, separated by commas) or import a CSV/XLSX file. Players can also be added later.</source>
        <translation>Un joueur par ligne (nom, puis facultativement club, pays, numéro EMA, équipe, séparés par des virgules) ou importez un fichier CSV/XLSX. Des joueurs peuvent aussi être ajoutés plus tard.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="236"/>
        <source>Import a file…</source>
        <translation>Importer un fichier…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="295"/>
        <source>%n line has a problem (see the table).</source>
        <translation>%n ligne a un problème (voir le tableau).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="296"/>
        <source>%n lines have a problem (see the table).</source>
        <translation>%n lignes ont un problème (voir le tableau).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="299"/>
        <source>%n player.</source>
        <translation>%n joueur.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="299"/>
        <source>%n players.</source>
        <translation>%n joueurs.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="302"/>
        <source>%n substitute will be added to fill the last table.</source>
        <translation>%n remplaçant sera ajouté pour compléter la dernière table.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="304"/>
        <source>%n substitutes will be added to fill the last table.</source>
        <translation>%n remplaçants seront ajoutés pour compléter la dernière table.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="320"/>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="324"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="325"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/new_tournament_wizard.py" line="327"/>
        <source>Create the tournament</source>
        <translation>Créer le tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="54"/>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="102"/>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="59"/>
        <source>Record a referee penalty</source>
        <translation>Enregistrer une pénalité d’arbitre</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="62"/>
        <source>A chombo is recorded at its table, as a hand (Chombo button).</source>
        <translation>Un chombo s’enregistre à sa table, comme une main (bouton Chombo).</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="72"/>
        <source>Type a name</source>
        <translation>Saisissez un nom</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="87"/>
        <source>e.g. slow play after two warnings</source>
        <translation>p. ex. jeu lent après deux avertissements</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="91"/>
        <source>whole tournament</source>
        <translation>tout le tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="97"/>
        <source>not at a table</source>
        <translation>hors table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="100"/>
        <location filename="../../ui/dialogs/totals_dialog.py" line="66"/>
        <location filename="../../ui/models/penalties_model.py" line="43"/>
        <location filename="../../ui/widgets/payments_preview.py" line="50"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="103"/>
        <location filename="../../ui/models/penalties_model.py" line="48"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="105"/>
        <location filename="../../ui/dialogs/reason_dialog.py" line="42"/>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="53"/>
        <location filename="../../ui/models/penalties_model.py" line="50"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="107"/>
        <location filename="../../ui/models/penalties_model.py" line="53"/>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="108"/>
        <location filename="../../ui/models/hand_log_model.py" line="140"/>
        <location filename="../../ui/models/penalties_model.py" line="44"/>
        <location filename="../../ui/views/penalties_view.py" line="72"/>
        <location filename="../../ui/views/standings_view.py" line="103"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="110"/>
        <location filename="../../ui/main_window.py" line="98"/>
        <location filename="../../ui/main_window.py" line="240"/>
        <location filename="../../ui/models/penalties_model.py" line="46"/>
        <location filename="../../ui/models/round_tables_model.py" line="42"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="117"/>
        <source>Record penalty</source>
        <translation>Enregistrer la pénalité</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="142"/>
        <source>Choose the player</source>
        <translation>Choisissez le joueur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/penalty_dialog.py" line="144"/>
        <source>Say why the penalty is given</source>
        <translation>Dites pourquoi la pénalité est donnée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/reason_dialog.py" line="26"/>
        <source>Void hand %1</source>
        <translation>Invalider la main %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/reason_dialog.py" line="31"/>
        <source>Void hand %1?</source>
        <translation>Invalider la main %1 ?</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/reason_dialog.py" line="37"/>
        <source>The hand stays in the log, struck through, with your reason. The hands after it are settled again.</source>
        <translation>La main reste dans le journal, barrée, avec votre motif. Les mains suivantes sont recalculées.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/reason_dialog.py" line="46"/>
        <source>e.g. entered on the wrong table</source>
        <translation>p. ex. saisie sur la mauvaise table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/reason_dialog.py" line="54"/>
        <source>Void hand</source>
        <translation>Invalider la main</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/reason_dialog.py" line="64"/>
        <source>Say why the hand is voided</source>
        <translation>Dites pourquoi la main est invalidée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="48"/>
        <source>Totals scored on paper</source>
        <translation>Totaux notés sur papier</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="53"/>
        <source>Final scores from the paper score sheet</source>
        <translation>Scores finaux de la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="56"/>
        <source>For a table scored on paper, with no hands entered. The scores and the sticks left on the table must add up to %1.</source>
        <translation>Pour une table notée sur papier, sans main saisie. Les scores et les bâtons restés sur la table doivent faire %1.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="66"/>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="66"/>
        <location filename="../../ui/models/standings_model.py" line="71"/>
        <source>Chombos</source>
        <translation>Chombos</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="67"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="85"/>
        <source>Final score of %1</source>
        <translation>Score final de %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="90"/>
        <source>Chombos of %1</source>
        <translation>Chombos de %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="106"/>
        <source>Riichi sticks left on the table</source>
        <translation>Bâtons de riichi restés sur la table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="131"/>
        <source>Save totals</source>
        <translation>Enregistrer les totaux</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/totals_dialog.py" line="172"/>
        <source>Total with the sticks: %1 of %2</source>
        <translation>Total avec les bâtons : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="31"/>
        <source>Unlock table</source>
        <translation>Déverrouiller la table</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="36"/>
        <source>Unlock %1?</source>
        <translation>Déverrouiller %1 ?</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="39"/>
        <source>This table was approved. Unlocking it lets you correct its hands; the unlock and your reason are kept in the tournament&apos;s log.</source>
        <translation>Cette table a été validée. La déverrouiller permet de corriger ses mains ; le déverrouillage et votre motif sont conservés dans le journal du tournoi.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="48"/>
        <source>e.g. score sheet signed with a wrong total</source>
        <translation>p. ex. feuille signée avec un total faux</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="50"/>
        <source>Organiser password</source>
        <translation>Mot de passe de l’organisateur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="60"/>
        <source>Unlock</source>
        <translation>Déverrouiller</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/unlock_dialog.py" line="70"/>
        <source>Say why the table is changed</source>
        <translation>Dites pourquoi la table est modifiée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="58"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="61"/>
        <source>Remove this winner</source>
        <translation>Retirer ce gagnant</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="67"/>
        <location filename="../../ui/dialogs/win_editor.py" line="95"/>
        <location filename="../../ui/text.py" line="83"/>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="69"/>
        <source>Han and fu</source>
        <translation>Han et fu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="75"/>
        <location filename="../../ui/dialogs/win_editor.py" line="98"/>
        <location filename="../../ui/text.py" line="92"/>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="80"/>
        <location filename="../../ui/dialogs/win_editor.py" line="99"/>
        <location filename="../../ui/dialogs/win_inputs.py" line="85"/>
        <location filename="../../ui/text.py" line="93"/>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="81"/>
        <source>20, 25, or 30 to 130 in tens; may be left at 0 from 5 han on</source>
        <translation>20, 25, ou de 30 à 130 par dizaines ; peut rester à 0 à partir de 5 han</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="84"/>
        <location filename="../../ui/rule_words.py" line="75"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="86"/>
        <location filename="../../ui/dialogs/win_editor.py" line="100"/>
        <location filename="../../ui/text.py" line="91"/>
        <source>Yakuman</source>
        <translation>Yakuman</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="87"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="88"/>
        <location filename="../../ui/dialogs/win_editor.py" line="101"/>
        <location filename="../../ui/text.py" line="88"/>
        <source>Liable (pao)</source>
        <translation>Responsable (pao)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="89"/>
        <source>The player who fed the last pung of Big Three Dragons or Big Four Winds (yakuman only)</source>
        <translation>Le joueur qui a donné le dernier pung des Trois grands dragons ou des Quatre grands vents (yakuman seulement)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="96"/>
        <source>Enter by</source>
        <translation>Saisir par</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="127"/>
        <source>Forget the detail</source>
        <translation>Oublier le détail</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="158"/>
        <source>Winner %1</source>
        <translation>Gagnant %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="228"/>
        <source>Choose the winner</source>
        <translation>Choisissez le gagnant</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="237"/>
        <source>Finish the hand above</source>
        <translation>Terminez la main ci-dessus</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="314"/>
        <source>yaku: %1</source>
        <translation>yaku : %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="315"/>
        <source>dora</source>
        <translation>dora</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="315"/>
        <source>red fives</source>
        <translation>cinq rouges</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="316"/>
        <source>ura dora</source>
        <translation>ura dora</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="320"/>
        <source>open hand</source>
        <translation>main ouverte</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="320"/>
        <source>closed hand</source>
        <translation>main fermée</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="321"/>
        <source>Recorded detail, kept and checked: %1</source>
        <translation>Détail enregistré, conservé et vérifié : %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="353"/>
        <source>%1 from each player</source>
        <translation>%1 de chaque joueur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="355"/>
        <source>%1 from the dealer, %2 from the others</source>
        <translation>%1 du donneur, %2 des autres</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_editor.py" line="363"/>
        <source>Worth %1</source>
        <translation>Vaut %1</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="62"/>
        <source>Filter: English, romaji or French name</source>
        <translation>Filtre : nom anglais, romaji ou français</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="64"/>
        <source>Open hand</source>
        <translation>Main ouverte</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="75"/>
        <source>Dora from the indicators</source>
        <translation>Dora des indicateurs</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="76"/>
        <source>Red fives in the hand</source>
        <translation>Cinq rouges dans la main</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="77"/>
        <source>Ura dora (after a riichi)</source>
        <translation>Ura dora (après un riichi)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="78"/>
        <source>Fu, when the yaku do not fix them; 0 from 5 han on</source>
        <translation>Fu, quand les yaku ne les fixent pas ; 0 à partir de 5 han</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="81"/>
        <location filename="../../ui/rule_words.py" line="28"/>
        <source>Red fives</source>
        <translation>Cinq rouges</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="82"/>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="84"/>
        <source>Ura dora</source>
        <translation>Ura dora</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="199"/>
        <location filename="../../ui/rule_words.py" line="78"/>
        <location filename="../../ui/text.py" line="122"/>
        <location filename="../../ui/text.py" line="144"/>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="201"/>
        <source>closed only</source>
        <translation>fermée seulement</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="203"/>
        <source>%1 han</source>
        <translation>%1 han</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="223"/>
        <source>Tick the yaku of the hand.</source>
        <translation>Cochez les yaku de la main.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="227"/>
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="229"/>
        <source>%1 fu</source>
        <translation>%1 fu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="246"/>
        <source>e.g. 234456m678p345s88s (winning tile included)</source>
        <translation>p. ex. 234456m678p345s88s (tuile gagnante comprise)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="248"/>
        <source>e.g. 5s</source>
        <translation>p. ex. 5s</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="251"/>
        <source>called sets, e.g. pon:777z chi:123m ankan:9999s</source>
        <translation>combinaisons annoncées, p. ex. pon:777z chi:123m ankan:9999s</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="253"/>
        <source>indicators, e.g. 4s,1z</source>
        <translation>indicateurs, p. ex. 4s,1z</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="255"/>
        <source>after a riichi</source>
        <translation>après un riichi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="256"/>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="256"/>
        <source>Winning tile</source>
        <translation>Tuile gagnante</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="257"/>
        <source>Called sets</source>
        <translation>Combinaisons annoncées</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="257"/>
        <source>Dora indicators</source>
        <translation>Indicateurs de dora</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="258"/>
        <source>Ura dora indicators</source>
        <translation>Indicateurs d’ura dora</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="268"/>
        <location filename="../../ui/models/hand_log_model.py" line="141"/>
        <location filename="../../ui/text.py" line="85"/>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="268"/>
        <source>Double riichi</source>
        <translation>Double riichi</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="269"/>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="269"/>
        <source>Last tile</source>
        <translation>Dernière tuile</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="270"/>
        <source>After a kong</source>
        <translation>Après un kong</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="270"/>
        <source>Robbing a kong</source>
        <translation>Vol du kong</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="323"/>
        <source>Type the hand and the winning tile.</source>
        <translation>Saisissez la main et la tuile gagnante.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="325"/>
        <source>Choose the winner first: the seat wind counts.</source>
        <translation>Choisissez d’abord le gagnant : le vent de place compte.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_inputs.py" line="352"/>
        <location filename="../../ui/text.py" line="128"/>
        <source>%1 han %2 fu</source>
        <translation>%1 han %2 fu</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_sources.py" line="100"/>
        <source>By yaku</source>
        <translation>Par yaku</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/win_sources.py" line="114"/>
        <source>By tiles</source>
        <translation>Par tuiles</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="97"/>
        <source>Rounds &amp; tables</source>
        <translation>Tours et tables</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="99"/>
        <location filename="../../ui/main_window.py" line="240"/>
        <location filename="../../ui/views/projector.py" line="201"/>
        <location filename="../../ui/views/standings_view.py" line="158"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="100"/>
        <location filename="../../ui/main_window.py" line="241"/>
        <location filename="../../ui/models/standings_model.py" line="73"/>
        <location filename="../../ui/views/penalties_view.py" line="52"/>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="113"/>
        <source>Open a table from Rounds &amp; tables</source>
        <translation>Ouvrez une table depuis Tours et tables</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="150"/>
        <source>Table %1 · round %2</source>
        <translation>Table %1 · tour %2</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="213"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="214"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="217"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="220"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="221"/>
        <source>Open the &amp;demo tournament</source>
        <translation>Ouvrir le tournoi de &amp;démonstration</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="223"/>
        <source>&amp;Close tournament</source>
        <translation>&amp;Fermer le tournoi</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="226"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="236"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="239"/>
        <source>Rounds &amp;&amp; tables</source>
        <translation>Tours &amp;&amp; tables</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="248"/>
        <source>&amp;Projector</source>
        <translation>&amp;Projecteur</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="252"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265"/>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="269"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="282"/>
        <source>At the desk:</source>
        <translation>À la table d’arbitrage :</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="284"/>
        <source>your name, for the log</source>
        <translation>votre nom, pour le journal</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303"/>
        <location filename="../../ui/main_window.py" line="564"/>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="359"/>
        <source>The file cannot be written</source>
        <translation>Le fichier ne peut pas être écrit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="361"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="362"/>
        <source>The last action failed and changed nothing:</source>
        <translation>La dernière action a échoué et n’a rien changé :</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407"/>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="416"/>
        <source>The last tournament could not be opened: %1</source>
        <translation>Le dernier tournoi n’a pas pu être ouvert : %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="418"/>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="441"/>
        <location filename="../../ui/main_window.py" line="584"/>
        <source>Every change is saved at once</source>
        <translation>Chaque modification est enregistrée aussitôt</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="444"/>
        <source>The file was upgraded; a copy of the old one is at %1</source>
        <translation>Le fichier a été mis à jour ; une copie de l’ancien est dans %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="452"/>
        <source>Saved at %1</source>
        <translation>Enregistré à %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="492"/>
        <source>Building the demo tournament…</source>
        <translation>Création du tournoi de démonstration…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="503"/>
        <source>Cannot build the demo</source>
        <translation>Impossible de créer la démonstration</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="589"/>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="590"/>
        <source>riichi-tournament: a referee&apos;s desk for riichi mahjong tournaments.
Every change is written to the tournament file the moment you press OK.

Python %1, Qt %2</source>
        <translation>riichi-tournament : la table d’arbitrage des tournois de mahjong riichi.
Chaque modification est écrite dans le fichier du tournoi dès que vous appuyez sur OK.

Python %1, Qt %2</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="600"/>
        <source>A dialog is open</source>
        <translation>Une fenêtre de saisie est ouverte</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="601"/>
        <source>A dialog with typed input is open; what it holds is not saved yet. Close anyway?</source>
        <translation>Une fenêtre de saisie est ouverte ; son contenu n’est pas encore enregistré. Fermer quand même ?</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="61"/>
        <source>Voided: %1</source>
        <translation>Invalidée : %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="63"/>
        <source>Amended: %1</source>
        <translation>Corrigée : %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="65"/>
        <source>Undone</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="67"/>
        <source>Corrected entry</source>
        <translation>Entrée corrigée</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="69"/>
        <source>Last hand (time)</source>
        <translation>Dernière main (temps)</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="73"/>
        <source>Log entry %1, recorded by %2</source>
        <translation>Entrée %1 du journal, saisie par %2</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="76"/>
        <source>Voided by %1</source>
        <translation>Invalidée par %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="76"/>
        <source>Amended by %1</source>
        <translation>Corrigée par %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="77"/>
        <source>Undone by %1</source>
        <translation>Annulée par %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="140"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="140"/>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <location filename="../../ui/models/hand_log_model.py" line="141"/>
        <source>Remarks</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="68"/>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="71"/>
        <location filename="../../ui/models/players_model.py" line="32"/>
        <location filename="../../ui/views/players_view.py" line="76"/>
        <source>EMA number</source>
        <translation>Numéro EMA</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="72"/>
        <location filename="../../ui/models/players_model.py" line="33"/>
        <location filename="../../ui/views/players_view.py" line="71"/>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="73"/>
        <location filename="../../ui/models/players_model.py" line="34"/>
        <location filename="../../ui/views/players_view.py" line="73"/>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="74"/>
        <location filename="../../ui/models/players_model.py" line="35"/>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="75"/>
        <location filename="../../ui/models/players_model.py" line="36"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../../ui/models/import_preview_model.py" line="76"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="17"/>
        <location filename="../../ui/rule_words.py" line="37"/>
        <location filename="../../ui/rule_words.py" line="56"/>
        <location filename="../../ui/text.py" line="163"/>
        <location filename="../../ui/text.py" line="202"/>
        <location filename="../../ui/views/penalties_view.py" line="186"/>
        <location filename="../../ui/views/table_view.py" line="49"/>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="18"/>
        <source>Yellow card</source>
        <translation>Carton jaune</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="19"/>
        <source>Point deduction</source>
        <translation>Retrait de points</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="20"/>
        <source>Disqualification</source>
        <translation>Disqualification</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="42"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="51"/>
        <source>withdrawn: %1</source>
        <translation>retirée : %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/penalties_model.py" line="54"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../../ui/models/players_model.py" line="16"/>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <location filename="../../ui/models/players_model.py" line="17"/>
        <source>Dropped out</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location filename="../../ui/models/players_model.py" line="18"/>
        <source>Substitute</source>
        <translation>Remplaçant</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="23"/>
        <source>Approved</source>
        <translation>Validée</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="25"/>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="27"/>
        <source>Not started</source>
        <translation>Pas commencée</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="28"/>
        <source>Playing: %1</source>
        <translation>En jeu : %1</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="44"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="60"/>
        <source>Select two players (Ctrl+click) to swap them</source>
        <translation>Sélectionnez deux joueurs (Ctrl+clic) pour les échanger</translation>
    </message>
    <message>
        <location filename="../../ui/models/round_tables_model.py" line="61"/>
        <source>Double-click to open the table</source>
        <translation>Double-cliquez pour ouvrir la table</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="22"/>
        <source>substitute</source>
        <translation>remplaçant</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="23"/>
        <source>disqualified</source>
        <translation>disqualifié</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="39"/>
        <source>R%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="53"/>
        <location filename="../../ui/views/projector.py" line="231"/>
        <location filename="../../ui/views/standings_view.py" line="111"/>
        <location filename="../../ui/views/standings_view.py" line="215"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="56"/>
        <location filename="../../ui/views/projector.py" line="231"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="58"/>
        <location filename="../../ui/views/projector.py" line="231"/>
        <location filename="../../ui/views/standings_view.py" line="116"/>
        <location filename="../../ui/views/standings_view.py" line="216"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="63"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="65"/>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="67"/>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="69"/>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="93"/>
        <source>Includes a game still being played</source>
        <translation>Comprend une partie en cours</translation>
    </message>
    <message>
        <location filename="../../ui/models/standings_model.py" line="95"/>
        <source>Shares this place</source>
        <translation>Partage cette place</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="16"/>
        <source>Start points</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="17"/>
        <source>Return points</source>
        <translation>Points de retour</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="18"/>
        <source>Oka</source>
        <translation>Oka</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="19"/>
        <source>Uma (1st to 4th)</source>
        <translation>Uma (1er au 4e)</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="20"/>
        <source>Equal scores</source>
        <translation>Scores égaux</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="21"/>
        <source>Points unit</source>
        <translation>Unité de points</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="22"/>
        <source>Honba value</source>
        <translation>Valeur du honba</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="23"/>
        <source>Noten payment</source>
        <translation>Paiement noten</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="24"/>
        <source>Kiriage mangan</source>
        <translation>Kiriage mangan</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="25"/>
        <source>Counted yakuman</source>
        <translation>Yakuman compté</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="26"/>
        <source>Yakuman add up</source>
        <translation>Yakuman cumulés</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="27"/>
        <source>Renhou</source>
        <translation>Renhou</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="29"/>
        <source>Open tanyao</source>
        <translation>Tanyao ouvert</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="30"/>
        <source>2 han from 5 counters</source>
        <translation>2 han à partir de 5 compteurs</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="31"/>
        <location filename="../../ui/rule_words.py" line="53"/>
        <source>Multiple ron</source>
        <translation>Ron multiple</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="32"/>
        <source>Triple ron is a draw</source>
        <translation>Triple ron annule la main</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="33"/>
        <source>Honba on a multiple ron</source>
        <translation>Honba sur un ron multiple</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="34"/>
        <source>Sticks on a multiple ron</source>
        <translation>Bâtons sur un ron multiple</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="35"/>
        <source>Abortive draws</source>
        <translation>Mains annulées</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="36"/>
        <location filename="../../ui/text.py" line="89"/>
        <location filename="../../ui/text.py" line="162"/>
        <location filename="../../ui/text.py" line="200"/>
        <source>Nagashi mangan</source>
        <translation>Nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="38"/>
        <source>Chombo deduction</source>
        <translation>Retrait pour chombo</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="39"/>
        <source>Game length</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="40"/>
        <source>Bust ends the game</source>
        <translation>La faillite termine la partie</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="41"/>
        <source>West extension</source>
        <translation>Prolongation en Ouest</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="42"/>
        <source>Agari yame</source>
        <translation>Agari yame</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="43"/>
        <source>Goal score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="44"/>
        <source>Leftover sticks</source>
        <translation>Bâtons restants</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="48"/>
        <source>Points and final result</source>
        <translation>Points et résultat final</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="50"/>
        <source>Payments</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="55"/>
        <source>Draws</source>
        <translation>Fins de mur et annulations</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="57"/>
        <source>Game flow</source>
        <translation>Déroulement de la partie</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="61"/>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="64"/>
        <source>share</source>
        <translation>partage</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="65"/>
        <source>seat order</source>
        <translation>ordre des places</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="66"/>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="67"/>
        <source>head bump</source>
        <translation>atamahane</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="68"/>
        <source>each</source>
        <translation>chacun</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="69"/>
        <source>nearest</source>
        <translation>le plus proche</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="70"/>
        <source>mangan at the table</source>
        <translation>mangan à la table</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="71"/>
        <source>end of game</source>
        <translation>fin de partie</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="72"/>
        <source>East only</source>
        <translation>Est seulement</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="73"/>
        <source>hanchan (East and South)</source>
        <translation>hanchan (Est et Sud)</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="74"/>
        <source>to first place</source>
        <translation>à la première place</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="76"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="77"/>
        <location filename="../../ui/text.py" line="140"/>
        <source>mangan</source>
        <translation>mangan</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="82"/>
        <source>EMA RCR (default)</source>
        <translation>EMA RCR (par défaut)</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="83"/>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="84"/>
        <source>WRC</source>
        <translation>WRC</translation>
    </message>
    <message>
        <location filename="../../ui/rule_words.py" line="85"/>
        <source>Tenhou</source>
        <translation>Tenhou</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="57"/>
        <source>1st place</source>
        <translation>1re place</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="57"/>
        <source>2nd place</source>
        <translation>2e place</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="57"/>
        <source>3rd place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="57"/>
        <source>4th place</source>
        <translation>4e place</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="61"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="61"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="61"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="61"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="68"/>
        <location filename="../../ui/text.py" line="76"/>
        <location filename="../../ui/widgets/counters.py" line="73"/>
        <source>%n honba</source>
        <translation>%n honba</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="84"/>
        <source>Tenpai</source>
        <translation>Tenpai</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="124"/>
        <source>double yakuman</source>
        <translation>double yakuman</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="125"/>
        <source>%n× yakuman</source>
        <translation>%n× yakuman</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="127"/>
        <source>%n han</source>
        <translation>%n han</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="132"/>
        <source>nine terminals</source>
        <translation>neuf terminales</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="133"/>
        <source>four winds</source>
        <translation>quatre vents</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="134"/>
        <source>four kongs</source>
        <translation>quatre kongs</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="135"/>
        <source>four riichi</source>
        <translation>quatre riichi</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="136"/>
        <source>triple ron</source>
        <translation>triple ron</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="141"/>
        <source>haneman</source>
        <translation>haneman</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="142"/>
        <source>baiman</source>
        <translation>baiman</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="143"/>
        <source>sanbaiman</source>
        <translation>sanbaiman</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="158"/>
        <location filename="../../ui/text.py" line="183"/>
        <location filename="../../ui/views/table_view.py" line="44"/>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="159"/>
        <location filename="../../ui/text.py" line="186"/>
        <location filename="../../ui/views/table_view.py" line="45"/>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="160"/>
        <location filename="../../ui/text.py" line="192"/>
        <location filename="../../ui/text.py" line="194"/>
        <location filename="../../ui/text.py" line="195"/>
        <location filename="../../ui/views/table_view.py" line="46"/>
        <source>Draw</source>
        <translation>Fin de mur</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="176"/>
        <source>from %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="179"/>
        <location filename="../../ui/text.py" line="188"/>
        <source>(pao %1)</source>
        <translation>(pao %1)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="181"/>
        <source>(head bump: not paid)</source>
        <translation>(atamahane : non payé)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="192"/>
        <source>all noten</source>
        <translation>tous noten</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="194"/>
        <source>all tenpai</source>
        <translation>tous tenpai</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="195"/>
        <source>tenpai %1</source>
        <translation>tenpai %1</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="206"/>
        <source>ron</source>
        <translation>ron</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="207"/>
        <source>tsumo</source>
        <translation>tsumo</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="208"/>
        <source>pao: liability</source>
        <translation>pao : responsabilité</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="209"/>
        <source>pao: liability, half</source>
        <translation>pao : responsabilité, moitié</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="210"/>
        <source>noten</source>
        <translation>noten</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="211"/>
        <source>nagashi mangan</source>
        <translation>nagashi mangan</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="212"/>
        <source>chombo</source>
        <translation>chombo</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="221"/>
        <source>%1 puts %2 on the table (riichi)</source>
        <translation>%1 pose %2 sur la table (riichi)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="227"/>
        <source>%1 takes %2 from the table (%n riichi stick)</source>
        <translation>%1 prend %2 sur la table (%n bâton de riichi)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="228"/>
        <source>%1 takes %2 from the table (%n riichi sticks)</source>
        <translation>%1 prend %2 sur la table (%n bâtons de riichi)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="230"/>
        <source>%1 takes %2 from the table (share of the riichi sticks)</source>
        <translation>%1 prend %2 sur la table (part des bâtons de riichi)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="233"/>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 paie %3 à %2 (%4)</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="244"/>
        <source>Head bump: only %1 is paid; %2 gets nothing</source>
        <translation>Atamahane : seul %1 est payé ; %2 ne reçoit rien</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="252"/>
        <source>The game ends: %1</source>
        <translation>La partie se termine : %1</translation>
    </message>
    <message>
        <location filename="../../ui/text.py" line="253"/>
        <source>Next hand: %1</source>
        <translation>Main suivante : %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="65"/>
        <source>Penalty…</source>
        <translation>Pénalité…</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="67"/>
        <source>Chombo…</source>
        <translation>Chombo…</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="68"/>
        <source>Open the offender&apos;s table to record the chombo</source>
        <translation>Ouvrir la table du fautif pour saisir le chombo</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="70"/>
        <source>Withdraw…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="125"/>
        <source>All rounds</source>
        <translation>Tous les tours</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="127"/>
        <location filename="../../ui/views/rounds_view.py" line="278"/>
        <location filename="../../ui/views/rounds_view.py" line="285"/>
        <location filename="../../ui/views/table_page.py" line="132"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="132"/>
        <location filename="../../ui/widgets/seat_panel.py" line="65"/>
        <source>%n chombo</source>
        <translation>%n chombo</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="132"/>
        <location filename="../../ui/widgets/seat_panel.py" line="65"/>
        <source>%n chombos</source>
        <translation>%n chombos</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="133"/>
        <source>%n referee penalty</source>
        <translation>%n pénalité d’arbitre</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="133"/>
        <source>%n referee penalties</source>
        <translation>%n pénalités d’arbitre</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="176"/>
        <source>Penalty recorded for %1.</source>
        <translation>Pénalité enregistrée pour %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="186"/>
        <source>Who made the chombo?</source>
        <translation>Qui a commis le chombo ?</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="196"/>
        <source>%1 has no table in this round.</source>
        <translation>%1 n’a pas de table à ce tour.</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="207"/>
        <source>Withdraw penalty</source>
        <translation>Retirer la pénalité</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="208"/>
        <source>Why is it withdrawn? (kept in the log)</source>
        <translation>Pourquoi est-elle retirée ? (conservé dans le journal)</translation>
    </message>
    <message>
        <location filename="../../ui/views/penalties_view.py" line="213"/>
        <source>Penalty withdrawn.</source>
        <translation>Pénalité retirée.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="60"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="61"/>
        <source>Add the players of a CSV or XLSX file</source>
        <translation>Ajouter les joueurs d’un fichier CSV ou XLSX</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="69"/>
        <source>Name of a late arrival</source>
        <translation>Nom d’un retardataire</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="78"/>
        <source>Add player</source>
        <translation>Ajouter le joueur</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="92"/>
        <location filename="../../ui/views/standings_view.py" line="171"/>
        <source>Filter by name</source>
        <translation>Filtrer par nom</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="97"/>
        <source>Drop out…</source>
        <translation>Abandon…</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="98"/>
        <source>The player leaves: kept in the standings with the games played, not seated again</source>
        <translation>Le joueur part : il reste au classement avec ses parties jouées, il n’est plus placé</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="100"/>
        <source>Reinstate</source>
        <translation>Réintégrer</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="101"/>
        <source>Make substitute</source>
        <translation>Passer remplaçant</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="149"/>
        <source>%n playing</source>
        <translation>%n en jeu</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="151"/>
        <source>%n substitute</source>
        <translation>%n remplaçant</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="151"/>
        <source>%n substitutes</source>
        <translation>%n remplaçants</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="154"/>
        <source>%n dropped out</source>
        <translation>%n abandon(s)</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="191"/>
        <source>Type the player&apos;s name</source>
        <translation>Saisissez le nom du joueur</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="202"/>
        <source>%1 added.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="203"/>
        <source>%1 has joined.</source>
        <translation>%1 est arrivé.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="229"/>
        <source>%n player imported.</source>
        <translation>%n joueur importé.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="230"/>
        <source>%n players imported.</source>
        <translation>%n joueurs importés.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="247"/>
        <source>Drop out</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="248"/>
        <source>Why does %1 leave? (kept in the log)</source>
        <translation>Pourquoi %1 part-il ? (conservé dans le journal)</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="260"/>
        <source>%1 has dropped out.</source>
        <translation>%1 a abandonné.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="261"/>
        <source>%1 plays again.</source>
        <translation>%1 rejoue.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="262"/>
        <source>%1 is now a substitute.</source>
        <translation>%1 est maintenant remplaçant.</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="277"/>
        <source>Seat the coming rounds again?</source>
        <translation>Refaire le placement des tours à venir ?</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="278"/>
        <source>Rounds not played yet: %1. Seat them again so that the tables match who plays now?</source>
        <translation>Tours pas encore joués : %1. Refaire leur placement pour que les tables correspondent aux joueurs présents ?</translation>
    </message>
    <message>
        <location filename="../../ui/views/players_view.py" line="289"/>
        <location filename="../../ui/views/rounds_view.py" line="434"/>
        <source>Seated again: round %1.</source>
        <translation>Placement refait : tour %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="87"/>
        <source>Projector — %1</source>
        <translation>Projecteur — %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="128"/>
        <location filename="../../ui/views/projector.py" line="179"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="130"/>
        <source>Reset</source>
        <translation>Remettre à zéro</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="175"/>
        <location filename="../../ui/views/table_view.py" line="89"/>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="179"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="200"/>
        <source>Standings after round %1</source>
        <translation>Classement après le tour %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/projector.py" line="243"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="56"/>
        <source>not seated</source>
        <translation>pas placé</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="58"/>
        <source>approved</source>
        <translation>validé</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="60"/>
        <source>all tables finished</source>
        <translation>toutes les tables terminées</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="62"/>
        <source>%1 of %2 tables finished</source>
        <translation>%1 tables terminées sur %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="64"/>
        <source>seated, %n table</source>
        <translation>placé, %n table</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="64"/>
        <source>seated, %n tables</source>
        <translation>placé, %n tables</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="76"/>
        <source>Seating quality</source>
        <translation>Qualité du placement</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="93"/>
        <source>This round is not seated yet.</source>
        <translation>Ce tour n’est pas encore placé.</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="97"/>
        <source>over %n round</source>
        <translation>sur %n tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="97"/>
        <source>over %n rounds</source>
        <translation>sur %n tours</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="99"/>
        <source>(rounds %1)</source>
        <translation>(tours %1)</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="105"/>
        <source>%n pair meets more than once</source>
        <translation>%n paire se rencontre plus d’une fois</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="106"/>
        <source>%n pairs meet more than once</source>
        <translation>%n paires se rencontrent plus d’une fois</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="108"/>
        <source>and %1 more</source>
        <translation>et %1 autres</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="112"/>
        <source>Nobody meets the same player twice</source>
        <translation>Personne ne rencontre deux fois le même joueur</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="113"/>
        <source>%n pair has met</source>
        <translation>%n paire s’est rencontrée</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="113"/>
        <source>%n pairs have met</source>
        <translation>%n paires se sont rencontrées</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="119"/>
        <source>Seat winds are balanced: nobody has a wind more than once more than another.</source>
        <translation>Les vents de place sont équilibrés : personne n’a un vent plus d’une fois de plus qu’un autre.</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="124"/>
        <source>Seat winds: up to %1 more times in one wind than in another, for %2</source>
        <translation>Vents de place : jusqu’à %1 fois de plus dans un vent que dans un autre, pour %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="131"/>
        <source>teammates at one table: %1</source>
        <translation>coéquipiers à une même table : %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="134"/>
        <source>players back at a table they sat at: %1</source>
        <translation>joueurs revenus à une table déjà occupée : %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="182"/>
        <location filename="../../ui/views/rounds_view.py" line="424"/>
        <source>Seat coming rounds again</source>
        <translation>Refaire le placement des tours à venir</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="183"/>
        <source>After a late arrival or a drop-out: draw new tables for every seated round not played yet</source>
        <translation>Après une arrivée tardive ou un abandon : nouvelles tables pour chaque tour placé pas encore joué</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="204"/>
        <location filename="../../ui/views/rounds_view.py" line="343"/>
        <source>Seat round</source>
        <translation>Placer le tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="205"/>
        <source>Draw the tables of this round (it must not be played yet)</source>
        <translation>Tirer les tables de ce tour (il ne doit pas être commencé)</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="208"/>
        <source>Swap players</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="209"/>
        <source>Ctrl+click two players in the tables, then swap them</source>
        <translation>Ctrl+clic sur deux joueurs des tables, puis échangez-les</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="211"/>
        <source>Open table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="213"/>
        <source>Approve round</source>
        <translation>Valider le tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="214"/>
        <source>Every table must be finished; they are locked and a backup is written</source>
        <translation>Toutes les tables doivent être terminées ; elles sont verrouillées et une sauvegarde est écrite</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="225"/>
        <source>Seating…</source>
        <translation>Placement…</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="343"/>
        <location filename="../../ui/views/rounds_view.py" line="367"/>
        <source>Seat again</source>
        <translation>Replacer</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="368"/>
        <source>Round %1 is seated already. Draw new tables for it?</source>
        <translation>Le tour %1 est déjà placé. Tirer de nouvelles tables ?</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="378"/>
        <source>Round %1 seated.</source>
        <translation>Tour %1 placé.</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="398"/>
        <source>%1 and %2 swapped seats.</source>
        <translation>%1 et %2 ont échangé leurs places.</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="408"/>
        <source>Round %1 approved: its tables are locked and a backup was written.</source>
        <translation>Tour %1 validé : ses tables sont verrouillées et une sauvegarde a été écrite.</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="420"/>
        <source>Every seated round has games recorded: there is no round to seat again.</source>
        <translation>Chaque tour placé a des parties saisies : aucun tour à replacer.</translation>
    </message>
    <message>
        <location filename="../../ui/views/rounds_view.py" line="425"/>
        <source>Draw new tables for rounds %1 (not played yet)?</source>
        <translation>Tirer de nouvelles tables pour les tours %1 (pas encore joués) ?</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="138"/>
        <source>Place after each round</source>
        <translation>Place après chaque tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="139"/>
        <source>Total after each round</source>
        <translation>Total après chaque tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="176"/>
        <source>This round only</source>
        <translation>Ce tour seulement</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="177"/>
        <source>Count games in play</source>
        <translation>Compter les parties en cours</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="179"/>
        <source>Tables still playing count at their current scores (marked *)</source>
        <translation>Les tables encore en jeu comptent avec leurs scores actuels (marquées *)</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="183"/>
        <location filename="../../ui/widgets/payments_preview.py" line="50"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="199"/>
        <source>Without a place: substitutes and disqualified players</source>
        <translation>Sans place : remplaçants et joueurs disqualifiés</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="208"/>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="219"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="226"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="273"/>
        <source>the latest round</source>
        <translation>le dernier tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="275"/>
        <source>round %1</source>
        <translation>le tour %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="286"/>
        <source>After round %1</source>
        <translation>Après le tour %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="287"/>
        <source>%n player ranked</source>
        <translation>%n joueur classé</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="287"/>
        <source>%n players ranked</source>
        <translation>%n joueurs classés</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="289"/>
        <source>%n game not counted yet</source>
        <translation>%n partie pas encore comptée</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="290"/>
        <source>%n games not counted yet</source>
        <translation>%n parties pas encore comptées</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="292"/>
        <source>* includes a game in play</source>
        <translation>* comprend une partie en cours</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="340"/>
        <source>The players selected in the ranking</source>
        <translation>Les joueurs sélectionnés dans le classement</translation>
    </message>
    <message>
        <location filename="../../ui/views/standings_view.py" line="342"/>
        <source>The leaders; select players in the ranking to follow them</source>
        <translation>Les premiers ; sélectionnez des joueurs dans le classement pour les suivre</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="38"/>
        <source>Riichi tournament desk</source>
        <translation>Table d’arbitrage riichi</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="40"/>
        <source>Seating, hands, penalties and standings for a riichi mahjong tournament, on this computer. Every change is saved at once.</source>
        <translation>Placement, mains, pénalités et classement d’un tournoi de mahjong riichi, sur cet ordinateur. Chaque modification est enregistrée aussitôt.</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="55"/>
        <source>New tournament…</source>
        <translation>Nouveau tournoi…</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="56"/>
        <source>Name, rules, rounds and players</source>
        <translation>Nom, règles, tours et joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="57"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="58"/>
        <source>A tournament file on this computer</source>
        <translation>Un fichier de tournoi sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="59"/>
        <source>Open the demo</source>
        <translation>Ouvrir la démonstration</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="60"/>
        <source>16 players, two rounds played</source>
        <translation>16 joueurs, deux tours joués</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="68"/>
        <source>Recent tournaments</source>
        <translation>Tournois récents</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="78"/>
        <source>No tournament opened yet on this computer.</source>
        <translation>Aucun tournoi ouvert sur cet ordinateur pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../ui/views/start_page.py" line="125"/>
        <source>missing: %1</source>
        <translation>introuvable : %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="52"/>
        <source>All tables</source>
        <translation>Toutes les tables</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="57"/>
        <location filename="../../ui/views/table_page.py" line="144"/>
        <source>Round %1 · Table %2</source>
        <translation>Tour %1 · Table %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="64"/>
        <source>Next table</source>
        <translation>Table suivante</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="65"/>
        <source>The next table of this round</source>
        <translation>La table suivante de ce tour</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="69"/>
        <source>Unlock…</source>
        <translation>Déverrouiller…</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="72"/>
        <source>Lock again</source>
        <translation>Verrouiller à nouveau</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="136"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="148"/>
        <source>Approved: locked</source>
        <translation>Validée : verrouillée</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_page.py" line="193"/>
        <source>round %1 table %2</source>
        <translation>tour %1 table %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="47"/>
        <source>Abortive</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="48"/>
        <source>Nagashi</source>
        <translation>Nagashi</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="90"/>
        <source>Mark the hand being played as the last one</source>
        <translation>Marquer la main en cours comme la dernière</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="92"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="92"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Annuler (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="94"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="94"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="121"/>
        <source>Enter a hand: %1 (key %2)</source>
        <translation>Saisir une main : %1 (touche %2)</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="134"/>
        <source>Hand log</source>
        <translation>Journal des mains</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="138"/>
        <source>Correct…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="139"/>
        <source>Correct the selected hand (Enter)</source>
        <translation>Corriger la main sélectionnée (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="141"/>
        <source>Void…</source>
        <translation>Invalider…</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="142"/>
        <source>Void the selected hand (Delete)</source>
        <translation>Invalider la main sélectionnée (Suppr)</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="145"/>
        <source>Paper totals…</source>
        <translation>Totaux papier…</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="146"/>
        <source>Enter the final scores of a table scored on paper; they replace the hands</source>
        <translation>Saisir les scores finaux d’une table notée sur papier ; ils remplacent les mains</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="241"/>
        <source>Scored on paper</source>
        <translation>Notée sur papier</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="243"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="247"/>
        <source>%n hand played</source>
        <translation>%n main jouée</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="247"/>
        <source>%n hands played</source>
        <translation>%n mains jouées</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="249"/>
        <source>last: %1</source>
        <translation>dernière : %1</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="252"/>
        <source>Hand %1  ·  dealer %2</source>
        <translation>Main %1  ·  donneur %2</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="274"/>
        <source>The game is over: %1.</source>
        <translation>La partie est terminée : %1.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="277"/>
        <source>Time is up: the hand being played is the last one.</source>
        <translation>Temps écoulé : la main en cours est la dernière.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="344"/>
        <source>Hand %1 recorded.</source>
        <translation>Main %1 enregistrée.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="363"/>
        <source>Hand %1 corrected.</source>
        <translation>Main %1 corrigée.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="381"/>
        <source>Hand %1 voided.</source>
        <translation>Main %1 invalidée.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="394"/>
        <source>Totals saved.</source>
        <translation>Totaux enregistrés.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="421"/>
        <source>Time is up: the next hand entered will be marked as the last one.</source>
        <translation>Temps écoulé : la prochaine main saisie sera marquée comme la dernière.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="426"/>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../../ui/views/table_view.py" line="430"/>
        <source>Redone.</source>
        <translation>Rétabli.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/counters.py" line="71"/>
        <source>%n riichi stick</source>
        <translation>%n bâton de riichi</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/counters.py" line="71"/>
        <source>%n riichi sticks</source>
        <translation>%n bâtons de riichi</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/payments_preview.py" line="24"/>
        <source>What will be paid</source>
        <translation>Ce qui sera payé</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/payments_preview.py" line="50"/>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/payments_preview.py" line="50"/>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/payments_preview.py" line="93"/>
        <source>Nobody pays anything.</source>
        <translation>Personne ne paie rien.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/payments_preview.py" line="96"/>
        <source>Riichi sticks left on the table: %1</source>
        <translation>Bâtons de riichi restés sur la table : %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/ruleset_form.py" line="59"/>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/ruleset_form.py" line="247"/>
        <source>Changed from the preset: %1</source>
        <translation>Modifié par rapport au jeu de règles : %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/ruleset_form.py" line="250"/>
        <source>The preset as it is</source>
        <translation>Le jeu de règles tel quel</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/seat_panel.py" line="60"/>
        <source>Change in the last hand</source>
        <translation>Variation à la dernière main</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/seat_panel.py" line="63"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
</context>
</TS>
