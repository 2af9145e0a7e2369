"""What the Neuroriders table says and shows of R12 (3) and R12a: the rescue of a stranded
rider walks the path its cost was counted on, a tied rescue's prompt gives each room's
cost, and a new round names who holds the marker and opens it — by the players' names."""

from __future__ import annotations

from nr_positions import W, play, rules
from test_neuroriders_crystallization import stranded_tie

from neurodrez_desktop.core.protocol import CHANCE
from neurodrez_desktop.games import entry_for
from neurodrez_desktop.games.neuroriders.hints import Selection, hint
from neurodrez_desktop.games.neuroriders.state import Phase, Place, RescueTo
from neurodrez_desktop.games.neuroriders.view import NeuroridersView
from neurodrez_desktop.ui.layout import table_layout


def _view(names: list[str]) -> NeuroridersView:
    view = NeuroridersView(table_layout(entry_for("neuroriders")))
    view.names = names
    return view


def test_r12_a_stranded_rescue_walks_its_counted_path_and_the_prompt_gives_each_cost():
    moved = stranded_tie(first=1)
    words = str(hint(moved, 1, rules.legal_actions(moved), Selection()))
    assert "Cost in white Crystallization: (0, 4) +2, (2, 2) +1." in words, words
    after = play(moved, RescueTo(W, (2, 2)))
    view = _view(["Ann", "Bob"])
    view.animate(moved, RescueTo(W, (2, 2)), after, 1.0)
    walk = next(s for s in view.timeline.walks if s.colour == W)
    assert walk.path[0] == (0, 1) and walk.path[-1] == (2, 2)
    assert len(walk.path) == 4 and (0, 2) not in walk.path  # the cheapest shortest path


def _round_two(players: int):
    """The state before and after the reveal that opens round 2 (Player 1 holds the
    marker first), and that reveal."""
    state = rules.initial_state(players, {"first": 1})
    while True:
        if rules.current_player(state) == CHANCE:
            action = rules.chance_outcomes(state)[0][0]
            after = play(state, action)
            if state.phase == Phase.REVEAL and after.phase == Phase.TAKE \
                    and after.round_number == 2:
                return state, action, after
            state = after
            continue
        legal = rules.legal_actions(state)
        state = play(state, next((a for a in legal if isinstance(a, Place)), legal[0]))


def test_r12a_the_table_names_who_holds_the_marker_and_opens_the_round():
    before, action, after = _round_two(2)
    assert after.opens_twice and after.first == 1
    view = _view(["Ann", "Bob"])
    view.animate(before, action, after, 1.0)
    assert "Bob holds the marker: Bob opens round 2" in view.news
    assert "twice in a row" in view.news
    prompt = str(hint(after, 1, rules.legal_actions(after), Selection()))
    assert "you open round 2" in prompt and "twice in a row" in prompt, prompt
    assert "Player 2" not in prompt

    before, action, after = _round_two(3)
    view = _view(["Ann", "Bob", "Cy"])
    view.animate(before, action, after, 1.0)
    assert "Bob holds the marker: Bob opens round 2" in view.news
    assert "twice" not in view.news
