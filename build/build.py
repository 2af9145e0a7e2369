"""Build the one-folder offline program: ``python build/build.py [--distpath DIR]``.

Runs PyInstaller on ``build/neurodrez_desktop.spec`` with its work folder in
``build/work/`` and the result in ``dist/neurodrez/`` (or ``DIR/neurodrez/``), then prints
the folder's size. Build on each operating system for that system (README, Packaging).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "neurodrez_desktop.spec"


def folder_mb(folder: Path) -> float:
    """The folder's size on disk (a symbolic link counts as a link, not its target)."""
    return sum(f.lstat().st_size for f in folder.rglob("*")
               if f.is_file() or f.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--distpath", type=Path, default=ROOT / "dist",
                        help="where the neurodrez folder goes (default: dist/)")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is missing: pip install -e '.[dev]' (or pip install pyinstaller)",
              file=sys.stderr)
        return 2
    sys.path.insert(0, str(HERE))
    import catalogs  # the .mo files the program reads, compiled from the .po catalogs
    import fonts  # the program's fonts, cut from pygame_gui's Noto Sans

    catalogs.compile_all(catalogs.domains())
    fonts.main()
    pyinstaller.run([str(SPEC), "--noconfirm", "--clean", "--log-level", "WARN",
                     "--workpath", str(HERE / "work"), "--distpath", str(args.distpath)])
    folder = args.distpath / "neurodrez"
    program = folder / ("neurodrez.exe" if sys.platform == "win32" else "neurodrez")
    if not program.exists():
        print(f"the build made no {program}", file=sys.stderr)
        return 1
    print(f"built {folder} ({folder_mb(folder):.1f} MB); run {program}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
