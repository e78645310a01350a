"""What one "target ..." phrase of a spell or ability may choose (CR 115.1): ``TargetSpec``,
the object types and the filters of the phrase. Split from ``sim.model.programs`` (which
re-exports it), whose ``Program.targets`` are these."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from sim.model.filters import Count
from sim.model.keywords import Kw


@attrs.frozen(slots=True)
class TargetSpec:
    """What one "target ..." phrase may choose (CR 115.1): the object types (``creature``,
    ``player``, ``planeswalker``) and the filters of the phrase."""

    text: str
    types: frozenset[str] = frozenset({"creature"})
    attacking: bool = False
    blocking: bool = False
    #: "you", "opponent", "defending" (the defending player), "active" (the active player)
    controller: str = ""
    not_subtype: str = ""
    #: "controlled continuously since the beginning of the turn" (not summoning sick)
    steady: bool = False
    #: "that was dealt damage this turn" (CR 120.3; ``Permanent.damaged_at``)
    damaged: bool = False
    with_kw: Kw = Kw.NONE
    without_kw: Kw = Kw.NONE
    tapped: bool | None = None
    #: a later slot of "among one or two targets": it may be left empty ("target none"), and
    #: it can't choose what an earlier slot of the phrase chose (115.3); ``among`` is the
    #: index of the phrase's first slot
    optional: bool = False
    among: int = -1
    #: a spell target's card types, one of which it must have ("creature spell", "instant or
    #: sorcery spell"); empty: any spell
    of_types: frozenset[str] = frozenset()
    #: "other": not the source itself (a group's filter: "each other creature")
    other: bool = False
    #: a card in a graveyard ("target creature card from your graveyard", 404): the zone
    #: and whose graveyard ("you", "opponent", "" for any); ``types`` its card types
    zone: str = ""
    #: "creature with power N or greater" / "or less": the bound its power must meet (its
    #: power now, layers applied: checked as it is chosen and as the spell resolves, 608.2b)
    power_at_least: int | None = None
    power_at_most: int | None = None
    #: the bound above is on its toughness instead ("creature with toughness 4 or greater",
    #: CR 208.1, 115.1)
    bounds_toughness: bool = False
    #: a card's subtype it must have ("Spirit card", CR 205.3) and the most its mana value
    #: may be ("with mana value N or less", 202.3; -1: any): soulshift's target (702.46a)
    subtype: str = ""
    max_value: int = -1
    #: a card type a permanent target must have besides one of ``types`` ("target artifact
    #: creature": "Artifact", CR 205.2a; modular's, 702.43a)
    card_type: str = ""
    #: "with a +1/+1 counter on it" (CR 122.1): a kind of counter it must have one of
    counter: str = ""
    #: "up to N target ..." (CR 601.2c: a variable number of targets, zero to N): the phrase's
    #: N slots, each ``optional`` with ``among`` its first; an instruction naming the first
    #: slot acts on every target chosen (``sim.rules.effect_objects.who``); 0: not "up to"
    up_to: int = 0
    #: "each of two target creatures": the ``up_to`` slots are all chosen, none optional
    #: (601.2c), still one object once (115.3)
    exactly: bool = False
    #: "with lesser power": less power than the source's (mentor, CR 702.134a; the source
    #: gone, its last known power, 608.2h)
    lesser_power: bool = False
    #: "target white or blue creature", "black creature card", "red spell": the colors (lower
    #: case) it must have one of (CR 105.2, 115.1)
    colors: frozenset[str] = frozenset()
    #: a target on the stack "that targets <aimed>" ("you", "a creature you control", ...;
    #: CR 115.9b: any of its targets fits, as it is then; ``sim.rules.stack_targets``)
    aimed: str = ""
    #: "up to three target cards from a single graveyard" (CR 115.1, 404): every card the
    #: phrase's slots choose is in one player's graveyard (``sim.rules.targeting``)
    single_graveyard: bool = False
    #: "each legendary creature you control": a supertype it must have (CR 205.4a)
    supertype: str = ""
    #: "each modified creature you control" (CR 700.9: a counter on it, equipped, or enchanted
    #: by an Aura its controller controls; ``sim.rules.group_qualities``)
    modified: bool = False
    #: "spell with mana value X or less, where X is <count>" (CR 107.3, 202.3): the most its
    #: mana value may be, counted as it is chosen and again as it resolves (601.2c, 608.2b;
    #: ``sim.rules.value_targets``)
    value_count: Count | None = None
    #: "target creature blocking ~" (CR 509.1g): a creature blocking the source
    blocking_source: bool = False
    #: a target of a sentence done only if the spell was kicked ("if this spell was kicked,
    #: destroy target land"): chosen only then (CR 601.2c, 702.33d; ``sim.text.kicked_targets``)
    kicked: bool = False
    #: "X target artifacts" (``X_COUNT``: X announced first, CR 601.2b, then exactly X
    #: different targets, 601.2c, 115.3) or "any number of target creatures" (``ANY_COUNT``:
    #: zero or more different ones): compiled as two optional ``up_to`` slots, opened into
    #: as many as the number chosen as it is put on the stack (``sim.rules.x_slots``)
    count: str = ""
    #: "X damage divided ..., where X is <count> as you cast ~" (``DIVIDED_CAST_COUNT``): the
    #: count X is, taken as the targets are chosen (CR 601.2c-d, 107.3)
    as_cast: Count | None = None
    #: its qualities (``with_kw``, ``tapped``, ``power_at_least``) name its creatures only:
    #: "target artifact, enchantment, or creature with flying", "... or tapped creature" (CR
    #: 115.1: an artifact need not fly; ``sim.text.qualified_target_rules``)
    qualified_creatures: bool = False

#: ``TargetSpec.count``'s values ("up to X target ...": ``UP_TO_X_COUNT``, zero to X);
#: ``LATE_COUNT``: a variable phrase the engine can't open (not the last target phrase,
#: ``sim.text.x_target_rules.variable_after``)
X_COUNT, ANY_COUNT, UP_TO_X_COUNT, LATE_COUNT = "x", "any", "up to x", "late"
#: "X damage divided as you choose among any number of targets" (CR 601.2d: each target
#: dealt at least 1, so one to X of them; none for X = 0; ``sim.text.divided_text``)
DIVIDED_COUNT = "divided x"
#: the same, X defined as "<count> as you cast ~" (``TargetSpec.as_cast``): not announced
DIVIDED_CAST_COUNT = "divided as cast"
#: the counts that are X, announced as it is put on the stack (CR 601.2b)
X_COUNTS = frozenset({X_COUNT, UP_TO_X_COUNT, DIVIDED_COUNT})


def other_than(specs: Sequence[TargetSpec], chosen: Sequence[str], k: int) -> tuple[str, ...]:
    """What target slot ``k``, one "another target ..." (not "up to"), can't choose: the
    object chosen for the earlier target it names (``among``), and, when that one is an
    "another target" too, what that one could not choose (CR 115.3, 601.2c: "another target
    creature" after two targets is other than both)."""
    out: list[str] = []
    spec = specs[k]
    if spec.exactly and 0 <= spec.among < k:  # "each of X target ...": every earlier slot
        return tuple(chosen[spec.among:k])  # of the phrase (115.3)
    while not spec.optional and 0 <= spec.among < k:
        k = spec.among
        out.append(chosen[k])
        spec = specs[k]
    return tuple(out)
