"""Numbers and dates as the player's language writes them (Babel's locale formats):
"0,5" in Spanish and Italian, "0.5" in English; "60 %" or "60%". Pure: no pygame."""

from __future__ import annotations

from datetime import date, datetime

from neurodrez_desktop.core.i18n import ENGLISH, PSEUDO, language


def _locale() -> str:
    code = language()
    return ENGLISH if code == PSEUDO else code


def format_decimal(value: float) -> str:
    """A number in the language's way ("0,5")."""
    from babel import numbers  # when a number is first said, not at start-up

    return numbers.format_decimal(value, locale=_locale())


def format_percent(share: float) -> str:
    """A share as a whole percentage in the language's way (0.6: "60%", "60 %")."""
    from babel import numbers

    return numbers.format_percent(share, locale=_locale())


def format_day(day: date | datetime) -> str:
    """A date in the language's medium form ("6 Dec 2026", "6 dic 2026")."""
    from babel import dates

    return dates.format_date(day, format="medium", locale=_locale())


def format_moment(moment: datetime) -> str:
    """A date and time of day in the language's way ("6 Dec 2026, 13:54", "6 dic 2026,
    13:54"): the medium date and the short time, joined as the language joins them."""
    from babel import dates

    code = _locale()
    joined = str(dates.get_datetime_format("medium", locale=code))
    return (joined.replace("{1}", dates.format_date(moment, format="medium", locale=code))
            .replace("{0}", dates.format_time(moment, format="short", locale=code)))


def decimal_mark() -> str:
    """The language's decimal mark ("." or ",")."""
    from babel.numbers import get_decimal_symbol

    return get_decimal_symbol(_locale())
