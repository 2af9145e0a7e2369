"""What the PokerDrez table tells the seat to act: its prompts and the confirmations of a
click, each a ``Notice`` citing the ruling it rests on.

The words live here, apart from the controller, so every sentence the table says is in one
pure module (DESIGN.md, "Words"): the controller works out the facts (which card pays,
whether a king may castle) and picks which of these to say. The rules' own refusals come
from ``refusals.py``.
"""

from __future__ import annotations

from neurodrez_desktop.core.cards import Card
from neurodrez_desktop.core.notice import Notice
from neurodrez_desktop.games.pokerdrez import words
from neurodrez_desktop.games.pokerdrez.catalog import N_, _

CHANGE = N_("press C or click another outlined card to change")


def in_check(classic: bool, then: Notice | None) -> Notice:
    """P12, before what the seat may do (one link: the check's ruling)."""
    words = (_("You are in check: only a move out of check is allowed.") if classic
             else _("You are in check: only a paid move out of check is allowed."))
    more = then.words if then is not None else ""
    return Notice(words + " " + more, "P12")


def sacrifice() -> Notice:
    return Notice(_("Before the first move you may remove one of your own pawns: click it, "
                    "or click Keep all pawns."), "P3")


def replenish() -> Notice:
    return Notice(_("You paid with a common card: choose which of your three cards goes "
                    "into the common row."), "P6")


def answer_raise(raiser: str, stake: int) -> Notice:
    return Notice(_("{raiser} raises the stake to {stake}: accept, raise again or fold.")
                  .format(raiser=raiser, stake=stake), "P16")


def free_move_target() -> Notice:
    return Notice(_("Click a highlighted square to move there (the deck is empty: moves "
                    "are free)."), "P11")


def free_move() -> Notice:
    return Notice(_("The deck is empty, so moves are free: click a piece, then where it "
                    "goes."), "P11")


def roll_to_pay() -> Notice:
    return Notice(_("No card pays for a move now: roll the die (it may pay); if it does "
                    "not, you may redeal."), "P10")


def redeal(may_trade: bool) -> Notice:
    extra = " " + _("You may trade a Neutral first, if you like.") if may_trade else ""
    return Notice(_("No move can be paid for now: redeal under Actions (show and change "
                    "your two cards; the turn passes).") + extra, "P10")


def paying(pay: tuple[str, Card | None] | None, wild: str | None) -> str:
    """"Pay with the die", "Pay with common card Queen 1 (wild: …)": what the chosen pay
    is (the whole phrase, as languages place the verb differently)."""
    if pay is None:
        return _("Pay")
    if pay[0] == "die":
        return _("Pay with the die")
    assert pay[1] is not None, "a card of one's own or a common one"
    card = words.card(pay[1])
    said = (_("Pay with own card {card}") if pay[0] == "own"
            else _("Pay with common card {card}")).format(card=card)
    return said + ("" if wild is None else f" ({wild})")


def move_chosen(paid: str, piece: str, square: str, castling: str) -> Notice:
    """A piece chosen: what pays (if anything is said of it), then where it may go."""
    move = _("Move the {piece} on {square}: click a highlighted square (or drag the piece "
             "there).").format(piece=piece, square=square) + castling
    return Notice(" ".join(words for words in (paid, move) if words))


def pay_chosen(paying_words: str) -> Notice:
    return Notice(_("{paying}: click one of the highlighted pieces it can move.")
                  .format(paying=paying_words))


def pick_piece(may_roll: bool) -> Notice:
    roll = " " + _("You may roll the die first.") if may_roll else ""
    return Notice(_("Click a piece (the table says which card will pay, and you may change "
                    "it), or first a card (yours or common) to pay with.") + roll, "P4")


def paid_with(what: str, only_way: bool) -> str:
    """"Paid with: your Rook 7 — press C …": what the move will be paid with."""
    if only_way:
        return _("Paid with: {what}, the only way to pay for this piece.").format(what=what)
    return _("Paid with: {what} — {change}.").format(what=what, change=_(CHANGE))


def pay_name(where: str, card: Card | None, roll: object, wild: str | None) -> str:
    """"your Rook 7", "common Queen 1 (wild: no queens left)", "the die (rolled 4)"."""
    if where == "die":
        return _("the die (rolled {roll})").format(roll=roll)
    assert card is not None, "a card of one's own or a common one"
    name = (_("your {card}") if where == "own" else _("common {card}")).format(
        card=words.card(card))
    return name + ("" if wild is None else f" ({wild})")


def castling(paid_by: str | None) -> str:
    """How to castle with the chosen king, and what pays for it when that is not the card
    the line names (only a Rook card, a Joker or the die pays, P7)."""
    if paid_by is None:
        return " " + _("To castle (a rook move, paid as one), click the square two to the "
                       "side, or the rook.")
    return " " + _("To castle (a rook move, paid as one), click the square two to the side, "
                   "or the rook: {paid_by} pays for it.").format(paid_by=paid_by)


def payment_cleared() -> Notice:
    return Notice(_("Payment cleared: the table pays the cheapest way, and says which once "
                    "you choose a piece."))


def trade_neutral() -> str:
    """Said after a refusal of a Neutral card as pay, when a trade is open."""
    return " " + _("Trade it with a Neutral chip under Actions.")


def no_card_pays_free_moves() -> Notice:
    return Notice(_("The deck is empty: moves are free, so no card pays."), "P11",
                  refused=True)


def choose_piece_first() -> Notice:
    return Notice(_("Choose a piece first: C then changes the card that pays for its move."),
                  refused=True)


# -- what the table announces (a banner over the board, a moment) -----------------------------
def deck_empty_news() -> str:
    return _("Deck empty: classic chess now, moves are free (P11)")


def check_news(side: str, classic: bool) -> str:
    """P12: in the paid phase the way out of check must be paid for."""
    if classic:
        return _("{check} {side} must get out of check").format(check=_("Check!"), side=side)
    return _("{check} {side} must pay for a way out (P12)").format(check=_("Check!"),
                                                                   side=side)


def is_check_news(words: str) -> bool:
    """Whether a banner's words are the check's (drawn on red), in any language."""
    return words.startswith(_("Check!"))
