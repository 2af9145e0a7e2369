"""PokerDrez's spec: its id, title, player counts and options, apart from its rules so that
the menu and the setup screen list the game without importing them."""

from __future__ import annotations

from neurodrez_desktop.core.protocol import GameSpec, Option
from neurodrez_desktop.games.pokerdrez.catalog import N_

SPEC = GameSpec(
    id="pokerdrez",
    title="PokerDrez",
    description=N_("Chess where every move is paid with a card: two hidden cards of your "
                   "own, five common ones, and a die for the player who needs it."),
    min_players=2,
    max_players=2,
    hidden_information=True,
    options=(
        Option("two_decks", N_("Two decks"), (False, True), False,
               N_("P1: 112 cards instead of 56, so the cards last longer.")),
        Option("pawn_sacrifice", N_("Pawn sacrifice"), (False, True), True,
               N_("P3: before the first move each player may remove one own pawn.")),
        Option("betting", N_("Betting"), (False, True), False,
               N_("P16: raise, accept, re-raise or fold, between the minimum and maximum "
                  "bet.")),
        Option("min_bet", N_("Minimum bet"), (1, 2, 5, 10), 5,
               N_("P16, with betting: the stake the game starts at."), needs="betting"),
        Option("max_bet", N_("Maximum bet"), (10, 20, 50, 100), 20,
               N_("P16, with betting: no raise goes above it."), needs="betting"),
        Option("classic", N_("Classic chess"), (False, True), False,
               N_("Practice: plain chess from the start, no cards, no die.")),
        Option("start_fen", N_("Start position"), ("standard",), "standard",
               N_("Practice and puzzles: paste any legal position as FEN, or leave it "
                  "empty."),
               free_text=True),
        Option("board_view", N_("Board"), ("player", "white"), "player",
               N_("The side at the screen at the bottom (it turns with each handoff), or "
                  "always White; F turns the board round at any time."),
               labels=(N_("Your side at the bottom"), N_("White at the bottom")),
               cosmetic=True),
    ),
    featured_options=({"two_decks": True}, {"betting": True, "pawn_sacrifice": False},
                      {"classic": True}),
)
