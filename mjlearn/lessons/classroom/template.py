"""Where the classroom's files are: this folder (its Voilà configuration and nbconvert
template) and the template's name, which the package, its quiz page and its server read."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
TEMPLATE = "mjlearn"
