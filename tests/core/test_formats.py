"""Numbers said without Babel's locale data, as Babel says them."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from babel import numbers
from hypothesis import given, settings
from hypothesis import strategies as st

from neurodrez_desktop.core import formats, i18n

EDGES = [0, 1, -1, 0.5, -0.0, 0.0005, -0.0005, 0.0015, 0.0025, 0.333333, 2 / 3, 999.9995,
         1000, 1234.5, -1234.5, 12345.6789, 1e7, 10**9 + 0.25, 2**40, 0.1 + 0.2,
         float("nan"), float("inf"), float("-inf")]  # not a number: as Babel says it

numbers_said = st.one_of(
    st.integers(-10**12, 10**12),
    st.floats(-1e9, 1e9, allow_nan=False, allow_infinity=False),
    st.decimals(-10**6, 10**6, places=5, allow_nan=False, allow_infinity=False).map(float))


@pytest.mark.parametrize("code", sorted(formats.NUMBER_SIGNS))
def test_numbers_as_babel_says_them(code: str) -> None:
    i18n.set_language(code)
    for value in EDGES:
        assert formats.format_decimal(value) == numbers.format_decimal(value, locale=code)
        assert formats.format_percent(value) == numbers.format_percent(value, locale=code)
    assert formats.decimal_mark() == numbers.get_decimal_symbol(code)


@settings(max_examples=300, deadline=None)
@given(value=numbers_said, code=st.sampled_from(sorted(formats.NUMBER_SIGNS)))
def test_any_number_as_babel_says_it(value: float, code: str) -> None:
    i18n.set_language(code)
    assert formats.format_decimal(value) == numbers.format_decimal(value, locale=code)
    assert formats.format_percent(value / 1000) == numbers.format_percent(value / 1000,
                                                                           locale=code)


def test_every_shipped_language_has_its_signs() -> None:
    assert set(formats.NUMBER_SIGNS) == set(i18n.LANGUAGES)


def test_a_number_said_reads_no_locale_data() -> None:
    """Babel's locale data (some 5 MB) is read only for dates (the Load list), not for the
    numbers a table says: a fresh process says numbers in every language and has read
    none (a process of its own, since Babel keeps what it read in its locales)."""
    said = textwrap.dedent("""
        import sys
        from neurodrez_desktop.core import formats, i18n
        for code in ("en", "es", "it", "pseudo"):
            i18n.set_language(code)
            formats.format_decimal(1234.5), formats.format_percent(0.6)
            formats.decimal_mark()
        localedata = sys.modules.get("babel.localedata")
        print(sorted(localedata._cache) if localedata else [])
        """)
    run = subprocess.run([sys.executable, "-c", said], capture_output=True, text=True,
                         check=True)
    assert run.stdout.strip() == "[]"
