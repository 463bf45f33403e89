"""Issue 48, point 1: the Cul de Chouette Règles page covers every rule of both seed texts, not
only the seven combinations: each optional rule (Sirotage, Contre-Sirop, Civet, Civet siroté,
Grelottine, Passe-Grelot, Bleu-Rouge, Boucliette, Bévue, Achat de dé, Doublette,
Chante-Sloubi, Banque), the Pélican and the iruo text's elimination, each with its dice
pictured and its words in French and English; the Attrape-Oiseau a game of other tables asks
about is there too. Every race and decision a game asks about is named on the page."""

from __future__ import annotations

import numpy as np

from deboule.games.cul_de_chouette.rules_optional import DICE, PREFIX
from deboule.render.picture_book import picture
from deboule.rules.cul_de_chouette.variant import OPTIONAL_RULES
from deboule.screens.rules_pages import PAGES
from deboule.spatial import AXES, quat_to_mat
from deboule.text.rules_pictures_text import text


def _page_pictures() -> list[str]:
    return [block.key for block in PAGES["cdc"] if block.kind == "picture"]


def test_every_rule_of_both_texts_has_its_picture_on_the_page():
    shown = _page_pictures()
    for rule in (*OPTIONAL_RULES, "pelican", "elimination"):
        assert PREFIX + rule in shown, rule
    assert "cdc.house.attrape_oiseau" in shown
    for name in ("chouette", "velute", "chouette_velute", "cul_de_chouette", "suite",
                 "soufflette", "neant"):
        assert f"cdc.{name}" in shown


def test_each_rule_has_words_in_both_languages():
    for rule in DICE:
        for part in ("title", "text"):
            french, english = text(f"{PREFIX}{rule}.{part}", "fr"), text(f"{PREFIX}{rule}.{part}",
                                                                          "en")
            assert french and english and french != f"{PREFIX}{rule}.{part}", (rule, part)


def _face_up(orientation) -> str:
    matrix = np.asarray(quat_to_mat(orientation))
    return max(AXES, key=lambda a: (matrix @ _axis(a))[2])


def _axis(name: str):
    vector = np.zeros(3)
    vector["xyz".index(name[1])] = 1.0 if name[0] == "+" else -1.0
    return vector


def test_each_rule_shows_its_own_dice():
    from deboule.render.faces import face_table

    numbered = face_table()["numbered"]
    for rule, values in DICE.items():
        drawn = picture(PREFIX + rule)
        dice = [item for pane in drawn.panes for item in pane.drawables if item.kind == "die"]
        assert [numbered[_face_up(d.quaternion)] for d in dice] == list(values), rule


def test_the_page_names_the_words_a_game_asks_about():
    """Sirotage, Civet, Bévue, Banque, Boucliette, buying the cul, Grelottine... are named."""
    page = " ".join(text(f"{PREFIX}{rule}.{part}", "fr") for rule in DICE
                    for part in ("title", "text"))
    for word in ("Sirotage", "Contre-Sirop", "Civet", "Bévue", "Banque", "Raitournelle",
                 "Boucliette", "cul", "Grelottine", "Passe-Grelot", "Bleu-Rouge", "Pélican",
                 "Sloubi", "Linotte", "Artichette"):
        assert word in page, word
