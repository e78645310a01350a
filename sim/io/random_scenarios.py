"""The one random-board generator: seeded random boards as scenario dicts
(docs/scenario-format.md), for tournaments and benchmarks (``mtgsim.boards``) and for the
conformance checker's positions (``sim.testing.random_board``).

``random_scenario(rng, ...)`` returns a plain dict, so a board can be saved as JSON or TOML,
read by ``parse_scenario`` or ``mtgsim.load`` and played by the Monte Carlo runner. Each side
gets ``creatures`` creatures (a count drawn uniformly from the inclusive range), each player
``life`` (uniform, inclusive, drawn per player). A creature is, with probability ``vanilla``,
an inline creature with random stats — power in ``power``, toughness in ``toughness`` — and
0, 1 or 2 abilities (probabilities ``keyword_counts``) drawn without repetition from
``keywords`` (keyword names, or ability phrases such as "can't block"; an empty name is no
ability, to thin the mix out; default ``KEYWORDS``: the evergreen combat keywords);
otherwise a real card drawn uniformly from ``cards`` (the caller's creatures:
``creature_cards`` keeps those a board may hold; no second copy of a legendary creature on one
side, which the legend rule would bury, CR 704.5j: such a draw is drawn again, up to ``DRAWS``
times, then the creature is a random one).

With ``episode`` the board is a *combat episode*: play starts at the beginning of combat of
turn 1 with player A active and goes on turn after turn until a player loses (CR 104) or
``turn_limit`` turns have been played (then it is a draw); each player's library is
``library`` cards of unknown characteristics, so nobody decks before the limit. Without it,
the board is one combat.

The rest is for testing the engine on positions in progress, each drawn only when asked for
(so the boards above never change): ``damaged`` gives each creature random damage below its
toughness, ``tapped`` and ``sick`` are the chances a creature is tapped or summoning sick,
``editions`` draws the rules edition from those given, ``damage_effects`` is the chance
of each of a prevention shield, a doubler and a "+N" replacement effect on player B's damage
(CR 615, 614), and ``description`` says what made the board. The same generator state gives
the same board.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from sim.model.card import CardDef
from sim.model.errors import MtgsimError
from sim.text import KEYWORDS as KEYWORD_NAMES
from sim.text import build_card

#: the default abilities of random creatures: the evergreen keywords that matter in combat
#: (names as the scenario format spells them)
KEYWORDS = ("flying", "reach", "first strike", "double strike", "deathtouch", "trample",
            "lifelink", "vigilance", "menace", "indestructible", "defender", "haste")
#: the chance of 0, 1 and 2 abilities on a random creature
KEYWORD_COUNTS = (0.5, 0.35, 0.15)
#: the players, A active
SEATS = ("A", "B")
TURN_LIMIT = 10
LIBRARY = 60
POWER, TOUGHNESS = (0, 5), (1, 6)
#: draws of a card before a side full of legends gets a random creature instead
DRAWS = 10
#: the replacement effects ``damage_effects`` may put on player B's damage, in draw order
DAMAGE_EFFECT_KINDS = ("prevent", "double", "plus")

Range = int | tuple[int, int]


class BoardError(MtgsimError):
    """A board asked for in no possible form (a bad range, an unknown keyword, a pool
    without creatures)."""


def creature_cards(cards: Iterable[CardDef]) -> tuple[CardDef, ...]:
    """The creatures of ``cards`` a random board may hold — the engine runs them fully
    (``CardDef.unsupported`` empty), printed power and toughness, toughness at least 1 —
    sorted by name (a pool's order must not change the boards)."""
    return tuple(sorted((c for c in cards if c.is_creature and not c.unsupported
                         and c.power is not None and c.toughness is not None
                         and c.toughness >= 1), key=lambda c: c.name))


def random_scenario(rng: np.random.Generator, *, creatures: Range = (1, 5),
                    keywords: Sequence[str] = KEYWORDS,
                    keyword_counts: Sequence[float] = KEYWORD_COUNTS, life: Range = (5, 20),
                    cards: Sequence[CardDef] = (), vanilla: float = 0.3,
                    power: Range = POWER, toughness: Range = TOUGHNESS, episode: bool = True,
                    turn_limit: int = TURN_LIMIT, library: int = LIBRARY,
                    damaged: bool = False, tapped: float = 0.0, sick: float = 0.0,
                    editions: Sequence[str] = (), damage_effects: float = 0.0,
                    description: str = "random board", cards_field: str = "cards"
                    ) -> dict[str, Any]:
    """A random board as a scenario dict (see the module docstring for every choice);
    ``cards_field`` names ``cards`` in errors (the caller's own name for it)."""
    count = _range(creatures, "creatures", 0)
    lives = _range(life, "life", 1)
    powers, toughnesses = _range(power, "power", 0), _range(toughness, "toughness", 1)
    for share, what in ((vanilla, "vanilla"), (tapped, "tapped"), (sick, "sick"),
                        (damage_effects, "damage_effects")):
        if not 0.0 <= share <= 1.0:
            raise BoardError(f"{what}: expected a share between 0 and 1, got {share!r}")
    if turn_limit < 1:
        raise BoardError(f"turn_limit: expected at least 1, got {turn_limit!r}")
    counts = np.asarray(keyword_counts, dtype=float)
    if counts.ndim != 1 or len(counts) == 0 or (counts < 0).any() or \
            not np.isclose(counts.sum(), 1.0):
        raise BoardError(f"keyword_counts: expected probabilities summing to 1, got "
                         f"{keyword_counts!r}")
    kws = _keywords(keywords)
    if not cards and vanilla < 1.0:
        raise BoardError(f"{cards_field}: it has no creature the engine runs fully; use "
                         "vanilla=1")
    players: dict[str, dict[str, Any]] = {}
    for seat in SEATS:
        players[seat] = {"life": int(rng.integers(lives[0], lives[1] + 1))}
        if episode:
            players[seat]["library"] = library
    permanents: list[dict[str, Any]] = []
    for seat in SEATS:
        legends: set[str] = set()
        for k in range(int(rng.integers(count[0], count[1] + 1))):
            ident = f"{seat.lower()}{k + 1}"
            body: dict[str, Any] | None = None
            if rng.random() >= vanilla:
                card = _draw(rng, cards, legends)
                if card is not None:
                    if "Legendary" in card.supertypes:
                        legends.add(card.name)
                    body = {"card": card.name}
            if body is None:  # vanilla, or only legends already on this side were drawn
                body = _vanilla(rng, kws, counts, powers, toughnesses, ident)
            permanent = {"id": ident, "controller": seat, **body}
            _in_progress(rng, permanent, cards, damaged, tapped, sick)
            permanents.append(permanent)
    if episode:
        board = combat_episode(permanents, turn_limit=turn_limit, library=library)
        for seat in SEATS:
            board["players"][seat]["life"] = players[seat]["life"]
    else:
        board = {"active_player": SEATS[0], "step": "beginning of combat",
                 "players": players, "permanents": permanents}
    if editions:
        board["rules"] = editions[int(rng.integers(len(editions)))]
    if damage_effects:
        effects = []
        for i, kind in enumerate(DAMAGE_EFFECT_KINDS):
            if rng.random() < damage_effects:
                effects.append({"name": f"effect {i}", "kind": kind, "to": SEATS[1],
                                "amount": int(rng.integers(1, 4)),
                                "once": bool(rng.integers(2))})
        if effects:
            board["damage_effects"] = effects
    return {"description": description, **board}


def combat_episode(permanents: Sequence[dict[str, Any]], *, turn_limit: int = TURN_LIMIT,
                   life: int = 20, library: int = LIBRARY) -> dict[str, Any]:
    """The scenario dict of a combat episode on ``permanents`` (scenario permanents; see the
    module docstring): both players at ``life``, ``library`` unknown cards each."""
    return {"active_player": SEATS[0], "step": "beginning of combat",
            "until": "end of game", "turn_limit": turn_limit,
            "players": {seat: {"life": life, "library": library} for seat in SEATS},
            "permanents": [dict(p) for p in permanents]}


def random_scenarios(n: int, seed: int = 0, **options: Any) -> list[dict[str, Any]]:
    """``n`` random boards (``random_scenario``'s ``options``) from one generator seeded with
    ``seed``, drawn in order: the first ``k`` boards are the same for any ``n >= k``."""
    if n < 0:
        raise BoardError(f"n: expected a non-negative number of boards, got {n}")
    rng = np.random.default_rng(seed)
    return [random_scenario(rng, **options) for _ in range(n)]


def _range(value: Range, what: str, low: int) -> tuple[int, int]:
    """``value`` (an int, or an inclusive (low, high) pair) as a checked pair."""
    pair = (value, value) if isinstance(value, int) else tuple(value)
    if len(pair) != 2 or not all(isinstance(v, int) and not isinstance(v, bool)
                                 for v in pair):
        raise BoardError(f"{what}: expected an integer or a (low, high) pair, got {value!r}")
    lo, hi = pair
    if lo < low or hi < lo:
        raise BoardError(f"{what}: expected {low} <= low <= high, got {value!r}")
    return lo, hi


def _draw(rng: np.random.Generator, cards: Sequence[CardDef], legends: set[str]
          ) -> CardDef | None:
    """A card drawn uniformly from ``cards``, drawn again (up to ``DRAWS`` times in all) while
    it is a legend already on this side; None if every draw was."""
    for _ in range(DRAWS):
        card = cards[int(rng.integers(len(cards)))]
        if "Legendary" not in card.supertypes or card.name not in legends:
            return card
    return None


#: the keyword names and ability phrases ``_keywords`` has read without an error
_CHECKED: set[str] = set()


def _keywords(keywords: Sequence[str]) -> tuple[str, ...]:
    """``keywords`` checked against the engine's keyword names and ability phrases."""
    def fail(field: str, message: str) -> Exception:
        return BoardError(f"keywords: {message}")

    out = tuple(keywords)
    for name in out:
        if not isinstance(name, str):
            raise BoardError(f"keywords: expected keyword names, got {name!r}")
        if not name or name in _CHECKED:
            continue  # no ability; a name already read (a board per episode reads them all)
        build_card({"name": "check", "power": 1, "toughness": 1, **_abilities([name])}, fail)
        _CHECKED.add(name)
    return out



def _abilities(names: Sequence[str]) -> dict[str, list[str]]:
    """Scenario fields for ability names: keywords under ``keywords``, ability phrases under
    ``abilities`` (docs/card-format.md)."""
    out: dict[str, list[str]] = {}
    for name in names:
        if name:
            out.setdefault("keywords" if name in KEYWORD_NAMES else "abilities",
                           []).append(name)
    return out


def _vanilla(rng: np.random.Generator, keywords: Sequence[str], counts: np.ndarray,
             powers: tuple[int, int], toughnesses: tuple[int, int], name: str
             ) -> dict[str, Any]:
    """An inline creature with random power, toughness and abilities."""
    power = int(rng.integers(powers[0], powers[1] + 1))
    toughness = int(rng.integers(toughnesses[0], toughnesses[1] + 1))
    fields: dict[str, Any] = {"name": f"Random {power}/{toughness} {name}", "power": power,
                              "toughness": toughness}
    how_many = int(rng.choice(len(counts), p=counts))
    if keywords and how_many:
        picks = rng.choice(len(keywords), min(how_many, len(keywords)), replace=False)
        fields.update(_abilities([keywords[int(i)] for i in sorted(picks)]))
    return fields


def _in_progress(rng: np.random.Generator, permanent: dict[str, Any], cards: Sequence[CardDef],
                 damaged: bool, tapped: float, sick: float) -> None:
    """Damage marked (below its printed toughness), tapped and summoning sick, each drawn
    only when asked for."""
    if damaged:
        toughness = permanent.get("toughness")
        if toughness is None:
            toughness = next(c.toughness for c in cards if c.name == permanent["card"])
        permanent["damage"] = int(rng.integers(0, max(int(toughness or 1), 1)))
    if tapped and rng.random() < tapped:
        permanent["tapped"] = True
    if sick and rng.random() < sick:
        permanent["sick"] = True
