<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<!-- The ruleset's plain-words explanations (tournament.rules.describe_field), in French.
     Not made by pyside6-lupdate: the English comes from the core at run time; a test checks
     that every field has its translation here. -->
<context>
    <name>ruleset</name>
    <message>
        <comment>name</comment>
        <source>Name of the preset this ruleset started from.</source>
        <translation>Nom du jeu de règles de départ.</translation>
    </message>
    <message>
        <comment>start_points</comment>
        <source>Points each player starts the game with.</source>
        <translation>Points de chaque joueur au début de la partie.</translation>
    </message>
    <message>
        <comment>return_points</comment>
        <source>Points subtracted from each final score before uma (the 'return' or target).</source>
        <translation>Points retirés de chaque score final avant l’uma (le « retour » ou objectif).</translation>
    </message>
    <message>
        <comment>oka</comment>
        <source>Bonus to the first place at the end of the game (points).</source>
        <translation>Bonus pour la première place en fin de partie (points).</translation>
    </message>
    <message>
        <comment>uma</comment>
        <source>Placement bonus for 1st, 2nd, 3rd and 4th place (points).</source>
        <translation>Bonus de classement pour les 1re, 2e, 3e et 4e places (points).</translation>
    </message>
    <message>
        <comment>tie_uma</comment>
        <source>Equal final scores: 'share' gives tied players the average uma of their places; 'seat_order' ranks the player seated first (East of the first hand) higher.</source>
        <translation>Scores finaux égaux : « partage » donne aux ex æquo la moyenne des uma de leurs places ; « ordre des places » classe devant le joueur assis en premier (Est de la première main).</translation>
    </message>
    <message>
        <comment>points_unit</comment>
        <source>Tournament points are shown in this many raw points (1,000: 52,300 is +22.3).</source>
        <translation>Les points de tournoi sont affichés dans cette unité de points bruts (1 000 : 52 300 donne +22,3).</translation>
    </message>
    <message>
        <comment>honba_value</comment>
        <source>Bonus per counter on a win: on a ron, all from the discarder; on a tsumo, a third from each payer.</source>
        <translation>Bonus par compteur sur une victoire : sur un ron, tout par le défausseur ; sur un tsumo, un tiers par chaque payeur.</translation>
    </message>
    <message>
        <comment>noten_total</comment>
        <source>Total noten payment at an exhaustive draw, split between noten payers and tenpai receivers.</source>
        <translation>Paiement noten total à une fin de mur, partagé entre les payeurs noten et les receveurs tenpai.</translation>
    </message>
    <message>
        <comment>kiriage_mangan</comment>
        <source>Round 4 han 30 fu and 3 han 60 fu up to a mangan.</source>
        <translation>4 han 30 fu et 3 han 60 fu sont arrondis à un mangan.</translation>
    </message>
    <message>
        <comment>counted_yakuman</comment>
        <source>13 han or more counts as a yakuman (otherwise sanbaiman is the highest non-yakuman limit).</source>
        <translation>13 han ou plus comptent comme un yakuman (sinon le sanbaiman est la limite la plus haute hors yakuman).</translation>
    </message>
    <message>
        <comment>yakuman_stacking</comment>
        <source>Several yakuman in one hand add up (double yakuman...).</source>
        <translation>Plusieurs yakuman dans une même main s’additionnent (double yakuman…).</translation>
    </message>
    <message>
        <comment>renhou</comment>
        <source>Value of Blessing of Man (winning on a discard before one's first draw).</source>
        <translation>Valeur de la Bénédiction de l’homme (gagner sur une défausse avant sa première pioche).</translation>
    </message>
    <message>
        <comment>red_fives</comment>
        <source>One red five in each suit counts as a dora.</source>
        <translation>Un cinq rouge dans chaque famille compte comme un dora.</translation>
    </message>
    <message>
        <comment>open_tanyao</comment>
        <source>All Simples is allowed with an open hand.</source>
        <translation>Tout simples est permis avec une main ouverte.</translation>
    </message>
    <message>
        <comment>two_han_minimum_at_5_honba</comment>
        <source>From 5 counters on, a win needs at least 2 han (002).</source>
        <translation>À partir de 5 compteurs, une victoire demande au moins 2 han (002).</translation>
    </message>
    <message>
        <comment>multiple_ron</comment>
        <source>On a discard claimed by several players: 'all' pays every winner, 'head_bump' only the one nearest the discarder in turn order.</source>
        <translation>Sur une défausse réclamée par plusieurs joueurs : « tous » paie chaque gagnant, « atamahane » seulement le plus proche du défausseur dans l’ordre du jeu.</translation>
    </message>
    <message>
        <comment>triple_ron_abortive</comment>
        <source>Three players calling ron on the same discard is an abortive draw.</source>
        <translation>Trois joueurs qui annoncent ron sur la même défausse annulent la main.</translation>
    </message>
    <message>
        <comment>multi_ron_honba</comment>
        <source>On a multiple ron, who gets the honba bonus: 'each' winner or only the 'nearest' winner to the discarder.</source>
        <translation>Sur un ron multiple, qui reçoit le bonus des honba : « chacun » des gagnants ou seulement le gagnant « le plus proche » du défausseur.</translation>
    </message>
    <message>
        <comment>multi_ron_sticks</comment>
        <source>On a multiple ron, who gets the riichi sticks: the 'nearest' winner to the discarder ('each' splits them evenly).</source>
        <translation>Sur un ron multiple, qui reçoit les bâtons de riichi : le gagnant « le plus proche » du défausseur (« chacun » les partage également).</translation>
    </message>
    <message>
        <comment>multi_ron_own_stake_back</comment>
        <source>On a multiple ron, a winner who declared riichi in that hand takes back his own stake; only the other sticks on the table go as 'multi_ron_sticks' says.</source>
        <translation>Sur un ron multiple, un gagnant qui a déclaré riichi dans cette main récupère sa propre mise ; seuls les autres bâtons sur la table vont comme le dit « multi_ron_sticks ».</translation>
    </message>
    <message>
        <comment>pao_ron_honba</comment>
        <source>On a ron shared with a player liable for a yakuman (pao), who pays the honba: the &apos;discarder&apos; or the &apos;liable&apos; player.</source>
        <translation>Sur un ron partagé avec un joueur responsable d’un yakuman (pao), qui paie les honba : « discarder », celui qui a défaussé, ou « liable », le joueur responsable.</translation>
    </message>
    <message>
        <comment>pao_covers</comment>
        <source>What a player liable for a yakuman (pao) answers for when yakuman stack: &apos;one_yakuman&apos; (the rest is paid as usual) or the &apos;whole_hand&apos;.</source>
        <translation>Ce dont répond un joueur responsable d’un yakuman (pao) quand des yakuman se cumulent : « one_yakuman », un seul yakuman (le reste est payé comme d’habitude), ou « whole_hand », toute la main.</translation>
    </message>
    <message>
        <comment>abortive_draws</comment>
        <source>Abortive draws exist (nine terminals, four winds, four kongs, four riichi).</source>
        <translation>Les mains annulées existent (neuf terminales, quatre vents, quatre kongs, quatre riichi).</translation>
    </message>
    <message>
        <comment>nagashi_mangan</comment>
        <source>Nagashi mangan exists: paid like a mangan tsumo instead of noten payments, without honba, sticks stay on the table.</source>
        <translation>Le nagashi mangan existe : payé comme un mangan en tsumo au lieu des paiements noten, sans honba ; les bâtons restent sur la table.</translation>
    </message>
    <message>
        <comment>chombo</comment>
        <source>How a chombo is punished: a mangan paid at the table, or a fixed deduction at the end of the game.</source>
        <translation>Sanction d’un chombo : un mangan payé à la table, ou un retrait fixe en fin de partie.</translation>
    </message>
    <message>
        <comment>chombo_penalty</comment>
        <source>End-of-game chombo deduction in points (when chombo is 'end_of_game').</source>
        <translation>Retrait de points pour un chombo en fin de partie (quand le chombo est « fin de partie »).</translation>
    </message>
    <message>
        <comment>game_length</comment>
        <source>East round only, or East and South rounds.</source>
        <translation>Tour de l’Est seulement, ou tours de l’Est et du Sud.</translation>
    </message>
    <message>
        <comment>bust_ends_game</comment>
        <source>A score below zero ends the game at once.</source>
        <translation>Un score sous zéro termine aussitôt la partie.</translation>
    </message>
    <message>
        <comment>west_extension</comment>
        <source>If nobody reaches the goal score after the last hand, play goes on into the next round wind (South 4 into West 1; West 4 always ends it).</source>
        <translation>Si personne n’atteint le score à atteindre après la dernière main, le jeu continue dans le vent suivant (Sud 4 vers Ouest 1 ; Ouest 4 termine toujours la partie).</translation>
    </message>
    <message>
        <comment>agari_yame</comment>
        <source>In the last hand, a dealer who keeps the deal (win or tenpai) and is first (with the goal score when the extension is on) ends the game.</source>
        <translation>À la dernière main, un donneur qui garde la main (victoire ou tenpai) et qui est premier (avec le score à atteindre quand la prolongation est active) termine la partie.</translation>
    </message>
    <message>
        <comment>goal_points</comment>
        <source>Score that ends an extended game (with the West extension).</source>
        <translation>Score qui termine une partie prolongée (avec la prolongation en Ouest).</translation>
    </message>
    <message>
        <comment>leftover_sticks</comment>
        <source>Riichi sticks left on the table at the end of the game.</source>
        <translation>Bâtons de riichi restés sur la table en fin de partie.</translation>
    </message>
</context>
</TS>
