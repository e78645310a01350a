"""Keyword abilities and the parameterless ability phrases the engine knows, as one bit set.

Characteristics are read constantly on the hot path (every legality check, every damage
step), so abilities are an ``IntFlag`` (``Kw``): testing one is a single ``&`` (on plain ints:
``int(Kw.FLYING)``, as IntFlag's own operators run in Python). Their names and the phrases
that mean them are the Oracle compiler's (``sim.text.keyword_names``).
"""

from __future__ import annotations

import enum


class Kw(enum.IntFlag):
    """One bit per keyword (CR 702) or engine-known static ability."""

    NONE = 0
    FLYING = enum.auto()  # 702.9
    REACH = enum.auto()  # 702.17
    VIGILANCE = enum.auto()  # 702.20
    DEFENDER = enum.auto()  # 702.3
    HASTE = enum.auto()  # 702.10
    FIRST_STRIKE = enum.auto()  # 702.7
    DOUBLE_STRIKE = enum.auto()  # 702.4
    TRAMPLE = enum.auto()  # 702.19
    DEATHTOUCH = enum.auto()  # 702.2
    LIFELINK = enum.auto()  # 702.15
    INDESTRUCTIBLE = enum.auto()  # 702.12
    MENACE = enum.auto()  # 702.111
    CANT_ATTACK = enum.auto()  # "can't attack" (508.1c restriction)
    CANT_BLOCK = enum.auto()  # "can't block" (509.1b restriction)
    HORSEMANSHIP = enum.auto()  # 702.31
    SHADOW = enum.auto()  # 702.28
    FEAR = enum.auto()  # 702.36
    INTIMIDATE = enum.auto()  # 702.13
    SKULK = enum.auto()  # 702.118
    PROVOKE = enum.auto()  # 702.39
    FLASH = enum.auto()  # 702.8
    FLANKING = enum.auto()  # 702.25
    EXALTED = enum.auto()  # 702.83
    # restrictions (508.1c, 509.1b-c) and requirements (508.1d, 509.1c) that take no parameter
    CANT_ATTACK_ALONE = enum.auto()
    CANT_BLOCK_ALONE = enum.auto()
    ATTACKS_ALONE = enum.auto()  # "can only attack alone"
    UNBLOCKABLE = enum.auto()  # "can't be blocked"
    EXCEPT_BY_TWO = enum.auto()  # "can't be blocked except by two or more creatures"
    EXCEPT_BY_THREE = enum.auto()
    ONE_BLOCKER = enum.auto()  # "can't be blocked by more than one creature"
    BLOCKS_ONLY_FLYERS = enum.auto()  # "can block only creatures with flying"
    BLOCK_ADDITIONAL = enum.auto()  # "can block an additional creature each combat"
    BLOCK_ANY = enum.auto()  # "can block any number of creatures"
    ATTACKS_EACH_COMBAT = enum.auto()  # "attacks each combat if able"
    ATTACKS_EACH_TURN = enum.auto()  # "attacks each turn if able" / "attacks this turn if able"
    BLOCKS_EACH_COMBAT = enum.auto()  # "blocks each combat if able"
    LURE = enum.auto()  # "all creatures able to block this do so"
    MUST_BE_BLOCKED = enum.auto()  # "must be blocked if able"
    ATTACKS_WITH_ANY = enum.auto()  # "if a creature you control attacks, ~ also attacks if able"
    LEADS_ATTACK = enum.auto()  # "if ~ attacks, all creatures you control attack if able"
    UNPREVENTABLE = enum.auto()  # "damage that would be dealt by ~ can't be prevented" (615.12)
    INFECT = enum.auto()  # 702.90: damage as poison counters (players), -1/-1 counters (creatures)
    WITHER = enum.auto()  # 702.80: damage to creatures as -1/-1 counters
    # triggered keyword abilities (``sim.rules.triggers``)
    PROWESS = enum.auto()  # 702.108
    BATTLE_CRY = enum.auto()  # 702.91
    MELEE = enum.auto()  # 702.121
    DETHRONE = enum.auto()  # 702.105
    TRAINING = enum.auto()  # 702.149
    UNDYING = enum.auto()  # 702.93
    PERSIST = enum.auto()  # 702.79
    # combat damage assignment (CR 510.1)
    ASSIGNS_TOUGHNESS = enum.auto()  # "assigns combat damage equal to its toughness ..." (510.1a)
    AS_THOUGH_UNBLOCKED = enum.auto()  # "may assign its combat damage as though it weren't
    # blocked" (Thorn Elemental, Lone Wolf; 510.1c)
    TRAMPLE_OVER_PW = enum.auto()  # 702.19c: a variant of trample (assigns as 702.19b)
    BANDING = enum.auto()  # 702.22 ("bands with other [quality]" is a parameter, 702.22b)
    HEXPROOF = enum.auto()  # 702.11 ("hexproof from [quality]" is a parameter, 702.11d)
    SHROUD = enum.auto()  # 702.18
    CHANGELING = enum.auto()  # 702.73: every creature type, in every zone
    DEVOID = enum.auto()  # 702.114: the object has no color
    DOESNT_UNTAP = enum.auto()  # doesn't untap during its controller's untap step (502.3)
    MAY_NOT_UNTAP = enum.auto()  # "you may choose not to untap ~ during your untap step" (502.3)
    UNTAPS_FOR_OTHERS = enum.auto()  # "untap ~ during each other player's untap step" (502.3)
    SKIP_DRAW_STEP = enum.auto()  # "skip your draw step": its controller's (614.1b, 614.10)
    # casting restrictions on players (CR 101.2, 601.2; sim.rules.cast_limits)
    ONE_SPELL_EACH = enum.auto()  # "each player can't cast more than one spell each turn"
    ONE_SPELL_YOU = enum.auto()  # "you can't cast more than one spell each turn"
    # MTG Puzzle Quest's own abilities ("Combat Basics"; rules "puzzle-quest",
    # sim.variants.puzzle_quest)
    BRAVERY = enum.auto()  # moves to the first slot during combat on its controller's turn
    BERSERKER = enum.auto()  # attacks an opposing creature, forcing it to block
    DISABLED = enum.auto()  # a status: doesn't attack, doesn't block
    # added later, so last: a position saved before keeps its bits (``GameState.to_dict``)
    ASCEND = enum.auto()  # 702.131 (sim.rules.ascend): the city's blessing
    SOULBOND = enum.auto()  # 702.95 (sim.rules.soulbond): triggered abilities (sim.rules.triggers)
    NO_COMBAT_DAMAGE = enum.auto()  # "~ assigns no combat damage this turn" (510.1a; an effect)
