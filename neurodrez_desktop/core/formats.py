"""Numbers and dates as the player's language writes them (Babel's locale formats):
"0,5" in Spanish and Italian, "0.5" in English; "60 %" or "60%". Pure: no pygame."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_EVEN, Decimal

from neurodrez_desktop.core.i18n import ENGLISH, PSEUDO, language


def _locale() -> str:
    code = language()
    return ENGLISH if code == PSEUDO else code


@dataclass(frozen=True)
class NumberSigns:
    """How a language writes a number, as its Babel locale says ("#,##0.###" and its
    percent pattern, the signs of the Latin digits): a table says it without Babel's
    locale data, some 5 MB read the first time a number is said at a table (the status
    bar's totals). ``tests/core/test_formats.py`` holds it to Babel's output."""

    decimal: str
    group: str
    percent: str
    """The percent pattern, ``{}`` for the number: "{}%", "{}\u00a0%"."""


NUMBER_SIGNS = {
    "en": NumberSigns(".", ",", "{}%"),
    "es": NumberSigns(",", ".", "{}\u00a0%"),
    "it": NumberSigns(",", ".", "{}%"),
}
"""The shipped languages' number signs; a language not here is said by Babel."""

_FRACTION_DIGITS = Decimal("0.001")
"""The decimal pattern's "###": at most three digits after the mark."""


def _number(value: Decimal, signs: NumberSigns, places: Decimal) -> str:
    """``value`` rounded half to even to ``places``, grouped by thousands, trailing zeros
    dropped; a negative value (even one that rounds to zero) keeps its "-", as Babel's."""
    sign = "-" if value.is_signed() else ""
    rounded = abs(value).quantize(places, rounding=ROUND_HALF_EVEN)
    whole, _, fraction = f"{rounded:f}".partition(".")
    fraction = fraction.rstrip("0")
    grouped = f"{int(whole):,}".replace(",", signs.group)
    return sign + grouped + (signs.decimal + fraction if fraction else "")


def format_decimal(value: float) -> str:
    """A number in the language's way ("0,5")."""
    signs = NUMBER_SIGNS.get(_locale())
    if signs is None or not math.isfinite(value):
        from babel import numbers  # a language without a table, or NaN and infinity

        return numbers.format_decimal(value, locale=_locale())
    return _number(Decimal(str(value)), signs, _FRACTION_DIGITS)


def format_percent(share: float) -> str:
    """A share as a whole percentage in the language's way (0.6: "60%", "60 %")."""
    signs = NUMBER_SIGNS.get(_locale())
    if signs is None or not math.isfinite(share):
        from babel import numbers

        return numbers.format_percent(share, locale=_locale())
    return signs.percent.format(_number(Decimal(str(share)).scaleb(2), signs, Decimal(1)))


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
    signs = NUMBER_SIGNS.get(_locale())
    if signs is None:
        from babel.numbers import get_decimal_symbol

        return get_decimal_symbol(_locale())
    return signs.decimal
