"""What the Quattro Colonne table tells the seat to act: its prompts and the confirmations
of a click, each a ``Notice`` citing the ruling it rests on.

The words live here, apart from the controller, so every sentence the table says is in one
pure module (DESIGN.md, "Words"): the controller works out the facts (the dice placed, who
acts first and why) and picks which of these to say. The rules' own refusals come from
``refusals.py``.
"""

from __future__ import annotations

from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.games.quattro_colonne.catalog import _
from neurodrez_desktop.games.quattro_colonne.state import side_name


# -- giving the order (behind the screen) ----------------------------------------------------
def waiting_for(other: str, other_gave: bool) -> str:
    """Who gives the order first: the words that open the round's prompt."""
    if other_gave:
        return _("{other} has given their order behind the screen.").format(other=other) + " "
    return _("You hold the first-player marker, so you give your order first; {other} gives "
             "theirs next.").format(other=other) + " "


def order_ready(order: str) -> Notice:
    return Notice(_("Your order: {order} (the 4 moves first). Press Confirm order or Enter — "
                    "or click a die to move it.").format(order=order))


def drop_die(value: int, where: str) -> Notice:
    return Notice(_("Drop the {value} on one of your column headers {where} the board (a die "
                    "already there swaps places).").format(value=value, where=_(where)))


def put_die(value: int, where: str) -> Notice:
    return Notice(_("Now click one of your column headers {where} the board to put the "
                    "{value} there (a die already there swaps places).").format(
                        value=value, where=_(where)))


def give_order(round_number: int, waiting: str, where: str) -> Notice:
    return Notice(_("Round {round}: {waiting}Put your dice 4, 3, 2, 1 on your column "
                    "headers {where} the board — drag a die onto a header, click a die then a "
                    "header, or press 1–4 (next die on c, d, e, f). Then Confirm order.").format(
                        round=round_number, waiting=waiting, where=_(where)))


def order_so_far(placed: str, left: str) -> Notice:
    """What the keys have placed, for the message box (which a key press updates)."""
    if not left:
        return Notice(_("Placed: {placed}. Press Enter (or Confirm order) to give this "
                        "order.").format(placed=placed))
    if not placed:
        return Notice(_("No die placed yet: keys 1–4 put the next die on column c, d, e or "
                        "f."))
    return Notice(_("Placed: {placed}; still to place: {left} (keys 1–4; Backspace takes "
                    "back).").format(placed=placed, left=left))


def place_every_die(left: str) -> Notice:
    return Notice(_("Put every die on a column first: {left} still to place.").format(
        left=left))


def dice_cleared() -> Notice:
    return Notice(_("Dice back in the tray: put them on your columns again."))


def not_your_row(other: str, where: str) -> Notice:
    return Notice(_("That row is {other}'s: your dice go on your own column headers, {where} "
                    "the board.").format(other=other, where=_(where)))


def column_taken(column: str, value: int) -> Notice:
    return Notice(_("Column {column} already holds the {value}: click it to pick it up, or "
                    "press Backspace to take back the last die.").format(
                        column=column, value=value))


# -- the steps -------------------------------------------------------------------------------
def contest() -> Notice:
    return Notice(_("The contested dice are rolled…"))


def step_head(step: int, value: int, why_now: str) -> str:
    return _("Step {step} (value {value}): {why}.").format(step=step, value=value,
                                                          why=why_now) + " "


def why_now(other: str, reason_won: str | None, acted: int, first_is_you: bool) -> str:
    """Whose move it is in this step and why (Q5): ``reason_won`` the contest's score
    ("4–2") when one decided it, None when the marker did."""
    if acted == 0 and first_is_you:
        if reason_won is not None:
            return _("you act first — you won the contest {score}").format(score=reason_won)
        return _("you act first — you hold the first-player marker")
    if reason_won is not None:
        reason = _("won the contest {score}").format(score=reason_won)
    else:
        reason = _("holds the first-player marker")
    if acted == 1:
        return _("now you — {other} acted first this step ({other} {reason})").format(
            other=other, reason=reason)
    return _("{other} acts first this step ({reason})").format(other=other, reason=reason)


def passed_for_you(head: str, column: str) -> Notice:
    return Notice(head + _("You have no move in column {column}, so the program passes for "
                           "you.").format(column=column), "Q5")


def must_pass(head: str, column: str) -> Notice:
    return Notice(head + _("You have no move in column {column}: press Pass (or "
                           "Enter).").format(column=column), "Q5")


def move_chosen(head: str, piece: str, column: str) -> Notice:
    return Notice(head + _("Move {piece}: click a lit square (or drag it there), or pick "
                           "another of your pieces in column {column}, or Pass.").format(
                               piece=piece, column=column))


def move_one(head: str, column: str) -> Notice:
    return Notice(head + _("Move one of your pieces in column {column} (outlined): click it, "
                           "then a lit square — or Pass. Keys: arrows, Enter, P to "
                           "pass.").format(column=column))


def selection_cleared() -> Notice:
    return Notice(_("Selection cleared."))


# -- what the table announces (its banner beside the board) --------------------------------
def orders_in() -> str:
    return _("Both orders are in: the screens open (Q4)")


def first_player_drawn(side: str) -> str:
    return _("{side} is drawn to hold the first-player marker (Q3)").format(side=side)


def moved(side: str, move: str) -> str:
    return _("{side}: {move}").format(side=side, move=move)


def king_taken(moved_words: str) -> str:
    """Q10: the move that takes a king ends the game."""
    return _("{move} — the game ends (Q10)").format(move=moved_words)


def game_ends(reason: str) -> str:
    return _("The game ends: {reason}").format(reason=reason)


def marker_passes(round_number: int, white: int, black: int, holder: str) -> str:
    """Q9: a new round, and who holds the first-player marker now, and why."""
    if white == black:
        why = (_("equal contest totals {white}–{black}").format(white=white, black=black)
               if white else _("no contest"))
        return _("Round {round}: {why}, the marker passes to {holder} (Q9)").format(
            round=round_number, why=why, holder=holder)
    return _("Round {round}: {holder} takes the marker with the lower contest total "
             "({white_name} {white}, {black_name} {black}, Q9)").format(
                 round=round_number, holder=holder, white=white, black=black,
                 white_name=side_name(0), black_name=side_name(1))


def no_news() -> str:
    """The banner's place before anything was announced."""
    return _("Announcements appear here")
