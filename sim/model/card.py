"""Card definitions: the printed characteristics of a card, frozen and shared by every copy.

A ``CardDef`` never changes during a game; everything that does (counters, damage,
continuous effects) lives on the ``Permanent``. Its abilities are the ability model
(``sim.model.abilities``, ``sim.model.programs``); ``sim.text.build_card`` makes one from the
fields of a card-data file or an inline scenario permanent, reading its Oracle text.
"""

from __future__ import annotations

import attr
import attrs

from sim.model.abilities import (
    AFFLICT,
    ANNIHILATOR,
    BUSHIDO,
    CASUALTY,
    CONSPIRE,
    CUMULATIVE_UPKEEP,
    DASH,
    ECHO,
    EVOKE,
    FADING,
    GRAFT,
    MODULAR,
    RAMPAGE,
    REPLICATE,
    SUSPEND,
    VANISHING,
    WARD,
    Param,
    Parsed,
    Static,
)
from sim.model.chapters import final_chapter
from sim.model.keywords import Kw
from sim.model.mana import COLORS, Mana
from sim.model.others_activate import any_others
from sim.model.programs import Activated, Program, Triggered
from sim.model.pump_verbs import QUOTED_UNTIL
from sim.model.qualities import NONCREATURE_SUBTYPES, singular
from sim.model.speed_verbs import ENGINES
from sim.model.top_play_verbs import PLAY_FROM_TOP

#: keywords that are triggered abilities (702.39 provoke, 702.25 flanking, 702.83 exalted,
#: 702.108 prowess, 702.91 battle cry, 702.121 melee, 702.105 dethrone, 702.149 training,
#: 702.93 undying, 702.79 persist)
TRIGGERING_KEYWORDS = Kw.PROVOKE | Kw.FLANKING | Kw.EXALTED | Kw.PROWESS | Kw.BATTLE_CRY | \
    Kw.MELEE | Kw.DETHRONE | Kw.TRAINING | Kw.UNDYING | Kw.PERSIST | Kw.SOULBOND  # 702.95a


#: parameterised keywords that are triggered abilities (rampage, bushido, afflict,
#: annihilator, ward)
TRIGGERING_PARAMS = frozenset([RAMPAGE, BUSHIDO, AFFLICT, ANNIHILATOR, WARD])
#: and the upkeep costs echo and cumulative upkeep (702.30a, 702.24a; sim.rules.upkeep)
TRIGGERING_PARAMS |= frozenset([ECHO, CUMULATIVE_UPKEEP, FADING, VANISHING])
TRIGGERING_PARAMS |= {MODULAR}  # 702.43a: its leaves-the-battlefield trigger
TRIGGERING_PARAMS |= {GRAFT}  # 702.58a: its trigger as another creature enters
TRIGGERING_PARAMS |= {QUOTED_UNTIL}  # a quoted ability granted for a time (613.1f, pump_verbs)
TRIGGERING_PARAMS |= {EVOKE, DASH}  # 702.74a, 702.109a: their triggered abilities
TRIGGERING_PARAMS |= {REPLICATE, CASUALTY, CONSPIRE}  # 702.56a, 702.153a, 702.78a: cast
# triggers (sim.rules.copies)
TRIGGERING_PARAMS |= {SUSPEND}  # 702.62a: its upkeep trigger (sim.rules.exile_cast)
TRIGGERING_PARAMS |= {ENGINES}  # 702.179d: its controller's speed's ability (sim.rules.speed)


#: the basic land types and the color of mana each one's intrinsic ability makes (CR 305.6)
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: the card types that make a card a permanent card (CR 110.4a-b): only such a card can be
#: put onto the battlefield
PERMANENT_CARD_TYPES = frozenset(("Artifact", "Creature", "Enchantment", "Land", "Planeswalker",
                                  "Battle"))
#: one mana of each kind
_ONE = {c: Mana(**{c: 1}) for c in COLORS}


# the defaults of CardDef's precomputed fields (module functions, not ``@field.default``
# methods: mypyc does not apply those decorators in an attrs class body)
def _card_bits(self: CardDef) -> int:
    return int(self.keywords)


def _card_is_creature(self: CardDef) -> bool:
    return "Creature" in self.types


def _card_is_planeswalker(self: CardDef) -> bool:
    return "Planeswalker" in self.types


def _card_is_battle(self: CardDef) -> bool:
    return "Battle" in self.types


def _grants_trigger(add: int, params: frozenset[Param]) -> bool:
    """Whether abilities ``add`` and ``params`` include a triggered keyword."""
    return bool(add & TRIGGERING_KEYWORDS) or any(kind in TRIGGERING_PARAMS
                                                  for kind, _ in params)


def _program_grants_trigger(program: Program | None) -> bool:
    """Whether ``program`` gives a creature a triggered keyword ("target creature gains
    undying until end of turn") or makes a token with one."""
    if program is None:
        return False
    return any(_grants_trigger(op.add, op.params) or op.token is not None
               and _grants_trigger(op.token.keywords, frozenset()) for op in program.ops) \
        or any(_program_grants_trigger(mode) for mode in program.modes) \
        or any(op.delayed or op.program for op in program.ops)  # delayed abilities (603.7a)


def _card_may_trigger(self: CardDef) -> bool:
    # a granted triggered keyword triggers as a printed one does (CR 603.2, 702.83, 702.25):
    # a static ability granting one ("Sliver creatures you control have exalted", "as long
    # as you control a black creature, ~ has persist"), or a spell or ability that does
    return bool(self.triggered) or _grants_trigger(self.keywords, self.params) \
        or any(_grants_trigger(s.add, s.params) for s in self.statics) \
        or _program_grants_trigger(self.spell) \
        or any(_program_grants_trigger(a.program) for a in self.activated) \
        or any(a.cost.graveyard for a in self.activated) \
        or any(t for _, _, t in self.granted)  # unearth's exile (702.84a); granted (613.1f)


def _card_final_chapter(self: CardDef) -> int:
    return final_chapter(t.subject for t in self.triggered)  # CR 714.2d


#: the subtypes with a state-based action of their own (CR 704.5m-n, 303.7)
_SBA_SUBTYPES = frozenset(("Aura", "Role", "Equipment"))


def _card_sba_plain(self: CardDef) -> bool:
    return not (self.is_planeswalker or self.is_battle or self.final_chapter
                or not _SBA_SUBTYPES.isdisjoint(self.subtypes))


def _card_mana_options(self: CardDef) -> tuple[Mana, ...]:
    found: list[Mana] = []
    if "Land" in self.types and not self.abilities_lost:  # 305.6: intrinsic, lost (613.1f)
        found += [_ONE[c] for land, c in BASIC_LAND_TYPES.items() if land in self.subtypes]
    for choices in self.mana_adds:
        found += choices
    if not found and self.mana:
        found.append(Mana(C=self.mana))  # a definition made in code with an amount alone
    return tuple(dict.fromkeys(m for m in found if m.total))


def _card_mana_counts(self: CardDef) -> tuple[tuple[int, int, int, int, int, int], ...]:
    return tuple((m.W, m.U, m.B, m.R, m.G, m.C) for m in self.mana_options)


def _card_produces(self: CardDef) -> str:
    return "".join(c for c in COLORS if any(getattr(m, c) for m in self.mana_options))


def _card_mana_made(self: CardDef) -> int:
    return max((m.total for m in self.mana_options), default=0)


def _card_snow_source(self: CardDef) -> bool:
    return bool(self.mana_options) and "Snow" in self.supertypes


def _card_inert(self: CardDef) -> bool:
    return not (self.may_trigger or self.activated or self.granted or self.spell is not None
                or self.adventure is not None or self.keywords & Kw.FLASH
                or any(s.rule == PLAY_FROM_TOP for s in self.statics)
                or self.modal_back is not None and not self.modal_back.inert)  # CR 712.11b


def _card_color_set(self: CardDef) -> frozenset[str]:
    return frozenset() if self.keywords & Kw.DEVOID else frozenset(self.colors)


def _card_changeling(self: CardDef) -> bool:
    return bool(self.keywords & Kw.CHANGELING)


def _card_others_activate(self: CardDef) -> bool:
    return any_others(self.activated)  # CR 602.2: "any player may activate this ability"


@attrs.frozen(slots=True)
class CardDef:
    """Printed characteristics (CR 109.3).

    ``keywords`` holds keywords and the parameterless abilities the engine knows; ``params``
    the abilities that name a quality ("protection from red"); ``statics`` the abilities that
    affect other objects or the rules of combat; ``mana`` what its mana ability makes
    (``sim.model.abilities``). ``defense`` is a battle's printed defense (CR 310.4a)."""

    name: str
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    cost: str = ""
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: Kw = Kw.NONE
    text: str = ""
    params: frozenset[Param] = frozenset()
    statics: tuple[Static, ...] = ()
    mana: int = 0
    #: the mana each of its mana abilities adds, as the Oracle compiler read them: one entry
    #: per ability, each the alternatives one activation chooses from ("{T}: Add {C}{G}" is
    #: ``(Mana(G=1, C=1),)``, "{T}: Add {R} or {G}" ``(Mana(R=1), Mana(G=1))``; ``Parsed.adds``):
    #: ``mana_options``
    mana_adds: tuple[tuple[Mana, ...], ...] = ()
    defense: int | None = None
    #: clauses of ``text`` the engine does not run (``sim.text.oracle``), verbatim
    unsupported: tuple[str, ...] = ()
    #: clauses of ``text`` the engine runs, verbatim (``sim.text.oracle``; ``cards.coverage``)
    supported: tuple[str, ...] = ()
    #: clauses of ``text`` read into something they do not say, each with the engine's reading
    #: rendered back (``sim.text.render``); they are among ``unsupported`` too
    approximate: tuple[tuple[str, str], ...] = ()
    #: each clause of ``supported`` with the piece of the ability model it was read into, for
    #: checking that it renders back to its text (``cards.coverage``)
    clauses: tuple[tuple[str, Parsed | Activated | Triggered | Program], ...] = attr.ib(
        default=(), eq=False, repr=False)
    #: activated and triggered abilities read from ``text`` (``sim.text.oracle``), not yet run
    activated: tuple[Activated, ...] = ()
    triggered: tuple[Triggered, ...] = ()
    #: what an instant or sorcery does when it resolves (``sim.model.programs``)
    spell: Program | None = None
    #: a transforming double-faced card's back face (CR 712.2, 712.8: a transformed permanent
    #: has only its back face's characteristics), read from its own text by the same Oracle
    #: compiler; None for a single-faced card (701.28c: it can't transform)
    back: CardDef | None = attr.ib(default=None, eq=False, repr=False)
    #: a modal double-faced card's back face (CR 712.3: independent of the front; it can't
    #: transform, 701.28c), cast or played instead of the front (712.11b, 712.12:
    #: ``sim.rules.modal_faces``), read by the same Oracle compiler; None for other cards
    modal_back: CardDef | None = attr.ib(default=None, eq=False, repr=False)
    #: an adventurer card's Adventure (CR 715.2), an omen card's Omen (720.2): the instant or
    #: sorcery it may be cast as from its owner's hand (715.3, 720.3, ``sim.rules.adventure``),
    #: read from its own text by the same Oracle compiler; None for a card with neither
    adventure: CardDef | None = attr.ib(default=None, eq=False, repr=False)
    #: a split card's halves (CR 709.1), each read from its own text as an instant or sorcery
    #: card of its own: the half cast is the spell (709.3a); () for any other card
    #: (``sim.model.split_cards``, ``sim.rules.split_casting``)
    halves: tuple[CardDef, ...] = attr.ib(default=(), eq=False, repr=False)
    #: the quoted abilities its static abilities grant the permanent it is attached to, each
    #: compiled: (text, activated, triggered) (CR 613.1f; ``sim.model.granted_abilities``)
    granted: tuple[tuple[str, tuple[Activated, ...], tuple[Triggered, ...]], ...] = attr.ib(
        default=(), eq=False, repr=False)
    #: it lost all its abilities (layer 6, CR 613.1f; ``sim.model.ability_loss.stripped``):
    #: a basic land type's intrinsic mana ability too (305.6)
    abilities_lost: bool = False
    #: ``keywords`` as a plain int, for the hot path (IntFlag's operators run in Python)
    bits: int = attr.ib(init=False, eq=False, repr=False,
                        default=attrs.Factory(_card_bits, takes_self=True))
    #: card types, precomputed: read on every state-based action check
    is_creature: bool = attr.ib(init=False, eq=False, repr=False,
                                default=attrs.Factory(_card_is_creature, takes_self=True))
    is_planeswalker: bool = attr.ib(init=False, eq=False, repr=False,
                                    default=attrs.Factory(_card_is_planeswalker, takes_self=True))
    is_battle: bool = attr.ib(init=False, eq=False, repr=False,
                              default=attrs.Factory(_card_is_battle, takes_self=True))
    #: whether it has a triggered ability or a keyword that triggers, or gives one to a
    #: creature (a static ability: "Sliver creatures you control have exalted"; a spell or
    #: an ability: "target creature gains undying until end of turn"): ``sim.rules.triggers``
    #: skips boards where nothing may trigger, and events are recorded for the others
    may_trigger: bool = attr.ib(init=False, eq=False, repr=False,
                                default=attrs.Factory(_card_may_trigger, takes_self=True))
    #: a Saga's final chapter number (CR 714.2d; 0: no chapter ability): ``sim.rules.sagas``
    final_chapter: int = attr.ib(init=False, eq=False, repr=False,
                                 default=attrs.Factory(_card_final_chapter, takes_self=True))
    #: no state-based action looks at it for what it is (``sim.rules.sba``): not a
    #: planeswalker (704.5i), a battle (704.5v), a Saga (704.5s), an Aura or a Role (704.5m,
    #: 303.7) or an Equipment (704.5n)
    sba_plain: bool = attr.ib(init=False, eq=False, repr=False,
                              default=attrs.Factory(_card_sba_plain, takes_self=True))
    #: what one activation of its mana abilities can make, exactly (CR 605.1a, 106.1): one
    #: entry per alternative, each all the mana it adds at once ("{T}: Add {C}{G}": one
    #: entry, a {C} and a {G}; "{T}: Add {R} or {G}": two; a basic land type's intrinsic
    #: ability, 305.6: Plains {W}, Island {U}, Swamp {B}, Mountain {R}, Forest {G}): its
    #: basic land types' and ``mana_adds``, the mana abilities its text was compiled into
    mana_options: tuple[Mana, ...] = attr.ib(
        init=False, eq=False, repr=False,
        default=attrs.Factory(_card_mana_options, takes_self=True))
    #: ``mana_options`` as counts of (W, U, B, R, G, C), for the payment search
    #: (``sim.rules.costs``)
    mana_counts: tuple[tuple[int, int, int, int, int, int], ...] = attr.ib(
        init=False, eq=False, repr=False,
        default=attrs.Factory(_card_mana_counts, takes_self=True))
    #: the kinds of mana ``mana_options`` hold, in WUBRGC order ("G"; "RG"; "GC" for
    #: "{T}: Add {C}{G}"; "" when it makes none)
    produces: str = attr.ib(init=False, eq=False, repr=False,
                            default=attrs.Factory(_card_produces, takes_self=True))
    #: the most mana one activation makes (the largest entry of ``mana_options``; 0: none)
    mana_made: int = attr.ib(init=False, eq=False, repr=False,
                             default=attrs.Factory(_card_mana_made, takes_self=True))
    #: a snow permanent that makes mana: a snow source, whose mana pays {S} (CR 107.4h)
    snow_source: bool = attr.ib(init=False, eq=False, repr=False,
                                default=attrs.Factory(_card_snow_source, takes_self=True))
    #: nothing it has is ever used with priority or triggers, in any zone: no triggered or
    #: activated ability, no triggering keyword, not an instant, sorcery or flash card (a
    #: board of such cards is quiet: ``sim.engine.core``), no permission to play the top card
    #: of a library (``top_play_verbs.PLAY_FROM_TOP``); a modal double-faced card's back face
    #: inert too (CR 712.11b: either face may be cast)
    inert: bool = attr.ib(init=False, eq=False, repr=False,
                          default=attrs.Factory(_card_inert, takes_self=True))
    #: its colors as the rules see them: none with devoid (CR 702.114a), else ``colors``
    color_set: frozenset[str] = attr.ib(init=False, eq=False, repr=False,
                                        default=attrs.Factory(_card_color_set, takes_self=True))
    #: changeling: it is every creature type, in every zone (CR 702.73a)
    changeling: bool = attr.ib(init=False, eq=False, repr=False,
                               default=attrs.Factory(_card_changeling, takes_self=True))
    #: an activated ability of its any player may activate (CR 602.2, 113.8;
    #: ``sim.model.others_activate``): the priority listing offers it to other players
    others_activate: bool = attr.ib(
        init=False, eq=False, repr=False,
        default=attrs.Factory(_card_others_activate, takes_self=True))

    def has_subtype(self, name: str) -> bool:
        """Whether it has the subtype ``name`` (singular, any case: "Elf", "wall"). Changeling
        (CR 702.73a) makes it every creature type, in every zone, so it has any subtype that
        is not one of the artifact, enchantment, land or spell types (205.3g-k). Several names
        joined by "/" ("Wolf/Werewolf": "a Wolf or Werewolf", "Wolves and Werewolves") ask for
        any one of them (tested only once the first lookup misses)."""
        title = name.strip().title()
        if title in self.subtypes:
            return True
        if "/" in title:
            return any(self.has_subtype(kind) for kind in title.split("/"))
        return self.changeling and title not in NONCREATURE_SUBTYPES

    def has_subtype_plural(self, plural: str) -> bool:
        """``has_subtype`` for a creature type named in the plural, as abilities name them
        ("Goblins", "Elves", "Wolves": "protection from Goblins", "bands with other
        Dinosaurs")."""
        return self.has_subtype(singular(plural))
