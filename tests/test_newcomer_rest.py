"""Issue 48, point 4, what a newcomer still saw: Le Déboulé's log named the faces two ways
("rouge 1 : Flèche" beside "bleue 2 : face blanche")."""

from __future__ import annotations

import pytest

from deboule.rules.deboule.game import Event
from deboule.rules.deboule.messages import render
from deboule.rules.deboule.setup import MatchOptions, make_layout
from deboule.rules.deboule.table import DEBOULE_FACES
from deboule.screens.big_face import face_name


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_face_is_named_alike_in_the_log_and_the_large_print(lang):
    layout = make_layout(MatchOptions(players=2))
    names = {}
    for face in DEBOULE_FACES:
        line = render(Event("thrown", {"player": 0, "purpose": "deboule", "piece": "red-1",
                                       "face": face}), layout, lang)
        names[face] = line.rsplit(":", 1)[1].strip()
        assert names[face] == face_name(face, lang), (line, face_name(face, lang))
    # one kind of word each: a capitalised name of one word, as the lessons write "la Flèche"
    assert all(name[0].isupper() and " " not in name for name in names.values()), names
