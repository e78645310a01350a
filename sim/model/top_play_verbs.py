"""Static abilities about the top card of a player's library (CR 401.2, 601.2a, 305.1):
``REVEAL_TOP``, "play with the top card of your library revealed" (``REVEAL_TOPS``: "players
play with the top card of their libraries revealed"), and ``PLAY_FROM_TOP``,
"you may play lands | cast <spells> | play lands and cast <spells> from the top of your
library", a ``Static`` rule whose ``TOP_PLAYS`` parameter says what may be played:
``"<lands>|<spells>"``, ``lands`` "lands" or "" (none), ``spells`` the words of the spells
that may be cast ("spells", "creature spells", "instant and sorcery spells", "spider spells
and noncreature spells", "spells with mana value 4 or greater", "creature spells of the chosen
type"; ``NO_SPELLS`` none). Run by ``sim.rules.top_permits`` and ``sim.rules.top_plays``;
rendered by ``sim.text.render_replacements.other_rule``."""

from __future__ import annotations

#: "play with the top card of your library revealed" (CR 401.2: the top card is public)
REVEAL_TOP = "play with the top card of your library revealed"
#: "players play with the top card of their libraries revealed" (CR 401.2: every library's)
REVEAL_TOPS = "players play with the top card of their libraries revealed"
#: "you may look at the top card of your library and at face-down creatures you don't control
#: any time" (CR 401.2, 708.5: its controller sees both)
LOOK_TOP_AND_FACE_DOWN = ("look at the top card of your library and at face-down creatures you "
                          "don't control any time")
#: "you may play lands | cast <kinds> spells from the top of your library" (CR 601.2a, 305.1)
PLAY_FROM_TOP = "play from the top of your library"
#: the ``PLAY_FROM_TOP`` parameter: ``"<lands>|<spells>"``
TOP_PLAYS = "top plays"
#: a ``TOP_PLAYS`` value's spells when no spell may be cast ("you may play lands ...")
NO_SPELLS = "-"
#: a ``TOP_PLAYS`` value's lands when lands may be played
LANDS = "lands"
#: the ``PLAY_FROM_TOP`` parameter of "you may look at the top card of your library any time,
#: and you may ..." (CR 401.2: the look and the permission in one sentence)
ALSO_LOOK = "also look"


def top_plays(value: str) -> tuple[bool, str | None]:
    """A ``TOP_PLAYS`` value as (lands may be played, the words of the spells that may be
    cast, None when none may)."""
    lands, _, spells = value.partition("|")
    return lands == LANDS, None if spells == NO_SPELLS else spells


def top_plays_text(value: str) -> str:
    """The words of a ``TOP_PLAYS`` value: "play lands", "cast creature spells", "play lands
    and cast spells" (then "from the top of your library")."""
    lands, spells = top_plays(value)
    cast = None if spells is None else f"cast {spells}"
    return " and ".join(w for w in ("play lands" if lands else None, cast) if w)
