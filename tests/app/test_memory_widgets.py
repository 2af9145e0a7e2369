"""Memory the window's widgets hold: pygame_gui's fonts opened from their files, and a
covered menu's buttons gone while a game covers it (made again when it comes back).

Mechanisms only, never the process's RSS (CI is not quiet).
"""

from __future__ import annotations

from pygame_gui.core.package_resource import PackageResource

from neurodrez_desktop.app.driver import Driver


def test_pygame_gui_fonts_are_opened_from_their_files_not_read_into_memory(
        driver: Driver) -> None:
    fonts = driver.app.ui.get_theme().font_dict
    assert fonts.loaded_fonts, "no font loaded"
    for font_id, loaded in fonts.loaded_fonts.items():
        assert isinstance(loaded.location, str), (font_id, loaded.location)
        assert not isinstance(loaded.location, PackageResource | bytes)
    for name, styles in fonts.known_font_paths.items():
        for where, _forced in styles:
            assert isinstance(where, str), (name, where)
    # a size first asked for later comes from the file too
    fonts.preload_font(41, "noto_sans", bold=True, force_immediate_load=True)
    assert isinstance(fonts.loaded_fonts["noto_sans_bold_aa_41"].location, str)
