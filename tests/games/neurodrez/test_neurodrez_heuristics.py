"""The NeuroDrez evaluation (the AI's cut-off): what it must prefer, on small terrains."""

import pytest

from neurodrez_desktop.ai import Budget, ISMCTSAgent
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.core.rng import make_rng, sample_outcome
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.neurodrez.heuristics import (
    deliberate,
    evaluate,
    side_strengths,
    worth_trying,
)
from neurodrez_desktop.games.neurodrez.state import CLAIM, EMPTY, PIECE, TILE, Remove
from neurodrez_desktop.games.neurodrez.terrain import NOBODY, dominant, surface_owners

RULES = get_rules("neurodrez")
RED, GREEN, BLUE = 0, 1, 2  # with three players: seat = side = colour (RGBY order)
EARTH, WATER, AIR, FIRE = 0, 1, 2, 3


def tile(colour: int, surface: int) -> int:
    return colour * 6 + surface


def position(cells: dict[int, int], pieces: dict[int, int] | None = None,
             sudden: bool = True, slot: int = BLUE, phase: int = PIECE):
    """A position with these tiles and pieces, ``slot``'s side at ``phase`` (by default
    Blue's piece step: Red removes next)."""
    tiles, board = [EMPTY] * 49, [EMPTY] * 49
    for cell, t in cells.items():
        tiles[cell] = t
    for cell, piece in (pieces or {}).items():
        board[cell] = piece
    return RULES.initial_state(3).evolve(tiles=tuple(tiles), tokens=(EMPTY,) * 49,
                                         pieces=tuple(board), sudden=sudden, slot=slot,
                                         phase=phase)


# A row across the middle of the board, b4 to f4 (cells 22 to 26): only its two ends
# can be removed (N22), the inner three hold it together.
ROW = {22: tile(RED, WATER), 23: tile(GREEN, WATER), 24: tile(BLUE, EARTH),
       25: tile(RED, EARTH), 26: tile(GREEN, EARTH)}


def test_n22_one_removable_tile_from_a_domination_is_judged_a_threat():
    """Green needs only red water on b4 gone (an end of the row: removable); Red needs
    green water on c4 gone (inside the row: not removable now); Blue is far from both."""
    strengths = side_strengths(position(ROW))
    assert strengths[GREEN] > strengths[RED] > strengths[BLUE]


def test_n22_a_piece_on_the_tile_an_opponent_needs_gone_blocks_the_threat():
    """N22: a tile with a piece on it cannot be removed: Red's knight standing on b4 makes
    Green's threat a slow one, and Red's prospects better."""
    free = evaluate(position(ROW))
    blocked = evaluate(position(ROW, {22: RED * 6 + 4}))
    assert blocked[RED] > free[RED]
    assert blocked[GREEN] < free[GREEN]


def test_n22_removing_an_opponents_only_tile_of_a_surface_ends_its_threat():
    """Green holds one water tile, on an end of the row: once it is gone Green cannot
    dominate water by removals any more (none of its colours is left there)."""
    cells = {22: tile(GREEN, WATER), 23: tile(RED, WATER), 24: tile(BLUE, EARTH),
             25: tile(RED, EARTH)}
    gone = {c: t for c, t in cells.items() if c != 22}
    assert side_strengths(position(gone))[GREEN] < side_strengths(position(cells))[GREEN]
    assert evaluate(position(gone))[GREEN] < evaluate(position(cells))[GREEN]


def test_n21_before_sudden_death_more_tiles_of_a_surface_count_more():
    few = position({23: tile(RED, WATER), 24: tile(GREEN, FIRE)}, sudden=False)
    more = position({23: tile(RED, WATER), 24: tile(GREEN, FIRE), 25: tile(RED, FIRE)},
                    sudden=False)
    assert side_strengths(more)[RED] > side_strengths(few)[RED]
    assert abs(sum(evaluate(more)) - 1.0) < 1e-9


def test_n22_a_side_that_removes_next_and_can_finish_is_all_but_won():
    """Green's only missing water tile is removable: with Green's removal next (its tile
    step) Green counts far more than when Red removes next (Red may still stop it)."""
    greens_turn = position(ROW, slot=GREEN, phase=TILE)
    reds_turn = position(ROW, slot=RED, phase=TILE)
    assert side_strengths(greens_turn)[GREEN] > side_strengths(reds_turn)[GREEN] + 1.0
    assert evaluate(greens_turn)[RED] < evaluate(reds_turn)[RED]


def test_n12_a_tile_under_the_sides_own_piece_may_be_conquered_in_the_same_turn():
    """Red's knight stands on green water (c4, inside the row): Red may conquer it, then
    remove the last other water tile: one turn finishes water for Red."""
    cells = dict(ROW)
    cells[21] = tile(BLUE, WATER)  # a4: a second water tile Red needs gone, at an end
    mine = position(cells, {23: RED * 6 + 4}, slot=RED, phase=CLAIM)
    theirs = position(cells, {23: GREEN * 6 + 4}, slot=RED, phase=CLAIM)
    assert side_strengths(mine)[RED] > side_strengths(theirs)[RED] + 1.0
    # past its conquest step, the same turn can only remove: not finished this turn
    rolled = position(cells, {23: RED * 6 + 4}, slot=RED, phase=TILE)
    assert side_strengths(mine)[RED] > side_strengths(rolled)[RED] + 1.0


def test_n23_once_sudden_death_is_called_the_position_is_judged_by_it():
    """Sudden death called (it begins next turn): Green's one removable tile already
    counts as the threat it will be."""
    before = position(ROW, sudden=False)
    called = before.evolve(sudden_next=True)
    assert side_strengths(called)[GREEN] > side_strengths(before)[GREEN] + 1.0


def test_n22_the_search_takes_a_winning_removal_and_never_hands_a_rival_the_game():
    """Red removes: taking red water off b4 would give Green water (its one tile left), so
    it is never tried; with nothing winning, the other end of the row stays."""
    state = position(ROW, slot=RED, phase=TILE)
    legal = RULES.legal_actions(state)
    assert set(legal) == {Remove(22), Remove(26)}
    assert worth_trying(state, legal) == [Remove(26)]
    # Blue to remove: neither end wins for Blue either, and b4 hands Green water
    blue = position(ROW, slot=BLUE, phase=TILE)
    assert worth_trying(blue, RULES.legal_actions(blue)) == [Remove(26)]
    # Green to remove: b4 wins water for Green at once, so it is the only one tried
    green = position(ROW, slot=GREEN, phase=TILE)
    assert worth_trying(green, RULES.legal_actions(green)) == [Remove(22)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_n21_n22_what_the_search_tries_agrees_with_the_rules_outcome(players):
    """Over random games: where a conquest, a laid or a removed tile ends the game, the
    search's choice of actions is exactly the winning ones, else all but the losing ones
    (as the rules' own outcome of each action says)."""
    rng = make_rng(players)
    checked = decisive = 0
    for _ in range(6):
        state = RULES.initial_state(players)
        while (player := RULES.current_player(state)) != TERMINAL:
            if player == CHANCE:
                state = RULES.apply(state, sample_outcome(RULES.chance_outcomes(state), rng))
                continue
            legal = RULES.legal_actions(state)
            if state.phase in (CLAIM, TILE):
                wins, losses = [], []
                for action in legal:
                    outcome = RULES.outcome(RULES.apply(state, action))
                    if outcome is not None:
                        (wins if player in outcome.winners else losses).append(action)
                expected = wins or [a for a in legal if a not in losses] or legal
                assert worth_trying(state, legal) == expected
                checked += 1
                decisive += bool(wins or losses)
            state = RULES.apply(state, rng.choice(legal))
    assert checked > 100 and decisive > 0


def test_n21_n22_surface_owners_is_dominant_for_each_surface():
    """The rules' one-pass owners agree with ``dominant`` surface by surface."""
    rng = make_rng(5)
    side_of = [0, 1, 0, 1, NOBODY, NOBODY]
    for _ in range(300):
        tiles = [rng.randrange(36) if rng.random() < 0.6 else EMPTY for _ in range(49)]
        tokens = [rng.choice([EMPTY, EMPTY, 0, 1]) for _ in range(49)]
        for sudden in (False, True):
            per_surface = [[side_of[tokens[c] if tokens[c] != EMPTY else tiles[c] // 6]
                            for c in range(49) if tiles[c] != EMPTY and tiles[c] % 6 == s]
                           for s in range(6)]
            assert surface_owners(tiles, tokens, side_of, sudden) == [
                dominant(sides, sudden) for sides in per_surface]


def test_n22_the_computer_removes_the_winning_tile_without_searching():
    """Green can win by removing b4: the search is not even started."""
    agent = ISMCTSAgent()
    green = position(ROW, slot=GREEN, phase=TILE)
    choice = agent.choose(RULES, RULES.view_for(green, GREEN), GREEN, make_rng(1),
                          Budget(seconds=None, iterations=200))
    assert choice == Remove(22) and agent.last_iterations == 0
    red = position(ROW, slot=RED, phase=TILE)  # b4 would hand Green the game
    assert agent.choose(RULES, RULES.view_for(red, RED), RED, make_rng(1),
                        Budget(seconds=None, iterations=200)) == Remove(26)


def test_n12_n22_playouts_deliberate_conquests_and_removals_not_piece_moves():
    """A playout plays the conquest step and sudden death's removal as the evaluation
    likes best, a piece's move (or laying a tile before sudden death) at random."""
    assert deliberate(position(ROW, phase=CLAIM))
    assert deliberate(position(ROW, phase=TILE))
    assert not deliberate(position(ROW, phase=TILE, sudden=False))
    assert not deliberate(position(ROW, phase=PIECE))


# -- material and captures (N15-N18) ------------------------------------------------------
def _tactic(name: str):
    from neurodrez_desktop.games.neurodrez.tactics import tactics

    found = [t for t in tactics() if t.name == name]
    assert found, name
    return found[0], found[0].build(RULES)


def _two_players(pieces: dict[int, int], slot: int = 0, phase: int = PIECE, **kw):
    """A two-player terrain (Red & Green against Blue & Yellow): a row of purple tiles
    b4-f4 (nobody's: a piece there is not safe, N16) and red earth on d5."""
    tiles, board = [EMPTY] * 49, [EMPTY] * 49
    for cell in range(22, 27):
        tiles[cell] = tile(4, cell - 22)  # purple
    tiles[17] = tile(RED, EARTH)  # d5
    for cell, piece in pieces.items():
        board[cell] = piece
    return RULES.initial_state(2).evolve(tiles=tuple(tiles), tokens=(EMPTY,) * 49,
                                         pieces=tuple(board), sudden=False, slot=slot,
                                         phase=phase, **kw)


ROOK, KING_, PAWN = 2, 0, 5


def test_n18_a_piece_the_opponent_can_take_is_still_worth_having():
    """A captured piece goes back to the reserve (N18): a piece on the terrain, even one
    the opponent may take, is never worth less than no piece at all."""
    from neurodrez_desktop.games.neurodrez.heuristics import piece_worths

    blue_rook = 2 * 6 + ROOK
    alone = _two_players({24: blue_rook}, slot=0, phase=CLAIM)
    attacked = _two_players({24: blue_rook, 26: RED * 6 + ROOK}, slot=0, phase=CLAIM)
    assert side_strengths(attacked)[1] > 0.05
    assert piece_worths(attacked)[1] > 0.0
    assert side_strengths(attacked)[0] > side_strengths(alone)[0]


def test_n15_n16_a_threat_counts_most_when_the_capturer_moves_first_and_undefended():
    """The red rook on f4 can take the blue rook on d4 (purple, not safe): sure to be lost
    when Red moves next (Red holds a rook card), much less when Blue moves first (it may
    step away), and less when a blue piece could take the capturer back."""
    from neurodrez_desktop.core.cards import Card
    from neurodrez_desktop.games.neurodrez.heuristics import piece_worths

    blue_rook, red_rook = 2 * 6 + ROOK, RED * 6 + ROOK
    cards = ((Card.from_json("rook-2"), Card.from_json("pawn-3")),
             (Card.from_json("pawn-4"), Card.from_json("pawn-5")))
    reds_turn = _two_players({24: blue_rook, 26: red_rook}, slot=0, phase=CLAIM,
                             cards=cards)
    blues_turn = _two_players({24: blue_rook, 26: red_rook}, slot=1, phase=CLAIM,
                              cards=cards)
    defended = _two_players({24: blue_rook, 26: red_rook, 22: 2 * 6 + ROOK}, slot=0,
                            phase=CLAIM, cards=cards)
    lost, fled = piece_worths(reds_turn)[1], piece_worths(blues_turn)[1]
    assert lost < 0.5 * fled
    # the defender adds its own worth; the defended rook is worth more than the lone one
    assert piece_worths(defended)[1] - lost > piece_worths(
        _two_players({22: 2 * 6 + ROOK}, slot=0, phase=CLAIM, cards=cards))[1] + 0.02


def test_n15_the_evaluation_prefers_the_capture_to_moving_the_threatened_pawn():
    """'The six pays, keep the Joker': taking the yellow rook also ends its threat to the
    red pawn; after the capture the position must look better than after a pawn step."""
    tactic, state = _tactic("the six pays, keep the Joker")
    legal = worth_trying(state, RULES.legal_actions(state))
    best = max(legal, key=lambda a: evaluate(RULES.apply(state, a))[0])
    assert tactic.good(state, best)


def test_n15_captures_are_tried_first_the_most_valuable_victim_first():
    """Among untried actions the search expands a capture first, the queen before the
    pawn, whatever the random generator says."""
    from neurodrez_desktop.games.neurodrez.heuristics import first_to_try
    from neurodrez_desktop.games.neurodrez.state import DIE, Move

    state = _two_players({22: 2 * 6 + PAWN, 24: 2 * 6 + 1, 23: RED * 6 + 1}, slot=0)
    untried = [Move(23, 30, DIE), Move(23, 22, DIE), Move(23, 24, DIE), Move(23, 16, DIE)]
    for seed in range(12):
        assert first_to_try(state, untried, make_rng(seed)) == Move(23, 24, DIE)


def test_n15_playouts_deliberate_a_piece_step_that_can_capture():
    """A playout plays a piece step that can capture as the evaluation likes best, a
    quiet one at random."""
    _, capture = _tactic("pawn takes on the diagonal")
    assert deliberate(capture)
    _, quiet = _tactic("the queen beside the king")
    assert not deliberate(quiet)


def test_n15_the_piece_step_is_searched_once_per_move_paid_the_cheapest_way():
    """The die and a Joker both pay for the rook's capture: the search sees each move once
    (``decision``), and pays the one it plays by the die (``cheapest``: the Joker is kept,
    N15)."""
    from neurodrez_desktop.games.neurodrez.heuristics import cheapest, decision
    from neurodrez_desktop.games.neurodrez.state import DIE

    _, state = _tactic("pay the rook with the die")
    seat = RULES.current_player(state)
    legal = RULES.legal_actions(state)
    capture = [a for a in legal if decision(a) == ("move", 38, 17)]
    assert len(capture) > 1 and cheapest(state, capture).pay == DIE
    agent = ISMCTSAgent()
    action = agent.choose(RULES, RULES.view_for(state, seat), seat, make_rng(1),
                          Budget(seconds=None, iterations=120))
    assert set(agent.last_root.children) == {decision(a) for a in legal} and \
        len(agent.last_root.children) < len(legal)
    same = [a for a in legal if decision(a) == decision(action)]
    assert action == cheapest(state, same)


@pytest.mark.parametrize("name", ["the six pays, keep the Joker", "pay the rook with the die"])
def test_n15_the_search_takes_the_free_piece(name):
    """Fixed budgets: the computer takes the unguarded piece (the tactics positions)."""
    tactic, state = _tactic(name)
    seat = RULES.current_player(state)
    good = 0
    for seed in (1, 2, 3):
        agent = ISMCTSAgent()
        action = agent.choose(RULES, RULES.view_for(state, seat), seat, make_rng(seed),
                              Budget(seconds=None, iterations=250))
        good += tactic.good(state, action)
    assert good >= 2
