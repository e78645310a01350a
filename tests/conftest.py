"""Hypothesis runs derandomized in CI (the CI environment variable is set there): a red CI
then always reproduces, and a run never fails by the luck of the draw. Locally it explores
new examples each run."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
