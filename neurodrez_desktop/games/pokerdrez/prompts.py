"""What the PokerDrez table tells the seat to act: its prompts and the confirmations of a
click, each a ``Notice`` citing the ruling it rests on.

The words live here, apart from the controller, so every sentence the table says is in one
pure module (DESIGN.md, "Words"): the controller works out the facts (which card pays,
whether a king may castle) and picks which of these to say. The rules' own refusals come
from ``refusals.py``.
"""

from __future__ import annotations

from neurodrez_desktop.core.notice import Notice

CHANGE = "press C or click another outlined card to change"


def in_check(classic: bool, then: Notice | None) -> Notice:
    """P12, before what the seat may do (one link: the check's ruling)."""
    way = "a move" if classic else "a paid move"
    more = then.words if then is not None else ""
    return Notice(f"You are in check: only {way} out of check is allowed. " + more, "P12")


def sacrifice() -> Notice:
    return Notice("Before the first move you may remove one of your own pawns: click it, or "
                  "click Keep all pawns.", "P3")


def replenish() -> Notice:
    return Notice("You paid with a common card: choose which of your three cards goes into "
                  "the common row.", "P6")


def answer_raise(raiser: str, stake: int) -> Notice:
    return Notice(f"{raiser} raises the stake to {stake}: accept, raise again or fold.", "P16")


def free_move_target() -> Notice:
    return Notice("Click a highlighted square to move there (the deck is empty: moves are "
                  "free).", "P11")


def free_move() -> Notice:
    return Notice("The deck is empty, so moves are free: click a piece, then where it goes.",
                  "P11")


def roll_to_pay() -> Notice:
    return Notice("No card pays for a move now: roll the die (it may pay); if it does not, "
                  "you may redeal.", "P10")


def redeal(may_trade: bool) -> Notice:
    extra = " You may trade a Neutral first, if you like." if may_trade else ""
    return Notice("No move can be paid for now: redeal under Actions (show and change your "
                  "two cards; the turn passes)." + extra, "P10")


def paying(pay: tuple[str, object] | None, wild: str | None) -> str:
    """" with the die", " with common card Queen 1 (wild: …)": what the chosen pay is."""
    if pay is None:
        return ""
    if pay[0] == "die":
        return " with the die"
    return f" with {pay[0]} card {pay[1]}" + ("" if wild is None else f" ({wild})")


def move_chosen(paid: str, piece: str, square: str, castling: str) -> Notice:
    """A piece chosen: what pays (if anything is said of it), then where it may go."""
    move = (f"Move the {piece} on {square}: click a highlighted square (or drag the piece "
            f"there).{castling}")
    return Notice(" ".join(words for words in (paid, move) if words))


def pay_chosen(paying_words: str) -> Notice:
    return Notice(f"Pay{paying_words}: click one of the highlighted pieces it can move.")


def pick_piece(may_roll: bool) -> Notice:
    roll = " You may roll the die first." if may_roll else ""
    return Notice("Click a piece (the table says which card will pay, and you may change "
                  "it), or first a card (yours or common) to pay with." + roll, "P4")


def paid_with(what: str, only_way: bool) -> str:
    """"Paid with: your Rook 7 — press C …": what the move will be paid with."""
    if only_way:
        return f"Paid with: {what}, the only way to pay for this piece."
    return f"Paid with: {what} — {CHANGE}."


def pay_name(where: str, card: object, roll: object, wild: str | None) -> str:
    """"your Rook 7", "common Queen 1 (wild: no queens left)", "the die (rolled 4)"."""
    if where == "die":
        return f"the die (rolled {roll})"
    return (f"{'your' if where == 'own' else 'common'} {card}"
            + ("" if wild is None else f" ({wild})"))


def castling(paid_by: str | None) -> str:
    """How to castle with the chosen king, and what pays for it when that is not the card
    the line names (only a Rook card, a Joker or the die pays, P7)."""
    words = (" To castle (a rook move, paid as one), click the square two to the side, or "
             "the rook.")
    if paid_by is not None:
        words = words[:-1] + f": {paid_by} pays for it."
    return words


def payment_cleared() -> Notice:
    return Notice("Payment cleared: the table pays the cheapest way, and says which once you "
                  "choose a piece.")


def trade_neutral() -> str:
    """Said after a refusal of a Neutral card as pay, when a trade is open."""
    return " Trade it with a Neutral chip under Actions."


def no_card_pays_free_moves() -> Notice:
    return Notice("The deck is empty: moves are free, so no card pays.", "P11", refused=True)


def choose_piece_first() -> Notice:
    return Notice("Choose a piece first: C then changes the card that pays for its move.",
                  refused=True)


# -- what the table announces (a banner over the board, a moment) -----------------------------
def deck_empty_news() -> str:
    return "Deck empty: classic chess now, moves are free (P11)"


def check_news(side: str, classic: bool) -> str:
    """P12: in the paid phase the way out of check must be paid for."""
    way = "get out of check" if classic else "pay for a way out (P12)"
    return f"Check! {side} must {way}"
