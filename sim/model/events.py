"""The event stream: what happened, as typed values, in order (``GameState.events``).

Every change the rules make is recorded as one of the frozen classes below, with the step it
happened in. The text log and the JSON output read this one stream, in the same order, and
triggered abilities wait on it (``sim.rules.triggers``: each class is one event pattern,
"whenever ~ attacks" is ``AttackerDeclared``, "when ~ dies" is ``Died``, ...).

``kind`` names an event in the JSON form (``event.to_json()``); events also answer
``event["field"]`` and ``event.get("field")``, so code written against the older dict events
keeps reading them.
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs


@attrs.frozen(slots=True)
class Event:
    """Base class: ``step`` is the step the event happened in."""

    kind: ClassVar[str] = ""
    step: str = attrs.field(default="", kw_only=True)

    def __getitem__(self, key: str) -> Any:
        if key == "kind":
            return self.kind
        try:
            return getattr(self, key)
        except AttributeError:
            raise KeyError(key) from None

    def get(self, key: str, default: Any = None) -> Any:
        """``event[key]``, or ``default`` when the event has no such field."""
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        """Whether ``key`` is in the JSON form (an empty optional field is left out)."""
        return key in self.to_json()

    def to_json(self) -> dict[str, Any]:
        """The JSON form: ``kind`` and every field, tuples as lists."""
        out: dict[str, Any] = {"kind": self.kind}
        for field in attrs.fields(type(self)):
            value = getattr(self, field.name)
            out[field.name] = _plain(value)
        return out


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


@attrs.frozen(slots=True)
class StepBegan(Event):
    """A step of the combat phase begins (CR 500.1)."""

    kind: ClassVar[str] = "step begins"


@attrs.frozen(slots=True)
class AttackerDeclared(Event):
    """``attacker`` attacks ``target`` (a player or planeswalker), CR 508.1."""

    kind: ClassVar[str] = "attacks"
    attacker: str
    target: str


@attrs.frozen(slots=True)
class BlockerDeclared(Event):
    """``blocker`` blocks ``attacker``, CR 509.1."""

    kind: ClassVar[str] = "blocks"
    blocker: str
    attacker: str


@attrs.frozen(slots=True)
class BandDeclared(Event):
    """The attacking player declares that ``creatures`` attack as a band (CR 702.22c)."""

    kind: ClassVar[str] = "band"
    creatures: tuple[str, ...]


@attrs.frozen(slots=True)
class BandBlocked(Event):
    """``attacker`` becomes blocked by ``blocker`` because ``blocker`` blocks another creature
    in its band (CR 702.22h); not a declared block."""

    kind: ClassVar[str] = "blocked with its band"
    blocker: str
    attacker: str


@attrs.frozen(slots=True)
class DamageOrderAnnounced(Event):
    """A damage assignment order (CR 509.2-509.3, 2016 rules)."""

    kind: ClassVar[str] = "damage assignment order"
    creature: str
    order: tuple[str, ...]


@attrs.frozen(slots=True)
class CostPaid(Event):
    """Mana paid: an attack or block cost (CR 508.1h, 509.1d), a cost an effect asks, or the
    total cost of a spell (601.2g-h) or ability. ``spell_mana``: the mana the player had
    spent to cast spells this turn before and after this payment (expend counts it)."""

    kind: ClassVar[str] = "pays"
    player: str
    amount: int
    spell_mana: tuple[int, int] = (0, 0)


@attrs.frozen(slots=True)
class TappedForMana(Event):
    """A permanent's mana ability activated to pay a cost (CR 508.1g, 509.1d)."""

    kind: ClassVar[str] = "taps for mana"
    permanent: str
    amount: int


@attrs.frozen(slots=True)
class ManaAdded(Event):
    """A resolving spell or ability added mana to a player's mana pool (CR 106.3, 106.4):
    ``mana`` as symbols ("{B}{B}{B}")."""

    kind: ClassVar[str] = "adds mana"
    player: str
    mana: str


@attrs.frozen(slots=True)
class Tapped(Event):
    """A permanent became tapped (CR 701.26a) other than for mana (``TappedForMana``): by
    attacking (508.1f), a {T} cost, an effect, regeneration (701.19c). Logged only while
    events are recorded (a board where something may trigger records them)."""

    kind: ClassVar[str] = "becomes tapped"
    permanent: str


@attrs.frozen(slots=True)
class Unattached(Event):
    """An Equipment (or Fortification) became unattached from ``creature``, which it can't
    be attached to any more, as a state-based action (CR 704.5n)."""

    kind: ClassVar[str] = "becomes unattached"
    permanent: str
    creature: str


@attrs.frozen(slots=True)
class Untapped(Event):
    """A tapped permanent became untapped (CR 701.26b): in its controller's untap step (502.3)
    or by an effect."""

    kind: ClassVar[str] = "becomes untapped"
    permanent: str


@attrs.frozen(slots=True)
class Provoked(Event):
    """A provoke trigger resolved (CR 702.39a)."""

    kind: ClassVar[str] = "provoke"
    attacker: str
    target: str


@attrs.frozen(slots=True)
class Rampaged(Event):
    """A rampage trigger resolved (CR 702.23)."""

    kind: ClassVar[str] = "rampage"
    creature: str
    power: int
    toughness: int


@attrs.frozen(slots=True)
class EffectResolved(Event):
    """A scripted effect resolved (the stand-in for an instant or ability)."""

    kind: ClassVar[str] = "effect"
    player: str
    description: str
    affected: tuple[str, ...]


@attrs.frozen(slots=True)
class DamageDealt(Event):
    """``source`` dealt ``amount`` damage to ``target`` (CR 120.3); ``result`` says when it was
    dealt as counters ("poison counters", "-1/-1 counters"); ``controller`` the source's
    controller as the damage was dealt ("a source you control", ``sim.rules.life_triggers``;
    not in the JSON form)."""

    kind: ClassVar[str] = "damage"
    source: str
    target: str
    amount: int
    combat: bool
    result: str = ""
    controller: str = ""

    def to_json(self) -> dict[str, Any]:
        """The JSON form, ``result`` left out when empty."""
        out = Event.to_json(self)
        out.pop("controller", None)
        if not self.result:
            del out["result"]
        return out


@attrs.frozen(slots=True)
class ReplacementApplied(Event):
    """Replacement or prevention effects applied to a damage event, in order (CR 616.1), and
    the events it became."""

    kind: ClassVar[str] = "replacement"
    source: str
    target: str
    amount: int
    applied: tuple[str, ...]
    result: tuple[tuple[str, int], ...]


@attrs.frozen(slots=True)
class LifeGained(Event):
    """``player`` gained ``amount`` life (CR 119.3): lifelink, or "you gain N life" as a
    spell or ability resolves; ``reason`` names which."""

    kind: ClassVar[str] = "life gained"
    player: str
    amount: int
    reason: str


@attrs.frozen(slots=True)
class LifeLost(Event):
    """``player`` lost ``amount`` life (CR 119.3): not damage ("loses N life", afflict)."""

    kind: ClassVar[str] = "life lost"
    player: str
    amount: int
    reason: str


@attrs.frozen(slots=True)
class Sacrificed(Event):
    """``player`` sacrificed ``permanent`` (CR 701.21a: moved from the battlefield to its
    owner's graveyard; not destroyed, so neither regeneration nor indestructible applies). A
    ``Died`` event follows when it went to the graveyard."""

    kind: ClassVar[str] = "sacrifices"
    player: str
    permanent: str
    reason: str


@attrs.frozen(slots=True)
class Died(Event):
    """A permanent was put into a graveyard from the battlefield (CR 700.4): a creature,
    planeswalker, battle or Aura alike."""

    kind: ClassVar[str] = "dies"
    permanent: str
    reason: str


@attrs.frozen(slots=True)
class Regenerated(Event):
    """A regeneration shield replaced ``permanent``'s destruction (CR 701.19a-c): its damage
    was removed, it was tapped and removed from combat; ``reason`` is what would have
    destroyed it."""

    kind: ClassVar[str] = "regenerated"
    permanent: str
    reason: str


@attrs.frozen(slots=True)
class Entered(Event):
    """``permanent`` entered the battlefield under ``controller``'s control (CR 603.6a: "when
    ~ enters"); ``attacking`` is the player or planeswalker it entered attacking (CR 508.4),
    or None. A creature put onto the battlefield attacking was never declared as an attacker:
    no ``AttackerDeclared`` event, so "whenever ~ attacks" does not trigger."""

    kind: ClassVar[str] = "enters"
    permanent: str
    controller: str
    attacking: str | None = None


@attrs.frozen(slots=True)
class Exiled(Event):
    """``permanent`` was exiled from the battlefield: instead of dying (an "exile it instead"
    replacement; ``reason`` says what would have put it into the graveyard), or by an effect
    ("exile target creature", CR 406.2; ``reason`` names it)."""

    kind: ClassVar[str] = "exiled"
    permanent: str
    reason: str


@attrs.frozen(slots=True)
class Bounced(Event):
    """``permanent`` was returned from the battlefield to its owner's hand (CR 400.7: a new
    object) by ``source``."""

    kind: ClassVar[str] = "returned to hand"
    permanent: str
    source: str


@attrs.frozen(slots=True)
class PlayerLost(Event):
    """A player lost the game (CR 104.3, 704.5a-c)."""

    kind: ClassVar[str] = "loses"
    player: str
    reason: str


@attrs.frozen(slots=True)
class GameEnded(Event):
    """The game is over (CR 104.2): no winner is a draw."""

    kind: ClassVar[str] = "game over"
    winners: tuple[str, ...]
    losers: tuple[str, ...]


@attrs.frozen(slots=True)
class CombatEnded(Event):
    """Every creature is removed from combat as the end of combat step ends (CR 511.3)."""

    kind: ClassVar[str] = "combat ends"
    attackers: tuple[str, ...]
    blockers: tuple[str, ...]


@attrs.frozen(slots=True)
class SpellCast(Event):
    """A spell was cast (CR 601.2i): it is on the stack as ``item``, with its choices."""

    kind: ClassVar[str] = "casts"
    player: str
    card: str
    name: str
    item: str
    targets: tuple[str, ...] = ()
    x: int = 0
    mode: int = -1
    #: divided damage: each target's share, in the order of ``targets`` (601.2d)
    division: tuple[int, ...] = ()
    #: the zone it was cast from (601.2a)
    origin: str = "hand"


@attrs.frozen(slots=True)
class AbilityActivated(Event):
    """An activated ability was activated (CR 602.2): it is on the stack as ``item``."""

    kind: ClassVar[str] = "activates"
    player: str
    source: str
    ability: str
    item: str
    targets: tuple[str, ...] = ()
    x: int = 0


@attrs.frozen(slots=True)
class AbilityTriggered(Event):
    """A triggered ability was put on the stack (CR 603.3): ``item`` on the stack."""

    kind: ClassVar[str] = "triggers"
    player: str
    source: str
    ability: str
    item: str
    targets: tuple[str, ...] = ()


@attrs.frozen(slots=True)
class Countered(Event):
    """``item`` (``name``) was countered by ``reason`` (CR 701.6a): removed from the stack; a
    spell's card went to its owner's graveyard."""

    kind: ClassVar[str] = "countered"
    item: str
    name: str
    reason: str


@attrs.frozen(slots=True)
class StackResolved(Event):
    """The top object of the stack resolved (CR 608.2); ``countered``: it was removed instead
    because every target had become illegal (608.2b), or an intervening "if" was false
    (603.4); ``skipped`` lists the targets illegal on resolution."""

    kind: ClassVar[str] = "resolves"
    item: str
    name: str
    countered: bool = False
    skipped: tuple[str, ...] = ()


@attrs.frozen(slots=True)
class CardDrawn(Event):
    """``player`` drew the card ``card``, now an object in their hand."""

    kind: ClassVar[str] = "draws"
    player: str
    card: str


@attrs.frozen(slots=True)
class TurnBegan(Event):
    """A turn began (CR 500): its number and its active player."""

    kind: ClassVar[str] = "turn"
    turn: int
    player: str


@attrs.frozen(slots=True)
class LandPlayed(Event):
    """A player played a land (CR 305.1: a special action, 116.2a)."""

    kind: ClassVar[str] = "plays land"
    player: str
    card: str


@attrs.frozen(slots=True)
class Discarded(Event):
    """A player discarded a card (CR 701.8), to hand size in the cleanup step (514.1)."""

    kind: ClassVar[str] = "discards"
    player: str
    card: str


@attrs.frozen(slots=True)
class Shuffled(Event):
    """A player's library was shuffled (CR 701.20)."""

    kind: ClassVar[str] = "shuffles"
    player: str


@attrs.frozen(slots=True)
class Mulliganed(Event):
    """A player took a mulligan (CR 103.5): their hand shuffled away, seven new cards."""

    kind: ClassVar[str] = "mulligans"
    player: str
    count: int


@attrs.frozen(slots=True)
class HandKept(Event):
    """A player kept their opening hand, having put ``bottom`` cards from it on the bottom of
    their library (the London mulligan, CR 103.5): ``cards``, in the order chosen."""

    kind: ClassVar[str] = "keeps"
    player: str
    bottom: int = 0
    cards: tuple[str, ...] = ()


#: one shared ``StepBegan`` per step (events are frozen, so equal ones can be one object)
STEP_BEGAN: dict[str, StepBegan] = {}


EVENTS: tuple[type[Event], ...] = (
    StepBegan, AttackerDeclared, BandDeclared, BlockerDeclared, BandBlocked, DamageOrderAnnounced,
    CostPaid, TappedForMana, Provoked, Rampaged, EffectResolved, DamageDealt, ReplacementApplied,
    LifeGained, LifeLost, Sacrificed, Died, Regenerated, Entered, Exiled, PlayerLost, GameEnded,
    CombatEnded,
    SpellCast, AbilityActivated, AbilityTriggered, Countered, StackResolved, CardDrawn,
    TurnBegan, LandPlayed, Discarded, Shuffled, Mulliganed, HandKept)


@attrs.frozen(slots=True)
class LibraryLooked(Event):
    """A player scried or surveilled (CR 701.22a, 701.25a): how many of the cards looked at
    went back on top and on the bottom, and the names of those put into the graveyard."""

    kind: ClassVar[str] = "looks at library"
    player: str
    verb: str
    top: int
    bottom: int
    graveyard: tuple[str, ...] = ()
    #: the card revealed to every player, when the instruction reveals one (``REVEAL_TOP``,
    #: CR 701.20a)
    revealed: str = ""


@attrs.frozen(slots=True)
class CardFound(Event):
    """A player's library search found ``card`` (CR 701.23a), revealed when it goes to the
    hand."""

    kind: ClassVar[str] = "finds"
    player: str
    card: str
    revealed: bool = False
    #: the instruction that put it into the hand: "search" (701.23a) or "dig" (a card taken
    #: from among those looked at, ``sim.model.programs.DIG``)
    verb: str = "search"


@attrs.frozen(slots=True)
class Milled(Event):
    """A player milled cards (CR 701.13a): the names of the cards put from the top of their
    library into their graveyard."""

    kind: ClassVar[str] = "mills"
    player: str
    cards: tuple[str, ...] = ()


@attrs.frozen(slots=True)
class LibraryExiled(Event):
    """A player exiled the top cards of their library (CR 406.2; ingest, 702.115a): their
    names."""

    kind: ClassVar[str] = "exiles from library"
    player: str
    cards: tuple[str, ...] = ()


@attrs.frozen(slots=True)
class Cycled(Event):
    """A player cycled ``card`` (CR 702.29a, 702.29c): discarded it to pay the cost of its
    cycling ability; logged after its ``Discarded``."""

    kind: ClassVar[str] = "cycles"
    player: str
    card: str


@attrs.frozen(slots=True)
class SpellCopied(Event):
    """A copy of a spell was put on the stack as ``item`` (CR 707.10: not cast, so no
    ``SpellCast``), controlled by ``player``; ``original`` the spell copied, ``card`` its card."""

    kind: ClassVar[str] = "copies"
    player: str
    card: str
    name: str
    item: str
    original: str
    targets: tuple[str, ...] = ()
    x: int = 0


@attrs.frozen(slots=True)
class PutIntoLibrary(Event):
    """``permanent`` (a permanent, a card in a graveyard or a spell) was put into its owner's
    library by ``source``: ``where`` "top", "bottom" or "shuffled" (CR 401.4: a hidden zone,
    so it is a card of the library there, no object, 400.7). Leaving the battlefield this way
    is leaving it (603.6c)."""

    kind: ClassVar[str] = "put into library"
    permanent: str
    source: str
    where: str


@attrs.frozen(slots=True)
class TurnedFaceUp(Event):
    """``player`` turned the face-down ``permanent`` face up (CR 702.37e, 116.2b: a special
    action; 708.8): "when ~ is turned face up" triggers; ``name`` the card it is, now shown."""

    kind: ClassVar[str] = "turned face up"
    permanent: str
    player: str
    name: str


@attrs.frozen(slots=True)
class Exploited(Event):
    """``permanent``'s exploit ability made its controller sacrifice ``creature`` as it
    resolved (CR 702.110b: ``permanent`` "exploits" it); logged before the sacrifice's own
    events, so that a creature exploiting itself still sees it (603.10a)."""

    kind: ClassVar[str] = "exploits"
    permanent: str
    creature: str


@attrs.frozen(slots=True)
class Explored(Event):
    """``permanent`` explored (CR 701.44a-b): logged once the process is complete, whatever it
    did (a land revealed, none revealed, the permanent gone from the battlefield: it still
    explores); ``player`` its controller, who revealed (the last it had, if it left)."""

    kind: ClassVar[str] = "explores"
    permanent: str
    player: str


@attrs.frozen(slots=True)
class Transformed(Event):
    """``permanent`` transformed (CR 701.28a): it has ``face`` up now, named ``name`` (712.8)."""

    kind: ClassVar[str] = "transforms"
    permanent: str
    name: str
    face: str  # "front" or "back"


@attrs.frozen(slots=True)
class DayNightChanged(Event):
    """The game's day/night designation became ``designation`` ("day" or "night", CR 726),
    from ``previous`` ("" neither, "day", "night")."""

    kind: ClassVar[str] = "becomes day or night"
    designation: str
    previous: str


@attrs.frozen(slots=True)
class CoinFlipped(Event):
    """``player`` flipped a coin for ``item`` and won (``won``) or lost the flip (CR 705.1)."""

    kind: ClassVar[str] = "flips a coin"
    player: str
    item: str
    won: bool


@attrs.frozen(slots=True)
class Clashed(Event):
    """``player`` clashed with ``opponent`` for ``item`` (CR 701.30b): the cards each revealed
    (``revealed``, "" for an empty library, ``player``'s first), those put on the bottom,
    whether ``player`` won, and the winner ("" for none: 701.30d)."""

    kind: ClassVar[str] = "clashes"
    player: str
    opponent: str
    item: str
    revealed: tuple[str, ...]
    bottom: tuple[str, ...]
    won: bool
    winner: str = ""


@attrs.frozen(slots=True)
class BecameMonstrous(Event):
    """``permanent`` became monstrous (CR 701.37b: its monstrosity ability resolved while it
    wasn't monstrous)."""

    kind: ClassVar[str] = "becomes monstrous"
    permanent: str


@attrs.frozen(slots=True)
class Exerted(Event):
    """``permanent``'s controller exerted it as it was declared as an attacker (CR 701.43a:
    it won't untap during its controller's next untap step); "when you do" (603.12) and
    "whenever you exert a creature" trigger on it."""

    kind: ClassVar[str] = "exerts"
    permanent: str


@attrs.frozen(slots=True)
class PutIntoGraveyard(Event):
    """``permanent`` (a card, or a token leaving the battlefield) was put into its owner's
    graveyard (CR 404.1) from ``origin`` (a zone's name), by any cause: "when ~ is put into a
    graveyard from anywhere", "whenever a card is put into an opponent's graveyard from
    anywhere" (``sim.rules.graveyard_triggers``)."""

    kind: ClassVar[str] = "put into graveyard"
    permanent: str
    owner: str
    origin: str


@attrs.frozen(slots=True)
class CountersPut(Event):
    """``amount`` counters of the kind ``counter`` were put on ``permanent`` by one
    instruction, or given to it as it entered the battlefield (``entering``; CR 122.6: both
    are counters "put" on it): "whenever one or more +1/+1 counters are put on ~"
    (``sim.rules.counter_triggers``)."""

    kind: ClassVar[str] = "counters put"
    permanent: str
    counter: str
    amount: int
    entering: bool
    #: how many counters of the kind it had before (a Saga's chapters, CR 714.2b: "if the
    #: number of lore counters on it was less than N and became at least N")
    before: int = 0


@attrs.frozen(slots=True)
class RingTempted(Event):
    """The Ring tempted ``player`` (CR 701.54a), who chose ``bearer`` as their Ring-bearer
    ("" when they controlled no creature, 701.54b): "whenever the Ring tempts you"
    (``sim.rules.player_triggers``; it triggers even with no creature chosen). ``moves``: the
    object it was (``Permanent.moves``, 400.7)."""

    kind: ClassVar[str] = "the ring tempts"
    player: str
    bearer: str
    moves: int = 0
