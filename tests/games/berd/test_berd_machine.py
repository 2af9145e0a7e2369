"""A hypothesis state machine for Berd: any sequence of legal actions keeps the invariants,
and any square-to-square move is either legal by the list or refused with a ruling."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from neurodrez_desktop.core.errors import IllegalActionError
from neurodrez_desktop.core.protocol import CHANCE, TERMINAL
from neurodrez_desktop.games import get_rules
from neurodrez_desktop.games.berd.state import DEAL, END, MAX_PLIES, SETUP, Move

RULES = get_rules("berd")


class BerdMachine(RuleBasedStateMachine):
    @initialize(
        size=st.sampled_from([3, 4, 5, 6]),
        tokens=st.sampled_from(["standard", 1, 2, 5]),
        arrangement=st.sampled_from(["manual", "automatic"]),
        protection=st.booleans(),
        points=st.sampled_from(["none", "visible", "hidden"]),
    )
    def start(self, size, tokens, arrangement, protection, points):
        self.options = {"size": size, "tokens": tokens, "arrangement": arrangement,
                        "colour_protection": protection, "points": points}
        self.state = RULES.initial_state(2, self.options)
        self.total = self.state.config.tokens

    @precondition(lambda self: not RULES.is_terminal(self.state))
    @rule(data=st.data())
    def act(self, data):
        if RULES.current_player(self.state) == CHANCE:
            outcomes = [a for a, _ in RULES.chance_outcomes(self.state)]
            action = data.draw(st.sampled_from(outcomes))
        else:
            action = data.draw(st.sampled_from(RULES.legal_actions(self.state)))
        self.state = RULES.apply(self.state, action)

    @rule(f=st.integers(0, 5), r=st.integers(0, 5), df=st.integers(-1, 1),
          dr=st.integers(-1, 1), cross=st.booleans())
    def try_any_move(self, f, r, df, dr, cross):
        """A move is legal exactly when it is in the list; otherwise the state stays."""
        move = Move((f, r), None if cross else (f + df, r + dr))
        legal = move in RULES.legal_actions(self.state)
        before = RULES.state_to_json(self.state)
        try:
            after = RULES.apply(self.state, move)
        except IllegalActionError as exc:
            assert not legal, f"{move} is in the legal list but was refused: {exc}"
            assert exc.rule and str(exc).startswith(exc.rule)
            assert RULES.state_to_json(self.state) == before
        else:
            assert legal, f"{move} was accepted but is not in the legal list"
            self.state = after

    @invariant()
    def tokens_are_conserved(self):
        state = self.state
        if state.phase == DEAL:
            return
        every = [t for part in (*state.board, *state.reserve, *state.collected) for t in part]
        assert len(every) == 2 * self.total
        assert len(set(every)) == len(every)

    @invariant()
    def counters_stay_in_range(self):
        assert all(0 <= n <= 3 for n in self.state.side_moves)
        assert self.state.plies <= MAX_PLIES
        assert self.state.passes <= 2

    @invariant()
    def end_is_consistent(self):
        ended = RULES.current_player(self.state) == TERMINAL
        assert ended == (self.state.phase == END) == (RULES.outcome(self.state) is not None)
        if ended:
            assert not any(self.state.board), "everything is collected at the end"
            assert self.state.end_reason

    @invariant()
    def setup_uses_only_own_baselines(self):
        """B4: before the first move every stack sits on its owner's baseline, unmixed."""
        state = self.state
        if state.phase not in (DEAL, SETUP):
            return
        n = state.config.size
        for i, stack in enumerate(state.board):
            for token in stack:
                assert i // n == state.config.baseline(token & 1)

TestBerdMachine = BerdMachine.TestCase
TestBerdMachine.settings = settings(max_examples=150, stateful_step_count=80, deadline=None,
                                    suppress_health_check=[HealthCheck.too_slow])
