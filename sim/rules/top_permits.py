"""The top card of a player's library made public or playable by a static ability (CR 401.2,
601.2a, 305.1; ``sim.model.top_play_verbs``): "play with the top card of your library
revealed" and "you may play lands | cast <kinds> spells | play lands and cast <kinds> spells
from the top of your library" of a permanent on the battlefield, for its controller (611.3a).

The engine keeps a library as cards, not objects (``sim.rules.library.fold``); the top card a
player may play is made an object in the library (``top_object``) when their options are
listed, as a scenario's listed library cards are, so it can be cast or played like a card in
hand: ``sim.rules.exile_play.may_play`` asks ``may_play_top`` for the permission (only the
permission: timing, 601.3, 307.1, 305.1, and costs, 601.2f-h, are judged as for a card in
hand), ``sim.rules.top_plays`` lists the actions.

A board without such a permanent pays one identity check per question: whether any exists is
found once for each set of permanents with static abilities (``Board.static_sources``)."""

from __future__ import annotations

from sim.model.card import CardDef
from sim.model.mana import ManaCost
from sim.model.objects import Permanent, Zone
from sim.model.peek_verbs import LOOK_TOP_ANY_TIME
from sim.model.state import GameState
from sim.model.top_play_verbs import (
    LOOK_TOP_AND_FACE_DOWN,
    PLAY_FROM_TOP,
    REVEAL_TOP,
    REVEAL_TOPS,
    TOP_PLAYS,
    top_plays,
)
from sim.rules.cost_changes import of_kinds
from sim.rules.library import make_object
from sim.text.keyword_names import KEYWORDS

_RULES = frozenset((PLAY_FROM_TOP, REVEAL_TOP, REVEAL_TOPS, LOOK_TOP_ANY_TIME,
                    LOOK_TOP_AND_FACE_DOWN))
#: the last ``Board.static_sources`` looked at, and whether one of them has such a static
_SEEN: list[tuple[tuple[str, ...], bool]] = []


def may_matter(state: GameState) -> bool:
    """Whether a permanent with a static ability about the top card of a library (these, and
    "you may look at the top card of your library any time") may be on the battlefield (found
    once per ``Board.static_sources``, kept while it is the same tuple)."""
    if not state.statics_present():
        return False
    sources = state.static_sources
    assert sources is not None
    if _SEEN and _SEEN[0][0] is sources:
        return _SEEN[0][1]
    permanents = state.permanents
    found = any(s.rule in _RULES for sid in sources if sid
                for s in permanents[sid].card.statics)
    _SEEN[:] = [(sources, found)]
    return found


def permits(state: GameState, player: str) -> list[tuple[bool, str | None, Permanent]]:
    """What ``player`` may play from the top of their library by the statics of permanents
    they control (CR 611.3a): each (lands, the words of the spells — None none —, the
    permanent)."""
    if not may_matter(state):
        return []
    return [(*top_plays(value), perm) for perm, static in state.statics()
            if static.rule == PLAY_FROM_TOP and perm.controller == player
            for key, value in static.params if key == TOP_PLAYS]


def spells_fit(card: CardDef, spells: str, source: Permanent) -> bool:
    """Whether ``card`` cast would be one of ``spells`` (CR 601.2a: the words of a "cast
    <spells> from the top of your library"): "spells" any; "<kinds> spells" of one of the
    kinds (a card type, subtype or color, 205.3m, 105.2; ``cost_changes.of_kinds``); "<a>
    spells and <b> spells" either; "... with mana value N or greater | less" (202.3: X is 0
    in the library, 202.3e); "... with <keyword> [or <keyword>]" (702); "creature spells of
    the chosen type" (the type ``source``'s controller chose as it entered, 614.12)."""
    head, _, tail = f" {spells}".partition(" spells")
    kinds = head.strip()
    fits = not kinds or of_kinds(card, kinds)
    if tail.startswith(" and "):
        return fits or spells_fit(card, tail[len(" and "):], source)
    if not fits or not tail:
        return fits
    if tail == " of the chosen type":
        return bool(source.chosen) and card.has_subtype(source.chosen)
    quality = tail.removeprefix(" with ")
    if quality.startswith("mana value "):
        _, _, n, _, way = quality.split()
        value = ManaCost.parse(card.cost).total()
        return value >= int(n) if way == "greater" else value <= int(n)
    return any(card.keywords & KEYWORDS[word] for word in quality.split(" or "))


def reveals_top(state: GameState, player: str) -> bool:
    """Whether ``player`` plays with the top card of their library revealed (CR 401.2: a
    static ability of a permanent they control, or "players play with ..." of any)."""
    return may_matter(state) and any(
        static.rule == REVEAL_TOP and perm.controller == player or static.rule == REVEAL_TOPS
        for perm, static in state.statics())


def revealed_top(state: GameState, player: str) -> CardDef | None:
    """The top card of ``player``'s library when it is revealed to every player now (CR
    401.2), else None (none too with an empty library)."""
    if not reveals_top(state, player):
        return None
    return top_card(state, player)


def top_card(state: GameState, player: str) -> CardDef | None:
    """The top card of ``player``'s library, its objects (``top_object``) or cards alike, the
    library left as it is; None when it is empty."""
    listed = state.cards(player, Zone.LIBRARY)
    if listed:
        return listed[0].card
    library = state.players[player].library
    return library[0] if library else None


def top_object(state: GameState, player: str) -> Permanent | None:
    """The top card of ``player``'s library as an object in the library: the first card a
    scenario lists there, else the top card of ``Player.library`` made one (the same card in
    the same place; ``fold`` makes it a card again before an instruction looks at the
    library). None for an empty library."""
    listed = state.cards(player, Zone.LIBRARY)
    if listed:
        return listed[0]
    owner = state.players[player]
    if not owner.library:
        return None
    top, owner.library = owner.library[0], owner.library[1:]
    return state.permanents[make_object(state, player, top, Zone.LIBRARY)]


def may_play_top(state: GameState, player: str, perm: Permanent) -> bool:
    """Whether a static ability lets ``player`` play ``perm``, a card in the library, now:
    the top card of their own library (CR 401.2), a land with "you may play lands" (305.1),
    a spell a "you may cast <spells>" names (601.2a, ``spells_fit``) — the permission only."""
    if perm.owner != player:
        return False
    plays = permits(state, player)
    if not plays:
        return False
    top = top_object(state, player)
    if top is not perm:
        return False
    if "Land" in perm.card.types:
        return any(lands for lands, _, _ in plays)
    return any(spells is not None and spells_fit(perm.card, spells, source)
               for _, spells, source in plays)
