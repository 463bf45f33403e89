"""The Triplette (issue 34, family "scoring"): with more than 6 players and no teams given, the
game is played by teams of three, spread evenly round the table. No program found defines it;
the kaamelott seed does ("La Doublette : en cas de grand nombre de joueurs (plus de 6) ... Si le
nombre de joueurs est vraiment énorme, il est tout à fait possible de jouer par équipes de plus
de deux personnes, en sachant qu'il faut répartir les membres de chaque équipe de manière
équivalente autour de la table"): players // 3 teams, seat s in team s mod (players // 3), so a
team's members sit every (players // 3) seats apart; 9, 12, 15 players make teams of exactly
three, 7, 8, 10, 11, 13, 14, 16 some of four."""

from __future__ import annotations

TRIPLETTE_ABOVE = 6  # the seed's "plus de 6"


def triplette_teams(players: int, variant) -> tuple[tuple[int, ...], ...] | None:
    """The teams the Triplette forms, or None (the option off, or 6 players or fewer)."""
    if not variant.triplette or players <= TRIPLETTE_ABOVE:
        return None
    count = players // 3
    return tuple(tuple(range(team, players, count)) for team in range(count))
