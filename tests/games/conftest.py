"""The app tests' program for the games' own table tests (their words in each language):
a private home folder for every test (``app_home``) and ``make_driver``, so a game's test
folder needs no driver of its own."""

from tests.app.conftest import app_home, make_driver  # noqa: F401 - fixtures, by name
