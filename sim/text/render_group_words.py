"""The words of a group's qualities before its noun (CR 115.10: a group, not targeted): "each
white creature" (a color, 105.2), "each legendary creature" (a supertype, 205.4a), "each
modified creature" (700.9), as ``render_effects._Names.group`` writes them after "other"."""

from __future__ import annotations

from sim.model.target_specs import TargetSpec
from sim.text.wording import Piece


def quality_words(spec: TargetSpec) -> list[Piece]:
    """The quality words of ``spec``'s group, each with its space (none for most groups)."""
    words: list[Piece] = [f"{color} " for color in sorted(spec.colors)]
    if spec.supertype:
        words.append(spec.supertype.lower() + " ")
    if spec.modified:
        words.append("modified ")
    return words
