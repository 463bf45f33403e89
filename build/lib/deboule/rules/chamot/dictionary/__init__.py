"""The French Hunspell dictionary Chamot's lexicon is built from (CH-L1, CH-L2), shipped in the
wheel so that no system package is needed on any system.

`fr.aff` and `fr.dic` are Dicollecte's "classique" French dictionary v7.0 (Grammalecte's
project, https://grammalecte.net), byte for byte the files of Debian's `hunspell-fr-classical`
1:7.0-1 that the lexicon was measured and its records made with: the same bytes give the same
index key (`deboule.rules.chamot.french.source_key`), so a lexicon cached before keeps serving, and
the same words on every machine, so a record replays alike everywhere.

Licence: Mozilla Public License 2.0 (`MPL-2.0.txt` beside them; copyright 2007-2018 Dicollecte
contributors). The files are shipped unmodified: they are their own source form.

sha256 fr.aff b0aa05cec5f2de2372c3ab6b2726288c39fcb384e602dbade97e91020edc25a7
sha256 fr.dic 4b1415593d599dbd943dde6d00515bbde3b4287ab62666242d959f74ddb16a6e
"""

STEM = "fr"  # fr.aff and fr.dic
