"""Bots (three levels) and the headless `deboule sim --game cul-de-chouette` runner (whole games
on the window's match, `CdcMatch(..., headless=True).play_out()`)."""

import io
import json
import statistics
from argparse import Namespace

import pytest

from deboule.games.cul_de_chouette import sim as sim_cdc
from deboule.games.cul_de_chouette.match import CdcMatch
from deboule.rules.cul_de_chouette import (
    BleuRougeBet,
    ChallengeGrelottine,
    ChallengeSoufflette,
    Game,
    Pass,
    Siroter,
)
from deboule.rules.cul_de_chouette.bots import make_bot
from deboule.rules.cul_de_chouette.scripted import Script, variant_with


def played(seats, seed, **options) -> CdcMatch:
    """A whole game of bots on the match, as `deboule sim` plays it (physics dice)."""
    match = CdcMatch(seats, seed=seed, headless=True, **options)
    match.play_out()
    return match


# whole games on the physics match take seconds each (the former loop's random dice took
# milliseconds): one seed per preset
@pytest.mark.parametrize("preset,seed", [("kaamelott", 1), ("iruo", 2)])
def test_bots_play_whole_games_to_the_end(preset, seed):
    state = played(["novice", "regular", "expert", "expert"], seed, preset=preset).state
    assert state.is_over and state.winners
    reason = state.events[-1]["reason"]
    best = max(state.scores)
    if reason == "win":
        assert best >= 343
    assert state.scores[state.side_of[state.winners[0]]] == best or reason == "end"


def test_bots_play_teams():
    state = played(["expert"] * 4, 7, teams=[(0, 2), (1, 3)]).state
    assert state.is_over and len(state.winners) == 2


def test_reaction_times_by_level():
    state = Game(3, "kaamelott").new_state()
    means = {}
    for level in ("novice", "regular", "expert"):
        bot = make_bot(level, 5)
        times = [bot.reaction_ms(state, 0, "grelotte_ca_picote") for _ in range(300)]
        means[level] = statistics.mean(t for t in times if t is not None)
        assert all(t is None or 0 <= t <= 3000 for t in times)
    assert means["expert"] < means["regular"] < means["novice"]


def test_reaction_time_medians_by_level():
    # issue 30, point 1: people's choice reaction times (docs/rules-cul-de-chouette.md "Bots"):
    # a novice's median at least 1.1 s, a regular's about 0.8 s, an expert's about 0.55 s,
    # right-skewed (mean above median), never faster than a simple reaction; novices miss
    state = Game(3, "kaamelott").new_state()
    for level, low, high in (("novice", 1100, 1300), ("regular", 750, 850),
                             ("expert", 510, 590)):
        bot = make_bot(level, 11)
        draws = [bot.reaction_ms(state, 0, "grelotte_ca_picote") for _ in range(4000)]
        times = [t for t in draws if t is not None]
        median = statistics.median(times)
        assert low <= median <= high, (level, median)
        assert statistics.mean(times) > median + 20, level  # the long slow tail
        assert min(times) >= 200 and max(times) <= 3000, level
        deciles = statistics.quantiles(times, n=10)
        assert deciles[-1] - median > median - deciles[0], level  # skewed to the right
        misses = draws.count(None) / len(draws)
        if level == "novice":
            assert 0.05 <= misses <= 0.12, misses
        if level == "expert":
            assert misses == 0


def test_same_seed_same_bot():
    state = Game(3, "kaamelott").new_state()
    a, b = make_bot("novice", 9), make_bot("novice", 9)
    assert [a.reaction_ms(state, 0, "pelican") for _ in range(20)] == [
        b.reaction_ms(state, 0, "pelican") for _ in range(20)]
    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)


def test_expert_siroter_by_expected_value():
    bot = make_bot("expert", 1)
    # EV(siroter) = CDC/6 - 5 x v²/6: 7.5 > 1 for a Chouette de 1, 0 < 16 for a Chouette de 4
    for value, other, expected in [(1, 5, Siroter), (2, 5, Siroter), (4, 1, Pass), (6, 1, Pass)]:
        s = Script(3, variant_with(["sirotage"], turn_order="clockwise"), scores=[50, 50, 50])
        s.throw((value, value), other)
        assert isinstance(bot.act(s.state, 0), expected)


def test_expert_siroter_for_the_win_when_others_are_close():
    bot = make_bot("expert", 1)
    s = Script(3, variant_with(["sirotage"], turn_order="clockwise"), scores=[280, 300, 50])
    s.throw((5, 5), 1)  # keeping: 305; a CDC of 5 (90) wins now
    assert isinstance(bot.act(s.state, 0), Siroter)


def test_expert_grelottine_challenge_picks_the_best_expected_value():
    # challenger EV = coefficient x (1 - 2 P(success)): the Velute (25 %, 1/6) is the best
    s = Script(3, variant_with(["grelottine"], turn_order="clockwise"), scores=[100, 100, 50])
    s.state.has_grelottine[1] = True
    s.throw((1, 3), 6)
    bot = make_bot("expert", 1)
    assert bot.reaction_ms(s.state, 1, "grelottine") is not None
    s.race({1: 300})
    action = bot.act(s.state, 1)
    assert action == ChallengeGrelottine(1, "VELUTE", 25)
    assert s.state.legal_actions(1).count(action) == 1


def test_expert_bleu_rouge_values_and_soufflette_target():
    s = Script(3, variant_with(["bleu_rouge"], turn_order="clockwise"), scores=[10, 200, 90])
    s.throw((3, 4), 3)
    assert make_bot("expert", 1).act(s.state, 0) == BleuRougeBet(0, (10, 11, 12))
    s2 = Script(3, variant_with(turn_order="clockwise"), scores=[10, 200, 90])
    s2.throw((4, 2), 1)
    assert make_bot("expert", 1).act(s2.state, 0) == ChallengeSoufflette(0, 1)


# -- the sim runner ----------------------------------------------------------------------------
def args(**changes):
    base = dict(players=2, bots=None, preset="kaamelott", teams=False, seed=1, record=None,
                quiet=False, game="cul-de-chouette")
    base.update(changes)
    return Namespace(**base)


def run_fake(**changes):
    out = io.StringIO()
    code = sim_cdc.run(args(**changes), out=out)
    return code, out.getvalue()


def test_sim_same_seed_same_game_and_prints_everything():
    code, text = run_fake(seed=3)
    assert code == 0
    assert run_fake(seed=3)[1] == text
    assert run_fake(seed=4)[1] != text
    assert "lance (les chouettes)" in text and "Scores finaux" in text and "Vainqueur" in text
    assert "appuis" in text  # race presses are printed


def test_sim_speaks_the_language_asked_and_names_levels_in_it():
    code, english = run_fake(seed=3, lang="en", bots="novice,regular")
    assert code == 0
    assert "Final scores:" in english and "Winner: " in english
    assert "Player 2 (regular)" in english and "Joueur" not in english
    assert "Scores finaux" not in english
    _, french = run_fake(seed=3, lang="fr", bots="novice,regular")
    assert "Joueur 2 (habitué)" in french and "(regular)" not in french


def test_sim_quiet_and_record(tmp_path):
    path = tmp_path / "game.json"
    code, text = run_fake(seed=5, quiet=True, record=str(path), preset="iruo", players=3,
                          bots="novice,regular,expert")
    assert code == 0
    assert text.splitlines()[0] == "Scores finaux :"
    record = json.loads(path.read_text())
    assert record["seed"] == 5 and record["seats"] == ["novice", "regular", "expert"]
    from deboule.replays.replay import check_file

    status, message = check_file(path)
    assert status == 0, message
    for seat, score in enumerate(record["final"]["scores"]):
        assert f"Joueur {seat + 1} " in text and f" : {score}" in text


def test_sim_refuses_bad_options():
    assert run_fake(bots="expert,expert,expert")[0] == 2
    assert run_fake(preset="klingon")[0] == 2
    assert run_fake(teams=True, players=3)[0] == 2


def test_sim_with_teams():
    code, text = run_fake(teams=True, players=4, seed=2)
    assert code == 0 and "Vainqueur" in text


# -- a bot joins a game in progress and sings the Sloubi (C6, issue 12) --------------------------
def _joined_game(level: str, seed: int):
    """Three regulars; a bot of `level` asked for from the pause menu after two rounds."""
    match = CdcMatch(["regular"] * 3, seed=seed, headless=True)
    while match.state.rounds < 2:
        match.step(0.05)
    match.joins.ask(level)
    match.play_out()
    return match.state


@pytest.mark.parametrize("level", ["novice", "regular", "expert"])
def test_a_bot_joins_after_the_round_asked_and_sings_the_sloubi(level):
    state = _joined_game(level, 5)
    joined = [e for e in state.events if e["type"] == "join"]
    sung = [e for e in state.events if e["type"] == "sloubi"]
    assert len(joined) == 1 and joined[0]["player"] == 3 and joined[0]["rounds"] >= 2
    assert state.n_players == 4 and state.names[3] == "Bot 4"
    assert len(sung) == 1 and sung[0]["player"] == 3
    assert state.is_over
    again = _joined_game(level, 5)  # deterministic for a seed
    assert again.events == state.events


def test_the_sloubi_is_sung_at_the_bots_level():
    # C6: within 1 s per Sloubi; the expert sings briskly, the novice close to the limit
    from deboule.rules.cul_de_chouette.banque import sloubi_sung

    def song(level: str, seed: int) -> bool:
        bot = make_bot(level, seed)
        action = bot._on_sloubi(None, 3, {"target": 20})
        return sloubi_sung(list(action.presses_ms), 20)

    experts = sum(song("expert", seed) for seed in range(30))
    novices = sum(song("novice", seed) for seed in range(30))
    assert experts == 30 and novices < experts


def test_sim_join_option_prints_the_join_and_replays(tmp_path):
    args = Namespace(players=3, preset="kaamelott", bots=None, teams=False, seed=4, quiet=False,
                     record=str(tmp_path / "r.json"), join=("expert", 2))
    out = io.StringIO()
    assert sim_cdc.run(args, out=out) == 0
    text = out.getvalue()
    assert "rejoint la partie" in text and "Sloubi" in text
    record = json.loads((tmp_path / "r.json").read_text())
    joins = [entry["join"] for entry in record["inputs"] if "join" in entry]
    assert [join["level"] for join in joins] == ["expert"] and len(record["seats"]) == 3
    from deboule.replays.replay import check_file

    status, message = check_file(tmp_path / "r.json")
    assert status == 0, message
