"""One line of "what this means" under every Cul de Chouette decision, bet and race prompt,
French first, English available. Keys are the rules' prompt keys: a decision node's `prompt`
(deboule/games/cul_de_chouette/prompts.py PROMPTS) and a race's kind
(deboule/rules/cul_de_chouette/messages.py SHOUT_TEXT); where a race's kind is also a decision's
prompt ("grelottine": the race to challenge, then the challenger's choice), the race's line is under
"<kind>.race". A throw's line (its purpose: the Suite-Velutée catcher's "velutee" rethrow) is
under "<purpose>.throw" and only there: a purpose may share its name with a race ("velutee", the
race's shout) whose line says something else. A line may name a number of the table being
played ({bet_win}, {achat_cost}...): `explanation_line` fills it from the game's `Variant`, so
a line never contradicts the table.

Sources: the two seed texts (../shared/seeds/cul-de-chouette-kaamelott.txt, "kaamelott";
cul-de-chouette-iruo.txt, "iruo"), the rulings (RULINGS.md C1-C7) and, for the house rules of
other tables, docs/rules-cul-de-chouette.md "Variants of other tables".
"""

from __future__ import annotations

from typing import Any

from deboule.games.cul_de_chouette.explanations_variants import VARIANT_EXPLANATIONS

EXPLANATIONS: dict[str, dict[str, str]] = {
    "fr": {
        # -- decisions ------------------------------------------------------------------
        # kaamelott "La Banque" (C7) and "Le Civet": both are chosen before the chouettes
        "pre_roll": "Banque : placer des points qui rapportent des intérêts à chaque tour ; "
                    "Civet : miser des points sur votre prochaine combinaison.",
        # the same, each half alone when only its rule is played (PRE_ROLL_PARTS)
        "pre_roll.banque": "Banque : placer des points qui rapportent des intérêts à chaque "
                           "tour.",
        "pre_roll.civet": "Civet : miser des points sur votre prochaine combinaison.",
        # kaamelott "Le Sirotage"; CDC-S1
        "siroter": "Réussi, vous marquez le Cul de Chouette ; raté, la Chouette est perdue. "
                   "Les autres parient sur la face du dé.",
        # kaamelott "Le Sirotage" (les paris: Linotte 1 ... Chouette 6); C1 stake readings
        "bet_sirotage": "Devinez la face du dé relancé (Linotte 1 … Chouette 6) : mise "
                        "{bet_stake} pts, un pari juste rapporte {bet_win}.",
        # iruo "Civet": "les autres joueurs peuvent parier sur la réussite du civet"
        "bet_civet": "Son Civet (mise sur sa prochaine combinaison) réussira-t-il ? Pari juste "
                     "+{bet_win}, faux −{bet_stake}.",
        # kaamelott "L'Achat de Dé"; C5
        "buy_die": "Payer {achat_cost} pts pour qu'il ne lance pas le 3e dé : il ne marque que "
                   "ses chouettes. Vos points ne vont à personne.",
        # kaamelott "Le Bleu-Rouge": "parier gratuitement ... (trois paris acceptés)"
        "bleu_rouge_relance": "Bleu-Rouge (3-3-4) : devinez le total de la relance des trois "
                              "dés (3 à 18) ; juste, 36 + 2 × le total.",
        # kaamelott "Le Bleu-Rouge": the others bet "moyennant le système du pari"
        "bet_bleu_rouge": "Pariez sur le total de sa relance (3 totaux, mise {bet_stake}) : "
                          "juste, 36 + 2 × le total.",
        # kaamelott "La Soufflette"
        "soufflette_challenge": "Le défié a 3 essais pour faire 4-2-1 : réussi, il vous prend "
                                "50, 40 ou 30 pts ; raté, il vous en donne 30.",
        # kaamelott "La Soufflette": "conserver les dés ayant donné 4, 2 ou 1"
        "keep": "Défi Soufflette : gardez les dés utiles, relancez les autres ; il faut 4-2-1 "
                "en 3 essais.",
        # kaamelott "Le Boucliette"
        "boucliette": "Votre Boucliette annule ce défi (pour vous ou un autre) ; un Bleu-Rouge "
                      "vous en rend un.",
        # kaamelott "Le défi Grelottine"
        "grelottine": "Choisissez la combinaison qu'il doit faire et la mise (au plus un % du "
                      "plus petit score) : réussi il la gagne, raté vous la gagnez.",
        # kaamelott "Le Passe-Grelot"
        "passe_grelot": "Vous avez déjà gagné un défi Grelottine : vous pouvez refiler ce défi "
                        "à un autre joueur (une fois par partie).",
        # kaamelott "Le défi Grelottine": "Le principe du pari est le même que celui du Sirotage"
        "bet_challenge": "Le défié fera-t-il la combinaison demandée ? Mise {bet_stake}, un "
                         "pari juste rapporte {bet_win}.",
        # kaamelott "Le Chante-Sloubi"; C6
        "sloubi": "Un appui par « Sloubi », jusqu'à votre handicap, 1 s chacun : réussi, vos "
                  "points de départ ×1,5.",
        # docs "Civet doublé" (Kize civet-doubled-rule.ts)
        "double_civet": "Civet doublé : son gain ou sa perte est doublé ; vous y laissez votre "
                        "Civet, sans rien miser d'autre.",
        # docs "Civet-Filoché" (aribautg resolveCivetFiloche)
        "civet_filoche": "Misez sur la combinaison de son lancer, comme un Civet : juste, la "
                         "mise est à vous ; faux, vous la perdez.",
        # docs "Cul de Chouette doublé" (aribautg RuleEngine.js)
        "cdc_double": "Relancer les trois dés : un autre Cul de Chouette vous donne les deux, "
                      "sinon rien et vous quittez la partie.",
        # docs "Jarret" (aribautg offerJarretUse)
        "jarret": "Mi-Jarret : relancer des dés après le cul ; Bi-Jarret : points du tour "
                  "doublés ; Lance-Jarret : le donner.",
        "jarret_keep": "Mi-Jarret : gardez les dés utiles et relancez les autres une fois.",
        # docs "Rigodon" (aribautg resolveGrelottine)
        "rigodon": "Votre Rigodon annule ce défi Grelottine ; les deux Grelottines restent.",
        # docs "Tichette by bidding" (aribautg resolveTichage)
        "tichage": "Monter la tiche (chiffres pris dans les dés cachés), se quicher (perdre sa "
                   "dernière tiche) ou ticher : juste, + la mise ; faux, − la mise.",
        # -- races: why the shout, what it wins (C3: the first or the last to press) ------
        # kaamelott "La Chouette Velute"
        "pas_mou_le_caillou": "Chouette Velute : le premier qui appuie gagne ses points "
                              "(2 × valeur²).",
        # kaamelott "La Suite"
        "grelotte_ca_picote": "Suite : tout le monde appuie, le dernier perd {suite_penalty} "
                              "pts.",
        # kaamelott "La Suite" (égalité); CDC-R3
        "sans_fin": "Égalité des derniers de la Suite : le dernier à appuyer perd les points.",
        # kaamelott "Le Contre-Sirop"; CDC-S3
        "contre_sirop": "Sirotage raté : le premier qui appuie gagne 2/10 du Cul de Chouette "
                        "tenté (égalité : personne).",
        # kaamelott "Le Bleu-Rouge", Cas 1; CDC-R4
        "pelican": "6-6-6 à la relance : le premier qui appuie gagne {pelican_points} pts.",
        "passe_montagne": "Égalité au Pélican : le premier qui appuie l'emporte.",
        "sbradaradjan": "Encore égalité au Pélican : le premier qui appuie l'emporte, sinon "
                        "les dés.",
        # kaamelott "La Banque"; CDC-R5
        "raitournelle": "Chouettes à 11 ou plus : le lanceur appuie pour rafler la Banque, les "
                        "autres pour l'en empêcher s'ils sont plus rapides.",
        "artichette": "Les autres crient « Artichette ! » pour garder la Banque s'ils appuient "
                      "avant le lanceur.",
        # kaamelott "Le défi Grelottine": "il faut crier « Grelottine ! »"; CDC-G1 (the race
        # has the decision's key: RACE_SUFFIX)
        "grelottine.race": "Néant : qui a une Grelottine peut défier le lanceur en appuyant (le "
                           "plus petit score passe d'abord).",
        # docs "Tichette" / "Robobrol" (Kize tichette-rule.ts)
        "tichette": "Dés de somme 3, 5, 7, 11, 13 ou 17 : seul à appuyer, vous gagnez la somme ; "
                    "à plusieurs, les meilleurs scores perdent.",
        "robobrol": "Seul sur la Tichette d'un Cul de Chouette : appuyez et ce lancer est le "
                    "vôtre.",
        # docs "Suite-Velute" (aribautg _handleSuiteVeluteePhase2)
        "patte_de_canard": "1-2-3 : la Velute de 3 (18 pts) va au premier qui appuie ; le "
                           "lanceur gagne les égalités.",
        "velutee": "1-2-3 : la Velute de 3 (18 pts) va au premier qui appuie ; le lanceur gagne "
                   "les égalités.",
        # docs "Artichette" (Kize artichette-rule.ts, aribautg startBuzzArtichette)
        "artichette_raitournelle": "Artichette : le lanceur qui appuie à temps, et avant les "
                                   "autres, gagne 16 pts ; sinon il en perd 16.",
        "artichette_pointee": "Artichette : le lanceur qui appuie à temps, et avant les autres, "
                              "gagne 16 pts ; sinon il en perd 16.",
        # docs "Sirop bets" (Kize sirotage-rule.ts)
        "sirop_gagnant": "Votre pari sur le Sirotage est juste : appuyez à temps pour toucher "
                         "le gain.",
        # docs "Sirop-Jeannot" (patmulot)
        "sirop_jeannot": "Il sirote avec moins de points que sa Chouette : le premier qui "
                         "appuie gagne 2/10 du Cul de Chouette tenté.",
        # docs "Cul de Chouette volé" (Kize cul-de-chouette-rule.ts)
        "cul_de_chouette": "Cul de Chouette : un autre joueur qui appuie le premier en prend "
                           "2/5 des points.",
        # docs "Néant soufflé" (aribautg startBuzzFirstWinsGrelottine)
        "mecreant": "1-4-6 : sans Grelottine, « Mécréant ! » en gagne une ; avec une, « Je "
                    "suis un misérable. » l'empêche.",
        "miserable": "1-4-6 : sans Grelottine, « Mécréant ! » en gagne une ; avec une, « Je "
                     "suis un misérable. » l'empêche.",
        # docs "Verdier" (Kize verdier-rule.ts, aribautg startVerdier)
        "vert_linette": "Chouettes 2-4, 2-6 ou 4-6 : appuyer, c'est parier que le cul fera "
                        "2-4-6 (+25, sinon −5).",
        # docs "Tichette by bidding" (aribautg startTichette)
        "salsifi": "Sirotage raté en 3-3-4 : le premier qui appuie devient le ticheur.",
        # docs "Attrape-Oiseau" (Kize attrape-oiseau-rule.ts)
        "attrape_oiseau": "Il veut siroter : le premier qui appuie sirote à sa place (il garde "
                          "sa Chouette, vous risquez ses points).",
        # docs "Jarret", "Flan" (aribautg startBuzzJarret, offerFlanUse)
        "lance_buches": "Relance du Bleu-Rouge en Néant : le premier qui appuie gagne un Jarret.",
        "a_kadoc": "2-5-6 : appuyez à temps pour gagner un Flan, sinon c'est un Néant.",
        "tatan_flans": "Votre Flan : le premier qui appuie retourne ce tour, chaque gain du "
                       "lanceur devient une perte.",
    },
    "en": {
        "pre_roll": "Bank: put points aside that earn interest each turn; Civet: stake points "
                    "on your next combination.",
        "pre_roll.banque": "Bank: put points aside that earn interest each turn.",
        "pre_roll.civet": "Civet: stake points on your next combination.",
        "siroter": "Won, you score the Cul de Chouette; lost, the Chouette is lost. The others "
                   "bet on the die's face.",
        "bet_sirotage": "Guess the rethrown die's face (Linotte 1 … Chouette 6): stake "
                        "{bet_stake} pts, a right bet pays {bet_win}.",
        "bet_civet": "Will their Civet (a stake on their next combination) win? Right bet "
                     "+{bet_win}, wrong −{bet_stake}.",
        "buy_die": "Pay {achat_cost} pts so they do not throw the 3rd die: they score their "
                   "chouettes only. Your points go to nobody.",
        "bleu_rouge_relance": "Bleu-Rouge (3-3-4): guess the total of the three dice thrown "
                              "again (3 to 18); right, 36 + 2 × the total.",
        "bet_bleu_rouge": "Bet on the total of their relance (3 totals, stake {bet_stake}): "
                          "right, 36 + 2 × the total.",
        "soufflette_challenge": "The challenged has 3 tries at 4-2-1: made, they take 50, 40 "
                                "or 30 pts from you; missed, they give you 30.",
        "keep": "Soufflette challenge: keep the useful dice, throw the others; 4-2-1 is needed "
                "within 3 tries.",
        "boucliette": "Your Boucliette cancels this challenge (yours or another's); a Bleu-Rouge "
                      "gives one back.",
        "grelottine": "Choose the combination they must throw and the stake (at most a % of the "
                      "smaller score): made, they win it; missed, you do.",
        "passe_grelot": "You already won a Grelottine challenge: you may pass this challenge "
                        "to another player (once a game).",
        "bet_challenge": "Will the challenged throw the combination asked? Stake {bet_stake}, "
                         "a right bet pays {bet_win}.",
        "sloubi": "One press per \"Sloubi\", up to your handicap, 1 s each: done, your starting "
                  "points ×1.5.",
        "double_civet": "Doubled Civet: their win or loss is doubled; it costs you your Civet "
                        "and no other stake.",
        "civet_filoche": "Stake on their throw's combination, as a Civet: right, the stake is "
                         "yours; wrong, you lose it.",
        "cdc_double": "Throw the three dice again: another Cul de Chouette gives you both, "
                      "anything else nothing and you leave the game.",
        "jarret": "Mi-Jarret: throw dice again after the cul; Bi-Jarret: the turn's points "
                  "doubled; Lance-Jarret: give it away.",
        "jarret_keep": "Mi-Jarret: keep the useful dice and throw the others once more.",
        "rigodon": "Your Rigodon cancels this Grelottine challenge; both Grelottines stay.",
        "tichage": "Raise the tiche (digits among the hidden dice), quit (lose your last tiche) "
                   "or claim it: right, + the stake; wrong, − the stake.",
        "pas_mou_le_caillou": "Chouette Velute: the first to press wins its points "
                              "(2 × value²).",
        "grelotte_ca_picote": "Suite: everybody presses, the last loses {suite_penalty} pts.",
        "sans_fin": "The Suite's last players tied: the last to press loses the points.",
        "contre_sirop": "Sirotage missed: the first to press wins 2/10 of the Cul de Chouette "
                        "tried (a tie: nobody).",
        "pelican": "6-6-6 on the relance: the first to press wins {pelican_points} pts.",
        "passe_montagne": "A tie on the Pélican: the first to press wins it.",
        "sbradaradjan": "Still a tie on the Pélican: the first to press wins it, else the dice.",
        "raitournelle": "Chouettes of 11 or more: the thrower presses to take the Bank, the "
                        "others to stop them if they are faster.",
        "artichette": "The others shout \"Artichette!\" to keep the Bank if they press before "
                      "the thrower.",
        "grelottine.race": "Néant: a Grelottine holder may challenge the thrower by pressing "
                           "(the smaller score goes first).",
        "tichette": "Dice summing to 3, 5, 7, 11, 13 or 17: alone to press, you win the sum; "
                    "several, the best scores lose.",
        "robobrol": "Alone on a Cul de Chouette's Tichette: press and that throw is yours.",
        "patte_de_canard": "1-2-3: the Velute of 3 (18 pts) goes to the first to press; the "
                           "thrower wins ties.",
        "velutee": "1-2-3: the Velute of 3 (18 pts) goes to the first to press; the thrower "
                   "wins ties.",
        "artichette_raitournelle": "Artichette: the thrower who presses in time, and before "
                                   "the others, wins 16 pts; else loses 16.",
        "artichette_pointee": "Artichette: the thrower who presses in time, and before the "
                              "others, wins 16 pts; else loses 16.",
        "sirop_gagnant": "Your bet on the Sirotage is right: press in time to be paid.",
        "sirop_jeannot": "They sirote with fewer points than their Chouette: the first to "
                         "press wins 2/10 of the Cul de Chouette tried.",
        "cul_de_chouette": "Cul de Chouette: another player pressing first takes 2/5 of its "
                           "points.",
        "mecreant": "1-4-6: without a Grelottine, \"Mécréant!\" wins one; with one, \"Je suis "
                    "un misérable.\" stops it.",
        "miserable": "1-4-6: without a Grelottine, \"Mécréant!\" wins one; with one, \"Je suis "
                     "un misérable.\" stops it.",
        "vert_linette": "Chouettes 2-4, 2-6 or 4-6: pressing bets that the cul makes 2-4-6 "
                        "(+25, else −5).",
        "salsifi": "Sirotage missed on 3-3-4: the first to press becomes the ticheur.",
        "attrape_oiseau": "They want to sirote: the first to press sirotes instead (they keep "
                          "the Chouette, you risk its points).",
        "lance_buches": "The Bleu-Rouge's relance is a Néant: the first to press wins a Jarret.",
        "a_kadoc": "2-5-6: press in time to win a Flan, else it is a Néant.",
        "tatan_flans": "Your Flan: the first to press turns this turn over, every gain of the "
                       "thrower becomes a loss.",
    },
}


RACE_SUFFIX = ".race"
THROW_SUFFIX = ".throw"
# the pre-roll window offers the Banque and the Civet only where the table plays them: its line
# says what is played (a gentle table's pre-roll is the throw alone, and says nothing)
PRE_ROLL_PARTS = (("banque", "pre_roll.banque"), ("civet", "pre_roll.civet"))


def explanation(prompt_key: str, lang: str = "fr", race: bool = False,
                throw: bool = False) -> str:
    """The line under the prompt `prompt_key` in `lang` ("" when none), numbers unfilled;
    `race`: the key is a race's kind (its own line first, when the kind is also a decision's);
    `throw`: the key is a throw's purpose (its ".throw" line alone)."""
    table = EXPLANATIONS.get(lang, EXPLANATIONS["fr"])
    newer = VARIANT_EXPLANATIONS.get(lang, VARIANT_EXPLANATIONS["fr"])  # the other tables' rules
    if throw:
        key = prompt_key + THROW_SUFFIX
        return table.get(key) or newer.get(key, "")
    if race and prompt_key + RACE_SUFFIX in table:
        return table[prompt_key + RACE_SUFFIX]
    return table.get(prompt_key) or newer.get(prompt_key, "")


class _Numbers(dict):
    """The variant's numbers by name; a name it lacks stays as written."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def explanation_line(prompt_key: str, lang: str, variant: Any, race: bool = False,
                     throw: bool = False) -> str:
    """The line with the table's own numbers ({bet_win}, {achat_cost}...) filled in."""
    line = explanation(prompt_key, lang, race, throw)
    if prompt_key == "pre_roll" and not (race or throw):
        played = [rule for rule, _ in PRE_ROLL_PARTS if getattr(variant, rule, True)]
        if len(played) == 1:
            line = explanation(dict(PRE_ROLL_PARTS)[played[0]], lang)
        elif not played:
            line = ""
    if not line:
        return ""
    numbers = _Numbers({name: getattr(variant, name) for name in
                        ("bet_stake", "bet_win", "achat_cost", "suite_penalty",
                         "pelican_points", "bevue_penalty") if hasattr(variant, name)})
    return line.format_map(numbers)
