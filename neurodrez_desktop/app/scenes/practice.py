"""The Practice screen: one puzzle at a time on the game's own table, then the next.

The position is drawn by the same controller and view the play scene opens
(``ui/table.open_table``), for the solver's seat only: what is drawn is the puzzle's stored
view, then the solver's view of the follow-up. The answer is made exactly as a move is
made at the table (clicks, drags, the board cursor, Enter), the controller picking it
from the view's legal actions. The attempt's order (the answer rated once, the reply,
chance on the way, Try again, Solution) is ``app/practice_flow.py``; the reply is the
Normal computer's search on the opponent's view, off the frame (``ai/runner``).

Keys: Enter or Space the next puzzle (once answered), T try again, S the solution, Esc the
menu; the table's own keys for the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from neurodrez_desktop.ai.agent import Budget
from neurodrez_desktop.ai.levels import agent_for_level
from neurodrez_desktop.ai.runner import AgentRunner
from neurodrez_desktop.app.button_rows import button_row
from neurodrez_desktop.app.message_panel import MessagePanel
from neurodrez_desktop.app.practice_flow import Attempt, asked, why
from neurodrez_desktop.app.practice_rating import draw_rating
from neurodrez_desktop.app.scene import Scene
from neurodrez_desktop.app.table_cursor import TableCursor, button_targets, keys_key
from neurodrez_desktop.core.entry import GameEntry
from neurodrez_desktop.core.i18n import _
from neurodrez_desktop.core.notice import Notice, refusing
from neurodrez_desktop.core.puzzles import MalformedPuzzleError, Puzzle, puzzles_for
from neurodrez_desktop.core.rng import derived_rng, new_seed
from neurodrez_desktop.core.seat_words import SEAT_WORDS
from neurodrez_desktop.ui import draw, intents
from neurodrez_desktop.ui.layout import table_layout
from neurodrez_desktop.ui.table import GameController, Reaction, Target, open_table

if TYPE_CHECKING:
    from neurodrez_desktop.app.practice_store import PracticeStore

REPLY_ITERATIONS = 200
"""The Normal computer's search for the reply: a small budget (the reply shows why an
answer works or fails; it need not be the strongest)."""
REPLY_SECONDS = 3.0
"""The clock's cap on that search, a safety net on a slow machine."""
ROW_GAP = 10
"""Between the two rows of buttons."""
REVIEW_STEPS: dict[int, int | str] = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1,
                                      pygame.K_DOWN: 1, pygame.K_HOME: "first",
                                      pygame.K_END: "last"}
"""The review's keys once the follow-up is over (as the game review's)."""
class PracticeScene(Scene):
    name = "practice"

    def __init__(self, app: Any, entry: GameEntry, puzzles: Sequence[Puzzle] | None = None,
                 seed: int | None = None) -> None:
        super().__init__(app)
        self.entry = entry
        self.rules = entry.rules
        self.seed = new_seed() if seed is None else seed
        self.rng = derived_rng(self.seed, "practice", "choice")
        self.problem: str | None = None
        """Why the game's puzzles could not be read (shown instead of a puzzle)."""
        if puzzles is None:
            try:
                puzzles = puzzles_for(entry)
            except MalformedPuzzleError as exc:  # the program's own file, damaged
                self.problem = _("{game}'s practice puzzles could not be read ({error}); "
                                 "installing the program again brings them back.").format(
                    game=entry.catalog.gettext(entry.title), error=exc)
                puzzles = []
        self.puzzles = list(puzzles)
        self.layout = table_layout(entry)
        self.message_panel = MessagePanel(self.layout["message"], entry.rulings)
        self.runner = AgentRunner()
        self.attempt: Attempt | None = None
        self.controller: GameController[Any, Any, Any] | None = None
        self.notice: Notice | None = None
        """The message box's words (None: the table's own prompt while asked)."""
        self.cursor = TableCursor(self._targets, self.handle, self._show, self._digits,
                                  lambda: None if self.attempt is None else self.attempt.seat)
        self.count = 0
        """Puzzles shown so far (each draws its deal from the seed and this count)."""
        self.review: tuple[int, list[Any]] | None = None
        """Stepping back through the answer and its follow-up: the position shown and
        the line's views (``Attempt.line``); None: the latest position."""

    @property
    def store(self) -> PracticeStore:
        """The app's one practice store (``App.practice``)."""
        store: PracticeStore = cast(Any, self.app).practice
        return store

    # -- life cycle -----------------------------------------------------------------------
    def enter(self) -> None:
        self._make_buttons()
        if self.attempt is None:
            self.next_puzzle()  # the practice file is read for the first question
        self._take_problem()

    def _take_problem(self) -> None:
        """The store's words on a damaged file kept aside (or a failed write), said once
        in the message box."""
        store = self.store
        if store.problem:
            self.notice = refusing(store.problem)
            store.problem = None

    def uncover(self) -> None:
        super().uncover()  # shows every widget again: those of the moment only
        self._show_buttons()

    def leave(self) -> None:
        self.runner.abandon()
        super().leave()
        if self.controller is not None:
            draw.forget_layers(self.controller.view)
        draw.forget_layers(self.message_panel)

    def relanguage(self) -> None:
        """The buttons made again and the words on the answer said again in the new
        language; the puzzle and its follow-up go on untouched."""
        self.drop_widgets()
        self._make_buttons()
        attempt = self.attempt
        self.notice = None if attempt is None or attempt.asking else self._said()

    def _make_buttons(self) -> None:
        area = self.layout["buttons"]
        height = (area.h - ROW_GAP) // 2
        top = button_row([[(_("Next puzzle"),)], [(_("Menu"),)]], area.w)
        low = button_row([[(_("Try again"),)], [(_("Solution"),)]], area.w)
        made = []
        for row, y in ((top, area.y), (low, area.y + height + ROW_GAP)):
            for x, width, words in zip(row.xs(area.x), row.widths, row.words, strict=True):
                made.append(self.button((x, y, width, height), words[0],
                                        object_id=row.object_id))
        self.next_button, self.menu_button, self.again_button, self.solution_button = made
        self._show_buttons()

    def _show_buttons(self) -> None:
        """Next once answered (a puzzle is not skipped unrated: the solution counts as a
        miss); Try again after a wrong answer or the solution; Solution until the
        solver's own answer is good."""
        attempt = self.attempt
        answered = attempt is not None and not attempt.asking
        good = attempt is not None and attempt.good
        solution = attempt is not None and attempt.solution
        for button, shown in ((self.next_button, bool(self.puzzles) and answered),
                              (self.again_button, answered and (solution or not good)),
                              (self.solution_button, attempt is not None and not (
                                  answered and good))):
            if shown and not button.visible:
                button.show()
            elif not shown and button.visible:
                button.hide()

    # -- the puzzle -------------------------------------------------------------------------
    def next_puzzle(self) -> None:
        """A puzzle near the player's rating (``PracticeStore.choose``), on a fresh table."""
        self.runner.abandon()
        puzzle = self.store.choose(self.entry.id, self.puzzles, self.rng)
        if self.controller is not None:
            draw.forget_layers(self.controller.view)
        if puzzle is None:
            self.attempt, self.controller = None, None
            self._show_buttons()
            return
        self.count += 1
        self.review = None
        deal = derived_rng(self.seed, "deal", self.count).getrandbits(32)
        self.attempt = Attempt(puzzle, self.rules, deal)
        self.controller = open_table(self.entry, puzzle.players, puzzle.options,
                                     self.names(puzzle), derived_rng(self.seed, "table"),
                                     self.layout)
        self.notice = None
        self._show_buttons()

    def shown_state(self) -> Any:
        """What the table draws now (the solver's view), None without a puzzle."""
        if self.review is not None:
            return self.review[1][self.review[0]]
        return None if self.attempt is None else self.attempt.shown()

    def step_review(self, key: int) -> bool:
        """Left/Up a step back through the answer and its follow-up, Right/Down a step on,
        Home the position, End the latest; True when the key was the review's (only once
        the follow-up is over)."""
        attempt = self.attempt
        if (attempt is None or attempt.asking or self.busy or not attempt.follow_up_done
                or key not in REVIEW_STEPS):
            return False
        line = self.review[1] if self.review is not None else attempt.line()
        last = len(line) - 1
        at = self.review[0] if self.review is not None else last
        step = REVIEW_STEPS[key]
        if isinstance(step, int):
            at = min(last, max(0, at + step))
        else:
            at = 0 if step == "first" else last
        self.review = None if at == last else (at, line)
        self.notice = self._said() if self.review is None else Notice(_(
            "Position {number} of {count}: the arrows step through the answer and the "
            "reply, End comes back.").format(number=at + 1, count=last + 1))
        return True

    def names(self, puzzle: Puzzle) -> tuple[str, ...]:
        return tuple(_("You") if seat == puzzle.seat else _("Opponent")
                     for seat in range(puzzle.players))

    def numbered(self, puzzle: Puzzle) -> bool:
        """Whether the game's sides are only seat numbers ("Player 2"): the question then
        speaks to the solver instead ("Your move")."""
        presenter = self.entry.presenter
        return all(
            (found := SEAT_WORDS.fullmatch(presenter.side_name(s, puzzle.players,
                                                               puzzle.options))) is not None
            and SEAT_WORDS.number(found) == s + 1 for s in range(puzzle.players))

    def question(self) -> str:
        """"White to play: win material" — the solver's side by the game's presenter."""
        attempt = self.attempt
        if attempt is None:
            return ""
        puzzle = attempt.puzzle
        side = self.entry.presenter.side_name(puzzle.seat, puzzle.players, puzzle.options)
        if self.numbered(puzzle):
            return _("Your move: {asked}").format(asked=asked(puzzle.theme))
        return _("{side} to play: {asked}").format(side=side, asked=asked(puzzle.theme))

    def answer(self, action: Any) -> None:
        """The solver's answer (the controller chose it from the view's legal actions):
        rated if it is the puzzle's first, played, and the follow-up begins."""
        attempt = self.attempt
        if attempt is None or self.controller is None:
            return
        before = attempt.shown()
        result = attempt.answered(action)
        if result is not None:
            self.store.attempt(self.entry.id, attempt.puzzle, result)
        self.app.sounds.play("end" if attempt.good else "refuse")
        self._animate(before, action)
        self.notice = self._said()
        self._show_buttons()
        self._take_problem()  # the attempt could not be written

    def try_again(self) -> None:
        attempt = self.attempt
        if attempt is None or attempt.asking:
            return
        self.runner.abandon()
        self.review = None
        attempt.again()
        assert self.controller is not None
        self.controller.reset()
        self.notice = None
        self._show_buttons()

    def solution(self) -> None:
        """A good answer played from the position (a first look counts as not solved)."""
        attempt = self.attempt
        if attempt is None or self.controller is None:
            return
        self.runner.abandon()
        self.review = None
        if attempt.show_solution():
            self.store.attempt(self.entry.id, attempt.puzzle, False)
        self.controller.reset()
        self._animate(attempt.puzzle.view, attempt.answer)
        self.notice = self._said()
        self._show_buttons()

    def _animate(self, before: Any, action: Any) -> None:
        assert self.attempt is not None and self.controller is not None
        sound = self.controller.view.animate(before, action, self.attempt.shown(),
                                             self.app.settings.animation_factor)
        if sound:
            self.app.sounds.play(sound)

    def _said(self) -> Notice:
        """The words on the answer, the solution and the reply shown so far: the fullest
        of them that the message box holds whole (the reason, then the reply's moves,
        give way: the table shows the reply played)."""
        attempt = self.attempt
        assert attempt is not None
        seat, puzzle = attempt.seat, attempt.puzzle
        move = self.entry.presenter.action_label(puzzle.view, attempt.answer, seat)
        reason = why(puzzle.theme)
        if attempt.solution:
            verdicts = [_("Solution: {move}. {why}").format(move=move, why=reason),
                        _("Solution: {move}.").format(move=move)]
        elif attempt.good:
            verdicts = [_("Well found: {move}. {why}").format(move=move, why=reason),
                        _("Well found: {move}.").format(move=move)]
        else:
            verdicts = [_("Not this one: {move}.").format(move=move)]
        replies = [self.entry.presenter.action_label(state, action, seat)
                   for state, action in self._replies()]
        if replies:
            follows = [_("The reply: {moves}").format(moves=", ".join(replies)),
                       _("The reply is played on the table.")]
        elif attempt.reply_due() is not None:
            follows = [_("The reply is being worked out…")]
        else:
            follows = [""]
        choices = [verdict + ("\n" + follow if follow else "")
                   for follow in follows for verdict in verdicts]
        words = next((c for c in choices if self.message_panel.holds_whole(c)), choices[-1])
        return Notice(words, refused=not attempt.good)

    def _replies(self) -> list[tuple[Any, Any]]:
        """The opponents' actions of the follow-up, each with the state before it (said
        as the solver may read it, as the table's log says it); the rest of the solver's
        own turn is shown on the table, not said."""
        attempt = self.attempt
        assert attempt is not None
        state, out = attempt.dealt(), []
        for action in attempt.played:
            player = self.rules.current_player(state)
            if player >= 0 and player != attempt.seat:
                out.append((state, action))
            state = self.rules.apply(state, action)
        return out

    # -- time -------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.controller is not None and self.controller.view.busy

    def update(self, dt: float) -> None:
        if self.controller is None or self.attempt is None:
            return
        self.controller.view.update(dt)
        attempt = self.attempt
        if self.busy or attempt.asking:
            return
        chance = attempt.chance_due()
        if chance is not None:
            before = attempt.shown()
            attempt.play_chance(chance)
            self._animate(before, chance)
            return
        seat = attempt.reply_due()
        if seat is None:
            return
        job = self.runner.take()
        if job is None:
            if not self.runner.busy:
                view = self.rules.view_for(attempt.state, seat)
                self.runner.start(self.rules, view, seat, agent_for_level("normal"),
                                  derived_rng(attempt.seed, "reply", attempt.plies),
                                  Budget(seconds=REPLY_SECONDS, iterations=REPLY_ITERATIONS))
            return
        if job.error is not None or job.action not in self.rules.legal_actions(attempt.state):
            attempt.stop()  # no reply to show: the follow-up stops here
            self.notice = self._said()
            return
        before = attempt.shown()
        attempt.play_reply(job.action)
        self._animate(before, job.action)
        self.notice = self._said()

    # -- input ------------------------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        if isinstance(intent, intents.Widget):
            self._widget(intent.element)
            return
        if isinstance(intent, intents.Back):
            self.app.nav.menu()
            return
        if keys_key(intent):
            self.app.nav.open("keys")
            return
        attempt, controller = self.attempt, self.controller
        if attempt is None or controller is None:
            if isinstance(intent, intents.Confirm):
                self.app.nav.menu()
            return
        if isinstance(intent, intents.Key) and not intent.mod & pygame.KMOD_SHIFT and (
                self.step_review(intent.key)):
            return
        if self.cursor.handle(intent):
            return
        if controller.gesture(intent):
            return
        if isinstance(intent, intents.Hover):
            controller.hover(intent.pos)
            return
        ruling = self.message_panel.ruling_at(intent.pos) if isinstance(
            intent, intents.Click) else None
        if ruling is not None:
            self.app.nav.rules(self.rules.spec.id, ruling)  # the ruling a refusal cites
            return
        if self.busy:
            return
        if not attempt.asking:
            if isinstance(intent, intents.Undo) and self.again_button.visible:
                self.try_again()  # Undo, as at the table: the answer taken back
            else:
                self._answered_key(intent)
            return
        view, seat = attempt.puzzle.view, attempt.seat
        if isinstance(intent, intents.Click):
            if not controller.view.acknowledge():
                self._react(controller.click(view, seat, intent.pos), clears=True)
        elif isinstance(intent, intents.Release):
            self._react(controller.release(view, seat, intent.pos))
        elif isinstance(intent, intents.Confirm):
            self._react(controller.key(view, seat, pygame.K_RETURN, "\r"))
        elif isinstance(intent, intents.Key):
            reaction = controller.key(view, seat, intent.key, intent.unicode)
            if (reaction.action is None and reaction.notice is None
                    and intent.key == pygame.K_s):
                self.solution()  # S, where the table gives it no meaning
                return
            self._react(reaction)

    def _answered_key(self, intent: Any) -> None:
        """Once answered: Enter or Space (the Confirm intent) the next puzzle, T try again,
        S the solution."""
        if isinstance(intent, intents.Confirm):
            self.next_puzzle()
        elif isinstance(intent, intents.Key):
            if intent.key == pygame.K_t and self.again_button.visible:
                self.try_again()
            elif intent.key == pygame.K_s and self.solution_button.visible:
                self.solution()

    def _react(self, reaction: Reaction[Any], clears: bool = False) -> None:
        if reaction.action is not None:
            self.answer(reaction.action)
            return
        if not clears and reaction.notice is None:
            return
        self.notice = reaction.notice
        if reaction.refused:
            self.app.sounds.play("refuse")

    def _widget(self, element: Any) -> None:
        if element is self.menu_button:
            self.app.nav.menu()
        elif element is self.next_button:
            self.next_puzzle()
        elif element is self.again_button:
            self.try_again()
        elif element is self.solution_button:
            self.solution()

    # -- the board cursor -------------------------------------------------------------------
    def _buttons(self) -> list[Any]:
        return [self.next_button, self.again_button, self.solution_button, self.menu_button]

    def _targets(self) -> list[Target]:
        attempt, controller = self.attempt, self.controller
        board: list[Target] = []
        if attempt is not None and controller is not None and attempt.asking and not self.busy:
            board = controller.targets(attempt.puzzle.view, attempt.seat)
        return board + self.message_panel.link_targets() + button_targets(self._buttons())

    def _show(self, target: Target) -> None:
        if self.controller is not None:
            self.controller.show(target)

    def _digits(self) -> bool:
        attempt, controller = self.attempt, self.controller
        return (attempt is not None and controller is not None and attempt.asking
                and controller.digits_taken(attempt.puzzle.view, attempt.seat))

    def table_keys(self) -> tuple[tuple[str, str], ...]:
        """The game's own keys and the screen's, for the keys overlay."""
        own = () if self.controller is None else self.controller.table_keys()
        return (*own, (_("Enter, Space"), _("Next puzzle (once answered)")),
                (_("Arrows, Home, End"), _("Step through the answer and the reply")),
                ("T", _("Try again")),
                ("S", _("Solution")))

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        self._draw_status(canvas)
        self._draw_rating(canvas)
        attempt, controller = self.attempt, self.controller
        if attempt is None or controller is None:
            words = self.problem or _("{game} has no practice puzzles yet.").format(
                game=self.entry.catalog.gettext(self.entry.title))
            self.message_panel.draw(canvas, Notice(words, refused=self.problem is not None))
            return
        shown = self.shown_state()
        seat = attempt.seat
        asking = attempt.asking and not self.busy
        marks = (controller.marks(shown, seat, self.app.settings.show_legal_moves)
                 if asking else controller.no_marks())
        controller.view.draw(canvas, shown, seat, marks, list(self.names(attempt.puzzle)))
        notice = self.notice
        if notice is None and asking:
            notice = controller.hint(shown, seat)
        self.message_panel.draw(canvas, notice)
        self.cursor.draw(canvas)

    def _draw_status(self, canvas: pygame.Surface) -> None:
        rect = self.layout["status"]
        draw.panel(canvas, rect, name="status bar")
        title = _("Practice: {game}").format(game=self.entry.catalog.gettext(self.entry.title))
        words = title if self.attempt is None else f"{title} — {self.question()}"
        draw.paragraph(canvas, words, rect.inflate(-40, -24), 36, smallest=20)

    def _draw_rating(self, canvas: pygame.Surface) -> None:
        draw_rating(canvas, self.layout["log"], self.store.of(self.entry.id))
