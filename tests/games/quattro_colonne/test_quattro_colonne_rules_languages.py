"""The rules of Quattro Colonne in Italian and Spanish (issue 37) say what the English ones
say of the rulebook's gaps (``test_quattro_colonne_rules.py`` checks the English): the
missing rule (Q12) is cut off and not played, and each decision that is the project's, not
the rulebook's (Q5, Q7, Q8, Q9, Q9a, Q10), is listed as such under the translated heading —
so a reader in any language can tell the printed rules from the program's reading of them.

Each decision is found by the words its language says it in; the mechanical checks (same
headings, lists and ruling ids as the English) are ``tests/app/test_rules_languages.py``'s.
"""

from __future__ import annotations

from pathlib import Path

from neurodrez_desktop.games import quattro_colonne as qc_package

LOCALE = Path(qc_package.__file__).parent / "locale"

ITALIAN_DECISIONS_HEADING = "## Come il programma risolve ciò che il regolamento lascia aperto"
SPANISH_DECISIONS_HEADING = "## Cómo resuelve el programa lo que el reglamento deja abierto"

ITALIAN_DECISIONS = {
    "Q5 one move each per step": ("una mossa", "ogni giocatore", "passo"),
    "Q5 the pass": ("passare", "il regolamento non parla"),
    "Q5 only the deciding roll counts": ("solo i tiri che decidono", "si ritirano"),
    "Q9 equal totals pass the marker": ("parità di totali", "la pedina passa"),
    "Q7 a Knight or Queen back to the reserve": ("Cavallo o una Regina", "torna nella riserva"),
    "Q7 then Q8 for a Pawn capturing onto the far rank": (
        "cattura arrivando nella traversa opposta", "prima con la cattura",
        "solo se è ancora un pedone"),
    "Q10 the end when a side has no piece": ("nessun pezzo sulla scacchiera",),
    "Q10 40 rounds": ("40 turni",),
    "Q9a the sitting counts games won": ("partite vinte", "catture"),
}
SPANISH_DECISIONS = {
    "Q5 one move each per step": ("una jugada", "cada jugador", "paso"),
    "Q5 the pass": ("pasar", "el reglamento no habla"),
    "Q5 only the deciding roll counts": ("solo cuentan", "las tiradas que deciden",
                                         "se vuelven a tirar"),
    "Q9 equal totals pass the marker": ("totales iguales", "la ficha pasa"),
    "Q7 a Knight or Queen back to the reserve": ("Caballo o una Reina", "vuelve a la reserva"),
    "Q7 then Q8 for a Pawn capturing onto the far rank": (
        "captura y llega así a la fila del fondo", "primero por captura",
        "solo si sigue siendo un peón"),
    "Q10 the end when a side has no piece": ("ninguna pieza en el tablero",),
    "Q10 40 rounds": ("40 rondas",),
    "Q9a the sitting counts games won": ("partidas ganadas", "capturas"),
}


def _rules_text(code: str) -> str:
    return (LOCALE / code / "rules_text.md").read_text(encoding="utf-8")


def _section(text: str, heading: str) -> str:
    """The words under ``heading`` (a whole ``## `` line), up to the next such heading."""
    assert heading + "\n" in text, f"no heading {heading!r}"
    return text.split(heading + "\n", 1)[1].split("\n## ", 1)[0]


def _assert_lists_each_decision(text: str, heading: str,
                                decisions: dict[str, tuple[str, ...]]) -> None:
    """Each decision is one list item of the section, holding all of its words."""
    section = _section(text, heading)
    items = [" ".join(item.split()).lower() for item in section.split("\n- ") if item.strip()]
    for decision, words in decisions.items():
        assert any(all(w.lower() in item for w in words) for item in items), decision


def _assert_missing_rule_is_cut_off(text: str, heading: str, cut_off: str,
                                    not_played: str) -> None:
    """Q12 has its own section, apart from the decisions: the rulebook's last heading,
    Altraregola, has lost its text, and the program does not play it."""
    section = " ".join(_section(text, heading).split())
    assert "Altraregola" in section
    assert cut_off in section
    assert not_played in section


def test_q12_the_rules_text_says_altraregola_is_cut_off_and_not_played_in_italian() -> None:
    _assert_missing_rule_is_cut_off(_rules_text("it"), "## La regola mancante",
                                    "testo è interrotto", "il programma non la gioca")


def test_q12_the_rules_text_says_altraregola_is_cut_off_and_not_played_in_spanish() -> None:
    _assert_missing_rule_is_cut_off(_rules_text("es"), "## La regla que falta",
                                    "texto está cortado", "el programa no la juega")


def test_q5_q7_q9_q10_the_rules_text_lists_each_of_the_projects_own_decisions_in_italian(
) -> None:
    _assert_lists_each_decision(_rules_text("it"), ITALIAN_DECISIONS_HEADING,
                                ITALIAN_DECISIONS)


def test_q5_q7_q9_q10_the_rules_text_lists_each_of_the_projects_own_decisions_in_spanish(
) -> None:
    _assert_lists_each_decision(_rules_text("es"), SPANISH_DECISIONS_HEADING,
                                SPANISH_DECISIONS)
