"""House rules, family "others" (issue 34): rules of public Cul de Chouette programs the issue
does not name (docs/rules-cul-de-chouette.md, "Other programs read"). Declarations only (no
import of the rules' modules, which import this package): the rules themselves live in modules
of their own (house/suite_tie.py, house/graines.py).

The Graines (`graines`) sit here too: a rule of table manners rather than of dice, from
aribautg/cul-de-chouette's rules panel (the family of its other rules is the dice's).
"""

from __future__ import annotations

from typing import Any

from deboule.rules.cul_de_chouette.house.option import HouseOption

# the options (one per Variant field of this family, in the order the options screen shows)
OPTIONS: tuple[HouseOption, ...] = (
    # CDC-R3's last step: the Suite's tied last players throw a die each. Our texts: the lowest
    # loses. btssn-lasalle-84/MP23-T3-CUL-DE-CHOUETTE Ihm.cpp (its rules screen): "celui qui
    # aura fait le plus grand score perd les 10 pts", again for 20, 30... on a tie. One program
    # plays it: `tables` keeps the texts' reading.
    HouseOption("suite_tie_die", ("kaamelott", "btssn"), "kaamelott",
                "btssn-lasalle-84/MP23-T3-CUL-DE-CHOUETTE Ihm.cpp", examples=((3, 4, 5),)),
    # aribautg js/ui/RulesPanel.js: "Graines — Se lever → « Je ne mange pas de graines ! »
    # sinon Bévue" (GAME_DESIGN.md, level ★★: "Les Graines"). Its sanction is the Bévue, hence
    # the need. One program has it (in its rules panel; its code plays nothing): off in tables.
    HouseOption("graines", (False, True), False,
                "aribautg/cul-de-chouette js/ui/RulesPanel.js (Graines), GAME_DESIGN.md",
                needs=("bevue",)),
)
# new shouts: id -> the words shouted (French, the game's words; races like the others, C3)
SHOUTS: dict[str, str] = {}
# log texts of this family's events (deboule.rules.cul_de_chouette.messages), French first
TEMPLATES: dict[str, dict[str, str]] = {
    "fr": {"graines": "{player} se lève de table : « Je ne mange pas de graines ! »"},
    "en": {"graines": "{player} gets up from the table: \"Je ne mange pas de graines!\" (I do "
                      "not eat seeds!)"},
}


def check(variant: Any) -> None:
    """Refuse (VariantError) a combination of this family's options that cannot be played."""
