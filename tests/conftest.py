"""Hypothesis runs derandomized in CI (the CI environment variable is set there): a red CI
then always reproduces, and a run never fails by the luck of the draw. Locally it explores
new examples each run."""

import os
import tempfile

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")

# No test reads or writes the user's imported cards (cards.lookup): the whole run gets an
# empty data directory of its own and no MTGSIM_CARDS; tests that import use their own.
os.environ["MTGSIM_DATA_DIR"] = tempfile.mkdtemp(prefix="mtgsim-test-data-")
os.environ.pop("MTGSIM_CARDS", None)
