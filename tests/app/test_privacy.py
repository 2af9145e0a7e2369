"""Hot-seat privacy in the real program: the handoff screen and what is drawn for a seat.

DESIGN.md: nothing private to a seat is drawn unless that seat is at the screen — not in
the log, not on the table — and the handoff screen's pixels depend on nothing hidden.
"""

from __future__ import annotations

import pygame

from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import LIGHT, Place, unknown_token

BERD = get_rules("berd")
HIDDEN_AUTO = {"points": "hidden", "arrangement": "automatic"}
HIDDEN_MANUAL3 = {"points": "hidden", "arrangement": "manual", "size": 3}


def _canvas_bytes(driver) -> bytes:
    driver.frames(1)
    return pygame.image.tobytes(driver.app.display.canvas, "RGB")  # tostring's new name


def _handoffs(driver, table, seed: int, names: tuple[str, str]):
    """The handoff canvases to Light (at the start) and to Dark (after Light's first move)."""
    play = table.start(HIDDEN_AUTO, seed=seed, names=names)
    table.until("handoff")
    assert driver.scene.seat == 0
    to_light = _canvas_bytes(driver)
    driver.screenshot(f"handoff-light-seed{seed}")
    table.pass_handoff(0)
    action = BERD.legal_actions(play.session.state)[0]
    table.act(action)
    table.until("handoff")
    assert driver.scene.seat == 1
    to_dark = _canvas_bytes(driver)
    return to_light, to_dark, play.session, action


def test_handoff_screen_pixels_do_not_depend_on_hidden_values(driver, table):
    light_a, dark_a, session_a, action_a = _handoffs(driver, table, 1, ("Ada", "Bo"))
    light_b, dark_b, session_b, action_b = _handoffs(driver, table, 2, ("Ada", "Bo"))
    # the two games differ only in hidden values: same squares, same move, other values
    assert action_a == action_b
    assert session_a.state != session_b.state
    assert [len(s) for s in session_a.state.board] == [len(s) for s in session_b.state.board]
    assert light_a == light_b
    assert dark_a == dark_b
    # and the comparison can fail: another name at the screen gives other pixels
    light_c, _, _, _ = _handoffs(driver, table, 1, ("Cy", "Bo"))
    assert light_c != light_a


def test_dark_at_the_screen_sees_no_value_of_lights_tokens(driver, table, monkeypatch):
    play = table.start(HIDDEN_MANUAL3, seed=3, names=("Ada", "Bo"))
    session = play.session
    table.pass_handoff(0)
    table.act(Place(0, 4))  # Light's 50 on a1
    assert session.log(0)[0].text == "Light places on a1 (50)"  # Light may read it
    table.pass_handoff(1)
    table.act(Place(2, 1))  # Dark's 20 on c3
    table.pass_handoff(0)
    table.act(Place(1, 2))  # Light's 30 on b1
    table.pass_handoff(1)
    assert play.viewer == 1 and session.current_player == 1

    expected = ["Light places on a1", "Dark places on c3 (20)", "Light places on b1"]
    assert [e.text for e in session.log(play.viewer)] == expected

    drawn_lines: list[str] = []
    original_line = play.log_panel.line

    def line_spy(number, entry):
        drawn_lines.append(entry.text)
        return original_line(number, entry)

    view = play.controller.view
    drawn_tokens: list[tuple[int, str]] = []
    original_text = view._token_text

    def token_spy(token, viewer, state):
        text = original_text(token, viewer, state)
        drawn_tokens.append((token, text))
        return text

    monkeypatch.setattr(play.log_panel, "line", line_spy)
    monkeypatch.setattr(view, "_token_text", token_spy)
    play.log_panel.forget()  # draw the log afresh
    for layer in view._layers.values():  # and the table's cached layers
        layer.forget()
    driver.frames(1)
    driver.screenshot("dark-at-the-screen")

    assert drawn_lines == expected
    light_drawn = [text for token, text in drawn_tokens if token & 1 == LIGHT]
    assert light_drawn and set(light_drawn) == {"L ?"}
    assert any(text == "D20" for _, text in drawn_tokens)  # Dark sees its own value

    shown = play.shown_state()
    assert view.last_state == shown
    light_tokens = [t for part in (*shown.board, *shown.reserve, *shown.collected)
                    for t in part if t & 1 == LIGHT]
    assert len(light_tokens) == 5
    assert light_tokens == [unknown_token(LIGHT)] * 5 == [-2] * 5


def test_the_first_frame_of_a_handoff_shows_none_of_the_tables_buttons(driver, table):
    """The handoff covers everything from its first frame: the table's buttons are hidden
    before that frame is drawn (not one frame later)."""
    play = table.start(HIDDEN_AUTO, seed=1)
    table.until("handoff")  # the frame in which the handoff came up has been drawn
    canvas = driver.app.display.canvas
    for button in (play.save_button, play.rules_button, play.menu_button):
        assert canvas.get_at(button.rect.center)[:3] == (16, 18, 24), button.text
