"""The illustrated rules (issue 15, point 2) without a window: every page names pictures and
texts that exist, in French and English, with no internal name; dice show the faces asked for;
a page's pictures and lines never overlap. The window's side: test_rules_screen_window.py."""

from __future__ import annotations

import re

IDENTIFIER = re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b|\b(deboule|cdc|enculette|chamot)\.[a-z]")
# English words a French page never shows, and French ones an English page never shows
ENGLISH = re.compile(r"\b(the|and|of|is|you|your|throw|player|side)\b")
FRENCH = re.compile(r"\b(le|les|et|est|vous|votre|lancer|joueur|camp)\b")
# names kept in French in the English texts: the games, the shouts, the rolls' names
PROPER = re.compile(r"Le Déboulé|L'Enculette|[Ll]es Flics|Pas mou le caillou|Grelotte ça "
                    r"picote|Drapeau Corse|J'apprécie les fruits au sirop")


def english_only(words: str) -> bool:
    return not FRENCH.search(PROPER.sub("", words))


# ---------------------------------------------------------------------------- pure
def test_every_page_names_pictures_and_texts_that_exist_in_both_languages():
    from deboule import registry
    from deboule.render.picture_book import catalogue
    from deboule.screens.rules_pages import PAGES
    from deboule.text.rules_pictures_text import TEXT, text

    assert set(PAGES) == set(registry.KEYS)
    used = set()
    for blocks in PAGES.values():
        for block in blocks:
            if block.kind == "picture":
                assert block.key in catalogue(), block.key
                used.add(block.key)
                keys = (f"{block.key}.title", f"{block.key}.text")
            else:
                keys = (block.key,)
            for key in keys:
                french, english = text(key, "fr"), text(key, "en")
                assert french.strip() and english.strip(), key
                assert french != english or len(french.split()) <= 3, key
                assert key in TEXT or key.startswith("summary."), key
    assert used == set(catalogue())  # no picture drawn for nothing


def test_the_texts_show_no_internal_name_and_each_language_is_itself():
    from deboule import registry
    from deboule.text.rules_pictures_text import TEXT, text

    keys = [*TEXT, *(f"summary.{game}" for game in registry.KEYS)]
    for key in keys:
        french, english = text(key, "fr"), text(key, "en")
        for words in (french, english):
            assert not IDENTIFIER.search(words), (key, words)
        assert not ENGLISH.search(french), (key, french)
        if len(english.split()) > 6:
            assert english_only(english), (key, english)
            assert english != french, key


def test_a_die_shows_the_face_asked_for():
    """face_up reads the face table (RULINGS D1): the asked face's axis points up."""
    import numpy as np

    from deboule.render.faces import face_table
    from deboule.render.illustrations import face_up
    from deboule.spatial import AXES, quat_to_mat

    for kind, faces in (("deboule", face_table()["deboule"]), ("die", face_table()["numbered"])):
        for axis, face in faces.items():
            if face == "blank":
                continue
            matrix = np.asarray(quat_to_mat(face_up(kind, face, 30.0)))
            up = max(AXES, key=lambda a: (matrix @ _axis(a))[2])
            assert up == axis, (kind, face, up)


def _axis(name: str):
    import numpy as np

    vector = np.zeros(3)
    vector["xyz".index(name[1])] = 1.0 if name[0] == "+" else -1.0
    return vector


def test_the_page_layout_keeps_pictures_and_lines_apart_and_inside():
    from deboule.render.picture_book import picture
    from deboule.screens.layout import Rect, fit_lines
    from deboule.screens.rules_pages import PAGES, layout_page
    from deboule.text.rules_pictures_text import text

    def wrap(words, points, width):
        return fit_lines(words, width, lambda t: len(t) * points * 0.6, 10_000)

    for game, blocks in PAGES.items():
        for width, view in ((700.0, 400.0), (1200.0, 500.0), (2300.0, 1000.0)):
            page = layout_page(blocks, width, view, wrap, lambda p: p * 1.7, lambda p: p,
                               lambda k: text(k, "fr"),
                               lambda n: (picture(n).aspect, picture(n).width))
            boxes = [r.box for r in page.rows] + [p.box for p in page.pictures]
            column = Rect(0.0, -page.height - 0.5, width + 0.5, page.height + 1.0)
            for box in boxes:
                assert box.inside(column), (game, width, box)
            for i, a in enumerate(boxes):
                for b in boxes[i + 1:]:
                    assert not a.intersects(b), (game, width, a, b)
            assert all(p.box.h <= view * 0.7 + 0.5 for p in page.pictures)


def test_the_layout_check_can_fail():
    from deboule.screens.layout import Rect

    assert Rect(0, -10, 10, 10).intersects(Rect(5, -15, 10, 10))
