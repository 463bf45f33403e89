"""Issue 49: every prompt the new house rules add (a decision, a race, a throw) has one line of
explanation in French and English (deboule/games/cul_de_chouette/explanations_variants.py); each
prompt is reached here by playing its rule, so a renamed prompt fails."""

from __future__ import annotations

from deboule.games.cul_de_chouette.explanations import THROW_SUFFIX, explanation
from deboule.games.cul_de_chouette.explanations_variants import VARIANT_EXPLANATIONS
from deboule.rules.cul_de_chouette import ChallengeGrelottine, Keep
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def reached_prompts() -> set[str]:
    """The explanation key of each prompt reached: a decision's or a race's prompt, a throw's
    purpose followed by ".throw"."""
    seen: set[str] = set()

    def note(s: Script) -> Script:
        seen.add(s.node.prompt + (THROW_SUFFIX if s.node.kind == "chance" else ""))
        return s

    v = variant_with(["grelottine"], turn_order="clockwise", grelottine_two_throws=True,
                     grelottine_bets=False)
    s = Script(3, v, scores=[100, 100, 100], grelottines=(1,))
    s.throw((1, 3), 6).race({1: 300}).act(ChallengeGrelottine(1, "CHOUETTE", 10))
    note(s.dice(2, 5).dice(6))  # grelottine_keep
    note(s.act(Keep(0, (5,))))  # the second throw
    v = variant_with(["grelottine"], turn_order="clockwise", grelottine_shout_ties="oncletom77")
    s = Script(3, v, scores=[100, 50, 50], grelottines=(1, 2))
    note(s.throw((1, 3), 6).race({1: 300, 2: 320}))  # grelottine_tie
    v = variant_with(["grelottine"], turn_order="clockwise", neant_souffle=True,
                     neant_souffle_ties="patmulot")
    s = Script(3, v, scores=[50, 50, 50])
    note(s.throw((1, 4), 6).race({0: 300, 1: 320}))  # fort_heureusement
    note(s.race({0: 100, 1: 120}))  # mecreant_tie
    v = variant_with([], turn_order="clockwise", suite_velute=True, suite_velute_rethrow=True)
    s = Script(3, v, scores=[50, 50, 50])
    note(s.throw((1, 2), 3).race({0: 100, 1: 200, 2: 300}).race({1: 300}))  # velutee
    seen.add("graines")  # not a prompt: the pause menu's rise (test_cdc_graines_window.py)
    return seen


def test_every_new_prompt_is_explained_in_one_line_in_both_languages():
    prompts = reached_prompts()
    assert prompts == {"grelottine_keep", "grelottine_second.throw", "grelottine_tie.throw",
                       "fort_heureusement", "mecreant_tie.throw", "velutee.throw", "graines"}
    assert set(VARIANT_EXPLANATIONS) == {"fr", "en"}
    for lang in ("fr", "en"):
        assert set(VARIANT_EXPLANATIONS[lang]) == prompts, lang
        for key, line in VARIANT_EXPLANATIONS[lang].items():
            assert line and "\n" not in line and len(line) <= 160, (lang, key)
    assert VARIANT_EXPLANATIONS["fr"] != VARIANT_EXPLANATIONS["en"]


def test_the_prompt_display_shows_the_newer_rules_lines_too():
    for lang in ("fr", "en"):
        for key, line in VARIANT_EXPLANATIONS[lang].items():
            purpose, _, throw = key.partition(".")
            assert explanation(purpose, lang, throw=bool(throw)) == line, (lang, key)


def test_the_velutee_race_and_the_catcher_s_rethrow_each_show_their_own_line():
    """The seed's Suite-Velute race ("Velutée !", the Velute of 3 to the first) and patmulot's
    rethrow of the chouettes by its catcher are both "velutee": each prompt its own line, and a
    throw never shows a race's (the Robobrol's throw neither)."""
    from deboule.games.cul_de_chouette.explanations import EXPLANATIONS

    v = variant_with([], turn_order="clockwise", suite_velute=True, suite_velute_rethrow=True)
    s = Script(3, v, scores=[50, 50, 50])
    s.throw((1, 2), 3).race({0: 100, 1: 200, 2: 300}).race({1: 300})
    assert (s.node.kind, s.node.prompt, s.node.roller) == ("chance", "velutee", 1)
    for lang in ("fr", "en"):
        race = explanation("velutee", lang, race=True)
        rethrow = explanation(s.node.prompt, lang, throw=True)
        assert race == EXPLANATIONS[lang]["velutee"] and "18" in race
        assert rethrow == VARIANT_EXPLANATIONS[lang]["velutee.throw"] != race
        assert explanation("robobrol", lang, throw=True) == ""
