<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Tournaments (*%1);;All files (*)</source>
        <translation>Tournois (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Save the new tournament as</source>
        <translation>Enregistrer le nouveau tournoi sous</translation>
    </message>
    <message>
        <source>Open or create a season</source>
        <translation>Ouvrir ou créer une saison</translation>
    </message>
    <message>
        <source>Seasons (*%1);;All files (*)</source>
        <translation>Saisons (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Players files (*.csv *.xlsx);;All files (*)</source>
        <translation>Fichiers de joueurs (*.csv *.xlsx);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Correct hand %1</source>
        <translation>Corriger la main %1</translation>
    </message>
    <message>
        <source>Record hand %1</source>
        <translation>Saisir la main %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Donneur : %1</translation>
    </message>
    <message>
        <source>%n riichi stick on the table</source>
        <translation>%n bâton de riichi sur la table</translation>
    </message>
    <message>
        <source>%n riichi sticks on the table</source>
        <translation>%n bâtons de riichi sur la table</translation>
    </message>
    <message>
        <source>&amp;Ron</source>
        <translation>&amp;Ron</translation>
    </message>
    <message>
        <source>&amp;Tsumo</source>
        <translation>&amp;Tsumo</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Fin de mur</translation>
    </message>
    <message>
        <source>&amp;Abortive draw</source>
        <translation>Main &amp;annulée</translation>
    </message>
    <message>
        <source>&amp;Nagashi mangan</source>
        <translation>&amp;Nagashi mangan</translation>
    </message>
    <message>
        <source>&amp;Chombo</source>
        <translation>&amp;Chombo</translation>
    </message>
    <message>
        <source>Riichi declared (stake paid)</source>
        <translation>Riichi annoncé (mise payée)</translation>
    </message>
    <message>
        <source>Discarder</source>
        <translation>Défausseur</translation>
    </message>
    <message>
        <source>Discarded the winning tile</source>
        <translation>A défaussé la tuile gagnante</translation>
    </message>
    <message>
        <source>Add another winner on this discard</source>
        <translation>Ajouter un autre gagnant sur cette défausse</translation>
    </message>
    <message>
        <source>Head bump: only the winner nearest the discarder (in turn order) is paid.</source>
        <translation>Atamahane : seul le gagnant le plus proche du défausseur (dans l’ordre du jeu) est payé.</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Gagnants</translation>
    </message>
    <message>
        <source>Tenpai (waiting hands shown)</source>
        <translation>Tenpai (mains en attente montrées)</translation>
    </message>
    <message>
        <source>Made nagashi mangan</source>
        <translation>A fait nagashi mangan</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <translation>Main annulée</translation>
    </message>
    <message>
        <source>Offender</source>
        <translation>Fautif</translation>
    </message>
    <message>
        <source>Committed the chombo</source>
        <translation>A commis le chombo</translation>
    </message>
    <message>
        <source>Time is up: this is the last hand of the game</source>
        <translation>Temps écoulé : c’est la dernière main de la partie</translation>
    </message>
    <message>
        <source>Optional remark for the log</source>
        <translation>Remarque facultative pour le journal</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Why is this hand corrected?</source>
        <translation>Pourquoi corriger cette main ?</translation>
    </message>
    <message>
        <source>Reason for the correction</source>
        <translation>Motif de la correction</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Enregistrer la correction</translation>
    </message>
    <message>
        <source>Record hand</source>
        <translation>Enregistrer la main</translation>
    </message>
    <message>
        <source>Export the standings as CSV</source>
        <translation>Exporter le classement en CSV</translation>
    </message>
    <message>
        <source>Export the standings as a spreadsheet (XLSX)</source>
        <translation>Exporter le classement en tableur (XLSX)</translation>
    </message>
    <message>
        <source>Export the standings as a web page (HTML)</source>
        <translation>Exporter le classement en page web (HTML)</translation>
    </message>
    <message>
        <source>Export for the EMA</source>
        <translation>Exporter pour l’EMA</translation>
    </message>
    <message>
        <source>Export the whole tournament (JSON)</source>
        <translation>Exporter tout le tournoi (JSON)</translation>
    </message>
    <message>
        <source>One row per player: place, name, club, country, EMA number, games, points per round, penalties, total.</source>
        <translation>Une ligne par joueur : place, nom, club, pays, numéro EMA, parties, points par tour, pénalités, total.</translation>
    </message>
    <message>
        <source>The standings as a workbook, one row per player.</source>
        <translation>Le classement en classeur, une ligne par joueur.</translation>
    </message>
    <message>
        <source>A standalone standings page for a club website.</source>
        <translation>Une page de classement autonome pour le site d’un club.</translation>
    </message>
    <message>
        <source>The EMA ranking results file (19 columns): CSV, or the EMA&apos;s workbook layout when the file name ends in .xlsx.</source>
        <translation>Le fichier de résultats pour le classement EMA (19 colonnes) : CSV, ou le classeur de l’EMA quand le nom du fichier finit par .xlsx.</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Workbooks (*.xlsx)</source>
        <translation>Classeurs (*.xlsx)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <source>EMA results (*.csv *.xlsx)</source>
        <translation>Résultats EMA (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>What the EMA file needs</source>
        <translation>Ce qu’il faut au fichier EMA</translation>
    </message>
    <message>
        <source>Click a player to correct their details:</source>
        <translation>Cliquez sur un joueur pour corriger ses détails :</translation>
    </message>
    <message>
        <source>Tournament and EMA details…</source>
        <translation>Détails du tournoi et de l’EMA…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Écriture…</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Connect to a server</source>
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>Connect to the venue&apos;s server</source>
        <translation>Se connecter au serveur du lieu</translation>
    </message>
    <message>
        <source>Every station of the venue opens the same tournament on the server; a change made at one shows at the others within a second.</source>
        <translation>Chaque poste du lieu ouvre le même tournoi sur le serveur ; un changement fait à l&apos;un apparaît aux autres en moins d&apos;une seconde.</translation>
    </message>
    <message>
        <source>The server and the tournament&apos;s database, as the organiser gave them</source>
        <translation>Le serveur et la base de données du tournoi, tels que l&apos;organisateur les a donnés</translation>
    </message>
    <message>
        <source>as given by the organiser</source>
        <translation>tel que donné par l&apos;organisateur</translation>
    </message>
    <message>
        <source>not remembered</source>
        <translation>non mémorisé</translation>
    </message>
    <message>
        <source>e.g. Desk 2</source>
        <translation>p. ex. Poste 2</translation>
    </message>
    <message>
        <source>Organiser (seats, approves, changes anything)</source>
        <translation>Organisateur (place, valide, peut tout changer)</translation>
    </message>
    <message>
        <source>Referee station (enters and corrects hands)</source>
        <translation>Poste d’arbitre (saisit et corrige les mains)</translation>
    </message>
    <message>
        <source>leave empty when the tournament has none</source>
        <translation>vide si le tournoi n&apos;en a pas</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Database user</source>
        <translation>Utilisateur de la base</translation>
    </message>
    <message>
        <source>Database password</source>
        <translation>Mot de passe de la base</translation>
    </message>
    <message>
        <source>This station</source>
        <translation>Ce poste</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>the last round played</source>
        <translation>le dernier tour joué</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>après le tour %1</translation>
    </message>
    <message>
        <source>Open the details of %1</source>
        <translation>Ouvrir les détails de %1</translation>
    </message>
    <message>
        <source>Nothing is missing: the file can be sent to the EMA.</source>
        <translation>Rien ne manque : le fichier peut être envoyé à l’EMA.</translation>
    </message>
    <message>
        <source>The file can be written; read the warnings above before sending it.</source>
        <translation>Le fichier peut être écrit ; lisez les avertissements ci-dessus avant de l’envoyer.</translation>
    </message>
    <message>
        <source>The file is written once every problem in red is solved.</source>
        <translation>Le fichier sera écrit quand chaque problème en rouge sera résolu.</translation>
    </message>
    <message>
        <source>Wrong organiser password</source>
        <translation>Mot de passe de l’organisateur incorrect</translation>
    </message>
    <message>
        <source>Fix the problems in red to see the payments.</source>
        <translation>Corrigez les problèmes en rouge pour voir les paiements.</translation>
    </message>
    <message>
        <source>The payments appear here once the hand is complete.</source>
        <translation>Les paiements s’affichent ici une fois la main complète.</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Main %1 : %2</translation>
    </message>
    <message>
        <source>Import players from a file</source>
        <translation>Importer des joueurs depuis un fichier</translation>
    </message>
    <message>
        <source>A CSV or XLSX file with a header row: first_name and last_name (or one name column), ema_number, country, club, team, status, ema_ranked.</source>
        <translation>Un fichier CSV ou XLSX avec une ligne d’en-tête : « first_name » et « last_name » (ou une colonne « name »), « ema_number », « country », « club », « team », « status », « ema_ranked ».</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Aucun fichier choisi</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <source>Characters of the file (encoding):</source>
        <translation>Caractères du fichier (encodage) :</translation>
    </message>
    <message>
        <source>The players, as they will be imported</source>
        <translation>Les joueurs, tels qu’ils seront importés</translation>
    </message>
    <message>
        <source>Names to split into first and last name</source>
        <translation>Noms à partager en prénom et nom</translation>
    </message>
    <message>
        <source>Detected: %1. If names look wrong (£ukasz for Łukasz), choose another.</source>
        <translation>Détecté : %1. Si des noms semblent faux (£ukasz pour Łukasz), choisissez-en un autre.</translation>
    </message>
    <message>
        <source>first name: %1 — last name: %2</source>
        <translation>prénom : %1 — nom : %2</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>%n line has a problem: correct the file and choose it again. Nothing is imported while a problem remains.</source>
        <translation>%n ligne a un problème : corrigez le fichier et choisissez-le à nouveau. Rien n’est importé tant qu’un problème subsiste.</translation>
    </message>
    <message>
        <source>%n lines have a problem: correct the file and choose it again. Nothing is imported while a problem remains.</source>
        <translation>%n lignes ont un problème : corrigez le fichier et choisissez-le à nouveau. Rien n’est importé tant qu’un problème subsiste.</translation>
    </message>
    <message>
        <source>%n name can be split in several ways: choose its first and last name below.</source>
        <translation>%n nom peut se partager de plusieurs façons : choisissez son prénom et son nom ci-dessous.</translation>
    </message>
    <message>
        <source>%n names can be split in several ways: choose their first and last names below.</source>
        <translation>%n noms peuvent se partager de plusieurs façons : choisissez leurs prénoms et noms ci-dessous.</translation>
    </message>
    <message>
        <source>%n player to import.</source>
        <translation>%n joueur à importer.</translation>
    </message>
    <message>
        <source>%n players to import.</source>
        <translation>%n joueurs à importer.</translation>
    </message>
    <message>
        <source>Columns not used: %1</source>
        <translation>Colonnes non utilisées : %1</translation>
    </message>
    <message>
        <source>Import %n player</source>
        <translation>Importer %n joueur</translation>
    </message>
    <message>
        <source>Import %n players</source>
        <translation>Importer %n joueurs</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Le tournoi</translation>
    </message>
    <message>
        <source>Its name, where and when it is played, how many rounds and how long a round lasts.</source>
        <translation>Son nom, où et quand il se joue, combien de tours et la durée d’un tour.</translation>
    </message>
    <message>
        <source>e.g. Lyon Riichi Open 2026</source>
        <translation>p. ex. Open Riichi de Lyon 2026</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>Premier jour</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Dernier jour</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>needed to change an approved table</source>
        <translation>nécessaire pour modifier une table validée</translation>
    </message>
    <message>
        <source>the same password again</source>
        <translation>le même mot de passe encore</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Dates</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Time limit per round</source>
        <translation>Durée d’un tour</translation>
    </message>
    <message>
        <source>Start from a preset; every rule can be changed.</source>
        <translation>Partez d’un jeu de règles prédéfini ; chaque règle peut être modifiée.</translation>
    </message>
    <message>
        <source>A changed rule is shown in bold. The rules cannot change once the tournament is created.</source>
        <translation>Une règle modifiée apparaît en gras. Les règles ne changent plus une fois le tournoi créé.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Protect approved rounds with a password (recommended)</source>
        <translation>Protéger les tours validés par un mot de passe (recommandé)</translation>
    </message>
    <message>
        <source>With an organiser password, every organiser change (approvals, penalties, players, settings) is signed with it, so that a change made behind the app&apos;s back is found. The desk asks for it once, at the first such change.</source>
        <translation>Avec un mot de passe de l’organisateur, chaque modification de l’organisateur (validations, pénalités, joueurs, paramètres) est signée avec lui, pour qu’une modification faite à l’insu de l’application soit trouvée. La table d’arbitrage le demande une fois, à la première de ces modifications.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Confirm password</source>
        <translation>Confirmer le mot de passe</translation>
    </message>
    <message>
        <source>The tournament needs a name</source>
        <translation>Le tournoi doit avoir un nom</translation>
    </message>
    <message>
        <source>The last day is before the first day</source>
        <translation>Le dernier jour précède le premier</translation>
    </message>
    <message>
        <source>Choose where to save the tournament</source>
        <translation>Choisissez où enregistrer le tournoi</translation>
    </message>
    <message>
        <source>This file already exists: choose another name</source>
        <translation>Ce fichier existe déjà : choisissez un autre nom</translation>
    </message>
    <message>
        <source>This folder does not exist</source>
        <translation>Ce dossier n’existe pas</translation>
    </message>
    <message>
        <source>Type a password, or untick the box</source>
        <translation>Saisissez un mot de passe, ou décochez la case</translation>
    </message>
    <message>
        <source>The two passwords differ: type the same one twice</source>
        <translation>Les deux mots de passe diffèrent : tapez deux fois le même</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Import a file, type the players, or both.</source>
        <translation>Importez un fichier, tapez les joueurs, ou les deux.</translation>
    </message>
    <message>
        <source>A CSV/XLSX file gives first and last names as it has them. Type one player per line: the name, then optionally club, country, EMA number, team, separated by commas. Players can also be added later.</source>
        <translation>Un fichier CSV/XLSX donne les prénoms et les noms tels qu’il les a. Tapez un joueur par ligne : le nom, puis éventuellement club, pays, numéro EMA, équipe, séparés par des virgules. Des joueurs peuvent aussi être ajoutés plus tard.</translation>
    </message>
    <message>
        <source>Import a file…</source>
        <translation>Importer un fichier…</translation>
    </message>
    <message>
        <source>Remove the imported players</source>
        <translation>Retirer les joueurs importés</translation>
    </message>
    <message>
        <source>Players typed, one per line</source>
        <translation>Joueurs saisis, un par ligne</translation>
    </message>
    <message>
        <source>The players, as they will be entered</source>
        <translation>Les joueurs, tels qu’ils seront inscrits</translation>
    </message>
    <message>
        <source>%n line has a problem (see the table).</source>
        <translation>%n ligne a un problème (voir le tableau).</translation>
    </message>
    <message>
        <source>%n lines have a problem (see the table).</source>
        <translation>%n lignes ont un problème (voir le tableau).</translation>
    </message>
    <message>
        <source>%n player.</source>
        <translation>%n joueur.</translation>
    </message>
    <message>
        <source>%n players.</source>
        <translation>%n joueurs.</translation>
    </message>
    <message>
        <source>%n substitute will be added to fill the last table.</source>
        <translation>%n remplaçant sera ajouté pour compléter la dernière table.</translation>
    </message>
    <message>
        <source>%n substitutes will be added to fill the last table.</source>
        <translation>%n remplaçants seront ajoutés pour compléter la dernière table.</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Create the tournament</source>
        <translation>Créer le tournoi</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Record a referee penalty</source>
        <translation>Enregistrer une pénalité d’arbitre</translation>
    </message>
    <message>
        <source>A chombo is recorded at its table, as a hand (Chombo button).</source>
        <translation>Un chombo s’enregistre à sa table, comme une main (bouton Chombo).</translation>
    </message>
    <message>
        <source>Type a name</source>
        <translation>Saisissez un nom</translation>
    </message>
    <message>
        <source>e.g. slow play after two warnings</source>
        <translation>p. ex. jeu lent après deux avertissements</translation>
    </message>
    <message>
        <source>whole tournament</source>
        <translation>tout le tournoi</translation>
    </message>
    <message>
        <source>not at a table</source>
        <translation>hors table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Take %1 points off</source>
        <translation>Retirer %1 points</translation>
    </message>
    <message>
        <source>Change the amount</source>
        <translation>Changer le montant</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>%1 is %2 points, more than one game can swing (%3): check the unit</source>
        <translation>%1 fait %2 points, plus qu’une partie ne peut faire varier (%3) : vérifiez l’unité</translation>
    </message>
    <message>
        <source>A very large deduction</source>
        <translation>Un très gros retrait de points</translation>
    </message>
    <message>
        <source>Take %1 points off %2? That is more than one game can swing.</source>
        <translation>Retirer %1 points à %2 ? C’est plus qu’une partie ne peut faire varier.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>The log has no final result: the game was cut short after hand %1 (%2), or the file is an excerpt. It is saved as an unfinished table.</source>
        <translation>Le journal n’a pas de résultat final : la partie a été interrompue après la main %1 (%2), ou le fichier n’en est qu’un extrait. Elle est enregistrée comme une table non terminée.</translation>
    </message>
    <message>
        <source>Record our payments where the online room paid otherwise</source>
        <translation>Enregistrer nos paiements là où la salle en ligne a payé autrement</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Read an online game log</source>
        <translation>Lire l’historique d’une partie en ligne</translation>
    </message>
    <message>
        <source>%1, %2 hands. In the log, East to North: %3. At this table: %4.</source>
        <translation>%1, %2 mains. Dans l’historique, d’Est à Nord : %3. À cette table : %4.</translation>
    </message>
    <message>
        <source>Result in the log</source>
        <translation>Résultat dans l’historique</translation>
    </message>
    <message>
        <source>Our payments</source>
        <translation>Nos paiements</translation>
    </message>
    <message>
        <source>The room&apos;s payments</source>
        <translation>Paiements de la salle</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>non réglée</translation>
    </message>
    <message>
        <source>Our payments differ from the room&apos;s</source>
        <translation>Nos paiements diffèrent de ceux de la salle</translation>
    </message>
    <message>
        <source>Read a round of online logs</source>
        <translation>Lire un tour d’historiques en ligne</translation>
    </message>
    <message>
        <source>Round %1: each log becomes a table, seated as the online room seated it. Players are found by their online name or their name.</source>
        <translation>Tour %1 : chaque historique devient une table, placée comme la salle en ligne l’a placée. Les joueurs sont retrouvés par leur nom en ligne ou leur nom.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Players in the log</source>
        <translation>Joueurs dans l’historique</translation>
    </message>
    <message>
        <source>as the room paid</source>
        <translation>comme la salle a payé</translation>
    </message>
    <message>
        <source>%1 differences</source>
        <translation>%1 différences</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non terminée</translation>
    </message>
    <message>
        <source>Record penalty</source>
        <translation>Enregistrer la pénalité</translation>
    </message>
    <message>
        <source>points, in thousands</source>
        <translation>points, en milliers</translation>
    </message>
    <message>
        <source>points, in hundreds</source>
        <translation>points, en centaines</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>points, in units of %1</source>
        <translation>points, par unités de %1</translation>
    </message>
    <message>
        <source>Choose the player</source>
        <translation>Choisissez le joueur</translation>
    </message>
    <message>
        <source>Say why the penalty is given</source>
        <translation>Dites pourquoi la pénalité est donnée</translation>
    </message>
    <message>
        <source>Void hand %1</source>
        <translation>Invalider la main %1</translation>
    </message>
    <message>
        <source>Void hand %1?</source>
        <translation>Invalider la main %1 ?</translation>
    </message>
    <message>
        <source>The hand stays in the log, struck through, with your reason. The hands after it are settled again.</source>
        <translation>La main reste dans le journal, barrée, avec votre motif. Les mains suivantes sont recalculées.</translation>
    </message>
    <message>
        <source>e.g. entered on the wrong table</source>
        <translation>p. ex. saisie sur la mauvaise table</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Invalider la main</translation>
    </message>
    <message>
        <source>Say why the hand is voided</source>
        <translation>Dites pourquoi la main est invalidée</translation>
    </message>
    <message>
        <source>Totals scored on paper</source>
        <translation>Totaux notés sur papier</translation>
    </message>
    <message>
        <source>Final scores from the paper score sheet</source>
        <translation>Scores finaux de la feuille de marque</translation>
    </message>
    <message>
        <source>For a table scored on paper, with no hands entered. The scores and the sticks left on the table must add up to %1.</source>
        <translation>Pour une table notée sur papier, sans main saisie. Les scores et les bâtons restés sur la table doivent faire %1.</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>Chombos</source>
        <translation>Chombos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Final score of %1</source>
        <translation>Score final de %1</translation>
    </message>
    <message>
        <source>Chombos of %1</source>
        <translation>Chombos de %1</translation>
    </message>
    <message>
        <source>Riichi sticks left on the table</source>
        <translation>Bâtons de riichi restés sur la table</translation>
    </message>
    <message>
        <source>Save totals</source>
        <translation>Enregistrer les totaux</translation>
    </message>
    <message>
        <source>Total with the sticks: %1 of %2</source>
        <translation>Total avec les bâtons : %1 sur %2</translation>
    </message>
    <message>
        <source>Unlock table</source>
        <translation>Déverrouiller la table</translation>
    </message>
    <message>
        <source>Unlock %1?</source>
        <translation>Déverrouiller %1 ?</translation>
    </message>
    <message>
        <source>This table was approved. Unlocking it lets you correct its hands; the unlock and your reason are kept in the tournament&apos;s log.</source>
        <translation>Cette table a été validée. La déverrouiller permet de corriger ses mains ; le déverrouillage et votre motif sont conservés dans le journal du tournoi.</translation>
    </message>
    <message>
        <source>e.g. score sheet signed with a wrong total</source>
        <translation>p. ex. feuille signée avec un total faux</translation>
    </message>
    <message>
        <source>Unlock the round</source>
        <translation>Déverrouiller le tour</translation>
    </message>
    <message>
        <source>Unlock round %1?</source>
        <translation>Déverrouiller le tour %1 ?</translation>
    </message>
    <message>
        <source>Round %1 is then no longer approved and its %2 tables are unlocked, to be corrected and approved again. The backup written at the approval stays; the unlock and your reason are kept in the tournament&apos;s log.</source>
        <translation>Le tour %1 n’est alors plus validé et ses %2 tables sont déverrouillées, pour être corrigées puis validées à nouveau. La sauvegarde écrite à la validation reste ; le déverrouillage et votre raison sont gardés dans le journal du tournoi.</translation>
    </message>
    <message>
        <source>Say why the round&apos;s approval is taken back</source>
        <translation>Dites pourquoi la validation du tour est retirée</translation>
    </message>
    <message>
        <source>e.g. approved before the last slip was checked</source>
        <translation>p. ex. validé avant la vérification de la dernière feuille</translation>
    </message>
    <message>
        <source>Organiser password</source>
        <translation>Mot de passe de l’organisateur</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Déverrouiller</translation>
    </message>
    <message>
        <source>Say why the table is changed</source>
        <translation>Dites pourquoi la table est modifiée</translation>
    </message>
    <message>
        <source>Total of every event</source>
        <translation>Total de chaque tournoi</translation>
    </message>
    <message>
        <source>Best N events</source>
        <translation>Les N meilleurs tournois</translation>
    </message>
    <message>
        <source>Placement points (mean of the best N)</source>
        <translation>Points de classement (moyenne des N meilleurs)</translation>
    </message>
    <message>
        <source>Season: %1</source>
        <translation>Saison : %1</translation>
    </message>
    <message>
        <source>Season file: %1</source>
        <translation>Fichier de saison : %1</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>YYYY-MM-DD (optional)</source>
        <translation>AAAA-MM-JJ (facultatif)</translation>
    </message>
    <message>
        <source>The event&apos;s date in the season; left empty, the event&apos;s own start date</source>
        <translation>La date du tournoi dans la saison ; vide, la date de début du tournoi lui-même</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Add this tournament</source>
        <translation>Ajouter ce tournoi</translation>
    </message>
    <message>
        <source>The tournament open on the desk</source>
        <translation>Le tournoi ouvert à la table d’arbitrage</translation>
    </message>
    <message>
        <source>Add a file…</source>
        <translation>Ajouter un fichier…</translation>
    </message>
    <message>
        <source>Add from a server…</source>
        <translation>Ajouter depuis un serveur…</translation>
    </message>
    <message>
        <source>A tournament on a server, by its address (postgresql://…)</source>
        <translation>Un tournoi sur un serveur, par son adresse (postgresql://…)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Least events</source>
        <translation>Tournois minimum</translation>
    </message>
    <message>
        <source>Names to sort out</source>
        <translation>Noms à départager</translation>
    </message>
    <message>
        <source>A conflict is never guessed: say whether two names are one person or two people, and the season is computed again.</source>
        <translation>Un conflit n’est jamais deviné : dites si deux noms sont une seule personne ou deux, et la saison est recalculée.</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Same person</source>
        <translation>Même personne</translation>
    </message>
    <message>
        <source>Different people</source>
        <translation>Personnes différentes</translation>
    </message>
    <message>
        <source>Season table</source>
        <translation>Classement de la saison</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Give two different names.</source>
        <translation>Donnez deux noms différents.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 players, %4 games</source>
        <translation>%1 · %2 · %3 joueurs, %4 parties</translation>
    </message>
    <message>
        <source>%1 · %2 · not counted (see below)</source>
        <translation>%1 · %2 · non compté (voir ci-dessous)</translation>
    </message>
    <message>
        <source>Scoring: %1.</source>
        <translation>Décompte : %1.</translation>
    </message>
    <message>
        <source>Ties: %1.</source>
        <translation>Égalités : %1.</translation>
    </message>
    <message>
        <source>None: every name is one person.</source>
        <translation>Aucun : chaque nom est une seule personne.</translation>
    </message>
    <message>
        <source>Add from a server</source>
        <translation>Ajouter depuis un serveur</translation>
    </message>
    <message>
        <source>The tournament&apos;s address (postgresql://…)</source>
        <translation>L’adresse du tournoi (postgresql://…)</translation>
    </message>
    <message>
        <source>Remove this winner</source>
        <translation>Retirer ce gagnant</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Han and fu</source>
        <translation>Han et fu</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Fu</source>
        <translation>Fu</translation>
    </message>
    <message>
        <source>20, 25, or 30 to 130 in tens; may be left at 0 from 5 han on</source>
        <translation>20, 25, ou de 30 à 130 par dizaines ; peut rester à 0 à partir de 5 han</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>Yakuman</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Liable (pao)</source>
        <translation>Responsable (pao)</translation>
    </message>
    <message>
        <source>The player who fed the last pung of Big Three Dragons or Big Four Winds (yakuman only)</source>
        <translation>Le joueur qui a donné le dernier pung des Trois grands dragons ou des Quatre grands vents (yakuman seulement)</translation>
    </message>
    <message>
        <source>Enter by</source>
        <translation>Saisir par</translation>
    </message>
    <message>
        <source>Forget the detail</source>
        <translation>Oublier le détail</translation>
    </message>
    <message>
        <source>Winner %1</source>
        <translation>Gagnant %1</translation>
    </message>
    <message>
        <source>yaku: %1</source>
        <translation>yaku : %1</translation>
    </message>
    <message>
        <source>dora</source>
        <translation>dora</translation>
    </message>
    <message>
        <source>red fives</source>
        <translation>cinq rouges</translation>
    </message>
    <message>
        <source>ura dora</source>
        <translation>ura dora</translation>
    </message>
    <message>
        <source>open hand</source>
        <translation>main ouverte</translation>
    </message>
    <message>
        <source>closed hand</source>
        <translation>main fermée</translation>
    </message>
    <message>
        <source>Recorded detail, kept and checked: %1</source>
        <translation>Détail enregistré, conservé et vérifié : %1</translation>
    </message>
    <message>
        <source>%1 from each player</source>
        <translation>%1 de chaque joueur</translation>
    </message>
    <message>
        <source>%1 from the dealer, %2 from the others</source>
        <translation>%1 du donneur, %2 des autres</translation>
    </message>
    <message>
        <source>Worth %1</source>
        <translation>Vaut %1</translation>
    </message>
    <message>
        <source>Filter: English, romaji or French name</source>
        <translation>Filtre : nom anglais, romaji ou français</translation>
    </message>
    <message>
        <source>Open hand</source>
        <translation>Main ouverte</translation>
    </message>
    <message>
        <source>Dora from the indicators</source>
        <translation>Dora des indicateurs</translation>
    </message>
    <message>
        <source>Red fives in the hand</source>
        <translation>Cinq rouges dans la main</translation>
    </message>
    <message>
        <source>Ura dora (after a riichi)</source>
        <translation>Ura dora (après un riichi)</translation>
    </message>
    <message>
        <source>Fu, when the yaku do not fix them; 0 from 5 han on</source>
        <translation>Fu, quand les yaku ne les fixent pas ; 0 à partir de 5 han</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>Cinq rouges</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>Dora</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>Ura dora</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>yakuman</translation>
    </message>
    <message>
        <source>closed only</source>
        <translation>fermée seulement</translation>
    </message>
    <message>
        <source>%1 han</source>
        <translation>%1 han</translation>
    </message>
    <message>
        <source>Tick the yaku of the hand.</source>
        <translation>Cochez les yaku de la main.</translation>
    </message>
    <message>
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <source>%1 fu</source>
        <translation>%1 fu</translation>
    </message>
    <message>
        <source>e.g. 234456m678p345s88s (winning tile included)</source>
        <translation>p. ex. 234456m678p345s88s (tuile gagnante comprise)</translation>
    </message>
    <message>
        <source>e.g. 5s</source>
        <translation>p. ex. 5s</translation>
    </message>
    <message>
        <source>called sets, e.g. pon:777z chi:123m ankan:9999s</source>
        <translation>combinaisons annoncées, p. ex. pon:777z chi:123m ankan:9999s</translation>
    </message>
    <message>
        <source>indicators, e.g. 4s,1z</source>
        <translation>indicateurs, p. ex. 4s,1z</translation>
    </message>
    <message>
        <source>after a riichi</source>
        <translation>après un riichi</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Tuile gagnante</translation>
    </message>
    <message>
        <source>Called sets</source>
        <translation>Combinaisons annoncées</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>Indicateurs de dora</translation>
    </message>
    <message>
        <source>Ura dora indicators</source>
        <translation>Indicateurs d’ura dora</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>Riichi</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>Double riichi</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>Ippatsu</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Dernière tuile</translation>
    </message>
    <message>
        <source>After a kong</source>
        <translation>Après un kong</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Vol du kong</translation>
    </message>
    <message>
        <source>Type the hand and the winning tile.</source>
        <translation>Saisissez la main et la tuile gagnante.</translation>
    </message>
    <message>
        <source>Choose the winner first: the seat wind counts.</source>
        <translation>Choisissez d’abord le gagnant : le vent de place compte.</translation>
    </message>
    <message>
        <source>%1 han %2 fu</source>
        <translation>%1 han %2 fu</translation>
    </message>
    <message>
        <source>By yaku</source>
        <translation>Par yaku</translation>
    </message>
    <message>
        <source>By tiles</source>
        <translation>Par tuiles</translation>
    </message>
    <message>
        <source>Rounds &amp; tables</source>
        <translation>Tours et tables</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Seating by table (for the wall)</source>
        <translation>Placement par table (pour le mur)</translation>
    </message>
    <message>
        <source>Seating by player (for the entrance)</source>
        <translation>Placement par joueur (pour l’entrée)</translation>
    </message>
    <message>
        <source>Score sheets (one page per table)</source>
        <translation>Feuilles de score (une page par table)</translation>
    </message>
    <message>
        <source>Result cards (one per player)</source>
        <translation>Fiches de résultats (une par joueur)</translation>
    </message>
    <message>
        <source>Statistics (players and tournament)</source>
        <translation>Statistiques (joueurs et tournoi)</translation>
    </message>
    <message>
        <source>Certificates (one per award winner)</source>
        <translation>Diplômes (un par lauréat)</translation>
    </message>
    <message>
        <source>Table codes (phone entry, with QR codes)</source>
        <translation>Codes des tables (saisie par téléphone, avec QR codes)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Choose the awards…</source>
        <translation>Choisir les prix…</translation>
    </message>
    <message>
        <source>The Awards page: which awards, in which order, and the players&apos; flags</source>
        <translation>La page Prix : quels prix, dans quel ordre, et les drapeaux des joueurs</translation>
    </message>
    <message>
        <source>%n page</source>
        <translation>%n page</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Print: %1</source>
        <translation>Imprimer : %1</translation>
    </message>
    <message>
        <source>%n pages</source>
        <translation>%n pages</translation>
    </message>
    <message>
        <source>Standings as &amp;CSV…</source>
        <translation>Classement en &amp;CSV…</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>Standings as a &amp;spreadsheet (XLSX)…</source>
        <translation>Classement en &amp;tableur (XLSX)…</translation>
    </message>
    <message>
        <source>Standings as a &amp;web page (HTML)…</source>
        <translation>Classement en page &amp;web (HTML)…</translation>
    </message>
    <message>
        <source>For the &amp;EMA ranking…</source>
        <translation>Pour le classement &amp;EMA…</translation>
    </message>
    <message>
        <source>ema</source>
        <translation>ema</translation>
    </message>
    <message>
        <source>Everything: settings, players, seating, every table&apos;s hands, penalties; a whole copy of the tournament, from which it can be built again.</source>
        <translation>Tout : réglages, joueurs, placements, les mains de chaque table, pénalités ; une copie complète du tournoi, à partir de laquelle il peut être reconstruit.</translation>
    </message>
    <message>
        <source>The whole tournament (&amp;JSON)…</source>
        <translation>Tout le tournoi (&amp;JSON)…</translation>
    </message>
    <message>
        <source>tournament</source>
        <translation>tournoi</translation>
    </message>
    <message>
        <source>Statistics as CS&amp;V…</source>
        <translation>Statistiques en CS&amp;V…</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistiques</translation>
    </message>
    <message>
        <source>Players and tournament, with the yaku counts, the points per round and the biggest hands, for other programs to read.</source>
        <translation>Joueurs et tournoi, avec les yaku, les points par tour et les plus grosses mains, à lire par d’autres programmes.</translation>
    </message>
    <message>
        <source>Statistics as JS&amp;ON…</source>
        <translation>Statistiques en JS&amp;ON…</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Awards</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Open a table from Rounds &amp; tables</source>
        <translation>Ouvrez une table depuis Tours et tables</translation>
    </message>
    <message>
        <source>Table %1 · round %2</source>
        <translation>Table %1 · tour %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Connect to a &amp;server…</source>
        <translation>Se connecter à un &amp;serveur…</translation>
    </message>
    <message>
        <source>A tournament on the venue&apos;s server, shared by several stations</source>
        <translation>Un tournoi sur le serveur du lieu, partagé par plusieurs postes</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Open the &amp;demo tournament</source>
        <translation>Ouvrir le tournoi de &amp;démonstration</translation>
    </message>
    <message>
        <source>&amp;Close tournament</source>
        <translation>&amp;Fermer le tournoi</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Tournament details…</source>
        <translation>Dé&amp;tails du tournoi…</translation>
    </message>
    <message>
        <source>Name, dates, rounds and what the EMA file needs</source>
        <translation>Nom, dates, tours et ce qu’il faut au fichier EMA</translation>
    </message>
    <message>
        <source>S&amp;eason…</source>
        <translation>S&amp;aison…</translation>
    </message>
    <message>
        <source>A club&apos;s season: its events, the season table and each player&apos;s rating</source>
        <translation>La saison d’un club : ses tournois, le classement de la saison et la cote de chaque joueur</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print preview of what this screen shows (Ctrl+P): standings, seating, score sheets, result cards</source>
        <translation>Aperçu avant impression de ce que montre cet écran (Ctrl+P) : classement, placement, feuilles de score, fiches de résultats</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Projector</source>
        <translation>&amp;Projecteur</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>&amp;Guide d’utilisation</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>Show the &amp;log folder</source>
        <translation>Afficher le dossier du &amp;journal</translation>
    </message>
    <message>
        <source>Where the desk writes what went wrong (send it with a report)</source>
        <translation>Où la table d’arbitrage note ce qui s’est mal passé (à joindre à un signalement)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>At the desk: your name</source>
        <translation>À la table d’arbitrage : votre nom</translation>
    </message>
    <message>
        <source>At the desk</source>
        <translation>À la table d’arbitrage</translation>
    </message>
    <message>
        <source>Who is at the desk: every change is logged with this name</source>
        <translation>Qui est à la table d’arbitrage : chaque modification est enregistrée à ce nom</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Who is at the desk?</source>
        <translation>Qui est à la table d’arbitrage ?</translation>
    </message>
    <message>
        <source>Your name, for the log of this change and the next ones (asked once; it stays in the &quot;At the desk&quot; field, where you can change it):</source>
        <translation>Votre nom, pour le journal de cette modification et des suivantes (demandé une fois ; il reste dans le champ « À la table d’arbitrage », où vous pouvez le changer) :</translation>
    </message>
    <message>
        <source>Use this name</source>
        <translation>Utiliser ce nom</translation>
    </message>
    <message>
        <source>Go on without a name</source>
        <translation>Continuer sans nom</translation>
    </message>
    <message>
        <source>This tournament has an organiser password. Every organiser change is signed with it, so that a change made behind the app&apos;s back is found. Give it once: the desk keeps it until the tournament is closed.</source>
        <translation>Ce tournoi a un mot de passe de l’organisateur. Chaque modification de l’organisateur est signée avec lui, pour qu’une modification faite à l’insu de l’application soit trouvée. Donnez-le une fois : la table d’arbitrage le garde jusqu’à la fermeture du tournoi.</translation>
    </message>
    <message>
        <source>Use this password</source>
        <translation>Utiliser ce mot de passe</translation>
    </message>
    <message>
        <source>Cancel the change</source>
        <translation>Annuler la modification</translation>
    </message>
    <message>
        <source>The file cannot be written</source>
        <translation>Le fichier ne peut pas être écrit</translation>
    </message>
    <message>
        <source>Close and lose it</source>
        <translation>Fermer et le perdre</translation>
    </message>
    <message>
        <source>Go back to the dialog</source>
        <translation>Revenir à la fenêtre</translation>
    </message>
    <message>
        <source>Something went wrong in the desk (%1); your tournament is saved as it was before. The details are in the log folder: %2</source>
        <translation>Un problème est survenu dans la table d’arbitrage (%1) ; votre tournoi est enregistré tel qu’il était avant. Les détails sont dans le dossier du journal : %2</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>Show the log folder</source>
        <translation>Afficher le dossier du journal</translation>
    </message>
    <message>
        <source>The desk&apos;s log is in this folder:</source>
        <translation>Le journal du poste est dans ce dossier :</translation>
    </message>
    <message>
        <source>No file manager could open it: open the folder yourself (the path above can be selected and copied).</source>
        <translation>Aucun gestionnaire de fichiers n’a pu l’ouvrir : ouvrez le dossier vous-même (le chemin ci-dessus peut être sélectionné et copié).</translation>
    </message>
    <message>
        <source>The log folder</source>
        <translation>Le dossier du journal</translation>
    </message>
    <message>
        <source>The last action failed and changed nothing:</source>
        <translation>La dernière action a échoué et n’a rien changé :</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>The last tournament could not be opened: %1</source>
        <translation>Le dernier tournoi n’a pas pu être ouvert : %1</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <source>Every change is saved at once</source>
        <translation>Chaque modification est enregistrée aussitôt</translation>
    </message>
    <message>
        <source>The file was upgraded; a copy of the old one is at %1</source>
        <translation>Le fichier a été mis à jour ; une copie de l’ancien est dans %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… et %1 de plus</translation>
    </message>
    <message>
        <source>This tournament was changed behind the app&apos;s back</source>
        <translation>Ce tournoi a été modifié en dehors de l&apos;application</translation>
    </message>
    <message>
        <source>What the results rest on no longer matches its ledger: somebody changed the file or database without the app. Find out who, and restore the last backup you trust. What differs:</source>
        <translation>Ce sur quoi reposent les résultats ne correspond plus à son registre : quelqu’un a modifié le fichier ou la base de données sans passer par l’application. Cherchez qui, et restaurez la dernière sauvegarde fiable. Ce qui diffère :</translation>
    </message>
    <message>
        <source>Changed behind the app&apos;s back</source>
        <translation>Modifié en dehors de l&apos;application</translation>
    </message>
    <message>
        <source>Changed at another station at %1</source>
        <translation>Modifié à un autre poste à %1</translation>
    </message>
    <message>
        <source>Saved at %1</source>
        <translation>Enregistré à %1</translation>
    </message>
    <message>
        <source>Building the demo tournament…</source>
        <translation>Création du tournoi de démonstration…</translation>
    </message>
    <message>
        <source>Cannot build the demo</source>
        <translation>Impossible de créer la démonstration</translation>
    </message>
    <message>
        <source>organiser</source>
        <translation>organisateur</translation>
    </message>
    <message>
        <source>referee station</source>
        <translation>poste d&apos;arbitre</translation>
    </message>
    <message>
        <source>Server %1 · %2 (%3)</source>
        <translation>Serveur %1 · %2 (%3)</translation>
    </message>
    <message>
        <source>The server does not answer: retrying…</source>
        <translation>Le serveur ne répond pas : nouvel essai…</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Écrit : %1</translation>
    </message>
    <message>
        <source>Appea&amp;rance</source>
        <translation>Appa&amp;rence</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>Comme le s&amp;ystème</translation>
    </message>
    <message>
        <source>Light or dark as the system is set, following it while the desk runs</source>
        <translation>Clair ou sombre selon le réglage du système, suivi tant que l’application est ouverte</translation>
    </message>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>riichi-tournament: a referee&apos;s desk for riichi mahjong tournaments.
Every change is written to the tournament file the moment you press OK.

Python %1, Qt %2</source>
        <translation>riichi-tournament : la table d’arbitrage des tournois de mahjong riichi.
Chaque modification est écrite dans le fichier du tournoi dès que vous appuyez sur OK.

Python %1, Qt %2</translation>
    </message>
    <message>
        <source>A dialog is open</source>
        <translation>Une fenêtre de saisie est ouverte</translation>
    </message>
    <message>
        <source>A dialog with typed input is open; what it holds is not saved yet. Close anyway?</source>
        <translation>Une fenêtre de saisie est ouverte ; son contenu n’est pas encore enregistré. Fermer quand même ?</translation>
    </message>
    <message>
        <source>Voided: %1</source>
        <translation>Invalidée : %1</translation>
    </message>
    <message>
        <source>Amended: %1</source>
        <translation>Corrigée : %1</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Retirée</translation>
    </message>
    <message>
        <source>Corrected entry</source>
        <translation>Entrée corrigée</translation>
    </message>
    <message>
        <source>Last hand (time)</source>
        <translation>Dernière main (temps)</translation>
    </message>
    <message>
        <source>entered at %1</source>
        <translation>saisie à %1</translation>
    </message>
    <message>
        <source>Log entry %1, recorded by %2</source>
        <translation>Entrée %1 du journal, saisie par %2</translation>
    </message>
    <message>
        <source>Log entry %1, recorded at %2</source>
        <translation>Entrée %1 du journal, saisie à %2</translation>
    </message>
    <message>
        <source>Log entry %1</source>
        <translation>Entrée %1 du journal</translation>
    </message>
    <message>
        <source>Voided by %2</source>
        <translation>Invalidée par %2</translation>
    </message>
    <message>
        <source>Voided at %2</source>
        <translation>Invalidée à %2</translation>
    </message>
    <message>
        <source>Voided</source>
        <translation>Invalidée</translation>
    </message>
    <message>
        <source>Amended by %2</source>
        <translation>Corrigée par %2</translation>
    </message>
    <message>
        <source>Amended at %2</source>
        <translation>Corrigée à %2</translation>
    </message>
    <message>
        <source>Amended</source>
        <translation>Corrigée</translation>
    </message>
    <message>
        <source>Undone by %2</source>
        <translation>Retirée par %2</translation>
    </message>
    <message>
        <source>Undone at %2</source>
        <translation>Retirée à %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Riichi: %1</source>
        <translation>Riichi : %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>The name can be split in several ways: choose the first and last name below</source>
        <translation>Le nom peut se partager de plusieurs façons : choisissez le prénom et le nom ci-dessous</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>EMA ranking</source>
        <translation>Classement EMA</translation>
    </message>
    <message>
        <source>EMA number</source>
        <translation>Numéro EMA</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Player details</source>
        <translation>Détails du joueur</translation>
    </message>
    <message>
        <source>default: first and last name</source>
        <translation>par défaut : prénom et nom</translation>
    </message>
    <message>
        <source>The split into first and last name is right</source>
        <translation>Le partage en prénom et nom est juste</translation>
    </message>
    <message>
        <source>eight digits, e.g. 04290032</source>
        <translation>huit chiffres, par ex. 04290032</translation>
    </message>
    <message>
        <source>the name in Tenhou or Mahjong Soul, if another</source>
        <translation>le nom sur Tenhou ou Mahjong Soul, s’il est autre</translation>
    </message>
    <message>
        <source>Counts in the EMA ranking</source>
        <translation>Compte pour le classement EMA</translation>
    </message>
    <message>
        <source>Substitutes count only if they agreed beforehand</source>
        <translation>Les remplaçants ne comptent que s’ils l’ont accepté avant</translation>
    </message>
    <message>
        <source>optional, kept in the log</source>
        <translation>facultatif, gardé dans le journal</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Name as entered</source>
        <translation>Nom tel que saisi</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Online name</source>
        <translation>Nom en ligne</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>First and last name were guessed from “%1”: check them, correct them or tick “The split is right”.</source>
        <translation>Le prénom et le nom ont été devinés à partir de « %1 » : vérifiez-les, corrigez-les ou cochez « Le partage est juste ».</translation>
    </message>
    <message>
        <source>Type the player&apos;s first and last name</source>
        <translation>Tapez le prénom et le nom du joueur</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>Chombo</translation>
    </message>
    <message>
        <source>Yellow card</source>
        <translation>Carton jaune</translation>
    </message>
    <message>
        <source>Point deduction</source>
        <translation>Retrait de points</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Disqualification</translation>
    </message>
    <message>
        <source>score slip</source>
        <translation>feuille de score</translation>
    </message>
    <message>
        <source>mangan paid at the table (%1)</source>
        <translation>mangan payé à la table (%1)</translation>
    </message>
    <message>
        <source>deducted at the end of the game</source>
        <translation>retiré à la fin de la partie</translation>
    </message>
    <message>
        <source>mangan paid at the table (in the slip&apos;s scores)</source>
        <translation>mangan payé à la table (dans les scores de la feuille)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>withdrawn: %1</source>
        <translation>retirée : %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Dropped out</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Substitute</source>
        <translation>Remplaçant</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Validée</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>À jouer</translation>
    </message>
    <message>
        <source>Playing: %1</source>
        <translation>En jeu : %1</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 main</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>%1 mains</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>The players may enter this table&apos;s hands on a phone (right-click to switch it off)</source>
        <translation>Les joueurs peuvent saisir les mains de cette table sur un téléphone (clic droit pour la couper)</translation>
    </message>
    <message>
        <source>Phone entry is off for this table (right-click to switch it on)</source>
        <translation>La saisie par téléphone est coupée pour cette table (clic droit pour la rouvrir)</translation>
    </message>
    <message>
        <source>Select two players (Ctrl+click) to swap them</source>
        <translation>Sélectionnez deux joueurs (Ctrl+clic) pour les échanger</translation>
    </message>
    <message>
        <source>Double-click to open the table</source>
        <translation>Double-cliquez pour ouvrir la table</translation>
    </message>
    <message>
        <source>substitute</source>
        <translation>remplaçant</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>disqualifié</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>Cote après</translation>
    </message>
    <message>
        <source>Tied</source>
        <translation>Ex æquo</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2e</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3e</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4e</translation>
    </message>
    <message>
        <source>Chombo deductions</source>
        <translation>Retraits pour chombo</translation>
    </message>
    <message>
        <source>Referee penalties</source>
        <translation>Pénalités d’arbitre</translation>
    </message>
    <message>
        <source>Deducted at the end of each game with a chombo; already inside the round columns and the total</source>
        <translation>Retirés à la fin de chaque partie avec un chombo ; déjà compris dans les colonnes des tours et le total</translation>
    </message>
    <message>
        <source>Point deductions given by a referee, on top of the games</source>
        <translation>Retraits de points donnés par un arbitre, en plus des parties</translation>
    </message>
    <message>
        <source>Includes a game still being played</source>
        <translation>Comprend une partie en cours</translation>
    </message>
    <message>
        <source>Shares this place</source>
        <translation>Partage cette place</translation>
    </message>
    <message>
        <source>Start points</source>
        <translation>Points de départ</translation>
    </message>
    <message>
        <source>Return points</source>
        <translation>Points de retour</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>Oka</translation>
    </message>
    <message>
        <source>Uma (1st to 4th)</source>
        <translation>Uma (1er au 4e)</translation>
    </message>
    <message>
        <source>Equal scores</source>
        <translation>Scores égaux</translation>
    </message>
    <message>
        <source>Points unit</source>
        <translation>Unité de points</translation>
    </message>
    <message>
        <source>Honba value</source>
        <translation>Valeur du honba</translation>
    </message>
    <message>
        <source>Noten payment</source>
        <translation>Paiement noten</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>Kiriage mangan</translation>
    </message>
    <message>
        <source>Counted yakuman</source>
        <translation>Yakuman compté</translation>
    </message>
    <message>
        <source>Yakuman add up</source>
        <translation>Yakuman cumulés</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>Renhou</translation>
    </message>
    <message>
        <source>Open tanyao</source>
        <translation>Tanyao ouvert</translation>
    </message>
    <message>
        <source>2 han from 5 counters</source>
        <translation>2 han à partir de 5 compteurs</translation>
    </message>
    <message>
        <source>Multiple ron</source>
        <translation>Ron multiple</translation>
    </message>
    <message>
        <source>Triple ron is a draw</source>
        <translation>Triple ron annule la main</translation>
    </message>
    <message>
        <source>Honba on a multiple ron</source>
        <translation>Honba sur un ron multiple</translation>
    </message>
    <message>
        <source>%1 takes back their own riichi stake (%2)</source>
        <translation>%1 reprend sa propre mise de riichi (%2)</translation>
    </message>
    <message>
        <source>Sticks on a multiple ron</source>
        <translation>Bâtons sur un ron multiple</translation>
    </message>
    <message>
        <source>Own riichi stake back on a multiple ron</source>
        <translation>Mise de riichi rendue au gagnant sur un ron multiple</translation>
    </message>
    <message>
        <source>Honba on a pao ron</source>
        <translation>Honba d’un ron avec pao</translation>
    </message>
    <message>
        <source>Pao covers</source>
        <translation>Ce que couvre le pao</translation>
    </message>
    <message>
        <source>Abortive draws</source>
        <translation>Mains annulées</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>Nagashi mangan</translation>
    </message>
    <message>
        <source>Chombo deduction</source>
        <translation>Retrait pour chombo</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>Bust ends the game</source>
        <translation>La faillite termine la partie</translation>
    </message>
    <message>
        <source>West extension</source>
        <translation>Prolongation en Ouest</translation>
    </message>
    <message>
        <source>Agari yame</source>
        <translation>Agari yame</translation>
    </message>
    <message>
        <source>Goal score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>Leftover sticks</source>
        <translation>Bâtons restants</translation>
    </message>
    <message>
        <source>Points and final result</source>
        <translation>Points et résultat final</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Fins de mur et annulations</translation>
    </message>
    <message>
        <source>Game flow</source>
        <translation>Déroulement de la partie</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>share</source>
        <translation>partage</translation>
    </message>
    <message>
        <source>seat order</source>
        <translation>ordre des places</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>head bump</source>
        <translation>atamahane</translation>
    </message>
    <message>
        <source>each</source>
        <translation>chacun</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>le plus proche</translation>
    </message>
    <message>
        <source>mangan at the table</source>
        <translation>mangan à la table</translation>
    </message>
    <message>
        <source>the discarder</source>
        <translation>celui qui a défaussé</translation>
    </message>
    <message>
        <source>the liable player</source>
        <translation>le joueur responsable</translation>
    </message>
    <message>
        <source>one yakuman</source>
        <translation>un yakuman</translation>
    </message>
    <message>
        <source>the whole hand</source>
        <translation>toute la main</translation>
    </message>
    <message>
        <source>end of game</source>
        <translation>fin de partie</translation>
    </message>
    <message>
        <source>East only</source>
        <translation>Est seulement</translation>
    </message>
    <message>
        <source>hanchan (East and South)</source>
        <translation>hanchan (Est et Sud)</translation>
    </message>
    <message>
        <source>to first place</source>
        <translation>à la première place</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>mangan</source>
        <translation>mangan</translation>
    </message>
    <message>
        <source>EMA RCR (default)</source>
        <translation>EMA RCR (par défaut)</translation>
    </message>
    <message>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <source>WRC</source>
        <translation>WRC</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>Tenhou</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1re place</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2e place</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3e place</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4e place</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>%n honba</source>
        <translation>%n honba</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>double yakuman</translation>
    </message>
    <message>
        <source>%n× yakuman</source>
        <translation>%n× yakuman</translation>
    </message>
    <message>
        <source>%n han</source>
        <translation>%n han</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Deal-ins</source>
        <translation>Ron concédés</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>Taux de ron concédés</translation>
    </message>
    <message>
        <source>Riichi rate</source>
        <translation>Taux de riichi</translation>
    </message>
    <message>
        <source>Riichi success</source>
        <translation>Riichi réussis</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>Main moyenne</translation>
    </message>
    <message>
        <source>Largest win</source>
        <translation>Plus grosse main</translation>
    </message>
    <message>
        <source>Tsumo share</source>
        <translation>Part de tsumo</translation>
    </message>
    <message>
        <source>Dealer keeps</source>
        <translation>Donnes gardées</translation>
    </message>
    <message>
        <source>Noten at draws</source>
        <translation>Noten aux fins de mur</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>Place moyenne</translation>
    </message>
    <message>
        <source>Settled hands at the player&apos;s tables recorded hand by hand (a chombo is not a hand)</source>
        <translation>Mains jouées aux tables du joueur saisies main par main (un chombo n’est pas une main)</translation>
    </message>
    <message>
        <source>Hands where the player discarded the winning tile (a double ron counts once)</source>
        <translation>Mains où le joueur a défaussé la tuile gagnante (un double ron compte une fois)</translation>
    </message>
    <message>
        <source>The win&apos;s value from the rule tables, before honba and riichi sticks</source>
        <translation>La valeur de la main selon les tables des règles, avant honba et bâtons de riichi</translation>
    </message>
    <message>
        <source>Hands dealt that the dealer kept by winning or by being tenpai at an exhaustive draw</source>
        <translation>Donnes que le donneur a gardées en gagnant ou en étant tenpai à la fin du mur</translation>
    </message>
    <message>
        <source>Exhaustive draws at which the player was not tenpai</source>
        <translation>Fins de mur où le joueur n’était pas tenpai</translation>
    </message>
    <message>
        <source>Yaku</source>
        <translation>Yaku</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>Ron concédé par</translation>
    </message>
    <message>
        <source>haneman</source>
        <translation>haneman</translation>
    </message>
    <message>
        <source>baiman</source>
        <translation>baiman</translation>
    </message>
    <message>
        <source>sanbaiman</source>
        <translation>sanbaiman</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>Ron</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>Tsumo</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Fin de mur</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ron</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>tsumo</translation>
    </message>
    <message>
        <source>pao: liability</source>
        <translation>pao : responsabilité</translation>
    </message>
    <message>
        <source>pao: liability, half</source>
        <translation>pao : responsabilité, moitié</translation>
    </message>
    <message>
        <source>noten</source>
        <translation>noten</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>nagashi mangan</translation>
    </message>
    <message>
        <source>chombo</source>
        <translation>chombo</translation>
    </message>
    <message>
        <source>%1 puts %2 on the table (riichi)</source>
        <translation>%1 pose %2 sur la table (riichi)</translation>
    </message>
    <message>
        <source>%1 takes %2 from the table (%n riichi stick)</source>
        <translation>%1 prend %2 sur la table (%n bâton de riichi)</translation>
    </message>
    <message>
        <source>%1 takes %2 from the table (%n riichi sticks)</source>
        <translation>%1 prend %2 sur la table (%n bâtons de riichi)</translation>
    </message>
    <message>
        <source>%1 takes %2 from the table (share of the riichi sticks)</source>
        <translation>%1 prend %2 sur la table (part des bâtons de riichi)</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 paie %3 à %2 (%4)</translation>
    </message>
    <message>
        <source>Head bump: only %1 is paid; %2 gets nothing</source>
        <translation>Atamahane : seul %1 est payé ; %2 ne reçoit rien</translation>
    </message>
    <message>
        <source>The game ends: %1</source>
        <translation>La partie se termine : %1</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Main suivante : %1</translation>
    </message>
    <message>
        <source>What is lost: the tables drawn for round %1 (and any swaps made by hand); seating lists and score sheets printed for them no longer match. No game is lost: these rounds have no hands yet.</source>
        <translation>Ce qui est perdu : les tables tirées pour le tour %1 (et les échanges faits à la main) ; les placements et feuilles de score imprimés pour elles ne correspondent plus. Aucune partie n’est perdue : ces tours n’ont encore aucune main.</translation>
    </message>
    <message>
        <source>Penalty…</source>
        <translation>Pénalité…</translation>
    </message>
    <message>
        <source>Chombo…</source>
        <translation>Chombo…</translation>
    </message>
    <message>
        <source>Open the offender&apos;s table to record the chombo</source>
        <translation>Ouvrir la table du fautif pour saisir le chombo</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Tous les tours</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>%n chombo</source>
        <translation>%n chombo</translation>
    </message>
    <message>
        <source>%n chombos</source>
        <translation>%n chombos</translation>
    </message>
    <message>
        <source>%n referee penalty</source>
        <translation>%n pénalité d’arbitre</translation>
    </message>
    <message>
        <source>%n referee penalties</source>
        <translation>%n pénalités d’arbitre</translation>
    </message>
    <message>
        <source>Penalty recorded for %1.</source>
        <translation>Pénalité enregistrée pour %1.</translation>
    </message>
    <message>
        <source>Who made the chombo?</source>
        <translation>Qui a commis le chombo ?</translation>
    </message>
    <message>
        <source>%1 has no table in this round.</source>
        <translation>%1 n’a pas de table à ce tour.</translation>
    </message>
    <message>
        <source>Withdraw penalty</source>
        <translation>Retirer la pénalité</translation>
    </message>
    <message>
        <source>Why is it withdrawn? (kept in the log)</source>
        <translation>Pourquoi est-elle retirée ? (conservé dans le journal)</translation>
    </message>
    <message>
        <source>Penalty withdrawn.</source>
        <translation>Pénalité retirée.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Add the players of a CSV or XLSX file</source>
        <translation>Ajouter les joueurs d’un fichier CSV ou XLSX</translation>
    </message>
    <message>
        <source>Add a player…</source>
        <translation>Ajouter un joueur…</translation>
    </message>
    <message>
        <source>A late arrival, with first and last name, EMA number, country, club and team</source>
        <translation>Un retardataire, avec prénom et nom, numéro EMA, pays, club et équipe</translation>
    </message>
    <message>
        <source>Check the next one…</source>
        <translation>Vérifier le suivant…</translation>
    </message>
    <message>
        <source>Name of a late arrival</source>
        <translation>Nom d’un retardataire</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter le joueur</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Filtrer par nom</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name, EMA number, country, club, team or status (Enter)</source>
        <translation>Corriger le nom, le numéro EMA, le pays, le club, l’équipe ou le statut du joueur choisi (Entrée)</translation>
    </message>
    <message>
        <source>Drop out…</source>
        <translation>Abandon…</translation>
    </message>
    <message>
        <source>The player leaves: kept in the standings with the games played, not seated again</source>
        <translation>Le joueur part : il reste au classement avec ses parties jouées, il n’est plus placé</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Réintégrer</translation>
    </message>
    <message>
        <source>Make substitute</source>
        <translation>Passer remplaçant</translation>
    </message>
    <message>
        <source>%n playing</source>
        <translation>%n en jeu</translation>
    </message>
    <message>
        <source>%n substitute</source>
        <translation>%n remplaçant</translation>
    </message>
    <message>
        <source>%n substitutes</source>
        <translation>%n remplaçants</translation>
    </message>
    <message>
        <source>%n dropped out</source>
        <translation>%n abandon(s)</translation>
    </message>
    <message>
        <source>%n player&apos;s first and last name were guessed from one name (the EMA file needs them right): %1</source>
        <translation>Le prénom et le nom de %n joueur ont été devinés à partir d’un seul nom (le fichier EMA les veut justes) : %1</translation>
    </message>
    <message>
        <source>%n players&apos; first and last names were guessed from one name (the EMA file needs them right): %1</source>
        <translation>Les prénoms et noms de %n joueurs ont été devinés à partir d’un seul nom (le fichier EMA les veut justes) : %1</translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation>Saisissez le nom du joueur</translation>
    </message>
    <message>
        <source>%1 added.</source>
        <translation>%1 ajouté.</translation>
    </message>
    <message>
        <source>%1 has joined.</source>
        <translation>%1 est arrivé.</translation>
    </message>
    <message>
        <source>%n player imported.</source>
        <translation>%n joueur importé.</translation>
    </message>
    <message>
        <source>%n players imported.</source>
        <translation>%n joueurs importés.</translation>
    </message>
    <message>
        <source>%1: details saved.</source>
        <translation>%1 : détails enregistrés.</translation>
    </message>
    <message>
        <source>%1 changed status.</source>
        <translation>%1 a changé de statut.</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Why does %1 leave? (kept in the log)</source>
        <translation>Pourquoi %1 part-il ? (conservé dans le journal)</translation>
    </message>
    <message>
        <source>Drop %1 out</source>
        <translation>Retirer %1 du tournoi</translation>
    </message>
    <message>
        <source>%1 has dropped out.</source>
        <translation>%1 a abandonné.</translation>
    </message>
    <message>
        <source>%1 plays again.</source>
        <translation>%1 rejoue.</translation>
    </message>
    <message>
        <source>%1 is now a substitute.</source>
        <translation>%1 est maintenant remplaçant.</translation>
    </message>
    <message>
        <source>Seat the coming rounds again?</source>
        <translation>Refaire le placement des tours à venir ?</translation>
    </message>
    <message>
        <source>Rounds not played yet: %1. Seat them again so that the tables match who plays now?</source>
        <translation>Tours pas encore joués : %1. Refaire leur placement pour que les tables correspondent aux joueurs présents ?</translation>
    </message>
    <message>
        <source>Draw new tables</source>
        <translation>Tirer de nouvelles tables</translation>
    </message>
    <message>
        <source>Keep the tables</source>
        <translation>Garder les tables</translation>
    </message>
    <message>
        <source>Seated again: round %1.</source>
        <translation>Placement refait : tour %1.</translation>
    </message>
    <message>
        <source>Projector — %1</source>
        <translation>Projecteur — %1</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Remettre à zéro</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>Standings: no game finished yet</source>
        <translation>Classement : aucune partie finie pour l’instant</translation>
    </message>
    <message>
        <source>Standings: round %1, %2 of %3 games in</source>
        <translation>Classement : tour %1, %2 parties sur %3 comptées</translation>
    </message>
    <message>
        <source>Find your table: round %1</source>
        <translation>Trouvez votre table : tour %1</translation>
    </message>
    <message>
        <source>%n player</source>
        <translation>%n joueur</translation>
    </message>
    <message>
        <source>%n players</source>
        <translation>%n joueurs</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>No award chosen yet</source>
        <translation>Aucun prix choisi pour l’instant</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Aucun lauréat</translation>
    </message>
    <message>
        <source>Award %1 of %2</source>
        <translation>Prix %1 sur %2</translation>
    </message>
    <message>
        <source>Prize-giving</source>
        <translation>Remise des prix</translation>
    </message>
    <message>
        <source>Prize-giving: final standings</source>
        <translation>Remise des prix&#xa0;: classement final</translation>
    </message>
    <message>
        <source>Prize-giving: standings after round %1</source>
        <translation>Remise des prix&#xa0;: classement après le tour %1</translation>
    </message>
    <message>
        <source>No game finished yet</source>
        <translation>Aucune partie terminée pour l’instant</translation>
    </message>
    <message>
        <source>Press → to reveal the last place</source>
        <translation>Appuyez sur → pour dévoiler la dernière place</translation>
    </message>
    <message>
        <source>%1 of %2 places revealed</source>
        <translation>%1 places dévoilées sur %2</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Projecteur</translation>
    </message>
    <message>
        <source>Projector:</source>
        <translation>Projecteur :</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>Off: the public screen shows finished games only</source>
        <translation>Décoché : l’écran public ne montre que les parties finies</translation>
    </message>
    <message>
        <source>Close the projector</source>
        <translation>Fermer le projecteur</translation>
    </message>
    <message>
        <source>Prize-giving:</source>
        <translation>Remise des prix&#xa0;:</translation>
    </message>
    <message>
        <source>The award winners, one award per step</source>
        <translation>Les lauréats, un prix à chaque étape</translation>
    </message>
    <message>
        <source>Reveal the standings</source>
        <translation>Dévoiler le classement</translation>
    </message>
    <message>
        <source>The standings revealed from the last place upward, one place per step (→ or Page Down on the projector)</source>
        <translation>Le classement dévoilé depuis la dernière place, une place à chaque étape (→ ou Page suivante sur le projecteur)</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Une étape en arrière</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>The next award or place (→ on the projector)</source>
        <translation>Le prix ou la place suivante (→ sur le projecteur)</translation>
    </message>
    <message>
        <source>Back to the standings pages</source>
        <translation>Retour aux pages du classement</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classement après le tour %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>not seated</source>
        <translation>pas placé</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>validé</translation>
    </message>
    <message>
        <source>all tables finished</source>
        <translation>toutes les tables terminées</translation>
    </message>
    <message>
        <source>%1 of %2 tables finished</source>
        <translation>%1 tables terminées sur %2</translation>
    </message>
    <message>
        <source>%1 rounds are more than %2 players can play without meeting someone again (at most %3 rounds).</source>
        <translation>%1 tours, c’est plus que %2 joueurs ne peuvent jouer sans se rencontrer à nouveau (au plus %3 tours).</translation>
    </message>
    <message>
        <source>No seating of %1 rounds without repeats is known for %2 players (the best known has %3).</source>
        <translation>Aucun placement de %1 tours sans rencontre répétée n’est connu pour %2 joueurs (le meilleur connu en a %3).</translation>
    </message>
    <message>
        <source>Only the first %1 of %2 rounds are free of repeats.</source>
        <translation>Seuls les %1 premiers tours sur %2 sont sans rencontre répétée.</translation>
    </message>
    <message>
        <source>Seating quality</source>
        <translation>Qualité du placement</translation>
    </message>
    <message>
        <source>This round is not seated yet.</source>
        <translation>Ce tour n’est pas encore placé.</translation>
    </message>
    <message>
        <source>over %n round</source>
        <translation>sur %n tour</translation>
    </message>
    <message>
        <source>over %n rounds</source>
        <translation>sur %n tours</translation>
    </message>
    <message>
        <source>(rounds %1)</source>
        <translation>(tours %1)</translation>
    </message>
    <message>
        <source>%n pair meets more than once</source>
        <translation>%n paire se rencontre plus d’une fois</translation>
    </message>
    <message>
        <source>%n pairs meet more than once</source>
        <translation>%n paires se rencontrent plus d’une fois</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>et %1 autres</translation>
    </message>
    <message>
        <source>Unavoidable: with %1 players over %2 rounds, at least %3 pairs meet twice, whatever the draw.</source>
        <translation>Inévitable : avec %1 joueurs sur %2 tours, au moins %3 paires se rencontrent deux fois, quel que soit le tirage.</translation>
    </message>
    <message>
        <source>Nobody meets the same player twice</source>
        <translation>Personne ne rencontre deux fois le même joueur</translation>
    </message>
    <message>
        <source>%n pair has met</source>
        <translation>%n paire s’est rencontrée</translation>
    </message>
    <message>
        <source>%n pairs have met</source>
        <translation>%n paires se sont rencontrées</translation>
    </message>
    <message>
        <source>Seat winds are balanced: nobody has a wind more than once more than another.</source>
        <translation>Les vents de place sont équilibrés : personne n’a un vent plus d’une fois de plus qu’un autre.</translation>
    </message>
    <message>
        <source>Seat winds: up to %1 more times in one wind than in another, for %2</source>
        <translation>Vents de place : jusqu’à %1 fois de plus dans un vent que dans un autre, pour %2</translation>
    </message>
    <message>
        <source>Teammates at one table: %1</source>
        <translation>Coéquipiers à une même table : %1</translation>
    </message>
    <message>
        <source>Players back at a table number they sat at before: %1</source>
        <translation>Joueurs revenus à un numéro de table déjà occupé : %1</translation>
    </message>
    <message>
        <source>Seat coming rounds again</source>
        <translation>Replacer les tours à venir</translation>
    </message>
    <message>
        <source>After a late arrival or a drop-out: draw new tables for every seated round not played yet</source>
        <translation>Après une arrivée tardive ou un abandon : nouvelles tables pour chaque tour placé pas encore joué</translation>
    </message>
    <message>
        <source>Online round…</source>
        <translation>Tour en ligne…</translation>
    </message>
    <message>
        <source>Read a round of online logs: a round played online and seated by the lobby, its tables made from the games&apos; logs</source>
        <translation>Lire un tour d’historiques en ligne : un tour joué en ligne et placé par le salon, ses tables faites à partir des historiques des parties</translation>
    </message>
    <message>
        <source>Seat round</source>
        <translation>Placer le tour</translation>
    </message>
    <message>
        <source>Draw the tables of this round (it must not be played yet)</source>
        <translation>Tirer les tables de ce tour (il ne doit pas être commencé)</translation>
    </message>
    <message>
        <source>Swap players</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Ctrl+click two players in the tables, then swap them</source>
        <translation>Ctrl+clic sur deux joueurs des tables, puis échangez-les</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Approve round</source>
        <translation>Valider le tour</translation>
    </message>
    <message>
        <source>Every table must be finished; they are locked and a backup is written</source>
        <translation>Toutes les tables doivent être terminées ; elles sont verrouillées et une sauvegarde est écrite</translation>
    </message>
    <message>
        <source>Unlock the round…</source>
        <translation>Déverrouiller le tour…</translation>
    </message>
    <message>
        <source>Approved by mistake? Take the approval back: every table is unlocked, with one organiser password</source>
        <translation>Validé par erreur ? Retirez la validation : toutes les tables sont déverrouillées, avec un seul mot de passe de l’organisateur</translation>
    </message>
    <message>
        <source>Seating…</source>
        <translation>Placement…</translation>
    </message>
    <message>
        <source>Tables of the round</source>
        <translation>Tables du tour</translation>
    </message>
    <message>
        <source>Seat again</source>
        <translation>Replacer</translation>
    </message>
    <message>
        <source>Round %1 is seated already. Draw new tables for it?</source>
        <translation>Le tour %1 est déjà placé. Tirer de nouvelles tables ?</translation>
    </message>
    <message>
        <source>Round %1 seated.</source>
        <translation>Tour %1 placé.</translation>
    </message>
    <message>
        <source>%1 and %2 swapped seats.</source>
        <translation>%1 et %2 ont échangé leurs places.</translation>
    </message>
    <message>
        <source>Round %1 approved: its tables are locked and a backup was written.</source>
        <translation>Tour %1 validé : ses tables sont verrouillées et une sauvegarde a été écrite.</translation>
    </message>
    <message>
        <source>Approve round %1?</source>
        <translation>Valider le tour %1 ?</translation>
    </message>
    <message>
        <source>Its %n table is locked: changing it then needs the organiser password.</source>
        <translation>Sa %n table est verrouillée : la modifier demande alors le mot de passe de l’organisateur.</translation>
    </message>
    <message>
        <source>Its %n tables are locked: changing one then needs the organiser password.</source>
        <translation>Ses %n tables sont verrouillées : en modifier une demande alors le mot de passe de l’organisateur.</translation>
    </message>
    <message>
        <source>A backup of the tournament is written to %1</source>
        <translation>Une sauvegarde du tournoi est écrite dans %1</translation>
    </message>
    <message>
        <source>Approved by mistake? “Unlock the round” takes it back.</source>
        <translation>Validé par erreur ? « Déverrouiller le tour » retire la validation.</translation>
    </message>
    <message>
        <source>Approve and lock round %1</source>
        <translation>Valider et verrouiller le tour %1</translation>
    </message>
    <message>
        <source>Round %1 is no longer approved: its tables are unlocked.</source>
        <translation>Le tour %1 n’est plus validé : ses tables sont déverrouillées.</translation>
    </message>
    <message>
        <source>Game logs (*.mjlog *.xml *.json *.gz);;All files (*)</source>
        <translation>Historiques de parties (*.mjlog *.xml *.json *.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Round %1 read from its online logs.</source>
        <translation>Tour %1 lu depuis ses historiques en ligne.</translation>
    </message>
    <message>
        <source>Every seated round has games recorded: there is no round to seat again.</source>
        <translation>Chaque tour placé a des parties saisies : aucun tour à replacer.</translation>
    </message>
    <message>
        <source>Draw new tables for rounds %1 (not played yet)?</source>
        <translation>Tirer de nouvelles tables pour les tours %1 (pas encore joués) ?</translation>
    </message>
    <message>
        <source>Switch phone entry off for table %1</source>
        <translation>Couper la saisie par téléphone pour la table %1</translation>
    </message>
    <message>
        <source>Switch phone entry on for table %1</source>
        <translation>Ouvrir la saisie par téléphone pour la table %1</translation>
    </message>
    <message>
        <source>Give table %1 a new code…</source>
        <translation>Donner un nouveau code à la table %1…</translation>
    </message>
    <message>
        <source>Switch phone entry off for round %1</source>
        <translation>Couper la saisie par téléphone pour le tour %1</translation>
    </message>
    <message>
        <source>Switch phone entry on for round %1</source>
        <translation>Ouvrir la saisie par téléphone pour le tour %1</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>Give table %1 of round %2 a new code? Its old code stops working at once; the other tables keep theirs.</source>
        <translation>Donner un nouveau code à la table %1 du tour %2 ? Son ancien code cesse aussitôt de fonctionner ; les autres tables gardent le leur.</translation>
    </message>
    <message>
        <source>Give a new code</source>
        <translation>Donner un nouveau code</translation>
    </message>
    <message>
        <source>Table %1&apos;s new code: %2 (the old one no longer works; print it from Print &gt; %3)</source>
        <translation>Nouveau code de la table %1 : %2 (l’ancien ne fonctionne plus ; imprimez-le depuis Imprimer &gt; %3)</translation>
    </message>
    <message>
        <source>Place after each round</source>
        <translation>Place après chaque tour</translation>
    </message>
    <message>
        <source>Total after each round</source>
        <translation>Total après chaque tour</translation>
    </message>
    <message>
        <source>No round has a counted game yet.</source>
        <translation>Aucun tour n’a encore de partie comptée.</translation>
    </message>
    <message>
        <source>This round only</source>
        <translation>Ce tour seulement</translation>
    </message>
    <message>
        <source>Count games in play</source>
        <translation>Compter les parties en cours</translation>
    </message>
    <message>
        <source>Tables still playing count at their current scores (marked *)</source>
        <translation>Les tables encore en jeu comptent avec leurs scores actuels (marquées *)</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Without a place: substitutes and disqualified players</source>
        <translation>Sans place : remplaçants et joueurs disqualifiés</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>the latest round</source>
        <translation>le dernier tour</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>le tour %1</translation>
    </message>
    <message>
        <source>After round %1</source>
        <translation>Après le tour %1</translation>
    </message>
    <message>
        <source>Standings after</source>
        <translation>Classement après</translation>
    </message>
    <message>
        <source>%n player ranked</source>
        <translation>%n joueur classé</translation>
    </message>
    <message>
        <source>%n players ranked</source>
        <translation>%n joueurs classés</translation>
    </message>
    <message>
        <source>%n game not counted yet</source>
        <translation>%n partie pas encore comptée</translation>
    </message>
    <message>
        <source>%n games not counted yet</source>
        <translation>%n parties pas encore comptées</translation>
    </message>
    <message>
        <source>* includes a game in play</source>
        <translation>* comprend une partie en cours</translation>
    </message>
    <message>
        <source>The players selected in the ranking</source>
        <translation>Les joueurs sélectionnés dans le classement</translation>
    </message>
    <message>
        <source>The leaders; select players in the ranking to follow them</source>
        <translation>Les premiers ; sélectionnez des joueurs dans le classement pour les suivre</translation>
    </message>
    <message>
        <source>Riichi tournament desk</source>
        <translation>Table d’arbitrage riichi</translation>
    </message>
    <message>
        <source>Seating, hands, penalties and standings for a riichi mahjong tournament, on this computer. Every change is saved at once.</source>
        <translation>Placement, mains, pénalités et classement d’un tournoi de mahjong riichi, sur cet ordinateur. Chaque modification est enregistrée aussitôt.</translation>
    </message>
    <message>
        <source>New tournament…</source>
        <translation>Nouveau tournoi…</translation>
    </message>
    <message>
        <source>Name, rules, rounds and players</source>
        <translation>Nom, règles, tours et joueurs</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>A tournament file on this computer</source>
        <translation>Un fichier de tournoi sur cet ordinateur</translation>
    </message>
    <message>
        <source>Connect to a server…</source>
        <translation>Se connecter à un serveur…</translation>
    </message>
    <message>
        <source>The venue&apos;s tournament, shared by several stations</source>
        <translation>Le tournoi du lieu, partagé par plusieurs postes</translation>
    </message>
    <message>
        <source>Open the demo tournament</source>
        <translation>Ouvrir le tournoi de démonstration</translation>
    </message>
    <message>
        <source>16 players, two rounds played</source>
        <translation>16 joueurs, deux tours joués</translation>
    </message>
    <message>
        <source>Recent tournaments</source>
        <translation>Tournois récents</translation>
    </message>
    <message>
        <source>No tournament opened yet on this computer.</source>
        <translation>Aucun tournoi ouvert sur cet ordinateur pour l’instant.</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>introuvable : %1</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Toutes les tables</translation>
    </message>
    <message>
        <source>Round %1 · Table %2</source>
        <translation>Tour %1 · Table %2</translation>
    </message>
    <message>
        <source>Next table</source>
        <translation>Table suivante</translation>
    </message>
    <message>
        <source>The next table of this round</source>
        <translation>La table suivante de ce tour</translation>
    </message>
    <message>
        <source>Unlock…</source>
        <translation>Déverrouiller…</translation>
    </message>
    <message>
        <source>This table is approved (locked); unlock it with the organiser password to change it</source>
        <translation>Cette table est validée (verrouillée) ; déverrouillez-la avec le mot de passe de l’organisateur pour la modifier</translation>
    </message>
    <message>
        <source>Lock again</source>
        <translation>Verrouiller à nouveau</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>round %1 table %2</source>
        <translation>tour %1 table %2</translation>
    </message>
    <message>
        <source>Abortive</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>Nagashi</source>
        <translation>Nagashi</translation>
    </message>
    <message>
        <source>the paper totals</source>
        <translation>les totaux papier</translation>
    </message>
    <message>
        <source>the void of hand %1</source>
        <translation>l’invalidation de la main %1</translation>
    </message>
    <message>
        <source>the correction of hand %1 (%2)</source>
        <translation>la correction de la main %1 (%2)</translation>
    </message>
    <message>
        <source>hand %1 (%2)</source>
        <translation>la main %1 (%2)</translation>
    </message>
    <message>
        <source>Mark the hand being played as the last one</source>
        <translation>Marquer la main en cours comme la dernière</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Défaire (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>Enter a hand: %1 (key %2)</source>
        <translation>Saisir une main : %1 (touche %2)</translation>
    </message>
    <message>
        <source>Hand log</source>
        <translation>Journal des mains</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Corriger…</translation>
    </message>
    <message>
        <source>Correct the selected hand (Enter)</source>
        <translation>Corriger la main sélectionnée (Entrée)</translation>
    </message>
    <message>
        <source>Void…</source>
        <translation>Invalider…</translation>
    </message>
    <message>
        <source>Void the selected hand (Delete)</source>
        <translation>Invalider la main sélectionnée (Suppr)</translation>
    </message>
    <message>
        <source>Paper totals…</source>
        <translation>Totaux papier…</translation>
    </message>
    <message>
        <source>Enter the final scores of a table scored on paper; they replace the hands</source>
        <translation>Saisir les scores finaux d’une table notée sur papier ; ils remplacent les mains</translation>
    </message>
    <message>
        <source>Online log…</source>
        <translation>Partie en ligne…</translation>
    </message>
    <message>
        <source>Read an online game log: a game played online (Tenhou, Mahjong Soul), its hands read from the game&apos;s log</source>
        <translation>Lire l’historique d’une partie en ligne : une partie jouée en ligne (Tenhou, Mahjong Soul), ses mains lues dans l’historique de la partie</translation>
    </message>
    <message>
        <source>Scored on paper</source>
        <translation>Notée sur papier</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Retiré du journal : %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Rétabli : %1.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%n hand played</source>
        <translation>%n main jouée</translation>
    </message>
    <message>
        <source>%n hands played</source>
        <translation>%n mains jouées</translation>
    </message>
    <message>
        <source>last: %1</source>
        <translation>dernière : %1</translation>
    </message>
    <message>
        <source>Hand %1  ·  dealer %2</source>
        <translation>Main %1  ·  donneur %2</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>La partie est terminée : %1.</translation>
    </message>
    <message>
        <source>Time is up: the hand being played is the last one.</source>
        <translation>Temps écoulé : la main en cours est la dernière.</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Défaire %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Rétablir %1 (Ctrl+Maj+Z)</translation>
    </message>
    <message>
        <source>&quot;time is up&quot;</source>
        <translation>« temps écoulé »</translation>
    </message>
    <message>
        <source>Hand %1 recorded.</source>
        <translation>Main %1 enregistrée.</translation>
    </message>
    <message>
        <source>Hand %1 corrected.</source>
        <translation>Main %1 corrigée.</translation>
    </message>
    <message>
        <source>Hand %1 voided.</source>
        <translation>Main %1 invalidée.</translation>
    </message>
    <message>
        <source>Totals saved.</source>
        <translation>Totaux enregistrés.</translation>
    </message>
    <message>
        <source>Game read from its online log.</source>
        <translation>Partie lue depuis son historique en ligne.</translation>
    </message>
    <message>
        <source>Time is up: the next hand entered will be marked as the last one.</source>
        <translation>Temps écoulé : la prochaine main saisie sera marquée comme la dernière.</translation>
    </message>
    <message>
        <source>%n riichi stick</source>
        <translation>%n bâton de riichi</translation>
    </message>
    <message>
        <source>%n riichi sticks</source>
        <translation>%n bâtons de riichi</translation>
    </message>
    <message>
        <source>What will be paid</source>
        <translation>Ce qui sera payé</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Actuel</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Nobody pays anything.</source>
        <translation>Personne ne paie rien.</translation>
    </message>
    <message>
        <source>Riichi sticks left on the table: %1</source>
        <translation>Bâtons de riichi restés sur la table : %1</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>%1, place %2</source>
        <translation>%1, place %2</translation>
    </message>
    <message>
        <source>Changed from the preset: %1</source>
        <translation>Modifié par rapport au jeu de règles : %1</translation>
    </message>
    <message>
        <source>The preset as it is</source>
        <translation>Le jeu de règles tel quel</translation>
    </message>
    <message>
        <source>Change in the last hand</source>
        <translation>Variation à la dernière main</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>as entered (Anna Berg)</source>
        <translation>tel que saisi (Anna Berg)</translation>
    </message>
    <message>
        <source>first name, LAST NAME (Anna BERG)</source>
        <translation>prénom, NOM (Anna BERG)</translation>
    </message>
    <message>
        <source>LAST NAME, first name (BERG Anna)</source>
        <translation>NOM, prénom (BERG Anna)</translation>
    </message>
    <message>
        <source>For the EMA ranking (can be filled in later)</source>
        <translation>Pour le classement EMA (peut être rempli plus tard)</translation>
    </message>
    <message>
        <source>assigned by the EMA, e.g. 1.5</source>
        <translation>attribué par l’EMA, par ex. 1,5</translation>
    </message>
    <message>
        <source>default: the tournament&apos;s name</source>
        <translation>par défaut : le nom du tournoi</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Organising country</source>
        <translation>Pays organisateur</translation>
    </message>
    <message>
        <source>MERS weight</source>
        <translation>Poids MERS</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>Nom court</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Détails du tournoi</translation>
    </message>
    <message>
        <source>The rules cannot change once the tournament is created.</source>
        <translation>Les règles ne peuvent plus changer une fois le tournoi créé.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Names shown</source>
        <translation>Noms affichés</translation>
    </message>
    <message>
        <source>e.g. Germany, DE or GER</source>
        <translation>par ex. Allemagne, DE ou GER</translation>
    </message>
    <message>
        <source>not a country the app knows</source>
        <translation>pays inconnu de l’application</translation>
    </message>
    <message>
        <source>Choose where to write the file</source>
        <translation>Choisissez où écrire le fichier</translation>
    </message>
    <message>
        <source>Export the statistics as CSV</source>
        <translation>Exporter les statistiques en CSV</translation>
    </message>
    <message>
        <source>Export the statistics as JSON</source>
        <translation>Exporter les statistiques en JSON</translation>
    </message>
    <message>
        <source>One row per player: games, hands, wins, deal-ins, riichi, win values, dealer keeps, noten, chombo, yakuman, placements. Rates are fractions (0.25).</source>
        <translation>Une ligne par joueur&#xa0;: parties, mains, victoires, ron concédés, riichi, valeur des mains, donnes gardées, noten, chombo, yakuman, places. Les taux sont des fractions (0.25).</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>tous les tours</translation>
    </message>
    <message>
        <source>rounds 1 to %1</source>
        <translation>tours 1 à %1</translation>
    </message>
    <message>
        <source>Best placed player of each country</source>
        <translation>Meilleur classé de chaque pays</translation>
    </message>
    <message>
        <source>Best placed player of each club</source>
        <translation>Meilleur classé de chaque club</translation>
    </message>
    <message>
        <source>Best placed player of each team</source>
        <translation>Meilleur classé de chaque équipe</translation>
    </message>
    <message>
        <source>Best placed player with a flag</source>
        <translation>Meilleur classé ayant une mention</translation>
    </message>
    <message>
        <source>Most wins</source>
        <translation>Le plus de victoires</translation>
    </message>
    <message>
        <source>Highest hand</source>
        <translation>Plus grosse main</translation>
    </message>
    <message>
        <source>Most yakuman</source>
        <translation>Le plus de yakuman</translation>
    </message>
    <message>
        <source>Best average placement</source>
        <translation>Meilleure place moyenne</translation>
    </message>
    <message>
        <source>Iron defence</source>
        <translation>Défense de fer</translation>
    </message>
    <message>
        <source>no ranked player has a country</source>
        <translation>aucun joueur classé n’a de pays</translation>
    </message>
    <message>
        <source>no ranked player has a club</source>
        <translation>aucun joueur classé n’a de club</translation>
    </message>
    <message>
        <source>no ranked player has a team</source>
        <translation>aucun joueur classé n’a d’équipe</translation>
    </message>
    <message>
        <source>newcomer</source>
        <translation>nouveau venu</translation>
    </message>
    <message>
        <source>woman</source>
        <translation>femme</translation>
    </message>
    <message>
        <source>junior</source>
        <translation>junior</translation>
    </message>
    <message>
        <source>senior</source>
        <translation>senior</translation>
    </message>
    <message>
        <source>Best placed player</source>
        <translation>Meilleur classé</translation>
    </message>
    <message>
        <source>Best placed %1</source>
        <translation>Meilleur classé %1</translation>
    </message>
    <message>
        <source>place %1 in the standings</source>
        <translation>place %1 au classement</translation>
    </message>
    <message>
        <source>%n win</source>
        <translation>%n victoire</translation>
    </message>
    <message>
        <source>%n wins</source>
        <translation>%n victoires</translation>
    </message>
    <message>
        <source>%n yakuman</source>
        <translation>%n yakuman</translation>
    </message>
    <message>
        <source>%1 points: %2</source>
        <translation>%1 points&#xa0;: %2</translation>
    </message>
    <message>
        <source>(round %1, table %2)</source>
        <translation>(tour %1, table %2)</translation>
    </message>
    <message>
        <source>average placement %1 over %n game</source>
        <translation>place moyenne %1 sur %n partie</translation>
    </message>
    <message>
        <source>average placement %1 over %n games</source>
        <translation>place moyenne %1 sur %n parties</translation>
    </message>
    <message>
        <source>dealt in %1 times in %2 hands (%3)</source>
        <translation>ron concédés&#xa0;: %1 en %2 mains (%3)</translation>
    </message>
    <message>
        <source>no ranked player has the flag “%1”</source>
        <translation>aucun joueur classé n’a la mention «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no win was recorded hand by hand</source>
        <translation>aucune victoire saisie main par main</translation>
    </message>
    <message>
        <source>no yakuman was recorded</source>
        <translation>aucun yakuman saisi</translation>
    </message>
    <message>
        <source>no ranked player has %1 finished games</source>
        <translation>aucun joueur classé n’a %1 parties terminées</translation>
    </message>
    <message>
        <source>no ranked player has played %1 hands</source>
        <translation>aucun joueur classé n’a joué %1 mains</translation>
    </message>
    <message>
        <source>Iron defence (lowest deal-in rate)</source>
        <translation>Défense de fer (plus faible taux de ron concédés)</translation>
    </message>
    <message>
        <source>the better placed in the standings wins</source>
        <translation>le mieux classé l’emporte</translation>
    </message>
    <message>
        <source>tied players share the award</source>
        <translation>les ex æquo partagent le prix</translation>
    </message>
    <message>
        <source>This award is in the list already.</source>
        <translation>Ce prix est déjà dans la liste.</translation>
    </message>
    <message>
        <source>A flag is one word of letters, digits and _ (at most 32), e.g. newcomer.</source>
        <translation>Une mention est un mot de lettres, chiffres et _ (32 au plus), par ex. newcomer.</translation>
    </message>
    <message>
        <source>The minimum is a whole number from 1.</source>
        <translation>Le minimum est un nombre entier à partir de 1.</translation>
    </message>
    <message>
        <source>An award title is plain text of at most 80 characters.</source>
        <translation>Le titre d’un prix est un texte simple de 80 caractères au plus.</translation>
    </message>
    <message>
        <source>%1 has this flag already.</source>
        <translation>%1 a déjà cette mention.</translation>
    </message>
    <message>
        <source>%1 does not have this flag.</source>
        <translation>%1 n’a pas cette mention.</translation>
    </message>
    <message>
        <source>Best placed player with the flag “%1”</source>
        <translation>Meilleur classé avec la mention «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>at least %1 games</source>
        <translation>au moins %1 parties</translation>
    </message>
    <message>
        <source>at least %1 hands</source>
        <translation>au moins %1 mains</translation>
    </message>
    <message>
        <source>title: %1</source>
        <translation>titre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Print certificates…</source>
        <translation>Imprimer les diplômes…</translation>
    </message>
    <message>
        <source>One page for each winner of each award, A4 or US Letter, in the print preview</source>
        <translation>Une page par lauréat de chaque prix, A4 ou Lettre US, dans l’aperçu avant impression</translation>
    </message>
    <message>
        <source>Show on the projector</source>
        <translation>Afficher au projecteur</translation>
    </message>
    <message>
        <source>The winners one by one on the projector; the next award at each key press</source>
        <translation>Les lauréats un par un au projecteur&#xa0;; le prix suivant à chaque touche</translation>
    </message>
    <message>
        <source>Award categories</source>
        <translation>Catégories de prix</translation>
    </message>
    <message>
        <source>Player flags</source>
        <translation>Mentions des joueurs</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <source>The awards, in the order they are given</source>
        <translation>Les prix, dans l’ordre de leur remise</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>the default title</source>
        <translation>le titre par défaut</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Mention</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Ex æquo</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Add the award</source>
        <translation>Ajouter le prix</translation>
    </message>
    <message>
        <source>Who can win a “best placed” award</source>
        <translation>Qui peut gagner un prix «&#xa0;meilleur classé&#xa0;»</translation>
    </message>
    <message>
        <source>Select players, then give or take away a flag: newcomer, woman, junior…</source>
        <translation>Sélectionnez des joueurs, puis donnez ou retirez une mention&#xa0;: newcomer, woman, junior…</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Mentions</translation>
    </message>
    <message>
        <source>Players and their flags</source>
        <translation>Les joueurs et leurs drapeaux</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Donner</translation>
    </message>
    <message>
        <source>Give the flag to the players selected</source>
        <translation>Donner la mention aux joueurs sélectionnés</translation>
    </message>
    <message>
        <source>Take away</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take the flag away from the players selected</source>
        <translation>Retirer la mention aux joueurs sélectionnés</translation>
    </message>
    <message>
        <source>Finished games a player needs; default: as many as anyone played</source>
        <translation>Parties terminées nécessaires&#xa0;; par défaut&#xa0;: autant que le joueur qui en a le plus</translation>
    </message>
    <message>
        <source>Hands a player needs; default: half the most anyone played</source>
        <translation>Mains nécessaires&#xa0;; par défaut&#xa0;: la moitié du plus grand nombre joué</translation>
    </message>
    <message>
        <source>%1 awards chosen, %2 certificates</source>
        <translation>%1 prix choisis, %2 diplômes</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>aucun lauréat</translation>
    </message>
    <message>
        <source>Select players in the list first</source>
        <translation>Sélectionnez d’abord des joueurs dans la liste</translation>
    </message>
    <message>
        <source>Hand detail: %1 of %n game</source>
        <translation>Détail des mains&#xa0;: %1 sur %n partie</translation>
    </message>
    <message>
        <source>Hand detail: %1 of %n games</source>
        <translation>Détail des mains&#xa0;: %1 sur %n parties</translation>
    </message>
    <message>
        <source>games from a paper score slip count for placements only</source>
        <translation>les parties notées sur papier ne comptent que pour les places</translation>
    </message>
    <message>
        <source>Statistics of the players</source>
        <translation>Statistiques des joueurs</translation>
    </message>
    <message>
        <source>Double-click a player to open their card</source>
        <translation>Double-cliquez sur un joueur pour ouvrir sa fiche</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Fiche du joueur</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Average han</source>
        <translation>Han moyens</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Counted from wins entered by yaku or from the tiles; wins entered by han and fu have none.</source>
        <translation>Comptés sur les victoires saisies par yaku ou par les tuiles&#xa0;; celles saisies en han et fu n’en ont pas.</translation>
    </message>
    <message>
        <source>With hand detail</source>
        <translation>Avec le détail des mains</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Hands recorded</source>
        <translation>Mains saisies</translation>
    </message>
    <message>
        <source>Average game length</source>
        <translation>Durée moyenne d’une partie</translation>
    </message>
    <message>
        <source>Outcomes</source>
        <translation>Issues</translation>
    </message>
    <message>
        <source>The biggest hands</source>
        <translation>Les plus grosses mains</translation>
    </message>
    <message>
        <source>No player has played yet</source>
        <translation>Aucun joueur n’a encore joué</translation>
    </message>
    <message>
        <source>%n finished game, %2 with hand detail</source>
        <translation>%n partie terminée, %2 avec le détail des mains</translation>
    </message>
    <message>
        <source>%n finished games, %2 with hand detail</source>
        <translation>%n parties terminées, %2 avec le détail des mains</translation>
    </message>
    <message>
        <source>%1 (ron %2, tsumo %3)</source>
        <translation>%1 (ron %2, tsumo %3)</translation>
    </message>
    <message>
        <source>%1 (deal-in rate %2)</source>
        <translation>%1 (taux de ron concédés %2)</translation>
    </message>
    <message>
        <source>%1, won %2 (success %3, riichi rate %4)</source>
        <translation>%1, %2 gagnés (réussite %3, taux de riichi %4)</translation>
    </message>
    <message>
        <source>%1: %2, round %3, table %4, %5</source>
        <translation>%1&#xa0;: %2, tour %3, table %4, %5</translation>
    </message>
    <message>
        <source>kept %1 of %2 hands dealt (%3)</source>
        <translation>%1 donnes gardées sur %2 (%3)</translation>
    </message>
    <message>
        <source>noten at %1 of %2 exhaustive draws (%3)</source>
        <translation>noten à %1 fins de mur sur %2 (%3)</translation>
    </message>
    <message>
        <source>%1 hands per game</source>
        <translation>%1 mains par partie</translation>
    </message>
    <message>
        <source>Points in each round</source>
        <translation>Points à chaque tour</translation>
    </message>
    <message>
        <source>No finished game yet</source>
        <translation>Aucune partie terminée pour l’instant</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Final, game %1</source>
        <translation>Finale, partie %1</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>Last hand at table %1</source>
        <translation>Dernière main à la table %1</translation>
    </message>
    <message>
        <source>Last hand at tables %1</source>
        <translation>Dernière main aux tables %1</translation>
    </message>
    <message>
        <source>Table %1: %2 left</source>
        <translation>Table %1 : reste %2</translation>
    </message>
    <message>
        <source>qualifying points kept</source>
        <translation>points de qualification conservés</translation>
    </message>
    <message>
        <source>qualifying points halved</source>
        <translation>points de qualification divisés par deux</translation>
    </message>
    <message>
        <source>qualifying points reset to zero</source>
        <translation>points de qualification remis à zéro</translation>
    </message>
    <message>
        <source>Final of the top %1, %2, after round %3</source>
        <translation>Finale des %1 premiers, %2, après le tour %3</translation>
    </message>
    <message>
        <source>%n table seated</source>
        <translation>%n table placée</translation>
    </message>
    <message>
        <source>%n tables seated</source>
        <translation>%n tables placées</translation>
    </message>
    <message>
        <source>Start final…</source>
        <translation>Lancer la finale…</translation>
    </message>
    <message>
        <source>After the qualifying rounds: the top 4, 8 or 16 play a final, seated by rank</source>
        <translation>Après les tours de qualification : les 4, 8 ou 16 premiers jouent une finale, placés selon leur rang</translation>
    </message>
    <message>
        <source>Take the final back</source>
        <translation>Annuler la finale</translation>
    </message>
    <message>
        <source>Only while none of its games has started</source>
        <translation>Seulement tant qu’aucune de ses parties n’a commencé</translation>
    </message>
    <message>
        <source>The final is seated by rank: finalists who met before may meet again.</source>
        <translation>La finale est placée selon le rang : des finalistes qui se sont déjà rencontrés peuvent se retrouver.</translation>
    </message>
    <message>
        <source>Seat by rank</source>
        <translation>Placer selon le rang</translation>
    </message>
    <message>
        <source>%1 seated by rank.</source>
        <translation>%1 : placement selon le rang fait.</translation>
    </message>
    <message>
        <source>Take the final back? Its seating goes; the tournament has its rounds from before the final again.</source>
        <translation>Annuler la finale ? Son placement est supprimé ; le tournoi retrouve ses tours d’avant la finale.</translation>
    </message>
    <message>
        <source>The final was taken back.</source>
        <translation>La finale a été annulée.</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Après %1</translation>
    </message>
    <message>
        <source>the final (round %1)</source>
        <translation>la finale (tour %1)</translation>
    </message>
    <message>
        <source>final game %1 (round %2)</source>
        <translation>la partie %1 de la finale (tour %2)</translation>
    </message>
    <message>
        <source>Qualifying standings after round %1; the top %2 after round %3 play the final.</source>
        <translation>Classement de qualification après le tour %1 ; les %2 premiers après le tour %3 jouent la finale.</translation>
    </message>
    <message>
        <source>Final standings: the top %1 after round %2 play the final, their qualifying points %3 (Carried). Players outside the final keep their qualifying places.</source>
        <translation>Classement de la finale : les %1 premiers après le tour %2 jouent la finale, leurs points de qualification %3 (Reportés). Les joueurs hors de la finale gardent leur place de qualification.</translation>
    </message>
    <message>
        <source>This table&apos;s time on the round clock</source>
        <translation>Le temps de cette table à l’horloge du tour</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Dernière main</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>reste %1</translation>
    </message>
    <message>
        <source>Start the final</source>
        <translation>Lancer la finale</translation>
    </message>
    <message>
        <source>After the qualifying rounds, the best players play on in a final, seated by their rank. Everyone else keeps their place.</source>
        <translation>Après les tours de qualification, les meilleurs joueurs disputent une finale, placés selon leur rang. Tous les autres gardent leur place.</translation>
    </message>
    <message>
        <source>Top %1</source>
        <translation>Les %1 premiers</translation>
    </message>
    <message>
        <source>Finalists</source>
        <translation>Finalistes</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>conservés</translation>
    </message>
    <message>
        <source>halved</source>
        <translation>divisés par deux</translation>
    </message>
    <message>
        <source>reset to zero</source>
        <translation>remis à zéro</translation>
    </message>
    <message>
        <source>Qualifying points</source>
        <translation>Points de qualification</translation>
    </message>
    <message>
        <source>snake (1-4-5-8)</source>
        <translation>serpentin (1-4-5-8)</translation>
    </message>
    <message>
        <source>Each table gets one player of each quarter of the field</source>
        <translation>Chaque table reçoit un joueur de chaque quart du classement</translation>
    </message>
    <message>
        <source>top table (1-2-3-4)</source>
        <translation>table d’honneur (1-2-3-4)</translation>
    </message>
    <message>
        <source>The best four at table 1, the next four at table 2...</source>
        <translation>Les quatre meilleurs à la table 1, les quatre suivants à la table 2…</translation>
    </message>
    <message>
        <source>my own</source>
        <translation>le mien</translation>
    </message>
    <message>
        <source>Start from the snake and swap two players at a time</source>
        <translation>Partir du serpentin et échanger deux joueurs à la fois</translation>
    </message>
    <message>
        <source>Seating by rank</source>
        <translation>Placement selon le rang</translation>
    </message>
    <message>
        <source>Later final rounds are seated by the final standings</source>
        <translation>Les tours suivants de la finale sont placés selon le classement de la finale</translation>
    </message>
    <message>
        <source>Final rounds</source>
        <translation>Tours de finale</translation>
    </message>
    <message>
        <source>Choose the finalists myself</source>
        <translation>Choisir moi-même les finalistes</translation>
    </message>
    <message>
        <source>For a tie across the cut or a player of the top places who dropped out</source>
        <translation>Pour une égalité à la limite de la finale ou un joueur des premières places qui a abandonné</translation>
    </message>
    <message>
        <source>The final&apos;s first round</source>
        <translation>Le premier tour de la finale</translation>
    </message>
    <message>
        <source>Select every seat</source>
        <translation>Sélectionner toutes les places</translation>
    </message>
    <message>
        <source>Swap the two selected players</source>
        <translation>Échanger les deux joueurs sélectionnés</translation>
    </message>
    <message>
        <source>Start final</source>
        <translation>Lancer la finale</translation>
    </message>
    <message>
        <source>Their qualifying points are kept.</source>
        <translation>Leurs points de qualification sont conservés.</translation>
    </message>
    <message>
        <source>Their qualifying points are halved.</source>
        <translation>Leurs points de qualification sont divisés par deux.</translation>
    </message>
    <message>
        <source>Everyone starts the final from zero.</source>
        <translation>Tous commencent la finale à zéro.</translation>
    </message>
    <message>
        <source>The top %1 after round %2 play round %3</source>
        <translation>Les %1 premiers après le tour %2 jouent le tour %3</translation>
    </message>
    <message>
        <source>The top %1 after round %2 play rounds %3 to %4</source>
        <translation>Les %1 premiers après le tour %2 jouent les tours %3 à %4</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>Carried</source>
        <translation>Reportés</translation>
    </message>
    <message>
        <source>Qualifying place</source>
        <translation>Place de qualification</translation>
    </message>
    <message>
        <source>The qualifying points each finalist starts the final with</source>
        <translation>Les points de qualification avec lesquels chaque finaliste commence la finale</translation>
    </message>
    <message>
        <source>The place after the qualifying rounds; players outside the final keep it</source>
        <translation>La place après les tours de qualification ; les joueurs hors de la finale la gardent</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En marche</translation>
    </message>
    <message>
        <source>less than %1 min left</source>
        <translation>moins de %1 min restantes</translation>
    </message>
    <message>
        <source>Start clock</source>
        <translation>Lancer l’horloge</translation>
    </message>
    <message>
        <source>Reset the clock (back to before its start)</source>
        <translation>Remettre l’horloge à zéro (comme avant son lancement)</translation>
    </message>
    <message>
        <source>Reset the clock</source>
        <translation>Remettre l’horloge à zéro</translation>
    </message>
    <message>
        <source>The round&apos;s length</source>
        <translation>La durée du tour</translation>
    </message>
    <message>
        <source>A soft gong and the warning colour when this many minutes are left (0: no warning)</source>
        <translation>Un gong discret et la couleur d’alerte quand il reste ce nombre de minutes (0 : pas d’alerte)</translation>
    </message>
    <message>
        <source>Minutes added for</source>
        <translation>Minutes ajoutées pour</translation>
    </message>
    <message>
        <source>Add time</source>
        <translation>Ajouter du temps</translation>
    </message>
    <message>
        <source>Extra minutes for the whole room, or for one table (a late start, a referee call)</source>
        <translation>Des minutes en plus pour toute la salle, ou pour une table (début tardif, appel à l’arbitre)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Warning at</source>
        <translation>Alerte à</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>for</source>
        <translation>pour</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Seat the round to use its clock</source>
        <translation>Placez le tour pour utiliser son horloge</translation>
    </message>
    <message>
        <source>Clock, round %1</source>
        <translation>Horloge, tour %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>The round&apos;s length (pause the clock to change it)</source>
        <translation>La durée du tour (mettez l’horloge en pause pour la changer)</translation>
    </message>
    <message>
        <source>the whole room</source>
        <translation>toute la salle</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>Room: %1 min added</source>
        <translation>Salle : %1 min ajoutées</translation>
    </message>
    <message>
        <source>Table %1: %2 min, %3</source>
        <translation>Table %1 : %2 min, %3</translation>
    </message>
    <message>
        <source>Take the clock of round %1 back to before its start? The time it has run is lost.</source>
        <translation>Remettre l’horloge du tour %1 comme avant son lancement ? Le temps écoulé est perdu.</translation>
    </message>
    <message>
        <source>The final has already been started (take it back first to start another).</source>
        <translation>La finale a déjà été lancée (annulez-la d’abord pour en lancer une autre).</translation>
    </message>
    <message>
        <source>The final comes after the qualifying rounds: seat and play them first.</source>
        <translation>La finale vient après les tours de qualification : placez-les et jouez-les d’abord.</translation>
    </message>
    <message>
        <source>A round after the last qualifying round is already seated.</source>
        <translation>Un tour après le dernier tour de qualification est déjà placé.</translation>
    </message>
    <message>
        <source>Every game of the qualifying rounds must be finished first.</source>
        <translation>Toutes les parties des tours de qualification doivent d’abord être terminées.</translation>
    </message>
    <message>
        <source>Fewer players are ranked than the final needs.</source>
        <translation>Moins de joueurs sont classés qu’il n’en faut pour la finale.</translation>
    </message>
    <message>
        <source>Players share the last place of the final: set a tie-break or choose the finalists yourself.</source>
        <translation>Des joueurs se partagent la dernière place de la finale : fixez un départage ou choisissez vous-même les finalistes.</translation>
    </message>
    <message>
        <source>A player of the top places has dropped out: choose the finalists yourself.</source>
        <translation>Un joueur des premières places a abandonné : choisissez vous-même les finalistes.</translation>
    </message>
    <message>
        <source>Tick as many finalists as the final has places.</source>
        <translation>Cochez autant de finalistes que la finale a de places.</translation>
    </message>
    <message>
        <source>Your own seating needs every table: four finalists each.</source>
        <translation>Votre placement doit donner chaque table : quatre finalistes chacune.</translation>
    </message>
    <message>
        <source>A player seated in the final is not a finalist.</source>
        <translation>Un joueur placé en finale n’est pas finaliste.</translation>
    </message>
    <message>
        <source>A finalist is seated twice.</source>
        <translation>Un finaliste est placé deux fois.</translation>
    </message>
    <message>
        <source>A finalist is not seated.</source>
        <translation>Un finaliste n’est pas placé.</translation>
    </message>
    <message>
        <source>The round before must be finished first.</source>
        <translation>Le tour précédent doit d’abord être terminé.</translation>
    </message>
    <message>
        <source>This round is not a later round of the final.</source>
        <translation>Ce tour n’est pas un tour suivant de la finale.</translation>
    </message>
    <message>
        <source>The final has recorded games; it cannot be taken back.</source>
        <translation>La finale a des parties enregistrées ; elle ne peut plus être annulée.</translation>
    </message>
    <message>
        <source>No final has been started.</source>
        <translation>Aucune finale n’a été lancée.</translation>
    </message>
    <message>
        <source>The clock of this round is already running or paused.</source>
        <translation>L’horloge de ce tour est déjà en marche ou en pause.</translation>
    </message>
    <message>
        <source>The clock of this round is not running.</source>
        <translation>L’horloge de ce tour n’est pas en marche.</translation>
    </message>
    <message>
        <source>The clock of this round is not paused.</source>
        <translation>L’horloge de ce tour n’est pas en pause.</translation>
    </message>
    <message>
        <source>The clock of this round has nothing to reset.</source>
        <translation>L’horloge de ce tour n’a rien à remettre à zéro.</translation>
    </message>
    <message>
        <source>How long is the round? Give its length in minutes.</source>
        <translation>Combien de temps dure le tour ? Donnez sa durée en minutes.</translation>
    </message>
    <message>
        <source>Write the announcement first</source>
        <translation>Écrivez d’abord l’annonce</translation>
    </message>
    <message>
        <source>announcement</source>
        <translation>annonce</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>A message to the players, shown on the projector and on the live page, newest first. Plain text; line breaks are kept. An announcement cannot be changed or taken back once made.</source>
        <translation>Un message aux joueurs, montré sur le projecteur et sur la page en direct, le plus récent en premier. Texte simple ; les retours à la ligne sont gardés. Une annonce faite ne peut être ni modifiée ni retirée.</translation>
    </message>
    <message>
        <source>The announcement</source>
        <translation>L’annonce</translation>
    </message>
    <message>
        <source>e.g. Round 3 starts at 14:30</source>
        <translation>p. ex. Le tour 3 commence à 14 h 30</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <source>Made so far (newest first)</source>
        <translation>Déjà faites (la plus récente en premier)</translation>
    </message>
    <message>
        <source>No announcement yet.</source>
        <translation>Aucune annonce pour l’instant.</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <source>L&amp;ive page for players…</source>
        <translation>Page en &amp;direct pour les joueurs…</translation>
    </message>
    <message>
        <source>Standings, seating and tables on the players&apos; phones, with the address and QR code on the projector</source>
        <translation>Classement, placement et tables sur le téléphone des joueurs, avec l’adresse et le code QR sur le projecteur</translation>
    </message>
    <message>
        <source>&amp;Announcements…</source>
        <translation>&amp;Annonces…</translation>
    </message>
    <message>
        <source>Messages to the players, on the projector and the live page</source>
        <translation>Messages aux joueurs, sur le projecteur et la page en direct</translation>
    </message>
    <message>
        <source>What you type is kept and sent again once the server answers.</source>
        <translation>Ce que vous saisissez est conservé et renvoyé dès que le serveur répondra.</translation>
    </message>
    <message>
        <source>Live page for players: %1</source>
        <translation>Page en direct pour les joueurs : %1</translation>
    </message>
    <message>
        <source>Live page for players</source>
        <translation>Page en direct pour les joueurs</translation>
    </message>
    <message>
        <source>Players follow the standings, this round&apos;s seating, their table&apos;s progress and your announcements on their phones, on the venue&apos;s network. Nothing can be changed from these pages.</source>
        <translation>Les joueurs suivent sur leur téléphone, par le réseau de la salle, le classement, le placement du tour, l’avancement de leur table et vos annonces. Rien ne peut être modifié depuis ces pages.</translation>
    </message>
    <message>
        <source>The port in the address; 8080 unless another program has it</source>
        <translation>Le port dans l’adresse ; 8080, sauf si un autre programme l’utilise</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Show the tables&apos; scores before approval</source>
        <translation>Montrer les scores des tables avant validation</translation>
    </message>
    <message>
        <source>On: each table&apos;s current scores and the games in play count at once. Off: scores show once the round is approved.</source>
        <translation>Coché : les scores en cours de chaque table et les parties en jeu comptent aussitôt. Décoché : les scores apparaissent une fois le tour validé.</translation>
    </message>
    <message>
        <source>Allow table entry from the tables&apos; phones</source>
        <translation>Autoriser la saisie depuis les téléphones des tables</translation>
    </message>
    <message>
        <source>The players open their table&apos;s page with its code (printed on the score sheet and the table codes sheet, with a QR code) and enter each hand; the desk checks it as its own and shows it at once. Set before starting.</source>
        <translation>Les joueurs ouvrent la page de leur table avec son code (imprimé sur la feuille de score et la feuille des codes, avec un QR code) et saisissent chaque main ; le poste la vérifie comme les siennes et l’affiche aussitôt. À régler avant de démarrer.</translation>
    </message>
    <message>
        <source>Issue the tables&apos; codes</source>
        <translation>Donner leurs codes aux tables</translation>
    </message>
    <message>
        <source>A code for every table of the round that has none</source>
        <translation>Un code pour chaque table du tour qui n’en a pas</translation>
    </message>
    <message>
        <source>Print table codes…</source>
        <translation>Imprimer les codes des tables…</translation>
    </message>
    <message>
        <source>Port %1 cannot be used: another program is using it, or this computer reserves it. Choose another port (such as %2) and start again.</source>
        <translation>Le port %1 n’est pas utilisable : un autre programme l’utilise, ou cet ordinateur le réserve. Choisissez un autre port (par exemple %2) et démarrez à nouveau.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Running: players open this address on their phones (or scan the code):</source>
        <translation>En service : les joueurs ouvrent cette adresse sur leur téléphone (ou scannent le code) :</translation>
    </message>
    <message>
        <source>Not running.</source>
        <translation>Arrêtée.</translation>
    </message>
    <message>
        <source>This computer is on no network: only this computer can open the page. Connect it to the venue&apos;s network, then stop and start again.</source>
        <translation>Cet ordinateur n’est sur aucun réseau : lui seul peut ouvrir la page. Connectez-le au réseau de la salle, puis arrêtez et démarrez à nouveau.</translation>
    </message>
    <message>
        <source>The projector shows the address and the code too. The page stops when the tournament or the app is closed.</source>
        <translation>Le projecteur montre aussi l’adresse et le code. La page s’arrête à la fermeture du tournoi ou de l’application.</translation>
    </message>
    <message>
        <source>No round is seated yet: the tables get their codes once it is.</source>
        <translation>Aucun tour n’est encore placé : les tables reçoivent leurs codes une fois qu’il l’est.</translation>
    </message>
    <message>
        <source>Round %1: %2 of %3 tables have a code; phone entry is %4.</source>
        <translation>Tour %1 : %2 tables sur %3 ont un code ; la saisie par téléphone est %4.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <source>Switch entry off for round %1</source>
        <translation>Couper la saisie pour le tour %1</translation>
    </message>
    <message>
        <source>Switch entry on for round %1</source>
        <translation>Ouvrir la saisie pour le tour %1</translation>
    </message>
    <message>
        <source>Standings, seating and tables on your phone:</source>
        <translation>Classement, placement et tables sur votre téléphone :</translation>
    </message>
    <message>
        <source>EMA no.</source>
        <translation>N° EMA</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide d’utilisation</translation>
    </message>
    <message>
        <source>a question</source>
        <translation>une question</translation>
    </message>
    <message>
        <source>a dispute</source>
        <translation>un litige</translation>
    </message>
    <message>
        <source>time</source>
        <translation>le temps</translation>
    </message>
    <message>
        <source>something else</source>
        <translation>autre chose</translation>
    </message>
    <message>
        <source>Table %1 (round %2) calls a referee: %3 (since %4)</source>
        <translation>La table %1 (tour %2) appelle un arbitre : %3 (depuis %4)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fait</translation>
    </message>
    <message>
        <source>The referee went: close this call (the table&apos;s phone stops saying a referee is coming)</source>
        <translation>L’arbitre y est allé : fermer cet appel (le téléphone de la table cesse d’annoncer un arbitre)</translation>
    </message>
    <message>
        <source>Standings hidden from the players</source>
        <translation>Classement caché aux joueurs</translation>
    </message>
    <message>
        <source>From the round chosen on, the live page, the projector and the players&apos; phones show the standings of the rounds before only, and say so; the desk, the prints and the exports still show everything. The prize-giving on the projector reveals the final standings.</source>
        <translation>À partir du tour choisi, la page en direct, le projecteur et les téléphones des joueurs ne montrent que le classement des tours précédents, et le disent ; la table d’arbitrage, les impressions et les exports montrent toujours tout. La remise des prix au projecteur révèle le classement final.</translation>
    </message>
    <message>
        <source>Hide the standings from round</source>
        <translation>Cacher le classement à partir du tour</translation>
    </message>
    <message>
        <source>Hidden from players: the live page, the projector and the phones show the standings up to round %1 only (round %2 on is revealed at the prize-giving)</source>
        <translation>Caché aux joueurs : la page en direct, le projecteur et les téléphones montrent le classement jusqu’au tour %1 seulement (la suite, à partir du tour %2, est révélée à la remise des prix)</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>&amp;Hide the standings from players…</source>
        <translation>&amp;Cacher le classement aux joueurs…</translation>
    </message>
    <message>
        <source>The last rounds&apos; standings kept from the live page, the projector and the phones until the prize-giving</source>
        <translation>Le classement des derniers tours, gardé hors de la page en direct, du projecteur et des téléphones jusqu’à la remise des prix</translation>
    </message>
    <message>
        <source>from round %1 on: at the prize-giving</source>
        <translation>à partir du tour %1 : à la remise des prix</translation>
    </message>
    <message>
        <source>Discard what you typed in this dialog?</source>
        <translation>Abandonner ce que vous avez saisi dans cette fenêtre ?</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner la saisie</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuer la saisie</translation>
    </message>
    <message>
        <source>Column titles</source>
        <translation>Titres des colonnes</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Autres outils</translation>
    </message>
    <message>
        <source>The PDF could not be written: %1</source>
        <translation>Le PDF n’a pas pu être écrit : %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>equal season scores: more events counted first, then the better best single event; players still equal share the place</source>
        <translation>scores de saison égaux : le plus de tournois comptés d’abord, puis le meilleur tournoi ; les joueurs encore à égalité partagent la place</translation>
    </message>
    <message>
        <source>Best %1 events</source>
        <translation>Les %1 meilleurs tournois</translation>
    </message>
    <message>
        <source>Placement points, mean of the best %1 events</source>
        <translation>Points de classement, moyenne des %1 meilleurs tournois</translation>
    </message>
    <message>
        <source>Placement points, mean of every event</source>
        <translation>Points de classement, moyenne de tous les tournois</translation>
    </message>
    <message>
        <source>at least %1 events to be ranked</source>
        <translation>au moins %1 tournois pour être classé</translation>
    </message>
    <message>
        <source>Names still to sort out: %1</source>
        <translation>Noms encore à départager : %1</translation>
    </message>
    <message>
        <source>Rating: %1</source>
        <translation>Cote : %1</translation>
    </message>
    <message>
        <source>Rating after each event</source>
        <translation>Cote après chaque tournoi</translation>
    </message>
    <message>
        <source>Choose a player in the season table.</source>
        <translation>Choisissez un joueur dans le classement de la saison.</translation>
    </message>
    <message>
        <source>Event of the season</source>
        <translation>Tournoi de la saison</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation>Dossier de fichiers</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Alias</source>
        <comment>macOS Finder</comment>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>&amp;Pages par feuille&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Configuration de la page&#xa0;:</translation>
    </message>
</context>
</TS>
