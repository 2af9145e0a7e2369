"""What the Quattro Colonne table tells the seat to act: its prompts and the confirmations
of a click, each a ``Notice`` citing the ruling it rests on.

The words live here, apart from the controller, so every sentence the table says is in one
pure module (DESIGN.md, "Words"): the controller works out the facts (the dice placed, who
acts first and why) and picks which of these to say. The rules' own refusals come from
``refusals.py``.
"""

from __future__ import annotations

from neurodrez_desktop.core.notice import Notice


# -- giving the order (behind the screen) ----------------------------------------------------
def waiting_for(other: str, other_gave: bool) -> str:
    """Who gives the order first: the words that open the round's prompt."""
    if other_gave:
        return f"{other} has given their order behind the screen. "
    return (f"You hold the first-player marker, so you give your order first; {other} gives "
            "theirs next. ")


def order_ready(order: str) -> Notice:
    return Notice(f"Your order: {order} (the 4 moves first). Press Confirm order or Enter — "
                  "or click a die to move it.")


def drop_die(value: int, where: str) -> Notice:
    return Notice(f"Drop the {value} on one of your column headers {where} the board (a die "
                  "already there swaps places).")


def put_die(value: int, where: str) -> Notice:
    return Notice(f"Now click one of your column headers {where} the board to put the "
                  f"{value} there (a die already there swaps places).")


def give_order(round_number: int, waiting: str, where: str) -> Notice:
    return Notice(f"Round {round_number}: {waiting}Put your dice 4, 3, 2, 1 on your column "
                  f"headers {where} the board — drag a die onto a header, click a die then a "
                  "header, or press 1–4 (next die on c, d, e, f). Then Confirm order.")


def order_so_far(placed: str, left: str) -> Notice:
    """What the keys have placed, for the message box (which a key press updates)."""
    if not left:
        return Notice(f"Placed: {placed}. Press Enter (or Confirm order) to give this order.")
    if not placed:
        return Notice("No die placed yet: keys 1–4 put the next die on column c, d, e or f.")
    return Notice(f"Placed: {placed}; still to place: {left} (keys 1–4; Backspace takes "
                  "back).")


def place_every_die(left: str) -> Notice:
    return Notice(f"Put every die on a column first: {left} still to place.")


def dice_cleared() -> Notice:
    return Notice("Dice back in the tray: put them on your columns again.")


def not_your_row(other: str, where: str) -> Notice:
    return Notice(f"That row is {other}'s: your dice go on your own column headers, {where} "
                  "the board.")


def column_taken(column: str, value: int) -> Notice:
    return Notice(f"Column {column} already holds the {value}: click it to pick it up, or "
                  "press Backspace to take back the last die.")


# -- the steps -------------------------------------------------------------------------------
def contest() -> Notice:
    return Notice("The contested dice are rolled…")


def step_head(step: int, value: int, why_now: str) -> str:
    return f"Step {step} (value {value}): {why_now}. "


def why_now(other: str, reason_won: str | None, acted: int, first_is_you: bool) -> str:
    """Whose move it is in this step and why (Q5): ``reason_won`` the contest's score
    ("4–2") when one decided it, None when the marker did."""
    reason = (f"won the contest {reason_won}" if reason_won is not None
              else "holds the first-player marker")
    if acted == 0 and first_is_you:
        return f"you act first — you {reason.replace('holds', 'hold')}"
    if acted == 1:
        return f"now you — {other} acted first this step ({other} {reason})"
    return f"{other} acts first this step ({reason})"


def passed_for_you(head: str, column: str) -> Notice:
    return Notice(head + f"You have no move in column {column}, so the program passes for "
                  "you.", "Q5")


def must_pass(head: str, column: str) -> Notice:
    return Notice(head + f"You have no move in column {column}: press Pass (or Enter).", "Q5")


def move_chosen(head: str, piece: str, column: str) -> Notice:
    return Notice(head + f"Move the {piece}: click a lit square (or drag it there), or pick "
                  f"another of your pieces in column {column}, or Pass.")


def move_one(head: str, column: str) -> Notice:
    return Notice(head + f"Move one of your pieces in column {column} (outlined): click it, "
                  "then a lit square — or Pass. Keys: arrows, Enter, P to pass.")


def selection_cleared() -> Notice:
    return Notice("Selection cleared.")


# -- what the table announces (its banner beside the board) --------------------------------
def orders_in() -> str:
    return "Both orders are in: the screens open (Q4)"


def first_player_drawn(side: str) -> str:
    return f"{side} is drawn to hold the first-player marker (Q3)"


def moved(side: str, move: str) -> str:
    return f"{side}: {move}"


def king_taken(moved_words: str) -> str:
    """Q10: the move that takes a king ends the game."""
    return f"{moved_words} — the game ends (Q10)"


def game_ends(reason: str) -> str:
    return f"The game ends: {reason}"


def marker_passes(round_number: int, white: int, black: int, holder: str) -> str:
    """Q9: a new round, and who holds the first-player marker now, and why."""
    if white == black:
        why = f"equal contest totals {white}–{black}" if white else "no contest"
        return f"Round {round_number}: {why}, the marker passes to {holder} (Q9)"
    return (f"Round {round_number}: {holder} takes the marker with the lower contest total "
            f"(White {white}, Black {black}, Q9)")


def no_news() -> str:
    """The banner's place before anything was announced."""
    return "Announcements appear here"
